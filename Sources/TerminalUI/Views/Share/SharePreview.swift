/// The title and pictures a share sheet shows for an item: SwiftUI's `SharePreview`. A
/// terminal's share copies text, so a preview is accepted and not drawn.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
  let title: Text
  let image: Image?
  let icon: Icon?

  /// A preview with a title, an image and an icon.
  public init(_ title: Text, image: Image, icon: Icon) {
    self.init(title, image as Image?, icon as Icon?)
  }

  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
    self.init(Text(titleKey), image as Image?, icon as Icon?)
  }

  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
    self.init(Text(title), image as Image?, icon as Icon?)
  }

  init(_ title: Text, _ image: Image?, _ icon: Icon?) {
    self.title = title
    self.image = image
    self.icon = icon
  }
}

extension SharePreview where Image == Never, Icon == Never {
  /// A preview with a title only.
  public init(_ title: Text) { self.init(title, nil, nil) }
  public init(_ titleKey: LocalizedStringKey) { self.init(Text(titleKey), nil, nil) }
  public init<S: StringProtocol>(_ title: S) { self.init(Text(title), nil, nil) }
}

extension SharePreview where Icon == Never {
  /// A preview with a title and an image.
  public init(_ title: Text, image: Image) { self.init(title, image, nil) }
  public init(_ titleKey: LocalizedStringKey, image: Image) {
    self.init(Text(titleKey), image, nil)
  }
  public init<S: StringProtocol>(_ title: S, image: Image) { self.init(Text(title), image, nil) }
}

extension SharePreview where Image == Never {
  /// A preview with a title and an icon.
  public init(_ title: Text, icon: Icon) { self.init(title, nil, icon) }
  public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(Text(titleKey), nil, icon) }
  public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(Text(title), nil, icon) }
}
