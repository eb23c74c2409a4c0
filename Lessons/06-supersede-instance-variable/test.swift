// test.swift: tests through the supersede method in after.swift (compiled
// with it; before.swift has no way to replace the manager).
//
// What to look at: `makeBoard()`. It builds the board the ordinary way,
// which still creates a real `NetworkManager` (its message shows up in the
// test log), then supersedes it with `StubNetworkManager` before anything
// is fetched. The stub is a subclass, because the variable's type is the
// class; it never sends a request.

import Foundation
import XCTest

final class StubNetworkManager: NetworkManager {
    var menu: [MenuItem] = []
    var error: Error?
    private(set) var fetchCount = 0

    init() { super.init(baseURL: URL(string: "http://stub.invalid")!) }

    override func fetchMenu() async throws -> [MenuItem] {
        fetchCount += 1
        if let error { throw error }
        return menu
    }
}

final class MenuBoardTests: XCTestCase {
    private var stub: StubNetworkManager!

    override func setUp() {
        super.setUp()
        stub = StubNetworkManager()
    }

    private func makeBoard() -> MenuBoard {
        let board = MenuBoard()
        board.supersedeNetworkManager(with: stub)
        return board
    }

    func test_refresh_showsTheFetchedMenu() async {
        stub.menu = [MenuItem(name: "Mocha", price: 3.6)]
        let board = makeBoard()

        await board.refresh()

        XCTAssertEqual(board.status, "1 on the menu")
        XCTAssertEqual(board.price(of: "Mocha"), 3.6)
        XCTAssertEqual(stub.fetchCount, 1)
    }

    func test_refresh_whenOffline_keepsTheLastMenu() async {
        stub.menu = [MenuItem(name: "Mocha", price: 3.6)]
        let board = makeBoard()
        await board.refresh()

        stub.error = URLError(.notConnectedToInternet)
        await board.refresh()

        XCTAssertEqual(board.status, "Offline: showing the last menu")
        XCTAssertEqual(board.price(of: "Mocha"), 3.6)
    }
}
