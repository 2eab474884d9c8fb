/// Why the terminal could not be used.
public enum TerminalError: Error, CustomStringConvertible {
  case notATerminal

  public var description: String {
    "this program draws a terminal user interface: run it in a terminal (standard input and "
      + "output must be a TTY)"
  }
}
