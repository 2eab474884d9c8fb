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
  public var objectWillChange: ObservableObjectPublisher {
    var boxes: [any PublishedObserving] = []
    var mirror: Mirror? = Mirror(reflecting: self)
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
    let publisher = ObservableObjectPublisher()
    for box in boxes { box.install(publisher) }
    return first.willChange ?? publisher
  }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never

  @usableFromInline let subject = PassthroughSubject<Void, Never>()

  /// Creates an observable object publisher instance.
  public init() {}

  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    subject.receive(subscriber: subscriber)
  }

  /// Sends the changed value to the downstream subscriber.
  @inlinable
  public func send() { subject.send(()) }
}

/// What the synthesized `objectWillChange` needs from a `@Published` property's storage.
protocol PublishedStorage {
  var observing: any PublishedObserving { get }
}

/// A `@Published` property's shared storage, as seen by its enclosing object.
protocol PublishedObserving: AnyObject {
  var willChange: ObservableObjectPublisher? { get }
  func install(_ publisher: ObservableObjectPublisher)
}
