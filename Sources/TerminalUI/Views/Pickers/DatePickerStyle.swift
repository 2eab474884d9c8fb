/// How date pickers inside are drawn: each of SwiftUI's styles is accepted, and every date
/// picker is drawn as typed fields (see ``DatePicker``).
public protocol DatePickerStyle: Sendable {}

public struct DefaultDatePickerStyle: DatePickerStyle {
  public init() {}
}

public struct CompactDatePickerStyle: DatePickerStyle {
  public init() {}
}

public struct GraphicalDatePickerStyle: DatePickerStyle {
  public init() {}
}

public struct WheelDatePickerStyle: DatePickerStyle {
  public init() {}
}

public struct FieldDatePickerStyle: DatePickerStyle {
  public init() {}
}

public struct StepperFieldDatePickerStyle: DatePickerStyle {
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
  public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension View {
  /// Accepted for SwiftUI code; every date picker is drawn as typed fields.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
