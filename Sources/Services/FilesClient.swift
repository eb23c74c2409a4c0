import Dependencies
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Seams' own data files, under one folder: `$XDG_DATA_HOME/seams/` by default.
///
/// Every file of the app's own goes through this client, so the onboarding sandbox can
/// intercept every write. Names are relative to the folder.
public struct FilesClient: Sendable {
    /// The folder, for messages.
    public var folder: @Sendable () -> String
    /// The file's bytes, or nil when it does not exist.
    public var read: @Sendable (_ name: String) throws -> Data?
    /// Reads, changes and writes a file as one step, under a lock that other Seams processes
    /// respect, and atomically: a reader sees the old file or the new, never half of one.
    /// `change` gets the current bytes (nil when absent) and returns the new ones.
    public var update: @Sendable (_ name: String, _ change: (Data?) throws -> Data) throws -> Void
    /// Renames a file to `name.suffix` beside it, keeping it; returns the new name.
    public var moveAside: @Sendable (_ name: String, _ suffix: String) throws -> String

    public init(folder: @escaping @Sendable () -> String,
                read: @escaping @Sendable (String) throws -> Data?,
                update: @escaping @Sendable (String, (Data?) throws -> Data) throws -> Void,
                moveAside: @escaping @Sendable (String, String) throws -> String) {
        self.folder = folder
        self.read = read
        self.update = update
        self.moveAside = moveAside
    }

    /// Writes `data`, replacing the file.
    public func write(_ data: Data, to name: String) throws {
        try update(name) { _ in data }
    }
}

extension FilesClient {
    /// `$XDG_DATA_HOME/seams`, or `~/.local/share/seams`.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/seams" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.local/share/seams"
    }

    /// Files on disk under `folder`, created when first written.
    public static func live(folder: String) -> FilesClient {
        let manager = FileManager.default
        return FilesClient(
            folder: { folder },
            read: { name in
                let path = folder + "/" + name
                guard manager.fileExists(atPath: path) else { return nil }
                return try Data(contentsOf: URL(fileURLWithPath: path))
            },
            update: { name, change in
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let path = folder + "/" + name
                try FileLock.holding(path + ".lock") {
                    let current = manager.fileExists(atPath: path) ? try Data(contentsOf: URL(fileURLWithPath: path)) : nil
                    let next = try change(current)
                    // A temporary file beside the target, then rename: atomic on one file system.
                    let temporary = path + ".tmp-\(getpid())"
                    try next.write(to: URL(fileURLWithPath: temporary))
                    guard rename(temporary, path) == 0 else {
                        let reason = String(cString: strerror(errno))
                        try? manager.removeItem(atPath: temporary)
                        throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot replace \(path): \(reason)"])
                    }
                }
            },
            moveAside: { name, suffix in
                let aside = name + "." + suffix
                try manager.moveItem(atPath: folder + "/" + name, toPath: folder + "/" + aside)
                return aside
            })
    }

    /// Reads pass through to `base`; writes land in memory only, and each is listed in `ledger`
    /// with the bytes it would have written. Later reads see the sandbox's own writes.
    public static func sandbox(over base: FilesClient, ledger: Ledger) -> FilesClient {
        let overlay = Mutex<[String: Data]>([:])
        let read: @Sendable (String) throws -> Data? = { name in
            if let data = overlay.withLock({ $0[name] }) { return data }
            return try base.read(name)
        }
        return FilesClient(
            folder: { base.folder() + " (sandboxed)" },
            read: read,
            update: { name, change in
                let next = try change(try read(name))
                overlay.withLock { $0[name] = next }
                ledger.record(LedgerEntry(.file, "would write \(base.folder())/\(name) (\(next.count) bytes)"))
            },
            moveAside: { name, suffix in
                ledger.record(LedgerEntry(.file, "would move \(name) aside to \(name).\(suffix)"))
                return name + "." + suffix
            })
    }
}

extension FilesClient: DependencyKey {
    public static var liveValue: FilesClient { .live(folder: defaultFolder()) }

    /// Fails the test that forgot to say where its files go.
    public static let testValue = FilesClient(
        folder: unimplemented("FilesClient.folder", placeholder: "/unimplemented"),
        read: unimplemented("FilesClient.read"),
        update: { name, _ in
            reportIssue("Unimplemented: 'FilesClient.update' was called for \(name) in a test that did not override \\.files")
            throw UnimplementedFiles()
        },
        moveAside: unimplemented("FilesClient.moveAside"))
}

extension DependencyValues {
    /// Seams' own data files.
    public var files: FilesClient {
        get { self[FilesClient.self] }
        set { self[FilesClient.self] = newValue }
    }
}

struct UnimplementedFiles: Error {}

/// An advisory lock on a file, held for the length of a closure (`flock`).
enum FileLock {
    static func holding<T>(_ path: String, _ body: () throws -> T) throws -> T {
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot open lock \(path): \(String(cString: strerror(errno)))"])
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { break }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
