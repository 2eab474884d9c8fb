import Testing

@Suite("samples preview: the apps' #Previews, listed or opened by title")
struct PreviewCommandTests {
  @Test("--list prints the title of every #Preview in the apps")
  func list() async throws {
    let result = try await runSamples(["preview", "--list"], input: "")
    #expect(result.status == 0)
    #expect(
      result.output.split(separator: "\n")
        == ["割り算 (MVP)", "カウンター (RxSwift Input/Output)", "チーズ (ABC229 C)"])
  }

  @Test("an unknown title is refused with the titles there are, and status 2")
  func unknownTitle() async throws {
    let result = try await runSamples(["preview", "天気"], input: "")
    #expect(result.status == 2)
    #expect(result.error.contains("no preview is titled '天気'"))
    #expect(result.error.contains("割り算 (MVP)"))
    #expect(result.output.isEmpty)
  }
}
