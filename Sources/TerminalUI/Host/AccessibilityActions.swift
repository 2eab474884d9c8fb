/// What a UI test, or the mouse, can do to an element: press it, give it keyboard focus, set
/// it to a value (a slider's normalized position, a picker wheel's title), select it (a list
/// row), click a cell of it, scroll it, swipe across it.
@MainActor
struct AccessibilityActions {
  var activate: (@MainActor () -> Void)?
  var focusNode: Node?
  var adjust: (@MainActor (String) -> Void)? = nil
  /// Makes the element its container's selection: a list row becomes the highlighted row.
  /// A click calls it for the clicked element and every container of it that has one.
  var select: (@MainActor () -> Void)?
  /// What a click at a column and row of the element (from its top-left cell) does instead
  /// of ``activate``: a text field puts its cursor there.
  var click: (@MainActor (_ column: Int, _ row: Int) -> Void)?
  /// Scrolls the element's content by rows, down for a positive count (the mouse wheel);
  /// false when it could not move.
  var scroll: (@MainActor (_ rows: Int) -> Bool)?
  /// What a horizontal drag across the element does (a list row revealing its swipe
  /// actions): `columns` is how far the pointer moved, negative toward the left. False when
  /// the element has nothing to show that way.
  var swipe: (@MainActor (_ columns: Int) -> Bool)?
  /// The view with gestures the element is: a drag across it or a right click reaches
  /// them, and a tap on an element inside it performs its tap.
  var gesture: GestureElement? = nil

  /// Whether a click can do anything with the element.
  var takesClicks: Bool { activate != nil || focusNode != nil || select != nil || click != nil }
}
