/// What kind of control an accessibility element is.
public enum AccessibilityRole: String, Codable, Hashable, Sendable {
  case application, button, textField, secureTextField, staticText, alert, cell, table
  case toggle, progressIndicator, activityIndicator, scrollView, navigationBar, other
}

/// One element of the accessibility tree a frame exposes, as UI tests query it.
public struct AccessibilityElement: Codable, Hashable, Sendable {
  public var id: Int
  public var parent: Int?
  public var role: AccessibilityRole
  public var identifier: String
  public var label: String
  public var value: String?
  public var placeholder: String?
  public var isEnabled: Bool
  public var hasFocus: Bool
  public var isHittable: Bool
  public var frame: Rect

  public init(
    id: Int, parent: Int?, role: AccessibilityRole, identifier: String = "", label: String = "",
    value: String? = nil, placeholder: String? = nil, isEnabled: Bool = true,
    hasFocus: Bool = false, isHittable: Bool = true, frame: Rect
  ) {
    self.id = id
    self.parent = parent
    self.role = role
    self.identifier = identifier
    self.label = label
    self.value = value
    self.placeholder = placeholder
    self.isEnabled = isEnabled
    self.hasFocus = hasFocus
    self.isHittable = isHittable
    self.frame = frame
  }
}

extension Rect: Codable {
  enum CodingKeys: String, CodingKey { case x, y, width, height }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      x: try container.decode(Int.self, forKey: .x), y: try container.decode(Int.self, forKey: .y),
      width: try container.decode(Int.self, forKey: .width),
      height: try container.decode(Int.self, forKey: .height))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
  }
}

/// What a UI test can do to an element: press it, or give it keyboard focus.
@MainActor
struct AccessibilityActions {
  var activate: (@MainActor () -> Void)?
  var focusNode: Node?
}
