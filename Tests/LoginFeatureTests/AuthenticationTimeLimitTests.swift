import Dispatch
import Primitives
import Streams
import Testing

@testable import LoginFeature

@Suite("The login request's time limit")
struct AuthenticationTimeLimitTests {
  let session = LoginSession(token: "t", expiresAt: "2026-11-30T00:00:00Z")

  @Test("the server's answer and the completion right behind it arrive in that order, every time")
  func answerBeforeCompletion() {
    var outOfOrder = 0
    for _ in 0..<2_000 {
      let answer = PassthroughSubject<LoginSession, AuthenticationError>()
      let events = Locked<[String]>([])
      let finished = DispatchSemaphore(value: 0)
      let subscription = APIAuthenticationService.limited(answer, to: 10, server: "s")
        .sink(
          receiveCompletion: { _ in
            events.withLock { $0.append("end") }
            finished.signal()
          },
          receiveValue: { _ in events.withLock { $0.append("answer") } })
      DispatchQueue.global().async { [session] in
        answer.send(session)
        answer.send(completion: .finished)
      }
      finished.wait()
      if events.withLock({ $0 }) != ["answer", "end"] { outOfOrder += 1 }
      subscription.cancel()
    }
    #expect(outOfOrder == 0)
  }

  @Test("no answer within the limit fails as timed out, naming the server")
  func timesOut() {
    let finished = DispatchSemaphore(value: 0)
    let failure = Locked<AuthenticationError?>(nil)
    let subscription = APIAuthenticationService.limited(
      Empty<LoginSession, AuthenticationError>(completeImmediately: false), to: 1,
      server: "http://127.0.0.1:9"
    )
    .sink(
      receiveCompletion: { completion in
        if case .failure(let error) = completion { failure.withLock { $0 = error } }
        finished.signal()
      },
      receiveValue: { _ in })
    #expect(finished.wait(timeout: .now() + 30) == .success)
    #expect(failure.withLock { $0 } == .timedOut(server: "http://127.0.0.1:9", seconds: 1))
    subscription.cancel()
  }
}
