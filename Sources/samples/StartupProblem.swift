import Backend
import BackendSQLite
import Foundation
import HTTPServer
import TerminalKit

#if canImport(Glibc)
  import Glibc
#endif

/// What keeps the apps from starting, said as their screens speak: in Japanese, with what to
/// do about it, never an error's debug dump.
enum StartupProblem {
  /// Why this terminal cannot show the apps; nil when it can. A full-screen interface drawn
  /// on a terminal that cannot show it (`TERM=dumb`, as in an editor's shell buffer, or no
  /// `TERM` at all) would be drawn blind.
  static func terminal(environment: [String: String], interactive: Bool) -> String? {
    guard interactive else {
      return "samples: 画面を表示できません。端末から実行してください"
        + " (標準入力と標準出力が端末である必要があります)。"
        + "入力をパイプで渡して解くなら samples cheese を使います"
    }
    guard case .cannotDrawFullScreen(let term) = TerminalError.fullScreenProblem(environment)
    else { return nil }
    let named = term.map { "TERM=\($0)" } ?? "TERM が未設定"
    return "samples: この端末 (\(named)) では全画面の表示ができません。"
      + "xterm などの端末で、TERM を設定して実行してください (例: TERM=xterm-256color)"
  }

  /// The embedded backend's failure to start, and what to do.
  static func backend(_ error: any Error, databasePath: String?) -> String {
    "samples: 組み込みのバックエンドを起動できません: \(reason(error, databasePath: databasePath))"
  }

  static func reason(_ error: any Error, databasePath: String?) -> String {
    let place = databasePath.map { " \($0) " } ?? ""
    switch error {
    case let error as SQLiteError:
      switch error.code & 0xFF {
      case 5, 6: return "データベース\(place)をほかのプロセスが使っています。少し待ってからお試しください"
      case 8: return "データベース\(place)が読み取り専用です"
      case 11, 26: return "ファイル\(place)は、このアプリのデータベースではないか、壊れています"
      case 13: return "ディスクの空きがありません"
      case 14: return "データベース\(place)を開けません。フォルダがあり、書き込めるか確かめてください"
      default: return "データベース\(place)でエラーが起きました (SQLite \(error.code))"
      }
    case let error as HTTPServerError:
      switch error {
      case .invalidAddress(let host): return "アドレス \(host) で待ち受けられません"
      case .system(_, let code): return "通信の準備ができません (\(systemReason(code)))"
      }
    case let error as CocoaError:
      let folder = error.userInfo[NSFilePathErrorKey] as? String
      let path = folder.map { " \($0) " } ?? place
      let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
      let cause =
        underlying.map { systemReason(Int32($0.code)) } ?? folder.flatMap(diagnose(folder:))
        ?? "エラー \(error.code.rawValue)"
      return "データのフォルダ\(path)を作れません (\(cause))。--database で別の場所を指定できます"
    default:
      return "予期しないエラーです (\(type(of: error)))"
    }
  }

  /// Why a folder cannot be made at `path`, found by looking at what is there: the nearest
  /// part of the path that exists is a file, or a folder that cannot be written.
  static func diagnose(folder path: String) -> String? {
    var current = URL(fileURLWithPath: path)
    while current.path != "/" {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: current.path, isDirectory: &isDirectory) {
        if !isDirectory.boolValue { return "\(current.path) はフォルダではありません" }
        return FileManager.default.isWritableFile(atPath: current.path)
          ? nil : "\(current.path) に書き込む権限がありません"
      }
      current.deleteLastPathComponent()
    }
    return nil
  }

  /// A system error number, as the screens say it.
  static func systemReason(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "書き込む権限がありません"
    case ENOSPC: "ディスクの空きがありません"
    case EROFS: "読み取り専用のファイルシステムです"
    case ENOTDIR: "途中にフォルダでないファイルがあります"
    case EEXIST: "同じ名前のファイルがあります"
    case EADDRINUSE: "ポートが使用中です"
    case EMFILE, ENFILE: "開いているファイルが多すぎます"
    default: "システムエラー \(code)"
    }
  }
}
