import Foundation
internal import TerminalKit

/// One element of a running app, found again in the current frame each time it is used:
/// XCUITest's `XCUIElement`.
public class TUIElement: @unchecked Sendable, CustomStringConvertible {
  /// The kinds of element: XCUITest's `XCUIElement.ElementType`.
  public enum ElementType: Hashable, Sendable {
    case any, application, button, textField, secureTextField, staticText, alert, cell, table
    case `switch`, toggle, progressIndicator, activityIndicator, scrollView, navigationBar
    case other
    case stepper, image
    case segmentedControl, slider, picker, pickerWheel, datePicker
    case searchField
    case textView
    case sheet
    case tabBar
    case colorWell

    init(_ role: AccessibilityRole) {
      switch role {
      case .application: self = .application
      case .button: self = .button
      case .textField: self = .textField
      case .secureTextField: self = .secureTextField
      case .staticText: self = .staticText
      case .alert: self = .alert
      case .cell: self = .cell
      case .table: self = .table
      case .toggle: self = .switch
      case .progressIndicator: self = .progressIndicator
      case .activityIndicator: self = .activityIndicator
      case .scrollView: self = .scrollView
      case .navigationBar: self = .navigationBar
      case .other: self = .other
      case .stepper: self = .stepper
      case .image: self = .image
      case .segmentedControl: self = .segmentedControl
      case .slider: self = .slider
      case .picker: self = .picker
      case .pickerWheel: self = .pickerWheel
      case .datePicker: self = .datePicker
      case .searchField: self = .searchField
      case .textView: self = .textView
      case .sheet: self = .sheet
      case .tabBar: self = .tabBar
      case .colorWell: self = .colorWell
      }
    }

    func matches(_ role: AccessibilityRole) -> Bool {
      switch self {
      case .any: true
      case .toggle, .switch: role == .toggle
      default: ElementType(role) == self
      }
    }

    var queryName: String {
      switch self {
      case .any: "descendants"
      case .application: "applications"
      case .button: "buttons"
      case .textField: "textFields"
      case .secureTextField: "secureTextFields"
      case .staticText: "staticTexts"
      case .alert: "alerts"
      case .cell: "cells"
      case .table: "tables"
      case .switch: "switches"
      case .toggle: "toggles"
      case .progressIndicator: "progressIndicators"
      case .activityIndicator: "activityIndicators"
      case .scrollView: "scrollViews"
      case .navigationBar: "navigationBars"
      case .other: "otherElements"
      case .stepper: "steppers"
      case .image: "images"
      case .segmentedControl: "segmentedControls"
      case .slider: "sliders"
      case .picker: "pickers"
      case .pickerWheel: "pickerWheels"
      case .datePicker: "datePickers"
      case .searchField: "searchFields"
      case .textView: "textViews"
      case .sheet: "sheets"
      case .tabBar: "tabBars"
      case .colorWell: "colorWells"
      }
    }
  }

  /// How an element is found: the application itself, or a match of a query.
  indirect enum Locator {
    case application
    case match(TUIElementQuery, index: Int)
    /// Every match of a query, as the base of a query under all of them.
    case all(TUIElementQuery)

    func resolve(in frame: Frame) -> AccessibilityElement? {
      switch self {
      case .application: return nil
      case .all(let query): return query.matches(in: frame).first
      case .match(let query, let index):
        let matches = query.matches(in: frame)
        return matches.indices.contains(index) ? matches[index] : nil
      }
    }
  }

  let locator: Locator
  private weak var weakApp: TUIApplication?
  private let strongApp: TUIApplication?

  init(app: TUIApplication, locator: Locator) {
    weakApp = nil
    strongApp = app
    self.locator = locator
  }

  /// For the application itself, which is its own app.
  init(applicationLocator: Locator) {
    weakApp = nil
    strongApp = nil
    locator = applicationLocator
  }

  var app: TUIApplication {
    if let strongApp { return strongApp }
    // Only the application is made without one: it is its own app.
    guard let application = self as? TUIApplication else {
      preconditionFailure("an element without an application must be the TUIApplication itself")
    }
    return application
  }

  /// The element in the current frame, if it is there.
  func resolved() -> AccessibilityElement? {
    app.runner.withFrame { frame, _ in locator.resolve(in: frame) }
  }

  // MARK: State

