/// The terminal drawing a text field style stands for.
enum TextFieldStyleKind: Hashable, Sendable {
  case plain, roundedBorder
}

/// How text fields inside are drawn, as the terminal has each of SwiftUI's text field
/// styles: `.roundedBorder` draws a box, `.plain` (and `.automatic`) an underline.
///
/// A style of your own wraps the field, as in SwiftUI, through `_body(configuration:)`:
///
/// ```swift
/// struct Boxed: TextFieldStyle {
///   func _body(configuration: TextField<Self._Label>) -> some View {
///     configuration
///       .padding(.horizontal)
///       .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray))
///   }
/// }
/// TextField("名前", text: $name).textFieldStyle(Boxed())
/// ```
///
/// The configuration is the field itself, drawn plain (an underline) and keeping its binding,
/// focus and submit action; a `SecureField` inside the style gets the same body and stays
/// masked.
@MainActor @preconcurrency
public protocol TextFieldStyle {
  associatedtype _Body: View
  /// The field a style's body places: the styled `TextField` (or `SecureField`).
  typealias _Label = _TextFieldStyleLabel
  /// The field as this style draws it.
  @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<_Label>) -> _Body
}

/// The label type of the field a ``TextFieldStyle`` is given; the field carries its title and
/// prompt itself, so this label draws nothing.
public struct _TextFieldStyleLabel: View, PrimitiveView {
  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {}
}

/// A text field style this package draws.
protocol BuiltInTextFieldStyle: TextFieldStyle {
  var kind: TextFieldStyleKind { get }
}

/// A text field style of the app's own, its type erased, as the environment carries it.
@MainActor
struct AnyTextFieldStyle {
  let make: @MainActor (TextField<_TextFieldStyleLabel>, ResolveContext) -> Element

  init<S: TextFieldStyle>(_ style: S) {
    make = { configuration, context in
      var context = context.styleContext(for: style, position: 3)
      let found = StyledFieldSlot()
      context.environment.customTextFieldStyle = nil
      context.environment.textFieldStyle = .plain
      context.environment.styledFieldSlot = found
      let body = context.resolveSingle(style._body(configuration: configuration))
      return StyledFieldElement(child: body, field: found.field)
    }
  }
}

/// Where the field inside a style's body leaves its element, for ``StyledFieldElement``.
@MainActor
final class StyledFieldSlot {
  var field: Element?
}

/// A field drawn by a style of the app's own: the style's body, with the identifier and label
/// given to the whole passed to the field inside, so `app.textFields["name"]` finds it whichever
/// side of `.textFieldStyle` the identifier is written on.
final class StyledFieldElement: WrapperElement {
  let field: Element?

  init(child: Element, field: Element?) {
    self.field = field
    super.init(child: child)
  }

  override func applyAccessibility(identifier: String?, label: String?) {
    guard let field else { return super.applyAccessibility(identifier: identifier, label: label) }
    field.applyAccessibility(identifier: identifier, label: label)
  }
}

private struct CustomTextFieldStyleKey: EnvironmentKey {
  static let defaultValue: AnyTextFieldStyle? = nil
}

private struct StyledFieldSlotKey: EnvironmentKey {
  static let defaultValue: StyledFieldSlot? = nil
}

extension EnvironmentValues {
  /// The app's own style text and secure fields inside are drawn in.
  var customTextFieldStyle: AnyTextFieldStyle? {
    get { self[CustomTextFieldStyleKey.self] }
    set { self[CustomTextFieldStyleKey.self] = newValue }
  }

  /// Where the field a text field style's body places leaves its element.
  var styledFieldSlot: StyledFieldSlot? {
    get { self[StyledFieldSlotKey.self] }
    set { self[StyledFieldSlotKey.self] = newValue }
  }
}

/// The default style, `.automatic`: drawn as `.plain`.
public struct DefaultTextFieldStyle: BuiltInTextFieldStyle {
  /// The field as it is: the environment's style kind draws it.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
  var kind: TextFieldStyleKind { .plain }
  public init() {}
}

/// `.plain`: the field over an underline.
public struct PlainTextFieldStyle: BuiltInTextFieldStyle {
  /// The field as it is: the environment's style kind draws it.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
  var kind: TextFieldStyleKind { .plain }
  public init() {}
}

/// `.roundedBorder`: the field in a box.
public struct RoundedBorderTextFieldStyle: BuiltInTextFieldStyle {
  /// The field as it is: the environment's style kind draws it.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
  var kind: TextFieldStyleKind { .roundedBorder }
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
  /// How text and secure fields inside are drawn: `.roundedBorder` in a box, `.plain` (and
  /// `.automatic`) over an underline, a style of the app's own by its `_body(configuration:)`.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let builtIn = (style as? any BuiltInTextFieldStyle)?.kind
    let custom = builtIn == nil ? AnyTextFieldStyle(style) : nil
    return EnvironmentModifierView(content: self) {
      $0.textFieldStyle = builtIn ?? .plain
      $0.customTextFieldStyle = custom
    }
  }
}
