// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "architecture-samples",
  products: [
    .library(name: "Streams", targets: ["Streams"]),
    .library(name: "RxStreams", targets: ["RxStreams"]),
    .library(name: "StreamsTesting", targets: ["StreamsTesting"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "TerminalUITesting", targets: ["TerminalUITesting"]),
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "HTTPServer", targets: ["HTTPServer"]),
    .library(name: "Backend", targets: ["Backend"]),
    .library(name: "CheeseFeature", targets: ["CheeseFeature"]),
    .library(name: "LoginFeature", targets: ["LoginFeature"]),
    .library(name: "DivisionFeature", targets: ["DivisionFeature"]),
    .library(name: "WeatherFeature", targets: ["WeatherFeature"]),
    .library(name: "CounterFeature", targets: ["CounterFeature"]),
    .library(name: "SamplesApp", targets: ["SamplesApp"]),
    .executable(name: "samples", targets: ["samples"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
    .executable(name: "terminalui-demo", targets: ["terminalui-demo"]),
  ],
  targets: [
    // The package's own primitives (a lock, a locked box, a sendable box, a seeded generator),
    // `package`-visible only: no product, nothing in any library's public API.
    .target(name: "Primitives"),
    .target(name: "Streams", dependencies: ["Primitives"]),
    .target(name: "RxStreams", dependencies: ["Streams", "Primitives"]),
    .target(name: "StreamsTesting", dependencies: ["Streams", "RxStreams", "Primitives"]),
    .target(name: "TerminalUI", dependencies: ["Streams"]),
    .target(name: "TerminalUITesting", dependencies: ["TerminalUI"]),
    .target(name: "Networking", dependencies: ["Streams", "Primitives"]),
    .target(name: "HTTPServer", dependencies: ["Primitives"]),
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(name: "CCrypt", providers: [.apt(["libcrypt-dev"])]),
    .target(name: "Backend", dependencies: ["HTTPServer", "CSQLite", "CCrypt", "Primitives"]),
    .target(name: "CheeseFeature", dependencies: ["Streams", "TerminalUI"]),
    .target(name: "LoginFeature", dependencies: ["Streams", "Networking", "TerminalUI"]),
    .target(name: "DivisionFeature", dependencies: ["Streams", "TerminalUI"]),
    .target(name: "WeatherFeature", dependencies: ["Streams", "Networking", "TerminalUI"]),
    .target(name: "CounterFeature", dependencies: ["RxStreams", "Streams", "TerminalUI"]),
    .target(
      name: "SamplesApp",
      dependencies: [
        "LoginFeature", "DivisionFeature", "WeatherFeature", "CounterFeature", "CheeseFeature",
        "Backend", "HTTPServer", "TerminalUI",
      ]),
    .executableTarget(
      name: "samples",
      dependencies: ["SamplesApp", "CheeseFeature", "Backend", "HTTPServer", "TerminalUI"]),
    .executableTarget(
      name: "terminalui-demo", dependencies: ["TerminalUI", "Streams"],
      path: "Examples/terminalui-demo"),
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        "Streams", "RxStreams", "HTTPServer", "TerminalUI", "TerminalUITesting", "CheeseFeature",
      ]),
    .testTarget(name: "StreamsTests", dependencies: ["Streams"]),
    .testTarget(name: "RxStreamsTests", dependencies: ["RxStreams", "StreamsTesting", "Streams"]),
    .testTarget(name: "CheeseFeatureTests", dependencies: ["CheeseFeature", "TerminalUITesting"]),
    .testTarget(
      name: "LoginFeatureTests",
      dependencies: [
        "LoginFeature", "Streams", "StreamsTesting", "Backend", "HTTPServer", "TerminalUI",
        "TerminalUITesting",
      ]),
    .testTarget(
      name: "DivisionFeatureTests",
      dependencies: ["DivisionFeature", "TerminalUI", "TerminalUITesting"]),
    .testTarget(
      name: "WeatherFeatureTests",
      dependencies: [
        "WeatherFeature", "Networking", "Streams", "StreamsTesting", "Backend", "HTTPServer",
        "TerminalUI", "TerminalUITesting",
      ]),
    .testTarget(
      name: "CounterFeatureTests",
      dependencies: ["CounterFeature", "RxStreams", "StreamsTesting", "TerminalUITesting"]),
    .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
    .testTarget(
      name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalUITesting", "terminalui-demo"]),
    .testTarget(
      name: "NetworkingTests",
      dependencies: ["Networking", "Streams", "StreamsTesting", "Backend", "HTTPServer"]),
    .testTarget(name: "BackendTests", dependencies: ["Backend", "HTTPServer"]),
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
      dependencies: ["samples", "SamplesApp", "Backend", "TerminalUI", "TerminalUITesting"]),
  ],
  swiftLanguageModes: [.v6]
)
