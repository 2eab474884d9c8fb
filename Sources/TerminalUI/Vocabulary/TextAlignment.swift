/// How text lines up within its frame.
public enum TextAlignment: Hashable, Sendable {
  case leading, center, trailing
}
