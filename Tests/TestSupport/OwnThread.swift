import Foundation

/// Runs blocking work (a child process, a read to the end of a pipe) on a thread of its own
/// and waits for it without holding a thread. Swift Testing runs every test on one small pool,
/// a thread a core: a test that blocks there for seconds stalls all the others, and their
/// timeouts then fail for nothing.
package func onOwnThread<Value: Sendable>(
  _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try work() }) }.start()
  }
}
