import Foundation

extension SingletonBackdoor.Before {
    /// before.swift: the screen names the singleton in both calls.
    public final class CheckoutScreen: LessonPrelude.Screen {
        public private(set) var paid = false

        public override func viewDidAppear() {
            super.viewDidAppear()
            Analytics.shared.track("checkout_shown")
        }

        public func pay(total: Double) {
            paid = true
            Analytics.shared.track("order_paid \(String(format: "%.2f", total))")
        }
    }
}

extension SingletonBackdoor.After {
    /// after.swift: the same screen, word for word; only `Analytics` changed.
    public final class CheckoutScreen: LessonPrelude.Screen {
        public private(set) var paid = false

        public override func viewDidAppear() {
            super.viewDidAppear()
            Analytics.shared.track("checkout_shown")
        }

        public func pay(total: Double) {
            paid = true
            Analytics.shared.track("order_paid \(String(format: "%.2f", total))")
        }
    }
}
