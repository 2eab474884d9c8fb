/// An observer that only accepts elements, running `binding` with its target, on the main
/// scheduler by default (RxCocoa's `Binder`). It holds its target weakly.
public struct Binder<Value>: ObserverType {
  public typealias Element = Value

  private let binding: (Event<Value>) -> Void

  /// Creates a binder that calls `binding` with `target` for each element.
  public init<Target: AnyObject>(
    _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler.instance,
    binding: @escaping (Target, Value) -> Void
  ) {
    weak var weakTarget = target
    self.binding = { event in
      guard case .next(let value) = event else { return }
      _ = scheduler.schedule(value) { value in
        if let target = weakTarget { binding(target, value) }
        return Disposables.create()
      }
    }
  }

  public func on(_ event: Event<Value>) { binding(event) }

  /// Erases the type of observer.
  public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}
