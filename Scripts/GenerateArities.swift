// Writes the operator overloads that exist once per number of sources (combineLatest, zip and
// merge of two to eight sources, in RxStreams and in Streams) from one template each, so that
// the eight-source form cannot drift from the three-source one.
//
//     swift Scripts/GenerateArities.swift
//
// Run it from anywhere after changing a template below; it rewrites only the files whose
// content changes, formatted with the package's .swift-format, and prints the path of every
// file it generates (relative to the package root), one a line. CI runs it and fails if the
// checked-in files differ from its output.

import Foundation

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()

// MARK: - Helpers

/// `item(1), item(2), …, item(count)`, joined by `separator`.
func list(_ count: Int, _ separator: String = ", ", _ item: (Int) -> String) -> String {
  (1...count).map(item).joined(separator: separator)
}

let words = [
  2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
]
let ordinals = [2: "second", 3: "third", 4: "fourth"]
/// The names Combine gives the upstreams of its fixed-arity publishers.
let letters = ["a", "b", "c", "d", "e", "f", "g", "h"]

/// The closure that turns the arguments `$0…` into a tuple: `{ ($0, $1) }`.
func tupleClosure(_ count: Int) -> String {
  "{ (" + (0..<count).map { "$\($0)" }.joined(separator: ", ") + ") }"
}

/// `[source1.…map { $0 as Any }, …]`: the sources with their elements erased.
func erased(_ count: Int, _ source: (Int) -> String) -> String {
  "[" + list(count) { "\(source($0)).map { $0 as Any }" } + "]"
}

/// `cast($0[0]), cast($0[1]), …`: the erased elements back in their types.
func casts(_ count: Int) -> String { list(count) { "cast($0[\($0 - 1)])" } }

// MARK: - RxStreams: Observable

/// RxSwift's operators that combine a fixed number of sequences.
enum Combining: String {
  case combineLatest, zip

  /// The `CombineSink` mode.
  var mode: String { self == .combineLatest ? ".latest" : ".zip" }

  func selectorDocumentation(_ n: Int) -> String {
    switch self {
    case .combineLatest:
      "Combines the latest elements of \(words[n]!) sequences whenever any sends."
    case .zip: "Zips \(words[n]!) sequences: combines their elements in order."
    }
  }

  func tupleDocumentation(_ n: Int) -> String {
    switch self {
    case .combineLatest: "Combines the latest elements of \(words[n]!) sequences into tuples."
    case .zip: "Zips \(words[n]!) sequences into tuples."
    }
  }
}

/// The operator over `n` sequences with a result selector.
func observableWithSelector(_ n: Int, _ operation: Combining) -> String {
  """
  /// \(operation.selectorDocumentation(n))
  public static func \(operation)<\(list(n) { "O\($0): ObservableType" })>(
    \(list(n) { "_ source\($0): O\($0)" }),
    resultSelector: @escaping (\(list(n) { "O\($0).Element" })) throws -> Element
  ) -> Observable<Element> {
    CombineSink<Element>.observable(
      mode: \(operation.mode), collection: false,
      \(erased(n) { "source\($0).asObservable()" })
    ) { try resultSelector(\(casts(n))) }
  }
  """
}

/// The operator over `n` sequences into tuples.
func observableTuple(_ n: Int, _ operation: Combining) -> String {
  let elements = list(n) { "O\($0).Element" }
  return """
    /// \(operation.tupleDocumentation(n))
    public static func \(operation)<\(list(n) { "O\($0): ObservableType" })>(
      \(list(n) { "_ source\($0): O\($0)" })
    ) -> Observable<(\(elements))>
    where Element == (\(elements)) {
      \(operation)(\(list(n) { "source\($0)" })) \(tupleClosure(n))
    }
    """
}

// MARK: - RxStreams: Infallible