  public var exists: Bool { resolved() != nil }
  public var isEnabled: Bool { resolved()?.isEnabled ?? false }
  public var hasFocus: Bool { resolved()?.hasFocus ?? false }
  public var isHittable: Bool { resolved()?.isHittable ?? false }
  public var label: String { resolved()?.label ?? "" }
  public var identifier: String { resolved()?.identifier ?? "" }
  /// The value: a text field's text (bullets for a secure field), a toggle's "1" or "0", a
  /// slider's position as a percentage ("50%"), a picker's or segmented control's chosen
  /// title, a date picker's date as shown.
  public var value: Any? { resolved()?.value }
  /// Whether the element is the chosen one: a segment, a picker's option.
  public var isSelected: Bool { resolved()?.isSelected ?? false }
  /// A slider's position between its minimum (0) and maximum (1), read from its value.
  public var normalizedSliderPosition: CGFloat {
    guard let value = resolved()?.value, value.hasSuffix("%"),
      let percent = Double(value.dropLast())
    else { return 0 }
    return CGFloat(percent / 100)
  }
  public var placeholderValue: String? { resolved()?.placeholder }
  public var elementType: ElementType { resolved().map { ElementType($0.role) } ?? .any }
  /// Where the element is on screen, in cells, as XCUITest's `frame`: `minX` is the column,
  /// `minY` the row, `width` and `height` are counts of cells; `.zero` when the element is not
  /// there.
  public var frame: CGRect { resolved().map { CGRect(cells: $0.frame) } ?? .zero }

  // MARK: Actions

  /// Presses the element: a button runs its action, a text field takes focus, a toggle flips,
  /// a list row activates its control.
  public func tap(file: StaticString = #filePath, line: UInt = #line) {
    let outcome = app.runner.withFrame { frame, actions -> String? in
      guard let element = locator.resolve(in: frame) else {
        return "No matches found for \(self) in the current screen"
      }
      guard element.isHittable else { return "\(self) is not hittable (covered or off screen)" }
      if element.role == .textField || element.role == .secureTextField
        || element.role == .searchField || element.role == .textView
      {
        actions.focus(element.id)
      } else {
        actions.activate(element.id)
      }
      return nil
    }
    if let outcome { reportFailure("Failed to tap: \(outcome)", file: file, line: line) }
  }

  /// Moves a slider to a position between its minimum (0) and maximum (1); the slider stops
  /// at the step nearest it.
  public func adjust(
    toNormalizedSliderPosition position: CGFloat, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let outcome = adjust(to: String(Double(min(1, max(0, position)))), role: .slider)
    if let outcome { reportFailure("Failed to adjust slider: \(outcome)", file: file, line: line) }
  }

  /// Turns a picker wheel to the option titled `value`; fails the test when the wheel has
  /// no such option.
  public func adjust(
    toPickerWheelValue value: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    if let outcome = adjust(to: value, role: .pickerWheel) {
      reportFailure("Failed to adjust picker wheel: \(outcome)", file: file, line: line)
      return
    }
    guard resolved()?.value == value else {
      reportFailure(
        "Failed to adjust picker wheel: \(self) has no option \"\(value)\"", file: file,
        line: line)
      return
    }
  }

  private func adjust(to value: String, role: AccessibilityRole) -> String? {
    app.runner.withFrame { frame, actions -> String? in
      guard let element = locator.resolve(in: frame) else {
        return "No matches found for \(self) in the current screen"
      }
      guard element.role == role else { return "\(self) is not a \(ElementType(role))" }
      guard element.isEnabled else { return "\(self) is not enabled" }
      actions.adjust(element.id, to: value)
      return nil
    }
  }

  /// Types text into the element, which must have keyboard focus (tap it first).
  public func typeText(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    let outcome = app.runner.withFrame { frame, actions -> String? in
      if case .application = locator {
        guard frame.hasTextFocus else {
          return "Neither the application nor any descendant has keyboard focus"
        }
      } else {
        guard let element = locator.resolve(in: frame) else {
          return "No matches found for \(self) in the current screen"
        }
        guard element.hasFocus, frame.hasTextFocus else {
          return "Neither element nor any descendant has keyboard focus: \(self)"
        }
      }
      actions.type(text)
      return nil
    }
    if let outcome { reportFailure("Failed to type text: \(outcome)", file: file, line: line) }
  }

  /// Presses a key, with modifiers, in the app.
  public func typeKey(
    _ key: TUIKeyboardKey, modifierFlags: TUIKeyModifierFlags = [],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    app.runner.withFrame { _, actions in actions.press(key.with(modifierFlags)) }
  }

