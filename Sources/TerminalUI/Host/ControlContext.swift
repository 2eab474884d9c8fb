import TerminalKit

/// What a control's key handler may ask of the host it runs in: a small view of the host,
/// so a control cannot reach the rest of it.
@MainActor
protocol ControlContext: AnyObject {
  /// Asks for a new frame: the control changed state that only it draws (a cursor, a
  /// scroll position).
  func setNeedsRender()
  /// Gives keyboard focus to the control drawn for `node`.
  func focus(_ node: Node)
  /// The node of the control that has focus.
  var focusedNode: Node? { get }
  /// Moves focus to the next enabled text field after `node`'s control in reading order
  /// (the next field of its form); false, moving nothing, when no field follows.
  func focusNextTextField(after node: Node) -> Bool
}

/// An element that takes keys when focused.
@MainActor
protocol KeyHandling: AnyObject {
  /// Handles a key; false lets the host use it (Tab, Esc…).
  func handle(_ key: Key, in context: any ControlContext) -> Bool
  /// Whether ↑/↓ belong to this control (a list moving its selection).
  var capturesVerticalArrows: Bool { get }
  /// Whether the cursor shows and typing goes here.
  var isTextInput: Bool { get }
  /// Whether Enter in the field before moves here, as to the next field of a form: a text
  /// or secure field, not a date picker (which XCUITest finds among `datePickers`, not
  /// `textFields`).
  var isTextField: Bool { get }
  /// The focus state that names this control, if any.
  var focusRegistration: FocusRegistration? { get }
  /// Tells the control it gained (true) or lost (false) keyboard focus.
  func focusChanged(_ isFocused: Bool)
  /// The same, saying whether focus came by the user or code asking for it (a key, a tap, a
  /// focus state) rather than by the host placing it (the first control of a screen).
  func focusChanged(_ isFocused: Bool, explicitly: Bool)
  /// Tells the focused control that the user asked for it again (a tap on it) after the
  /// host had placed focus there.
  func focusConfirmed()
  /// Esc, before it closes a sheet or goes back: true when the control used it (a list
  /// covering a row's swipe actions).
  func handleEscape(in context: any ControlContext) -> Bool
}

extension KeyHandling {
  var capturesVerticalArrows: Bool { false }
  var isTextInput: Bool { false }
  var isTextField: Bool { isTextInput }
  func focusChanged(_ isFocused: Bool) {}
  func focusChanged(_ isFocused: Bool, explicitly: Bool) { focusChanged(isFocused) }
  func focusConfirmed() {}
  func handleEscape(in context: any ControlContext) -> Bool { false }
}
