#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces this process with another program installed in the same folder as this one.
public enum SiblingProgram {
    /// The folder of the running executable (symlinks resolved), or nil if it cannot be found.
    public static func ownFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        var path: String?
        #if os(Linux)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 { path = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        if path == nil, let argv0 = CommandLine.arguments.first, argv0.contains("/"), realpath(argv0, &buffer) != nil {
            path = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        guard let path, let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Runs `name` from this program's folder with `arguments` (without the program name), in
    /// place of this process: its exit code, output and signals become this process's. Returns
    /// only if that is impossible, with the reason.
    public static func exec(_ name: String, arguments: [String]) -> String {
        guard let folder = ownFolder() else { return "cannot find the folder this program runs from" }
        let path = folder == "/" ? "/" + name : folder + "/" + name
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) }
        argv.append(nil)
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        for p in argv { free(p) }
        return "cannot run \(path): \(reason)"
    }
}
