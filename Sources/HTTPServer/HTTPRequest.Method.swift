extension HTTPRequest {
  /// An HTTP request method, as the server parses it from the request line: any token, not
  /// only the ones named here. (Networking's `HTTPRequest.Method` is the client's closed set.)
  public struct Method: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let get = Method(rawValue: "GET")
    public static let head = Method(rawValue: "HEAD")
    public static let post = Method(rawValue: "POST")
    public static let put = Method(rawValue: "PUT")
    public static let delete = Method(rawValue: "DELETE")
    public static let patch = Method(rawValue: "PATCH")
    public static let options = Method(rawValue: "OPTIONS")

    public var description: String { rawValue }
  }
}
