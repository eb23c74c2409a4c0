import Foundation

extension PropertyInjection {
    /// The lesson's `Analytics`: an event log with one shared instance. Any other instance is the
    /// tests' double: it records the same way and leaves the shared log alone.
    public final class Analytics: Sendable {
        /// The one instance the app uses; its log is never cleared.
        public static let shared = Analytics()

        private let log = AnalyticsLog()

        public init() {}

        /// Everything tracked into this instance, oldest first.
        public var events: [String] { log.events }

        public func track(_ event: String) {
            let count = log.append(event)
            let isShared = self === Analytics.shared
            AnalyticsTrace.tracked(event, by: isShared ? "Analytics.shared" : "Analytics()",
                                   sharedInstance: isShared, logCount: count)
        }
    }
}
