import Foundation
import Primitives
internal import TerminalKit
@_spi(Engine) import TerminalUI

/// Runs a view in this process with no terminal: frames are drawn into a buffer on the main
/// actor, keys go straight to the host.
///
/// UI actions hop to the main queue. A test on the main thread (XCTest) has the main run loop
/// drained while it waits; a test on another thread (Swift Testing) waits while the main
/// queue runs by itself. Either way `receive(on: DispatchQueue.main)` and main-actor tasks
/// run while a test waits, as they would on a device.
final class HeadlessRunner: AppRunner, @unchecked Sendable {
  /// Makes the host for a launch environment.
  private let makeHost: @MainActor ([String: String]) -> ViewHost
  // Touched on the main actor only.
  nonisolated(unsafe) private var host: ViewHost?
  nonisolated(unsafe) private var counter: ChangeCounter?

  init(makeHost: @escaping @MainActor ([String: String]) -> ViewHost) {
    self.makeHost = makeHost
  }

  var isRunning: Bool { MainQueue.run { host != nil } }

  func launch(environment: [String: String], arguments: [String]) throws {
    MainQueue.run {
      host?.tearDown()
      let made = makeHost(environment)
      Self.settle(made)
      host = made
      counter = made.changes
    }
  }

  func terminate() {
    MainQueue.run {
      host?.tearDown()
      host = nil
    }
  }

  func withFrame<T>(_ body: (Frame, any FrameActions) -> T) -> T {
    // The body runs on the main queue while the caller waits: it is never used concurrently.
    withoutActuallyEscaping(body) { body in
      let body = UncheckedBox(body)
      return run(body)
    }
  }

  private func run<T>(_ body: UncheckedBox<(Frame, any FrameActions) -> T>) -> T {
    MainQueue.run {
      guard let host else { return body.value(Frame.empty, NoActions()) }
      Self.settle(host)
      let frame = Frame(
        elements: host.accessibility, hasTextFocus: host.focusIsTextInput,
        screen: host.screen.presented(),
        clipboard: host.lastClipboardWrite)
      let result = body.value(frame, HostActions(host: host))
      Self.settle(host)
      return result
    }
  }

  /// Draws until the app is idle, as XCUITest waits for an app to be: the work a frame
  /// queues (`onAppear`, `onChange`, a focus state following focus) may change state, and
  /// the frame after it shows that. An app that changes state on every frame is read after
  /// a few.
  @MainActor
  private static func settle(_ host: ViewHost) {
    var frames = 0
    while host.needsRender, frames < 8 {
      host.render()
      frames += 1
    }
  }

  func waitForChange(until deadline: Date) {
    let slice = min(deadline, Date(timeIntervalSinceNow: 0.05))
    if Thread.isMainThread {
      // XCTest: the test runs on the main thread, so run the main run loop (and with it the
      // main queue) until the slice ends.
      _ = RunLoop.main.run(mode: .default, before: slice)
      return
    }
    if MainQueue.isCurrent {
      // A main-actor test under Swift Testing holds the main queue: nothing can change
      // while it waits.
      Thread.sleep(until: slice)
      return
    }
    // Draw what is pending, then wait for the next change (or the end of the slice).
    let pending = MainQueue.run { () -> (ChangeCounter, Int)? in
      host.map(Self.settle)
      return counter.map { ($0, $0.count) }
    }
    guard let (counter, seen) = pending else { return }
    _ = counter.wait(after: seen, until: slice)
  }
}

/// Actions on an in-process host.
@MainActor
private struct HostActions: FrameActions {
  let host: ViewHost

  nonisolated func activate(_ id: Int) { MainActor.assumeIsolated { host.activate(elementAt: id) } }
  nonisolated func focus(_ id: Int) { MainActor.assumeIsolated { host.focus(elementAt: id) } }
  nonisolated func adjust(_ id: Int, to value: String) {
    MainActor.assumeIsolated { host.adjust(elementAt: id, to: value) }
  }

  nonisolated func type(_ text: String) {
    MainActor.assumeIsolated {
      for character in text {
        host.handle(character == "\n" ? .enter : .character(character))
      }
    }
  }

  nonisolated func press(_ key: Key) { MainActor.assumeIsolated { _ = host.handle(key) } }

  nonisolated func press(_ keys: [Key]) {
    MainActor.assumeIsolated {
      // As the terminal runtime does: each key against the view the one before left.
      for key in keys {
        if host.needsRender { host.render() }
        _ = host.handle(key)
      }
    }
  }
}

private struct NoActions: FrameActions {
  func activate(_ id: Int) {}
  func focus(_ id: Int) {}
  func adjust(_ id: Int, to value: String) {}
  func type(_ text: String) {}
  func press(_ keys: [Key]) {}
  func press(_ key: Key) {}
}
