import Foundation

extension Text {
  /// A localized text with a note for translators: SwiftUI's `Text(_:comment:)`. The note
  /// is for the strings file; the key is shown.
  public init(_ key: LocalizedStringKey, comment: StaticString?) { self.init(key) }

  /// A localized text from a strings table: SwiftUI's `Text(_:tableName:bundle:comment:)`.
  /// TerminalUI shows the key (an app's strings files are not read), so the text is the one
  /// the source was written in.
  public init(
    _ key: LocalizedStringKey, tableName: String?, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) { self.init(key) }

  /// A localized text from a bundle's strings: shown as its key.
  public init(_ key: LocalizedStringKey, bundle: Bundle?, comment: StaticString? = nil) {
    self.init(key)
  }
}

extension Toggle where Label == TerminalUI.Label<Text, Image> {
  /// A toggle labelled with a title and a symbol: SwiftUI's `Toggle(_:systemImage:isOn:)`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { TerminalUI.Label(titleKey, systemImage: systemImage) }
  }

  /// A toggle labelled with a title string and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { TerminalUI.Label(title, systemImage: systemImage) }
  }
}

extension Image {
  /// A symbol drawn at a level from 0 to 1: SwiftUI's `Image(systemName:variableValue:)`.
  /// A symbol is one glyph here, so it is drawn whole at any level.
  public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
}

/// A context menu as a value, to give to `contextMenu(_:)`: SwiftUI's `ContextMenu`.
public struct ContextMenu<MenuItems: View> {
  let items: MenuItems

  public init(@ViewBuilder menuItems: () -> MenuItems) { items = menuItems() }
}

extension View {
  /// The view with `contextMenu`'s actions, or none when it is nil: SwiftUI's
  /// `contextMenu(_:)`, drawn as `contextMenu(menuItems:)`.
  @ViewBuilder
  public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
    if let contextMenu {
      ContextMenuView(content: self, items: contextMenu.items)
    } else {
      self
    }
  }
}

/// A button drawn as a link: SwiftUI's `LinkButtonStyle` (macOS). The label is in the tint
/// and underlined, with no brackets, as a `Link` is; Enter, Space or a click presses it.
public struct LinkButtonStyle: BuiltInButtonStyle, Sendable {
  var kind: ButtonStyleKind { .link }
  public init() {}

  /// The button, drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
  /// A button drawn as a link: the label in the tint, underlined.
  public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// Views side by side with a divider between each two: SwiftUI's `HSplitView` (macOS). The
/// dividers do not move: a terminal's columns are shared out as an `HStack` shares them.
public struct HSplitView<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    Group(subviews: content) { subviews in
      HStack(spacing: 0) {
        ForEach(Array(subviews.enumerated()), id: \.element.id) { index, subview in
          if index > 0 { Divider() }
          subview
        }
      }
    }
  }
}

/// Views one above another with a divider between each two: SwiftUI's `VSplitView` (macOS).
public struct VSplitView<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    Group(subviews: content) { subviews in
      VStack(spacing: 0) {
        ForEach(Array(subviews.enumerated()), id: \.element.id) { index, subview in
          if index > 0 { Divider() }
          subview
        }
      }
    }
  }
}

/// How a table is drawn: SwiftUI's `TableStyle`. Accepted: a terminal table has its header
/// line and a row per line in every style.
public struct TableStyle: Sendable {
  let name: String
  public static let automatic = TableStyle(name: "automatic")
  public static let inset = TableStyle(name: "inset")
  public static let bordered = TableStyle(name: "bordered")
  public static func inset(alternatesRowBackgrounds: Bool) -> TableStyle { .inset }
  public static func bordered(alternatesRowBackgrounds: Bool) -> TableStyle { .bordered }
}

extension View {
  /// The style of the tables inside: accepted (see ``TableStyle``).
  public func tableStyle(_ style: TableStyle) -> some View { self }
}

