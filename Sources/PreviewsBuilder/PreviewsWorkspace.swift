import Foundation

/// Where a `widgetsnap previews` run builds (docs/swiftui.md#the-shared-build): `--build-dir` when
/// given (built there against the widgetsnap package found, as named); else the shared build of
/// that widgetsnap version and toolchain (``PreviewsCache``); else, with no cache folder (no
/// `XDG_CACHE_HOME` nor `HOME`), `.build/widgetsnap-previews` of the package.
package struct PreviewsWorkspace: Equatable {
    /// The scratch package's folder.
    package var buildDir: String
    /// How the user named it (`--build-dir`'s value), for messages.
    package var given: String
    /// The widgetsnap package the scratch package depends on.
    package var widgetsnap: String
    /// The shared build, when the run uses it.
    package var cache: PreviewsCache?

    /// `toolchain` is asked only for the shared build (it runs `swift --version`).
    package static func choose(buildDir option: String?, widgetsnap: String, fallback: String, environment: [String: String],
                               toolchain: () throws(PreviewsError) -> String) throws(PreviewsError) -> PreviewsWorkspace {
        if let option {
            return PreviewsWorkspace(buildDir: PreviewsLocation.absolute(option), given: option, widgetsnap: widgetsnap, cache: nil)
        }
        guard let root = PreviewsCache.root(environment: environment) else {
            let dir = PreviewsLocation.absolute(fallback)
            return PreviewsWorkspace(buildDir: dir, given: dir, widgetsnap: widgetsnap, cache: nil)
        }
        let cache = PreviewsCache.slot(root: root, widgetsnap: widgetsnap, toolchain: try toolchain())
        return PreviewsWorkspace(buildDir: cache.buildDir, given: cache.buildDir, widgetsnap: cache.widgetsnap, cache: cache)
    }

    /// `body` with the build folder claimed (``PreviewsBuildFolder``), locked (``PreviewsLock``;
    /// `waiting` is called when another run holds it) and, for the shared build, its copy of
    /// widgetsnap in place. The lock is released when `body` returns or throws.
    package func locked<T, E: Error>(waiting: () -> Void, setUp: (PreviewsError) -> E, _ body: () throws(E) -> T) throws(E) -> T {
        func prepared() throws(E) -> PreviewsLock {
            do { return try prepare(waiting: waiting) } catch { throw setUp(error) }
        }
        let lock = try prepared()
        let value: T
        do { value = try body() } catch {
            lock.release()
            throw error
        }
        lock.release()
        return value
    }

    /// The build folder claimed, its lock taken, the shared build's copy in place.
    private func prepare(waiting: () -> Void) throws(PreviewsError) -> PreviewsLock {
        try PreviewsBuildFolder.claim(buildDir, given: given)
        let lock = try PreviewsLock.acquire(buildDir + "/" + PreviewsLock.fileName, waiting: waiting)
        try cache?.materialize()
        return lock
    }
}
