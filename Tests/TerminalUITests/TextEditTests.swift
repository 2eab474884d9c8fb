import TerminalKit
import Testing

@testable import TerminalUI

@Suite("The edits a text field and a text editor share")
struct TextEditTests {
  @Test("a paste into one line turns line breaks into spaces and drops tabs and controls")
  func singleLinePaste() {
    var edit = TextEdit(characters: Array("ab"), cursor: 1)
    #expect(edit.apply(.paste("x\r\ny\tz\u{7}\n"), multiline: false) == .edited)
    #expect(String(edit.characters) == "ax yz b")
    #expect(edit.cursor == 6)
  }

  @Test("a paste into several lines keeps line breaks (as \\n) and tabs, dropping other controls")
  func multilinePaste() {
    var edit = TextEdit(characters: [], cursor: 0)
    #expect(edit.apply(.paste("一\r\n二\r三\t\u{1B}"), multiline: true) == .edited)
    #expect(String(edit.characters) == "一\n二\n三\t")
  }

  @Test("deleting past either end is used but changes nothing; other keys are left to the control")
  func bounds() {
    var edit = TextEdit(characters: Array("a"), cursor: 0)
    #expect(edit.apply(.backspace, multiline: false) == .atBound)
    #expect(edit.apply(.right, multiline: false) == .edited)
    #expect(edit.apply(.delete, multiline: false) == .atBound)
    #expect(edit.apply(.home, multiline: false) == .other)
    #expect(String(edit.characters) == "a" && edit.cursor == 1)
  }
}
