/// A key for a value a view hands the layout that contains it: SwiftUI's `LayoutValueKey`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("gold").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subviews[0][Rank.self] == 1
/// ```
public protocol LayoutValueKey {
  associatedtype Value
  /// The value a subview has when it sets none.
  static var defaultValue: Value { get }
}

extension View {
  /// Gives the view a value its layout reads as `subview[key]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    ElementModifierView(content: self) { child, _ in
      child.layoutValues[ObjectIdentifier(key)] = value
      return child
    }
  }
}
