import Foundation

extension View {
  /// Attaches a gesture to the view: SwiftUI's `gesture(_:including:)`. The view takes
  /// keyboard focus; see ``Gesture`` for the keys and mouse actions each gesture answers.
  /// A gesture on a view comes after the gestures of the views inside it (the innermost
  /// tap wins); `mask` is accepted.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    GestureModifierView(content: self, recognizers: gesture.recognizers(), priority: .normal)
  }

  /// Attaches a gesture that comes before those of the views inside it.
  public func highPriorityGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View {
    GestureModifierView(content: self, recognizers: gesture.recognizers(), priority: .high)
  }

  /// Attaches a gesture that happens together with the view's other gestures: a tap runs
  /// this one's callbacks as well as the one that wins.
  public func simultaneousGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View {
    GestureModifierView(
      content: self, recognizers: gesture.recognizers(), priority: .simultaneous)
  }

  /// Runs `action` when the view is tapped: Enter or Space while it has focus, or a click
  /// on it. `count` is accepted: one key or click performs it. UI tests `tap()` the view.
  ///
  /// ```swift
  /// Text(card.front).onTapGesture { isFlipped.toggle() }
  /// ```
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    gesture(TapGesture(count: count).onEnded { action() })
  }

  /// Runs `action` with where the view was tapped, in points in `coordinateSpace`: the
  /// clicked cell, or the view's centre for Enter and Space.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    GestureModifierView(
      content: self, recognizers: [LocatedTap.recognizer(count, coordinateSpace, action)],
      priority: .normal)
  }

  /// Runs `action` when the view is pressed long: `l` while it has focus, a right click on
  /// it, or Enter or Space where it has no tap gesture (a terminal reports no key being
  /// held, so the duration and distance are accepted). `onPressingChanged` is told true as
  /// the press starts and false as it ends. UI tests call `press(forDuration:)`.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    longPress(minimumDuration, maximumDistance, action: action, pressing: onPressingChanged)
  }

  /// The same, in the older order of its arguments (`pressing:` before `perform:`); the
  /// newer form wins where both fit, as in SwiftUI.
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
  ) -> some View {
    longPress(minimumDuration, maximumDistance, action: action, pressing: pressing)
  }

  private func longPress(
    _ duration: Double, _ distance: CGFloat, action: @escaping () -> Void,
    pressing: ((Bool) -> Void)?
  ) -> some View {
    let recognizer = GestureRecognizer(.longPress(minimumDuration: duration))
    if let pressing {
      recognizer.changed.append { _ in pressing(true) }
      recognizer.reset.append { pressing(false) }
    }
    recognizer.ended.append { _ in action() }
    return GestureModifierView(content: self, recognizers: [recognizer], priority: .normal)
  }
}

/// A tap that reports where it happened.
enum LocatedTap {
  @MainActor
  static func recognizer(
    _ count: Int, _ space: CoordinateSpace, _ action: @escaping (CGPoint) -> Void
  ) -> GestureRecognizer {
    let recognizer = GestureRecognizer(.tap(count: count))
    recognizer.endedAt.append { local, global in
      action(space == .local ? local : global)
    }
    return recognizer
  }
}

/// How a gesture ranks among the others on a view.
enum GesturePriority {
  case normal, high, simultaneous
}

/// A view and the gestures attached to it.
struct GestureModifierView<Content: View>: View, PrimitiveView {
  let content: Content
  let recognizers: [GestureRecognizer]
  let priority: GesturePriority

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let child = context.resolveSingle(content)
    guard !recognizers.isEmpty else {
      // A gesture a terminal never recognizes (a pinch) leaves the view as it is.
      output.append(child)
      return
    }
    let gestures = recognizers.map { (recognizer: $0, priority: priority) }
    if let inner = child as? GestureElement {
      // Gestures on gestures make one element: the inner ones first.
      inner.add(gestures)
      output.append(inner)
      return
    }
    let session = context.node.state { GestureSession() }
    let element = GestureElement(
      node: context.node, child: child, gestures: gestures, session: session,
      isEnabled: context.environment.isEnabled)
    // In a list row, Enter on the row taps the view, as it presses a button there.
    context.environment.listRow?.offer(element)
    output.append(element)
  }
}
