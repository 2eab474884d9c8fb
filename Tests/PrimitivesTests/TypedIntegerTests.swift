import Primitives
import Testing

@Suite("Reading a typed integer")
struct TypedIntegerTests {
  @Test(
    "accepts full-width digits and signs and surrounding spaces, and tells too large from not a number",
    arguments: [
      ("42", TypedInteger.value(42)),
      ("+7", .value(7)),
      ("-7", .value(-7)),
      ("007", .value(7)),
      ("１２３", .value(123)),
      ("－５", .value(-5)),
      ("＋５", .value(5)),
      ("\u{2212}5", .value(-5)),
      ("  9\t", .value(9)),
      ("\u{3000}８\u{3000}", .value(8)),
      ("9223372036854775807", .value(Int.max)),
      ("-9223372036854775808", .value(Int.min)),
      ("9223372036854775808", .tooLarge),
      ("-9223372036854775809", .tooLarge),
      ("99999999999999999999", .tooLarge),
      ("９９９９９９９９９９９９９９９９９９９９", .tooLarge),
      ("", .empty),
      (" \u{3000} ", .empty),
      ("-", .notAnInteger),
      ("--5", .notAnInteger),
      ("+-5", .notAnInteger),
      ("1.5", .notAnInteger),
      ("1 2", .notAnInteger),
      ("12ab", .notAnInteger),
      ("99999999999999999999x", .notAnInteger),
      ("٣", .notAnInteger),
      ("5-", .notAnInteger),
    ])
  func reading(text: String, expected: TypedInteger) {
    #expect(TypedInteger(text) == expected)
  }

  @Test("reads a substring as its own text")
  func substring() {
    let text = "W: ５０"
    #expect(TypedInteger(text.dropFirst(2)) == .value(50))
  }
}
