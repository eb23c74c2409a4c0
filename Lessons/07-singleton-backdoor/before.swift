// before.swift: Brewline's checkout screen and the analytics singleton.
//
// What to look at: `Analytics.shared` under `// HARD`. It is a constant:
// there is one instance for the life of the process and nothing can stand
// in for it. `CheckoutScreen` names it directly, in two places, and so do
// many other screens in the app.

import Foundation

final class Analytics {
    // HARD: one instance, fixed for good
    nonisolated(unsafe) static let shared = Analytics()

    private(set) var events: [String] = []

    func track(_ event: String) {
        events.append(event)
        let who = self === Analytics.shared
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
