// UniformTypeIdentifiers is built on Foundation: `URL`, `Data` come with it.
@_exported import Foundation
