/// A share link's label when it is given none: the `square.and.arrow.up` symbol and the
/// word Share (共有 in Japanese).
public struct DefaultShareLinkLabel: View {
  public var body: some View {
    Label {
      Text(SystemWord.share)
    } icon: {
      Image(systemName: "square.and.arrow.up")
    }
  }
}
