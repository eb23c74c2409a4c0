import Foundation
import Synchronization

/// The event log inside each analytics lesson's `Analytics`: in memory, for the life of the
/// process, and safe to append to from any lab. The lessons keep a plain array behind a
/// `nonisolated(unsafe)` promise; here two labs of one lesson may run at once, so a lock keeps it.
final class AnalyticsLog: Sendable {
    private let storage = Mutex<[String]>([])

    /// Appends `event` and returns how many events the log holds now.
    func append(_ event: String) -> Int {
        storage.withLock {
            $0.append(event)
            return $0.count
        }
    }

    var events: [String] { storage.withLock { $0 } }
    var count: Int { storage.withLock { $0.count } }
}

/// What the lessons' `track(_:)` prints, "analytics (shared instance): …", written into the
/// trace instead: which instance answered, and for the shared one, that a shared instance was hit.
enum AnalyticsTrace {
    /// - Parameters:
    ///   - name: how the caller reached the instance that answered: `Analytics.shared`,
    ///     `Analytics()`, `Analytics.stubbedInstance`.
    ///   - logCount: how many events that instance's log holds now.
    static func tracked(_ event: String, by name: String, sharedInstance: Bool, logCount: Int) {
        if sharedInstance {
            Trace.record(.call, "\(name).track(\"\(event)\") [real] (shared instance)")
            Trace.record(.sharedInstanceCall, "Analytics.shared.track(\"\(event)\") → log has \(events(logCount))")
        } else {
            Trace.record(.call, "\(name).track(\"\(event)\") [double] (not the shared instance) → its log has \(events(logCount))")
        }
    }

    /// `1 event`, `12 events`.
    static func events(_ count: Int) -> String {
        count == 1 ? "1 event" : "\(count) events"
    }

    /// `once`, `3 times`.
    static func times(_ count: Int) -> String {
        count == 1 ? "once" : "\(count) times"
    }
}
