/// The views of one window: resolves the root view into elements each frame, keeps the
/// nodes that hold state, and ends the ones that left the screen.
@MainActor
final class ViewGraph {
  let root = Node()
  let invalidator = Invalidator()
  /// The window's clipboard, which the views reach through `\.clipboard`.
  lazy var clipboard = Clipboard(invalidator: invalidator)
  /// Where focus states installed here send their requests: the host's focus manager's.
  let focusRequests: FocusRequests
  /// The focused values of the last frame, which `@FocusedValue` reads.
  let focusedValues = FocusedValuesStore()
  private(set) var generation = 0
  /// Work for after the frame: `onAppear`, `onChange`, `task` starts.
  var pendingActions: [@MainActor () -> Void] = []
  /// Alerts presented in this frame, outermost first.
  var alerts: [AlertPresentation] = []
  /// Sheets and full-screen covers presented in this frame, outermost first.
  var sheets: [SheetPresentation] = []
  /// Navigation stacks drawn in this frame, outermost first.
  var navigationStacks: [NavigationModel] = []
  /// Types known to have no dynamic properties (no reflection needed).
  var typesWithoutDynamicProperties: Set<ObjectIdentifier> = []
  /// What the view whose dynamic properties were just installed lacks: set by an
  /// `@Environment(Model.self)` or `@EnvironmentObject` no ancestor supplied, taken before
  /// its body would run (see `ResolveContext.resolve(_:into:)`).
  var missingEnvironment: String?

  init(focusRequests: FocusRequests) { self.focusRequests = focusRequests }

  /// Resolves `view` as the root for a new frame.
  func resolve<V: View>(_ view: V, environment: EnvironmentValues) -> Element {
    generation += 1
    root.generation = generation
    alerts.removeAll(keepingCapacity: true)
    sheets.removeAll(keepingCapacity: true)
    navigationStacks.removeAll(keepingCapacity: true)
    var environment = environment
    environment.clipboard = clipboard
    let context = ResolveContext(graph: self, node: root, environment: environment)
    return context.resolveSingle(view)
  }

  /// Ends nodes that were not part of the last frame and returns the work to run after it.
  func finishFrame() -> [@MainActor () -> Void] {
    var actions: [@MainActor () -> Void] = []
    root.sweep(generation: generation, into: &actions)
    actions.append(contentsOf: pendingActions)
    pendingActions.removeAll()
    return actions
  }

  /// Ends every node (the window closes).
  func tearDown() -> [@MainActor () -> Void] {
    var actions: [@MainActor () -> Void] = []
    root.tearDown(into: &actions)
    return actions
  }
}
