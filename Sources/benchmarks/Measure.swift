#if canImport(Glibc)
  import CMalloc
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Divides every benchmark's iteration count, for profiling runs under valgrind
/// (`BENCHMARK_SCALE=1000`); figures are only meaningful at the default, 1.
let benchmarkScale = max(1, Int(String(cString: getenv("BENCHMARK_SCALE") ?? strdup("1"))) ?? 1)

/// The monotonic clock in nanoseconds.
@inline(never)
func nanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Runs `body` `rounds` times and returns the fastest round in nanoseconds, with the result
/// of the last round (a checksum that keeps the work from being optimised away).
func fastest<Result>(rounds: Int, _ body: () -> Result) -> (nanoseconds: UInt64, result: Result) {
  var best = UInt64.max
  var result = body()  // a warm-up round
  for _ in 0..<rounds {
    let start = nanoseconds()
    result = body()
    best = min(best, nanoseconds() - start)
  }
  return (best, result)
}

/// The heap bytes `body` allocated and kept (malloc's count of bytes in use, after minus
/// before).
func allocatedBytes(_ body: () -> Void) -> Int {
  #if canImport(CMalloc)
    let before = mallinfo2().uordblks
    body()
    return Int(mallinfo2().uordblks) - Int(before)
  #else
    body()
    return 0
  #endif
}

/// Prints one figure: `name value unit [checksum=N]`.
func report(_ name: String, _ value: Double, _ unit: String, checksum: Int? = nil) {
  let rounded = (value * 100).rounded() / 100
  var line = "\(name) \(rounded) \(unit)"
  if let checksum { line += " checksum=\(checksum)" }
  print(line)
}
