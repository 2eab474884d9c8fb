import Foundation

/// Whether `condition` becomes true on the main actor within `timeout`, checked every few
/// milliseconds: a test waits for what it expects instead of sleeping a fixed time.
///
/// ```swift
/// viewModel.didTapLoginButton.send()
/// #expect(await eventually { viewModel.isLoginCompleted })
/// ```
package func eventually(
  timeout: Duration = .seconds(10), _ condition: @escaping @MainActor () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now + timeout
  while true {
    if await MainActor.run(body: condition) { return true }
    if ContinuousClock.now >= deadline { return false }
    try? await Task.sleep(for: .milliseconds(2))
  }
}
