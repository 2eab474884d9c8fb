import Foundation
import HTTPServer

/// `POST /login`: an e-mail and a password in, a bearer token out.
///
/// A login that is refused outright (too many failures) is answered on the event loop without
/// taking a hashing thread; the others hash on the `hashing` pool, whose bounded queue makes a
/// flood of logins wait its turn (or answers 503) while reads go on.
struct LoginRoutes {
  let accounts: AccountService
  let hashing: WorkerPool
  let encoder: JSONEncoder

  struct Credentials: Decodable {
    var email: String
    var password: String
  }

  struct Session: Encodable {
    var token: String
    var expiresAt: String
  }

  func register(on router: Router) {
    let accounts = accounts
    let hashing = hashing
    let encoder = encoder
    router.add(
      .post, "/login",
      replying: { request in
        let credentials = try request.decodeJSON(Credentials.self)
        let address = request.remoteAddress
        if let refusal = accounts.refusal(email: credentials.email, clientAddress: address) {
          throw HTTPError(refusal)
        }
        return .later(on: hashing) {
          do {
            let (token, expiresAt) = try storage {
              try accounts.login(
                email: credentials.email, password: credentials.password, clientAddress: address)
            }
            let session = Session(
              token: token, expiresAt: expiresAt.formatted(.iso8601))
            return try .json(session, encoder: encoder)
          } catch let refusal as LoginRefusal {
            throw HTTPError(refusal)
          }
        }
      })
  }
}
