import TerminalKit

/// A settings screen: SwiftUI's `Form`. Its sections are drawn one under the other, as a
/// terminal settings screen would have them — a bold header line closed by a rule, the rows
/// indented under it, a footer in the secondary style — with a blank line between sections,
/// and the whole scrolls to keep the focused control in view. Rows written straight in the
/// form, outside any section, form a section without a header.
///
/// Like a `List`, a form makes, lays out and draws only the rows on screen (see
/// ``FormElement``), so a form of hundreds of fields updates as fast as a short one. Focus
/// moves through the rows' controls in reading order (Tab, ↑/↓), rows out of view too, as on
/// a keyboard with Full Keyboard Access. A `Toggle` in a form is a row with its label at the left and
/// its switch at the right; a `Stepper` likewise.
///
/// ```swift
/// Form {
///   Section("通知") {
///     Toggle("プッシュ通知", isOn: $push)
///     Stepper("件数: \(count)", value: $count, in: 0...10)
///   } footer: {
///     Text("通知はいつでも止められます。")
///   }
/// }
/// ```
///
/// draws, 40 columns wide:
///
/// ```text
/// 通知 ───────────────────────────────────
///   プッシュ通知                      ━━●
///   件数: 3                          [−|+]
///   通知はいつでも止められます。
/// ```
public struct Form<Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var formContext = context
    formContext.environment.isInForm = true
    formContext.environment.makesListRows = false
    var segments: [RowSegment] = []
    formContext.collectRows(content, position: 0, into: &segments)
    let form = FormElement(
      node: context.node, segments: segments, scrollTargets: context.environment.scrollTargets)
    form.scrollsByUser = context.environment.isScrollEnabled
    output.append(form)
  }
}

private struct InFormKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether views are inside a `Form`: sections and toggles draw as its rows.
  var isInForm: Bool {
    get { self[InFormKey.self] }
    set { self[InFormKey.self] = newValue }
  }
}

/// Sections one under the other with a blank line between, made together: what a form row
/// that is itself sections becomes (a view whose body is sections, a section with a
/// modifier). Rows among them form sections without a header.
final class FormSectionsElement: Element {
  let sections: [FormSectionElement]

  init(sections: [FormSectionElement]) {
    self.sections = sections
    super.init()
    for section in sections { section.stackAxis = .vertical }
  }

  /// What a view made as one row of a form becomes: sections laid out as the form's when
  /// it made any, else the elements as one.
  static func row(_ elements: [Element]) -> Element {
    guard elements.contains(where: { $0 is FormSectionElement }) else {
      return Element.combine(elements)
    }
    var sections: [FormSectionElement] = []
    var loose: [Element] = []
    for element in elements {
      if let section = element as? FormSectionElement {
        if !loose.isEmpty {
          sections.append(FormSectionElement(header: nil, rows: loose, footer: nil))
          loose = []
        }
        sections.append(section)
      } else {
        loose.append(element)
      }
    }
    if !loose.isEmpty { sections.append(FormSectionElement(header: nil, rows: loose, footer: nil)) }
    return sections.count == 1 ? sections[0] : FormSectionsElement(sections: sections)
  }

  override var accessibilityText: String {
    sections.map(\.accessibilityText).filter { !$0.isEmpty }.joined(separator: " ")
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let child = Proposal(width: proposal.width, height: nil)
    var width = 0
    var height = max(0, sections.count - 1)
    for section in sections {
      let size = section.size(for: child)
      width = max(width, size.width)
      height = clampedSum(height, size.height)
    }
    return Size(width: proposal.width ?? width, height: height)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    var y = rect.y
    for section in sections {
      let height = section.size(for: Proposal(width: rect.width, height: nil)).height
      section.render(in: Rect(x: rect.x, y: y, width: rect.width, height: height), renderer)
      y += height + 1
    }
  }
}

/// One section of a form: a header line, its rows indented under it, a footer.
final class FormSectionElement: Element {
  /// Columns the rows and the footer are indented by.
  static let indent = 2
  /// Columns kept free at the right, where a scroll bar goes.
  static let margin = 1

  let header: Element?
  let rows: [Element]
  let footer: Element?

  init(header: Element?, rows: [Element], footer: Element?) {
    self.header = header
    self.rows = rows
    self.footer = footer
    super.init()
    for row in rows { row.stackAxis = .vertical }
  }

  override var accessibilityText: String {
    ([header] + rows + [footer]).compactMap { $0?.accessibilityText }.filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  private var inset: Int { Self.indent + Self.margin }

  private func rowProposal(_ width: Int?) -> Proposal {
    Proposal(width: width.map { max(0, $0 - inset) }, height: nil)
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    var width = 0
    var height = 0
    if let header {
      let size = header.size(
        for: Proposal(width: proposal.width.map { $0 - Self.margin }, height: nil))
      width = clampedSum(size.width, Self.margin)
      height = max(1, size.height)
    }
    for row in rows + [footer].compactMap({ $0 }) {
      let size = row.size(for: rowProposal(proposal.width))
      width = max(width, clampedSum(size.width, inset))
      height = clampedSum(height, size.height)
    }
    return Size(width: proposal.width ?? width, height: height)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    var y = rect.y
    if let header {
      y += Self.drawHeader(header, x: rect.x, y: y, width: rect.width, renderer)
    }
    for row in rows + [footer].compactMap({ $0 }) {
      y += Self.drawRow(row, x: rect.x, y: y, width: rect.width, renderer)
    }
  }

  /// The lines a header takes in a section `width` columns wide.
  static func headerHeight(_ header: Element, width: Int) -> Int {
    max(1, header.size(for: Proposal(width: max(0, width - margin), height: nil)).height)
  }

  /// The lines a row (or a footer) takes in a section `width` columns wide.
  static func rowHeight(_ row: Element, width: Int) -> Int {
    row.size(for: Proposal(width: max(0, width - indent - margin), height: nil)).height
  }

  /// Draws a header at the left of a section `width` columns wide, a one-line header closed
  /// by a rule to the right edge; returns the lines it took.
  static func drawHeader(_ header: Element, x: Int, y: Int, width: Int, _ renderer: Renderer)
    -> Int
  {
    let size = header.size(for: Proposal(width: max(0, width - margin), height: nil))
    header.render(in: Rect(x: x, y: y, width: size.width, height: size.height), renderer)
    if size.height == 1, size.width + 2 < width - margin {
      var style = CellStyle()
      style.dim = true
      for column in (x + size.width + 1)..<(x + width - margin) {
        renderer.put("─", width: 1, x: column, y: y, style: style)
      }
    }
    return max(1, size.height)
  }

  /// Draws a row (or a footer) indented in a section `width` columns wide; returns the lines
  /// it took.
  static func drawRow(_ row: Element, x: Int, y: Int, width: Int, _ renderer: Renderer) -> Int {
    let size = row.size(for: Proposal(width: max(0, width - indent - margin), height: nil))
    if let background = row as? ListRowBackgroundElement {
      // A row background fills the row across the section, the content indented on it.
      background.renderRow(
        Rect(x: x, y: y, width: max(0, width - margin), height: size.height),
        content: Rect(
          x: x + indent, y: y, width: min(size.width, max(0, width - indent - margin)),
          height: size.height),
        renderer)
      return size.height
    }
    row.render(
      in: Rect(
        x: x + indent, y: y, width: min(size.width, max(0, width - indent - margin)),
        height: size.height),
      renderer)
    return size.height
  }
}
