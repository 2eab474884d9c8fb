extension View {
  /// Animates this view's changes when `value` changes: SwiftUI's `animation(_:value:)`.
  /// Accepted: TerminalUI completes animations at once, so the view is drawn as it is.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  /// Animates every change of this view (deprecated in SwiftUI in favour of
  /// `animation(_:value:)`). Accepted, drawn at once.
  public func animation(_ animation: Animation?) -> some View { self }

  /// Animates the changes `body`'s modifiers make with `animation` (iOS 17). The modifiers
  /// are applied, at once.
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(content: self))
  }

  /// How this view comes and goes when it is inserted or removed. Accepted: it shows in, or
  /// is gone from, the next frame.
  public func transition(_ transition: AnyTransition) -> some View { self }

  /// Changes the transaction of changes that reach this view. Accepted: every change here is
  /// drawn at once, so `transform` is not called.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    self
  }

  /// As `transaction(_:)`, for the changes made while `value` changes (iOS 17).
  public func transaction<V: Equatable>(
    value: V, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View { self }

  /// How the view's content changes in place (a counting number). Drawn at once.
  public func contentTransition(_ transition: ContentTransition) -> some View { self }

  /// Pairs this view with others of the same `id` in `namespace`, so SwiftUI moves one into
  /// the other's place. Accepted: the views are drawn where their layouts put them.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View { self }
}

/// The view an `animation(_:body:)` modifier's body is given: the view it modifies.
/// `Value` names whose content it stands for (a view, or a transition of your own).
public struct PlaceholderContentView<Value>: View {
  let content: AnyView

  init(content: some View) { self.content = AnyView(content) }

  public var body: some View { content }
}

/// What `matchedGeometryEffect` would match: the frame, the size or the position.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace for `matchedGeometryEffect` ids: SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  public init() {}

  /// The namespace. Matched geometry draws nothing here, so every namespace is one.
  public var wrappedValue: ID { ID(value: 0) }
}

extension Binding {
  /// The binding, whose changes SwiftUI would animate with `animation`. Its changes are
  /// made inside `withAnimation`, so they run with that transaction; they are drawn at once.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }

  /// The binding, whose changes are made with `transaction` current.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    let base = self
    return Binding(
      get: { base.wrappedValue },
      set: { value in withTransaction(transaction) { base.wrappedValue = value } })
  }
}
