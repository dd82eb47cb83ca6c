import Testing
@testable import WidgetModel

@Suite("Did you mean")
struct SuggestTests {
    static let views = ["Text", "Image", "Symbol", "VStack", "HStack", "ZStack", "Spacer", "Divider", "Rectangle", "Circle",
                        "Capsule", "RoundedRectangle", "ContainerRelativeShape", "Color", "ForEach", "Switch", "Gauge",
                        "ProgressView", "Label", "Group"]
    static let modifiers = ["padding", "frame", "foregroundColor", "foregroundStyle", "background", "overlay", "font",
                            "fontWeight", "opacity", "cornerRadius", "lineLimit", "minimumScaleFactor", "layoutPriority"]

    @Test(arguments: [
        ("VStak", "VStack"), ("vstack", "VStack"), ("TEXT", "Text"), ("Imgae", "Image"), ("Rectangel", "Rectangle"),
        ("Prog", "ProgressView"), ("ContainerRelativeShap", "ContainerRelativeShape"), ("Devider", "Divider"),
    ])
    func views(_ name: String, _ expected: String) {
        #expect(Suggest.nearest(name, in: Self.views) == expected)
    }

    @Test(arguments: [
        ("paddng", "padding"), ("foregroundColour", "foregroundColor"), ("foregroundstyle", "foregroundStyle"),
        ("opactiy", "opacity"), ("linelimit", "lineLimit"), ("fram", "frame"), ("layoutPriorty", "layoutPriority"),
    ])
    func modifiers(_ name: String, _ expected: String) {
        #expect(Suggest.nearest(name, in: Self.modifiers) == expected)
    }

    @Test(arguments: ["xyz", "", "Te", "Graph", "Banana", "Stack3D"])
    func farNamesGetNoSuggestion(_ name: String) {
        #expect(Suggest.nearest(name, in: Self.views) == nil)
    }

    @Test func otherVocabularies() {
        #expect(Suggest.nearest("chekc", in: ["check", "layout", "render", "diff", "devices"]) == "check")
        #expect(Suggest.nearest("--familly", in: ["--family", "--device", "--entry", "--assets"]) == "--family")
        #expect(Suggest.nearest("entry.nmae", in: ["entry.name", "entry.date"]) == "entry.name")
        #expect(Suggest.nearest("systemSmal", in: ["systemSmall", "systemMedium", "systemLarge"]) == "systemSmall")
        #expect(Suggest.nearest("anything", in: []) == nil)
    }

    @Test func tiesGoToTheSmallerDistanceThenTheEarlierCandidate() {
        #expect(Suggest.nearest("ab", in: ["ac", "ad"]) == "ac")
        #expect(Suggest.nearest("ab", in: ["ad", "ac"]) == "ad")
        #expect(Suggest.nearest("abcdef", in: ["abxdeg", "abcdeg"]) == "abcdeg", "distance 1 beats an earlier distance 2")
        #expect(Suggest.nearest("color", in: ["Colour", "COLOR"]) == "COLOR", "a case-insensitive exact match has distance 0")
        #expect(Suggest.nearest("Tex", in: ["TextField", "Text"]) == "Text", "both are prefixes; the closer wins")
    }

    @Test func damerauLevenshteinDistance() {
        #expect(Suggest.distance("", "") == 0)
        #expect(Suggest.distance("", "abc") == 3 && Suggest.distance("abc", "") == 3)
        #expect(Suggest.distance("kitten", "sitting") == 3)
        #expect(Suggest.distance("ab", "ba") == 1, "an adjacent transposition is one edit")
        #expect(Suggest.distance("CA", "ABC") == 2, "unrestricted: the transposed pair may be edited again")
        #expect(Suggest.distance("VStack", "vstack") == 2, "distance itself is case-sensitive")
        #expect(Suggest.distance("café", "cafe") == 1 && Suggest.distance("👍🏽", "👍") == 1, "counted in Characters")
        for (a, b) in [("padding", "paddng"), ("frame", "farme"), ("xyz", "Text")] {
            #expect(Suggest.distance(a, b) == Suggest.distance(b, a))
        }
        let long = String(repeating: "ab", count: 600)
        #expect(Suggest.distance(long, String(long.dropFirst())) == 1, "long strings use linear memory")
    }
}