func infallibleCombineLatest(_ n: Int) -> String {
  let generics = list(n) { "I\($0): InfallibleType" }
  let parameters = list(n) { "_ source\($0): I\($0)" }
  let elements = list(n) { "I\($0).Element" }
  return """
    extension Infallible {
      /// Combines the latest elements of the sources with `resultSelector` whenever one sends,
      /// once each has sent.
      public static func combineLatest<\(generics)>(
        \(parameters),
        resultSelector: @escaping (\(elements)) throws -> Element
      ) -> Infallible<Element> {
        Infallible(
          Observable.combineLatest(\(erased(n) { "source\($0).asObservable()" })) {
            try resultSelector(\(casts(n)))
          })
      }
    }

    extension InfallibleType where Element == Any {
      /// Combines the latest elements of the sources into a tuple whenever one sends, once each
      /// has sent.
      public static func combineLatest<\(generics)>(
        \(parameters)
      ) -> Infallible<(\(elements))> {
        Infallible<(\(elements))>.combineLatest(\(list(n) { "source\($0)" })) \(tupleClosure(n))
      }
    }
    """
}

func infallibleZip(_ n: Int) -> String {
  let generics = list(n) { "E\($0)" }
  let parameters = list(n) { "_ source\($0): Infallible<E\($0)>" }
  return """
    extension InfallibleType {
      /// Combines the sources' elements in order, one from each, with `resultSelector`.
      public static func zip<\(generics)>(
        \(parameters),
        resultSelector: @escaping (\(generics)) throws -> Element
      ) -> Infallible<Element> {
        Infallible(
          Observable.zip(\(erased(n) { "source\($0).asObservable()" })) {
            try resultSelector(\(casts(n)))
          })
      }
    }

    extension InfallibleType where Element == Any {
      /// Pairs the sources' elements in order, one from each, in a tuple.
      public static func zip<\(generics)>(
        \(parameters)
      ) -> Infallible<(\(generics))> {
        Infallible<(\(generics))>.zip(\(list(n) { "source\($0)" })) \(tupleClosure(n))
      }
    }
    """
}

// MARK: - RxStreams: SharedSequence (Driver, Signal)

/// combineLatest or zip of `n` shared sequences of one strategy: the observable operator, the
/// result shared as the strategy does (the sources already deliver on its scheduler).
func sharedSequenceCombining(_ n: Int, _ operation: Combining) -> String {
  let generics = list(n) { "O\($0): SharedSequenceConvertibleType" }
  let parameters = list(n) { "_ source\($0): O\($0)" }
  let elements = list(n) { "O\($0).Element" }
  let sameStrategy = list(n) { "SharingStrategy == O\($0).SharingStrategy" }
  let sourcesShareAlike = allEqual((1...n).map { "O\($0).SharingStrategy" })
  return """
    extension SharedSequence {
      /// \(operation.selectorDocumentation(n))
      public static func \(operation)<\(generics)>(
        \(parameters),
        resultSelector: @escaping (\(elements)) throws -> Element
      ) -> SharedSequence<SharingStrategy, Element> where \(sameStrategy) {
        SharedSequence(
          Observable.\(operation)(\(list(n) { "source\($0).asSharedSequence().asObservable()" }),
            resultSelector: resultSelector))
      }
    }

    extension SharedSequenceConvertibleType where Element == Any {
      /// \(operation.tupleDocumentation(n))
      public static func \(operation)<\(generics)>(
        \(parameters)
      ) -> SharedSequence<O1.SharingStrategy, (\(elements))> where \(sourcesShareAlike) {
        SharedSequence<O1.SharingStrategy, (\(elements))>.\(operation)(\(list(n) { "source\($0)" })) \(tupleClosure(n))
      }
    }
    """
}

// MARK: - RxStreams: Single and Maybe

