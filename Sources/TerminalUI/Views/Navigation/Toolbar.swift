/// Where a toolbar item goes: SwiftUI's `ToolbarItemPlacement`. In a terminal the navigation
/// bar has a leading and a trailing end, and a bottom bar can show under the content.
/// `.principal` takes the title's place; `.keyboard` items are dropped, as there is no
/// on-screen keyboard.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, none }
  let slot: Slot

  public static let automatic = ToolbarItemPlacement(slot: .trailing)
  public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
  public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
  public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
  public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
  public static let navigation = ToolbarItemPlacement(slot: .leading)
  public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
  public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
  public static let principal = ToolbarItemPlacement(slot: .principal)
  public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
  public static let status = ToolbarItemPlacement(slot: .bottom)
  public static let keyboard = ToolbarItemPlacement(slot: .none)
}

/// What a `toolbar` modifier holds: items and groups, built with ``ToolbarContentBuilder``.
public protocol ToolbarContent {}

/// The items a toolbar builder collected, in order.
public struct ToolbarItems: ToolbarContent {
  let entries: [ToolbarEntry]
}

/// One view placed in a bar.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: AnyView
}

/// What the built-in toolbar contents give the builder.
@MainActor
protocol ToolbarEntries {
  var toolbarEntries: [ToolbarEntry] { get }
}

extension ToolbarItems: ToolbarEntries {
  var toolbarEntries: [ToolbarEntry] { entries }
}

/// A view in a bar: SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarEntries {
  let placement: ToolbarItemPlacement
  let content: Content
  /// False for an item of a customizable toolbar that does not show until added.
  var shows = true

  var toolbarEntries: [ToolbarEntry] {
    shows ? [ToolbarEntry(placement: placement, view: AnyView(content))] : []
  }
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several views in one place of a bar: SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarEntries {
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  var toolbarEntries: [ToolbarEntry] {
    [ToolbarEntry(placement: placement, view: AnyView(content))]
  }
}

/// Builds a toolbar from items, groups, `if` and `if`/`else`.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> ToolbarItems {
    ToolbarItems(entries: (content as? any ToolbarEntries)?.toolbarEntries ?? [])
  }

  public static func buildBlock(_ parts: ToolbarItems...) -> ToolbarItems {
    ToolbarItems(entries: parts.flatMap(\.entries))
  }

  public static func buildOptional(_ part: ToolbarItems?) -> ToolbarItems {
    part ?? ToolbarItems(entries: [])
  }

  public static func buildEither(first part: ToolbarItems) -> ToolbarItems { part }
  public static func buildEither(second part: ToolbarItems) -> ToolbarItems { part }
}

extension View {
  /// Puts items in the enclosing navigation stack's bars.
  public func toolbar(@ToolbarContentBuilder content: () -> ToolbarItems) -> some View {
    let entries = content().entries
    return NodeModifierView(content: self) { context in
      context.environment.navigationLevel?.toolbar.append(contentsOf: entries)
    }
  }

  /// Puts views at the trailing end of the enclosing navigation stack's bar.
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
    let entry = ToolbarEntry(placement: .automatic, view: AnyView(content()))
    return NodeModifierView(content: self) { context in
      context.environment.navigationLevel?.toolbar.append(entry)
    }
  }

  /// The older spelling of a toolbar: views at the bar's leading and trailing ends.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }

  /// The older spelling of `navigationTitle`; the bar always shows its title inline.
  public func navigationBarTitle(_ title: String) -> some View { navigationTitle(title) }
  public func navigationBarTitle(_ title: LocalizedStringKey) -> some View {
    navigationTitle(title)
  }
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

  public func navigationBarTitle(
    _ title: String, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View { navigationTitle(title) }

  public func navigationBarTitle(
    _ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View { navigationTitle(title) }

  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View { navigationTitle(title) }

  /// Accepted for iOS code: a terminal has no safe area, so there is nothing to ignore.
  public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View { self }

  /// Accepted for iOS code: a terminal has no safe area.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
