import TerminalKit

/// Flexible space along its stack's axis.
final class SpacerElement: Element {
  let minLength: Int?

  init(minLength: Int?) { self.minLength = minLength }

  override var isSpacer: Bool { true }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    switch stackAxis {
    case .horizontal:
      let least = minLength ?? 1
      return Size(width: max(least, proposal.width ?? least), height: 0)
    case .vertical:
      let least = minLength ?? 0
      return Size(width: 0, height: max(least, proposal.height ?? least))
    case nil:
      return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }
  }
}
