// The compiler plug-in that expands TerminalUI's `#Preview` and `@Previewable`.
//
// The compiler starts this program and talks to it over its standard input and output; see
// `PluginConnection`. It needs nothing but the standard library and Foundation, so the
// package needs no swift-syntax to offer SwiftUI's preview macros.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let status: Int32
do {
  let connection = try PluginConnection.takingStandardStreams()
  try PluginServer(connection: connection).run()
  status = 0
} catch {
  // What the plug-in prints goes to the compiler's diagnostics output.
  let message = Array("TerminalUIMacros: \(error)\n".utf8)
  _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  status = 1
}
exit(status)
