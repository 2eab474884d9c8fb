/// The word a software keyboard shows on its return key: SwiftUI's `SubmitLabel`. A
/// terminal's Enter has no label, so it is accepted and changes nothing.
public struct SubmitLabel: Hashable, Sendable {
  let name: String

  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
  /// Sets the label of the keyboard's return key: accepted; Enter submits as before.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
