import Observation
import Streams
import TerminalKit

/// The key of a value that the focused view publishes: SwiftUI's `FocusedValueKey`.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey { typealias Value = Binding<Note> }
/// extension FocusedValues {
///   var selectedNote: Binding<Note>? {
///     get { self[SelectedNoteKey.self] }
///     set { self[SelectedNoteKey.self] = newValue }
///   }
/// }
/// ```
public protocol FocusedValueKey {
  associatedtype Value
}

/// The values that the views around the focused control publish, with `focusedValue(_:_:)`,
/// and those the screen publishes whatever has focus, with `focusedSceneValue(_:_:)`:
/// SwiftUI's `FocusedValues`. Views and commands read them with `@FocusedValue`.
public struct FocusedValues {
  var values: [ObjectIdentifier: Any] = [:]
  /// Who published each value: the node of the modifier that set it.
  var publishers: [ObjectIdentifier: ObjectIdentifier] = [:]

  /// The modifier whose value is being written, to note as its publisher.
  var writer: ObjectIdentifier?

  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set {
      values[ObjectIdentifier(key)] = newValue
      publishers[ObjectIdentifier(key)] = newValue == nil ? nil : writer
    }
  }

  /// Whether `other` holds the same values, as far as they can be told apart: equal values of
  /// an equatable type, the same object, or a value of another kind from the same modifier.
  /// Closures and bindings cannot be compared; counting them as changed whenever their view
  /// is drawn again would draw the screen without end.
  func isSame(as other: FocusedValues) -> Bool {
    guard values.count == other.values.count else { return false }
    for (key, value) in values {
      guard let otherValue = other.values[key] else { return false }
      if let equatable = value as? any Equatable {
        if !equatable.isEqual(toFocused: otherValue) { return false }
      } else if type(of: value) is AnyClass {
        guard type(of: otherValue) is AnyClass, value as AnyObject === otherValue as AnyObject
        else { return false }
      } else if publishers[key] != other.publishers[key] {
        return false
      }
    }
    return true
  }
}

extension Equatable {
  fileprivate func isEqual(toFocused other: Any) -> Bool { (other as? Self) == self }
}

/// Where a host keeps the focused values of its last frame, for `@FocusedValue` to read.
@MainActor
final class FocusedValuesStore {
  private(set) var current = FocusedValues()

  /// Takes the values of a frame just placed; true when they differ from the last frame's,
  /// so that the views and commands reading them are resolved again.
  func update(_ values: FocusedValues) -> Bool {
    let changed = !values.isSame(as: current)
    current = values
    return changed
  }
}

/// A value a view publishes for the focused values, and the focus targets it covers.
struct FocusedValueRegion {
  /// The focus targets inside the view, by their place in the frame.
  let targets: Range<Int>
  /// Published whatever has focus (`focusedSceneValue`), not only when a target inside does.
  let isScene: Bool
  let publisher: ObjectIdentifier
  /// Writes the value into the focused values.
  let apply: (inout FocusedValues) -> Void

  /// The focused values of a frame: those published for the whole screen, then those of the
  /// views around the focused control, outermost first, so the innermost wins.
  static func values(of regions: [FocusedValueRegion], focusedIndex: Int?) -> FocusedValues {
    var values = FocusedValues()
    // Regions are listed after the regions inside them: the reverse has outer ones first.
    for region in regions.reversed() where region.isScene {
      region.apply(to: &values)
    }
    if let focusedIndex {
      for region in regions.reversed()
      where !region.isScene && region.targets.contains(focusedIndex) {
        region.apply(to: &values)
      }
    }
    return values
  }

  private func apply(to values: inout FocusedValues) {
    values.writer = publisher
    apply(&values)
    values.writer = nil
  }
}

/// The key of an observable object published by its type (`focusedValue(model)`,
/// `focusedObject(model)`).
enum FocusedObjectKey<Object>: FocusedValueKey {
  typealias Value = Object
}

extension View {
  /// Publishes `value` for the key at `keyPath` while this view, or a control inside it, has
  /// focus: SwiftUI's `focusedValue(_:_:)`. `@FocusedValue` reads it anywhere in the screen,
  /// and in the app's commands.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> some View
  {
    focusedValue(keyPath, Optional(value))
  }

