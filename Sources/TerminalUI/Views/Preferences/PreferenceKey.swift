/// A value views pass up to their ancestors: SwiftUI's `PreferenceKey`.
///
/// A view sets it with `preference(key:value:)`; an ancestor reads what its descendants set,
/// combined by `reduce(value:nextValue:)`, with `onPreferenceChange(_:perform:)` or
/// `overlayPreferenceValue(_:_:)`.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///   static var defaultValue = ""
///   static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
/// }
/// ```
public protocol PreferenceKey {
  associatedtype Value
  /// The value when no descendant sets one.
  static var defaultValue: Value { get }
  /// Combines the value so far with the next descendant's, in drawing order.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The values set for one key inside a view that listens for them, in the order they were
/// set. Made anew each frame; views made while laying out (a `GeometryReader`'s content) add
/// theirs too, so the values are read after the frame is drawn.
@MainActor
final class PreferenceCollector {
  let key: ObjectIdentifier
  private(set) var values: [Any] = []
  /// Set by `transformPreference`: called when a value comes or changes, to pass the
  /// transformed combination further up in its stead.
  var forward: (@MainActor () -> Void)?

  init(key: ObjectIdentifier) { self.key = key }

  /// The values combined by `K`'s rule, or its default when none was set.
  func reduced<K: PreferenceKey>(_: K.Type) -> K.Value {
    let typed = values.compactMap { $0 as? K.Value }
    guard var value = typed.first else { return K.defaultValue }
    for next in typed.dropFirst() { K.reduce(value: &value, nextValue: { next }) }
    return value
  }

  func add(_ value: Any) -> PreferenceSlot {
    values.append(value)
    forward?()
    return PreferenceSlot(collector: self, index: values.count - 1)
  }

  func replace(_ value: Any, at index: Int) {
    guard values.indices.contains(index) else { return }
    values[index] = value
    forward?()
  }
}

/// Where one value went: a collector and its place there.
@MainActor
struct PreferenceSlot {
  let collector: PreferenceCollector
  let index: Int
}

/// Sends `value` for `K` to the listeners around, innermost first, up to and including the
/// nearest `transformPreference` of `K` (which passes its own result on); returns where it went.
@MainActor
@discardableResult
func sendPreference<K: PreferenceKey>(
  _: K.Type, _ value: K.Value, through collectors: [PreferenceCollector]
) -> [PreferenceSlot] {
  let key = ObjectIdentifier(K.self)
  var slots: [PreferenceSlot] = []
  for collector in collectors.reversed() where collector.key == key {
    slots.append(collector.add(value))
    if collector.forward != nil { break }
  }
  return slots
}

/// A view that sets a preference for the listeners above it.
struct PreferenceView<Content: View, K: PreferenceKey>: View, PrimitiveView {
  let content: Content
  let value: K.Value

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    sendPreference(K.self, value, through: context.environment.preferenceCollectors)
    context.resolveChild(content, position: 0, into: &output)
  }
}

/// A view whose content's preferences for `K` are collected.
struct PreferenceReaderView<Content: View, K: PreferenceKey>: View, PrimitiveView {
  let content: Content
  /// Called after the frame is drawn with the content's reduced value.
  let read: @MainActor (ResolveContext, PreferenceCollector) -> Void

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let collector = PreferenceCollector(key: ObjectIdentifier(K.self))
    var inner = context
    inner.environment.preferenceCollectors.append(collector)
    inner.resolveChild(content, position: 0, into: &output)
    read(context, collector)
  }
}

