import Foundation
import TerminalKit
import Testing

@Suite("The accessibility channel's messages")
struct AccessibilityChannelTests {
  static let snapshot = AccessibilitySnapshot(
    frame: 7,
    elements: [
      AccessibilityElement(
        id: 0, parent: nil, role: .alert, label: "ログイン成功",
        frame: Rect(
          x: 10, y: 5, width: 30, height: 7)),
      AccessibilityElement(
        id: 1, parent: 0, role: .button, identifier: "ok", label: "OK", value: "v",
        placeholder: "p", isEnabled: false, hasFocus: true, isHittable: false,
        frame: Rect(x: 20, y: 10, width: 6, height: 1)),
    ], hasTextFocus: true, inputBytes: 42)

  @Test(
    "a request read back from its bytes is the request sent",
    arguments: [
      AccessibilityRequest.activate(element: 0), .activate(element: 12), .focus(element: 3),
      .render, .adjust(element: 7, value: "0.25"), .adjust(element: 2, value: "10 時"),
    ])
  func request(request: AccessibilityRequest) {
    var reader = AccessibilityMessageReader<AccessibilityRequest>()
    #expect(reader.feed(request.encoded) == [request])
  }

  @Test("a snapshot read back from its bytes is the snapshot sent")
  func response() {
    var reader = AccessibilityMessageReader<AccessibilityResponse>()
    let response = AccessibilityResponse.snapshot(Self.snapshot)
    #expect(response.encoded.last == 0x0A)
    #expect(reader.feed(response.encoded) == [response])
  }

  @Test("messages cut between reads wait for the rest; lines that say nothing are skipped")
  func split() {
    var reader = AccessibilityMessageReader<AccessibilityRequest>()
    let bytes =
      AccessibilityRequest.focus(element: 5).encoded + Array("jump 3\nactivate x\n\n".utf8)
      + AccessibilityRequest.render.encoded + AccessibilityRequest.activate(element: 2).encoded
    var requests: [AccessibilityRequest] = []
    for byte in bytes { requests += reader.feed([byte]) }
    #expect(requests == [.focus(element: 5), .render, .activate(element: 2)])
  }

  @Test("the wire format is the one drivers of earlier builds speak")
  func wire() {
    #expect(AccessibilityRequest.activate(element: 4).encoded == Array("activate 4\n".utf8))
    #expect(AccessibilityRequest.focus(element: 0).encoded == Array("focus 0\n".utf8))
    #expect(
      AccessibilityRequest.adjust(element: 3, value: "東京 駅").encoded
        == Array("adjust 3 東京 駅\n".utf8))
    #expect(AccessibilityChannel.environmentVariable == "TERMINALUI_ACCESSIBILITY_FD")
    let line = AccessibilityResponse.snapshot(Self.snapshot).encoded.dropLast()
    let decoded = try? JSONDecoder().decode(AccessibilitySnapshot.self, from: Data(line))
    #expect(decoded == Self.snapshot)
  }

  @Test("a message sent on a socket arrives whole at the other end")
  func socket() throws {
    var pair: [Int32] = [0, 0]
    try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
    defer {
      close(pair[0])
      close(pair[1])
    }
    let response = AccessibilityResponse.snapshot(Self.snapshot)
    AccessibilityChannel.send(response, to: pair[0])
    var reader = AccessibilityMessageReader<AccessibilityResponse>()
    var received: [AccessibilityResponse] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while received.isEmpty {
      let count = buffer.withUnsafeMutableBytes { read(pair[1], $0.baseAddress, $0.count) }
      try #require(count > 0)
      received += reader.feed(buffer[0..<count])
    }
    #expect(received == [response])
  }

  @Test("the app finds its end of the socket only where the environment names an open one")
  func descriptor() {
    let variable = AccessibilityChannel.environmentVariable
    #expect(AccessibilityChannel.descriptor(in: [:]) == nil)
    #expect(AccessibilityChannel.descriptor(in: [variable: "1"]) == nil)
    #expect(AccessibilityChannel.descriptor(in: [variable: "nine"]) == nil)
    #expect(AccessibilityChannel.descriptor(in: [variable: "9999"]) == nil)
    var pair: [Int32] = [0, 0]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0 else { return }
    defer {
      close(pair[0])
      close(pair[1])
    }
    #expect(AccessibilityChannel.descriptor(in: [variable: String(pair[0])]) == pair[0])
  }
}
