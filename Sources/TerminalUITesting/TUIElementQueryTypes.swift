/// Queries of each element type under every match of a query, as XCUITest's
/// `XCUIElementTypeQueryProvider` gives them: `app.tabBars.buttons["ホーム"]`.
extension TUIElementQuery {
  public var buttons: TUIElementQuery { descendants(matching: .button) }
  public var textFields: TUIElementQuery { descendants(matching: .textField) }
  public var textViews: TUIElementQuery { descendants(matching: .textView) }
  public var secureTextFields: TUIElementQuery { descendants(matching: .secureTextField) }
  public var staticTexts: TUIElementQuery { descendants(matching: .staticText) }
  public var cells: TUIElementQuery { descendants(matching: .cell) }
  public var switches: TUIElementQuery { descendants(matching: .switch) }
  public var otherElements: TUIElementQuery { descendants(matching: .other) }
  public var images: TUIElementQuery { descendants(matching: .image) }
}
