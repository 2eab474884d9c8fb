import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A snapshot of what a running app shows, as the UI-test driver reads it.
public struct AccessibilitySnapshot: Codable, Sendable {
  /// Counts frames, so the driver can tell a new snapshot from an old one.
  public var frame: Int
  public var elements: [AccessibilityElement]
  public var hasTextFocus: Bool
  /// Input bytes the app has read and handled, so a driver knows its keys have arrived.
  public var inputBytes: Int

  public init(frame: Int, elements: [AccessibilityElement], hasTextFocus: Bool, inputBytes: Int) {
    self.frame = frame
    self.elements = elements
    self.hasTextFocus = hasTextFocus
    self.inputBytes = inputBytes
  }
}

/// Lets a UI-test driver in another process see an app's accessibility tree and act on it.
///
/// When `TERMINALUI_ACCESSIBILITY_FD` names an inherited socket, the runtime writes one JSON
/// snapshot per line after each frame that changed it, and reads commands, one per line:
/// `activate N` (press element N), `focus N` (give it focus), `render` (answer with a fresh
/// snapshot). Keys themselves go through the terminal, as a person's would.
@MainActor
final class AccessibilityChannel {
  nonisolated static let environmentVariable = "TERMINALUI_ACCESSIBILITY_FD"

  private let descriptor: Int32
  private var frame = 0
  private var last: [AccessibilityElement] = []
  private var lastTextFocus = false
  private var pending: [UInt8] = []
  private var source: (any DispatchSourceRead)?

  init(descriptor: Int32) { self.descriptor = descriptor }

  nonisolated static func fromEnvironment() -> AccessibilityChannel? {
    guard let value = ProcessInfo.processInfo.environment[environmentVariable],
      let descriptor = Int32(value), descriptor > 2, fcntl(descriptor, F_GETFD) != -1
    else { return nil }
    return MainActor.assumeIsolated { AccessibilityChannel(descriptor: descriptor) }
  }

  /// Input bytes handled so far; set by the runtime.
  var inputBytes = 0

  func publish(host: ViewHost, force: Bool = false) {
    let textFocus = host.focusIsTextInput
    guard force || host.accessibility != last || textFocus != lastTextFocus else { return }
    last = host.accessibility
    lastTextFocus = textFocus
    frame += 1
    let snapshot = AccessibilitySnapshot(
      frame: frame, elements: host.accessibility, hasTextFocus: textFocus, inputBytes: inputBytes)
    guard var line = try? JSONEncoder().encode(snapshot) else { return }
    line.append(0x0A)
    line.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = send(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += written
      }
    }
  }

  func startReading(host: ViewHost) {
    let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
    source.setEventHandler { [unowned self] in
      MainActor.assumeIsolated { self.readCommands(host: host) }
    }
    source.resume()
    self.source = source
  }

  private func readCommands(host: ViewHost) {
    var buffer = [UInt8](repeating: 0, count: 1024)
    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, 1024, 0) }
    guard count > 0 else {
      source?.cancel()
      return
    }
    pending += buffer[0..<count]
    while let newline = pending.firstIndex(of: 0x0A) {
      let line = String(decoding: pending[..<newline], as: UTF8.self)
      pending.removeSubrange(...newline)
      let parts = line.split(separator: " ")
      guard let command = parts.first else { continue }
      let index = parts.count > 1 ? Int(parts[1]) : nil
      switch (command, index) {
      case ("activate", let index?): host.activate(elementAt: index)
      case ("focus", let index?): host.focus(elementAt: index)
      default: break
      }
      host.renderIfNeeded()
      publish(host: host, force: true)
    }
  }
}
