import TestSupport

/// The fuzzer's seeded generator: the package's one SplitMix64, so a run is the same on every
/// machine for the same seed.
public typealias FuzzRandom = SplitMix