func primitiveSequenceZip(_ n: Int) -> String {
  let generics = list(n) { "E\($0)" }
  let parameters = list(n) { "_ source\($0): PrimitiveSequence<Trait, E\($0)>" }
  return """
    extension PrimitiveSequenceType where Trait: _ZippablePrimitiveTrait {
      /// Waits for the element of every source and combines them with
      /// `resultSelector`; the first error ends the result (for a `Maybe`, so does a source
      /// that completes empty).
      public static func zip<\(generics)>(
        \(parameters),
        resultSelector: @escaping (\(generics)) throws -> Element
      ) -> PrimitiveSequence<Trait, Element> {
        zipErased(\(erased(n) { "source\($0).source" })) {
          try resultSelector(\(casts(n)))
        }
      }
    }

    extension PrimitiveSequenceType where Element == Any, Trait: _ZippablePrimitiveTrait {
      /// Waits for the element of every source and pairs them in a tuple; the
      /// first error ends the result (for a `Maybe`, so does a source that completes empty).
      public static func zip<\(generics)>(\(parameters)) -> PrimitiveSequence<Trait, (\(generics))> {
        PrimitiveSequence<Trait, (\(generics))>.zip(\(list(n) { "source\($0)" })) \(tupleClosure(n))
      }
    }
    """
}

// MARK: - Streams: Combine's fixed-arity publishers

/// The upstream type parameters `A: Publisher, B: Publisher, …`.
func upstreamGenerics(_ n: Int) -> String {
  list(n) { "\(letters[$0 - 1].uppercased()): Publisher" }
}

/// The stored upstreams `a`, `b`, … with their initializer.
func upstreamStorage(_ n: Int, documentation: ((Int) -> String)? = nil) -> String {
  let properties = list(n, "\n") { index in
    let letter = letters[index - 1]
    let doc = documentation.map { "/// \($0(index))\n" } ?? ""
    return "\(doc)public let \(letter): \(letter.uppercased())"
  }
  let parameters = list(n) { "_ \(letters[$0 - 1]): \(letters[$0 - 1].uppercased())" }
  let assignments = list(n, "\n") { "self.\(letters[$0 - 1]) = \(letters[$0 - 1])" }
  return """
    \(properties)

    public init(\(parameters)) {
    \(assignments)
    }
    """
}

/// `Failure == P.Failure, P.Failure == Q.Failure, …`: one failure type for all.
/// `a == b, b == c, …`: the constraints that make all of `terms` the same type.
func allEqual(_ terms: [String]) -> String {
  zip(terms, terms.dropFirst()).map { "\($0) == \($1)" }.joined(separator: ", ")
}

func sameFailure(_ names: [String]) -> String {
  allEqual(["Failure"] + names.map { "\($0).Failure" })
}

func publisherMergeMethod(_ n: Int) -> String {
  if n == 2 {
    return """
      /// Combines elements from this publisher with those from another publisher of the same
      /// type, delivering an interleaved sequence of elements.
      @inlinable
      public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
      where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
      }
      """
  }
  let others = letters[1..<n]
  let generics = others.map { "\($0.uppercased()): Publisher" }.joined(separator: ", ")
  let parameters = others.enumerated().map { index, letter in
    "\(index == 0 ? "with" : "_") \(letter): \(letter.uppercased())"
  }.joined(separator: ", ")
  let types = others.map { $0.uppercased() }.joined(separator: ", ")
  let constraints = others.map {
    "Failure == \($0.uppercased()).Failure, Output == \($0.uppercased()).Output"
  }
  .joined(separator: ", ")
  return """
    /// Combines elements from this publisher with those from \(n - 1) other publishers, delivering
    /// an interleaved sequence of elements.
    @inlinable
    public func merge<\(generics)>(\(parameters)) -> Publishers.Merge\(n)<Self, \(types)>
    where \(constraints) {
      Publishers.Merge\(n)(self, \(others.joined(separator: ", ")))
    }
    """
}

