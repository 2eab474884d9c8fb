import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Publisher {
  /// Raises a debugger signal when a provided closure needs to stop the process in the
  /// debugger.
  ///
  /// Each closure returns `true` to stop: the process receives `SIGTRAP`, which a debugger
  /// catches and which otherwise ends the process.
  public func breakpoint(
    receiveSubscription: ((any Subscription) -> Bool)? = nil,
    receiveOutput: ((Output) -> Bool)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
  ) -> Publishers.Breakpoint<Self> {
    Publishers.Breakpoint(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion)
  }

  /// Raises a debugger signal upon receiving a failure.
  public func breakpointOnError() -> Publishers.Breakpoint<Self> {
    breakpoint(receiveCompletion: { completion in
      if case .failure = completion { return true }
      return false
    })
  }
}

extension Publishers {
  /// A publisher that raises a debugger signal when a provided closure needs to stop the
  /// process in the debugger.
  public struct Breakpoint<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that executes when the publisher receives a subscription; `true` stops.
    public let receiveSubscription: ((any Subscription) -> Bool)?
    /// A closure that executes when the publisher receives output; `true` stops.
    public let receiveOutput: ((Upstream.Output) -> Bool)?
    /// A closure that executes when the publisher receives a completion; `true` stops.
    public let receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Bool)?

    public init(
      upstream: Upstream,
      receiveSubscription: ((any Subscription) -> Bool)? = nil,
      receiveOutput: ((Upstream.Output) -> Bool)? = nil,
      receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Bool)? = nil
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: BreakpointSubscriber(breakpoint: self, downstream: subscriber))
    }
  }
}

private struct BreakpointSubscriber<Upstream: Publisher, Downstream: Subscriber>: Subscriber,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  let breakpoint: Publishers.Breakpoint<Upstream>
  let downstream: Downstream
  let combineIdentifier = CombineIdentifier()

  var description: String { "Breakpoint" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  /// Stops in the debugger; with no debugger attached the process ends with `SIGTRAP`, as
  /// it would on Apple platforms (Swift's crash handler on Linux would otherwise catch the
  /// signal and carry on).
  private func stop() {
    if !debuggerAttached() { signal(SIGTRAP, SIG_DFL) }
    raise(SIGTRAP)
  }

  func receive(subscription: any Subscription) {
    if breakpoint.receiveSubscription?(subscription) == true { stop() }
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    if breakpoint.receiveOutput?(input) == true { stop() }
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    if breakpoint.receiveCompletion?(completion) == true { stop() }
    downstream.receive(completion: completion)
  }
}

/// Whether a debugger traces this process (`TracerPid` in `/proc/self/status`).
private func debuggerAttached() -> Bool {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return false
  }
  for line in status.split(separator: "\n") where line.hasPrefix("TracerPid:") {
    return line.dropFirst("TracerPid:".count).trimmingCharacters(in: .whitespaces) != "0"
  }
  return false
}
