import Foundation

/// Read-only text: SwiftUI's `Text`. It wraps at word boundaries (anywhere between Japanese
/// characters), takes the styles set on it or around it, and joins with `+`.
///
/// ```swift
/// Text("降水確率: ").bold() + Text("\(percent)%").foregroundColor(.blue)
/// ```
public struct Text: Hashable, Sendable {
  struct Run: Hashable {
    var string: String
    var foreground: Color?
    var font: Font?
    var bold = false
    var italic = false
    var underline = false
    var strikethrough = false
  }

  var runs: [Run]

  public init(_ key: LocalizedStringKey) { runs = [Run(string: key.text)] }

  public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

  public init(verbatim content: String) { runs = [Run(string: content)] }

  /// A date, formatted as `Text(date, style: .time)` would show it.
  public init(_ date: Date, style: DateStyle) {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "ja_JP")
    formatter.dateStyle = style == .date ? .medium : .none
    formatter.timeStyle = style == .time ? .short : .none
    runs = [Run(string: formatter.string(from: date))]
  }

  public enum DateStyle: Hashable, Sendable { case time, date }

  var plainText: String { runs.map(\.string).joined() }

  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = lhs
    text.runs += rhs.runs
    return text
  }

  private func modified(_ change: (inout Run) -> Void) -> Text {
    var text = self
    for index in text.runs.indices { change(&text.runs[index]) }
    return text
  }

  public func foregroundColor(_ color: Color?) -> Text { modified { $0.foreground = color } }
  public func foregroundStyle(_ color: Color) -> Text { modified { $0.foreground = color } }
  public func font(_ font: Font?) -> Text { modified { $0.font = font } }
  public func bold() -> Text { modified { $0.bold = true } }
  public func bold(_ isActive: Bool) -> Text { modified { $0.bold = isActive } }
  public func italic() -> Text { modified { $0.italic = true } }
  public func underline(_ isActive: Bool = true) -> Text { modified { $0.underline = isActive } }
  public func strikethrough(_ isActive: Bool = true) -> Text {
    modified { $0.strikethrough = isActive }
  }
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    modified { run in
      run.bold = (weight?.value ?? 400) >= Font.Weight.semibold.value
    }
  }
}

extension Text: View, PrimitiveView {
  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let environment = context.environment
    let base = environment.textStyle
    let spans = runs.map { run -> TextElement.Span in
      var style = base
      if let foreground = run.foreground {
        style.foreground = foreground.terminalColor(environment.colorMode)
      }
      if let font = run.font {
        style.bold = style.bold || font.isBold
        style.dim = style.dim || font.isDim
        style.italic = style.italic || font.isItalic
      }
      style.bold = style.bold || run.bold
      style.italic = style.italic || run.italic
      style.underline = style.underline || run.underline || run.strikethrough
      let string = environment.textCase.map { $0.apply(run.string) } ?? run.string
      return TextElement.Span(string: string, style: style)
    }
    output.append(
      TextElement(
        spans: spans, lineLimit: environment.lineLimit,
        alignment: environment.multilineTextAlignment))
  }
}
