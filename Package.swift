// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "architecture-samples",
  products: [
    .library(name: "Streams", targets: ["Streams"]),
    .library(name: "CheeseFeature", targets: ["CheeseFeature"]),
    .executable(name: "samples", targets: ["samples"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
  ],
  targets: [
    .target(name: "Streams"),
    .target(name: "CheeseFeature"),
    .executableTarget(name: "samples", dependencies: ["CheeseFeature"]),
    .executableTarget(name: "benchmarks", dependencies: ["Streams", "CheeseFeature"]),
    .testTarget(name: "StreamsTests", dependencies: ["Streams"]),
    .testTarget(name: "CheeseFeatureTests", dependencies: ["CheeseFeature"]),
    .testTarget(name: "SamplesTests", dependencies: ["samples"]),
  ],
  swiftLanguageModes: [.v6]
)
