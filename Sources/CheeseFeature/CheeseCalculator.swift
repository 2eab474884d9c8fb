import Primitives
import Streams

/// The cheese screen's state: W, the cheeses entered so far, and the answer, kept up to date
/// as they change.
///
/// Numbers are read by the package's one rule for typed numbers (full-width digits and
/// signs, surrounding spaces), and each is checked against the problem's constraints as soon
/// as it is typed: `W: -5` is refused at once, before any cheese is entered.
public final class CheeseCalculator: ObservableObject {
  @Published public var capacityText = "" {
    didSet { solve() }
  }
  /// The cheese being typed: "A B" (worth per gram, grams). Editing it clears the message
  /// about the entry refused before.
  @Published public var entryText = "" {
    didSet {
      guard entryText != oldValue, entryMessage != nil else { return }
      entryMessage = nil
      showMessage()
    }
  }
  @Published public private(set) var cheeses: [Cheese] = []
  @Published public private(set) var answer = ""
  /// What is wrong, in Japanese: the refused entry's problem if there is one, else W's or
  /// the problem's; empty when nothing is.
  @Published public private(set) var message = ""

  /// Why the last entry was refused.
  private var entryMessage: String?
  /// Why W, or the problem as a whole, has no answer.
  private var problemMessage: String?

  public init() {}

  /// Adds the cheese in `entryText`, or says what is wrong with it.
  public func addEntry() {
    let parts = entryText.split(whereSeparator: { $0.isWhitespace || ",，、".contains($0) })
    guard parts.count == 2 else {
      refuseEntry("チーズは「A B」(1グラムあたりの美味しさ、グラム数) の2つの整数で入力してください")
      return
    }
    guard cheeses.count < CheeseProblem.countRange.upperBound else {
      refuseEntry("チーズは \(CheeseProblem.countRange.upperBound) 個までです")
      return
    }
    do {
      let worth = try Self.value(of: parts[0], field: "A", range: CheeseProblem.worthRange)
      let grams = try Self.value(of: parts[1], field: "B", range: CheeseProblem.gramsRange)
      guard let worth, let grams else { return }
      cheeses.append(try Cheese(worthPerGram: worth, grams: grams))
      entryText = ""
      solve()
    } catch {
      refuseEntry(error.message)
    }
  }

  /// Removes the cheese at `index`, counted in the order they were entered.
  public func remove(at index: Int) {
    guard cheeses.indices.contains(index) else { return }
    cheeses.remove(at: index)
    solve()
  }

  /// Removes every cheese.
  public func clear() {
    cheeses.removeAll()
    solve()
  }

  private func refuseEntry(_ message: String) {
    entryMessage = message
    showMessage()
  }

  private func showMessage() {
    message = entryMessage ?? problemMessage ?? ""
  }

  private func solve() {
    answer = ""
    problemMessage = nil
    defer { showMessage() }
    do {
      let capacity = try Self.value(
        of: capacityText, field: "W", range: CheeseProblem.capacityRange)
      guard let capacity, !cheeses.isEmpty else { return }
      let problem = try CheeseProblem(capacity: capacity, cheeses: cheeses)
      answer = String(try CheeseSolver.maximumWorth(problem))
    } catch {
      problemMessage = error.message
    }
  }

  /// The number typed for `field`, checked against `range`; nil when nothing is typed.
  private static func value(
    of text: some StringProtocol, field: String, range: ClosedRange<Int>
  ) throws(CheeseError) -> Int? {
    switch TypedInteger(text) {
    case .empty:
      return nil
    case .notAnInteger:
      throw CheeseError(.notAnInteger(field: field, token: String(text)))
    case .tooLarge:
      throw CheeseError(.tooLarge(field: field, token: String(text), range: range))
    case .value(let value):
      try CheeseProblem.check(value, in: range, field: field)
      return value
    }
  }
}
