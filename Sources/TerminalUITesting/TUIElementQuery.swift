internal import TerminalKit

/// Finds elements of a running app: XCUITest's `XCUIElementQuery`. A query is a description,
/// evaluated against the current frame each time it is used.
///
/// ```swift
/// app.buttons["loginButton"].tap()
/// app.alerts["エラー"].buttons["はい"].tap()
/// ```
public final class TUIElementQuery: @unchecked Sendable, CustomStringConvertible {
  enum Filter {
    /// Identifier, label, value or placeholder equal to the key.
    case key(String)
    case identifier(String)
    case label(String)
  }

  let app: TUIApplication
  let base: TUIElement.Locator
  let type: TUIElement.ElementType
  let filters: [Filter]
  let directChildrenOnly: Bool

  init(
    app: TUIApplication, base: TUIElement.Locator, type: TUIElement.ElementType,
    filters: [Filter] = [], directChildrenOnly: Bool = false
  ) {
    self.app = app
    self.base = base
    self.type = type
    self.filters = filters
    self.directChildrenOnly = directChildrenOnly
  }

  /// The matching elements in a frame, in reading order.
  func matches(in frame: Frame) -> [AccessibilityElement] {
    // The elements searched under: none for the application, every match of a query.
    let roots: Set<Int>?
    switch base {
    case .application: roots = nil
    case .all(let query):
      roots = Set(query.matches(in: frame).map(\.id))
      if roots?.isEmpty == true { return [] }
    case .match:
      guard let resolved = base.resolve(in: frame) else { return [] }
      roots = [resolved.id]
    }
    return frame.elements.filter { element in
      if let roots {
        if directChildrenOnly {
          guard let parent = element.parent, roots.contains(parent) else { return false }
        } else {
          guard frame.isDescendant(element, ofAnyOf: roots) else { return false }
        }
      } else if directChildrenOnly, element.parent != nil {
        return false
      }
      guard type.matches(element.role) else { return false }
      return filters.allSatisfy { filter in
        switch filter {
        case .key(let key):
          element.identifier == key || element.label == key || element.value == key
            || element.placeholder == key
        case .identifier(let identifier): element.identifier == identifier
        case .label(let label): element.label == label
        }
      }
    }
  }

  private func refined(_ filter: Filter) -> TUIElementQuery {
    TUIElementQuery(
      app: app, base: base, type: type, filters: filters + [filter],
      directChildrenOnly: directChildrenOnly)
  }

  /// The first element whose identifier, label, value or placeholder is `key`.
  public subscript(key: String) -> TUIElement {
    TUIElement(app: app, locator: .match(refined(.key(key)), index: 0))
  }

  /// The element at an index among the matches.
  public func element(boundBy index: Int) -> TUIElement {
    TUIElement(app: app, locator: .match(self, index: index))
  }

  /// The first match.
  public var firstMatch: TUIElement { element(boundBy: 0) }

  /// The only match (the first, when a test expects one).
  public var element: TUIElement { element(boundBy: 0) }

  /// Every match now, each as an element bound to its index.
  public var allElementsBoundByIndex: [TUIElement] {
    (0..<count).map { element(boundBy: $0) }
  }

  /// The number of matches in the current frame.
  public var count: Int { app.runner.withFrame { frame, _ in matches(in: frame).count } }

  public func matching(identifier: String) -> TUIElementQuery { refined(.identifier(identifier)) }

  public func matching(_ type: TUIElement.ElementType, identifier: String?) -> TUIElementQuery {
    let query = TUIElementQuery(
      app: app, base: base, type: type, filters: filters, directChildrenOnly: directChildrenOnly)
    return identifier.map { query.refined(.identifier($0)) } ?? query
  }

  /// Elements of a type under any match, as XCUITest searches: `app.cells.staticTexts` is
  /// the texts of every cell.
  public func descendants(matching type: TUIElement.ElementType) -> TUIElementQuery {
    TUIElementQuery(app: app, base: .all(self), type: type)
  }

  /// Elements of a type directly under any match.
  public func children(matching type: TUIElement.ElementType) -> TUIElementQuery {
    TUIElementQuery(app: app, base: .all(self), type: type, directChildrenOnly: true)
  }

  public var description: String {
    let filterText = filters.map { filter -> String in
      switch filter {
      case .key(let key): "[\"\(key)\"]"
      case .identifier(let identifier): "(identifier: \"\(identifier)\")"
      case .label(let label): "(label: \"\(label)\")"
      }
    }.joined()
    let baseText =
      switch base {
      case .application: "app"
      case .all(let query): query.description
      case .match(let query, let index): index == 0 ? query.description : "\(query)[\(index)]"
      }
    return "\(baseText).\(type.queryName)\(filterText)"
  }
}
