import Foundation
import LookoutCommands

exit(LookoutCommandLine.run(Array(CommandLine.arguments.dropFirst())))
