import Foundation
import TerminalKit

/// A month calendar in which a person picks any number of days: SwiftUI's `MultiDatePicker`.
///
/// The selection is a set of `DateComponents` holding the calendar, era, year, month and day,
/// as SwiftUI gives them; a day given with only its year, month and day is shown as picked
/// too. Focused, the arrows move the cursor a day (← →) or a week (↑ ↓), Page Up and Page
/// Down go a month back and on, Home and End to the month's first and last day, and Enter or
/// Space picks the day or drops it. A click on a day does the same; a click on ‹ or › turns
/// the month. Days outside `bounds` are dim and cannot be picked. The label is not drawn (as
/// on iOS) but names the calendar for accessibility; each day is a button named by its date
/// (`2026-12-03`), selected when picked.
///
/// ```swift
/// MultiDatePicker("休みの日", selection: $holidays, in: Date.now...)
/// ```
public struct MultiDatePicker<Label: View>: View, PrimitiveView {
  let selection: Binding<Set<DateComponents>>
  let lower: Date?
  let upper: Date?
  let label: Label

  public var body: Never { primitiveBody() }

  /// A calendar of any day.
  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    self.init(selection, nil, nil, label())
  }

  /// A calendar of the days in `bounds` (the upper bound's day is not in it).
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, bounds.lowerBound, bounds.upperBound, label())
  }

  /// A calendar of the days from `bounds`' lower bound on.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, bounds.lowerBound, nil, label())
  }

  /// A calendar of the days before `bounds`' upper bound.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, nil, bounds.upperBound, label())
  }

  init(_ selection: Binding<Set<DateComponents>>, _ lower: Date?, _ upper: Date?, _ label: Label) {
    self.selection = selection
    self.lower = lower
    self.upper = upper
    self.label = label
  }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let collector = LabelCollector()
    var labelContext = context
    labelContext.environment.labelCollector = collector
    let labelElement = labelContext.resolveSingle(label, position: 0)
    let environment = context.environment
    let model = MonthCalendarModel(
      selection: selection, lower: lower, upper: upper, japanese: environment.systemWords.japanese,
      calendar: environment.calendarInTimeZone)
    output.append(
      MultiDatePickerElement(
        node: context.node, model: model,
        state: context.node.state { MonthCalendarState() },
        isEnabled: environment.isEnabled && !collector.isDisabled,
        title: collector.label ?? labelElement.accessibilityText,
        identifier: collector.identifier, focus: environment.focus,
        tint: (environment.tint ?? .accentColor).terminalColor(environment.colorMode)))
  }
}

extension MultiDatePicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection, nil, nil, Text(titleKey))
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: Range<Date>
  ) {
    self.init(selection, bounds.lowerBound, bounds.upperBound, Text(titleKey))
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeFrom<Date>
  ) {
    self.init(selection, bounds.lowerBound, nil, Text(titleKey))
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(selection, nil, bounds.upperBound, Text(titleKey))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection, nil, nil, Text(title))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
  ) {
    self.init(selection, bounds.lowerBound, bounds.upperBound, Text(title))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
  ) {
    self.init(selection, bounds.lowerBound, nil, Text(title))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(selection, nil, bounds.upperBound, Text(title))
  }
}

/// Which month a calendar shows and where its cursor is: kept across frames.
@MainActor
final class MonthCalendarState {
  /// The first day of the month shown; nil until the first frame picks one.
  var month: Date?
  /// The cursor's day of that month, from 1.
  var day = 1
}

/// A month of days in the user's calendar, and which of them are picked.
@MainActor
struct MonthCalendarModel {
  let selection: Binding<Set<DateComponents>>
  let lower: Date?
  let upper: Date?
  let japanese: Bool
  /// The environment's calendar, in its time zone.
  let calendar: Calendar

  /// Columns a day takes: two digits and a space between days.
  static let dayWidth = 3
  /// The calendar's width: seven days.
  static let width = 7 * dayWidth - 1
  /// Its height: the month's title, the weekdays and six weeks.
  static let height = 8

  /// A day's year, month and day in the calendar.
  func ymd(_ date: Date) -> (year: Int, month: Int, day: Int) {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return (parts.year ?? 1, parts.month ?? 1, parts.day ?? 1)
  }

  /// The first day of `date`'s month.
  func startOfMonth(_ date: Date) -> Date {
    let parts = calendar.dateComponents([.year, .month], from: date)
    return calendar.date(from: parts) ?? calendar.startOfDay(for: date)
  }

  func days(in month: Date) -> Int {
    calendar.range(of: .day, in: .month, for: month)?.count ?? 30
  }

  func date(_ day: Int, of month: Date) -> Date {
    calendar.date(byAdding: .day, value: day - 1, to: month) ?? month
  }

