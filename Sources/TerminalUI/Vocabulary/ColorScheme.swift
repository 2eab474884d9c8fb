/// Light or dark; terminals are taken to be dark.
public enum ColorScheme: Hashable, Sendable {
  case light, dark
}
