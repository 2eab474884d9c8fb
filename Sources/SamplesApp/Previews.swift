import TerminalUI

// The apps that need no backend, as previews: `samples preview` lists them.

#Preview("割り算 (MVP)") { DivisionApp() }

#Preview("カウンター (RxSwift Input/Output)") { CounterApp() }

#Preview("チーズ (ABC229 C)") { CheeseApp() }
