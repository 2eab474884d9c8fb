import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI

/// A label style of the app's own: the icon above the title.
private struct StackedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      configuration.icon
      configuration.title
    }
  }
}

/// A label style that draws the label as the built-in style does, in brackets.
private struct BracketedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("<")
      Label(configuration)
      Text(">")
    }
  }
}

/// A toggle style that hands its body to a built-in style.
private struct DelegatingToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

@MainActor
@Suite("Styles: a protocol, its types, static members, one generic modifier")
struct StyleShapeTests {
  @Test("a built-in style by its static member draws as by its type name")
  func memberAndTypeNameAgree() {
    let button = Button("OK") {}
    #expect(draw(button.buttonStyle(.plain)) == draw(button.buttonStyle(PlainButtonStyle())))
    #expect(draw(button.buttonStyle(.bordered)) == draw(button.buttonStyle(BorderedButtonStyle())))
    #expect(draw(button.buttonStyle(.plain)) != draw(button.buttonStyle(.bordered)))
    let toggle = Toggle("音", isOn: .constant(true))
    #expect(draw(toggle.toggleStyle(.switch)) == draw(toggle.toggleStyle(SwitchToggleStyle())))
    #expect(draw(toggle.toggleStyle(.button)) == draw(toggle.toggleStyle(ButtonToggleStyle())))
    let field = TextField("名前", text: .constant(""))
    #expect(
      draw(field.textFieldStyle(.roundedBorder))
        == draw(field.textFieldStyle(RoundedBorderTextFieldStyle())))
    let label = Label("設定", systemImage: "gear")
    #expect(draw(label.labelStyle(.titleOnly)) == draw(label.labelStyle(TitleOnlyLabelStyle())))
    let tabs = TabView {
      Text("一").tabItem { Text("1") }
      Text("二").tabItem { Text("2") }
    }
    #expect(draw(tabs.tabViewStyle(.page)) == draw(tabs.tabViewStyle(PageTabViewStyle())))
    #expect(draw(tabs.tabViewStyle(.page)) != draw(tabs.tabViewStyle(.automatic)))
  }

  @Test("styles drawn alike in a terminal are accepted by every SwiftUI name")
  func acceptedStyles() {
    let list = List { Text("行") }
    #expect(draw(list.listStyle(.insetGrouped)) == draw(list.listStyle(PlainListStyle())))
    let form = Form { Text("行") }
    #expect(draw(form.formStyle(.grouped)) == draw(form.formStyle(ColumnsFormStyle())))
    let tabs = TabView { Text("一").tabItem { Text("1") } }.tabViewStyle(.page)
    #expect(
      draw(tabs.indexViewStyle(.page(backgroundDisplayMode: .always)))
        == draw(tabs.indexViewStyle(PageIndexViewStyle())))
  }

  @Test("a custom label style draws its body from the label's title and icon")
  func customLabelStyle() {
    let label = Label("設定", systemImage: "gear")
    #expect(draw(label.labelStyle(StackedLabelStyle()), width: 4, height: 2) == "⚙\n設定")
    #expect(
      draw(label.labelStyle(BracketedLabelStyle()), width: 8, height: 1) == "<⚙ 設定>")
  }

  @Test("a built-in style's body, used by a custom style, draws as the built-in style")
  func builtInBody() {
    let toggle = Toggle("音", isOn: .constant(true))
    #expect(
      draw(toggle.toggleStyle(DelegatingToggleStyle())) == draw(toggle.toggleStyle(.switch)))
  }
}
