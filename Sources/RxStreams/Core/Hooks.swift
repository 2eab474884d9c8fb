import Foundation
import Primitives
import Synchronization

/// Global hooks into how RxStreams reports what nobody handles.
public enum Hooks {
  /// What `defaultErrorHandler` gets: the call stack captured at subscription (empty unless
  /// `recordCallStackOnError`), and the error.
  public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void
  /// Captures a call stack when subscribing, for `defaultErrorHandler`.
  public typealias CustomCaptureSubscriptionCallstack = () -> [String]

  private struct State {
    var recordCallStack = false
    var errorHandler: DefaultErrorHandler = { _, error in
      #if DEBUG
        FileHandle.standardError.write(Data("Unhandled error happened: \(error)\n".utf8))
      #endif
    }
    var captureCallStack: CustomCaptureSubscriptionCallstack = { Thread.callStackSymbols }
  }

  private static let state = Locked(State())
  /// A copy of `recordCallStackOnError` that subscribing reads without a lock.
  private static let recording = Atomic<Bool>(false)

  /// Whether subscribing captures a call stack to hand to `defaultErrorHandler` (off by
  /// default: capturing costs time at every subscription).
  public static var recordCallStackOnError: Bool {
    get { state.withLock { $0.recordCallStack } }
    set {
      state.withLock { $0.recordCallStack = newValue }
      recording.store(newValue, ordering: .releasing)
    }
  }

  /// Called for an error that reaches `subscribe(onNext:onError:…)` without an `onError`
  /// handler. By default, debug builds print it.
  public static var defaultErrorHandler: DefaultErrorHandler {
    get { state.withLock { $0.errorHandler } }
    set { state.withLock { $0.errorHandler = newValue } }
  }

  /// How the subscription call stack is captured when `recordCallStackOnError` is on.
  public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
    get { state.withLock { $0.captureCallStack } }
    set { state.withLock { $0.captureCallStack = newValue } }
  }

  /// The call stack to keep for a new subscription: empty unless recording is on.
  static func subscriptionCallStack() -> [String] {
    guard recording.load(ordering: .acquiring) else { return [] }
    let capture = state.withLock { $0.recordCallStack ? $0.captureCallStack : nil }
    return capture?() ?? []
  }

  /// Reports an error nobody handled.
  static func unhandled(_ error: Error, callStack: [String]) {
    let handler = state.withLock { $0.errorHandler }
    handler(callStack, error)
  }
}
