// after.swift: the same screen, with the tracker in a property.
//
// What to look at: `lazy var analytics` under `// SEAM`. It starts as the
// shared instance, but only when first read; until then anyone holding the
// screen can assign another tracker. The two calls now go through the
// property. A test sets it right after the storyboard builds the screen.

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
    // SEAM: settable from outside, defaulting to the singleton on first use
    lazy var analytics = Analytics.shared

    override func viewDidAppear() {
        super.viewDidAppear()
        analytics.track("order_screen_shown")
    }

    func add(_ drink: String) {
        order.append(drink)
        analytics.track("drink_added \(drink)")
    }
}
