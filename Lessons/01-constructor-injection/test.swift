// test.swift: tests through the seam in after.swift (compiled with it; they
// cannot compile against before.swift, which has no `init(network:)`).
//
// What to look at: `MockNetworkManager`. The test decides what it answers
// (a menu or an error), it answers at once, and it counts its calls. No
// server is needed, and the failure path is one line away.

import Foundation
import XCTest

final class MockNetworkManager: NetworkManaging {
    var menuToReturn: [MenuItem] = []
    var errorToThrow: Error?
    private(set) var fetchMenuCallCount = 0
    var whileFetching: () -> Void = {}  // lets a test look mid-load

    func fetchMenu() async throws -> [MenuItem] {
        fetchMenuCallCount += 1
        whileFetching()
        if let errorToThrow { throw errorToThrow }
        return menuToReturn
    }
}

final class MenuViewModelTests: XCTestCase {
    private let menu = [
        MenuItem(name: "Flat White", price: 3.2),
        MenuItem(name: "Cortado", price: 2.9),
    ]

    func test_loadMenu_showsTheItemsTheServerSent() async {
        let mock = MockNetworkManager()
        mock.menuToReturn = menu
        let model = MenuViewModel(network: mock)

        await model.loadMenu()

        XCTAssertEqual(model.state, .loaded(menu))
        XCTAssertEqual(mock.fetchMenuCallCount, 1)
    }

    func test_loadMenu_isLoadingWhileTheRequestRuns() async {
        let mock = MockNetworkManager()
        let model = MenuViewModel(network: mock)
        var stateDuringFetch: MenuState?
        mock.whileFetching = { [unowned model] in
            stateDuringFetch = model.state
        }

        await model.loadMenu()

        XCTAssertEqual(stateDuringFetch, .loading)
    }

    func test_loadMenu_whenTheRequestFails_showsAnError() async {
        let mock = MockNetworkManager()
        mock.errorToThrow = URLError(.cannotConnectToHost)
        let model = MenuViewModel(network: mock)

        await model.loadMenu()

        XCTAssertEqual(model.state, .failed("The menu could not be loaded."))
    }

    func test_loadMenu_twice_asksTwice() async {
        let mock = MockNetworkManager()
        let model = MenuViewModel(network: mock)

        await model.loadMenu()
        await model.loadMenu()

        XCTAssertEqual(mock.fetchMenuCallCount, 2)
    }
}
