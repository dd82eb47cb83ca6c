import Foundation
import ImageDiff
import PNGCodec
import Pixels

/// The bundled `Fixtures` folder.
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

    /// A pixelmatch fixture PNG, decoded.
    static func image(_ relativePath: String) throws -> RGBAImage {
        try PNGDecoder().decode(data(relativePath))
    }
}

enum FixtureError: Error {
    case missing(String)
}

extension RGBAImage {
    /// An image filled with one colour.
    static func filled(_ width: Int, _ height: Int, _ color: Pixel) throws -> RGBAImage {
        try RGBAImage(width: width, height: height, red: color.r, green: color.g, blue: color.b, alpha: color.a)
    }

    /// A copy with some pixels replaced.
    func setting(_ changes: [(x: Int, y: Int, color: Pixel)]) throws -> RGBAImage {
        var bytes = rgba
        for change in changes {
            let offset = (change.y * width + change.x) * 4
            bytes[offset] = change.color.r
            bytes[offset + 1] = change.color.g
            bytes[offset + 2] = change.color.b
            bytes[offset + 3] = change.color.a
        }
        return try RGBAImage(width: width, height: height, rgba: bytes)
    }

    /// The pixel at `(x, y)` as a `Pixel`.
    func at(_ x: Int, _ y: Int) -> Pixel? {
        pixel(x: x, y: y).map { Pixel($0.red, $0.green, $0.blue, $0.alpha) }
    }
}

/// A small RGBA value for building test images.
struct Pixel: Equatable, CustomStringConvertible {
    var r, g, b, a: UInt8
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
    init(_ color: RGBColor) {
        self.init(color.red, color.green, color.blue)
    }
    static func gray(_ v: UInt8, _ a: UInt8 = 255) -> Pixel { Pixel(v, v, v, a) }
    static let black = Pixel(0, 0, 0)
    static let white = Pixel(255, 255, 255)
    static let clear = Pixel(0, 0, 0, 0)
    var description: String { "(\(r), \(g), \(b), \(a))" }
}

/// The grey pixelmatch paints for an unchanged pixel, computed independently of the library.
func expectedGray(_ p: Pixel, alpha: Double) -> Pixel {
    let luma = Double(p.r) * 0.29889531 + Double(p.g) * 0.58662247 + Double(p.b) * 0.11448223
    let value = 255 + (luma - 255) * alpha * Double(p.a) / 255
    return .gray(UInt8(value))
}
