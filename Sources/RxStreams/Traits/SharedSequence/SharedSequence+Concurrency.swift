extension SharedSequence {
  /// The elements as an async sequence, which ends when the shared sequence completes.
  ///
  /// Ending the iteration early (or cancelling its task) disposes the subscription.
  ///
  /// ```swift
  /// for await count in viewModel.count.asDriver().values { print(count) }
  /// ```
  @MainActor public var values: AsyncStream<Element> { asInfallible().values }
}
