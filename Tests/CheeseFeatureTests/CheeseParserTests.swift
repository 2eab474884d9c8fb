import CheeseFeature
import Testing

@Suite("Cheese parser")
struct CheeseParserTests {
  @Test("accepts any whitespace between numbers and no final newline")
  func whitespace() throws {
    let problem = try CheeseParser.parse(" 3\t5\r\n3 1\n\n4\n2 \u{0B}2  3")
    #expect(problem.capacity == 5)
    #expect(problem.cheeses.map(\.worthPerGram) == [3, 4, 2])
    #expect(problem.cheeses.map(\.grams) == [1, 2, 3])
  }

  @Test(
    "refuses bad input, naming what is wrong and where",
    arguments: [
      ("", "the input is empty; expected \"N W\" followed by N lines \"A B\""),
      (" \n\t\n", "the input is empty; expected \"N W\" followed by N lines \"A B\""),
      ("3 5\n3 x\n", "line 2, token 2: B_1 must be an integer, found \"x\""),
      ("3 5\n3 1.5\n", "line 2, token 2: B_1 must be an integer, found \"1.5\""),
      ("3 5\n3 12ab\n", "line 2, token 2: B_1 must be an integer, found \"12ab\""),
      ("2 5\n3 -\n", "line 2, token 2: B_1 must be an integer, found \"-\""),
      (
        "3 5\n3 1\n",
        "line 3: the input ended where A_2 was expected (1 of N = 3 rows read)"
      ),
      ("1 5\n3", "line 2: the input ended where B_1 was expected (0 of N = 1 rows read)"),
      ("1", "line 1: the input ended where W was expected (0 of N = 1 rows read)"),
      ("0 5\n", "line 1, token 1: N = 0 is out of range 1...300000"),
      ("300001 5\n", "line 1, token 1: N = 300001 is out of range 1...300000"),
      ("1 300000001\n1 1", "line 1, token 2: W = 300000001 is out of range 1...300000000"),
      ("1 5\n-3 1", "line 2, token 1: A_1 = -3 is out of range 1...1000000000"),
      ("1 5\n1000000001 1", "line 2, token 1: A_1 = 1000000001 is out of range 1...1000000000"),
      ("1 5\n1 0", "line 2, token 2: B_1 = 0 is out of range 1...1000"),
      ("1 5\n1 99999999999999999999", "line 2, token 2: B_1 = 99999999999999999999 is too large"),
      ("1 5\n1 1\n9", "line 3, token 1: unexpected \"9\" after the last row (N = 1)"),
    ])
  func refusals(input: String, message: String) {
    #expect(refusal(of: input)?.description == message)
  }

  @Test(
    "says the same in Japanese for the screen, without the place in the input",
    arguments: [
      ("3 5\n3 x\n", "B_1 は整数で入力してください"),
      ("1 5\n0 1", "A_1 = 0 は範囲外です。1 から 1000000000 までの整数で入力してください"),
      (
        "1 5\n1 99999999999999999999",
        "B_1 = 99999999999999999999 は大きすぎます。1 から 1000 までの整数で入力してください"
      ),
      ("", "入力が空です。1 行目に「N W」、続く N 行に「A B」を入力してください"),
      ("3 5\n3 1\n", "A_2 がありません (N = 3 行のうち 1 行で入力が終わりました)"),
      ("1 5\n1 1\n9", "最後の行 (N = 1) のあとに「9」があります"),
    ])
  func japaneseMessages(input: String, message: String) {
    #expect(refusal(of: input)?.message == message)
  }

  @Test("reads numbers with leading zeros and a plus sign")
  func leadingZeros() throws {
    let problem = try CheeseParser.parse("0000000000000000000001 +5\n7 2")
    #expect(problem.capacity == 5)
    #expect(problem.cheeses == [try Cheese(worthPerGram: 7, grams: 2)])
  }

  @Test("shows at most 32 characters of a long bad token")
  func longToken() {
    let token = String(repeating: "z", count: 100)
    #expect(
      throws: CheeseError(
        .notAnInteger(field: "N", token: String(repeating: "z", count: 32) + "…"), line: 1,
        token: 1)
    ) {
      try CheeseParser.parse(token)
    }
  }

  @Test("refuses input that is not UTF-8 without crashing")
  func binaryInput() {
    #expect(throws: CheeseError.self) {
      try CheeseParser.parse([0xFF, 0xFE, 0x00, 0x31])
    }
  }

  /// Why the parser refuses `input`; nil, and an issue, when it accepts it.
  private func refusal(of input: String) -> CheeseError? {
    do {
      let problem = try CheeseParser.parse(input)
      Issue.record("accepted \(problem)")
      return nil
    } catch {
      return error
    }
  }
}
