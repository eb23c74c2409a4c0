import Foundation

extension ExtractProtocol {
    /// The app's real defaults in a lab: the UserDefaults suite `brewline.settings`, whose plist
    /// is `brewline.settings.plist` in the scratch directory.
    ///
    /// It is UserDefaults itself, with its setters reporting each write to the trace and saving
    /// the plist at once, so the file on disk is always what the panel shows.
    public final class BrewlineDefaults: UserDefaults {
        static let suiteFile = "brewline.settings"

        /// What the lesson's `UserDefaults.standard` is in a lab: found in the lab's environment,
        /// as the real one is found by the process, so the model takes no parameter for it.
        public static var app: BrewlineDefaults {
            let scratch = LabEnvironment.required.scratch
            guard let defaults = BrewlineDefaults(suiteName: suiteName(in: scratch)) else {
                preconditionFailure("UserDefaults refused the suite in \(scratch.path)")
            }
            return defaults
        }

        /// On Linux a suite named by a path keeps its values in that path plus `.plist`.
        static func suiteName(in scratch: URL) -> String {
            scratch.appendingPathComponent(suiteFile).path
        }

        /// The plist the suite is saved to.
        public static func plistURL(in scratch: URL) -> URL {
            scratch.appendingPathComponent(suiteFile + ".plist")
        }

        public override func set(_ value: Any?, forKey defaultName: String) {
            super.set(value, forKey: defaultName)
            synchronize()
            Trace.record(.defaultsWrite, "\(defaultName) = \(ExtractProtocol.describe(value)) → \(Self.suiteFile).plist")
        }

        // before.swift's `set(visits + 1, forKey:)` picks this overload; one write, one event.
        public override func set(_ value: Int, forKey defaultName: String) {
            set(value as Any?, forKey: defaultName)
        }
    }

    /// The plist as it is on disk, read without UserDefaults: what really outlives the session.
    public struct PlistSnapshot: Hashable, Sendable {
        public var exists: Bool
        public var size: Int
        public var modified: Date?
        public var visits: Int?
        public var favouriteDrink: String?

        public init(at url: URL) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            exists = attributes != nil
            size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
            modified = attributes?[.modificationDate] as? Date
            let data = try? Data(contentsOf: url)
            let values = data.flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) } as? [String: Any]
            visits = (values?["visits"] as? NSNumber)?.intValue
            favouriteDrink = values?["favouriteDrink"] as? String
        }

        /// `visits 3, favouriteDrink "Cortado", 245 bytes, modified 14:02:11.532`.
        public var summary: String {
            guard exists else { return "not written" }
            var parts = ["visits \(visits.map(String.init) ?? "unset")"]
            if let favouriteDrink { parts.append("favouriteDrink \"\(favouriteDrink)\"") }
            parts.append("\(size) bytes")
            if let modified {
                let formatter = DateFormatter()
                formatter.dateFormat = "HH:mm:ss.SSS"
                parts.append("modified \(formatter.string(from: modified))")
            }
            return parts.joined(separator: ", ")
        }
    }
}
