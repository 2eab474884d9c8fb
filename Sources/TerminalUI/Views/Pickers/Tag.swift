/// A view marked with a value: SwiftUI's `.tag(_:)`. A `Picker` chooses among its options by
/// their tags; an option whose tag is not of the selection's type cannot be chosen.
struct TagModifierView<Content: View, Tag: Hashable>: View, PrimitiveView {
  let content: Content
  let tag: Tag

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let child = context.resolveSingle(content)
    output.append(
      TaggedElement(
        child: child, tag: AnyHashable(tag), type: ObjectIdentifier(Tag.self), isExplicit: true))
  }
}

extension View {
  /// Marks the view with a value, the one a `Picker`'s selection takes when this option is
  /// chosen: `Text("東京").tag(City.tokyo)`.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    TagModifierView(content: self, tag: tag)
  }
}

/// An element carrying a tag: set by `.tag(_:)`, or by a `ForEach` inside a picker, which
/// tags each of its views with its element's id.
final class TaggedElement: WrapperElement {
  let tag: AnyHashable
  /// The tag's own type: an explicit tag must be of the selection's type exactly.
  let type: ObjectIdentifier
  let isExplicit: Bool

  init(child: Element, tag: AnyHashable, type: ObjectIdentifier, isExplicit: Bool) {
    self.tag = tag
    self.type = type
    self.isExplicit = isExplicit
    super.init(child: child)
  }

  /// The tag of `element`, looking through the wrappers around it (a modifier applied after
  /// `.tag`).
  static func find(in element: Element) -> TaggedElement? {
    var current: Element? = element
    while let candidate = current {
      if let tagged = candidate as? TaggedElement { return tagged }
      current = (candidate as? WrapperElement)?.child
    }
    return nil
  }

  /// The tag as a value of `Value`, when it is one: an explicit tag of exactly that type, or
  /// an id a `ForEach` gave, as the value itself or wrapped in an optional.
  func value<Value: Hashable>(as _: Value.Type) -> Value? {
    if isExplicit, type != ObjectIdentifier(Value.self) { return nil }
    return tag.base as? Value
  }
}

private struct ImplicitTagsKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether a `ForEach` tags each of its views with its element's id (inside a picker).
  var tagsImplicitly: Bool {
    get { self[ImplicitTagsKey.self] }
    set { self[ImplicitTagsKey.self] = newValue }
  }
}
