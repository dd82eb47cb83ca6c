import Foundation
import Testing
@testable import WidgetSnapCLI
@testable import WidgetSnapshotCore
@testable import SnapshotReports

/// CI systems are recognised without `CI`, and a recorded golden is never a pass on CI.
@Suite(.serialized)
struct CIFitEnvironmentTests {
    @Test(arguments: ["JENKINS_URL", "TF_BUILD", "BUILDKITE", "GITHUB_ACTIONS", "GITLAB_CI", "TEAMCITY_VERSION", "CI"])
    func ciSystemsWithoutCIAreRecognised(_ variable: String) throws {
        #expect(CIEnvironment.isCI([variable: "true"]))
        #expect(try RecordMode.fromEnvironment([variable: "True"]) == .never)
        #expect(!CIEnvironment.isCI([variable: "", "PATH": "/bin"]))
        if variable != "CI" { #expect(!CIEnvironment.isCI([variable: "true", "CI": "false"]), "CI=false wins") }
    }

    @Test func localIsNotCI() {
        #expect(!CIEnvironment.isCI([:]))
        #expect(!CIEnvironment.isCI(["CI": "0"]))
        #expect(CIEnvironment.system(["TF_BUILD": "True"]) == "Azure Pipelines")
        #expect(CIEnvironment.isGitHubActions(["GITHUB_ACTIONS": "true"]) && !CIEnvironment.isGitHubActions(["GITLAB_CI": "true"]))
    }

    @Test func onJenkinsTheDefaultRecordsNothing() throws {
        let w = try CIFitWorkspace()
        let small = w.path("goldens/Weather/default/systemSmall")
        try FileManager.default.removeItem(atPath: small)
        let r = w.test(["--family", "systemSmall"], environment: ["JENKINS_URL": "http://jenkins"])
        #expect(r.code == 1 && r.out.hasSuffix("0 passed, 4 failed\n"), "\(r.out)")
        #expect(!FileManager.default.fileExists(atPath: small + "/iphone-430x932/00-light-real@3x.png"), "no golden recorded")
    }

    @Test func onCIAnExplicitRecordWritesButFails() throws {
        let w = try CIFitWorkspace()
        let small = w.path("goldens/Weather/default/systemSmall")
        try FileManager.default.removeItem(atPath: small)
        let r = w.test(["--family", "systemSmall", "--record", "missing", "--junit", w.path("j.xml")], environment: ["TF_BUILD": "True"])
        #expect(r.code == 1, "\(r.out)")
        #expect(r.err.contains("recorded on CI, which is not a pass"), "\(r.err)")
        #expect(r.out.hasSuffix("0 passed, 4 failed\n"), "\(r.out)")
        #expect(FileManager.default.fileExists(atPath: small + "/iphone-430x932/00-light-real@3x.png"), "the golden is written, for the artifact")
        #expect(try w.read("j.xml").contains("failures=\"4\""))
        // Locally the same run passes.
        try FileManager.default.removeItem(atPath: small)
        #expect(w.test(["--family", "systemSmall", "--record", "missing"]).code == 0)
    }

    @Test func recordedOutcomesBecomeFailuresOnlyOnCI() {
        var o = SnapshotOutcome(name: "K/i/systemSmall/d/00-light-real@3x", kind: "K", instance: "i", family: "systemSmall", entry: 0,
                                appearance: "light", state: "real", status: .recorded)
        o.message = "new golden"
        #expect(CIRecordPolicy.apply([o], onCI: false) == [o])
        #expect(CIRecordPolicy.apply([o], onCI: true).first?.isFailure == true)
    }
}
