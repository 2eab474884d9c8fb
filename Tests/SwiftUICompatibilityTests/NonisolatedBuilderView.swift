import TerminalUI  // import SwiftUI

// Swift 5 code as real apps write it: a coordinator (no actor) and a route enum build their
// destinations in @ViewBuilder methods that are not on the main actor. SwiftUI's ViewBuilder
// is not isolated, so this compiles there; it must compile here too.

enum CoordinatorRoute: Hashable {
  case detail
  case settings
}

final class RouteCoordinator {
  @ViewBuilder
  func destination(for route: CoordinatorRoute) -> some View {
    switch route {
    case .detail:
      let title = "Detail"
      Text(title)
    case .settings:
      Text("Settings")
        .padding()
    }
  }
}

enum SheetRouteBuild {
  case about

  @ViewBuilder
  func build(showsFooter: Bool) -> some View {
    VStack {
      Text("About")
      if showsFooter { Text("Footer") }
    }
  }
}

struct NonisolatedBuilderView: View {
  let coordinator = RouteCoordinator()
  var body: some View {
    VStack {
      coordinator.destination(for: .detail)
      SheetRouteBuild.about.build(showsFooter: true)
    }
  }
}
