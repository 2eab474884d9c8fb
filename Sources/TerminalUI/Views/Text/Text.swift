import Foundation
import TerminalKit

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
    /// One of TerminalUI's own words, put in the environment's language when resolved
    /// (`string` holds it in English until then).
    var word: SystemWord?
    /// A date, formatted in the environment's locale when resolved.
    var date: Date?
    var dateStyle: DateStyle?
    /// `Text(timerInterval:)`'s interval: the clock stops at its ends.
    var timerInterval: ClosedRange<Date>?
    /// Whether that clock counts down to the interval's end (else up from its start), and
    /// whether it shows hours (else minutes past 59).
    var countsDown = true
    var showsHours = true
    /// Values set with `customAttribute(_:)`, for a text renderer to read.
    var customAttributes: [AnyTextAttribute] = []
    /// Whether the run came from a `Text` interpolated into another: what it set itself
    /// (a colour, a font, bold…) wins over the outer text's modifiers, as in SwiftUI.
    var isInterpolated = false

    /// The run's string as shown in `environment`.
    func shown(in environment: EnvironmentValues) -> String {
      if let timerInterval {
        let now = min(max(Date(), timerInterval.lowerBound), timerInterval.upperBound)
        let anchor = countsDown ? timerInterval.upperBound : timerInterval.lowerBound
        return RelativeDateText.timer(anchor, at: now, showsHours: showsHours)
      }
      if let date, let dateStyle { return Text.format(date, dateStyle, in: environment.locale) }
      return word.map { $0.text(environment.systemWords) } ?? string
    }
  }

  var runs: [Run]

  public init(_ key: LocalizedStringKey) { runs = key.runs }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

  public init(verbatim content: String) { runs = [Run(string: content)] }

  /// One of TerminalUI's own words, in the language of the environment it is shown in.
  init(_ word: SystemWord) {
    runs = [Run(string: word.text(.english), word: word)]
  }

  /// A date, formatted as `Text(date, style: .time)` shows it: in the environment's locale,
  /// when the text is shown.
  public init(_ date: Date, style: DateStyle) {
    runs = [
      Run(
        string: Self.format(date, style, in: Locale(identifier: "en_US")), date: date,
        dateStyle: style)
    ]
  }

  static func format(_ date: Date, _ style: DateStyle, in locale: Locale, now: Date = Date())
    -> String
  {
    switch style {
    case .relative: return RelativeDateText.relative(date, to: now, locale: locale)
    case .offset: return RelativeDateText.offset(date, from: now, locale: locale)
    case .timer: return RelativeDateText.timer(date, at: now)
    case .time, .date:
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.dateStyle = style == .date ? .medium : .none
      formatter.timeStyle = style == .time ? .short : .none
      return formatter.string(from: date)
    }
  }

  /// How `Text(_:style:)` shows a date: SwiftUI's `Text.DateStyle`. `.relative`, `.offset`
  /// and `.timer` count from now and are drawn again each second while on screen.
  public enum DateStyle: Hashable, Sendable {
    /// The time of day: `6:30 PM`.
    case time
    /// The date: `Dec 24, 2026`.
    case date
    /// How far the date is from now, either way: `2 hr, 5 min`.
    case relative
    /// The signed distance from now: `+2 hr, 5 min` (to come), `-5 min` (past).
    case offset
    /// A clock counting from or to the date: `12:05`, `1:02:03`.
    case timer

    /// Whether the text changes as time passes.
    var isLive: Bool { self == .relative || self == .offset || self == .timer }
  }

  var plainText: String { runs.map(\.string).joined() }

  /// The text as shown in `environment`: TerminalUI's words and dates in its locale.
  func plainText(in environment: EnvironmentValues) -> String {
    runs.map { $0.shown(in: environment) }.joined()
  }

  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = lhs
    text.runs += rhs.runs
    return text
  }

  private func modified(_ change: (inout Run) -> Void) -> Text {
    var text = self
    for index in text.runs.indices {
      let own = text.runs[index]
      change(&text.runs[index])
      guard own.isInterpolated else { continue }
      // An interpolated text keeps what it set: the outer modifier fills in the rest.
      text.runs[index].foreground = own.foreground ?? text.runs[index].foreground
      text.runs[index].font = own.font ?? text.runs[index].font
      text.runs[index].bold = own.bold || text.runs[index].bold
      text.runs[index].italic = own.italic || text.runs[index].italic
      text.runs[index].underline = own.underline || text.runs[index].underline
      text.runs[index].strikethrough = own.strikethrough || text.runs[index].strikethrough
    }
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
    let element = element(in: context.environment)
    if let renderer = context.environment.textRenderer {
      output.append(
        TextRendererElement(text: element, renderer: renderer, environment: context.environment))
    } else {
      output.append(element)
    }
  }

  /// The text as drawn in `environment`: what it resolves to, and what a `Canvas` draws.
  @MainActor
  func element(in environment: EnvironmentValues) -> TextElement {
    let base = environment.textStyle
    let masks = environment.masksText
    let spans = runs.map { run -> TextElement.Span in
      var style = base
      if let foreground = run.foreground {
        style.foreground = foreground.textColor(environment.colorMode)
      }
      if let font = run.font {
        style.bold = style.bold || font.isBold
        style.dim = style.dim || font.isDim
        style.italic = style.italic || font.isItalic
      }
      style.bold = style.bold || run.bold
      style.italic = style.italic || run.italic
      style.underline = style.underline || run.underline || run.strikethrough
      let text = run.shown(in: environment)
      var string = environment.textCase.map { $0.apply(text) } ?? text
      if masks {
        style.dim = true
        string = Self.masked(string)
      }
      return TextElement.Span(string: string, style: style, attributes: run.customAttributes)
    }
    let element = TextElement(
      spans: spans, lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment)
    element.isLive = runs.contains { $0.date != nil && $0.dateStyle?.isLive == true }
    return element
  }

  /// `string` as a redacted placeholder: each character a `▒` per column it takes, spaces
  /// and line breaks kept.
  static func masked(_ string: String) -> String {
    var masked = ""
    for character in string {
      if character.isWhitespace {
        masked.append(character)
      } else {
        masked += String(repeating: "▒", count: max(1, CharacterWidth.of(character)))
      }
    }
    return masked
  }
}
