import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system questions the checks ask, in one place.
enum FileSystem {
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Whether `path` exists (following symbolic links).
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Whether `path` is a folder (following symbolic links).
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `path` with every symbolic link and `..` resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The size in bytes of the file at `path` (following symbolic links).
    static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    static func contents(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    /// The 1-based line holding the first byte that is not valid UTF-8 (or the last line).
    static func firstInvalidUTF8Line(_ data: Data) -> Int {
        var line = 1
        var bytes = data.makeIterator()
        var decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&bytes) {
            if scalar == "\n" { line += 1 }
        }
        return line
    }
}
