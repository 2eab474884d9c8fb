/// Why a cheese problem was refused, and where in the input.
public struct CheeseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Hashable, Sendable {
    /// The input has no numbers at all.
    case emptyInput
    /// The input is larger than ``CheeseParser/maximumInputBytes``.
    case inputTooLarge(limit: Int)
    /// A token that is not a decimal integer.
    case notAnInteger(field: String, token: String)
    /// An integer with too many digits to be represented; `range` is what the field allows.
    case tooLarge(field: String, token: String, range: ClosedRange<Int>)
    /// An integer outside the problem's constraints.
    case outOfRange(field: String, value: Int, range: ClosedRange<Int>)
    /// The input ended before every value that `N` announces was read.
    case missingValue(field: String, rowsExpected: Int, rowsRead: Int)
    /// A token after the last row that `N` announces.
    case unexpectedToken(token: String, rowsExpected: Int)
    /// Reading the input failed.
    case readFailed(String)
    /// The answer does not fit in a 64-bit integer (impossible within the constraints).
    case answerOverflow
  }

  /// What is wrong.
  public var reason: Reason
  /// The 1-based line of the offending token, or 0 when the error has no place in the input.
  public var line: Int
  /// The 1-based position of the offending token on its line, or 0 when it has none.
  public var token: Int

  /// Creates an error for `reason` at a place in the input.
  public init(_ reason: Reason, line: Int = 0, token: Int = 0) {
    self.reason = reason
    self.line = line
    self.token = token
  }

  /// What the command line prints: the place in the input, then what is wrong, in English
  /// like the rest of the command line.
  ///
  /// ```
  /// line 2, token 1: A_1 = 0 is out of range 1...1000000000
  /// ```
  public var description: String {
    let place: String
    switch (line, token) {
    case (0, _): place = ""
    case (_, 0): place = "line \(line): "
    default: place = "line \(line), token \(token): "
    }
    return place + englishMessage
  }

  /// What the cheese screen says, in Japanese like the rest of the screen: what is wrong and
  /// what to type instead, without the place in the input (a screen's fields have none).
  ///
  /// ```
  /// A = 0 は範囲外です。1 から 1000000000 までの整数で入力してください
  /// ```
  public var message: String {
    switch reason {
    case .emptyInput:
      return "入力が空です。1 行目に「N W」、続く N 行に「A B」を入力してください"
    case .inputTooLarge(let limit):
      return "入力が \(limit) バイトを超えています"
    case .notAnInteger(let field, _):
      return "\(field) は整数で入力してください"
    case .tooLarge(let field, let token, let range):
      return "\(field) = \(token) は大きすぎます。\(Self.allowed(range))"
    case .outOfRange(let field, let value, let range):
      return "\(field) = \(value) は範囲外です。\(Self.allowed(range))"
    case .missingValue(let field, let expected, let read):
      return "\(field) がありません (N = \(expected) 行のうち \(read) 行で入力が終わりました)"
    case .unexpectedToken(let token, let expected):
      return "最後の行 (N = \(expected)) のあとに「\(token)」があります"
    case .readFailed(let reason):
      return "入力を読めません (\(reason))"
    case .answerOverflow:
      return "答えが 64 ビットの整数に収まりません"
    }
  }

  private static func allowed(_ range: ClosedRange<Int>) -> String {
    "\(range.lowerBound) から \(range.upperBound) までの整数で入力してください"
  }

  private var englishMessage: String {
    switch reason {
    case .emptyInput:
      return "the input is empty; expected \"N W\" followed by N lines \"A B\""
    case .inputTooLarge(let limit):
      return "the input is larger than \(limit) bytes"
    case .notAnInteger(let field, let token):
      return "\(field) must be an integer, found \"\(token)\""
    case .tooLarge(let field, let token, _):
      return "\(field) = \(token) is too large"
    case .outOfRange(let field, let value, let range):
      return "\(field) = \(value) is out of range \(range.lowerBound)...\(range.upperBound)"
    case .missingValue(let field, let expected, let read):
      return "the input ended where \(field) was expected (\(read) of N = \(expected) rows read)"
    case .unexpectedToken(let token, let expected):
      return "unexpected \"\(token)\" after the last row (N = \(expected))"
    case .readFailed(let reason):
      return "cannot read the input: \(reason)"
    case .answerOverflow:
      return "the answer does not fit in a 64-bit integer"
    }
  }
}
