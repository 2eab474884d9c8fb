import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

/// Values a keyframe animation moves together.
private struct Bounce {
  var scale = 1.0
  var lift: CGFloat = 0
  var label = "rest"
}

/// A keyframe animator on a tap, with tracks for two properties.
private struct BouncingBall: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      KeyframeAnimator(initialValue: Bounce(), trigger: taps) { value in
        Text("\(value.label) \(value.scale) \(Int(value.lift))")
          .accessibilityIdentifier("ball")
      } keyframes: { _ in
        KeyframeTrack(\.scale) {
          SpringKeyframe(1.5, duration: 0.2)
          CubicKeyframe(0.9, duration: 0.15)
          LinearKeyframe(1.0, duration: 0.1, timingCurve: .easeOut)
        }
        KeyframeTrack(\.lift) {
          MoveKeyframe(-20)
          SpringKeyframe(0, spring: .bouncy)
        }
      }
      Button("Tap") { taps += 1 }
      Text("taps \(taps)").accessibilityIdentifier("taps")
    }
  }
}

/// A modifier that declares the data it animates, as wobble effects do (`nonisolated`, as
/// Swift 6 needs it for SwiftUI's `Animatable` too).
private struct Wobble: ViewModifier, Animatable {
  var turns: Double

  nonisolated var animatableData: Double {
    get { turns }
    set { turns = newValue }
  }

  func body(content: Content) -> some View {
    content.rotationEffect(.degrees(sin(turns * 2 * .pi) * 10))
  }
}

@MainActor
@Suite("Keyframe and phase animators: drawn at rest, as animations complete at once")
struct KeyframeAnimatorTests {
  @Test("a keyframe animator draws its initial value, before and after its trigger changes")
  func atRest() {
    let app = TUIApplication(rootView: BouncingBall(), size: CGSize(width: 30, height: 5))
    app.launch()
    #expect(app.staticTexts["ball"].label == "rest 1.0 0")
    app.buttons["Tap"].tap()
    #expect(app.staticTexts["taps"].label == "taps 1")
    #expect(app.staticTexts["ball"].label == "rest 1.0 0")
  }

  @Test("keyframes of the whole value, and the modifier forms, draw the initial value too")
  func modifiers() {
    let view = VStack {
      KeyframeAnimator(initialValue: 0.0, repeating: true) { angle in
        Text("angle \(Int(angle))")
      } keyframes: { _ in
        CubicKeyframe(90, duration: 1)
        CubicKeyframe(0, duration: 1)
      }
      Text("card")
        .keyframeAnimator(initialValue: CGFloat(2), trigger: 0) { content, value in
          content.padding(.leading, value * 8)
        } keyframes: { _ in
          KeyframeTrack { LinearKeyframe(CGFloat(4), duration: 1) }
        }
      Text("dot")
        .phaseAnimator([0, 1, 2], trigger: 0) { content, phase in
          content.opacity(phase == 0 ? 1 : 0)
        }
      Text("wobbly").modifier(Wobble(turns: 0.25))
    }
    let lines = screenText(of: view, width: 20, height: 5)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines.prefix(4).map { $0.trimmingCharacters(in: .whitespaces) } == [
        "angle 0", "card", "dot", "wobbly",
      ])
    #expect(lines[1].hasPrefix("    card") || lines[1].contains("  card"))
  }

  @Test("values interpolate as VectorArithmetic says; an angle and a point are animatable")
  func arithmetic() {
    #expect(CGFloat(10).interpolated(towards: 20, amount: 0.25) == 12.5)
    #expect(2.0.scaled(by: 3) == 6)
    var angle = Angle.degrees(90)
    angle.animatableData *= 2
    #expect(abs(angle.degrees - 180) < 1e-9)
    var point = CGPoint(x: 1, y: 2)
    point.animatableData = point.animatableData.interpolated(
      towards: AnimatablePair(3, 6), amount: 0.5)
    #expect(point == CGPoint(x: 2, y: 4))
    #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
  }
}
