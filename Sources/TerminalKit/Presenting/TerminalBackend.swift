/// Where a ``TerminalPresenter`` sends its frames: the process's own terminal, or a model of
/// one in memory for tests.
public protocol TerminalBackend {
  /// The window's size in cells.
  func size() -> Size
  /// Writes bytes for the terminal to interpret.
  mutating func write(_ bytes: [UInt8])
}

/// The terminal the process runs in: ``Terminal``'s size and write.
public struct StandardTerminalBackend: TerminalBackend {
  public init() {}

  public func size() -> Size { Terminal.size() }

  public mutating func write(_ bytes: [UInt8]) { Terminal.write(bytes) }
}

/// A terminal in memory: what is written is interpreted by a ``TerminalScreen``, so a test
/// reads back what a real terminal would show, and counts the bytes it took.
public struct MemoryTerminalBackend: TerminalBackend, Sendable {
  /// What the terminal shows.
  public private(set) var screen: TerminalScreen
  /// How many bytes were written, in all.
  public private(set) var bytesWritten = 0

  public init(width: Int, height: Int) { screen = TerminalScreen(width: width, height: height) }

  public func size() -> Size { Size(width: screen.buffer.width, height: screen.buffer.height) }

  public mutating func write(_ bytes: [UInt8]) {
    screen.feed(bytes)
    bytesWritten += bytes.count
  }
}