func publishersMerge(_ n: Int) -> String {
  let constraints = letters[1..<n].map {
    "A.Failure == \($0.uppercased()).Failure, A.Output == \($0.uppercased()).Output"
  }.joined(separator: ", ")
  return """
    /// A publisher created by applying the merge function to \(n) upstream publishers.
    public struct Merge\(n == 2 ? "" : "\(n)")<\(upstreamGenerics(n))>: Publisher where \(constraints) {
      public typealias Output = A.Output
      public typealias Failure = A.Failure

    \(upstreamStorage(n))

      /// Subscribes to each upstream with its own type (inlined, so the whole path is
      /// specialized), in order.
      @inlinable
      public func receive<S: Subscriber>(subscriber: S)
      where S.Input == Output, S.Failure == Failure {
        let inner = MergeInner(subscriber, name: "Merge")
        inner.start()
    \(letters[0..<n].map { "    inner.add(\($0))" }.joined(separator: "\n"))
        inner.sourceFinished(.finished)
      }
    }
    """
}

/// The `combineLatest` and `zip` methods of `Publisher` for `n` publishers in all.
func publisherCombiningMethods(_ n: Int, named name: String, type: String) -> String {
  let names = Array(["P", "Q", "R"].prefix(n - 1))
  let generics = names.map { "\($0): Publisher" }.joined(separator: ", ")
  let parameters =
    n == 2
    ? "_ other: P"
    : names.indices.map { "_ publisher\($0 + 1): \(names[$0])" }
      .joined(separator: ", ")
  let arguments =
    n == 2 ? "other" : names.indices.map { "publisher\($0 + 1)" }.joined(separator: ", ")
  let outputs = (["Output"] + names.map { "\($0).Output" }).joined(separator: ", ")
  let result = "Publishers.\(type)<Self, \(names.joined(separator: ", "))>"
  let constraint = sameFailure(names)
  let tupleDoc: String
  let transformDoc: String
  switch name {
  case "combineLatest":
    tupleDoc = """
      /// Subscribes to \(words[n - 1]!) additional publishers and publishes a tuple upon receiving output
      /// from any of the publishers.
      """
    transformDoc = """
      /// Subscribes to \(words[n - 1]!) additional publishers and invokes a closure upon receiving output
      /// from any of the publishers.
      """
  default:
    let others = n == 2 ? "another publisher" : "\(words[n - 1]!) other publishers"
    tupleDoc = """
      /// Combines elements from \(others) and delivers \(n == 2 ? "pairs" : "groups") of elements as tuples.
      """
    transformDoc = """
      /// Combines elements from \(others) and delivers a transformed output.
      """
  }
  return """
    \(tupleDoc)
    public func \(name)<\(generics)>(\(parameters)) -> \(result) where \(constraint) {
      Publishers.\(type)(self, \(arguments))
    }

    \(transformDoc)
    public func \(name)<\(generics), T>(\(parameters), _ transform: @escaping (\(outputs)) -> T) -> Publishers.Map<\(result), T> where \(constraint) {
      Publishers.\(type)(self, \(arguments)).map(transform)
    }
    """
}

/// The requirements that every upstream fails the same way: `A.Failure == B.Failure, …`.
func upstreamsFailAlike(_ n: Int) -> String {
  allEqual((0..<n).map { "\(letters[$0].uppercased()).Failure" })
}

func upstreamOutputs(_ n: Int) -> String {
  list(n) { "\(letters[$0 - 1].uppercased()).Output" }
}

func publishersCombineLatest(_ n: Int) -> String {
  // Three or four publishers are combined as pairs of two-publisher combinations, whose
  // nested tuples are then flattened.
  precondition(n == 3 || n == 4, "CombineLatest\(n): only three or four publishers pair up")
  let right = n == 3 ? "c" : "CombineLatest(c, d)"
  let flattened = n == 3 ? "($0.0, $0.1, $1)" : "($0.0, $0.1, $1.0, $1.1)"
  return """
    /// A publisher that receives and combines the latest elements from \(words[n]!) publishers.
    public struct CombineLatest\(n)<\(upstreamGenerics(n))>: Publisher where \(upstreamsFailAlike(n)) {
      public typealias Output = (\(upstreamOutputs(n)))
      public typealias Failure = A.Failure

    \(upstreamStorage(n))

      public func receive<S: Subscriber>(subscriber: S)
      where S.Input == Output, S.Failure == Failure {
        CombineLatest(CombineLatest(a, b), \(right)).map { \(flattened) }
          .receive(subscriber: subscriber)
      }
    }
    """
}

