/// The terminal glyphs SF Symbols names are drawn as, for `Image(systemName:)` and
/// `Label(_:systemImage:)`.
///
/// Each glyph takes one or two columns, counted the same by ``CharacterWidth`` and by
/// terminals:
/// - narrow, non-emoji glyphs where one carries the meaning (☆ ★ ♡ ♥ ✓ ✕ + − ⚙ ⌂ › ‹ → ○ ●
///   ☐ ☑ ⓘ ⚠ ✉ ✎ …); those Unicode calls ambiguous (★, ○, →, ⓘ) are drawn one column wide,
///   as terminals draw them by default;
/// - two-column emoji where none does (👤 person, 🔍 magnifyingglass, 🔔 bell, 📅 calendar,
///   🔒 lock…), only ones whose East Asian width is Wide, so every terminal gives them two
///   columns too. Emoji that terminals count as one column but draw as two (🗑 U+1F5D1, 🖼,
///   🌡) are never used: `trash` is ⌫.
///
/// A name not in the table is looked up without its last parts: `person.crop.circle.fill`
/// draws as `person`, keeping `.fill` where the shorter name has a filled form
/// (`heart.circle.fill` draws ♥). A name still unknown, and an asset image
/// (`Image("logo")`), draws as ``fallback``, ◌ — the dotted circle Unicode uses for "a
/// glyph goes here" — and UI tests still find the image by its name.
public enum SystemSymbols {
  /// What an unknown symbol or an asset image is drawn as.
  public static let fallback: Character = "◌"

  /// The glyph a symbol name is drawn as, or nil when neither it nor a shorter form of it
  /// is known.
  public static func glyph(for name: String) -> Character? {
    if let glyph = glyphs[name] { return glyph }
    var parts = name.split(separator: ".")
    let filled = parts.contains("fill")
    while parts.count > 1 {
      parts.removeLast()
      let shorter = parts.joined(separator: ".")
      if filled, parts.last != "fill", let glyph = glyphs[shorter + ".fill"] { return glyph }
      if let glyph = glyphs[shorter] { return glyph }
    }
    return nil
  }

  /// Every known name and its glyph.
  public static let glyphs: [String: Character] = [
    "star": "☆",
    "star.fill": "★",
    "heart": "♡",
    "heart.fill": "♥",
    "checkmark": "✓",
    "checkmark.circle": "✓",
    "checkmark.circle.fill": "✔",
    "checkmark.square": "☑",
    "checkmark.square.fill": "☑",
    "xmark": "✕",
    "xmark.circle": "⊗",
    "xmark.circle.fill": "⊗",
    "xmark.square": "☒",
    "plus": "+",
    "plus.circle": "⊕",
    "plus.circle.fill": "⊕",
    "plus.square": "⊞",
    "minus": "−",
    "minus.circle": "⊖",
    "minus.square": "⊟",
    "multiply": "×",
    "divide": "÷",
    "equal": "=",
    "trash": "⌫",
    "delete.left": "⌫",
    "gear": "⚙",
    "gearshape": "⚙",
    "gearshape.fill": "⚙",
    "person": "👤",
    "person.2": "👥",
    "house": "⌂",
    "magnifyingglass": "🔍",
    "chevron.right": "›",
    "chevron.left": "‹",
    "chevron.forward": "›",
    "chevron.backward": "‹",
    "chevron.up": "⌃",
    "chevron.down": "⌄",
    "arrow.right": "→",
    "arrow.left": "←",
    "arrow.up": "↑",
    "arrow.down": "↓",
    "arrow.up.right": "↗",
    "arrow.down.left": "↙",
    "arrow.clockwise": "↻",
    "arrow.counterclockwise": "↺",
    "arrow.triangle.2.circlepath": "⟳",
    "arrow.up.arrow.down": "⇅",
    "arrow.left.arrow.right": "⇄",
    "arrow.uturn.backward": "↩",
    "arrow.uturn.left": "↩",
    "circle": "○",
    "circle.fill": "●",
    "largecircle.fill.circle": "◉",
    "square": "☐",
    "square.fill": "■",
    "square.grid.2x2": "⊞",
    "bell": "🔔",
    "bell.slash": "🔕",
    "calendar": "📅",
    "clock": "◷",
    "timer": "◷",
    "alarm": "⏰",
    "hourglass": "⌛",
    "info": "ⓘ",
    "info.circle": "ⓘ",
    "exclamationmark": "!",
    "exclamationmark.circle": "!",
    "exclamationmark.triangle": "⚠",
    "questionmark": "?",
    "questionmark.circle": "?",
    "envelope": "✉",
    "phone": "☎",
    "pencil": "✎",
    "square.and.pencil": "✎",
    "square.and.arrow.up": "⇧",
    "square.and.arrow.down": "⇩",
    "doc": "📄",
    "folder": "📁",
    "paperplane": "➤",
    "lock": "🔒",
    "lock.open": "🔓",
    "key": "🔑",
    "lightbulb": "💡",
    "pin": "📌",
    "paperclip": "📎",
    "chart.bar": "📊",
    "globe": "🌐",
    "link": "🔗",
    "cart": "🛒",
    "bookmark": "🔖",
    "flag": "⚑",
    "mappin": "📍",
    "location": "⌖",
    "camera": "📷",
    "play": "▶",
    "play.fill": "▶",
    "pause": "‖",
    "stop": "■",
    "forward": "»",
    "backward": "«",
    "sun.max": "☀",
    "moon": "☾",
    "cloud": "☁",
    "cloud.rain": "☂",
    "snowflake": "❄",
    "bolt": "⚡",
    "wind": "≋",
    "list.bullet": "≡",
    "line.3.horizontal": "≡",
    "line.horizontal.3": "≡",
    "ellipsis": "…",
    "ellipsis.circle": "⋯",
    "speaker.wave.2": "🔊",
    "speaker.slash": "🔇",
    "music.note": "♪",
    "mic": "🎤",
    "hand.thumbsup": "👍",
    "sparkles": "✨",
    "flame": "🔥",
    "keyboard": "⌨",
    "return": "⏎",
    "command": "⌘",
    "option": "⌥",
    "shift": "⇧",
    "rectangle.portrait.and.arrow.right": "⇥",
    "creditcard": "💳",
    "gift": "🎁",
    "cup.and.saucer": "☕",
    "book": "📖",
    "airplane": "✈",
    "car": "🚗",
    "crown": "♔",
    "scissors": "✂",
    "trophy": "🏆",
    "message": "💬",
    "bubble.left": "💬",
    "iphone": "📱",
    "laptopcomputer": "💻",
    "at": "@",
    "number": "#",
    "percent": "%",
    "dollarsign": "$",
    "yensign": "¥",
  ]
}
