import Foundation

/// A kind of accessibility action: SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String

  /// The element's main action, as a double tap runs it.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Going back or closing: the two-finger scrub.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The magic tap, for the app's most important action.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Deleting the element.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Showing the element's menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")

  /// An action with a name of its own.
  public init(named name: Text) { self.name = name.plainText }

  init(name: String) { self.name = name }
}

extension View {
  /// An action assistive technologies offer on the view: SwiftUI's
  /// `accessibilityAction(_:_:)`. Accepted: a terminal has no screen reader to offer it, and
  /// the view's own controls (a tap, Enter) work as they do without it.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View { self }

  /// A named action assistive technologies offer: accepted, as `accessibilityAction(_:_:)`.
  public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void)
    -> some View
  { self }

  /// A named action, the name a `Text`: accepted.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
    self
  }

  /// A named action, the name a string: accepted.
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> some View { self }

  /// An action with a label view: accepted.
  public func accessibilityAction<Label: View>(
    action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) -> some View { self }

  /// Several actions, made of buttons: accepted.
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content)
    -> some View
  { self }
}

/// Where a container's background goes: SwiftUI's `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let name: String

  /// A widget's background.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
  /// A navigation stack's or split view column's background.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// A tab view's background.
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

extension View {
  /// The background of the container the view is in (a widget, a navigation column): SwiftUI's
  /// `containerBackground(_:for:)`. A terminal has no such container around a view, so it is
  /// drawn behind the view itself.
  public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> some View {
    background(style)
  }

  /// The container's background as a view: drawn behind the view itself.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    background(alignment: alignment, content: content)
  }

  /// Padding around a scene's content, as the platform spaces a window's edge: SwiftUI's
  /// `scenePadding(_:)`. A terminal's is one row and two columns.
  public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    padding(
      EdgeInsets(
        top: edges.contains(.top) ? 16 : 0, leading: edges.contains(.leading) ? 16 : 0,
        bottom: edges.contains(.bottom) ? 16 : 0, trailing: edges.contains(.trailing) ? 16 : 0))
  }

  /// Padding for a kind of scene content: SwiftUI's `scenePadding(_:edges:)`.
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    scenePadding(edges)
  }
}

/// A kind of scene padding: SwiftUI's `ScenePadding`.
public struct ScenePadding: Hashable, Sendable {
  let name: String
  /// The platform's least padding.
  public static let minimum = ScenePadding(name: "minimum")
  /// Padding for navigation content.
  public static let navigationBar = ScenePadding(name: "navigationBar")
}
