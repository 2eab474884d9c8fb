/// What `focused(…)` attaches to the control under it: how to read and set the focus state.
struct FocusRegistration {
  let location: ObjectIdentifier
  /// Whether the state names this control.
  let isSelected: () -> Bool
  /// Sets the state to name this control (true) or nothing (false).
  let select: (Bool) -> Void
}
