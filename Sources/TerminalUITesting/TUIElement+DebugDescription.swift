import Foundation
internal import TerminalKit

extension TUIElement: CustomDebugStringConvertible {
  /// The element and everything under it in the current frame, one line each, as XCUITest's
  /// `debugDescription` prints them: for debugging a query.
  ///
  /// ```
  /// Attributes: Button, {{2.0, 5.0}, {12.0, 1.0}}, identifier: 'loginButton', label: 'ログイン', Disabled
  /// Element subtree:
  ///  →Button, {{2.0, 5.0}, {12.0, 1.0}}, identifier: 'loginButton', label: 'ログイン', Disabled
  /// ```
  public var debugDescription: String {
    app.runner.withFrame { frame, _ in
      let children = Dictionary(grouping: frame.elements.filter { $0.parent != nil }) {
        $0.parent ?? -1
      }
      var lines: [String] = []
      func subtree(_ element: AccessibilityElement, depth: Int) {
        let marker = depth == 0 ? " →" : String(repeating: "  ", count: depth + 1)
        lines.append(marker + Self.attributes(of: element))
        for child in children[element.id] ?? [] { subtree(child, depth: depth + 1) }
      }
      if case .application = locator {
        lines.append("Attributes: Application")
        lines.append("Element subtree:")
        lines.append(" →Application")
        for root in frame.elements where root.parent == nil { subtree(root, depth: 1) }
      } else {
        guard let element = locator.resolve(in: frame) else {
          return "No matches found for \(self) in the current screen"
        }
        lines.append("Attributes: " + Self.attributes(of: element))
        lines.append("Element subtree:")
        subtree(element, depth: 0)
      }
      return lines.joined(separator: "\n")
    }
  }

  /// One element as XCUITest describes it: its type, frame, identifier, label, value and
  /// the states that are set.
  private static func attributes(of element: AccessibilityElement) -> String {
    let type = String(describing: ElementType(element.role))
    let frame = CGRect(cells: element.frame)
    var parts = [
      type.prefix(1).uppercased() + type.dropFirst(),
      "{{\(frame.minX), \(frame.minY)}, {\(frame.width), \(frame.height)}}",
    ]
    if !element.identifier.isEmpty { parts.append("identifier: '\(element.identifier)'") }
    if !element.label.isEmpty { parts.append("label: '\(element.label)'") }
    if let value = element.value { parts.append("value: \(value)") }
    if let placeholder = element.placeholder {
      parts.append("placeholderValue: '\(placeholder)'")
    }
    if element.hasFocus { parts.append("Focused") }
    if element.isSelected { parts.append("Selected") }
    if !element.isEnabled { parts.append("Disabled") }
    return parts.joined(separator: ", ")
  }
}
