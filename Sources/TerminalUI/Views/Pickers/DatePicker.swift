import Foundation
import TerminalKit

/// A date, a time of day, or both, entered field by field: SwiftUI's `DatePicker`.
///
/// It is a row, as in a settings screen: the label at the left and the fields at the right
/// edge, `2026/12/24 18:30` (`.date` shows `yyyy/MM/dd`, `.hourAndMinute` `HH:mm`), in the
/// user's time zone and calendar (`TimeZone.current`, `Calendar.current`). Focused, one field
/// is reversed: ←/→ pick the field, ↑/↓ step it by one (a month from 31 January is the end of
/// February), and digits type it — a field is taken when its digits are all typed (four for
/// the year, two for the others), on Enter or on ←/→, and the next field is then focused;
/// Backspace takes back a digit.
///
/// A typed value that is no date is refused, the date kept as it was, with a line under the
/// fields that says what to type (`1〜12月で入力してください`, `1〜28日で入力してください`);
/// so is a date outside `in:`'s range (`2026/01/01 以降の日付にしてください`).
/// Stepping with ↑/↓ stops at the range's ends instead. A month typed into a date whose day
/// it does not have keeps the day in the month, at its last day.
///
/// ```swift
/// DatePicker("予約日", selection: $date, in: Date()..., displayedComponents: .date)
/// ```
///
/// UI tests find it among `app.datePickers`, its value the fields as shown; a tap gives it
/// focus and `typeText("20261224")` types the fields in turn.
public struct DatePicker<Label: View>: View, PrimitiveView {
  public typealias Components = DatePickerComponents

  let selection: Binding<Date>
  let lower: Date?
  let upper: Date?
  let components: DatePickerComponents
  let label: Label

  public var body: Never { primitiveBody() }

  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, nil, nil, displayedComponents, label())
  }

  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, range.lowerBound, range.upperBound, displayedComponents, label())
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, range.lowerBound, nil, displayedComponents, label())
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, nil, range.upperBound, displayedComponents, label())
  }

  init(
    _ selection: Binding<Date>, _ lower: Date?, _ upper: Date?,
    _ components: DatePickerComponents, _ label: Label
  ) {
    self.selection = selection
    self.lower = lower
    self.upper = upper
    self.components = components.isEmpty ? [.hourAndMinute, .date] : components
    self.label = label
  }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let collector = LabelCollector()
    var labelContext = context
    labelContext.environment.labelCollector = collector
    let labelElement = labelContext.resolveSingle(label, position: 0)
    let environment = context.environment
    let model = DateFieldsModel(
      selection: selection, lower: lower, upper: upper, components: components,
      words: environment.systemWords, calendar: environment.calendarInTimeZone)
    output.append(
      DatePickerElement(
        node: context.node, label: labelElement, model: model,
        state: context.node.state { DatePickerState() }, showsLabel: !environment.labelsHidden,
        isEnabled: environment.isEnabled && !collector.isDisabled,
        title: collector.label ?? labelElement.accessibilityText,
        identifier: collector.identifier, focus: environment.focus,
        invalidator: context.graph.invalidator))
  }
}

extension DatePicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, nil, nil, displayedComponents, Text(titleKey))
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, range.lowerBound, range.upperBound, displayedComponents, Text(titleKey))
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, range.lowerBound, nil, displayedComponents, Text(titleKey))
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, nil, range.upperBound, displayedComponents, Text(titleKey))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, nil, nil, displayedComponents, Text(title))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, range.lowerBound, range.upperBound, displayedComponents, Text(title))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, range.lowerBound, nil, displayedComponents, Text(title))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, nil, range.upperBound, displayedComponents, Text(title))
  }
}

/// What a date picker shows: the date, the time of day, or both.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Year, month and day: `yyyy/MM/dd`.
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  /// Hour and minute, on a 24-hour clock: `HH:mm`.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// One field of a date picker.
enum DateField: CaseIterable {
  case year, month, day, hour, minute

  var digits: Int { self == .year ? 4 : 2 }

  var component: Calendar.Component {
    switch self {
    case .year: .year
    case .month: .month
    case .day: .day
    case .hour: .hour
    case .minute: .minute
    }
  }

  /// The text before the field: a slash between date fields, a space before the hour, a
  /// colon before the minute.
  var separator: String {
    switch self {
    case .year: ""
    case .month, .day: "/"
    case .hour: " "
    case .minute: ":"
    }
  }
}

/// What a date picker's node keeps while it is edited: the field with focus, the digits
/// typed into it so far, and the message for a value refused.
final class DatePickerState {
  var field = 0
  var typed = ""
  var message: String?
}

