import Foundation

/// Where a popover's arrow points: SwiftUI's `PopoverAttachmentAnchor`. A terminal popover is
/// a sheet, so the anchor is accepted.
public enum PopoverAttachmentAnchor {
  /// A rectangle of the view, from an anchor source (`.bounds`).
  case rect(Anchor<CGRect>.Source)
  /// A point of the view (`.top`, `.center`).
  case point(UnitPoint)
}

/// How a presentation adapts where there is no room for it: SwiftUI's
/// `PresentationAdaptation`. Accepted: a terminal presents popovers and sheets one way.
public struct PresentationAdaptation: Hashable, Sendable {
  let name: String
  public static let automatic = PresentationAdaptation(name: "automatic")
  public static let none = PresentationAdaptation(name: "none")
  public static let popover = PresentationAdaptation(name: "popover")
  public static let sheet = PresentationAdaptation(name: "sheet")
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether the views behind a presentation take input: SwiftUI's
/// `PresentationBackgroundInteraction`. Accepted: a terminal sheet covers the window and
/// takes every key.
public struct PresentationBackgroundInteraction: Sendable {
  let name: String
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  { .enabled }
}

/// Whether a swipe in a sheet scrolls its content or resizes the sheet: SwiftUI's
/// `PresentationContentInteraction`. Accepted: a terminal sheet is not resized.
public struct PresentationContentInteraction: Hashable, Sendable {
  let name: String
  public static let automatic = PresentationContentInteraction(name: "automatic")
  public static let resizes = PresentationContentInteraction(name: "resizes")
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

extension View {
  /// Presents `content` while `isPresented` is true: SwiftUI's popover. A terminal has no
  /// floating bubble to point at the view, so the popover is a sheet, as on an iPhone: Esc
  /// or `dismiss()` inside it sets `isPresented` back to false.
  public func popover<Content: View>(
    isPresented: Binding<Bool>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents `content` for `item` while it is not nil, as a sheet; dismissing sets it to
  /// nil.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// How a presentation adapts to a compact size: accepted (see ``PresentationAdaptation``).
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    self
  }

  /// How a presentation adapts, horizontally and vertically: accepted.
  public func presentationCompactAdaptation(
    horizontal: PresentationAdaptation, vertical: PresentationAdaptation
  ) -> some View { self }

  /// What a sheet is filled with. Accepted: a terminal sheet is the terminal's background.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

  /// A sheet's background view. Accepted, as `presentationBackground(_:)`.
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { self }

  /// Whether the views behind a sheet take input: accepted.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  { self }

  /// Whether a swipe in a sheet scrolls or resizes it: accepted.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View
  { self }
}
