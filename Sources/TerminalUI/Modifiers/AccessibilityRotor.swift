import Foundation

/// What a rotor is made of: entries, `ForEach`es of entries, and content of your own whose
/// `body` is made of them: SwiftUI's `AccessibilityRotorContent`.
///
/// A rotor is a list of places in a view that a screen reader's user jumps between. A terminal
/// has no screen reader to offer it, so TerminalUI accepts rotors and never asks for their
/// entries: their closures are not run, as SwiftUI does not run them until VoiceOver opens
/// the rotor.
public protocol AccessibilityRotorContent {
  associatedtype Body: AccessibilityRotorContent
  @AccessibilityRotorContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: AccessibilityRotorContent {}

/// One place in a rotor: a label, and the id of the view (or the range of text) it leads to:
/// SwiftUI's `AccessibilityRotorEntry`.
///
/// ```swift
/// .accessibilityRotor("未読") {
///   ForEach(messages.filter(\.isUnread)) { message in
///     AccessibilityRotorEntry(message.subject, id: message.id)
///   }
/// }
/// ```
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
  /// What the screen reader says for the entry.
  public let label: Text?
  /// The view it leads to, if any.
  public let id: ID?
  /// The stretch of text it leads to, if any.
  public let textRange: Range<String.Index>?
  let prepare: () -> Void

  public var body: Never { fatalError("AccessibilityRotorEntry has no body") }

  /// An entry leading to the view with `id` (`.id(_:)` or a `ForEach` element's id).
  public init(
    _ label: Text, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.label = label
    self.id = id
    self.textRange = textRange
    self.prepare = prepare
  }

  /// An entry leading to the view marked `accessibilityRotorEntry(id:in:)` in `namespace`.
  public init(
    _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(label, id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled with a localized key.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled with a localized key, leading into `namespace`.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID,
    textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
  ) {
    self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled with a string.
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled with a string, leading into `namespace`.
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
  }
}

extension AccessibilityRotorEntry where ID == Never {
  /// An entry leading to a stretch of the view's text.
  public init(
    _ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}
  ) {
    self.label = label
    self.id = nil
    self.textRange = textRange
    self.prepare = prepare
  }

  /// An entry leading to a stretch of text, labelled with a localized key.
  public init(
    _ labelKey: LocalizedStringKey, textRange: Range<String.Index>,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(Text(labelKey), textRange: textRange, prepare: prepare)
  }

  /// An entry leading to a stretch of text, labelled with a string.
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}
  ) {
    self.init(Text(label), textRange: textRange, prepare: prepare)
  }
}

/// Several rotor contents one after another, as a rotor's builder makes them.
public struct TupleAccessibilityRotorContent<each Part: AccessibilityRotorContent>:
  AccessibilityRotorContent
{
  public let parts: (repeat each Part)
  public var body: Never { fatalError("TupleAccessibilityRotorContent has no body") }
}

/// Rotor content that is one of two, as an `if`/`else` or `switch` in a rotor makes it.
public struct _ConditionalAccessibilityRotorContent<
  TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent
>: AccessibilityRotorContent {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  public var body: Never { fatalError("_ConditionalAccessibilityRotorContent has no body") }
}

/// Rotor content that may be absent, as an `if` without `else` in a rotor makes it.
public struct _OptionalAccessibilityRotorContent<Wrapped: AccessibilityRotorContent>:
  AccessibilityRotorContent
{
  let wrapped: Wrapped?
  public var body: Never { fatalError("_OptionalAccessibilityRotorContent has no body") }
}

/// Rotor content repeated by a `for` loop in a rotor.
public struct _ArrayAccessibilityRotorContent<Element: AccessibilityRotorContent>:
  AccessibilityRotorContent
{
  let elements: [Element]
  public var body: Never { fatalError("_ArrayAccessibilityRotorContent has no body") }
}

