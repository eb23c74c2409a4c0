// before.swift: Brewline's menu screen, tracking through the singleton.
//
// What to look at: the lines under `// HARD`. Both calls reach straight
// for `Analytics.shared`, and the class is `final`, so not even a subclass
// could step in between. A test that shows the screen writes to the one
// shared log that every other test writes to as well.

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

final class MenuScreen: Screen {
    private(set) var chosen: String?

    override func viewDidAppear() {
        super.viewDidAppear()
        // HARD: the singleton, named inside the method
        Analytics.shared.track("screen_shown \(type(of: self))")
    }

    func choose(_ drink: String) {
        chosen = drink
        // HARD: and again
        Analytics.shared.track("drink_chosen \(drink)")
    }
}
