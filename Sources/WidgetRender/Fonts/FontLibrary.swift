import CPangoCairo
import Foundation
import WidgetModel

/// Why rendering could not happen.
public enum RenderError: Error, Sendable, CustomStringConvertible {
    case fontsMissing([String])
    case fontconfig(String)
    case cairo(String)
    case asset(name: String, message: String)
    case encoding(String)

    public var description: String {
        switch self {
        case .fontsMissing(let files):
            "font files are missing: \(files.joined(separator: ", ")) (install the Debian packages "
                + FontLibrary.packages.joined(separator: " ") + " with apt-get, or run 'make deps' in the widgetsnap checkout)"
        case .fontconfig(let m): "fontconfig: \(m)"
        case .cairo(let m): "cairo: \(m)"
        case .asset(let name, let m): "asset '\(name)': \(m)"
        case .encoding(let m): "PNG encoding: \(m)"
        }
    }
}

/// The fonts the renderer may use, through a private fontconfig configuration built in memory (its
/// font folder and cache live in the user's cache folder, never in a checkout): renders never
/// depend on what else is installed or on the working directory. Inter stands in for SF Pro and for SF Pro Rounded
/// (SF Pro Rounded has SF Pro's advance widths, which Inter matches within 2 %), JetBrains Mono for SF Mono;
/// Noto CJK and Noto Color Emoji are fallbacks; Material Icons draws symbols.
///
/// Apple's own SF Pro, SF Pro Rounded and SF Mono, which widgetsnap never ships, are used instead where
/// the environment variable `WIDGETSNAP_FONTS_DIR` names a folder that holds them (``appleFontsVariable``).
public final class FontLibrary: @unchecked Sendable {
    public static let files: [String] = {
        let inter = ["Regular", "Medium", "SemiBold", "Bold", "Light", "Thin", "ExtraLight", "ExtraBold", "Black"]
            .map { "/usr/share/fonts/opentype/inter/Inter-\($0).otf" }
        return inter + italicFiles + [
            "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Regular.ttf", "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Bold.ttf",
            "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Medium.ttf",
            "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
            "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
            "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
        ] + rightToLeftFiles
    }()

    /// The italic faces of Inter (every weight) and JetBrains Mono, for `italic` text; from the same
    /// packages. Upright text never matches them.
    static let italicFiles: [String] = {
        ["Italic", "MediumItalic", "SemiBoldItalic", "BoldItalic", "LightItalic", "ThinItalic", "ExtraLightItalic", "ExtraBoldItalic", "BlackItalic"]
            .map { "/usr/share/fonts/opentype/inter/Inter-\($0).otf" }
            + ["Italic", "BoldItalic", "MediumItalic"].map { "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-\($0).ttf" }
    }()
    /// Arabic and Hebrew, which Inter lacks: Noto Sans Arabic UI (fonts-noto-ui-core, 5 MB
    /// installed), a sans-serif drawn to UI line heights like SF Arabic, and Culmus's Miriam CLM
    /// (culmus, 2.2 MB), a sans-serif Hebrew face like SF Hebrew. Chosen over fonts-noto-core
    /// (Noto Sans Arabic and Hebrew, but 42 MB installed).
    static let rightToLeftFiles: [String] = {
        ["Regular", "Bold"].map { "/usr/share/fonts/truetype/noto/NotoSansArabicUI-\($0).ttf" }
            + ["Book", "Bold"].map { "/usr/share/fonts/truetype/culmus/MiriamCLM-\($0).ttf" }
    }()

    /// The Debian packages that hold ``files``: the fonts are the system's, found at fixed paths, so
    /// an installed `widgetsnap` needs only these packages and no file of its checkout.
    public static let packages = ["fonts-inter", "fonts-jetbrains-mono", "fonts-noto-cjk",
                                  "fonts-noto-color-emoji", "fonts-material-design-icons-iconfont",
                                  "fonts-noto-ui-core", "culmus"]

