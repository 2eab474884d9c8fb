import Primitives

/// A type of object with a publisher that emits before the object has changed.
///
/// By default an `ObservableObject` synthesizes an ``objectWillChange`` publisher that emits
/// the changed value before any of its `@Published` properties changes, in this class or any
/// superclass. A class may declare its own `objectWillChange` instead.
///
/// ```swift
/// final class Contact: ObservableObject {
///   @Published var age = 0
/// }
/// let contact = Contact()
/// let cancellable = contact.objectWillChange.sink { print("will change to", contact.age + 1) }
/// contact.age += 1
/// ```
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// A publisher that emits before the object has changed.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that emits before any `@Published` property of the object changes.
  ///
  /// The first access finds the object's `@Published` properties (its own and its
  /// superclasses') and gives them all one shared publisher; later accesses return it. An
  /// object without `@Published` properties gets a new publisher that never emits.
  public var objectWillChange: ObservableObjectPublisher { synthesizedObjectWillChange(of: self) }
}

/// The `objectWillChange` Combine synthesizes for an object: one publisher shared by all of
/// its `@Published` properties (its own and its superclasses'), made on first use. A class
/// that declares its own `objectWillChange` still has this one, which nobody sees: as in
/// Combine, its `@Published` properties do not send to the declared one.
func synthesizedObjectWillChange(of object: AnyObject) -> ObservableObjectPublisher {
  var boxes: [any PublishedObserving] = []
  var mirror: Mirror? = Mirror(reflecting: object)
  while let current = mirror {
    for child in current.children {
      if let published = child.value as? any PublishedStorage {
        boxes.append(published.observing)
      }
    }
    mirror = current.superclassMirror
  }
  guard let first = boxes.first else { return ObservableObjectPublisher() }
  if let existing = first.willChange { return existing }
  // The first property decides, so two threads asking at once install the same publisher.
  let publisher = first.install(ObservableObjectPublisher())
  for box in boxes.dropFirst() { _ = box.install(publisher) }
  return publisher
}

/// A publisher that publishes changes from observable objects.
///
/// Every `send()` reaches every subscriber: as in Combine, a change notification ignores
/// demand (a subscriber that has not asked still learns that the object will change).
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never

  private let lock = Lock()
  @exclusivity(unchecked) private var conduits: [ObservableObjectConduitBase] = []

  /// Creates an observable object publisher instance.
  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    let conduit = ObservableObjectConduit(parent: self, downstream: subscriber)
    lock.withLock { conduits.append(conduit) }
    subscriber.receive(subscription: conduit)
  }

  /// Sends the changed value to the downstream subscriber.
  public func send() {
    let conduits = lock.withLock { self.conduits }
    for conduit in conduits { conduit.signal() }
  }

  fileprivate func remove(_ conduit: ObservableObjectConduitBase) {
    lock.lock()
    let removed = conduits.firstIndex { $0 === conduit }.map { conduits.remove(at: $0) }
    lock.unlock()
    withExtendedLifetime(removed) {}
  }
}

private class ObservableObjectConduitBase: @unchecked Sendable {
  func signal() {}
}

/// One subscriber of an ``ObservableObjectPublisher``; cancelling releases the subscriber.
private final class ObservableObjectConduit<Downstream: Subscriber>: ObservableObjectConduitBase,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Downstream.Input == Void, Downstream.Failure == Never {
  private let lock = Lock()
  @exclusivity(unchecked) private var downstream: Downstream?
  @exclusivity(unchecked) private var parent: ObservableObjectPublisher?

  init(parent: ObservableObjectPublisher, downstream: Downstream) {
    self.parent = parent
    self.downstream = downstream
  }

  var description: String { "ObservableObjectPublisher" }
  var customMirror: Mirror {
    Mirror(self, children: ["downstream": lock.withLock { downstream } as Any])
  }
  var playgroundDescription: Any { description }

  override func signal() {
    lock.lock()
    let downstream = self.downstream
    lock.unlock()
    _ = downstream?.receive(())
  }

  func request(_ demand: Subscribers.Demand) {}

  func cancel() {
    lock.lock()
    let downstream = self.downstream
    let parent = self.parent
    self.downstream = nil
    self.parent = nil
    lock.unlock()
    parent?.remove(self)
    withExtendedLifetime(downstream) {}
  }
}

/// What the synthesized `objectWillChange` needs from a `@Published` property's storage.
protocol PublishedStorage {
  var observing: any PublishedObserving { get }
}

/// A `@Published` property's shared storage, as seen by its enclosing object.
protocol PublishedObserving: AnyObject {
  var willChange: ObservableObjectPublisher? { get }
  /// Gives the property `publisher` as its `objectWillChange` unless it has one already;
  /// returns the one it keeps.
  func install(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher
}
