import Foundation
import TerminalKit
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// A card to like with a tap, keep with a long press and throw away with a drag, as the
/// tutorials write one.
private struct CardScreen: View {
  @State private var log: [String] = []
  @State private var cards = ["りんご", "みかん"]
  @GestureState private var dragOffset = CGSize.zero
  @GestureState private var isPressing = false

  var body: some View {
    VStack {
      Text("♡").onTapGesture { log.append("tap") }.accessibilityIdentifier("heart")
      if let card = cards.first {
        VStack {
          Text(card)
          Text("\(Int(dragOffset.width)),\(Int(dragOffset.height))")
            .accessibilityIdentifier("offset")
        }
        .accessibilityIdentifier("card")
        .gesture(
          DragGesture()
            .updating($dragOffset) { value, state, _ in state = value.translation }
            .onChanged { value in log.append("changed \(Int(value.translation.width))") }
            .onEnded { value in
              log.append(
                "ended \(Int(value.translation.width)),\(Int(value.translation.height))")
              if abs(value.translation.width) > 100 { cards.removeFirst() }
            })
      }
      Text("保存")
        .onLongPressGesture(minimumDuration: 1) {
          log.append("long")
        } onPressingChanged: { pressing in
          log.append("pressing \(pressing)")
        }
        .accessibilityIdentifier("save")
      Text(isPressing ? "押下中" : "-")
        .gesture(LongPressGesture().updating($isPressing) { value, state, _ in state = value })
        .accessibilityIdentifier("pressing")
      Text(log.joined(separator: ";")).accessibilityIdentifier("log")
    }
  }
}

@MainActor
@Suite("Gestures: taps, long presses and drags by keys and the mouse")
struct GestureTests {
  private func launch<V: View>(_ view: V, width: Int = 40, height: Int = 14) -> TUIApplication {
    let app = TUIApplication(rootView: view, size: CGSize(width: width, height: height))
    app.launch()
    return app
  }

  private func log(_ app: TUIApplication) -> String { app.staticTexts["log"].label }

  private func mouse(_ app: TUIApplication, _ events: [MouseEvent]) {
    app.runner.withFrame { _, actions in actions.press(events.map { .mouse($0) }) }
  }

  @Test("a view with a tap gesture is an element UI tests tap(), and takes focus")
  func tapElement() {
    let app = launch(CardScreen())
    #expect(app.staticTexts["heart"].exists)
    #expect(app.staticTexts["heart"].hasFocus)
    app.staticTexts["heart"].tap()
    #expect(log(app) == "tap")
  }

  @Test("Enter and Space on the focused view perform its tap, a click too")
  func tapKeysAndClick() {
    let app = launch(CardScreen())
    app.typeKey(.return)
    app.typeKey(.space)
    #expect(log(app) == "tap;tap")
    app.staticTexts["heart"].click()
    #expect(log(app) == "tap;tap;tap")
  }

  @Test("press(forDuration:) is a long press: onPressingChanged true, the action, then false")
  func longPress() {
    let app = launch(CardScreen())
    app.staticTexts["save"].press(forDuration: 1.5)
    #expect(log(app) == "pressing true;long;pressing false")
    #expect(app.staticTexts["save"].hasFocus)
  }

  @Test("l on the focused view is a long press; Enter is one where the view has no tap")
  func longPressKeys() {
    let app = launch(CardScreen())
    app.staticTexts["save"].click()
    #expect(log(app) == "pressing true;long;pressing false")
    app.typeKey("l", modifierFlags: [])
    #expect(log(app).components(separatedBy: ";").filter { $0 == "long" }.count == 2)
    // On the tap's view, l does nothing.
    app.staticTexts["heart"].tap()
    app.typeKey("l", modifierFlags: [])
    #expect(log(app).hasSuffix("pressing false;tap"))
  }

  @Test("a gesture state set by updating goes back to its first value when the press ends")
  func gestureStateResets() {
    let app = launch(CardScreen())
    #expect(app.staticTexts["pressing"].label == "-")
    app.staticTexts["pressing"].press(forDuration: 1)
    #expect(app.staticTexts["pressing"].label == "-")
  }

  @Test("a mouse drag changes with the translation in points (8 a column, 16 a row), then ends")
  func mouseDrag() throws {
    let app = launch(CardScreen())
    let card = app.otherElements["card"].frame
    let column = Int(card.midX)
    let row = Int(card.minY)
    mouse(app, [MouseEvent(.press(.left), column: column, row: row)])
    // One column is under the minimum distance of 10 points: nothing yet.
    mouse(app, [MouseEvent(.drag(.left), column: column + 1, row: row)])
    #expect(app.staticTexts["offset"].label == "0,0")
    mouse(app, [MouseEvent(.drag(.left), column: column + 3, row: row + 1)])
    #expect(app.staticTexts["offset"].label == "24,16")
    mouse(app, [MouseEvent(.release(.left), column: column + 4, row: row + 1)])
    #expect(app.staticTexts["offset"].label == "0,0")
    #expect(log(app) == "changed 24;changed 32;ended 32,16")
  }

