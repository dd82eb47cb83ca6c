/// An intent's parameters in declaration order, named as their properties (`stop`, `maxDepartures`),
/// read through `Mirror` (the one place widgetsnap reflects: the SDK reads them from metadata the
/// compiler emits).
public func _parameters(of intent: any AppIntent) -> [(name: String, parameter: any _AnyIntentParameter)] {
    if let listed = intent as? any _ParameterListing { return listed._parameterList }
    return Mirror(reflecting: intent).children.compactMap { child in
        guard let label = child.label, let p = child.value as? any _AnyIntentParameter else { return nil }
        return (label.hasPrefix("_") ? String(label.dropFirst()) : label, p)
    }
}

/// The parameter's name of a key path into the intent's parameters (`\.$stop` is `stop`).
public func _parameterName(of keyPath: AnyKeyPath, in intent: any AppIntent) -> String? {
    guard let object = intent[keyPath: keyPath] as? AnyObject else { return nil }
    return _parameters(of: intent).first { $0.parameter === object }?.name
}

/// The intent of a new widget: every parameter at its default, entity parameters without one at
/// their query's `defaultResult()`.
public func _defaultIntent<I: AppIntent>(_ type: I.Type) -> I {
    let intent = I()
    for (_, p) in _parameters(of: intent) { p._applyQueryDefault() }
    return intent
}

/// An intent whose parameters are not stored properties (a SiriKit intent seen as an app intent,
/// WidgetKit/SiriKitIntent.swift): it lists them itself.
public protocol _ParameterListing {
    var _parameterList: [(name: String, parameter: any _AnyIntentParameter)] { get }
}
