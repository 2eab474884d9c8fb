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
@usableFromInline
final class PublishedBox<Value>: PublishedObserving, @unchecked Sendable {
  @exclusivity(unchecked) @usableFromInline var value: Value
  @exclusivity(unchecked) @usableFromInline var lazySubject: SubjectCore<Value, Never>?
  @exclusivity(unchecked) @usableFromInline var willChange: ObservableObjectPublisher?
  @exclusivity(unchecked) @usableFromInline var resolvedOwner = false
  @exclusivity(unchecked) private var assignments: [AnyCancellable] = []

  init(_ value: Value) { self.value = value }

  @usableFromInline var subject: SubjectCore<Value, Never> {
    if let lazySubject { return lazySubject }
    let subject = SubjectCore<Value, Never>(current: value, name: "PublishedSubject")
    lazySubject = subject
    return subject
  }

  @inlinable
  func set(_ newValue: Value) {
    willChange?.send()
    lazySubject?.send(newValue, storing: true)
    value = newValue
  }

  /// Finds the enclosing object's synthesized `objectWillChange`, once.
  @usableFromInline
  func resolveOwner(_ object: AnyObject) {
    resolvedOwner = true
    guard object is any ObservableObject else { return }
    let publisher = synthesizedObjectWillChange(of: object)
    if willChange == nil { willChange = publisher }
  }

  func install(_ publisher: ObservableObjectPublisher) {
    if willChange == nil { willChange = publisher }
    resolvedOwner = true
  }

  func retain(_ cancellable: AnyCancellable) { assignments.append(cancellable) }
}
