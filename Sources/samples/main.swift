#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let command = CommandLine.arguments.dropFirst()
exit(SamplesCommand.run(Array(command)))
