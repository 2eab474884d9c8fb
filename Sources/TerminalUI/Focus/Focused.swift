extension View {
  /// Ties the control inside to a focus state: focus moves to it when the state is set to
  /// `value`, and the state becomes `value` when it takes focus (nil when it loses it).
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    EnvironmentModifierView(content: self) { environment in
      environment.focus = FocusRegistration(
        location: binding.locationIdentifier, isSelected: { binding.wrappedValue == value },
        select: { selected in
          if selected {
            binding.box.location?.set(value)
          } else if binding.wrappedValue == value {
            binding.box.location?.set(binding.resetValue)
          }
        })
    }
  }

  /// Ties the control inside to a Boolean focus state.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    focused(condition, equals: true)
  }
}
