import Dispatch
import Primitives
import Streams

/// The latest closure a modifier was given, shared with work started in earlier frames.
final class ActionBox<Action>: @unchecked Sendable {
  var action: Action
  init(_ action: Action) { self.action = action }
}

extension View {
  /// Runs `action` after the view first appears on screen.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    NodeModifierView(content: self) { context in
      guard let action, !context.node.hasAppeared else { return }
      context.node.hasAppeared = true
      context.afterFrame(action)
    }
  }

  /// Runs `action` after the view leaves the screen.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    NodeModifierView(content: self) { context in
      context.node.disappearActions = action.map { [$0] } ?? []
    }
  }

  /// Runs `action` with the old and new value after `value` changes (and at first, when
  /// `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
  ) -> some View {
    NodeModifierView(content: self) { context in
      let node = context.node
      if let old = node.lastValues[0] as? V {
        if old != value { context.afterFrame { action(old, value) } }
      } else if initial {
        context.afterFrame { action(value, value) }
      }
      node.lastValues[0] = value
    }
  }

  /// Runs `action` after `value` changes.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value after `value` changes (the iOS 14 form).
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping @MainActor (V) -> Void
  ) -> some View {
    onChange(of: value, initial: false) { _, newValue in action(newValue) }
  }

  /// Starts `action` when the view appears and cancels it when the view disappears.
  public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    NodeModifierView(content: self) { context in
      let node = context.node
      guard !node.hasAppeared else { return }
      node.hasAppeared = true
      context.afterFrame {
        node.tasks.append(Task(priority: priority) { @MainActor in await action() })
      }
    }
  }

  /// Starts `action` when the view appears and again whenever `id` changes, cancelling the
  /// previous run; cancels it when the view disappears.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    NodeModifierView(content: self) { context in
      let node = context.node
      if let old = node.lastValues[0] as? T, old == value { return }
      node.lastValues[0] = value
      context.afterFrame {
        for task in node.tasks { task.cancel() }
        node.tasks = [Task(priority: priority) { @MainActor in await action() }]
      }
    }
  }

  /// Runs `action` on the main actor with each value `publisher` emits while the view is on
  /// screen.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    NodeModifierView(content: self) { context in
      let node = context.node
      if let box = node.storage[0] as? ActionBox<@MainActor (P.Output) -> Void> {
        box.action = action
        return
      }
      let box = ActionBox<@MainActor (P.Output) -> Void>(action)
      node.storage[0] = box
      let cancellable = publisher.sink { value in
        // Handed to the main queue once and read there only.
        let sent = UncheckedBox(value)
        if MainQueue.isCurrent {
          MainActor.assumeIsolated { box.action(sent.value) }
        } else {
          DispatchQueue.main.async { MainActor.assumeIsolated { box.action(sent.value) } }
        }
      }
      node.subscriptions[0] = (ObjectIdentifier(box), AnyCancellable(cancellable))
    }
  }
}
