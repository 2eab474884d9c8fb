import Foundation
import Primitives

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where an `AsyncImage`'s loading is: SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
  /// Not loaded yet (or no URL).
  case empty
  /// Loaded: the image.
  case success(Image)
  /// The loading failed, with why.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// Why loading failed, if it did.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// An image loaded from a URL: SwiftUI's `AsyncImage`.
///
/// The data is fetched as SwiftUI fetches it (`URLSession.shared`, again when the URL
/// changes; a `file:` URL is read from disk), so the phases come as they would: `.empty` while loading, `.success` when the
/// server answered with an image's bytes, `.failure` otherwise. A terminal cannot draw the
/// picture: a loaded image is drawn as an asset image is, with the file's name as its label.
public struct AsyncImage<Content: View>: View, PrimitiveView {
  let url: URL?
  let content: (AsyncImagePhase) -> Content

  /// The image at `url` (drawn as a placeholder glyph), a grey box while it loads.
  public init(url: URL?, scale: CGFloat = 1) where Content == AnyView {
    self.url = url
    content = { phase in
      if let image = phase.image { return AnyView(image) }
      return AnyView(Color.secondary.opacity(0.3))
    }
  }

  /// The image at `url`, shown by `content` once loaded and `placeholder` before (or after a
  /// failure).
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == AnyView {
    self.url = url
    self.content = { phase in
      if let image = phase.image { return AnyView(content(image)) }
      return AnyView(placeholder())
    }
  }

  /// The image at `url`, each phase of its loading shown by `content`.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.content = content
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let state = context.node.state { AsyncImageLoad() }
    state.load(url, invalidator: context.graph.invalidator)
    let child = context.child(ChildKey(position: 0, type: ObjectIdentifier(Content.self)))
    child.resolve(content(state.phase), into: &output)
  }
}

/// An `AsyncImage`'s loading; lives in its node.
@MainActor
final class AsyncImageLoad {
  private(set) var phase = AsyncImagePhase.empty
  private var url: URL?
  private var task: Task<Void, Never>?

  /// Starts loading `url` unless it is the URL loaded already.
  func load(_ url: URL?, invalidator: Invalidator) {
    guard url != self.url else { return }
    self.url = url
    task?.cancel()
    phase = .empty
    guard let url else {
      task = nil
      return
    }
    task = Task { @MainActor [weak self] in
      let result = await Self.fetch(url)
      guard let self, !Task.isCancelled, self.url == url else { return }
      self.phase = result
      invalidator.invalidate()
    }
  }

  deinit { task?.cancel() }

  /// The phase loading `url` ends in. The transfer runs on URLSession's own threads and the
  /// answer comes back to the main actor, so loading takes no thread of the shared pool.
  static func fetch(_ url: URL) async -> AsyncImagePhase {
    typealias Answer = UncheckedBox<(Data?, URLResponse?, (any Error)?)>
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Answer, Never>) in
      // Foundation's URLSession on Linux has no file: URLs; a file is read from disk.
      if url.isFileURL {
        DispatchQueue.global().async(
          execute: DispatchWorkItem {
            do {
              let data = try Data(contentsOf: url)
              continuation.resume(returning: UncheckedBox((data, nil, nil)))
            } catch {
              continuation.resume(returning: UncheckedBox((nil, nil, error)))
            }
          })
        return
      }
      let task = URLSession.shared.dataTask(with: url) { data, response, error in
        continuation.resume(returning: UncheckedBox((data, response, error)))
      }
      task.resume()
    }
    let (data, response, error) = result.value
    if let error { return .failure(error) }
    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
      return .failure(AsyncImageError.status(http.statusCode))
    }
    guard let data, !data.isEmpty else { return .failure(AsyncImageError.empty) }
    return .success(Image(url.lastPathComponent, label: Text(url.lastPathComponent)))
  }
}

/// Why an `AsyncImage` did not load.
enum AsyncImageError: Error, CustomStringConvertible {
  case status(Int)
  case empty

  var description: String {
    switch self {
    case .status(let code): "the server answered \(code)"
    case .empty: "the server sent no data"
    }
  }
}
