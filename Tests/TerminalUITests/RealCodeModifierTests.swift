import Foundation
import TerminalKit
import TestSupport
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A list refreshed with Ctrl-R; the refresh waits for a signal the test gives.
private final class Gate: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, Never>?
  private var opened = false

  @MainActor
  func wait() async {
    await withCheckedContinuation { continuation in
      lock.lock()
      if opened {
        lock.unlock()
        continuation.resume()
      } else {
        self.continuation = continuation
        lock.unlock()
      }
    }
  }

  func open() {
    lock.lock()
    opened = true
    let waiting = continuation
    continuation = nil
    lock.unlock()
    waiting?.resume()
  }
}

private struct Refreshing: View {
  let gate: Gate
  @State private var loads = 0

  var body: some View {
    List {
      Text("読み込み \(loads) 回").accessibilityIdentifier("loads")
    }
    .refreshable {
      await gate.wait()
      loads += 1
    }
  }
}

private struct Presenting: View {
  @State private var showsDetail = false
  @State private var chosen = "なし"

  var body: some View {
    NavigationStack {
      VStack {
        Button("詳細へ") { showsDetail = true }.accessibilityIdentifier("open")
        Text("状態 \(showsDetail ? "表示中" : "閉")").accessibilityIdentifier("state")
        Text("選択 \(chosen)").accessibilityIdentifier("chosen")
          .contextMenu {
            Button("コピー") { chosen = "コピー" }
            Button("削除", role: .destructive) { chosen = "削除" }
          }
      }
      .navigationDestination(isPresented: $showsDetail) {
        Text("詳細の画面").accessibilityIdentifier("detail")
      }
    }
  }
}

private struct Scoped: View {
  enum Scope: Hashable { case all, fruit, vegetable }
  @State private var text = ""
  @State private var scope = Scope.all

  var body: some View {
    List {
      Text("範囲 \(String(describing: scope))").accessibilityIdentifier("scope")
    }
    .searchable(text: $text)
    .searchScopes($scope) {
      Text("すべて").tag(Scope.all)
      Text("果物").tag(Scope.fruit)
      Text("野菜").tag(Scope.vegetable)
    }
  }
}

private struct Phased: View {
  @Environment(\.scenePhase) private var scenePhase
  @State private var seen: [String] = []

  var body: some View {
    Text(seen.joined(separator: ","))
      .accessibilityIdentifier("phases")
      .onChange(of: scenePhase) { _, phase in seen.append("\(phase)") }
  }
}

@Suite("Modifiers real SwiftUI code uses")
struct RealCodeModifierTests {
  // The refresh resumes on the test pool's threads, which blocking tests hold: this test
  // waits asynchronously, leaving them free.
  @Test("refreshable: Ctrl-R runs the refresh once, a line shows while it runs")
  func refreshable() async {
    let gate = Gate()
    let app = TUIApplication(rootView: Refreshing(gate: gate))
    app.launchEnvironment["LANG"] = "en_US.UTF-8"
    app.launch()
    #expect(app.staticTexts["loads"].label == "読み込み 0 回")
    app.typeKey("r", modifierFlags: .control)
    #expect(await eventually { app.activityIndicators["↻ Refreshing…"].exists })
    // A second Ctrl-R while it runs does not start another.
    app.typeKey("r", modifierFlags: .control)
    gate.open()
    #expect(await eventually { !app.activityIndicators["↻ Refreshing…"].exists })
    #expect(app.staticTexts["loads"].label == "読み込み 1 回")
  }

  @Test("navigationDestination(isPresented:) pushes while true; Esc sets it false")
  func presentedDestination() {
    let app = TUIApplication(rootView: Presenting())
    app.launch()
    app.buttons["open"].tap()
    #expect(app.staticTexts["detail"].waitForExistence(timeout: 5))
    app.typeKey(.escape)
    #expect(app.staticTexts["state"].wait(timeout: 5) { $0.label == "状態 閉" })
    #expect(!app.staticTexts["detail"].exists)
    // And it can be presented again.
    app.buttons["open"].tap()
    #expect(app.staticTexts["detail"].waitForExistence(timeout: 5))
  }

  @Test("contextMenu: a long press shows the actions; one runs and closes them")
  func contextMenu() {
    let app = TUIApplication(rootView: Presenting())
    app.launch()
    app.staticTexts["chosen"].press(forDuration: 1)
    #expect(app.buttons["削除"].waitForExistence(timeout: 5))
    app.buttons["削除"].tap()
    #expect(app.staticTexts["chosen"].wait(timeout: 5) { $0.label == "選択 削除" })
    #expect(!app.buttons["コピー"].exists)
  }

  @Test("searchScopes: a segmented picker of the scopes; choosing one sets the binding")
  func searchScopes() {
    let app = TUIApplication(rootView: Scoped())
    app.launch()
    let scopes = app.segmentedControls["searchScopes"]
    #expect(scopes.exists)
    scopes.buttons["野菜"].tap()
    #expect(app.staticTexts["scope"].wait(timeout: 5) { $0.label == "範囲 vegetable" })
    #expect(app.searchFields.count == 1)
  }

