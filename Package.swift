// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "architecture-samples",
  products: [
    .library(name: "Streams", targets: ["Streams"]),
    .library(name: "RxStreams", targets: ["RxStreams"]),
    .library(name: "RxCombine", targets: ["RxCombine"]),
    .library(name: "StreamsTesting", targets: ["StreamsTesting"]),
    .library(name: "TerminalKit", targets: ["TerminalKit"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "TerminalUITesting", targets: ["TerminalUITesting"]),
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "HTTPServer", targets: ["HTTPServer"]),
    .library(name: "Backend", targets: ["Backend"]),
    .library(name: "BackendSQLite", targets: ["BackendSQLite"]),
    .library(name: "BackendPostgres", targets: ["BackendPostgres"]),
    .library(name: "CheeseFeature", targets: ["CheeseFeature"]),
    .library(name: "LoginFeature", targets: ["LoginFeature"]),
    .library(
      name: "LoginArchitectures",
      targets: [
        "LoginArchitectures", "LoginMVC", "LoginMVP", "LoginMVVMRx", "LoginRedux", "LoginVIPER",
      ]),
    .library(name: "DivisionFeature", targets: ["DivisionFeature"]),
    .library(name: "WeatherFeature", targets: ["WeatherFeature"]),
    .library(name: "CounterFeature", targets: ["CounterFeature"]),
    .library(name: "SamplesApp", targets: ["SamplesApp"]),
    .executable(name: "samples", targets: ["samples"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
    .executable(name: "terminalui-demo", targets: ["terminalui-demo"]),
  ],
  targets: [
    // The package's own primitives (a lock, a locked box, a sendable box, a seeded generator,
    // the rule for reading a typed integer), `package`-visible only: no product, nothing in
    // any library's public API.
    .target(name: "Primitives"),
    .target(name: "Streams", dependencies: ["Primitives"]),
    .target(name: "RxStreams", dependencies: ["Streams", "Primitives"]),
    // The RxSwift ↔ Combine bridges RxSwift lacks, opt-in under RxCombine's name.
    .target(name: "RxCombine", dependencies: ["RxStreams", "Streams"]),
    .target(name: "StreamsTesting", dependencies: ["Streams", "RxStreams", "Primitives"]),
    // The terminal engine under TerminalUI: cells, widths, buffer, diff, escape sequences,
    // keys, the screen model, raw mode and the accessibility channel.
    .target(name: "TerminalKit", dependencies: ["Primitives"]),
    // The compiler plug-in for `#Preview` and `@Previewable`, written against the compiler's
    // message protocol with Foundation alone (no swift-syntax).
    .macro(name: "TerminalUIMacros"),
    .target(
      name: "TerminalUI",
      dependencies: ["Streams", "TerminalKit", "Primitives", "TerminalUIMacros"]),
    .target(name: "TerminalUITesting", dependencies: ["TerminalUI", "TerminalKit", "Primitives"]),
    .target(name: "Networking", dependencies: ["Streams", "Primitives"]),
    .target(name: "HTTPServer", dependencies: ["Primitives"]),
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(name: "CCrypt", providers: [.apt(["libcrypt-dev"])]),
    .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
    .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
    // glibc's malloc statistics, for the benchmarks' memory figures.
    .systemLibrary(name: "CMalloc"),
    .target(
      name: "Backend", dependencies: ["HTTPServer", "CCrypt", "CCrypto", "Primitives"]),
    // The storage engines, each a module of its own: a program that keeps its data in SQLite
    // does not link libpq.
    .target(name: "BackendSQLite", dependencies: ["Backend", "CSQLite", "Primitives"]),
    .target(
      name: "BackendPostgres", dependencies: ["Backend", "CLibPQ", "HTTPServer", "Primitives"]),
    .target(name: "CheeseFeature", dependencies: ["Streams", "TerminalUI", "Primitives"]),
    // The login screen: its model, its form and the data-flow trace (shared by all six
    // architectures), and MVVM, the seed's; each other architecture is a module of its own
    // in a folder beside them, and `LoginArchitectures` puts the six together.
    .target(
      name: "LoginFeature", dependencies: ["Streams", "Networking", "TerminalUI", "Primitives"],
      path: "Sources/LoginFeature",
      // The other architectures' folders are modules of their own, below.
      exclude: ["MVC", "MVP", "MVVMRx", "Redux", "VIPER", "Architecture"],
      sources: ["Model", "Shared", "Trace", "MVVM"]),
    .target(
      name: "LoginMVC", dependencies: ["LoginFeature", "Streams", "TerminalUI"],
      path: "Sources/LoginFeature/MVC"),
    .target(
      name: "LoginMVP", dependencies: ["LoginFeature", "Streams", "TerminalUI"],
      path: "Sources/LoginFeature/MVP"),
    .target(
      name: "LoginMVVMRx",
      dependencies: ["LoginFeature", "RxStreams", "RxCombine", "Streams", "TerminalUI"],
      path: "Sources/LoginFeature/MVVMRx"),
    .target(
      name: "LoginRedux", dependencies: ["LoginFeature", "Streams", "TerminalUI"],
      path: "Sources/LoginFeature/Redux"),
    .target(
      name: "LoginVIPER", dependencies: ["LoginFeature", "Streams", "TerminalUI"],
      path: "Sources/LoginFeature/VIPER"),
    .target(
      name: "LoginArchitectures",
      dependencies: [
        "LoginFeature", "LoginMVC", "LoginMVP", "LoginMVVMRx", "LoginRedux", "LoginVIPER",
        "Streams", "TerminalUI",
      ],
      path: "Sources/LoginFeature/Architecture"),
    .target(name: "DivisionFeature", dependencies: ["Streams", "TerminalUI", "Primitives"]),
    .target(name: "WeatherFeature", dependencies: ["Streams", "Networking", "TerminalUI"]),
    .target(name: "CounterFeature", dependencies: ["RxStreams", "Streams", "TerminalUI"]),
    .target(
      name: "SamplesApp",
      dependencies: [
        "LoginFeature", "LoginArchitectures", "DivisionFeature", "WeatherFeature",
        "CounterFeature", "CheeseFeature", "Backend", "BackendSQLite", "HTTPServer", "TerminalUI",
        "TerminalKit",
      ]),
    .executableTarget(
      name: "samples",
      dependencies: [
        "SamplesApp", "LoginArchitectures", "CheeseFeature", "Backend", "BackendSQLite",
        "BackendPostgres", "HTTPServer", "TerminalUI", "TerminalKit",
      ]),
    .executableTarget(
      name: "terminalui-demo", dependencies: ["TerminalUI", "Streams"],
      path: "Examples/terminalui-demo"),
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        "Streams", "RxStreams", "HTTPServer", "Backend", "BackendSQLite", "TerminalKit",
        "TerminalUI",
        "TerminalUITesting", "CheeseFeature", "Primitives",
        .target(name: "CMalloc", condition: .when(platforms: [.linux])),
      ]),
    // What the tests share (a local backend, `eventually`, a raw HTTP client, the products
    // directory, temporary directories): a plain library that imports no test framework, so
    // helpers return values or throw and the tests assert.
    .target(
      name: "TestSupport", dependencies: ["Backend", "HTTPServer"], path: "Tests/TestSupport"),
    .testTarget(name: "PrimitivesTests", dependencies: ["Primitives"]),
    .testTarget(
      name: "StreamsTests", dependencies: ["Streams", "StreamsTesting", "Primitives"]),
    .testTarget(
      name: "RxStreamsTests",
      dependencies: ["RxStreams", "RxCombine", "StreamsTesting", "Streams", "TestSupport"]),
    .testTarget(
      name: "CheeseFeatureTests",
      dependencies: ["CheeseFeature", "TerminalUITesting", "Primitives"]),
    .testTarget(
      name: "LoginFeatureTests",
      dependencies: [
        "LoginFeature", "LoginArchitectures", "LoginMVC", "LoginMVP", "LoginMVVMRx", "LoginRedux",
        "LoginVIPER", "RxStreams", "Streams", "StreamsTesting", "TerminalUI", "TerminalUITesting",
        "TestSupport", "Primitives",
      ]),
    .testTarget(
      name: "DivisionFeatureTests",
      dependencies: ["DivisionFeature", "TerminalUI", "TerminalUITesting"]),
    .testTarget(
      name: "WeatherFeatureTests",
      dependencies: [
        "WeatherFeature", "Networking", "Streams", "StreamsTesting", "TerminalUI",
        "TerminalUITesting", "TestSupport", "Primitives",
      ]),
    .testTarget(
      name: "CounterFeatureTests",
      dependencies: ["CounterFeature", "RxStreams", "StreamsTesting", "TerminalUITesting"]),
    .testTarget(
      name: "HTTPServerTests", dependencies: ["HTTPServer", "TestSupport", "Primitives"]),
    .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "Primitives"]),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalKit", "TerminalUI", "TerminalUITesting", "TestSupport", "terminalui-demo",
      ],
      // Recorded snapshots, read by the tests from their source directory.
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "NetworkingTests",
      dependencies: [
        "Networking", "Streams", "StreamsTesting", "Backend", "TestSupport",
      ]),
    .testTarget(
      name: "BackendTests",
      dependencies: [
        "Backend", "BackendSQLite", "BackendPostgres", "HTTPServer", "Primitives", "TestSupport",
      ]),
    // The articles' own style of code, in Swift 5 mode: proves the libraries serve it unchanged.
    .testTarget(
      name: "CombineCompatibilityTests", dependencies: ["Streams"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // SwiftUI and XCUITest code as the articles write it, in Swift 5 mode.
    .testTarget(
      name: "SwiftUICompatibilityTests",
      dependencies: ["Streams", "TerminalUI", "TerminalUITesting"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "SamplesTests",
      dependencies: [
        "samples", "SamplesApp", "Backend", "BackendSQLite", "BackendPostgres", "TerminalUI",
        "TerminalUITesting", "TestSupport", "Primitives", "TerminalKit",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
