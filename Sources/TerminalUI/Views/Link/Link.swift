import Foundation

/// A control that opens a URL: SwiftUI's `Link`. Its label is drawn in blue with `↗` after
/// it; pressed as a button is, it calls the environment's `openURL`.
///
/// ```swift
/// Link("利用規約", destination: URL(string: "https://example.com/terms")!)
/// ```
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A link to `destination` with a label of any view.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    Button {
      openURL(destination)
    } label: {
      HStack {
        label
        Text("↗")
      }
    }
    .buttonStyle(.plain)
    .foregroundColor(.blue)
  }
}

extension Link where Label == Text {
  /// A link titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