  /// Presses `keys` in one go, as a paste, a password manager or a fast typist sends them:
  /// the app reads them together, and the call returns once it has handled them all. (Not
  /// in XCUITest, whose `typeKey` waits for each key before the next.)
  public func typeKeys(_ keys: [TUIKeyboardKey]) {
    app.runner.withFrame { _, actions in actions.press(keys.map(\.key)) }
  }

  /// Pastes `text` as a terminal pastes it (bracketed, in one piece) into the control with
  /// focus: a text field inserts it, a `PasteButton` hands it over. (Not in XCUITest, whose
  /// tests set `UIPasteboard` and press Paste.)
  public func paste(_ text: String) {
    app.runner.withFrame { _, actions in actions.press(.paste(text)) }
  }

  /// Presses a character key: `typeKey("c", modifierFlags: .control)`.
  public func typeKey(_ key: String, modifierFlags: TUIKeyModifierFlags) {
    typeKey(TUIKeyboardKey(stringLiteral: key), modifierFlags: modifierFlags)
  }

  /// Waits until the element exists, letting the app run (the main queue and run loop)
  /// meanwhile; true when it appeared in time.
  public func waitForExistence(timeout: TimeInterval) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while true {
      if exists { return true }
      if Date() >= deadline { return false }
      app.runner.waitForChange(until: deadline)
    }
  }

  /// Waits until the element is gone; true when it went in time.
  public func waitForNonExistence(timeout: TimeInterval) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while true {
      if !exists { return true }
      if Date() >= deadline { return false }
      app.runner.waitForChange(until: deadline)
    }
  }

  /// Waits until `condition` holds for the element (a label reads a value, a button is
  /// enabled), letting the app run meanwhile; true when it held in time. The counterpart of
  /// XCUITest's predicate expectations.
  public func wait(timeout: TimeInterval, until condition: (TUIElement) -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while true {
      if condition(self) { return true }
      if Date() >= deadline { return false }
      app.runner.waitForChange(until: deadline)
    }
  }

  // MARK: Queries under this element

  public func descendants(matching type: ElementType) -> TUIElementQuery {
    TUIElementQuery(app: app, base: locator, type: type)
  }

  public func children(matching type: ElementType) -> TUIElementQuery {
    TUIElementQuery(app: app, base: locator, type: type, directChildrenOnly: true)
  }

  public var buttons: TUIElementQuery { descendants(matching: .button) }
  public var textFields: TUIElementQuery { descendants(matching: .textField) }
  public var secureTextFields: TUIElementQuery { descendants(matching: .secureTextField) }
  public var staticTexts: TUIElementQuery { descendants(matching: .staticText) }
  public var alerts: TUIElementQuery { descendants(matching: .alert) }
  public var cells: TUIElementQuery { descendants(matching: .cell) }
  public var tables: TUIElementQuery { descendants(matching: .table) }
  public var switches: TUIElementQuery { descendants(matching: .switch) }
  public var toggles: TUIElementQuery { descendants(matching: .toggle) }
  public var otherElements: TUIElementQuery { descendants(matching: .other) }
  public var scrollViews: TUIElementQuery { descendants(matching: .scrollView) }
  public var progressIndicators: TUIElementQuery { descendants(matching: .progressIndicator) }
  public var activityIndicators: TUIElementQuery { descendants(matching: .activityIndicator) }
  public var navigationBars: TUIElementQuery { descendants(matching: .navigationBar) }
  public var steppers: TUIElementQuery { descendants(matching: .stepper) }
  public var images: TUIElementQuery { descendants(matching: .image) }
  public var segmentedControls: TUIElementQuery { descendants(matching: .segmentedControl) }
  public var sliders: TUIElementQuery { descendants(matching: .slider) }
  public var pickers: TUIElementQuery { descendants(matching: .picker) }
  public var pickerWheels: TUIElementQuery { descendants(matching: .pickerWheel) }
  public var datePickers: TUIElementQuery { descendants(matching: .datePicker) }
  public var colorWells: TUIElementQuery { descendants(matching: .colorWell) }
  public var searchFields: TUIElementQuery { descendants(matching: .searchField) }
  public var textViews: TUIElementQuery { descendants(matching: .textView) }
  /// Presented sheets and full-screen covers.
  public var sheets: TUIElementQuery { descendants(matching: .sheet) }
  public var tabBars: TUIElementQuery { descendants(matching: .tabBar) }

  public var description: String {
    switch locator {
    case .application: "app"
    case .all(let query): query.description
    case .match(let query, let index): index == 0 ? query.description : "\(query)[\(index)]"
    }
  }
}
