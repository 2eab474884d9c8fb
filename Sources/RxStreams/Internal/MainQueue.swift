import Dispatch
import Foundation

/// Whether the caller runs on the main queue: the main thread, or the worker that drains the
/// main queue after `dispatchMain()` (as under Swift Testing). RxSwift's `MainScheduler`
/// recognises the main queue by a key set on it, as this does.
enum MainQueueCheck {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  static var isCurrent: Bool {
    _ = marked
    return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}
