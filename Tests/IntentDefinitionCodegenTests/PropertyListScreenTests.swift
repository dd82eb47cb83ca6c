import Foundation
import Testing
@testable import IntentDefinitionCodegen

/// Issue 25 "Also": a 44 MB definition took 27 s and 1.4 GB; entity tricks were refused with one
/// generic message and no position (the Malformed/Entity* fixtures hold the positions).
struct PropertyListScreenTests {
    @Test func aDefinitionOverTheLimitIsRefusedAtOnce() {
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict><key>INEnums</key><array>\n"
        let item = "<dict><key>INEnumName</key><string>E</string><key>INEnumValues</key><array/></dict>\n"
        var text = head
        text.reserveCapacity(PropertyListScreen.maximumSize + 200)
        while text.utf8.count <= PropertyListScreen.maximumSize { text += item }
        text += "</array></dict></plist>\n"
        let clock = ContinuousClock()
        var message = ""
        let took = clock.measure {
            do { _ = try IntentDefinitionReader.read(Data(text.utf8), file: "big.intentdefinition"); message = "read" } catch { message = String(describing: error) }
        }
        #expect(message.hasPrefix("big.intentdefinition: error: expected an intent definition of at most 4 MiB, found a file of "), "\(message)")
        #expect(took < .seconds(1), "\(took)")
    }

    @Test(arguments: [
        ("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\"><dict/></plist>", true),
        ("<plist version=\"1.0\"><dict><key>a</key><string>&lt;&gt;&amp;&quot;&apos;&#65;&#x41;</string></dict></plist>", true),
        ("<plist version=\"1.0\"><!-- &nbsp; <!ENTITY --><dict/></plist>", true),
        ("<plist version=\"1.0\"><dict><key>a</key><string><![CDATA[&x; <!ENTITY]]></string></dict></plist>", true),
        ("<plist version=\"1.0\"><dict><key>a</key><string>&nbsp;</string></dict></plist>", false),
        ("<plist version=\"1.0\"><dict><key>a</key><string>&#xZZ;</string></dict></plist>", false),
        ("<plist version=\"1.0\"><dict><key>a</key><string>& x</string></dict></plist>", false),
        ("<!DOCTYPE plist [ ]><plist version=\"1.0\"><dict/></plist>", false),
        ("<plist version=\"1.0\"><!-- never closed", false),
    ])
    func screens(_ text: String, _ accepted: Bool) {
        do {
            try PropertyListScreen.check(Data(text.utf8), file: "f")
            #expect(accepted, "\(text)")
        } catch {
            #expect(!accepted, "\(text): \(error)")
            #expect(error.line != nil && error.column != nil)
        }
    }
}
