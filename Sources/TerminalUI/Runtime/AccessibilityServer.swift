import Dispatch
import Foundation
import TerminalKit

#if canImport(Glibc)
  import Glibc
#endif

/// The app's side of the accessibility channel: lets a UI-test driver in another process see
/// the app's accessibility tree and act on it.
///
/// When the environment names the channel's socket (``AccessibilityChannel``), the runtime
/// sends a snapshot after each frame that changed it, and carries out the driver's requests:
/// press an element, give it focus, or just answer with a fresh snapshot.
@MainActor
final class AccessibilityServer {
  private let descriptor: Int32
  private var frame = 0
  private var last: [AccessibilityElement] = []
  private var lastTextFocus = false
  private var reader = AccessibilityMessageReader<AccessibilityRequest>()
  private var source: (any DispatchSourceRead)?

  init(descriptor: Int32) { self.descriptor = descriptor }

  nonisolated static func fromEnvironment() -> AccessibilityServer? {
    guard let descriptor = AccessibilityChannel.descriptor(in: ProcessInfo.processInfo.environment)
    else { return nil }
    return MainActor.assumeIsolated { AccessibilityServer(descriptor: descriptor) }
  }

  /// Input bytes handled so far; set by the runtime.
  var inputBytes = 0
  /// Requests answered so far.
  private var answered = 0
  /// Draws the host's frame on the terminal; set by the runtime.
  var drawFrame: (@MainActor () -> Void)?

  func publish(host: ViewHost, force: Bool = false) {
    let textFocus = host.focusIsTextInput
    guard force || host.accessibility != last || textFocus != lastTextFocus else { return }
    last = host.accessibility
    lastTextFocus = textFocus
    frame += 1
    let snapshot = AccessibilitySnapshot(
      frame: frame, elements: host.accessibility, hasTextFocus: textFocus, inputBytes: inputBytes,
      outputBytes: Terminal.bytesWritten, requestsAnswered: answered)
    AccessibilityChannel.send(AccessibilityResponse.snapshot(snapshot), to: descriptor)
  }

  func startReading(host: ViewHost) {
    let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
    source.setEventHandler { [unowned self] in
      MainActor.assumeIsolated { self.readRequests(host: host) }
    }
    source.resume()
    self.source = source
  }

  private func readRequests(host: ViewHost) {
    var buffer = [UInt8](repeating: 0, count: 1024)
    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, 1024, 0) }
    guard count > 0 else {
      source?.cancel()
      return
    }
    for request in reader.feed(buffer[0..<count]) {
      switch request {
      case .activate(let element): host.activate(elementAt: element)
      case .focus(let element): host.focus(elementAt: element)
      case .adjust(let element, let value): host.adjust(elementAt: element, to: value)
      case .render: break
      }
      answerWhenIdle(host: host)
    }
  }

  /// Answers a request once the app is idle, as XCUITest waits for an app to be: after the
  /// work it set off on the main queue (a `receive(on:)`, a main-actor task) and the frames
  /// that work asks for (an `onAppear` changing state), with the last frame on the terminal.
  /// An app that changes state on every frame is answered after a few.
  private func answerWhenIdle(host: ViewHost, frames: Int = 8) {
    DispatchQueue.main.async { [self] in
      MainActor.assumeIsolated {
        if let drawFrame { drawFrame() } else { host.renderIfNeeded() }
        if host.needsRender, frames > 0 {
          answerWhenIdle(host: host, frames: frames - 1)
        } else {
          answered += 1
          publish(host: host, force: true)
        }
      }
    }
  }
}
