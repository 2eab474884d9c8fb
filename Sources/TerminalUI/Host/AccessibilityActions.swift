/// What a UI test can do to an element: press it, give it keyboard focus, or set it to a
/// value (a slider's normalized position, a picker wheel's title).
@MainActor
struct AccessibilityActions {
  var activate: (@MainActor () -> Void)?
  var focusNode: Node?
  var adjust: (@MainActor (String) -> Void)? = nil
}
