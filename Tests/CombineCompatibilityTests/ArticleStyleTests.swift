// Code written the way the articles write it for Combine, in Swift 5 mode and with no
// concurrency annotations: only the import line differs from the iOS original.
import Foundation
import Streams
import XCTest

protocol LoginModelProtocol {
  func validate(idText: String?, passwordText: String?) -> Result<Void, LoginModelError>
}

enum LoginModelError: Error {
  case invalidIdAndPassword
  case invalidId
  case invalidPassword
}

final class LoginModel: LoginModelProtocol {
  func validate(idText: String?, passwordText: String?) -> Result<Void, LoginModelError> {
    switch (idText, passwordText) {
    case (.none, .none): return .failure(.invalidIdAndPassword)
    case (.none, .some): return .failure(.invalidId)
    case (.some, .none): return .failure(.invalidPassword)
    case (let id?, let password?):
      switch (id.isEmpty, password.isEmpty) {
      case (true, true): return .failure(.invalidIdAndPassword)
      case (false, false): return .success(())
      case (true, false): return .failure(.invalidId)
      case (false, true): return .failure(.invalidPassword)
      }
    }
  }
}

final class LoginViewModel: ObservableObject {
  @Published var email: String = ""
  @Published var password: String = ""
  @Published var isLoginCompleted = false
  @Published private(set) var invalidMessage: String = ""
  @Published private(set) var isLoginEnabled = false

  let didTapLoginButton = PassthroughSubject<Void, Never>()
  private var cancellables = Set<AnyCancellable>()

  init(model: LoginModelProtocol = LoginModel()) {
    let result = Publishers.CombineLatest($email, $password)
      .dropFirst()
      .map { model.validate(idText: $0, passwordText: $1) }
      .share()

    result
      .map { result -> String in
        switch result {
        case .success: return ""
        case .failure(.invalidIdAndPassword): return "IDとPasswordが未入力です。"
        case .failure(.invalidId): return "IDが未入力です。"
        case .failure(.invalidPassword): return "Passwordが未入力です。"
        }
      }
      .assign(to: \.invalidMessage, on: self)
      .store(in: &cancellables)

    result
      .map { if case .success = $0 { return true } else { return false } }
      .assign(to: \.isLoginEnabled, on: self)
      .store(in: &cancellables)

    didTapLoginButton
      .sink { [weak self] in self?.isLoginCompleted = true }
      .store(in: &cancellables)
  }
}

final class ArticleStyleTests: XCTestCase {
  func testInvalidMessageUpdatesSynchronously() {
    let viewModel = LoginViewModel()
    XCTAssertEqual(viewModel.invalidMessage, "")
    viewModel.email = "user"
    XCTAssertEqual(viewModel.invalidMessage, "Passwordが未入力です。")
    viewModel.password = "pass"
    XCTAssertEqual(viewModel.invalidMessage, "")
    XCTAssertTrue(viewModel.isLoginEnabled)
    viewModel.didTapLoginButton.send()
    XCTAssertTrue(viewModel.isLoginCompleted)
  }

  func testTypeErasureAndFutureFromCallbacks() {
    func fetch(_ completion: @escaping (Result<Int, Error>) -> Void) {
      DispatchQueue.global().async { completion(.success(3)) }
    }
    let publisher: AnyPublisher<Int, Error> = Future { promise in fetch(promise) }
      .map { $0 * 2 }
      .receive(on: DispatchQueue.main)
      .eraseToAnyPublisher()
    let done = expectation(description: "value")
    var received: [Int] = []
    let cancellable = publisher.sink(
      receiveCompletion: { _ in done.fulfill() },
      receiveValue: { received.append($0) })
    wait(for: [done], timeout: 5)
    XCTAssertEqual(received, [6])
    cancellable.cancel()
  }

  func testSchedulersAcceptCombineStyleIntervals() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable =
      subject
      .debounce(for: .milliseconds(10), scheduler: ImmediateScheduler.shared)
      .throttle(for: .seconds(0), scheduler: RunLoop.main, latest: true)
      .delay(for: 0, scheduler: OperationQueue.main)
      .sink { received.append($0) }
    subject.send(1)
    let deadline = Date().addingTimeInterval(5)
    while received.isEmpty, Date() < deadline {
      RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
    XCTAssertEqual(received, [1])
    cancellable.cancel()
  }

  func testTimerPublisherTicksOnTheRunLoop() {
    var ticks = 0
    let cancellable = Timer.publish(every: 0.01, on: .main, in: .default)
      .autoconnect()
      .sink { _ in ticks += 1 }
    let deadline = Date().addingTimeInterval(5)
    while ticks < 2, Date() < deadline {
      RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
    XCTAssertGreaterThanOrEqual(ticks, 2)
    cancellable.cancel()
  }
}
