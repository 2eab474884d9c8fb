import Streams

/// The weather screen's state: MVVM with Combine. `address` reads 取得中 ("fetching") until
/// the first answer arrives.
public final class WeatherViewModel: ObservableObject {
  @Published public private(set) var address = "取得中"
  @Published public private(set) var weathers: [Weather] = []
  @Published public private(set) var isLoading = false
  /// Why the last fetch failed, or empty.
  @Published public private(set) var errorMessage = ""

  private let client: any WeatherFetching
  private let requestedAddress: String?
  private var cancellables = Set<AnyCancellable>()

  public init(client: any WeatherFetching, address: String? = nil) {
    self.client = client
    requestedAddress = address
  }

  /// Fetches the forecast; a fetch already under way is replaced.
  public func fetchWeatherForecast() {
    cancellables.removeAll()
    isLoading = true
    errorMessage = ""
    client.fetchWeatherForecast(address: requestedAddress)
      .sink(
        receiveCompletion: { [weak self] completion in
          self?.isLoading = false
          if case .failure(let error) = completion {
            self?.errorMessage = "天気を取得できませんでした: \(error.description)"
          }
        },
        receiveValue: { [weak self] forecast in
          self?.address = forecast.address
          self?.weathers = forecast.weathers.sorted { $0.time < $1.time }
        }
      )
      .store(in: &cancellables)
  }
}
