// Where each module a widget file imports comes from when it is compiled on Linux: widgetsnap's modules, the
// Swift toolchain's, Apple frameworks that exist only on Apple platforms (with what to do instead), or
// anything else (the app's own modules and third-party packages).

/// Where an imported module comes from on Linux.
public enum ModuleAvailability: Equatable, Sendable {
    /// One of widgetsnap's modules (`import SwiftUI` on Linux).
    case widgetsnap
    /// Part of the Swift toolchain on Linux (Foundation, Dispatch, Observation, Testing…).
    case toolchain
    /// An Apple framework with no Linux counterpart; the text says what a widget target does instead.
    case appleOnly(hint: String)
    /// An import Linux cannot compile whose content is elsewhere on Linux: a one-line edit
    /// (`import CoreGraphics` → Foundation's CGFloat and CGSize, `import Foundation.NSString` → `import Foundation`).
    case replaceable(hint: String)
    /// Neither: the app's own module, or a third-party package.
    case other

    /// Whether `#if canImport(M)` is true on Linux with widgetsnap.
    public var buildsOnLinux: Bool {
        switch self {
        case .widgetsnap, .toolchain: true
        case .appleOnly, .replaceable, .other: false
        }
    }
}

public enum ModuleCatalog {
    /// The modules widgetsnap provides, by the names Apple's SDK uses.
    public static let widgetsnap: Set<String> = [
        "SwiftUI", "SwiftUICore", "WidgetKit", "AppIntents", "Intents", "ActivityKit", "Charts", "UIKit", "Combine", "OSLog", "os",
        "AudioToolbox",
    ]

    /// The submodules widgetsnap's modules have (`import os.log`: `os` re-exports a clang module with them).
    public static let widgetsnapSubmodules: Set<String> = ["os.log", "os.signpost", "os.activity"]

    /// The Swift toolchain's modules on Linux (swift.org's Linux toolchain, Swift 6).
    public static let toolchain: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Observation", "RegexBuilder", "Synchronization", "Distributed",
        "_Concurrency", "_StringProcessing", "XCTest", "Testing", "Glibc", "Musl", "Cxx", "CxxStdlib",
    ]

    /// Apple frameworks a widget target may import, and what to do on Linux.
    /// Imports whose content Linux has under another name: a one-line edit.
    public static let replaceable: [String: String] = [
        "CoreGraphics": "CGFloat, CGPoint, CGSize and CGRect are in Foundation on Linux: remove the import or guard it with `#if canImport(CoreGraphics)`",
        "Darwin": "import Foundation instead (Glibc on Linux)",
        "CoreFoundation": "import Foundation instead",
    ]

    public static let appleOnly: [String: String] = {
        var table: [String: String] = [
            "QuartzCore": "guard it with `#if canImport(QuartzCore)`; a widget's views do not need it",
            "CoreText": "use SwiftUI's Font and Text instead",
            "CoreImage": "prepare images in the app; the widget reads them as data",
            "ImageIO": "use UIImage(data:) (widgetsnap decodes PNG and JPEG)",
            "MobileCoreServices": "use UniformTypeIdentifiers behind `#if canImport`, or nothing: widgets rarely need it",
            "UniformTypeIdentifiers": "guard it with `#if canImport(UniformTypeIdentifiers)`",
            "CryptoKit": "swift-crypto's `Crypto` module builds on Linux with the same API",
            "CoreData": "keep the store out of the widget's views: give the timeline provider entries built from plain values, and a Linux stand-in for the fetch",
            "SwiftData": "keep the store out of the widget's views: give the timeline provider entries built from plain values, and a Linux stand-in for the fetch",
        ]
        let dataOnly = "a data source: read it in the timeline provider behind a protocol and give the snapshot tests a stand-in on Linux"
        for name in ["HealthKit", "CoreLocation", "EventKit", "Contacts", "Photos", "CoreMotion", "WeatherKit",
                     "MusicKit", "MediaPlayer", "CloudKit", "HomeKit", "StoreKit", "GameKit", "CoreSpotlight",
                     "UserNotifications", "Security", "LocalAuthentication", "Network", "SystemConfiguration",
                     "CoreTelephony", "CoreBluetooth", "CoreNFC", "PassKit", "FinanceKit", "CoreML", "Vision",
                     "NaturalLanguage", "Speech", "SensorKit", "DeviceActivity", "FamilyControls", "ManagedSettings",
                     "BackgroundTasks", "AppTrackingTransparency", "AdSupport", "AuthenticationServices",
                     "WatchConnectivity", "ExtensionFoundation", "NetworkExtension", "CoreWLAN", "NearbyInteraction",
                     "ShazamKit", "GroupActivities", "DeviceCheck", "CryptoTokenKit", "ProximityReader", "JournalingSuggestions",
                     "Translation", "CallKit", "IdentityLookup", "MultipeerConnectivity", "ExposureNotification",
                     "AppIntentsUI", "BrowserEngineKit", "CoreTransferable"] {
            table[name] = dataOnly
        }
        let viewOnly = "a framework of views with no Linux build: keep it out of the widget's views (a widget cannot host it on iOS either)"
        for name in ["MapKit", "AVFoundation", "AVKit", "WebKit", "SafariServices", "MessageUI", "PhotosUI",
                     "SceneKit", "SpriteKit", "RealityKit", "ARKit", "Metal", "MetalKit", "QuickLook",
                     "QuickLookThumbnailing", "LinkPresentation", "PDFKit", "PencilKit", "CarPlay", "ClockKit",
                     "AppKit", "Cocoa", "WatchKit", "TipKit", "StoreKitTest", "ContactsUI", "EventKitUI",
                     "NotificationCenter", "Accelerate", "simd", "CoreHaptics", "CoreAudio",
                     "CoreMedia", "CoreVideo", "VideoToolbox", "ObjectiveC"] {
            table[name] = viewOnly
        }
        table["TipKit"] = "tips do not show in widgets: guard the import and the tips with `#if canImport(TipKit)`"
        table["simd"] = "use plain Double arithmetic, or guard the code with `#if canImport(simd)`"
        return table
    }()

    public static func availability(of module: String) -> ModuleAvailability {
        if let hint = replaceable[module] { return .replaceable(hint: hint) }
        if widgetsnapSubmodules.contains(module) { return .widgetsnap }
        if let hint = appleOnly[module] { return .appleOnly(hint: hint) }
        let top = module.split(separator: ".").first.map(String.init) ?? module
        if widgetsnap.contains(top) || toolchain.contains(top) {
            if top != module {
                return .replaceable(hint: "write `import \(top)` (a Swift module on Linux has no submodules)")
            }
            return widgetsnap.contains(top) ? .widgetsnap : .toolchain
        }
        if let hint = replaceable[top] { return .replaceable(hint: hint) }
        if let hint = appleOnly[top] { return .appleOnly(hint: hint) }
        return .other
    }
}
