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
  /// A segment, an option or a tab that is the chosen one.
  public var isSelected: Bool
  /// A view with a drag gesture: UI tests' swipes drag across it rather than turn the wheel.
  public var isDraggable = false

  public init(
    id: Int, parent: Int?, role: AccessibilityRole, identifier: String = "", label: String = "",
    value: String? = nil, placeholder: String? = nil, isEnabled: Bool = true,
    hasFocus: Bool = false, isHittable: Bool = true, frame: Rect, isSelected: Bool = false
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
    self.isSelected = isSelected
  }
}
