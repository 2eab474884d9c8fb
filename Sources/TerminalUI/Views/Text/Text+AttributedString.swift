import Foundation

extension Text {
  /// Text from an attributed string, each run with its SwiftUI attributes — foreground
  /// colour, font (bold, italic), underline and strikethrough: SwiftUI's `Text(_:)` for an
  /// `AttributedString`.
  ///
  /// ```swift
  /// var greeting = AttributedString("Hello, world")
  /// if let range = greeting.range(of: "world") {
  ///   greeting[range].foregroundColor = .blue
  ///   greeting[range].font = .body.bold()
  /// }
  /// Text(greeting)
  /// ```
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    var runs: [Run] = []
    for run in attributedContent.runs {
      var shown = Run(string: String(attributedContent[run.range].characters))
      shown.foreground = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
      shown.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
      shown.underline =
        run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] != nil
      shown.strikethrough =
        run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] != nil
      runs.append(shown)
    }
    self.runs = runs.isEmpty ? [Run(string: "")] : runs
  }
}

extension AttributeScopes {
  /// The attributes SwiftUI's text reads from an `AttributedString`: SwiftUI's
  /// `AttributeScopes.SwiftUIAttributes`.
  public struct SwiftUIAttributes: AttributeScope {
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let font: FontAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let foundation: FoundationAttributes

    /// The colour of a run's text.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }

    /// The colour behind a run's text: accepted.
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }

    /// A run's font: bold and italic are drawn, sizes are one size in a terminal.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }

    /// A run's underline, drawn as an underline.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }

    /// A run's strikethrough, drawn as an underline (terminals seldom strike through).
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }
  }

  /// SwiftUI's attributes.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// `string.foregroundColor = .blue`, `string[range].font = .body.bold()`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension Text {
  /// How a line through or under text is drawn: SwiftUI's `Text.LineStyle`. A terminal draws
  /// one kind of line.
  public struct LineStyle: Hashable, Sendable {
    public let pattern: Pattern
    public let color: Color?

    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    public static let single = LineStyle()

    /// The pattern of the line.
    public enum Pattern: Hashable, Sendable {
      case solid, dot, dash, dashDot, dashDotDot
    }
  }
}
