// Clients of WidgetTool (the executable, WidgetSnapshotTesting, tests) get Console and ExitCode with it.
@_exported import CommandLineKit
