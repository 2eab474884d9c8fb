import Primitives
import Synchronization

/// A type that publishes a property marked with an attribute.
///
/// Publishing a property with `@Published` creates a publisher of its type, reached with the
/// `$` prefix. The publisher sends the current value to each new subscriber, then every new
/// value *before* the property changes (in `willSet`), and the enclosing
/// ``ObservableObject``'s `objectWillChange` fires before that.
///
/// ```swift
/// final class Weather: ObservableObject {
///   @Published var temperature = 20.0
/// }
/// let weather = Weather()
/// let cancellable = weather.$temperature.sink { print("Temperature now:", $0) }
/// weather.temperature = 25  // prints 20.0, then 25.0
/// ```
@propertyWrapper
public struct Published<Value> {
  @usableFromInline let box: PublishedBox<Value>

  /// Creates the published instance with an initial wrapped value.
  public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }

  /// Creates the published instance with an initial value.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { preconditionFailure("@Published is only available on properties of classes") }
    set { preconditionFailure("@Published is only available on properties of classes") }
  }

  /// The property for which this instance exposes a publisher.
  public var projectedValue: Publisher {
    get { Publisher(box) }
    // `assign(to: &$property)` reaches the storage through the publisher it was given, so
    // writing the publisher back has nothing to change.
    set { _ = newValue }
  }

  @inlinable
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set {
      let box = object[keyPath: storageKeyPath].box
      if !box.resolvedOwner { box.resolveOwner(object) }
      box.set(newValue)
    }
  }

  /// A publisher for properties marked with the `@Published` attribute.
  public struct Publisher: Streams.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    @usableFromInline let box: PublishedBox<Value>

    init(_ box: PublishedBox<Value>) { self.box = box }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      box.subject.receive(subscriber: subscriber)
    }
  }
}

extension Published: PublishedStorage {
  var observing: any PublishedObserving { box }
}

extension Publisher where Failure == Never {
  /// Republishes elements received from a publisher, by assigning them to a property marked
  /// as a publisher.
  ///
  /// The subscription lives as long as the property's object; assigning fires the object's
  /// `objectWillChange` like any other change.
  public func assign(to published: inout Published<Output>.Publisher) {
    let box = published.box
    let cancellable = sink { [weak box] value in box?.set(value) }
    box.retain(cancellable)
  }
}

/// The storage of one `@Published` property: its value, its subject (made on first use)
/// and the enclosing object's `objectWillChange`.
///
/// The value is guarded by `lock`. The subject and the `objectWillChange` publisher are each
/// set at most once, under `lock`, and kept here for the box's lifetime; `set` reaches them
/// through their published bits without the lock and without retaining them.
@usableFromInline
final class PublishedBox<Value>: PublishedObserving, @unchecked Sendable {
  @usableFromInline let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var storedValue: Value
  @exclusivity(unchecked) @usableFromInline var subjectStorage: SubjectCore<Value, Never>?
  @exclusivity(unchecked) private var willChangeStorage: ObservableObjectPublisher?
  @exclusivity(unchecked) private var assignments: [AnyCancellable] = []
  /// `subjectStorage` and `willChangeStorage` as the bits of unretained pointers, 0 until set.
  @usableFromInline let subjectBits = Atomic<UInt>(0)
  @usableFromInline let willChangeBits = Atomic<UInt>(0)
  /// Whether the enclosing object's `objectWillChange` has been looked for.
  @usableFromInline let ownerResolved = Atomic<Bool>(false)

  init(_ value: Value) { storedValue = value }

  @usableFromInline var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return storedValue
  }

  @usableFromInline var resolvedOwner: Bool { ownerResolved.load(ordering: .acquiring) }

  /// The subject, made on first use; every caller gets the same one.
  @usableFromInline var subject: SubjectCore<Value, Never> {
    if let made = UnsafeRawPointer(bitPattern: subjectBits.load(ordering: .acquiring)) {
      return Unmanaged<SubjectCore<Value, Never>>.fromOpaque(made).takeUnretainedValue()
    }
    lock.lock()
    defer { lock.unlock() }
    if let subjectStorage { return subjectStorage }
    let subject = SubjectCore<Value, Never>(current: storedValue, kind: .published)
    subjectStorage = subject
    subjectBits.store(
      UInt(bitPattern: Unmanaged.passUnretained(subject).toOpaque()), ordering: .releasing)
    return subject
  }

  var willChange: ObservableObjectPublisher? {
    lock.lock()
    defer { lock.unlock() }
    return willChangeStorage
  }

  @inlinable
  func set(_ newValue: Value) {
    if let willChange = UnsafeRawPointer(bitPattern: willChangeBits.load(ordering: .acquiring)) {
      Unmanaged<ObservableObjectPublisher>.fromOpaque(willChange)._withUnsafeGuaranteedRef {
        $0.send()
      }
    }
    if let subject = UnsafeRawPointer(bitPattern: subjectBits.load(ordering: .acquiring)) {
      Unmanaged<SubjectCore<Value, Never>>.fromOpaque(subject)._withUnsafeGuaranteedRef {
        $0.send(newValue, storing: true)
      }
      lock.lock()
      storedValue = newValue
      lock.unlock()
    } else {
      lock.lock()
      storedValue = newValue
      // Made since `set` looked, from the value before this one: it is owed this one.
      let late = subjectStorage
      lock.unlock()
      late?.send(newValue, storing: true)
    }
  }

  /// Finds the enclosing object's synthesized `objectWillChange`, once.
  @usableFromInline
  func resolveOwner(_ object: AnyObject) {
    defer { ownerResolved.store(true, ordering: .releasing) }
    guard object is any ObservableObject else { return }
    _ = synthesizedObjectWillChange(of: object)
  }

  func install(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
    lock.lock()
    defer { lock.unlock() }
    ownerResolved.store(true, ordering: .releasing)
    if let willChangeStorage { return willChangeStorage }
    willChangeStorage = publisher
    willChangeBits.store(
      UInt(bitPattern: Unmanaged.passUnretained(publisher).toOpaque()), ordering: .releasing)
    return publisher
  }

  func retain(_ cancellable: AnyCancellable) {
    lock.lock()
    assignments.append(cancellable)
    lock.unlock()
  }
}
