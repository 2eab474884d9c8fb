/// What kind of control an accessibility element is.
public enum AccessibilityRole: String, Codable, Hashable, Sendable {
  case application, button, textField, secureTextField, staticText, alert, cell, table
  case toggle, progressIndicator, activityIndicator, scrollView, navigationBar, other
  case stepper, image
  case segmentedControl, slider, picker, pickerWheel, datePicker
  case searchField
  case textView
  case sheet
  case tabBar
  case colorWell
}