func publishersZip(_ n: Int) -> String {
  let casts = list(n) { "values[\($0 - 1)] as! \(letters[$0 - 1].uppercased()).Output" }
  let subscriptions = list(n, "\n") { index in
    let letter = letters[index - 1]
    return
      "\(letter).subscribe(ZipChild<\(letter.uppercased()).Output, S>(inner: inner, index: \(index - 1)))"
  }
  let storage = upstreamStorage(n) { index in
    switch index {
    case 1: "A publisher to zip."
    case 2 where n == 2: "Another publisher to zip."
    default: "A \(ordinals[index]!) publisher to zip."
    }
  }
  return """
    /// A publisher created by applying the zip function to \(words[n]!) upstream publishers.
    ///
    /// It sends a tuple once every upstream has a value for it. As in Combine, it finishes as
    /// soon as an upstream that has finished leaves nothing queued (checked when an upstream
    /// finishes, and after each tuple), and fails with the first failure.
    public struct Zip\(n == 2 ? "" : "\(n)")<\(upstreamGenerics(n))>: Publisher where \(upstreamsFailAlike(n)) {
      public typealias Output = (\(upstreamOutputs(n)))
      public typealias Failure = A.Failure

    \(storage)

      public func receive<S: Subscriber>(subscriber: S)
      where S.Input == Output, S.Failure == Failure {
        let inner = ZipInner(downstream: subscriber, arity: \(n)) { values in (\(casts)) }
        inner.start()
    \(subscriptions)
      }
    }
    """
}

// MARK: - Files

struct GeneratedFile {
  /// Relative to the package root.
  let path: String
  /// What the file holds, for its header.
  let summary: String
  let body: String
}

