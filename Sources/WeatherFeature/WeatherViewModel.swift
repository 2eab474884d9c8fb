import Networking
import Streams

/// The weather screen's state: MVVM with Combine. Nothing is fetched until
/// ``fetchWeatherForecast()`` is called (the 取得 button); `address` reads 取得中 ("fetching")
/// until the first answer arrives, as in the article.
public final class WeatherViewModel: ObservableObject {
  /// What `address` reads after a failure when no forecast was ever fetched.
  public static let notFetchedAddress = "未取得"

  @Published public private(set) var address = "取得中"
  @Published public private(set) var weathers: [Weather] = []
  @Published public private(set) var isLoading = false
  /// Why the last fetch failed and how to try again, or empty.
  @Published public private(set) var errorMessage = ""

  private let client: any WeatherFetching
  private let requestedAddress: String?
  /// The address of the last forecast shown, kept for when a later fetch fails.
  private var fetchedAddress: String?
  private var cancellables = Set<AnyCancellable>()

  public init(client: any WeatherFetching, address: String? = nil) {
    self.client = client
    requestedAddress = address
  }

  /// Fetches the forecast; does nothing while a fetch is already under way, so pressing
  /// 取得 twice sends one request.
  public func fetchWeatherForecast() {
    guard !isLoading else { return }
    cancellables.removeAll()
    isLoading = true
    errorMessage = ""
    if fetchedAddress == nil { address = "取得中" }
    let server = client.serverDescription
    client.fetchWeatherForecast(address: requestedAddress)
      .sink(
        receiveCompletion: { [weak self] completion in
          guard let self else { return }
          isLoading = false
          if case .failure(let error) = completion {
            address = fetchedAddress ?? Self.notFetchedAddress
            errorMessage = WeatherFailureMessage.text(for: error, server: server)
          }
        },
        receiveValue: { [weak self] forecast in
          self?.fetchedAddress = forecast.address
          self?.address = forecast.address
          self?.weathers = forecast.weathers.sorted { $0.time < $1.time }
        }
      )
      .store(in: &cancellables)
  }
}
