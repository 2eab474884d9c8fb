/// Declares a value of a keyed storage — `EnvironmentValues` or `ContainerValues` — with its
/// key in one line: SwiftUI's `@Entry`.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent = Color.orange
/// }
/// extension ContainerValues {
///   @Entry var isDone = false
/// }
/// ```
/// The macro makes a private key type, `__Key_accent`, whose default value is the initial value
/// written (or nil, for an optional without one), and accessors that read and write the
/// storage by it.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TerminalUIMacros", type: "EntryMacro")