  @Test("a press and release in place is no drag")
  func clickIsNoDrag() {
    let app = launch(CardScreen())
    app.otherElements["card"].click()
    #expect(log(app) == "")
    #expect(app.otherElements["card"].hasFocus)
  }

  @Test("arrows on the focused view drag it 16 points a step; Enter ends, Esc cancels")
  func keyboardDrag() {
    let app = launch(CardScreen())
    app.typeKey(.tab)
    #expect(app.otherElements["card"].hasFocus)
    app.typeKey(.rightArrow)
    app.typeKey(.rightArrow)
    app.typeKey(.downArrow)
    #expect(app.staticTexts["offset"].label == "32,16")
    app.typeKey(.return)
    #expect(app.staticTexts["offset"].label == "0,0")
    #expect(log(app) == "changed 16;changed 32;changed 32;ended 32,16")
    app.typeKey(.leftArrow)
    app.typeKey(.escape)
    #expect(app.staticTexts["offset"].label == "0,0")
    #expect(log(app).hasSuffix("ended 32,16;changed -16"))
    #expect(app.otherElements["card"].hasFocus)
  }

  @Test("swipeLeft() and swipeRight() drag a card off, as XCUITest's swipes do")
  func swipes() {
    let app = launch(CardScreen())
    #expect(app.staticTexts["りんご"].exists)
    app.otherElements["card"].swipeLeft()
    #expect(app.staticTexts["みかん"].exists)
    // From the card's centre (column 19) to the left edge, without a second change there.
    #expect(log(app).hasSuffix("changed -144;changed -152;ended -152,0"))
    app.otherElements["card"].swipeRight()
    #expect(!app.otherElements["card"].exists)
  }

  @Test("tap() on a text inside a tappable card performs the card's tap")
  func tapInside() {
    struct Screen: View {
      @State var taps = 0
      var body: some View {
        VStack {
          VStack {
            Text("カード")
            Text("\(taps)").accessibilityIdentifier("count")
          }
          .onTapGesture { taps += 1 }
          .accessibilityIdentifier("card")
        }
      }
    }
    let app = launch(Screen())
    app.staticTexts["カード"].tap()
    #expect(app.staticTexts["count"].label == "1")
    app.otherElements["card"].tap()
    #expect(app.staticTexts["count"].label == "2")
  }

  @Test("the innermost tap wins, a high priority one before it, simultaneous ones as well")
  func priorities() {
    struct Screen: View {
      @State var log: [String] = []
      let outer: GesturePriority
      var body: some View {
        VStack {
          let inner = Text("x").onTapGesture { log.append("inner") }
          let tap = TapGesture().onEnded { log.append("outer") }
          switch outer {
          case .normal: inner.gesture(tap).accessibilityIdentifier("x")
          case .high: inner.highPriorityGesture(tap).accessibilityIdentifier("x")
          case .simultaneous: inner.simultaneousGesture(tap).accessibilityIdentifier("x")
          }
          Text(log.joined(separator: ",")).accessibilityIdentifier("log")
        }
      }
    }
    let expected: [(GesturePriority, String)] = [
      (.normal, "inner"), (.high, "outer"), (.simultaneous, "inner,outer"),
    ]
    for (priority, result) in expected {
      let app = launch(Screen(outer: priority))
      app.staticTexts["x"].tap()
      #expect(log(app) == result, "\(priority)")
    }
  }

  @Test("onTapGesture(coordinateSpace:) tells where the click was, in points")
  func tapLocation() {
    struct Screen: View {
      @State var point = CGPoint.zero
      var body: some View {
        VStack {
          Text("ここをクリック")
            .onTapGesture(coordinateSpace: .local) { point = $0 }
            .accessibilityIdentifier("target")
          Text("\(Int(point.x)),\(Int(point.y))").accessibilityIdentifier("log")
        }
      }
    }
    let app = launch(Screen())
    let frame = app.staticTexts["target"].frame
    mouse(
      app,
      [
        MouseEvent(.press(.left), column: Int(frame.minX) + 3, row: Int(frame.minY)),
        MouseEvent(.release(.left), column: Int(frame.minX) + 3, row: Int(frame.minY)),
      ])
    #expect(log(app) == "24,0")
  }

