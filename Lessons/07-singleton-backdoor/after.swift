// after.swift: the same singleton, with a backdoor for debug builds.
//
// What to look at: the `// SEAM` lines, all inside `Analytics`.
//   - The real instance moved to a private `instance`.
//   - `stubbedInstance` exists only under `#if DEBUG`.
//   - `shared` is now computed: the stub if one is set, else the real one.
// `CheckoutScreen` did not change at all: it still says `Analytics.shared`.

import Foundation

final class Analytics {
    // SEAM: the real instance, now private
    nonisolated(unsafe) private static let instance = Analytics()

    #if DEBUG
    // SEAM: the backdoor; set it in a test, and set it back to nil after
    nonisolated(unsafe) static var stubbedInstance: Analytics?
    #endif

    // SEAM: callers still ask for `shared`
    static var shared: Analytics {
        #if DEBUG
        if let stubbedInstance { return stubbedInstance }
        #endif
        return instance
    }

    private(set) var events: [String] = []

    func track(_ event: String) {
        events.append(event)
        let who = self === Analytics.instance
            ? "shared instance" : "not the shared instance"
        print("analytics (\(who)): \(event)")
    }
}

final class CheckoutScreen: Screen {
    private(set) var paid = false

    override func viewDidAppear() {
        super.viewDidAppear()
        Analytics.shared.track("checkout_shown")
    }

    func pay(total: Double) {
        paid = true
        Analytics.shared.track("order_paid \(String(format: "%.2f", total))")
    }
}
