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
        /// The theme's name: `standard`, `projector` or `monochrome`.
        public static let theme = "theme"
        /// `true` once the onboarding tour was taken or skipped.
        public static let onboardingSeen = "onboardingSeen"
        /// The classroom server to report progress to, when `--server` is not given.
        public static let server = "server"
        /// The learner's name on the class board, when `--name` is not given.
        public static let learnerName = "learnerName"
        /// The last lesson opened (its folder name) and the step shown there.
        public static let lastLesson = "lastLesson"
        public static let lastStep = "lastStep"
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

    /// Where the suite named `suiteName` keeps its file on this platform: an absolute name is
    /// the path without `.plist`; otherwise `$XDG_CONFIG_HOME/<name>.plist` (or `~/.config`).
    public static func fileLocation(suiteName: String,
                                    environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if suiteName.hasPrefix("/") { return suiteName + ".plist" }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/" + suiteName + ".plist" }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.config/" + suiteName + ".plist"
    }

    /// `UserDefaults` treats a preferences file it cannot parse as empty, and overwrites it on
    /// the next save. Before the suite is first used, such a file is renamed
    /// `<name>.plist.corrupt-<UTC time>` and kept; the warning says where it went.
    public static func setAsideIfCorrupt(suiteName: String, now: Date,
                                         environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let path = fileLocation(suiteName: suiteName, environment: environment)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        if (try? PropertyListSerialization.propertyList(from: data, format: nil)) is [String: Any] { return nil }
        let aside = path + ".corrupt-" + ProgressStore.stamp(now)
        do {
            try FileManager.default.moveItem(atPath: path, toPath: aside)
            return "\(path) did not parse; kept as \((aside as NSString).lastPathComponent), starting with no preferences."
        } catch {
            return "\(path) did not parse and could not be moved aside (\(error.localizedDescription)); it may be overwritten."
        }
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
    /// The app's suite.
    public static let suiteName = "seams"

    public static var liveValue: DefaultsClient { .live(suiteName: suiteName) }

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
