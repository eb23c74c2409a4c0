import Foundation
import Synchronization

extension SingletonBackdoor.Before {
    /// before.swift's singleton: one instance, and no way to stand anything in for it.
    public final class Analytics: Sendable {
        // HARD: one instance, fixed for good
        public static let shared = Analytics()

        private let log = AnalyticsLog()

        init() {}

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

extension SingletonBackdoor.After {
    /// after.swift's singleton: the real instance private, a debug-only backdoor, and a computed
    /// `shared` that every caller keeps using.
    public final class Analytics: Sendable {
        // SEAM: the real instance, now private
        private static let instance = Analytics()

        #if DEBUG
        // SEAM: the backdoor; set it in a test, and set it back to nil after
        public static var stubbedInstance: Analytics? {
            get { stub.withLock { $0 } }
            set { stub.withLock { $0 = newValue } }
        }
        /// The lesson's `nonisolated(unsafe) static var`, behind a lock: labs may run at once.
        private static let stub = Mutex<Analytics?>(nil)
        #endif

        // SEAM: callers still ask for `shared`
        public static var shared: Analytics {
            #if DEBUG
            if let stubbedInstance { return stubbedInstance }
            #endif
            return instance
        }

        private let log = AnalyticsLog()

        public init() {}

        /// Everything tracked into this instance, oldest first.
        public var events: [String] { log.events }

        public func track(_ event: String) {
            let count = log.append(event)
            let isInstance = self === Analytics.instance
            AnalyticsTrace.tracked(event, by: isInstance ? "Analytics.shared" : name,
                                   sharedInstance: isInstance, logCount: count)
        }

        /// How a caller reached this instance, when it is not the real one.
        private var name: String {
            #if DEBUG
            if self === Analytics.stubbedInstance { return "Analytics.stubbedInstance" }
            #endif
            return "Analytics()"
        }
    }
}

extension SingletonBackdoor.After.Analytics {
    /// The real instance's log, for the panel and the tests: `shared` hides it while a stub is
    /// set. Not in the lesson, whose tests only look at their stub.
    public static var instanceEvents: [String] { instance.events }
}