    /// Scales bitmap fonts (Noto Color Emoji has one 109 px strike) to the requested size;
    /// Debian's 10-scale-bitmap-fonts.conf does this for the system configuration.
    static let bitmapScaling = """
        <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd"><fontconfig>
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
          <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide></edit></match>
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
          <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
          <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name> <double>0</double> <double>0</double> <name>pixelsizefixupfactor</name></matrix></times></edit>
          <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>
        </fontconfig>
        """

    /// The environment variable naming a folder of the user's own fonts: Apple's SF Pro, SF Pro
    /// Rounded and SF Mono (as Apple distributes them), which then draw text where they have the
    /// glyphs, before the stand-ins; and any font a layout names with `font.family` (an icon font).
    /// widgetsnap never ships these fonts.
    public static let appleFontsVariable = "WIDGETSNAP_FONTS_DIR"

    /// The fontconfig configuration (FcConfig*), shared by every thread's font map.
    let config: OpaquePointer
    /// The folder of the user's own fonts in use (``appleFontsVariable``), or nil.
    public let userFontsFolder: String?
    /// Whether that folder holds Apple's SF fonts, which then come before the stand-ins.
    public let hasAppleFonts: Bool

    private init(config: OpaquePointer, userFonts: (folder: String, hasSF: Bool)?) {
        self.config = config; userFontsFolder = userFonts?.folder; hasAppleFonts = userFonts?.hasSF ?? false
    }

    /// The folder named by ``appleFontsVariable`` when it exists and holds font files (.otf, .ttf,
    /// .ttc), and whether any of them is one of Apple's SF fonts.
    static func userFontsFromEnvironment() -> (folder: String, hasSF: Bool)? {
        userFonts(in: ProcessInfo.processInfo.environment[appleFontsVariable])
    }

