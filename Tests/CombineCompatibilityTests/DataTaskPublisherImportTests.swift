// Combine code that loads data, as the articles write it: on Apple platforms `import Combine`
// is what makes `URLSession.dataTaskPublisher` visible; here `import Streams` must, with
// FoundationNetworking (where Linux keeps URLSession) and nothing else.
import Foundation
import Streams
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

struct Post: Decodable {
  let id: Int
  let title: String
}

final class PostsService {
  let session: URLSession

  init(session: URLSession = .shared) {
    self.session = session
  }

  func request(for url: URL) -> URLSession.DataTaskPublisher {
    session.dataTaskPublisher(for: url)
  }

  func posts(from url: URL) -> AnyPublisher<[Post], Error> {
    session.dataTaskPublisher(for: URLRequest(url: url))
      .tryMap { (output: URLSession.DataTaskPublisher.Output) -> Data in
        guard let response = output.response as? HTTPURLResponse,
          response.statusCode == 200
        else { throw URLError(.badServerResponse) }
        return output.data
      }
      .decode(type: [Post].self, decoder: JSONDecoder())
      .receive(on: DispatchQueue.main)
      .eraseToAnyPublisher()
  }
}

final class DataTaskPublisherImportTests: XCTestCase {
  func testTheDataTaskPublisherComesWithStreams() throws {
    let url = try XCTUnwrap(URL(string: "https://example.com/posts"))
    let service = PostsService()
    let publisher = service.request(for: url)
    XCTAssertEqual(publisher.request.url, url)
    XCTAssertTrue(publisher.session === URLSession.shared)
    // Built, not subscribed: nothing is fetched.
    _ = service.posts(from: url)
  }
}
