/// How much room a screen has along one axis: SwiftUI's `UserInterfaceSizeClass`, which iOS
/// code reads to choose between a phone's layout and a tablet's.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Little room: a phone's width, or a phone's height turned sideways.
  case compact
  /// Room to spare: a tablet's width or height, a phone's height.
  case regular
}

/// A size class a view set, or none: then the window's size decides.
private enum SizeClassSetting {
  case fromWindow
  case set(UserInterfaceSizeClass?)
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue = SizeClassSetting.fromWindow
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue = SizeClassSetting.fromWindow
}

extension UserInterfaceSizeClass {
  /// The narrowest window, in columns, whose width is `.regular`: the width at which a
  /// ``NavigationSplitView`` sets its columns side by side.
  static var regularColumns: Int { 60 }
  /// The shortest window, in rows, whose height is `.regular`.
  static var regularRows: Int { 20 }
}

extension EnvironmentValues {
  /// The width's size class: `.regular` in a window at least 60 columns wide (where a split
  /// view shows its columns side by side), `.compact` in a narrower one; read while the body
  /// runs, so it follows the terminal as it is resized. A view can set it.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get {
      guard case .set(let value) = self[HorizontalSizeClassKey.self] else {
        return ScreenSize.current.width >= UserInterfaceSizeClass.regularColumns
          ? .regular : .compact
      }
      return value
    }
    set { self[HorizontalSizeClassKey.self] = .set(newValue) }
  }

  /// The height's size class: `.regular` in a window at least 20 rows tall, `.compact` in a
  /// shorter one (as a phone turned sideways). A view can set it.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get {
      guard case .set(let value) = self[VerticalSizeClassKey.self] else {
        return ScreenSize.current.height >= UserInterfaceSizeClass.regularRows
          ? .regular : .compact
      }
      return value
    }
    set { self[VerticalSizeClassKey.self] = .set(newValue) }
  }
}
