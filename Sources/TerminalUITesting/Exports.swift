/// The size a test gives its app, `TUIApplication(rootView:size:)`, in cells: available with
/// `import TerminalUITesting` alone.
@_exported import struct TerminalKit.Size
