/// A value kept for the scene, under a key: SwiftUI's `@SceneStorage`, which iOS restores when
/// the system relaunches a scene it stopped.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// ```
///
/// A terminal program's scene is the program run: it is never stopped and relaunched by the
/// system, so there is nothing to restore, and the value behaves as `@State` for as long as
/// the program runs (iOS likewise forgets scene storage when the person quits the app). Keep
/// what must outlive the program with `@AppStorage`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  @State private var value: Value
  /// The key iOS would restore the value under.
  public let key: String

  public init(wrappedValue: Value, _ key: String) {
    _value = State(initialValue: wrappedValue)
    self.key = key
  }

  public init<Wrapped>(_ key: String) where Value == Wrapped? {
    _value = State(initialValue: nil)
    self.key = key
  }

  public var wrappedValue: Value {
    get { value }
    nonmutating set { value = newValue }
  }

  public var projectedValue: Binding<Value> { $value }
}
