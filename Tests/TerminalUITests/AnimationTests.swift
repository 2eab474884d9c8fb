import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

/// A view that shows a detail line when its button is pressed, through `withAnimation`, with
/// the modifiers real code puts on such a line.
private struct Expanding: View {
  @State private var isExpanded = false
  @State private var completions = 0

  var body: some View {
    VStack {
      Button("詳しく") {
        withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
          isExpanded.toggle()
        } completion: {
          completions += 1
        }
      }
      .accessibilityIdentifier("toggle")
      if isExpanded {
        Text("詳細の行")
          .transition(.move(edge: .top).combined(with: .opacity))
          .accessibilityIdentifier("detail")
      }
      Text("完了 \(completions)").accessibilityIdentifier("completions")
        .contentTransition(.numericText())
    }
    .animation(.easeInOut(duration: 0.3), value: isExpanded)
    .animation(.default)
    .transaction { $0.animation = nil }
  }
}

@Suite("Animations and transitions complete at once")
struct AnimationTests {
  @Test("a transition between two modifiers compiles and the view shows as it is")
  func modifierTransition() {
    struct Faded: ViewModifier {
      let active: Bool
      func body(content: Content) -> some View { content.opacity(active ? 0 : 1) }
    }
    let transition = AnyTransition.modifier(
      active: Faded(active: true), identity: Faded(active: false))
    #expect(transition.description == "modifier(Faded)")
    let text = screenText(of: Text("shown").transition(transition), width: 10, height: 1)
    #expect(text == "  shown")
  }

  @Test("a change made in withAnimation shows in the next frame; its completion runs after it")
  func withAnimationShowsTheEnd() {
    let app = TUIApplication(rootView: Expanding())
    app.launch()
    #expect(!app.staticTexts["detail"].exists)
    app.buttons["toggle"].tap()
    #expect(app.staticTexts["detail"].exists)
    #expect(app.staticTexts["completions"].wait(timeout: 10) { $0.label == "完了 1" })
    app.buttons["toggle"].tap()
    #expect(!app.staticTexts["detail"].exists)
    #expect(app.staticTexts["completions"].wait(timeout: 10) { $0.label == "完了 2" })
  }

  @Test("withAnimation returns what its body returns, and rethrows what it throws")
  func returnsAndThrows() {
    struct Failure: Error {}
    #expect(withAnimation { 42 } == 42)
    #expect(throws: Failure.self) { try withAnimation(.linear) { throw Failure() } }
  }

  @Test("the transaction of withAnimation and withTransaction is current while their body runs")
  func transactions() {
    #expect(Transaction.current.animation == nil)
    withAnimation(.snappy) {
      #expect(Transaction.current.animation == .snappy)
      withTransaction(\.animation, nil) {
        #expect(Transaction.current.animation == nil)
      }
      #expect(Transaction.current.animation == .snappy)
    }
    var off = Transaction(animation: .default)
    off.disablesAnimations = true
    withTransaction(off) {
      // Animations turned off outside stay off inside.
      withAnimation { #expect(Transaction.current.disablesAnimations) }
    }
    #expect(Transaction.current.animation == nil)
    #expect(!Transaction.current.disablesAnimations)
  }

  @Test("a binding's animation(_:) sets the value inside that animation's transaction")
  func bindingAnimation() {
    final class Box: @unchecked Sendable {
      var value = false
      var seen: Animation?
    }
    let box = Box()
    let base = Binding(
      get: { box.value },
      set: {
        box.value = $0
        box.seen = Transaction.current.animation
      })
    base.animation(.bouncy).wrappedValue = true
    #expect(box.value)
    #expect(box.seen == .bouncy)
    base.wrappedValue = false
    #expect(box.seen == nil)
  }

  @Test(
    "animations keep what they were made with: equal when made alike, changed by delay and speed")
  func values() {
    #expect(Animation.easeInOut(duration: 0.3) == .easeInOut(duration: 0.3))
    #expect(Animation.easeInOut(duration: 0.3) != .easeIn(duration: 0.3))
    let changed = Animation.linear(duration: 1).delay(0.5).speed(2).repeatForever()
    #expect(changed.delay == 0.5)
    #expect(changed.speed == 2)
    #expect(changed != .linear(duration: 1))
    #expect(Animation.spring.description.hasPrefix("spring("))
    #expect(Angle.degrees(180).radians == .pi)
  }
}
