// `import Combine` on Linux: widgetsnap's Combine subset (CombineCore) and, as Apple's Foundation has
// URLSession where Linux's keeps it in FoundationNetworking, that module too, with Combine's
// `URLSession.dataTaskPublisher(for:)`.
@_exported import CombineCore
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
