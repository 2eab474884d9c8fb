/// A stored property of a view whose value TerminalUI keeps or supplies (`@State`,
/// `@ObservedObject`, `@Environment`…). Custom dynamic properties composed of these work too.
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A dynamic property that connects itself to the node of the view that holds it.
@MainActor
protocol InstallableProperty {
  func install(_ context: ResolveContext, slot: Int)
}

/// Finds a view's dynamic properties by reflection and connects them before `body` runs.
@MainActor
enum DynamicProperties {
  ///
  /// Returns what the view lacks, if anything: an `@Environment(Model.self)` or
  /// `@EnvironmentObject` whose object no ancestor supplied, which its body cannot read.
  @discardableResult
  static func install<V>(in view: V, context: ResolveContext) -> String? {
    let type = ObjectIdentifier(V.self)
    guard !context.graph.typesWithoutDynamicProperties.contains(type) else { return nil }
    context.graph.missingEnvironment = nil
    defer { context.graph.missingEnvironment = nil }
    if !install(Mirror(reflecting: view), context: context, base: 0) {
      context.graph.typesWithoutDynamicProperties.insert(type)
    }
    return context.graph.missingEnvironment
  }

  /// Returns whether any dynamic property was found.
  private static func install(_ mirror: Mirror, context: ResolveContext, base: Int) -> Bool {
    var found = false
    for (index, child) in mirror.children.enumerated() {
      let slot = base + index
      if let property = child.value as? any InstallableProperty {
        property.install(context, slot: slot)
        found = true
      } else if child.value is any DynamicProperty {
        // A custom dynamic property: its own stored properties get slots of their own.
        found =
          install(Mirror(reflecting: child.value), context: context, base: (slot + 1) * 64)
          || found
      }
    }
    return found
  }
}