/// Builds a rotor's entries from statements, as `@ViewBuilder` builds views: SwiftUI's
/// `AccessibilityRotorContentBuilder`.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
  public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content)
    -> Content
  { content }

  public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content)
    -> Content
  { content }

  public static func buildBlock<each Part: AccessibilityRotorContent>(_ parts: repeat each Part)
    -> TupleAccessibilityRotorContent<repeat each Part>
  { TupleAccessibilityRotorContent(parts: (repeat each parts)) }

  public static func buildOptional<Content: AccessibilityRotorContent>(_ content: Content?)
    -> _OptionalAccessibilityRotorContent<Content>
  { _OptionalAccessibilityRotorContent(wrapped: content) }

  public static func buildEither<
    TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent
  >(first: TrueContent) -> _ConditionalAccessibilityRotorContent<TrueContent, FalseContent> {
    _ConditionalAccessibilityRotorContent(storage: .trueContent(first))
  }

  public static func buildEither<
    TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent
  >(second: FalseContent) -> _ConditionalAccessibilityRotorContent<TrueContent, FalseContent> {
    _ConditionalAccessibilityRotorContent(storage: .falseContent(second))
  }

  public static func buildArray<Content: AccessibilityRotorContent>(_ contents: [Content])
    -> _ArrayAccessibilityRotorContent<Content>
  { _ArrayAccessibilityRotorContent(elements: contents) }

  public static func buildLimitedAvailability<Content: AccessibilityRotorContent>(
    _ content: Content
  ) -> Content { content }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
  public var body: Never { fatalError("ForEach of rotor entries has no body") }

  /// An entry (or several) for each element of `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, content: content, identify: { $0[keyPath: id] })
  }
}

extension ForEach
where Data.Element: Identifiable, ID == Data.Element.ID, Content: AccessibilityRotorContent {
  /// An entry (or several) for each of `data`'s identifiable elements.
  public init(
    _ data: Data,
    @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, content: content, identify: { $0.id })
  }
}

/// A rotor every platform's screen reader knows by name: SwiftUI's
/// `AccessibilitySystemRotor`.
public struct AccessibilitySystemRotor: Sendable {
  /// The rotor's name, as VoiceOver would say it.
  public let name: String

  public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
  public static func links(visited: Bool) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: visited ? "visited links" : "unvisited links")
  }
  public static var headings: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "headings")
  }
  public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "headings level \(level.rawValue)")
  }
  public static var boldText: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "bold text")
  }
  public static var italicText: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "italic text")
  }
  public static var underlineText: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "underlined text")
  }
  public static var misspelledWords: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "misspelled words")
  }
  public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
  public static var textFields: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "text fields")
  }
  public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
  public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
  public static var landmarks: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "landmarks")
  }
}

/// How deep a heading is: SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Sendable {
  case unspecified = 0
  case h1, h2, h3, h4, h5, h6
}

extension View {
  /// A rotor of places in the view, for a screen reader's user to jump between: SwiftUI's
  /// `accessibilityRotor(_:entries:)`. Accepted: a terminal has no screen reader, and the
  /// entries are never asked for (see ``AccessibilityRotorContent``).
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { self }

  /// A rotor named with a localized key: accepted.
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ labelKey: LocalizedStringKey,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { self }

  /// A rotor named with a string: accepted.
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
    _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { self }

  /// Entries for one of the system's rotors (headings, links…): accepted.
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ systemRotor: AccessibilitySystemRotor,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { self }

  /// A rotor of a collection's identifiable elements, each labelled by `entryLabel`:
  /// accepted.
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }

  /// A rotor of a collection's elements, each identified by `entryID`: accepted.
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }

  /// A rotor of identifiable elements, named with a localized key: accepted.
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }

  /// A rotor of elements identified by `entryID`, named with a localized key: accepted.
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
    entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }

  /// A rotor of identifiable elements, named with a string: accepted.
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
    _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }

  /// A rotor of elements identified by `entryID`, named with a string: accepted.
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
    _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }

  /// A system rotor of identifiable elements: accepted.
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }

  /// A system rotor of elements identified by `entryID`: accepted.
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
  ) -> some View { self }

  /// A rotor of stretches of the view's text: accepted.
  public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
    self
  }

  /// A rotor of stretches of text, named with a localized key: accepted.
  public func accessibilityRotor(
    _ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]
  ) -> some View { self }

  /// A rotor of stretches of text, named with a string: accepted.
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol>(
    _ label: L, textRanges: [Range<String.Index>]
  ) -> some View { self }

  /// A system rotor of stretches of text: accepted.
  public func accessibilityRotor(
    _ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]
  ) -> some View { self }

  /// Marks the view as the place a rotor entry with `id` in `namespace` leads to: accepted.
  public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  { self }

  /// Marks the view as a heading of `level`, for a screen reader's headings rotor: SwiftUI's
  /// `accessibilityHeading(_:)`. Accepted.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
}
