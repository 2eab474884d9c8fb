/// A value of your own put on a run of text, for a text renderer to find: SwiftUI's
/// `TextAttribute` (iOS 18).
///
/// ```swift
/// struct Secret: TextAttribute {}
/// Text("hunter2").customAttribute(Secret())
/// ```
/// It changes nothing in how the text is drawn: SwiftUI draws it the same until a
/// `TextRenderer` reads it, and TerminalUI has no text renderers.
public protocol TextAttribute: Hashable {}

/// A text attribute of any type, kept in a run.
struct AnyTextAttribute: Hashable, @unchecked Sendable {
  // Attributes are values (SwiftUI's are usually empty structs); they are never changed after
  // they are set, so sharing them between threads is safe.
  let value: AnyHashable

  init<T: TextAttribute>(_ value: T) { self.value = AnyHashable(value) }
}

extension Text {
  /// The text with `value` on each of its runs, for a text renderer to read.
  public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
    var text = self
    for index in text.runs.indices {
      text.runs[index].customAttributes.removeAll { $0.value.base is T }
      text.runs[index].customAttributes.append(AnyTextAttribute(value))
    }
    return text
  }

  /// The value of attribute type `T` on each run, nil where a run has none.
  func customAttributes<T: TextAttribute>(_: T.Type) -> [T?] {
    runs.map { run in run.customAttributes.lazy.compactMap { $0.value.base as? T }.first }
  }
}
