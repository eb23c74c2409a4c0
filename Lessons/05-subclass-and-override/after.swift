// after.swift: the same screen, asking an overridable method for its
// tracker.
//
// What to look at: the lines under `// SEAM`. `final` is gone, so a
// subclass may exist. Both calls now go through `analytics()`, which
// returns the singleton. The app gets exactly what it got before; a test
// subclass overrides that one method and gets its own tracker.

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

// SEAM: no longer final, so a test may subclass it
class MenuScreen: Screen {
    private(set) var chosen: String?

    override func viewDidAppear() {
        super.viewDidAppear()
        analytics().track("screen_shown \(type(of: self))")
    }

    func choose(_ drink: String) {
        chosen = drink
        analytics().track("drink_chosen \(drink)")
    }

    // SEAM: the one place that picks the tracker; override it in a test
    func analytics() -> Analytics {
        Analytics.shared
    }
}