  @MainActor
  @Test("scenePhase: background while suspended, active again after; onChange sees both")
  func scenePhase() {
    let host = ViewHost(rootView: Phased(), size: Size(width: 30, height: 3))
    host.render()
    host.setScenePhase(.background)
    host.setScenePhase(.active)
    host.renderIfNeeded()
    #expect(host.screen.text.contains("background,active"))
  }

  @Test("safeAreaInset stacks its content at the edge; the view takes the rest")
  func safeAreaInset() {
    let app = launched(
      List { Text("行") }
        .safeAreaInset(edge: .bottom) { Text("下の帯").accessibilityIdentifier("band") }
        .safeAreaInset(edge: .top, spacing: 16) { Text("上の帯").accessibilityIdentifier("top") },
      width: 20, height: 6)
    #expect(app.staticTexts["band"].frame.minY == 5)
    #expect(app.staticTexts["top"].frame.minY == 0)
    #expect(app.staticTexts["行"].frame.minY == 2)
  }

  @Test("Font.custom keeps a bold name bold; materials and tertiary styles draw greys")
  func fontsAndStyles() {
    let screenshot = launched(
      VStack(alignment: .leading, spacing: 0) {
        Text("太字").font(.custom("Avenir-Heavy", size: 17))
        Text("細字").font(.custom("Avenir", size: 17, relativeTo: .body)).fontDesign(.rounded)
        Text("素材").padding(.horizontal, 8).background(.ultraThinMaterial)
        Text("三").foregroundStyle(.tertiary)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: 8, height: 4, colors: .trueColor
    ).screenshot()
    #expect(screenshot[0, 0].isBold)
    #expect(!screenshot[0, 1].isBold)
    #expect(screenshot[0, 2].background != .default)
    #expect(screenshot[0, 3].foreground != .default)
  }

  @Test("modifiers a terminal has nothing to draw for are accepted and leave the view as it is")
  func accepted() {
    let app = launched(
      Text("そのまま")
        .kerning(1).tracking(1).minimumScaleFactor(0.5).truncationMode(.middle)
        .allowsTightening(true).textSelection(.enabled)
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .contentShape(Rectangle()).statusBarHidden().navigationBarBackButtonHidden()
        .interactiveDismissDisabled().sensoryFeedback(.success, trigger: 1)
        .scrollIndicators(.hidden).listRowSeparator(.hidden).listSectionSeparator(.hidden)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarBackground(Color.blue, for: .navigationBar, .tabBar)
        .toolbar(.hidden, for: .tabBar).safeAreaPadding(.horizontal, 0),
      width: 12, height: 1)
    #expect(app.screenText.contains("そのまま"))
  }

  @Test("a navigation path's codable form round-trips, and an unknown type gives an empty path")
  func codablePath() throws {
    var path = NavigationPath()
    path.append(42)
    path.append("詳細")
    let representation = try #require(path.codable)
    let data = try JSONEncoder().encode(representation)
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    #expect(NavigationPath(decoded) == path)
    let bogus = try JSONDecoder().decode(
      NavigationPath.CodableRepresentation.self, from: Data(#"["NoSuchType","1"]"#.utf8))
    #expect(NavigationPath(bogus).isEmpty)
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(
        NavigationPath.CodableRepresentation.self, from: Data(#"["Si"]"#.utf8))
    }
    struct NotCodable: Hashable {}
    var other = NavigationPath()
    other.append(NotCodable())
    #expect(other.codable == nil)
  }
}

@Suite("AsyncImage: the phases of loading a URL")
struct AsyncImageTests {
  private struct Loading: View {
    let url: URL?

    var body: some View {
      AsyncImage(url: url) { phase in
        switch phase {
        case .empty: Text("読み込み中").accessibilityIdentifier("phase")
        case .success(let image): image.resizable().accessibilityIdentifier("phase")
        case .failure(let error): Text("失敗: \(error)").accessibilityIdentifier("phase")
        }
      }
    }
  }

  @Test("a file that is there loads; one that is not fails; no URL stays empty")
  func phases() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("asyncimage-\(UUID().uuidString).png")
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }

    let loaded = TUIApplication(rootView: Loading(url: file))
    loaded.launch()
    #expect(await eventually { loaded.images.firstMatch.exists })

    let missing = TUIApplication(
      rootView: Loading(url: file.deletingLastPathComponent().appendingPathComponent("none.png")))
    missing.launch()
    #expect(await eventually { missing.staticTexts["phase"].label.hasPrefix("失敗") })

    let none = TUIApplication(rootView: Loading(url: nil))
    none.launch()
    #expect(none.staticTexts["phase"].label == "読み込み中")
  }
}