/// A date picker's date as fields: read in the user's calendar, and written back when a
/// typed or stepped value is a date in the range.
@MainActor
struct DateFieldsModel {
  let selection: Binding<Date>
  let lower: Date?
  let upper: Date?
  let fields: [DateField]
  /// The environment's calendar, in its time zone.
  let calendar: Calendar
  /// The messages for refused values, in the environment's language.
  let words: SystemWords

  init(
    selection: Binding<Date>, lower: Date?, upper: Date?, components: DatePickerComponents,
    words: SystemWords, calendar: Calendar = .current
  ) {
    self.selection = selection
    self.calendar = calendar
    self.words = words
    self.lower = lower
    self.upper = upper
    var fields: [DateField] = []
    if components.contains(.date) { fields += [.year, .month, .day] }
    if components.contains(.hourAndMinute) { fields += [.hour, .minute] }
    self.fields = fields
  }

  func value(_ field: DateField, of date: Date) -> Int {
    calendar.component(field.component, from: date)
  }

  /// A field's text: its value with leading zeros.
  func text(_ field: DateField, of date: Date) -> String {
    let value = String(value(field, of: date))
    return String(repeating: "0", count: max(0, field.digits - value.count)) + value
  }

  /// The fields as shown, each with the columns it starts at.
  func layout(_ date: Date, state: DatePickerState?, focusedField: Int?) -> (
    text: String, fields: [(start: Int, width: Int)]
  ) {
    var text = ""
    var frames: [(start: Int, width: Int)] = []
    for (index, field) in fields.enumerated() {
      if index > 0 { text += field.separator }
      var shown = self.text(field, of: date)
      if let state, index == focusedField, !state.typed.isEmpty {
        shown =
          state.typed + String(repeating: "_", count: max(0, field.digits - state.typed.count))
      }
      frames.append((text.count, field.digits))
      text += shown
    }
    return (text, frames)
  }

  /// The allowed values of a field for the date it is typed into.
  func allowed(_ field: DateField, in date: Date) -> ClosedRange<Int> {
    switch field {
    case .year: return 1...9999
    case .month: return 1...12
    case .day: return 1...(calendar.range(of: .day, in: .month, for: date)?.count ?? 31)
    case .hour: return 0...23
    case .minute: return 0...59
    }
  }

  /// Sets `field` to a typed value; the message for a refused value, nil when taken.
  func set(_ field: DateField, to value: Int) -> String? {
    let date = selection.wrappedValue
    let allowed = allowed(field, in: date)
    guard allowed.contains(value) else { return words.outOfRange(field, allowed) }
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    switch field {
    case .year: parts.year = value
    case .month: parts.month = value
    case .day: parts.day = value
    case .hour: parts.hour = value
    case .minute: parts.minute = value
    }
    if field == .year || field == .month {
      // The day stays in the month: 31 January typed to February is its last day.
      var first = parts
      first.day = 1
      if let start = calendar.date(from: first),
        let days = calendar.range(of: .day, in: .month, for: start)?.count
      {
        parts.day = min(parts.day ?? 1, days)
      }
    }
    guard let next = calendar.date(from: parts) else { return words.noSuchDate }
    if let lower, next < lower { return words.notBefore(shown(lower), noun: noun) }
    if let upper, next > upper { return words.notAfter(shown(upper), noun: noun) }
    if next != date { selection.wrappedValue = next }
    return nil
  }

  /// Steps `field` by `delta`, stopping at the range's ends.
  func step(_ field: DateField, by delta: Int) {
    let date = selection.wrappedValue
    guard var next = calendar.date(byAdding: field.component, value: delta, to: date) else {
      return
    }
    if let lower, next < lower { next = lower }
    if let upper, next > upper { next = upper }
    if next != date { selection.wrappedValue = next }
  }

  private var noun: String {
    words.dateNoun(date: fields.contains(.year), time: fields.contains(.hour))
  }

  /// A date as the fields show it.
  func shown(_ date: Date) -> String { layout(date, state: nil, focusedField: nil).text }
}

/// A date picker as drawn in a frame: its label, its fields at the right edge, and the line
/// of a refused value's message under them.
final class DatePickerElement: WrapperElement, KeyHandling {
  let node: Node
  let model: DateFieldsModel
  let state: DatePickerState
  let showsLabel: Bool
  let isEnabled: Bool
  let title: String
  let identifier: String?
  let focusRegistration: FocusRegistration?
  private let invalidator: Invalidator

