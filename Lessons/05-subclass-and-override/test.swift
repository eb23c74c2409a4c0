// test.swift: tests through the overridable method in after.swift
// (compiled with it; before.swift's screen is final and has no method to
// override).
//
// What to look at: `TestableMenuScreen`, a subclass that exists only in the
// tests. It overrides `analytics()` and nothing else. Note the event name in
// the first test: `type(of: self)` is now the subclass, so what these tests
// run is, strictly, the subclass.

import Foundation
import XCTest

private final class TestableMenuScreen: MenuScreen {
    let tracker = Analytics()

    override func analytics() -> Analytics {
        tracker
    }
}

final class MenuScreenTests: XCTestCase {
    func test_appearing_tracksTheScreenByItsTypeName() {
        let screen = TestableMenuScreen()

        Navigator().show(screen)

        XCTAssertEqual(screen.tracker.events,
                       ["screen_shown TestableMenuScreen"])
    }

    func test_choosingADrink_remembersAndTracksIt() {
        let screen = TestableMenuScreen()

        screen.choose("Flat White")

        XCTAssertEqual(screen.chosen, "Flat White")
        XCTAssertEqual(screen.tracker.events, ["drink_chosen Flat White"])
    }

    func test_theAppsScreen_stillUsesTheSharedInstance() {
        XCTAssertTrue(MenuScreen().analytics() === Analytics.shared)
    }
}
