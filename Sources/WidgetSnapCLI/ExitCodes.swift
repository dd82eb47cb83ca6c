import EditWidgetSheet
import PreviewsBuilder
import WidgetGallery
import WidgetSnapshotCore

// The exit code of every module's typed error (sysexits: 64 usage, 65 bad data, 66 no input,
// 70 software, 73 cannot create): the one place one is chosen. A switch per error type, exhaustive,
// so a new case cannot go without one.

enum ExitCodes {
    /// The exit code of an error a command threw: a module's typed error by its type, a
    /// `ToolError` by the code it was made with or the error it passes on.
    static func code(for error: any Error) -> ExitCode? {
        switch error {
        case let e as ToolError: e.cause.flatMap { code(for: $0) } ?? e.code
        case let e as FilesError: code(e)
        case let e as VariantsError: code(e)
        case let e as PipelineError: code(e)
        case let e as ReportsError: code(e)
        case let e as ScenariosError: code(e)
        case let e as EditWidgetError: code(e)
        case let e as PreviewsError: code(e)
        case let e as GoldensError: code(e)
        case let e as ArtifactError: code(e)
        case let e as LintRunError: code(e)
        case let e as GalleryError: code(e)
        case let e as UsageError: code(e)
        default: nil
        }
    }

    static func code(_ error: FilesError) -> ExitCode {
        switch error {
        case .cannotCreateFolder, .notWritable, .writeFailed: .cannotCreate
        case .noSuchPath, .folderUnreadable, .noLayoutFiles, .notRegularFile, .unreadable: .noInput
        case .outsideProject, .tooLarge, .notUTF8: .dataError
        case .symbolTableBroken: .software
        }
    }

    static func code(_ error: VariantsError) -> ExitCode {
        switch error {
        case .unknownDevice, .noFamilyOnDevice, .unknownFamily, .familyNotSupported, .noSize, .unknownInstance, .unknownState,
             .unknownLocale, .renderingModeNamed, .vibrantWithScheme, .badTint, .unknownAppearance, .unknownDynamicType,
             .entryOutOfRange: .usage
        }
    }

    static func code(_ error: PipelineError) -> ExitCode {
        switch error {
        case .files(let e): code(e)
        case .fonts, .textEngine, .unresolvable, .encoding: .software
        case .binding, .drawing: .dataError
        case .noSize: .usage
        case .vector: .cannotCreate
        }
    }

    static func code(_ error: ReportsError) -> ExitCode {
        switch error {
        case .files(let e): code(e)
        case .cannotEncode: .software
        case .stepSummary: .cannotCreate
        case .noReport: .noInput
        case .folderTwice, .notAReport, .variantTwice, .notPlainCommand, .otherRun, .notAShard, .badShard, .shardCount, .shardTwice,
             .missingShards, .outcomeName, .imagePath, .imageOutside, .imageMissing, .imageNotPNG: .dataError
        }
    }

    static func code(_ error: ScenariosError) -> ExitCode {
        switch error {
        case .files(let e): code(e)
        case .cannotEncode: .software
        }
    }

    static func code(_ error: EditWidgetError) -> ExitCode {
        switch error {
        case .drawing: .software
        }
    }

    static func code(_ error: PreviewsError) -> ExitCode {
        switch error {
        case .files(let e): code(e)
        case .noResourcesFolder, .resourceLeadsNowhere, .cannotRun, .notWidgetSnap, .widgetSnapNotFound: .noInput
        case .resourceOutside, .resourceNotRegular, .resourceTooLarge, .previewSyntax, .doesNotCompile: .dataError
        case .cannotCopyResources, .notAPreviewsPage, .cannotStage, .cannotMovePage, .buildFolder, .buildFolderRefused, .cache, .lock: .cannotCreate
        case .noManifest: .software
        // The runner is a process of its own and chose its exit code; the command passes it on.
        case .runnerFailed(let status, _): ExitCode(rawValue: status) ?? .software
        }
    }

    static func code(_ error: GoldensError) -> ExitCode {
        switch error {
        case .files(let e): code(e)
        case .pipeline(let e): code(e)
        case .variants(let e): code(e)
        case .notARecordMode: .usage
        case .stampUnreadable, .decisionsUnreadable: .noInput
        case .stampRenderer, .stampUnknownLine, .stampNoRenderer, .stampNotText, .decisionsTooLarge, .decisionsNotUTF8, .decisionsSyntax,
             .decisionsKeyTwice, .badDecisions, .unknownDecidedVariant: .dataError
        }
    }

    static func code(_ error: ArtifactError) -> ExitCode {
        switch error {
        case .goldens(let e): code(e)
        case .files(let e): code(e)
        case .noReport, .reportMissing, .decisionsMissing, .cannotRead, .folderUnreadable, .cannotOpen, .readFailed: .noInput
        case .severalReports, .notAReport, .decisionsNotText, .unknownVariant, .noNewImage, .imageMissing, .imageUnreadable, .imageSize,
             .refusedPath, .notAFolder, .notAFile, .notRegularFile, .tooLarge, .notAZip, .zipEntry: .dataError
        case .goldensNotRelative: .usage
        case .cannotEncode: .software
        }
    }

    static func code(_ error: LintRunError) -> ExitCode {
        switch error {
        case .pipeline(let e): code(e)
        case .reports(let e): code(e)
        case .drawing: .dataError
        case .notPixels: .software
        }
    }

    static func code(_ error: GalleryError) -> ExitCode {
        switch error {
        case .files(let e): code(e)
        case .pipeline(let e): code(e)
        case .variants(let e): code(e)
        case .goldens(let e): code(e)
        case .lint(let e): code(e)
        case .scenarios(let e): code(e)
        case .editWidget(let e): code(e)
        case .noDevices, .baselineIsTheGallery: .usage
        case .baselineNotAFolder, .snapshotUnreadable: .noInput
        case .snapshotUndecodable, .screen, .noRenderer, .notAPNG, .cannotEncodeCache: .software
        case .invalidScenario: .dataError
        }
    }

    static func code(_ error: UsageError) -> ExitCode {
        switch error {
        case .singleDash, .flagWithValue, .missingValue, .unknownOption, .notAWholeNumber, .notANumber: .usage
        }
    }
}
