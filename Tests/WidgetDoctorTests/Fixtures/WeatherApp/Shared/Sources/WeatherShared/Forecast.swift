import Foundation

public struct Forecast: Codable, Sendable {
    public var city: String
    public var high: Double
    public var condition: Condition
}

public enum Condition: String, Codable, Sendable { case sunny, cloudy, rain }
