import Foundation

extension WrapperClass {
    /// test.swift's recording fake: every "file" in a dictionary keyed by URL, and a write that
    /// fails on demand. It counts its calls; it never touches the disk.
    public final class RecordingWriter: DataWriting {
        public private(set) var files: [URL: Data] = [:]
        public var errorToThrow: (any Error)?
        public private(set) var writeCallCount = 0

        public init() {}

        public func write(_ data: Data, to url: URL) throws {
            writeCallCount += 1
            let target = "\(RealDisk.relativePath(url)), \(data.count) bytes"
            if let errorToThrow {
                Trace.record(.call, "RecordingWriter.write(_:to:) [double], call \(writeCallCount): throws for \(target)")
                throw errorToThrow
            }
            files[url] = data
            Trace.record(.call, "RecordingWriter.write(_:to:) [double], call \(writeCallCount): kept in memory, \(target)")
        }
    }
}
