/// Values stored by key type: the environment's, a container's and a layout's.
extension Dictionary where Key == ObjectIdentifier, Value == Any {
  /// The value stored for `key`, or `defaultValue` when none is stored.
  ///
  /// The entry is unwrapped before the cast: a missing entry cast to an optional `T` would
  /// succeed as nil and hide a key's non-nil default.
  func value<T>(for key: Any.Type, or defaultValue: @autoclosure () -> T) -> T {
    guard let stored = self[ObjectIdentifier(key)], let value = stored as? T else {
      return defaultValue()
    }
    return value
  }
}
