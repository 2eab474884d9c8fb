import Foundation

/// Effects applied to a view from its place, as `scrollTransition` and `visualEffect` give
/// them: SwiftUI's `VisualEffect` (iOS 17). Each effect is drawn as its view modifier of the
/// same name is: opacity dims or hides, offset moves by whole cells, and the rest (scale,
/// rotation, blur, colour changes) are accepted as those modifiers are.
public protocol VisualEffect: Sendable {}

/// No effect, the start of a chain: SwiftUI's `EmptyVisualEffect`.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
}

/// Effects in the order they were applied.
public struct _VisualEffectChain: VisualEffect {
  enum Step: Sendable {
    case opacity(Double)
    case offset(CGSize)
    case scale(CGSize, UnitPoint)
    case rotation(Angle, UnitPoint)
    case blur(CGFloat)
    case brightness(Double)
    case saturation(Double)
    case contrast(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case colorMultiply(Color)
  }

  var steps: [Step]
}

extension VisualEffect {
  var visualSteps: [_VisualEffectChain.Step] { (self as? _VisualEffectChain)?.steps ?? [] }

  private func adding(_ step: _VisualEffectChain.Step) -> _VisualEffectChain {
    _VisualEffectChain(steps: visualSteps + [step])
  }

  public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
  public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    adding(.offset(CGSize(width: x, height: y)))
  }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scale(CGSize(width: scale, height: scale), anchor))
  }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scale(scale, anchor))
  }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some VisualEffect
  { adding(.scale(CGSize(width: x, height: y), anchor)) }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.rotation(angle, anchor))
  }
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    adding(.blur(radius))
  }
  public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }
  public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }
  public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }
  public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }
  public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }
  public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color)) }
  /// A turn about an axis in 3D: accepted, as `rotation3DEffect` is.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect { _VisualEffectChain(steps: visualSteps) }
}

/// A view with effects applied as their view modifiers apply them.
struct VisualEffectView<Content: View>: View {
  let content: Content
  let steps: [_VisualEffectChain.Step]

  var body: some View {
    steps.reduce(AnyView(content)) { view, step in
      switch step {
      case .opacity(let value): AnyView(view.opacity(value))
      case .offset(let size): AnyView(view.offset(size))
      case .scale(let size, let anchor): AnyView(view.scaleEffect(size, anchor: anchor))
      case .rotation(let angle, let anchor): AnyView(view.rotationEffect(angle, anchor: anchor))
      case .blur(let radius): AnyView(view.blur(radius: radius))
      case .colorMultiply(let color): AnyView(view.colorMultiply(color))
      case .brightness, .saturation, .contrast, .grayscale, .hueRotation: view
      }
    }
  }
}

extension View {
  /// Effects worked out from where the view is: SwiftUI's `visualEffect` (iOS 17). The
  /// proxy is the view's own space, as a geometry reader's, where it was last drawn.
  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    GeometryReader { proxy in
      VisualEffectView(content: self, steps: effect(EmptyVisualEffect(), proxy).visualSteps)
    }
  }
}
