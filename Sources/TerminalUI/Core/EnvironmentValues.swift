import TerminalKit

/// A key for a value that views pass down to their descendants.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The values a view sees from its ancestors: SwiftUI's `EnvironmentValues`.
///
/// Custom values are declared as in SwiftUI, with a key and a computed property:
/// ```swift
/// private struct ThemeKey: EnvironmentKey { static let defaultValue = "light" }
/// extension EnvironmentValues {
///   var theme: String {
///     get { self[ThemeKey.self] }
///     set { self[ThemeKey.self] = newValue }
///   }
/// }
/// ```
public struct EnvironmentValues {
  private var custom: [ObjectIdentifier: Any] = [:]
  var objects: [ObjectIdentifier: AnyObject] = [:]

  /// Whether controls respond to input; `disabled(_:)` turns it off.
  public var isEnabled = true
  /// Ends the presentation the view is in: pops a navigation destination.
  public var dismiss = DismissAction(action: nil)
  public var lineLimit: Int?
  public var multilineTextAlignment = TextAlignment.leading
  public var font: Font?
  public var colorScheme = ColorScheme.dark

  var foreground: Color?
  /// The renderer the texts inside are drawn with (`textRenderer(_:)`); nil for the usual
  /// drawing. A stored value, as every text reads it.
  var textRenderer: AnyTextRenderer?
  /// Why the views inside are drawn redacted: set by `redacted(reason:)`, cleared by
  /// `unredacted()`. A stored value, as every text reads it.
  public var redactionReasons: RedactionReasons = []
  /// Whether the views inside are marked `privacySensitive()`.
  var isPrivacySensitive = false
  var tint: Color?
  var bold = false
  var italic = false
  var underline = false
  var strikethrough = false
  var dimmed = false
  var textFieldStyle = TextFieldStyleKind.plain
  var buttonStyle = ButtonStyleKind.automatic
  var keyboardShortcut: KeyboardShortcut?
  var submitActions: [SubmitAction] = []
  var focus: FocusRegistration?
  var labelCollector: LabelCollector?
  /// Who listens for preferences set inside: `onPreferenceChange` and the like, innermost last.
  var preferenceCollectors: [PreferenceCollector] = []
  var navigation: NavigationModel?
  var navigationLevel: NavigationLevel?
  /// What a list with a selection in a split view's column does when a row is chosen: on a
  /// narrow terminal, shows the next column; on a wide one, gives the next column back to the
  /// selection after a link filled it.
  var splitColumnChosen: (@MainActor () -> Void)?
  /// In a column of a wide split view: shows a link's destination (drawn afresh each frame by
  /// the closure) in the next column instead of pushing it here. A navigation stack inside
  /// clears it.
  var splitColumnLink: (@MainActor (@escaping @MainActor () -> AnyView) -> Void)?
  /// In the rows of a list with a selection: makes a value the selection; false when it is
  /// not of the selection's type.
  var listChoosesValue: (@MainActor (AnyHashable) -> Bool)?
  var listRow: ListRowCollector?
  var alertButtons: AlertButtonCollector?
  /// Where `@AppStorage` keeps values: `defaultAppStorage(_:)`.
  var appStorage: (any AppStorageStore)?
  /// Whether scroll views inside draw their content past their bounds:
  /// `scrollClipDisabled(_:)`.
  var scrollClipDisabled = false
  /// How many colours the terminal shows; set by whoever runs the view.
  @_spi(Engine) public var colorMode = ColorMode.trueColor

  public init() {}

  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      custom.value(for: key, or: K.defaultValue)
    }
    set { custom[ObjectIdentifier(key)] = newValue }
  }

  /// The cell style text gets here.
  var textStyle: CellStyle {
    var style = CellStyle()
    if let foreground { style.foreground = foreground.textColor(colorMode) }
    style.bold = bold || (font?.isBold ?? false)
    style.italic = italic || (font?.isItalic ?? false)
    style.underline = underline || strikethrough
    style.dim = dimmed || !isEnabled || (font?.isDim ?? false)
    return style
  }
}

/// Ends the current presentation: `@Environment(\.dismiss) private var dismiss`, then
/// `dismiss()`.
public struct DismissAction {
  let action: (@MainActor () -> Void)?

  @MainActor public func callAsFunction() { action?() }
}
