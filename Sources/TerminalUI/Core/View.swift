/// A piece of user interface, described by its `body`: SwiftUI's `View`.
///
/// ```swift
/// struct Greeting: View {
///   var name: String
///   var body: some View { Text("こんにちは、\(name)") }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

/// A view that the framework draws itself: its `body` is never called.
@MainActor
protocol PrimitiveView {
  /// Appends the elements this view lays out as to `output`.
  func resolve(_ context: ResolveContext, into output: inout [Element])
}

extension PrimitiveView {
  func primitiveBody() -> Never {
    fatalError("\(Self.self) is drawn by TerminalUI; its body is never evaluated")
  }
}

/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View, PrimitiveView {
  public init() {}
  @MainActor public var body: Never { primitiveBody() }
  @MainActor func resolve(_ context: ResolveContext, into output: inout [Element]) {}
}

/// A type-erased view; changing the wrapped view's type gives it a new identity.
nonisolated public struct AnyView: View, PrimitiveView {
  let view: any View
  let type: ObjectIdentifier

  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      self = erased
    } else {
      self.view = view
      type = ObjectIdentifier(V.self)
    }
  }

  public init<V: View>(erasing view: V) { self.init(view) }

  @MainActor public var body: Never { primitiveBody() }

  @MainActor func resolve(_ context: ResolveContext, into output: inout [Element]) {
    context.resolveChild(view, key: ChildKey(position: 0, type: type), into: &output)
  }
}

/// Several views side by side in their parent, as a view builder makes them.
nonisolated public struct TupleView<T>: View, PrimitiveView {
  public var value: T
  let children: [any View]

  public init(_ value: T) {
    self.value = value
    children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  init(value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  @MainActor public var body: Never { primitiveBody() }

  @MainActor func resolve(_ context: ResolveContext, into output: inout [Element]) {
    for (index, child) in children.enumerated() {
      context.resolveChild(
        child, key: ChildKey(position: index, type: ObjectIdentifier(type(of: child))),
        into: &output)
    }
  }
}

/// Views grouped without a container of their own: modifiers apply to each.
public struct Group<Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    context.resolveChild(content, position: 0, into: &output)
  }
}

/// One of two views, as `if` / `else` and `switch` in a view builder make it.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View,
  PrimitiveView
{
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  init(storage: Storage) { self.storage = storage }

  @MainActor public var body: Never { primitiveBody() }

  @MainActor func resolve(_ context: ResolveContext, into output: inout [Element]) {
    switch storage {
    case .trueContent(let view): context.resolveChild(view, position: 0, into: &output)
    case .falseContent(let view): context.resolveChild(view, position: 1, into: &output)
    }
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("Optional is drawn by TerminalUI") }
}

extension Optional: PrimitiveView where Wrapped: View {
  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    if let view = self { context.resolveChild(view, position: 0, into: &output) }
  }
}

/// Builds views from the statements of a closure: SwiftUI's `ViewBuilder`.
///
/// Like SwiftUI's, it is not isolated to the main actor: a helper outside any actor (a
/// coordinator's `@ViewBuilder func destination(for:)`, a route enum's `build()`) can build
/// views with it. Only the views' bodies run on the main actor.
@resultBuilder
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    var children: [any View] = []
    for child in repeat each content { children.append(child) }
    return TupleView(value: (repeat each content), children: children)
  }

  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
