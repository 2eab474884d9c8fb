import TerminalUI

/// Renderer figures. Until the view layer lands, the login-like form is drawn straight into
/// a buffer: the figures measure the diffing renderer alone.
enum TerminalUIBenchmarks {
  static func form(email: String) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: 80, height: 24)
    buffer.write("ログイン", column: 2, row: 1, style: CellStyle(bold: true))
    buffer.write(
      email.isEmpty ? "Eメール" : email, column: 2, row: 3, style: CellStyle(dim: email.isEmpty))
    buffer.write("パスワード", column: 2, row: 5, style: CellStyle(dim: true))
    buffer.write(
      "       ログイン       ", column: 2, row: 7,
      style: CellStyle(foreground: .white, background: .named(3)))
    return buffer
  }

  static func run() {
    let differ = FrameDiffer()
    if wants("terminalui.idle.bytes") {
      let frame = form(email: "demo@example.com")
      report(
        "terminalui.idle.bytes", Double(differ.diff(from: frame, to: frame, cursor: (18, 3)).count),
        "bytes")
    }
    if wants("terminalui.keystroke.bytes") {
      let before = form(email: "demo@example.co")
      let after = form(email: "demo@example.com")
      report(
        "terminalui.keystroke.bytes",
        Double(differ.diff(from: before, to: after, cursor: (18, 3)).count), "bytes")
    }
    if wants("terminalui.keystroke.japanese.bytes") {
      let before = form(email: "でも")
      let after = form(email: "でもあ")
      report(
        "terminalui.keystroke.japanese.bytes",
        Double(differ.diff(from: before, to: after, cursor: (8, 3)).count),
        "bytes")
    }
  }
}
