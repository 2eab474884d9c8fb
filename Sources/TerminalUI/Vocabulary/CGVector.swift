import Foundation

/// A two-dimensional vector: Core Graphics' `CGVector`, which Linux's Foundation lacks. SwiftUI
/// uses it for velocities, as in ``ScrollPhaseChangeContext``.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
  public var dx: CGFloat
  public var dy: CGFloat

  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  public init(dx: Int, dy: Int) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// The vector of no length.
  public static let zero = CGVector(dx: 0 as CGFloat, dy: 0 as CGFloat)

  public var description: String { "(\(dx), \(dy))" }
}
