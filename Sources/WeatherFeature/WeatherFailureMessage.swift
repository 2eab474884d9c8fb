import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the weather screen says when a fetch fails: what happened, in Japanese, naming the
/// server where that helps, and that 取得 tries again. Never the English of `APIError`'s
/// description nor an `NSError`.
enum WeatherFailureMessage {
  /// The sentence that ends every failure: how to try again.
  static let retryHint = "「取得」を押すともう一度取得します。"

  /// The error code the samples server gives a place it has no forecast for.
  static let unknownAddressCode = "unknown_address"

  /// The message for `error`, from the server named `server` (nil: unnamed).
  static func text(for error: APIError, server: String?) -> String {
    "天気予報を取得できませんでした。" + reason(for: error, server: server) + retryHint
  }

  /// What happened, as one sentence ending in 。.
  static func reason(for error: APIError, server: String?) -> String {
    let named = server.map { "サーバー (\($0)) " } ?? "サーバー"
    switch error {
    case .transport(let error):
      switch error.code {
      case .cannotConnectToHost, .cannotFindHost, .networkConnectionLost:
        return "\(named)に接続できません。"
      case .timedOut:
        return "\(named)が時間内に応答しませんでした。"
      case .notConnectedToInternet:
        return "ネットワークにつながっていません。"
      case .cancelled:
        return "取得が中断されました。"
      default:
        return "\(named)との通信に失敗しました。"
      }
    case .http(let status, let code, _):
      switch status {
      case 404 where code == Self.unknownAddressCode:
        return "\(named)にこの地点の予報がありません (HTTP 404)。"
      case 404:
        // Not the answer the forecast route gives (a wrong --server path, another program on
        // the port): the place is not to blame.
        let tried = server.map { " (\($0)\(WeatherRequest.path)) " } ?? ""
        return "サーバー\(tried)から予期しない応答がありました (HTTP 404)。"
          + "サーバーの URL が正しいか確かめてください。"
      case 500..<600: return "\(named)でエラーが起きました (HTTP \(status))。"
      default: return "\(named)が要求を受け付けませんでした (HTTP \(status))。"
      }
    case .decoding:
      return "\(named)の応答を天気予報として読み取れませんでした。"
    case .invalidRequest:
      return server.map { "サーバーの URL (\($0)) に要求を送れません。" } ?? "要求を作れませんでした。"
    }
  }
}
