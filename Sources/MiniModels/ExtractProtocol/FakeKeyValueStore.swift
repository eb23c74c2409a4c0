import Foundation

extension ExtractProtocol {
    /// test.swift's fake: a dictionary that behaves like UserDefaults for the three calls, with
    /// its writes counted. What the model writes, it reads back; nothing reaches the disk.
    public final class FakeKeyValueStore: KeyValueStore {
        public var values: [String: Any] = [:]
        public private(set) var setCallCount = 0

        public init() {}

        public func integer(forKey key: String) -> Int { values[key] as? Int ?? 0 }
        public func string(forKey key: String) -> String? { values[key] as? String }

        public func set(_ value: Any?, forKey key: String) {
            values[key] = value
            setCallCount += 1
            Trace.record(.call, "FakeKeyValueStore.set(\(ExtractProtocol.describe(value)), forKey: \"\(key)\") [double], in memory, call \(setCallCount)")
        }
    }
}
