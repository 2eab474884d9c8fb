import Foundation

/// Every `NSObject` has the `.rx` namespace, as in RxSwift.
extension NSObject: ReactiveCompatible {}

/// `NotificationCenter.default.rx`: on Linux the notification center is no `NSObject`, so it
/// is given the namespace itself.
extension NotificationCenter: ReactiveCompatible {}