let files = [
  GeneratedFile(
    path: "Sources/RxStreams/Operators/CombineLatest+arity.swift",
    summary: """
      combineLatest of three to eight sequences, and the tuple form of two to eight (the
      two-source form with a result selector has its own sink, in CombineLatest.swift).
      """,
    // The two-source combineLatest with a result selector has a sink of its own.
    body: "extension ObservableType {\n"
      + ((3...8).map { observableWithSelector($0, .combineLatest) }
      + (2...8).map { observableTuple($0, .combineLatest) }).joined(separator: "\n\n") + "\n}"),
  GeneratedFile(
    path: "Sources/RxStreams/Operators/Zip+arity.swift",
    summary: "zip of two to eight sequences, with a result selector and into tuples.",
    body: "extension ObservableType {\n"
      + ((2...8).map { observableWithSelector($0, .zip) }
      + (2...8).map { observableTuple($0, .zip) }).joined(separator: "\n\n") + "\n}"),
  GeneratedFile(
    path: "Sources/RxStreams/Traits/Infallible+CombineLatest+arity.swift",
    summary: """
      combineLatest for `Infallible`, two to eight sources: the observable operator of the same
      name, which cannot fail when its sources cannot (unless a result selector throws).
      """,
    body: (2...8).map(infallibleCombineLatest).joined(separator: "\n\n")),
  GeneratedFile(
    path: "Sources/RxStreams/Traits/Infallible+Zip+arity.swift",
    summary: """
      zip for `Infallible`, two to eight sources: the observable operator of the same name,
      which cannot fail when its sources cannot (unless a result selector throws).
      """,
    body: (2...8).map(infallibleZip).joined(separator: "\n\n")),
  GeneratedFile(
    path: "Sources/RxStreams/Traits/SharedSequence/SharedSequence+CombineLatest+arity.swift",
    summary: """
      combineLatest for `Driver` and `Signal`, two to eight sources of one sharing strategy:
      the observable operator, its result shared as the strategy does.
      """,
    body: (2...8).map { sharedSequenceCombining($0, .combineLatest) }
      .joined(separator: "\n\n")),
  GeneratedFile(
    path: "Sources/RxStreams/Traits/SharedSequence/SharedSequence+Zip+arity.swift",
    summary: """
      zip for `Driver` and `Signal`, two to eight sources of one sharing strategy: the
      observable operator, its result shared as the strategy does.
      """,
    body: (2...8).map { sharedSequenceCombining($0, .zip) }.joined(separator: "\n\n")),
  GeneratedFile(
    path: "Sources/RxStreams/Traits/PrimitiveSequence+Zip+arity.swift",
    summary: """
      zip for `Single` and `Maybe`, two to eight sources: each waits for the element of every
      source, then sends their combination and ends. For a `Maybe`, a source that completes
      empty completes the result. The first error ends the result.
      """,
    body: (2...8).map(primitiveSequenceZip).joined(separator: "\n\n")),
  GeneratedFile(
    path: "Sources/Streams/Operators/Publishers.Merge+arity.swift",
    summary: "merge(with:) of two to eight publishers, and Publishers.Merge, Merge3 … Merge8.",
    body: "extension Publisher {\n" + (2...8).map(publisherMergeMethod).joined(separator: "\n\n")
      + "\n}\n\nextension Publishers {\n"
      + (2...8).map(publishersMerge).joined(separator: "\n\n") + "\n}"),
  GeneratedFile(
    path: "Sources/Streams/Operators/Publishers.CombineLatest+arity.swift",
    summary: """
      combineLatest of three and four publishers, and Publishers.CombineLatest3 and
      CombineLatest4 (the two-publisher form, the building block, is in
      Publishers.CombineLatest.swift).
      """,
    body: "extension Publisher {\n"
      + (3...4).map {
        publisherCombiningMethods($0, named: "combineLatest", type: "CombineLatest\($0)")
      }
      .joined(separator: "\n\n") + "\n}\n\nextension Publishers {\n"
      + (3...4).map(publishersCombineLatest).joined(separator: "\n\n") + "\n}"),
  GeneratedFile(
    path: "Sources/Streams/Operators/Publishers.Zip+arity.swift",
    summary: "zip of two to four publishers, and Publishers.Zip, Zip3 and Zip4.",
    body: "extension Publisher {\n"
      + (2...4).map {
        publisherCombiningMethods($0, named: "zip", type: $0 == 2 ? "Zip" : "Zip\($0)")
      }
      .joined(separator: "\n\n") + "\n}\n\nextension Publishers {\n"
      + (2...4).map(publishersZip).joined(separator: "\n\n") + "\n}"),
]

// MARK: - Writing

/// `source` as swift-format formats it with the package's configuration.
func formatted(_ source: String) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "swift", "format", "format", "--configuration",
    root.appendingPathComponent(".swift-format").path, "-",
  ]
  let input = Pipe()
  let output = Pipe()
  process.standardInput = input
  process.standardOutput = output
  try process.run()
  input.fileHandleForWriting.write(Data(source.utf8))
  try input.fileHandleForWriting.close()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else {
    throw GenerationError.formatFailed(status: process.terminationStatus)
  }
  return text
}

enum GenerationError: Error {
  case formatFailed(status: Int32)
}

for file in files {
  let summary = file.summary.split(separator: "\n", omittingEmptySubsequences: false)
    .map { "// \($0)" }.joined(separator: "\n")
  let source = """
    // Generated by Scripts/GenerateArities.swift: do not edit. Change the generator, then run
    // `swift Scripts/GenerateArities.swift`.
    //
    \(summary)

    \(file.body)

    """
  let url = root.appendingPathComponent(file.path)
  let text = try formatted(source)
  if (try? String(contentsOf: url, encoding: .utf8)) != text {
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
  print(file.path)
}
