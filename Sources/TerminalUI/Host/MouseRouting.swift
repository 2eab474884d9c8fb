import TerminalKit

/// Where the mouse acts in a frame: the element under the pointer, found from the frames
/// the last layout gave the accessibility elements.
///
/// Elements come parents first and in drawing order, so the last one under the pointer is
/// the innermost and the one drawn on top (an alert over the screen). Elements that cannot
/// be hit (under an alert or a sheet, scrolled out of view) are passed over.
@MainActor
enum MouseRouting {
  /// How far one notch of the wheel scrolls, in rows.
  static let rowsPerNotch = 3

  /// The innermost element at a cell that can be hit and satisfies `accepts`.
  static func element(
    at column: Int, _ row: Int, in elements: [AccessibilityElement],
    accepting accepts: (AccessibilityElement) -> Bool
  ) -> AccessibilityElement? {
    elements.last { element in
      element.isHittable && element.frame.contains(column: column, row: row) && accepts(element)
    }
  }

  /// The element and its containers, innermost first.
  static func chain(from element: AccessibilityElement, in elements: [AccessibilityElement])
    -> [AccessibilityElement]
  {
    var chain = [element]
    var parent = element.parent
    while let id = parent, elements.indices.contains(id), chain.count <= elements.count {
      chain.append(elements[id])
      parent = elements[id].parent
    }
    return chain
  }
}