  @Test("both orders of onLongPressGesture's arguments compile and run")
  func longPressForms() {
    struct Screen: View {
      @State var log: [String] = []
      var body: some View {
        VStack {
          Text("a").onLongPressGesture { log.append("a") }.accessibilityIdentifier("a")
          Text("b")
            .onLongPressGesture(minimumDuration: 2, pressing: { log.append("b \($0)") }) {
              log.append("b")
            }
            .accessibilityIdentifier("b")
          Text(log.joined(separator: ",")).accessibilityIdentifier("log")
        }
      }
    }
    let app = launch(Screen())
    app.staticTexts["a"].press(forDuration: 1)
    app.staticTexts["b"].press(forDuration: 2)
    #expect(log(app) == "a,b true,b,b false")
  }

  @Test("a tappable view with controls inside leaves focus to them; a click still taps it")
  func containerWithControls() {
    struct Screen: View {
      @State var name = ""
      @State var taps = 0
      var body: some View {
        VStack {
          TextField("名前", text: $name)
          Text("\(taps)").accessibilityIdentifier("log")
        }
        .onTapGesture { taps += 1 }
        .accessibilityIdentifier("form")
      }
    }
    let app = launch(Screen())
    #expect(app.textFields["名前"].hasFocus)
    app.typeKey(.tab)
    #expect(app.textFields["名前"].hasFocus)
    #expect(!app.otherElements["form"].hasFocus)
    app.staticTexts["log"].click()
    #expect(log(app) == "1")
  }

  @Test("in a list row, Enter on the highlighted row and a click on it tap the view")
  func listRows() {
    struct Screen: View {
      @State var chosen = "-"
      var body: some View {
        VStack {
          List(["りんご", "みかん"], id: \.self) { name in
            Text(name).onTapGesture { chosen = name }
          }
          Text(chosen).accessibilityIdentifier("log")
        }
      }
    }
    let app = launch(Screen())
    app.tables.firstMatch.tap()
    app.typeKey(.downArrow)
    app.typeKey(.return)
    #expect(log(app) == "みかん")
    app.cells["りんご"].click()
    #expect(log(app) == "りんご")
    app.cells["みかん"].tap()
    #expect(log(app) == "みかん")
  }

  @Test("composed gestures: simultaneously, sequenced, exclusively and map wrap the values")
  func composed() {
    struct Screen: View {
      @State var log: [String] = []
      var body: some View {
        VStack {
          Text("a")
            .gesture(
              TapGesture().simultaneously(with: LongPressGesture()).onEnded { value in
                log.append(value.first != nil ? "tap" : "press \(value.second ?? false)")
              }
            )
            .accessibilityIdentifier("a")
          Text("b")
            .gesture(
              LongPressGesture().sequenced(before: DragGesture()).onEnded { value in
                switch value {
                case .first(let pressed): log.append("first \(pressed)")
                case .second(let pressed, let drag):
                  log.append("second \(pressed) \(Int(drag?.translation.width ?? 0))")
                }
              }
            )
            .accessibilityIdentifier("b")
          Text("c")
            .gesture(
              TapGesture().exclusively(before: LongPressGesture()).map { value -> String in
                switch value {
                case .first: "tap"
                case .second: "press"
                }
              }.onEnded { log.append("c \($0)") }
            )
            .accessibilityIdentifier("c")
          Text("d")
            .gesture(SpatialTapGesture().onEnded { log.append("d \(Int($0.location.x))") })
            .gesture(MagnificationGesture().onChanged { _ in log.append("pinch") })
            .accessibilityIdentifier("d")
          Text(log.joined(separator: ",")).accessibilityIdentifier("log")
        }
      }
    }
    let app = launch(Screen())
    app.staticTexts["a"].tap()
    app.staticTexts["a"].press(forDuration: 1)
    #expect(log(app) == "tap,press true")
    app.staticTexts["b"].press(forDuration: 1)
    app.staticTexts["b"].typeKey(.rightArrow)
    app.typeKey(.return)
    #expect(log(app).hasSuffix("first true,second true 16"))
    app.staticTexts["c"].tap()
    app.staticTexts["c"].press(forDuration: 1)
    #expect(log(app).hasSuffix("c tap,c press"))
    app.staticTexts["d"].tap()
    // The centre of a one-column text is its first column: 0 points.
    #expect(log(app).hasSuffix("c press,d 0"))
  }

  @Test("a disabled view's gestures do nothing")
  func disabled() {
    struct Screen: View {
      @State var taps = 0
      var body: some View {
        VStack {
          Text("x").onTapGesture { taps += 1 }.disabled(true).accessibilityIdentifier("x")
          Text("\(taps)").accessibilityIdentifier("log")
        }
      }
    }
    let app = launch(Screen())
    app.staticTexts["x"].tap()
    app.staticTexts["x"].click()
    #expect(log(app) == "0")
    #expect(!app.staticTexts["x"].isEnabled)
  }
}
