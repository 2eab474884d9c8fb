import Foundation

/// The directory holding this build's products (the `samples` and `terminalui-demo`
/// executables among them), found from the running test bundle.
package func productsDirectory() -> URL {
  let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  var directory = executable.deletingLastPathComponent()
  // On Linux the test runner is `<products>/<package>PackageTests.xctest`.
  while directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
  return directory
}

/// The path of the built executable `name`, such as `samples`.
package func builtExecutable(_ name: String) -> String {
  productsDirectory().appendingPathComponent(name).path
}
