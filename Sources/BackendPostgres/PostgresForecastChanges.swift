import Backend
import Primitives

/// Forecast writes by every server on one PostgreSQL database, heard on the channel
/// `PostgresForecastRepository.save` notifies.
public final class PostgresForecastChanges: ForecastChangeFeed {
  private let handlers = Locked<[@Sendable (ForecastChange) -> Void]>([])
  private let listener: Locked<PostgresListener?> = Locked(nil)

  public init(_ connectionString: String = "") {
    let handlers = handlers
    let deliver: @Sendable (ForecastChange) -> Void = { change in
      for handler in handlers.withLock({ $0 }) { handler(change) }
    }
    listener.withLock {
      $0 = PostgresListener(
        connectionString, channel: PostgresForecastRepository.channel,
        onNotification: { deliver(.changed($0)) }, onGap: { deliver(.unknown) })
    }
  }

  deinit { listener.withLock { $0?.stop() } }

  public var isLive: Bool { listener.withLock { $0?.isListening ?? false } }

  public func observe(_ handler: @escaping @Sendable (ForecastChange) -> Void) {
    handlers.withLock { $0.append(handler) }
  }
}
