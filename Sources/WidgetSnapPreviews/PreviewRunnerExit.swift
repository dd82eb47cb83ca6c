import WidgetSnapshotCore

extension PreviewRunner {
    /// The exit status of the runner for an error that stops it, which `widgetsnap previews` passes on.
    /// The runner is a process of its own and cannot ask the command line, so its codes follow the
    /// command line's (`WidgetSnapCLI/ExitCodes.swift`; `ExitCodesTests` checks they agree): a wrapped
    /// error takes the code of the inner errors the runner can meet (the device and appearances are
    /// checked by the command line first; the renderer fails to start only for want of fonts or a text
    /// engine; files are only written).
    nonisolated static func exitCode(for error: PreviewRunError) -> ExitCode {
        switch error {
        case .variants: .usage
        case .pipeline: .software
        case .files: .cannotCreate
        case .resources, .noSize, .noEntries, .surfaces, .cannotLayOut: .dataError
        case .cannotRender: .software
        }
    }
}
