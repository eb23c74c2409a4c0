import Dependencies
import Foundation
import Synchronization

/// Seams' preferences: a real `UserDefaults` suite named `seams` (on Linux,
/// `$XDG_CONFIG_HOME/seams.plist`).
public struct DefaultsClient: Sendable {
    public var string: @Sendable (_ key: String) -> String?
    public var setString: @Sendable (_ value: String?, _ key: String) -> Void
    /// Writes pending changes to disk: called before exit.
    public var save: @Sendable () -> Void

    public init(string: @escaping @Sendable (String) -> String?,
                setString: @escaping @Sendable (String?, String) -> Void,
                save: @escaping @Sendable () -> Void) {
        self.string = string
        self.setString = setString
        self.save = save
    }

    public func bool(_ key: String) -> Bool { string(key) == "true" }
    public func setBool(_ value: Bool, _ key: String) { setString(value ? "true" : "false", key) }
}

extension DefaultsClient {
    /// The keys Seams keeps.
    public enum Key {
        public static let theme = "theme"
        public static let onboardingSeen = "onboardingSeen"
        public static let server = "server"
        public static let learnerName = "learnerName"
    }

    /// A real suite. `suiteName` is `seams` in the app; an absolute path keeps a test's
    /// plist in a temporary folder (`<path>.plist`).
    public static func live(suiteName: String) -> DefaultsClient {
        // `UserDefaults` is thread-safe; its Sendable annotation is missing on this platform.
        nonisolated(unsafe) let defaults = UserDefaults(suiteName: suiteName) ?? .standard
        return DefaultsClient(
            string: { defaults.string(forKey: $0) },
            setString: { value, key in
                if let value { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
            },
            save: { defaults.synchronize() })
    }

    /// Reads pass through to `base` until the sandbox writes a key; writes stay in memory and
    /// are listed in `ledger`.
    public static func sandbox(over base: DefaultsClient, ledger: Ledger) -> DefaultsClient {
        let overlay = Mutex<[String: String?]>([:])
        return DefaultsClient(
            string: { key in
                if let value = overlay.withLock({ $0[key] }) { return value }
                return base.string(key)
            },
            setString: { value, key in
                overlay.withLock { $0[key] = .some(value) }
                ledger.record(LedgerEntry(.defaults, "would set \(key) = \(value ?? "(removed)")"))
            },
            save: {})
    }
}

extension DefaultsClient: DependencyKey {
    public static var liveValue: DefaultsClient { .live(suiteName: "seams") }

    public static let testValue = DefaultsClient(
        string: unimplemented("DefaultsClient.string", placeholder: nil),
        setString: unimplemented("DefaultsClient.setString"),
        save: unimplemented("DefaultsClient.save"))
}

extension DependencyValues {
    /// Seams' preferences.
    public var defaults: DefaultsClient {
        get { self[DefaultsClient.self] }
        set { self[DefaultsClient.self] = newValue }
    }
}