  /// The month to show first: the earliest picked day's, else today's.
  func initialMonth() -> (month: Date, day: Int) {
    let picked = selection.wrappedValue.compactMap { calendar.date(from: plain($0)) }.min()
    let start = picked ?? clamped(Date())
    return (startOfMonth(start), ymd(start).day)
  }

  private func clamped(_ date: Date) -> Date {
    if let lower, date < lower { return lower }
    if let upper, date >= upper { return upper.addingTimeInterval(-1) }
    return date
  }

  /// Components with only the year, month and day: what two ways of naming a day share.
  func plain(_ parts: DateComponents) -> DateComponents {
    DateComponents(year: parts.year, month: parts.month, day: parts.day)
  }

  /// The components a picked day is stored as.
  func components(of date: Date) -> DateComponents {
    var parts = calendar.dateComponents([.era, .year, .month, .day], from: date)
    parts.calendar = calendar
    return parts
  }

  func isPicked(_ date: Date) -> Bool {
    let (year, month, day) = ymd(date)
    return selection.wrappedValue.contains {
      $0.year == year && $0.month == month && $0.day == day
    }
  }

  /// Whether `date`'s day is one that may be picked.
  func allows(_ date: Date) -> Bool {
    let start = calendar.startOfDay(for: date)
    if let lower, let end = calendar.date(byAdding: .day, value: 1, to: start), end <= lower {
      return false
    }
    if let upper, start >= upper { return false }
    return true
  }

  /// Picks `date`'s day, or drops it when it was picked.
  func toggle(_ date: Date) {
    guard allows(date) else { return }
    let (year, month, day) = ymd(date)
    var picked = selection.wrappedValue
    let matching = picked.filter { $0.year == year && $0.month == month && $0.day == day }
    if matching.isEmpty {
      picked.insert(components(of: date))
    } else {
      picked.subtract(matching)
    }
    selection.wrappedValue = picked
  }

  /// The month's title: `December 2026`, or `2026年12月` in Japanese.
  func title(of month: Date) -> String {
    let (year, number, _) = ymd(month)
    if japanese { return "\(year)年\(number)月" }
    let names = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    return "\(names[max(0, min(11, number - 1))]) \(year)"
  }

  /// The weekdays' two-column names, in the calendar's order.
  func weekdays() -> [String] {
    let names =
      japanese
      ? ["日", "月", "火", "水", "木", "金", "土"] : ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
    let first = max(1, min(7, calendar.firstWeekday)) - 1
    return (0..<7).map { names[(first + $0) % 7] }
  }

  /// The column (0 to 6) of the month's first day.
  func firstColumn(of month: Date) -> Int {
    let weekday = calendar.component(.weekday, from: month)
    return (weekday - calendar.firstWeekday + 7) % 7
  }

  /// The picked days as text, earliest first: `2026-12-03, 2026-12-05`.
  func pickedText() -> String {
    selection.wrappedValue
      .compactMap { parts -> (Int, Int, Int)? in
        guard let year = parts.year, let month = parts.month, let day = parts.day else {
          return nil
        }
        return (year, month, day)
      }
      .sorted { $0 < $1 }
      .map(Self.isoText)
      .joined(separator: ", ")
  }

  static func isoText(_ day: (Int, Int, Int)) -> String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(day.0)-\(two(day.1))-\(two(day.2))"
  }
}

/// A multi-date picker as drawn: the month's title between ‹ and ›, the weekdays, and the
/// month's weeks.
final class MultiDatePickerElement: Element, KeyHandling {
  let node: Node
  let model: MonthCalendarModel
  let state: MonthCalendarState
  let isEnabled: Bool
  let title: String
  let identifier: String?
  let focusRegistration: FocusRegistration?
  let tint: TerminalColor

  init(
    node: Node, model: MonthCalendarModel, state: MonthCalendarState, isEnabled: Bool,
    title: String, identifier: String?, focus: FocusRegistration?, tint: TerminalColor
  ) {
    self.node = node
    self.model = model
    self.state = state
    self.isEnabled = isEnabled
    self.title = title
    self.identifier = identifier
    self.focusRegistration = focus
    self.tint = tint
    super.init()
    if state.month == nil {
      let (month, day) = model.initialMonth()
      state.month = month
      state.day = day
    }
  }

  override var accessibilityText: String { title }
  var capturesVerticalArrows: Bool { true }

