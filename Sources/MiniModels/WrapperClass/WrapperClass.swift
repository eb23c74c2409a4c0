import Foundation

/// Lesson 4, wrap an API you cannot change: Brewline saves each receipt as a text file.
///
/// `Before.ReceiptStore` calls `Data.write(to:options:)` itself, on a value it has just made:
/// there is no object to swap. `After.ReceiptStore` writes through any `DataWriting`, with
/// `DiskWriter` forwarding to Foundation by default. The real writes land in `receipts/` in the
/// lab's scratch directory and stay there; `RecordingWriter` keeps its files in a dictionary
/// and throws when told to.
public enum WrapperClass {
    public enum Before {}
    public enum After {}

    public struct MenuItem: Hashable, Sendable {
        public var name: String
        public var price: Double

        public init(name: String, price: Double) {
            self.name = name
            self.price = price
        }
    }

    public enum ReceiptResult: Hashable, Sendable {
        case saved(URL)
        case failed(String)
    }

    /// after.swift's wrapper: what the store needs, as a type we own.
    public protocol DataWriting {
        func write(_ data: Data, to url: URL) throws
    }

    /// The real wrapper only forwards to Foundation.
    public struct DiskWriter: DataWriting {
        public init() {}

        public func write(_ data: Data, to url: URL) throws {
            Trace.record(.call, "DiskWriter.write(_:to:) [real]")
            try data.write(to: url, options: .atomic)
            RealDisk.recordWrite(of: url)
        }
    }

    /// The folder the lab's stores save into: `receipts/` in the scratch directory.
    public static func receiptsFolder(in scratch: URL) -> URL {
        scratch.appendingPathComponent("receipts", isDirectory: true)
    }
}

/// The real writes of the file lessons: what reached the disk, as the disk reports it.
enum RealDisk {
    /// Records a file just written, with its size read back from the disk.
    static func recordWrite(of url: URL) {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue
        Trace.record(.fileWrite, "\(relativePath(url)) (\(size.map { "\($0) bytes" } ?? "size unknown"))")
    }

    /// `receipts/receipt-3.txt`: the path inside the lab's scratch directory.
    static func relativePath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        guard let scratch = LabEnvironment.current?.scratch.standardizedFileURL.path,
              path.hasPrefix(scratch + "/") else { return path }
        return String(path.dropFirst(scratch.count + 1))
    }
}
