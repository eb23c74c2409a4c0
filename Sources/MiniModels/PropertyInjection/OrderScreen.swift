import Foundation

extension PropertyInjection.Before {
    /// before.swift: the screen reaches for the singleton in both calls.
    public final class OrderScreen: LessonPrelude.Screen {
        public private(set) var order: [String] = []

        public override func viewDidAppear() {
            super.viewDidAppear()
            // HARD: the singleton, reached from inside the screen
            Analytics.shared.track("order_screen_shown")
        }

        public func add(_ drink: String) {
            order.append(drink)
            // HARD: and again
            Analytics.shared.track("drink_added \(drink)")
        }
    }
}

extension PropertyInjection.After {
    /// after.swift: the tracker lives in a property, the shared instance until someone assigns.
    public final class OrderScreen: LessonPrelude.Screen {
        public private(set) var order: [String] = []
        // SEAM: settable from outside, defaulting to the singleton on first use
        public lazy var analytics = Analytics.shared

        public override func viewDidAppear() {
            super.viewDidAppear()
            analytics.track("order_screen_shown")
        }

        public func add(_ drink: String) {
            order.append(drink)
            analytics.track("drink_added \(drink)")
        }
    }
}
