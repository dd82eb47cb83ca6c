// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "Shared", products: [.library(name: "WeatherShared", targets: ["WeatherShared"])],
                      targets: [.target(name: "WeatherShared")])
