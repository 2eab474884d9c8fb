import Foundation
import Testing

@testable import TerminalUI

/// A key of the app's own whose value is optional with a default that is not nil.
private struct AccentKey: EnvironmentKey {
  static let defaultValue: String? = "青"
}

extension EnvironmentValues {
  fileprivate var accentName: String? {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

@Suite("An environment key with an optional value")
struct OptionalEnvironmentKeyTests {
  @Test("unset, it reads its default; set to nil, nil; set to a value, that value")
  func optionalDefault() {
    var values = EnvironmentValues()
    #expect(values.accentName == "青")
    values.accentName = nil
    #expect(values.accentName == nil)
    values.accentName = "赤"
    #expect(values.accentName == "赤")
  }
}
