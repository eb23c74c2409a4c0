// test.swift: tests through the property in after.swift (compiled with it;
// before.swift has no `analytics` property to set).
//
// What to look at: `makeScreen()`. It builds the screen the way the app
// does, through `Storyboard`, then sets `analytics` to a fresh instance
// before anything reads it. The tests check that instance's `events`, and
// that the shared log did not grow.

import Foundation
import XCTest

final class OrderScreenTests: XCTestCase {
    // XCTest makes a new test-case object per test: a fresh tracker each.
    private let tracker = Analytics()

    private func makeScreen() -> OrderScreen {
        let screen = Storyboard.instantiate(OrderScreen.self)
        screen.analytics = tracker
        return screen
    }

    func test_appearing_tracksTheScreen() {
        Navigator().show(makeScreen())

        XCTAssertEqual(tracker.events, ["order_screen_shown"])
    }

    func test_addingADrink_tracksIt() {
        let screen = makeScreen()

        screen.add("Cortado")

        XCTAssertEqual(screen.order, ["Cortado"])
        XCTAssertEqual(tracker.events, ["drink_added Cortado"])
    }

    func test_theSharedLog_doesNotGrow() {
        let sharedBefore = Analytics.shared.events.count
        let screen = makeScreen()

        Navigator().show(screen)
        screen.add("Flat White")

        XCTAssertEqual(Analytics.shared.events.count, sharedBefore)
    }
}
