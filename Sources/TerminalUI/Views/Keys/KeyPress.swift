import Foundation
import TerminalKit

/// A key pressed while a view or one inside it has focus: SwiftUI's `KeyPress`, as
/// `onKeyPress` hands it.
public struct KeyPress: Sendable {
  /// Whether a press is a key going down, repeating, or coming up: SwiftUI's
  /// `KeyPress.Phases`. A terminal reports a press once, as it goes down (a held key, as
  /// repeated downs); a handler for `.up` alone runs on the same press.
  public struct Phases: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let down = Phases(rawValue: 1 << 0)
    public static let `repeat` = Phases(rawValue: 1 << 1)
    public static let up = Phases(rawValue: 1 << 2)
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// What a handler did with a press: `.handled` stops it there, `.ignored` passes it on.
  public enum Result: Sendable {
    case handled, ignored
  }

  /// The key, as a `KeyEquivalent` (`.upArrow`, `.return`, `"a"`).
  public let key: KeyEquivalent
  /// The text the key types: the character, or none for a key that types nothing.
  public let characters: String
  /// The modifier keys held.
  public let modifiers: EventModifiers
  /// Always `.down` in a terminal.
  public let phase: Phases

  public init(key: KeyEquivalent, characters: String, modifiers: EventModifiers, phase: Phases) {
    self.key = key
    self.characters = characters
    self.modifiers = modifiers
    self.phase = phase
  }

  /// The press a terminal key is; nil for what is no key press (a paste, the mouse).
  init?(_ key: Key) {
    func press(
      _ equivalent: KeyEquivalent, _ characters: String = "", _ modifiers: EventModifiers = []
    )
      -> KeyPress
    {
      KeyPress(key: equivalent, characters: characters, modifiers: modifiers, phase: .down)
    }
    switch key {
    case .character(let character):
      self = press(KeyEquivalent(character), String(character))
    case .control(let character):
      self = press(KeyEquivalent(character), "", .control)
    case .up: self = press(.upArrow)
    case .down: self = press(.downArrow)
    case .left: self = press(.leftArrow)
    case .right: self = press(.rightArrow)
    case .tab: self = press(.tab, "\t")
    case .backTab: self = press(.tab, "", .shift)
    case .enter: self = press(.return, "\r")
    case .escape: self = press(.escape)
    case .backspace: self = press(.delete)
    case .delete: self = press(.deleteForward)
    case .home: self = press(.home)
    case .end: self = press(.end)
    case .pageUp: self = press(.pageUp)
    case .pageDown: self = press(.pageDown)
    case .alt(let inner):
      guard let inner = KeyPress(inner) else { return nil }
      self = press(inner.key, inner.characters, inner.modifiers.union(.option))
    default: return nil
    }
  }
}

extension KeyEquivalent {
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Backspace (the Mac's Delete key).
  public static let delete = KeyEquivalent("\u{7F}")
  /// Delete (forward).
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
}

extension View {
  /// Runs `action` when `key` is pressed while this view or one inside it has focus:
  /// SwiftUI's `onKeyPress(_:action:)`. It runs before the focused control sees the key;
  /// `.handled` keeps the key from it, `.ignored` passes it on (to the control, to
  /// `onKeyPress` further out, to Tab's moving focus).
  ///
  /// ```swift
  /// Board(game: game)
  ///   .focusable()
  ///   .onKeyPress(.leftArrow) { game.move(.left); return .handled }
  /// ```
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result)
    -> some View
  {
    onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
  }

  /// Runs `action` with the press when `key` is pressed in one of `phases`.
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases,
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    onKeyPress(keys: [key], phases: phases, action: action)
  }

  /// Runs `action` with the press when one of `keys` is pressed.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    KeyPressView(content: self, phases: phases) { press in
      keys.contains(press.key) ? action(press) : .ignored
    }
  }

  /// Runs `action` with the press when a key typing one of `characters` is pressed.
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    KeyPressView(content: self, phases: phases) { press in
      let scalars = press.characters.unicodeScalars
      guard !scalars.isEmpty, scalars.allSatisfy({ characters.contains($0) }) else {
        return .ignored
      }
      return action(press)
    }
  }

  /// Runs `action` with every key pressed while this view or one inside it has focus.
  public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    KeyPressView(content: self, phases: phases, handle: action)
  }

  /// Lets the view take focus, by Tab and by a click, though it is no control: SwiftUI's
  /// `focusable(_:)`, for a view that reads keys with `onKeyPress`. It draws as it is.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    FocusableView(content: self, isFocusable: isFocusable)
  }
}

struct KeyPressView<Content: View>: View, PrimitiveView {
  let content: Content
  let phases: KeyPress.Phases
  var isCommand = false
  let handle: @MainActor (KeyPress) -> KeyPress.Result

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    // A terminal's press goes down: a handler for any phase runs on it.
    let handle = phases.isEmpty ? nil : self.handle
    output.append(
      KeyPressElement(
        child: context.resolveSingle(content), handle: handle, isCommand: isCommand))
  }
}

/// Offers the keys pressed while a control inside it has focus to `onKeyPress`'s handler.
private final class KeyPressElement: WrapperElement {
  let handle: (@MainActor (KeyPress) -> KeyPress.Result)?
  let isCommand: Bool

  init(
    child: Element, handle: (@MainActor (KeyPress) -> KeyPress.Result)?, isCommand: Bool
  ) {
    self.handle = handle
    self.isCommand = isCommand
    super.init(child: child)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let targets = renderer.focusTargets(drawing: child, in: rect)
    // After the child's: the handlers further in come first.
    if let handle {
      renderer.keyPressRegions.append(
        KeyPressRegion(targets: targets, handle: handle, isCommand: isCommand))
    }
  }
}

/// The focus targets an `onKeyPress` handler hears, by their place in the frame.
struct KeyPressRegion {
  let targets: Range<Int>
  let handle: @MainActor (KeyPress) -> KeyPress.Result
  /// A command (`onExitCommand`, `onDeleteCommand`): offered the key only after the focused
  /// control declined it, not before.
  var isCommand = false
}

private struct FocusableView<Content: View>: View, PrimitiveView {
  let content: Content
  let isFocusable: Bool

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let child = context.resolveSingle(content)
    guard isFocusable else {
      output.append(child)
      return
    }
    output.append(
      FocusableElement(child: child, node: context.node, isEnabled: context.environment.isEnabled))
  }
}

/// A view that takes focus without being a control: it handles no key itself.
private final class FocusableElement: WrapperElement, KeyHandling {
  let node: Node
  let isEnabled: Bool
  let focusRegistration: FocusRegistration? = nil

  init(child: Element, node: Node, isEnabled: Bool) {
    self.node = node
    self.isEnabled = isEnabled
    super.init(child: child)
  }

  func handle(_ key: Key, in context: any ControlContext) -> Bool { false }

  override func render(in rect: Rect, _ renderer: Renderer) {
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: isEnabled, handler: self))
    child.render(in: rect, renderer)
  }
}
