import Streams
import Testing

/// The login view model of the articles, written as they write it.
private protocol LoginValidating {
  func validate(email: String, password: String) -> String?
}

private struct EmptyFieldValidator: LoginValidating {
  func validate(email: String, password: String) -> String? {
    if email.isEmpty { return "emailEmpty" }
    if password.isEmpty { return "passwordEmpty" }
    return nil
  }
}

private final class LoginViewModel: ObservableObject {
  @Published var email = ""
  @Published var password = ""
  @Published private(set) var invalidMessage = ""
  @Published private(set) var isLoginEnabled = false
  private var cancellables = Set<AnyCancellable>()

  init(validator: any LoginValidating) {
    let validation = Publishers.CombineLatest($email, $password)
      .dropFirst()
      .map { validator.validate(email: $0, password: $1) }
    validation.map { $0 ?? "" }.assign(to: \.invalidMessage, on: self).store(in: &cancellables)
    validation.map { $0 == nil }.assign(to: &$isLoginEnabled)
  }
}

private class Counter: ObservableObject {
  @Published var count = 0
}

private final class NamedCounter: Counter {
  @Published var name = ""
}

@Suite("Published and ObservableObject")
struct ObservationTests {
  @Test("the articles' view-model test: setting a property updates derived state at once")
  func articleViewModel() {
    let viewModel = LoginViewModel(validator: EmptyFieldValidator())
    #expect(viewModel.invalidMessage == "")
    #expect(!viewModel.isLoginEnabled)
    viewModel.email = "a@example.com"
    #expect(viewModel.invalidMessage == "passwordEmpty")
    viewModel.password = "secret"
    #expect(viewModel.invalidMessage == "")
    #expect(viewModel.isLoginEnabled)
    viewModel.email = ""
    #expect(viewModel.invalidMessage == "emailEmpty")
    #expect(!viewModel.isLoginEnabled)
  }

  @Test("$property sends the current value, then new values before the property changes")
  func willSetSemantics() {
    let counter = Counter()
    var seen: [(sent: Int, stored: Int)] = []
    let cancellable = counter.$count.sink { seen.append(($0, counter.count)) }
    counter.count = 1
    counter.count = 2
    #expect(seen.map(\.sent) == [0, 1, 2])
    #expect(seen.map(\.stored) == [0, 0, 1])
    cancellable.cancel()
  }

  @Test("objectWillChange fires before each change, for subclasses' properties too")
  func objectWillChange() {
    let counter = NamedCounter()
    var observed: [String] = []
    let cancellable = counter.objectWillChange.sink {
      observed.append("\(counter.count) \(counter.name)")
    }
    counter.count = 1
    counter.name = "a"
    #expect(observed == ["0 ", "1 "])
    #expect(counter.objectWillChange === counter.objectWillChange)
    cancellable.cancel()
  }

  @Test("a class may declare its own objectWillChange")
  func customPublisher() {
    final class Custom: ObservableObject {
      let objectWillChange = PassthroughSubject<Int, Never>()
    }
    let custom = Custom()
    var received: [Int] = []
    let cancellable = custom.objectWillChange.sink { received.append($0) }
    custom.objectWillChange.send(3)
    #expect(received == [3])
    cancellable.cancel()
  }

  @Test("assign(to: &$property) lives with the object and fires objectWillChange")
  func assignToPublished() {
    let counter = Counter()
    let subject = PassthroughSubject<Int, Never>()
    var changes = 0
    let cancellable = counter.objectWillChange.sink { changes += 1 }
    subject.assign(to: &counter.$count)
    subject.send(5)
    #expect(counter.count == 5)
    #expect(changes == 1)
    cancellable.cancel()
  }
}
