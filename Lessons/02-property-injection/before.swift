// before.swift: Brewline's order screen, reporting to the shared analytics.
//
// What to look at: the two lines under `// HARD`. Each one reaches for
// `Analytics.shared` by itself. A storyboard builds this screen with
// `init()`, so there is no initializer to pass another tracker through,
// and every test that shows the screen adds events to the real log.

import Foundation

final class Analytics {
    // Swift 6: a shared object with mutable state needs this promise.
    nonisolated(unsafe) static let shared = Analytics()
    private(set) var events: [String] = []

    func track(_ event: String) {
        events.append(event)
        let who = self === Analytics.shared
            ? "shared instance" : "not the shared instance"
        print("analytics (\(who)): \(event)")
    }
}

final class OrderScreen: Screen {
    private(set) var order: [String] = []

    override func viewDidAppear() {
        super.viewDidAppear()
        // HARD: the singleton, reached from inside the screen
        Analytics.shared.track("order_screen_shown")
    }

    func add(_ drink: String) {
        order.append(drink)
        // HARD: and again
        Analytics.shared.track("drink_added \(drink)")
    }
}
