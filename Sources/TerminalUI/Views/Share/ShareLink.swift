import Foundation

/// A button that shares items: SwiftUI's `ShareLink`. A terminal has no share sheet, so
/// pressing it (Enter, Space, a click) copies the items' text to the system clipboard — a
/// `String` as it is, a `URL` as its address, several items one a line — through the
/// terminal (OSC 52, which most terminals take), and a confirmation shows at the bottom of
/// the window for a moment: `✓ Copied to clipboard` (`クリップボードにコピーしました` in
/// Japanese). The subject, message and preview are accepted; the clipboard gets the items
/// alone.
///
/// Without a label of its own it is `[ ⇧ Share ]` (`共有` in Japanese), the symbol
/// `square.and.arrow.up` and the word:
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/forecast")!)
/// ShareLink("天気を共有", item: forecast.summary)
/// ShareLink(item: photo, preview: SharePreview("夕焼け", image: Image("sunset")))
/// ```
///
/// UI tests find it among `app.buttons`, labelled with its title, and read what it copied
/// from `app.clipboard`.
public struct ShareLink<
  Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable,
  Label: View
>: View where Data.Element: Transferable {
  let items: Data
  let label: Label
  @Environment(\.clipboard) private var clipboard
  @Environment(\.locale) private var locale

  init(items: Data, label: Label) {
    self.items = items
    self.label = label
  }

  public var body: some View {
    Button(action: share) { label }
  }

  /// The items as the clipboard takes them: each one's text, one a line.
  var sharedText: String { items.compactMap(\.transferText).joined(separator: "\n") }

  private func share() {
    clipboard?.copy(sharedText, notice: SystemWords(locale).copiedToClipboard)
  }
}

// MARK: One item

extension ShareLink {
  /// Shares one transferable item, with a preview, under a label of your own.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<I> {
    self.init(items: CollectionOfOne(item), label: label())
  }

  /// Shares several transferable items, each with a preview, under a label of your own.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(items: items, label: label())
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
  /// Shares a URL under a label of your own.
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<URL> {
    self.init(items: CollectionOfOne(item), label: label())
  }

  /// Shares a string under a label of your own.
  public init(
    item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<String> {
    self.init(items: CollectionOfOne(item), label: label())
  }

  /// Shares URLs under a label of your own.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data.Element == URL {
    self.init(items: items, label: label())
  }

  /// Shares strings under a label of your own.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Data.Element == String {
    self.init(items: items, label: label())
  }
}

// MARK: The default label

extension ShareLink where Label == DefaultShareLinkLabel {
  /// Shares one transferable item, with a preview, under the default label.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel())
  }

  /// Shares several transferable items, each with a preview, under the default label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(items: items, label: DefaultShareLinkLabel())
  }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
  /// Shares a URL under the default label.
  public init(item: URL, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<URL> {
    self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel())
  }

  /// Shares a string under the default label.
  public init(item: String, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<String> {
    self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel())
  }

  /// Shares URLs under the default label.
  public init(items: Data, subject: Text? = nil, message: Text? = nil)
  where Data.Element == URL {
    self.init(items: items, label: DefaultShareLinkLabel())
  }

  /// Shares strings under the default label.
  public init(items: Data, subject: Text? = nil, message: Text? = nil)
  where Data.Element == String {
    self.init(items: items, label: DefaultShareLinkLabel())
  }
}

// MARK: A title

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Text {
  /// Shares a URL under a title.
  public init(
    _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<URL> {
    self.init(items: CollectionOfOne(item), label: Text(titleKey))
  }

  public init<S: StringProtocol>(
    _ title: S, item: URL, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<URL> {
    self.init(items: CollectionOfOne(item), label: Text(title))
  }

  /// Shares a string under a title.
  public init(
    _ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<String> {
    self.init(items: CollectionOfOne(item), label: Text(titleKey))
  }

  public init<S: StringProtocol>(
    _ title: S, item: String, subject: Text? = nil, message: Text? = nil
  ) where Data == CollectionOfOne<String> {
    self.init(items: CollectionOfOne(item), label: Text(title))
  }

  /// Shares URLs under a title.
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
  ) where Data.Element == URL {
    self.init(items: items, label: Text(titleKey))
  }

  /// Shares strings under a title.
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
  ) where Data.Element == String {
    self.init(items: items, label: Text(titleKey))
  }
}

extension ShareLink where Label == Text {
  /// Shares one transferable item, with a preview, under a title.
  public init<I: Transferable>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(items: CollectionOfOne(item), label: Text(titleKey))
  }

  public init<S: StringProtocol, I: Transferable>(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(items: CollectionOfOne(item), label: Text(title))
  }
}
