import LoginFeature
import Streams

extension Redux {
  /// The one place the login screen's state lives. The view sends actions; the store runs
  /// the reducer, publishes the new state, and hands the reducer's effects to
  /// ``LoginEffects``, whose answers come back as actions. With a `trace`, it records each
  /// action, what the reducer asked for, and which parts of the state changed.
  public final class LoginStore: ObservableObject {
    @Published public private(set) var state: LoginState
    private let reducer: LoginReducer
    private let effects: LoginEffects
    private let trace: DataFlowTrace?

    public init(
      initialState: LoginState = LoginState(), reducer: LoginReducer, effects: LoginEffects,
      trace: DataFlowTrace? = nil
    ) {
      state = initialState
      self.reducer = reducer
      self.effects = effects
      self.trace = trace
    }

    /// The store for the shared model; with a `trace`, the reducer's and the effects' calls
    /// into the model are recorded too.
    public convenience init(model: LoginDependencies, trace: DataFlowTrace? = nil) {
      self.init(
        reducer: LoginReducer(validator: model.traced(by: .reducer, into: trace).validator),
        effects: LoginEffects(service: model.traced(by: .effect, into: trace).service),
        trace: trace)
    }

    /// What the view calls: `action` happened.
    public func send(_ action: LoginAction) { send(action, from: .view) }

    private func send(_ action: LoginAction, from sender: ArchitectureLayer) {
      trace?.record(sender, .store, "send(\(action))")
      trace?.record(.store, .reducer, "reduce(state, \(action))")
      var next = state
      let effects = reducer.reduce(&next, action)
      if !effects.isEmpty {
        trace?.record(
          .reducer, .store, "effects: [\(effects.map(\.description).joined(separator: ", "))]")
      }
      if next != state {
        if let trace {
          trace.record(
            .store, .view, "state: " + Self.changes(from: state, to: next), kind: .observed)
        }
        state = next
      }
      for effect in effects {
        trace?.record(.store, .effect, "run(\(effect))")
        self.effects.run(effect) { [weak self] action in self?.send(action, from: .effect) }
      }
    }

    /// The fields that differ between two states, as `isLoading = true, …`.
    static func changes(from old: LoginState, to new: LoginState) -> String {
      var changes: [String] = []
      func compare<Value: Equatable>(
        _ name: String, _ key: KeyPath<LoginState, Value>, _ shown: (Value) -> String
      ) {
        if old[keyPath: key] != new[keyPath: key] {
          changes.append("\(name) = \(shown(new[keyPath: key]))")
        }
      }
      compare("email", \.email, DataFlowTrace.quoted)
      compare("password", \.password, DataFlowTrace.masked)
      compare("invalidMessage", \.invalidMessage, DataFlowTrace.quoted)
      compare("isLoginEnabled", \.isLoginEnabled) { "\($0)" }
      compare("isLoading", \.isLoading) { "\($0)" }
      compare("failureMessage", \.failureMessage, DataFlowTrace.quoted)
      compare("succeededEmail", \.succeededEmail) { $0.map(DataFlowTrace.quoted) ?? "nil" }
      return changes.joined(separator: ", ")
    }
  }
}
