import Foundation

/// The bundled `Fixtures` folder (PNG files of every colour type, and their expected pixels).
enum Fixtures {
    static var root: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
                throw FixtureError.missing("Fixtures")
            }
            return url
        }
    }

    static func data(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: try root.appendingPathComponent(relativePath)))
    }
}

enum FixtureError: Error {
    case missing(String)
}
