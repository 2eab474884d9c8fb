/// A change to the forecasts made by any server sharing the store.
public enum ForecastChange: Sendable, Equatable {
  /// The forecast of this address was written.
  case changed(String)
  /// Changes may have been missed (the feed was down): nothing cached can be trusted.
  case unknown
}

/// Tells a server about writes other servers make to a shared store, so that it drops what it
/// cached; while the feed is not live, the server caches nothing.
public protocol ForecastChangeFeed: Sendable {
  /// Whether changes are being received now.
  var isLive: Bool { get }
  /// Calls `handler` for every change from now on (on the feed's thread).
  func observe(_ handler: @escaping @Sendable (ForecastChange) -> Void)
}
