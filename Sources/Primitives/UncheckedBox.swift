/// A value moved across concurrency domains where the program's structure, not the type
/// system, guarantees it is touched by one side at a time: a result handed over exactly once,
/// or a value passed to the main queue while its owner waits.
///
/// Every use says at its call site why it is safe.
package struct UncheckedBox<Value>: @unchecked Sendable {
  package var value: Value
  @inlinable package init(_ value: Value) { self.value = value }
}
