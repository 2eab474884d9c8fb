import Streams

/// Where a child sits among its parent's children: its position or explicit id, and its type.
/// A view keeps its state while its key stays the same from frame to frame.
struct ChildKey: Hashable {
  var position: Int
  var id: AnyHashable?
  var type: ObjectIdentifier

  init(position: Int, id: AnyHashable? = nil, type: ObjectIdentifier) {
    self.position = position
    self.id = id
    self.type = type
  }
}

/// The lasting identity of a view: its state, subscriptions and lifetime events live here
/// while the view stays on screen, across any number of frames.
@MainActor
final class Node {
  var children: [ChildKey: Node] = [:]
  /// The frame in which this node was last part of the tree.
  var generation = 0
  /// Storage of dynamic properties (`@State`, `@StateObject`…), by the property's slot.
  var storage: [Int: AnyObject] = [:]
  /// Subscriptions to observed objects, by slot, with the object they watch.
  var subscriptions: [Int: (object: ObjectIdentifier, cancellable: AnyCancellable)] = [:]
  /// State of a control drawn here (a text field's cursor, a list's scroll position…).
  var controlState: AnyObject?
  /// Values last seen by `onChange(of:)`, by modifier slot.
  var lastValues: [Int: Any] = [:]
  var disappearActions: [@MainActor () -> Void] = []
  var tasks: [Task<Void, Never>] = []
  var hasAppeared = false

  init() {}

  /// The control state of type `T`, made on first use.
  func state<T: AnyObject>(_ make: () -> T) -> T {
    if let existing = controlState as? T { return existing }
    let made = make()
    controlState = made
    return made
  }

  /// Ends this node and everything under it: cancels subscriptions and tasks and collects
  /// the disappear actions to run.
  func tearDown(into actions: inout [@MainActor () -> Void]) {
    for child in children.values { child.tearDown(into: &actions) }
    children.removeAll()
    for task in tasks { task.cancel() }
    tasks.removeAll()
    subscriptions.removeAll()
    actions.append(contentsOf: disappearActions)
    disappearActions.removeAll()
  }

  /// Removes children not seen in `generation`, tearing them down.
  func sweep(generation: Int, into actions: inout [@MainActor () -> Void]) {
    var stale: [ChildKey] = []
    for (key, child) in children {
      if child.generation == generation {
        child.sweep(generation: generation, into: &actions)
      } else {
        stale.append(key)
      }
    }
    for key in stale {
      children.removeValue(forKey: key)?.tearDown(into: &actions)
    }
  }

  /// Marks this subtree as alive in `generation` without drawing it (a view hidden under a
  /// pushed navigation destination keeps its state).
  func keepAlive(generation: Int) {
    self.generation = generation
    for child in children.values { child.keepAlive(generation: generation) }
  }
}
