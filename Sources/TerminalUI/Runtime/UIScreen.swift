import Primitives
import TerminalKit

/// UIKit's screen, so SwiftUI code that sizes views from `UIScreen.main.bounds` compiles and
/// fits: the bounds are the terminal's size in points, 8 points a column and 16 a row (the
/// scale at which TerminalUI turns points into cells), so `UIScreen.main.bounds.width / 2` is
/// half the terminal's width.
///
/// While a view's `body` or an action of its runs, the bounds are those of the window it is
/// drawn in; elsewhere they are those of the terminal.
public final class UIScreen: Sendable {
  /// The screen the app runs on.
  public static let main = UIScreen()

  private init() {}

  /// The terminal's size in points, at the origin.
  public var bounds: CGRect {
    let size = ScreenSize.current
    return CGRect(
      x: 0, y: 0, width: CGFloat(size.width) * Points.perColumn,
      height: CGFloat(size.height) * Points.perRow)
  }

  /// The same as ``bounds``: a terminal has no pixels finer than its points.
  public var nativeBounds: CGRect { bounds }

  /// One: a point is a point.
  public var scale: CGFloat { 1 }

  /// One: a point is a point.
  public var nativeScale: CGFloat { 1 }
}

/// The size, in cells, of the window whose views are running: each host binds its own while
/// it resolves, draws and handles a key (a task-local value, so two hosts of different sizes,
/// even on different threads, never see each other's), and outside them it is the terminal's.
enum ScreenSize {
  @TaskLocal static var window: Size?

  static var current: Size { window ?? Terminal.size() }
}
