// Re-exported so that clients of WidgetModel get the types its API is made of (JSONValue, JSONPath,
// SourceLocation, Expression, ...) and `Suggest` without more imports.
@_exported import JSON5
@_exported import Suggestions
@_exported import WidgetExpressions
