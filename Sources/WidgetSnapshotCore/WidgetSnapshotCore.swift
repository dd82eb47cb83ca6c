// WidgetSnapshotCore is the name of the modules below taken together: importing it imports them all.
// Each is a module of its own with its own tests (docs/development.md, "Module map").
@_exported import HTMLMarkup
@_exported import SnapshotFiles
@_exported import SnapshotVariants
@_exported import SnapshotPipeline
@_exported import SnapshotReports
@_exported import SnapshotGoldens
@_exported import SmartStackScenarios
@_exported import SnapshotLint