  init(
    node: Node, label: Element, model: DateFieldsModel, state: DatePickerState,
    showsLabel: Bool, isEnabled: Bool, title: String, identifier: String?,
    focus: FocusRegistration?, invalidator: Invalidator
  ) {
    self.invalidator = invalidator
    self.node = node
    self.model = model
    self.state = state
    self.showsLabel = showsLabel
    self.isEnabled = isEnabled
    self.title = title
    self.identifier = identifier
    focusRegistration = focus
    super.init(child: label)
    if state.field >= model.fields.count { state.field = 0 }
  }

  override var ownsAccessibility: Bool { true }
  override var isSpacer: Bool { false }
  override var accessibilityText: String { title }
  var isTextInput: Bool { true }
  var isTextField: Bool { false }
  var capturesVerticalArrows: Bool { true }

  private var fieldsWidth: Int { model.shown(model.selection.wrappedValue).count }

  /// A refused value's message, wrapped to the row's width.
  private lazy var messageText: TextElement? = state.message.map { message in
    var style = CellStyle()
    style.foreground = .named(9)
    return TextElement(
      spans: [.init(string: message, style: style)], lineLimit: nil, alignment: .leading)
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let labelWidth = showsLabel ? child.size(for: Proposal(width: nil, height: 1)).width : 0
    let ideal = labelWidth == 0 ? fieldsWidth : labelWidth + 1 + fieldsWidth
    let width = proposal.width ?? ideal
    let message = messageText?.size(for: Proposal(width: width, height: nil)).height ?? 0
    return Size(width: width, height: 1 + message)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let focused = renderer.isFocused(node)
    let date = model.selection.wrappedValue
    let layout = model.layout(date, state: state, focusedField: focused ? state.field : nil)
    let width = layout.text.count
    let fieldsX = max(rect.x, rect.maxX - width)
    if showsLabel { renderRowLabel(in: rect, before: fieldsX, focused: focused, renderer) }
    var style = CellStyle()
    style.dim = !isEnabled
    renderer.write(layout.text, x: fieldsX, y: rect.y, style: style, limit: rect.maxX)
    if focused, layout.fields.indices.contains(state.field) {
      let field = layout.fields[state.field]
      renderer.restyle(Rect(x: fieldsX + field.start, y: rect.y, width: field.width, height: 1)) {
        $0.reverse = true
        $0.bold = true
      }
      renderer.cursor = (fieldsX + field.start + min(state.typed.count, field.width - 1), rect.y)
    }
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: isEnabled, handler: self))
    let id = renderer.addAccessibility(
      role: .datePicker, identifier: accessibilityIdentifier ?? identifier,
      label: accessibilityLabel ?? title, value: model.shown(date), isEnabled: isEnabled,
      hasFocus: focused, frame: rect, actions: AccessibilityActions(focusNode: node))
    if let message = state.message, let messageText, rect.height > 1 {
      let area = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
      renderer.withAccessibilitySuppressed { messageText.render(in: area, renderer) }
      renderer.withAccessibilityParent(id) {
        renderer.addAccessibility(role: .staticText, identifier: nil, label: message, frame: area)
      }
    }
  }

  func focusChanged(_ isFocused: Bool) {
    guard !isFocused, !state.typed.isEmpty || state.message != nil else { return }
    state.typed = ""
    state.message = nil
    invalidator.invalidate()
  }

  /// Takes what was typed into the focused field; true when it was taken.
  @discardableResult
  private func commit() -> Bool {
    guard let value = Int(state.typed) else { return false }
    state.typed = ""
    state.message = model.set(model.fields[state.field], to: value)
    return state.message == nil
  }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    guard isEnabled, !model.fields.isEmpty else { return false }
    let field = model.fields[state.field]
    switch key {
    case .character(let character) where character.isASCII && character.isNumber:
      state.typed.append(character)
      if state.typed.count >= field.digits, commit(), state.field < model.fields.count - 1 {
        state.field += 1
      }
    case .enter:
      if state.typed.isEmpty { return false }
      if commit(), state.field < model.fields.count - 1 { state.field += 1 }
    case .backspace:
      if !state.typed.isEmpty { state.typed.removeLast() }
    case .left:
      if !state.typed.isEmpty { commit() }
      state.field = max(0, state.field - 1)
    case .right:
      if !state.typed.isEmpty { commit() }
      state.field = min(model.fields.count - 1, state.field + 1)
    case .up, .down:
      state.typed = ""
      state.message = nil
      model.step(field, by: key == .up ? 1 : -1)
    default:
      return false
    }
    context.setNeedsRender()
    return true
  }
}