  /// Publishes `value`, or takes back a value published further out when it is nil, while
  /// this view or a control inside it has focus.
  @_disfavoredOverload
  public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    FocusedValueView(content: self, isScene: false) { $0[keyPath: keyPath] = value }
  }

  /// Publishes `value` for the key at `keyPath` whatever has focus on this screen: SwiftUI's
  /// `focusedSceneValue(_:_:)`. A value the focused control's views publish wins over it.
  public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> some View {
    focusedSceneValue(keyPath, Optional(value))
  }

  /// Publishes `value` whatever has focus on this screen, or nothing when it is nil.
  @_disfavoredOverload
  public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    FocusedValueView(content: self, isScene: true) { $0[keyPath: keyPath] = value }
  }

  /// Publishes an `@Observable` object, by its type, while this view or a control inside it
  /// has focus: `@FocusedValue(Model.self)` reads it.
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    FocusedValueView(content: self, isScene: false) { $0[FocusedObjectKey<T>.self] = object }
  }

  /// Publishes an `@Observable` object, by its type, whatever has focus on this screen.
  public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    FocusedValueView(content: self, isScene: true) { $0[FocusedObjectKey<T>.self] = object }
  }

  /// Publishes an observable object, by its type, while this view or a control inside it
  /// has focus: SwiftUI's `focusedObject(_:)`; `@FocusedObject` reads it.
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
    FocusedValueView(content: self, isScene: false) { $0[FocusedObjectKey<T>.self] = object }
  }

  /// Publishes an observable object, by its type, whatever has focus on this screen.
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
    FocusedValueView(content: self, isScene: true) { $0[FocusedObjectKey<T>.self] = object }
  }
}

/// Content that publishes a focused value for the focus targets inside it.
struct FocusedValueView<Content: View>: View, PrimitiveView {
  let content: Content
  let isScene: Bool
  let apply: (inout FocusedValues) -> Void

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    output.append(
      FocusedValueElement(
        child: context.resolveSingle(content), isScene: isScene,
        publisher: ObjectIdentifier(context.node), apply: apply))
  }
}

/// Notes, as it is drawn, which focus targets its value is published for.
private final class FocusedValueElement: WrapperElement {
  let isScene: Bool
  let publisher: ObjectIdentifier
  let apply: (inout FocusedValues) -> Void

  init(
    child: Element, isScene: Bool, publisher: ObjectIdentifier,
    apply: @escaping (inout FocusedValues) -> Void
  ) {
    self.isScene = isScene
    self.publisher = publisher
    self.apply = apply
    super.init(child: child)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let targets = renderer.focusTargets(drawing: child, in: rect)
    renderer.focusedValueRegions.append(
      FocusedValueRegion(targets: targets, isScene: isScene, publisher: publisher, apply: apply))
  }
}

/// A value the focused view publishes, read anywhere on the screen and in the app's commands:
/// SwiftUI's `@FocusedValue`. Nil while no view around the focused control (and no
/// `focusedSceneValue`) publishes one.
///
/// ```swift
/// struct DeleteCommands: Commands {
///   @FocusedValue(\.selectedNote) private var note
///   var body: some Commands {
///     CommandMenu("Note") {
///       Button("Delete") { note?.wrappedValue.delete() }
///         .keyboardShortcut(.delete)
///         .disabled(note == nil)
///     }
///   }
/// }
/// ```
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  let read: (FocusedValues) -> Value?
  let box = ValueBox<Value?>()

  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    read = { $0[keyPath: keyPath] }
  }

  /// An `@Observable` object published by its type, with `focusedValue(_:)` or
  /// `focusedSceneValue(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { $0[FocusedObjectKey<Value>.self] }
  }

  public var wrappedValue: Value? { box.value ?? nil }
}

extension FocusedValue: InstallableProperty {
  func install(_ context: ResolveContext, slot: Int) {
    box.value = read(context.graph.focusedValues.current)
  }
}

/// A binding the focused view publishes, read and written through: SwiftUI's
/// `@FocusedBinding`. The key's value is a `Binding<Value>`.
///
/// ```swift
/// @FocusedBinding(\.selectedNote) private var note: Note?
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  let read: (FocusedValues) -> Binding<Value>?
  let box = ValueBox<Binding<Value>?>()

  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
    read = { $0[keyPath: keyPath] }
  }

  /// The bound value, or nil while none is published; setting it writes through the binding.
  public var wrappedValue: Value? {
    get { (box.value ?? nil)?.wrappedValue }
    nonmutating set {
      guard let newValue, let binding = box.value ?? nil else { return }
      binding.wrappedValue = newValue
    }
  }

  /// The published binding as a binding to an optional.
  public var projectedValue: Binding<Value?> {
    let binding = box.value ?? nil
    return Binding(
      get: { binding?.wrappedValue },
      set: { newValue in
        if let newValue { binding?.wrappedValue = newValue }
      })
  }
}

extension FocusedBinding: InstallableProperty {
  func install(_ context: ResolveContext, slot: Int) {
    box.value = read(context.graph.focusedValues.current)
  }
}

/// An observable object the focused view publishes with `focusedObject(_:)`: SwiftUI's
/// `@FocusedObject`. Nil while none is published; the view redraws when it changes.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = ObjectBox<ObjectType>()

  public init() {}

  public var wrappedValue: ObjectType? { box.object }

  /// Makes bindings to the object's properties: `$model?.title`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper? {
    box.object.map { ObservedObject.Wrapper(object: $0) }
  }
}

extension FocusedObject: InstallableProperty {
  func install(_ context: ResolveContext, slot: Int) {
    box.object = context.graph.focusedValues.current[FocusedObjectKey<ObjectType>.self]
    if let object = box.object {
      ObjectObservation.watch(object, context: context, slot: slot)
    } else {
      context.node.subscriptions[slot] = nil
    }
  }
}
