import Foundation

extension View {
  /// Puts `content` along the view's top or bottom edge, the view taking the rest: SwiftUI's
  /// `safeAreaInset(edge:alignment:spacing:content:)`. A terminal has no content scrolling
  /// under a translucent bar, so the two are stacked, `spacing` points apart.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return VStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .top { inset }
      self
      if edge == .bottom { inset }
    }
  }

  /// Puts `content` along the view's leading or trailing edge; see the vertical form.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return HStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .leading { inset }
      self
      if edge == .trailing { inset }
    }
  }

  /// Pads the view's safe area: a terminal has none, so the view is padded.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(edges, length)
  }

  /// Pads the view's safe area by `length` on every edge.
  public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }

  /// Pads the view's safe area by `insets`.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
}

extension View {
  /// Scopes a search can be narrowed to, chosen as a segmented picker above the search
  /// field: SwiftUI's `searchScopes(_:scopes:)`. (An iPhone shows them under the field while
  /// searching; here they always show, ←/→ choosing one.)
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, @ViewBuilder scopes: () -> S
  ) -> some View {
    let choices = scopes()
    return safeAreaInset(edge: .top) {
      Picker("", selection: scope) { choices }
        .pickerStyle(.segmented)
        .labelsHidden()
        .accessibilityIdentifier("searchScopes")
    }
  }

  /// Scopes with when they show (iOS 16.4): drawn as `searchScopes(_:scopes:)`.
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    searchScopes(scope, scopes: scopes)
  }
}

/// When search scopes show: SwiftUI's `SearchScopeActivation`. They always show here.
public struct SearchScopeActivation: Hashable, Sendable {
  let name: String
  public static let automatic = SearchScopeActivation(name: "automatic")
  public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
  public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}
