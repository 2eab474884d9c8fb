import Streams

/// The cheese screen's state: W, the cheeses entered so far, and the answer, kept up to date
/// as they change.
public final class CheeseCalculator: ObservableObject {
  @Published public var capacityText = "" {
    didSet { solve() }
  }
  /// The cheese being typed: "A B" (worth per gram, grams).
  @Published public var entryText = ""
  @Published public private(set) var cheeses: [Cheese] = []
  @Published public private(set) var answer = ""
  @Published public private(set) var message = ""

  public init() {}

  /// Adds the cheese in `entryText`, or says what is wrong with it.
  public func addEntry() {
    let parts = entryText.split(whereSeparator: { $0 == " " || $0 == "　" || $0 == "," })
    guard parts.count == 2, let worth = Int(parts[0]), let grams = Int(parts[1]) else {
      message = "チーズは「A B」(1グラムあたりの美味しさ、グラム数) の2つの整数で入力してください"
      return
    }
    do {
      cheeses.append(try Cheese(worthPerGram: worth, grams: grams))
      entryText = ""
      solve()
    } catch {
      message = error.description
    }
  }

  /// Removes every cheese.
  public func clear() {
    cheeses.removeAll()
    solve()
  }

  private func solve() {
    answer = ""
    message = ""
    guard !capacityText.isEmpty else { return }
    guard let capacity = Int(capacityText) else {
      message = "W は整数で入力してください"
      return
    }
    guard !cheeses.isEmpty else { return }
    do {
      let problem = try CheeseProblem(capacity: capacity, cheeses: cheeses)
      answer = String(try CheeseSolver.maximumWorth(problem))
    } catch {
      message = error.description
    }
  }
}
