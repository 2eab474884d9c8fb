/// Where a `navigationDestination(isPresented:)` pushed its view; lives in its node.
@MainActor
final class PresentedDestination {
  /// The stack's depth with the view pushed, while it is.
  var depth: Int?
}

extension View {
  /// Pushes `destination` on the enclosing navigation stack while `isPresented` is true, and
  /// sets it false when the person goes back (Esc or `‹ Esc`): SwiftUI's
  /// `navigationDestination(isPresented:destination:)`.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let view = AnyView(destination())
    return NodeModifierView(content: self) { context in
      guard let navigation = context.environment.navigation else { return }
      let state = context.node.state { PresentedDestination() }
      let wanted = isPresented.wrappedValue
      context.afterFrame {
        if let depth = state.depth {
          if navigation.path.count < depth {
            // Gone back past it: it is no longer presented.
            state.depth = nil
            if isPresented.wrappedValue { isPresented.wrappedValue = false }
          } else if !wanted {
            state.depth = nil
            navigation.pop(to: depth - 1)
          }
        } else if wanted {
          navigation.push(view)
          state.depth = navigation.path.count
        }
      }
    }
  }
}
