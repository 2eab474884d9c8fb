import TerminalKit

/// What an accessibility element is and does, beyond its role: SwiftUI's
/// `AccessibilityTraits`. UI tests see `.isButton` (the element is among `app.buttons`),
/// `.isImage`, `.isStaticText`, `.isToggle` and `.isSearchField` as its type, and
/// `.isSelected` as `isSelected`; the others are accepted.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

  /// The role an element with these traits has, if they name one.
  var role: AccessibilityRole? {
    if contains(.isButton) { return .button }
    if contains(.isToggle) { return .toggle }
    if contains(.isSearchField) { return .searchField }
    if contains(.isImage) { return .image }
    if contains(.isStaticText) { return .staticText }
    return nil
  }
}

/// How a view's accessibility children are exposed: SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case ignore, contain, combine }
  let kind: Kind

  /// One element; the children are hidden (give it a label).
  public static let ignore = AccessibilityChildBehavior(kind: .ignore)
  /// A container element holding the children.
  public static let contain = AccessibilityChildBehavior(kind: .contain)
  /// One element whose label is the children's, joined with ", ".
  public static let combine = AccessibilityChildBehavior(kind: .combine)
}

extension View {
  /// The value UI tests and assistive tools read for the view (`element.value`).
  public func accessibilityValue(_ value: String) -> some View {
    AccessibilityEdit.view(self, .edit { element, _ in element.value = value })
  }

  public func accessibilityValue(_ value: Text) -> some View {
    accessibilityValue(value.plainText)
  }

  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    accessibilityValue(valueKey.text)
  }

  /// Adds traits to the view's element: `.isButton` makes it one of `app.buttons`,
  /// `.isSelected` selected.
  ///
  /// ```swift
  /// Text(card.title).onTapGesture { open(card) }.accessibilityAddTraits(.isButton)
  /// ```
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    AccessibilityEdit.view(
      self,
      .edit { element, _ in
        if let role = traits.role { element.role = role }
        if traits.contains(.isSelected) { element.isSelected = true }
      })
  }

  /// Takes traits away: a button without `.isButton` is a static text, a selected element
  /// without `.isSelected` is not selected.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    AccessibilityEdit.view(
      self,
      .edit { element, _ in
        if traits.contains(.isButton), element.role == .button { element.role = .staticText }
        if traits.contains(.isSelected) { element.isSelected = false }
      })
  }

  /// Makes the view one accessibility element (`.ignore`, `.combine`) or a container of its
  /// children's (`.contain`). A combined element's label is its children's labels joined
  /// with ", "; it is a button when one of them is, else a static text, and a tap on it
  /// presses the first child that can be pressed.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    AccessibilityEdit.view(self, .children(children.kind))
  }
}

/// What an accessibility modifier does to the elements its content adds.
enum AccessibilityEdit {
  /// Changes the outermost element of the content.
  case edit(@MainActor (inout AccessibilityElement, inout AccessibilityActions) -> Void)
  /// Makes the content's elements one, or puts them in a container.
  case children(AccessibilityChildBehavior.Kind)

  @MainActor
  static func view<V: View>(_ content: V, _ edit: AccessibilityEdit) -> some View {
    ElementModifierView(content: content) { child, _ in
      AccessibilityEditElement(child: child, edit: edit)
    }
  }
}

/// Content whose accessibility elements a modifier changes as they are drawn.
final class AccessibilityEditElement: WrapperElement {
  let edit: AccessibilityEdit

  init(child: Element, edit: AccessibilityEdit) {
    self.edit = edit
    super.init(child: child)
  }

  /// An element made of the children names itself: identifiers and labels written
  /// outside it are its own.
  override var ownsAccessibility: Bool {
    if case .children = edit { return true }
    return false
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let start = renderer.accessibilityCount
    switch edit {
    case .edit(let change):
      child.render(in: rect, renderer)
      // The first element the content added at its top level.
      if start < renderer.accessibilityCount { renderer.editAccessibility(start, change) }
    case .children(.contain):
      let id = renderer.addAccessibility(
        role: .other, identifier: accessibilityIdentifier, label: accessibilityLabel ?? "",
        frame: rect)
      renderer.withAccessibilityParent(id) { child.render(in: rect, renderer) }
    case .children(let kind):
      child.render(in: rect, renderer)
      let removed = renderer.removeAccessibility(from: start)
      let combined = kind == .combine
      let labels = removed.map(\.element.label).filter { !$0.isEmpty }
      let isButton = combined && removed.contains { $0.element.role == .button }
      let activate = removed.lazy.compactMap(\.actions.activate).first
      let values = removed.compactMap(\.element.value)
      renderer.addAccessibility(
        role: isButton ? .button : combined ? .staticText : .other,
        identifier: accessibilityIdentifier,
        label: accessibilityLabel ?? (combined ? labels.joined(separator: ", ") : ""),
        value: combined ? values.first : nil,
        isEnabled: removed.allSatisfy(\.element.isEnabled),
        hasFocus: removed.contains { $0.element.hasFocus }, frame: rect,
        actions: AccessibilityActions(activate: activate, focusNode: nil))
    }
  }
}
