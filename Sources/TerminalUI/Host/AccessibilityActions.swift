/// What a UI test can do to an element: press it, or give it keyboard focus.
@MainActor
struct AccessibilityActions {
  var activate: (@MainActor () -> Void)?
  var focusNode: Node?
}
