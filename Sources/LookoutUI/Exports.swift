// SwiftUI re-exports Foundation and Observation: view code uses `Date`, `URL` and `@Observable` without
// importing them. LookoutUI does the same, so such code compiles unchanged against it.
@_exported import Foundation
@_exported import Observation