  private var month: Date { state.month ?? model.startOfMonth(Date()) }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    Size(
      width: max(MonthCalendarModel.width, proposal.width ?? 0),
      height: MonthCalendarModel.height)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let focused = renderer.isFocused(node)
    let x = rect.x + max(0, (rect.width - MonthCalendarModel.width) / 2)
    let right = x + MonthCalendarModel.width
    var plain = CellStyle()
    plain.dim = !isEnabled
    var bold = plain
    bold.bold = true
    let heading = model.title(of: month)
    renderer.write("‹", x: x, y: rect.y, style: plain, limit: rect.maxX)
    renderer.write(
      heading,
      x: x
        + max(1, (MonthCalendarModel.width - heading.reduce(0) { $0 + CharacterWidth.of($1) }) / 2),
      y: rect.y,
      style: bold, limit: min(rect.maxX, right - 1))
    renderer.write("›", x: right - 1, y: rect.y, style: plain, limit: rect.maxX)
    var weekdayStyle = plain
    weekdayStyle.dim = true
    for (column, name) in model.weekdays().enumerated() where rect.height > 1 {
      let width = name.reduce(0) { $0 + CharacterWidth.of($1) }
      renderer.write(
        name, x: x + column * MonthCalendarModel.dayWidth + 2 - width, y: rect.y + 1,
        style: weekdayStyle, limit: rect.maxX)
    }
    let id = renderer.addAccessibility(
      role: .datePicker, identifier: accessibilityIdentifier ?? identifier,
      label: accessibilityLabel ?? title, value: model.pickedText(), isEnabled: isEnabled,
      hasFocus: focused, frame: rect,
      actions: AccessibilityActions(
        focusNode: node,
        click: { [weak self] column, row in self?.click(column: column - (x - rect.x), row: row) }))
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: isEnabled, handler: self))
    let first = model.firstColumn(of: month)
    let today = model.ymd(Date())
    for day in 1...model.days(in: month) {
      let slot = first + day - 1
      let y = rect.y + 2 + slot / 7
      guard y < rect.maxY else { break }
      let cellX = x + (slot % 7) * MonthCalendarModel.dayWidth
      let date = model.date(day, of: month)
      let allowed = model.allows(date)
      let picked = model.isPicked(date)
      var style = plain
      style.dim = !isEnabled || !allowed
      if picked {
        style.background = tint
        style.foreground = .named(15)
        style.bold = true
      } else if model.ymd(date) == today {
        style.foreground = tint
        style.bold = true
      }
      if focused && day == state.day {
        style.underline = true
        style.reverse = !picked
      }
      renderer.write(
        day < 10 ? " \(day)" : "\(day)", x: cellX, y: y, style: style, limit: rect.maxX)
      renderer.withAccessibilityParent(id) {
        let (year, number, _) = model.ymd(date)
        renderer.addAccessibility(
          role: .button, identifier: nil,
          label: MonthCalendarModel.isoText((year, number, day)), isEnabled: isEnabled && allowed,
          frame: Rect(x: cellX, y: y, width: 2, height: 1), isSelected: picked,
          actions: AccessibilityActions(
            activate: { [weak self] in self?.pick(day) }, focusNode: node))
      }
    }
  }

  /// Picks or drops `day` of the month shown and puts the cursor there.
  private func pick(_ day: Int) {
    guard isEnabled else { return }
    state.day = day
    model.toggle(model.date(day, of: month))
  }

  /// A click at a column and row of the calendar, from its top-left cell.
  private func click(column: Int, row: Int) {
    guard isEnabled else { return }
    if row == 0 {
      if column <= 1 {
        turn(by: -1)
      } else if column >= MonthCalendarModel.width - 2 {
        turn(by: 1)
      }
      return
    }
    guard row >= 2, column >= 0, column < MonthCalendarModel.width else { return }
    let day =
      (row - 2) * 7 + column / MonthCalendarModel.dayWidth - model.firstColumn(of: month) + 1
    guard (1...model.days(in: month)).contains(day) else { return }
    pick(day)
  }

  /// Shows the month `months` away, keeping the cursor's day where the month has it.
  private func turn(by months: Int) {
    guard let next = model.calendar.date(byAdding: .month, value: months, to: month) else {
      return
    }
    state.month = model.startOfMonth(next)
    state.day = min(state.day, model.days(in: model.startOfMonth(next)))
  }

  /// Moves the cursor `days` days, into the month before or after when it leaves this one.
  private func move(by days: Int) {
    let date = model.date(state.day, of: month)
    guard let moved = model.calendar.date(byAdding: .day, value: days, to: date) else { return }
    state.month = model.startOfMonth(moved)
    state.day = model.ymd(moved).day
  }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    guard isEnabled else { return false }
    switch key {
    case .left: move(by: -1)
    case .right: move(by: 1)
    case .up: move(by: -7)
    case .down: move(by: 7)
    case .pageUp: turn(by: -1)
    case .pageDown: turn(by: 1)
    case .home: state.day = 1
    case .end: state.day = model.days(in: month)
    case .enter, .character(" "): pick(state.day)
    default: return false
    }
    context.setNeedsRender()
    return true
  }
}
