import Dispatch
import Foundation

/// Whether the caller runs on the main queue: the main thread, or the worker that drains the
/// main queue after `dispatchMain()` (as under Swift Testing). The main queue is recognised
/// by a key set on it, as RxSwift's `MainScheduler` does. Shared with RxStreams and
/// TerminalUI; not part of Combine's API.
@_spi(MainQueue)
public enum MainQueueCheck {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  public static var isCurrent: Bool {
    _ = marked
    return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}