extension Section {
  /// Whether a sidebar section can be collapsed: SwiftUI's `collapsible(_:)`. Accepted;
  /// `Section(_:isExpanded:)` makes a section that opens and closes.
  public func collapsible(_ collapsible: Bool) -> Section { self }
}

/// Where a tab may show (the tab bar, the sidebar only): SwiftUI's `TabPlacement`.
/// Accepted: a terminal's tabs are its tab bar.
public struct TabPlacement: Sendable {
  let name: String
  public static let automatic = TabPlacement(name: "automatic")
  public static let pinned = TabPlacement(name: "pinned")
  public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

extension Tab {
  /// Where the tab may show: accepted (see ``TabPlacement``).
  public func tabPlacement(_ placement: TabPlacement) -> Tab { self }
}

extension ToolbarItem where ID == String {
  /// An item a person could move or hide in a customizable toolbar, named by `id`:
  /// SwiftUI's `ToolbarItem(id:placement:showsByDefault:content:)`. A terminal's toolbar
  /// is not customized, so the item shows where `placement` puts it (unless
  /// `showsByDefault` is false: then it does not show, as until someone adds it).
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
    self.shows = showsByDefault
  }
}

extension Text {
  /// A clock over an interval: SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
  /// Counting down, it shows the time left to the interval's end; counting up, the time
  /// since its start; drawn again each second while on screen, and stopped at the
  /// interval's ends (0:00 once it is over, counting down). With `pauseTime` it shows the
  /// clock as it was then, still. Hours show once there is an hour to show, unless
  /// `showsHours` is false (then `90:00`).
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let anchor = countsDown ? timerInterval.upperBound : timerInterval.lowerBound
    if let pauseTime {
      let clamped = min(max(pauseTime, timerInterval.lowerBound), timerInterval.upperBound)
      self.init(verbatim: RelativeDateText.timer(anchor, at: clamped, showsHours: showsHours))
    } else {
      // A live clock (drawn again each second), stopped at the interval's ends.
      self.init(anchor, style: .timer)
      runs[0].timerInterval = timerInterval
      runs[0].countsDown = countsDown
      runs[0].showsHours = showsHours
    }
  }
}

/// A view redrawn only when it is not equal to what it was: SwiftUI's `EquatableView`. A
/// terminal frame is cheap to draw again, so the view is drawn as it is each time.
public struct EquatableView<Content: View & Equatable>: View {
  public var content: Content

  public init(content: Content) { self.content = content }

  public var body: some View { content }
}

extension View where Self: Equatable {
  /// The view, compared with `==` before it is drawn again: SwiftUI's `equatable()`.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

/// A button that starts renaming what it is shown for: SwiftUI's `RenameButton`. It runs the
/// `renameAction` set around it (`renameAction(_:)`), and is disabled where none is set.
/// Its label is "Rename" (名前を変更 in Japanese) with a pencil.
public struct RenameButton: View {
  @Environment(\.renameAction) private var renameAction

  public init() {}

  public var body: some View {
    Button {
      renameAction?()
    } label: {
      Label {
        Text(SystemWord.rename)
      } icon: {
        Image(systemName: "pencil")
      }
    }
    .disabled(renameAction == nil)
  }
}

private struct RenameActionKey: EnvironmentKey {
  static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
  /// What a `RenameButton` inside runs, if anything.
  var renameAction: (@MainActor () -> Void)? {
    get { self[RenameActionKey.self] }
    set { self[RenameActionKey.self] = newValue }
  }
}

extension View {
  /// What a `RenameButton` inside does: SwiftUI's `renameAction(_:)`.
  public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
    environment(\.renameAction, action)
  }

  /// Makes a `RenameButton` inside focus the field `isFocused` names: SwiftUI's
  /// `renameAction(_:)` of a focus state.
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
    environment(\.renameAction, { isFocused.wrappedValue = true })
  }
}
