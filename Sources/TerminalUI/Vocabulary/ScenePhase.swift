/// Whether the app is in front of the person: SwiftUI's `ScenePhase`, read with
/// `@Environment(\.scenePhase)`.
///
/// A terminal app is `.active` while it runs in front, and `.background` while Ctrl-Z has
/// suspended it (until `fg`): the frame made as it goes runs `onChange(of: scenePhase)`
/// before the process stops, so work can be saved there, as an iPhone app saves on leaving.
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

extension EnvironmentValues {
  /// The app's phase: `.active`, or `.background` while suspended.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

private struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}
