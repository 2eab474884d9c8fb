/// The bridges between RxSwift and Combine that RxSwift itself does not have, under the name
/// and spelling of the RxCombine library, so code that uses RxCombine ports unchanged
/// (`import RxCombine`) and code that writes its own bridge does not meet a second one:
/// `observable.publisher` / `asPublisher()`, `relay.publisher`, `publisher.asObservable()`.
@_exported import RxStreams
@_exported import Streams