extension View {
  /// Sets `value` for `key`, for the views above to read.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    PreferenceView<Self, K>(content: self, value: value)
  }

  /// Runs `action` with the value of `key` that the views inside set, combined, when it
  /// changes, and when the view first appears with one set. It runs after the frame is drawn.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    PreferenceReaderView<Self, K>(content: self) { context, collector in
      let node = context.node
      context.afterFrame {
        let value = collector.reduced(K.self)
        let previous = node.lastValues[0] as? SeenPreference<K.Value>
        node.lastValues[0] = SeenPreference(value: value, count: collector.values.count)
        if let previous {
          if previous.value != value { action(value) }
        } else if !collector.values.isEmpty {
          action(value)
        }
      }
    }
  }

  /// Changes the value of `key` that the views inside set, before the views above read it.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    TransformPreferenceView<Self, K>(content: self, callback: callback)
  }

  /// Draws over the view what `transform` makes of the value of `key` the views inside set.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    PreferenceLayerView<Self, K, V>(
      content: self, transform: transform, below: false, alignment: alignment)
  }

  /// Draws under the view what `transform` makes of the value of `key` the views inside set.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    PreferenceLayerView<Self, K, V>(
      content: self, transform: transform, below: true, alignment: alignment)
  }
}

/// Collects the content's values for `K`, changes their combination and passes it up.
struct TransformPreferenceView<Content: View, K: PreferenceKey>: View, PrimitiveView {
  let content: Content
  let callback: (inout K.Value) -> Void

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let outer = context.environment.preferenceCollectors
    let collector = PreferenceCollector(key: ObjectIdentifier(K.self))
    let sent = SentPreference()
    let callback = callback
    // The values set inside, combined and transformed, go up as one value, replaced as more
    // come (some come while laying out).
    collector.forward = { [unowned collector] in
      var value = collector.reduced(K.self)
      callback(&value)
      if let slots = sent.slots {
        for slot in slots { slot.collector.replace(value, at: slot.index) }
      } else {
        sent.slots = sendPreference(K.self, value, through: outer)
      }
    }
    var inner = context
    inner.environment.preferenceCollectors.append(collector)
    inner.resolveChild(content, position: 0, into: &output)
    if sent.slots == nil { collector.forward?() }
  }
}

/// Where a `transformPreference` sent its value, once it has.
@MainActor
private final class SentPreference {
  var slots: [PreferenceSlot]?
}

/// Content with a layer made from the value of `K` its views set. Values set while laying out
/// arrive after the layer is made: the frame is drawn once more when they change it.
struct PreferenceLayerView<Content: View, K: PreferenceKey, Layer: View>: View, PrimitiveView {
  let content: Content
  let transform: (K.Value) -> Layer
  let below: Bool
  let alignment: Alignment

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let collector = PreferenceCollector(key: ObjectIdentifier(K.self))
    var inner = context
    inner.environment.preferenceCollectors.append(collector)
    let child = inner.resolveSingle(content, position: 0)
    let count = collector.values.count
    // Values set while laying out (a GeometryReader's) come after this: the last frame's
    // value, which had them, is used until they change.
    let node = context.node
    let stored = node.lastValues[0] as? SeenPreference<K.Value>
    let value: K.Value
    if let stored, stored.count > count {
      value = stored.value
    } else {
      value = collector.reduced(K.self)
    }
    var layerContext = context
    layerContext.environment.labelCollector = nil
    let layer = layerContext.resolveSingle(transform(value), position: 1)
    output.append(LayerElement(child: child, layer: layer, below: below, alignment: alignment))
    let invalidator = context.graph.invalidator
    context.afterFrame {
      let final = collector.reduced(K.self)
      node.lastValues[0] = SeenPreference(value: final, count: collector.values.count)
      if collector.values.count != count, !sameValue(final, value) { invalidator.invalidate() }
    }
  }
}

/// A preference's combined value as a frame left it, and how many views set it.
struct SeenPreference<Value> {
  let value: Value
  let count: Int
}

/// Whether two values are equal; values that cannot be compared count as equal, so that a
/// frame is never drawn again and again for them.
private func sameValue(_ a: Any, _ b: Any) -> Bool {
  guard let a = a as? any Equatable else { return true }
  return a.isEqual(to: b)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
