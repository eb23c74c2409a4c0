import Foundation

/// Lesson 3, extract a protocol: Brewline's settings, kept in UserDefaults.
///
/// `Before.SettingsModel` takes the app's real defaults itself; `After.SettingsModel` holds any
/// `KeyValueStore`, the protocol that copies the three UserDefaults calls it makes, passed to
/// `init(defaults:)`. The real defaults are a suite whose plist lives in the lab's scratch
/// directory, so `visits` keeps growing from one run to the next; `FakeKeyValueStore` is a
/// dictionary and writes nothing anywhere.
public enum ExtractProtocol {
    public enum Before {}
    public enum After {}

    /// after.swift's protocol: only what the model uses, in UserDefaults' own words.
    public protocol KeyValueStore {
        func integer(forKey key: String) -> Int
        func string(forKey key: String) -> String?
        func set(_ value: Any?, forKey key: String)
    }

    /// How a stored value reads in the trace: `3`, `"Cortado"`, `nil`.
    static func describe(_ value: Any?) -> String {
        switch value {
        case nil: "nil"
        case let text as String: "\"\(text)\""
        case let value?: "\(value)"
        }
    }
}

// The empty conformance of after.swift: UserDefaults already has all three methods.
extension UserDefaults: ExtractProtocol.KeyValueStore {}
