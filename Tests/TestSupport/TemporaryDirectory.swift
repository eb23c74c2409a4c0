import Foundation

/// A fresh directory under the system's temporary folder, removed when the value goes away.
/// Every test that writes files writes them here and nowhere else.
public final class TemporaryDirectory: Sendable {
    public let path: String

    public init(prefix: String = "seams-test") throws {
        path = FileManager.default.temporaryDirectory.path + "/\(prefix)-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The directory as a file URL.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The path of `relative` inside the directory.
    public func file(_ relative: String) -> String { path + "/" + relative }

    /// Writes `text` at `relative`, creating folders on the way.
    public func write(_ relative: String, _ text: String) throws {
        try write(relative, Data(text.utf8))
    }

    /// Writes `data` at `relative`, creating folders on the way.
    public func write(_ relative: String, _ data: Data) throws {
        let full = file(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
    }

    /// A symbolic link at `relative` pointing at `destination` (absolute, or relative to the link).
    public func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: file(relative), withDestinationPath: destination)
    }

    /// The contents of `relative` as UTF-8 text, or nil when it does not exist.
    public func contents(of relative: String) -> String? {
        FileManager.default.contents(atPath: file(relative)).map { String(decoding: $0, as: UTF8.self) }
    }
}
