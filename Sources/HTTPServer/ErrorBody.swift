/// The JSON shape of every error the server sends.
public struct ErrorBody: Codable, Sendable, Equatable {
  public struct Detail: Codable, Sendable, Equatable {
    public var code: String
    public var message: String
    public init(code: String, message: String) {
      self.code = code
      self.message = message
    }
  }

  public var error: Detail

  public init(error: Detail) { self.error = error }
}
