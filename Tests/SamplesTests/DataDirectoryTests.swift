import Foundation
import TestSupport
import Testing

@testable import SamplesApp

@Suite("Where the database lives")
struct DataDirectoryTests {
  @Test("without XDG_DATA_HOME, under $HOME/.local/share")
  func home() {
    #expect(
      SampleData.dataDirectory(environment: ["HOME": "/home/someone"])
        == "/home/someone/.local/share/architecture-samples")
    #expect(
      SampleData.dataDirectory(environment: ["HOME": "/home/someone/"])
        == "/home/someone/.local/share/architecture-samples")
  }

  @Test("an absolute XDG_DATA_HOME is used")
  func absoluteXDG() {
    #expect(
      SampleData.dataDirectory(environment: ["HOME": "/home/someone", "XDG_DATA_HOME": "/data"])
        == "/data/architecture-samples")
  }

  @Test(
    "an empty or relative XDG_DATA_HOME is ignored, as the XDG specification says",
    arguments: ["", "relative/share", ".build/debug"])
  func relativeXDG(value: String) {
    #expect(
      SampleData.dataDirectory(environment: ["HOME": "/home/someone", "XDG_DATA_HOME": value])
        == "/home/someone/.local/share/architecture-samples")
  }

  @Test("the real binary, with only HOME set, makes its database under $HOME/.local/share")
  func endToEnd() async throws {
    try await withTemporaryDirectory(prefix: "samples-home") { home in
      let result = try await runSamples(
        ["user", "add", "someone@example.com"], input: "password1\n",
        environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"])
      #expect(result.status == 0, "\(result.error)")
      let database = home.appendingPathComponent(
        ".local/share/architecture-samples/samples.sqlite")
      #expect(FileManager.default.fileExists(atPath: database.path))
    }
  }
}
