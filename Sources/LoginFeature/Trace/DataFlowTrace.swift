import Foundation
import Primitives
import Streams

/// A layer of an app's architecture: where a message comes from, or goes to.
public enum ArchitectureLayer: String, Sendable, CaseIterable {
  case view = "View"
  case controller = "Controller"
  case presenter = "Presenter"
  case viewModel = "ViewModel"
  case store = "Store"
  case reducer = "Reducer"
  case effect = "Effect"
  case interactor = "Interactor"
  case router = "Router"
  case model = "Model"
}

/// One message crossing a layer boundary: who sent it, who received it, what it said, and
/// whether the sender called the receiver or the receiver observed it.
public struct DataFlowEvent: Equatable, Sendable, CustomStringConvertible {
  /// How a message crosses: the difference between MVP and MVVM is this.
  public enum Kind: Sendable {
    /// The sender calls the receiver, whom it knows (through a protocol, perhaps):
    /// `Presenter → View showInvalidMessage(…)`.
    case call
    /// The receiver watches a value of the sender's, who does not know it is watched: a
    /// binding, a subscription, a stream element. `ViewModel ⇢ View isLoading = true`.
    case observed

    /// The arrow the trace draws between the layers.
    public var arrow: String {
      switch self {
      case .call: "→"
      case .observed: "⇢"
      }
    }
  }

  public let from: ArchitectureLayer
  public let to: ArchitectureLayer
  public let message: String
  public let kind: Kind

  public init(
    _ from: ArchitectureLayer, _ to: ArchitectureLayer, _ message: String, kind: Kind = .call
  ) {
    self.from = from
    self.to = to
    self.message = message
    self.kind = kind
  }

  /// The layers and the arrow between them: `View → Presenter`, `ViewModel ⇢ View`.
  public var route: String { "\(from.rawValue) \(kind.arrow) \(to.rawValue)" }

  /// `View → Presenter  tappedLoginButton()`.
  public var description: String { "\(route)  \(message)" }
}

/// The messages that crossed a screen's layer boundaries, in the order they crossed.
///
/// The recorders sit where each architecture already has a seam — a decorator of a protocol
/// injected where the architecture injects its dependencies, a binding, the store's `send` —
/// so what the trace shows is what the running code did. Any thread may record (the model
/// answers on a background queue); observers are told on the main queue. Only the newest
/// ``capacity`` events are kept; ``count`` keeps counting.
///
/// ```swift
/// let trace = DataFlowTrace()
/// trace.record(.view, .presenter, "tappedLoginButton()")
/// trace.events.last?.description  // "View → Presenter  tappedLoginButton()"
/// ```
public final class DataFlowTrace: ObservableObject, @unchecked Sendable {
  /// How many events are kept.
  public let capacity: Int
  private struct State {
    var kept: [DataFlowEvent] = []
    var total = 0
    var notificationPending = false
  }

  private let state = Locked(State())

  public init(capacity: Int = 500) { self.capacity = max(1, capacity) }

  /// The kept events, oldest first.
  public var events: [DataFlowEvent] { state.withLock { $0.kept } }

  /// How many events were recorded since the trace was made or cleared, kept or not.
  public var count: Int { state.withLock { $0.total } }

  /// The events recorded after the first `count` (as ``count`` was then), as far as they
  /// are kept.
  public func events(after count: Int) -> [DataFlowEvent] {
    state.withLock { state in
      let firstKept = state.total - state.kept.count
      return Array(state.kept.dropFirst(max(0, count - firstKept)))
    }
  }

  /// The newest `count` kept events, and the number (counting from 1) of the first of them,
  /// read together.
  public func newest(_ count: Int) -> (first: Int, events: ArraySlice<DataFlowEvent>) {
    state.withLock { state in
      let events = state.kept.suffix(max(0, count))
      return (state.total - events.count + 1, events)
    }
  }

  /// Records that `message` went from `from` to `to`: called, or (`kind: .observed`)
  /// watched by the receiver.
  public func record(
    _ from: ArchitectureLayer, _ to: ArchitectureLayer, _ message: String,
    kind: DataFlowEvent.Kind = .call
  ) {
    let notifyNow = Thread.isMainThread
    let capacity = capacity
    let schedule = state.withLock { state in
      state.kept.append(DataFlowEvent(from, to, message, kind: kind))
      if state.kept.count > capacity { state.kept.removeFirst(state.kept.count - capacity) }
      state.total += 1
      guard !notifyNow, !state.notificationPending else { return false }
      state.notificationPending = true
      return true
    }
    if notifyNow {
      objectWillChange.send()
    } else if schedule {
      DispatchQueue.main.async { [self] in
        state.withLock { $0.notificationPending = false }
        objectWillChange.send()
      }
    }
  }

  /// Forgets every event.
  public func clear() {
    state.withLock { state in
      state.kept.removeAll()
      state.total = 0
    }
    if Thread.isMainThread { objectWillChange.send() }
  }

  /// A password as the trace shows it: one dot a character, never the text.
  public static func masked(_ password: String) -> String {
    "\"" + String(repeating: "•", count: password.count) + "\""
  }

  /// The arguments of a call that carries a login's credentials, as the trace shows them:
  /// `email: "a@b.jp", password: "•••"`.
  public static func credentials(email: String, password: String) -> String {
    "email: \(quoted(email)), password: \(masked(password))"
  }

  /// A string as Swift would write it, quoted.
  public static func quoted(_ text: String) -> String { "\"\(text)\"" }
}
