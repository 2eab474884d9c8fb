import Foundation

/// Whether `condition` becomes true on the main actor within `timeout`, checked every few
/// milliseconds: a test waits for what it expects instead of sleeping a fixed time.
///
/// The timeout only bounds a failure, so it is generous: on a loaded two-core machine the
/// test runner's threads can all be busy with blocking tests for many seconds, and a
/// condition that holds must not be reported as failed because nobody looked in time.
///
/// ```swift
/// viewModel.didTapLoginButton.send()
/// #expect(await eventually { viewModel.isLoginCompleted })
/// ```
package func eventually(
  timeout: Duration = .seconds(60), _ condition: @escaping @MainActor () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now + timeout
  while true {
    if await MainActor.run(body: condition) { return true }
    if ContinuousClock.now >= deadline { return false }
    try? await Task.sleep(for: .milliseconds(2))
  }
}
