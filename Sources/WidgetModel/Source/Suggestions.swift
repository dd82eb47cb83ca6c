// Re-exported so that clients of WidgetModel keep `Suggest` without a second import.
@_exported import Suggestions
