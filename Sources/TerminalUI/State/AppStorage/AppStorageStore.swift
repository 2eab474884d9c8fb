import Foundation
import Primitives
import Streams

/// Where `@AppStorage` values live: a JSON file of the app's (``AppStorageFile``) or a
/// `UserDefaults`. Safe from any thread.
protocol AppStorageStore: AnyObject, Sendable {
  func value(forKey key: String) -> StoredValue?
  /// Stores the value (nil removes the key); the caller then notifies the key's channel.
  func store(_ value: StoredValue?, forKey key: String)
  /// Who watches each key.
  var channels: AppStorageChannels { get }
}

extension AppStorageStore {
  /// Stores the value and redraws every view that shows the key.
  func set(_ value: StoredValue?, forKey key: String) {
    store(value, forKey: key)
    channels.channel(for: key).notify()
  }
}

/// The channels of one store, one per key, made on first use.
final class AppStorageChannels: Sendable {
  private let channels = Locked<[String: AppStorageChannel]>([:])

  func channel(for key: String) -> AppStorageChannel {
    channels.withLock { channels in
      if let channel = channels[key] { return channel }
      let channel = AppStorageChannel()
      channels[key] = channel
      return channel
    }
  }
}

/// The views showing one key: each view's invalidator, until the view leaves the screen.
final class AppStorageChannel: Sendable {
  private struct Observers {
    var next = 0
    var invalidators: [Int: Invalidator] = [:]
  }

  private let observers = Locked(Observers())

  func observe(_ invalidator: Invalidator) -> AnyCancellable {
    let token = observers.withLock { observers in
      defer { observers.next += 1 }
      observers.invalidators[observers.next] = invalidator
      return observers.next
    }
    return AnyCancellable { [weak self] in
      self?.observers.withLock { _ = $0.invalidators.removeValue(forKey: token) }
    }
  }

  func notify() {
    let invalidators = observers.withLock { Array($0.invalidators.values) }
    for invalidator in invalidators { invalidator.invalidate() }
  }
}

/// A `UserDefaults` given as `store:` or to `defaultAppStorage(_:)`. One store per
/// defaults object, so every view showing a key of it redraws when the key is set here.
final class UserDefaultsStore: AppStorageStore, @unchecked Sendable {
  // UserDefaults is safe from any thread; Foundation on Linux does not mark it Sendable.
  private let defaults: UserDefaults
  let channels = AppStorageChannels()

  private init(_ defaults: UserDefaults) { self.defaults = defaults }

  private static let openStores = Locked<[ObjectIdentifier: UserDefaultsStore]>([:])

  static func keyStore(for defaults: UserDefaults) -> UserDefaultsStore {
    openStores.withLock { openStores in
      if let keyStore = openStores[ObjectIdentifier(defaults)] { return keyStore }
      let keyStore = UserDefaultsStore(defaults)
      openStores[ObjectIdentifier(defaults)] = keyStore
      return keyStore
    }
  }

  func value(forKey key: String) -> StoredValue? {
    guard let object = defaults.object(forKey: key) else { return nil }
    switch object {
    case let value as String: return .string(value)
    case let value as Data: return .data(value)
    case let value as Date: return .double(value.timeIntervalSince1970)
    case let value as URL: return .string(value.absoluteString)
    default: break
    }
    if type(of: object) == Bool.self, let value = object as? Bool { return .bool(value) }
    if type(of: object) == Int.self, let value = object as? Int { return .int(value) }
    if type(of: object) == Double.self, let value = object as? Double { return .double(value) }
    if let number = object as? NSNumber {
      let double = number.doubleValue
      if let int = Int(exactly: double) { return .int(int) }
      return .double(double)
    }
    return nil
  }

  func store(_ value: StoredValue?, forKey key: String) {
    switch value {
    case nil: defaults.removeObject(forKey: key)
    case .bool(let value): defaults.set(value, forKey: key)
    case .int(let value): defaults.set(value, forKey: key)
    case .double(let value): defaults.set(value, forKey: key)
    case .string(let value): defaults.set(value, forKey: key)
    case .data(let value): defaults.set(value, forKey: key)
    }
  }
}