    static func userFonts(in dir: String?) -> (folder: String, hasSF: Bool)? {
        guard let dir, !dir.isEmpty else { return nil }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).map { $0.lowercased() }
            .filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") || $0.hasSuffix(".ttc") }
        guard !names.isEmpty else { return nil }
        let hasSF = names.contains { $0.hasPrefix("sf-pro") || $0.hasPrefix("sfpro") || $0.hasPrefix("sf-mono") || $0.hasPrefix("sfmono") }
        return ((dir as NSString).standardizingPath, hasSF)
    }

    nonisolated(unsafe) private static var instance: FontLibrary?
    private static let lock = NSLock()

    /// The library, created on first use.
    public static func shared() throws(RenderError) -> FontLibrary {
        lock.lock()
        defer { lock.unlock() }
        if let instance { return instance }
        let missing = files.filter { !FileManager.default.fileExists(atPath: $0) }
        if !missing.isEmpty { throw .fontsMissing(missing) }
        let user = userFontsFromEnvironment()
        let apple = user?.folder
        guard let config = cachedConfiguration(apple: apple) ?? directConfiguration(apple: apple) else {
            throw .fontconfig("could not build the private font configuration")
        }
        // Before any Pango font map exists, so nothing ever loads the system configuration.
        FcConfigSetCurrent(config)
        let library = FontLibrary(config: config, userFonts: user)
        instance = library
        return library
    }

    /// Preferred: a configuration whose one font folder holds links to exactly our files, with a
    /// fontconfig cache beside it, so later runs skip scanning the large CJK collections.
    /// The folder is `$XDG_CACHE_HOME/widgetsnap` (or `~/.cache/widgetsnap`); output is the same either way.
    private static func cachedConfiguration(apple: String?) -> OpaquePointer? {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_CACHE_HOME"].map { $0 + "/widgetsnap" } ?? env["HOME"].map { $0 + "/.cache/widgetsnap" }
        guard let base else { return nil }
        // The version follows the set of files (v2: Arabic and Hebrew added; v3: italics): a build with another
        // set uses its own folders, so two widgetsnap versions on one machine never remove each
        // other's links.
        let fonts = base + "/fonts-v3", cache = base + "/fontconfig-v3"
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: fonts, withIntermediateDirectories: true)
            try fm.createDirectory(atPath: cache, withIntermediateDirectories: true)
            let wanted = Set(files.map { ($0 as NSString).lastPathComponent })
            for name in (try? fm.contentsOfDirectory(atPath: fonts)) ?? [] where !wanted.contains(name) {
                try? fm.removeItem(atPath: fonts + "/" + name)
            }
            for file in files {
                let link = fonts + "/" + (file as NSString).lastPathComponent
                if (try? fm.destinationOfSymbolicLink(atPath: link)) != file {
                    try? fm.removeItem(atPath: link)
                    try fm.createSymbolicLink(atPath: link, withDestinationPath: file)
                }
            }
        } catch {
            return nil
        }
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        let appleDir = apple.map { "<dir>\(escape($0))</dir>" } ?? ""
        let xml = bitmapScaling.replacingOccurrences(of: "</fontconfig>", with: "<dir>\(escape(fonts))</dir>\(appleDir)<cachedir>\(escape(cache))</cachedir></fontconfig>")
        guard let config = FcConfigCreate() else { return nil }
        let parsed = xml.withCString { p in
            p.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) { FcConfigParseAndLoadFromMemory(config, $0, FcTrue) }
        }
        guard parsed == FcTrue, FcConfigBuildFonts(config) == FcTrue else { FcConfigDestroy(config); return nil }
        return config
    }

    /// Fallback: each file added directly (scanned on every run).
    private static func directConfiguration(apple: String?) -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        let parsed = bitmapScaling.withCString { p in
            p.withMemoryRebound(to: FcChar8.self, capacity: bitmapScaling.utf8.count + 1) { FcConfigParseAndLoadFromMemory(config, $0, FcTrue) }
        }
        guard parsed == FcTrue else { FcConfigDestroy(config); return nil }
        for file in files {
            let ok = file.withCString { p in p.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) } }
            if ok != FcTrue { FcConfigDestroy(config); return nil }
        }
        if let apple {
            let ok = apple.withCString { p in p.withMemoryRebound(to: FcChar8.self, capacity: apple.utf8.count + 1) { FcConfigAppFontAddDir(config, $0) } }
            if ok != FcTrue { FcConfigDestroy(config); return nil }
        }
        return config
    }

    /// The Pango family list for a design and language: CJK glyph forms follow the language
    /// (Simplified Chinese or Japanese), since Pango's language alone does not pick the face.
    /// With `apple`, Apple's own families come first (SF Pro Text below 20 pt and SF Pro Display
    /// from 20 pt, as the system font switches optical size); a family that is not installed is skipped.
    /// The Arabic and Hebrew families, after the others: they draw only what those lack.
    static let rightToLeftFamilies = "Noto Sans Arabic UI, Miriam CLM"

    static func families(_ design: FontDesign, language: String, size: Double = 17, apple: Bool = false) -> String {
        var primary = switch design {
        case .default, .rounded: "Inter"
        case .monospaced: "JetBrains Mono"
        case .serif: "Noto Serif CJK SC, Inter"
        }
        if apple {
            let sf = size < 20 ? "SF Pro Text, SF Pro, SF Pro Display" : "SF Pro Display, SF Pro, SF Pro Text"
            switch design {
            case .default: primary = "\(sf), \(primary)"
            case .rounded: primary = "SF Pro Rounded, \(sf), \(primary)"
            case .monospaced: primary = "SF Mono, \(primary)"
            case .serif: primary = "New York, \(primary)"
            }
        }
        let cjk = language.hasPrefix("ja") ? "Noto Sans CJK JP" : language.hasPrefix("ko") ? "Noto Sans CJK KR"
            : language.hasPrefix("zh-Hant") || language.hasPrefix("zh-TW") ? "Noto Sans CJK TC" : "Noto Sans CJK SC"
        return "\(primary), \(cjk), Noto Color Emoji, \(rightToLeftFamilies)"
    }
}
