enum StreamsBenchmarks {
  static func run() {}
  static func runBaseline() {}
}
