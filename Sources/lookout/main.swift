#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(LookoutCommandLine.run(Array(CommandLine.arguments.dropFirst())))
