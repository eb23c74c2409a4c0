// test.swift: tests through the backdoor in after.swift (compiled with it;
// before.swift has no `stubbedInstance`).
//
// What to look at: `setUp()` and `tearDown()`. Every test gets its own
// stub through the backdoor, and tear-down shuts the door again. The last
// test shows, inside one test, what a missing reset does: the stub that was
// left in place answers for every later caller.

import Foundation
import XCTest

final class CheckoutScreenTests: XCTestCase {
    private let stub = Analytics()

    override func setUp() {
        super.setUp()
        Analytics.stubbedInstance = stub
    }

    override func tearDown() {
        // Leave this out and the stub outlives the test.
        Analytics.stubbedInstance = nil
        super.tearDown()
    }

    func test_appearing_tracksCheckout() {
        Navigator().show(CheckoutScreen())

        XCTAssertEqual(stub.events, ["checkout_shown"])
    }

    func test_paying_tracksTheTotal() {
        let screen = CheckoutScreen()

        screen.pay(total: 6.4)

        XCTAssertTrue(screen.paid)
        XCTAssertEqual(stub.events, ["order_paid 6.40"])
    }

    func test_aStubLeftInPlace_answersForTheNextScreen() {
        let leftover = Analytics()
        Analytics.stubbedInstance = leftover
        // Imagine the test that set it has ended, with no reset.

        Navigator().show(CheckoutScreen())

        XCTAssertTrue(Analytics.shared === leftover)
        XCTAssertEqual(leftover.events, ["checkout_shown"])
    }
}
