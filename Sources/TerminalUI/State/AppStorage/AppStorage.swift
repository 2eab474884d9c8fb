import Foundation

final class AppStorageBox: @unchecked Sendable {
  // Set when the view is resolved, on the main actor; read where the value is.
  var keyStore: (any AppStorageStore)?
}

/// A value kept across launches under a key: SwiftUI's `@AppStorage`. Setting it writes it
/// and redraws every view showing the key.
///
/// Values go to the app's ``AppStorageFile`` (a JSON file in the user's configuration
/// directory), or to the `UserDefaults` given as `store:` or to `defaultAppStorage(_:)`.
///
/// ```swift
/// struct SettingsView: View {
///   @AppStorage("notifications") private var notifications = true
///   @AppStorage("displayName") private var displayName = ""
///   var body: some View {
///     VStack {
///       Toggle("通知", isOn: $notifications)
///       TextField("表示名", text: $displayName)
///     }
///   }
/// }
/// ```
///
/// Bool, Int, Double, String, URL, Data and Date values are kept, and `RawRepresentable` ones
/// whose raw value is an Int or a String; each also as an optional, nil when the key is not
/// set. A stored value that is not of the property's type reads as the default.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let codec: AppStorageCodec<Value>
  let store: (any AppStorageStore)?
  let box = AppStorageBox()

  init(
    _ defaultValue: Value, _ key: String, _ store: UserDefaults?, _ codec: AppStorageCodec<Value>
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
    self.store = store.map { UserDefaultsStore.keyStore(for: $0) }
  }

  /// Where the value is: the `store:` given, else the environment's, else the app's file.
  var keyStore: any AppStorageStore {
    store ?? box.keyStore ?? AppStorageFile.standard.keyStore
  }

  public var wrappedValue: Value {
    get { keyStore.value(forKey: key).flatMap(codec.decode) ?? defaultValue }
    nonmutating set { keyStore.set(codec.encode(newValue), forKey: key) }
  }

  /// A binding to the stored value: `$notifications`.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }
}

extension AppStorage: InstallableProperty {
  func install(_ context: ResolveContext, slot: Int) {
    let keyStore = store ?? context.environment.appStorage ?? AppStorageFile.standard.keyStore
    box.keyStore = keyStore
    let channel = keyStore.channels.channel(for: key)
    let identity = ObjectIdentifier(channel)
    if context.node.subscriptions[slot]?.object == identity { return }
    context.node.subscriptions[slot] = (identity, channel.observe(context.graph.invalidator))
  }
}

extension AppStorage {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Bool {
    self.init(wrappedValue, key, store, .bool)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Int {
    self.init(wrappedValue, key, store, .int)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(wrappedValue, key, store, .double)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(wrappedValue, key, store, .string)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == URL {
    self.init(wrappedValue, key, store, .url)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Data {
    self.init(wrappedValue, key, store, .data)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Date {
    self.init(wrappedValue, key, store, .date)
  }

  /// An enumeration kept as its Int raw value: `@AppStorage("size") var size = Size.medium`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(wrappedValue, key, store, AppStorageCodec.int.rawRepresentable(Value.self))
  }

  /// An enumeration kept as its String raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(wrappedValue, key, store, AppStorageCodec.string.rawRepresentable(Value.self))
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(nil, key, store, AppStorageCodec.bool.optional())
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(nil, key, store, AppStorageCodec.int.optional())
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(nil, key, store, AppStorageCodec.double.optional())
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(nil, key, store, AppStorageCodec.string.optional())
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(nil, key, store, AppStorageCodec.url.optional())
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(nil, key, store, AppStorageCodec.data.optional())
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(nil, key, store, AppStorageCodec.date.optional())
  }

  public init<R>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R: RawRepresentable, R.RawValue == Int {
    self.init(nil, key, store, AppStorageCodec.int.rawRepresentable(R.self).optional())
  }

  public init<R>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R: RawRepresentable, R.RawValue == String {
    self.init(nil, key, store, AppStorageCodec.string.rawRepresentable(R.self).optional())
  }
}

extension View {
  /// Where the `@AppStorage` properties inside keep their values, unless given a `store:`.
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    let keyStore = UserDefaultsStore.keyStore(for: store)
    return EnvironmentModifierView(content: self) { $0.appStorage = keyStore }
  }

  /// Keeps the `@AppStorage` values inside in a JSON file of one's choosing (TerminalUI's
  /// own; a test's temporary file, say).
  public func defaultAppStorage(_ file: AppStorageFile) -> some View {
    let keyStore = file.keyStore
    return EnvironmentModifierView(content: self) { $0.appStorage = keyStore }
  }
}
