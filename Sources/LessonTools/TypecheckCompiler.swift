#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `swiftc` executable that type-checks snippets, found on `PATH` like a shell would.
public struct SwiftCompiler: Hashable, Sendable {
    /// An absolute path: the compiler runs in a temporary directory, where a relative path
    /// would no longer resolve.
    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// The first executable `swiftc` in `environment["PATH"]`, or nil when there is none.
    ///
    /// Empty `PATH` entries are skipped rather than read as the current directory, so a
    /// `swiftc` lying in the folder you happen to be in is never picked up by accident.
    /// Relative entries are resolved against `currentDirectory`.
    public static func locate(environment: [String: String], currentDirectory: String,
                              isExecutable: (String) -> Bool = SwiftCompiler.isExecutableFile) -> SwiftCompiler? {
        guard let searchPath = environment["PATH"] else { return nil }
        for entry in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
            let directory = entry.hasPrefix("/") ? String(entry) : currentDirectory + "/" + entry
            let candidate = (directory.hasSuffix("/") ? directory : directory + "/") + "swiftc"
            if isExecutable(candidate) { return SwiftCompiler(path: candidate) }
        }
        return nil
    }

    /// True for a regular file (or a link to one) that this process may execute.
    public static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        return access(path, X_OK) == 0
    }
}

/// No `swiftc` on `PATH`: type-checking cannot run, which must never read as a pass.
public struct SwiftCompilerNotFound: Error, Hashable, Sendable, CustomStringConvertible {
    public var searchPath: String?

    public init(searchPath: String?) {
        self.searchPath = searchPath
    }

    public var description: String {
        let looked = searchPath.map { "PATH=\($0)" } ?? "PATH is not set"
        return "cannot type-check snippets: no swiftc found on PATH (\(looked)). "
            + "Install Swift 6 and put its usr/bin folder on PATH."
    }
}
