// test.swift: tests through the scope in after.swift (compiled with it).
// They compile against before.swift too, and there the second test fails:
// the item falls back to `testValue`, an empty menu, and finds no price.
//
// What to look at: `makeOrder()`. Only the order is built inside
// `withDependencies`; everything after runs outside any scope, as it would
// in the app. That is what makes these tests able to catch a child that
// does not inherit its parent's values.

import Dependencies
import Foundation
import XCTest

final class OrderModelTests: XCTestCase {
    private let menu = [
        MenuItem(name: "Flat White", price: 3.2),
        MenuItem(name: "Cortado", price: 2.9),
    ]

    private func makeOrder() -> OrderModel {
        withDependencies {
            $0.menuClient.fetchMenu = { [menu] in menu }
        } operation: {
            OrderModel()
        }
    }

    func test_anOrderBuiltInAScope_keepsItsMenuAfterward() async throws {
        let order = makeOrder()

        try await order.loadMenu()

        XCTAssertEqual(order.menu, menu)
    }

    func test_anItemAddedLater_pricesFromTheOrdersMenu() async {
        let order = makeOrder()
        order.add("Cortado")

        await order.items[0].loadPrice()

        XCTAssertEqual(order.items[0].price, 2.9)
    }

    func test_anOverrideInsideFromSelf_winsForThatChild() async {
        let order = makeOrder()
        let sample = withDependencies(from: order) {
            $0.menuClient.fetchMenu = { [MenuItem(name: "Cortado", price: 0)] }
        } operation: {
            OrderItemModel(name: "Cortado")
        }

        await sample.loadPrice()

        XCTAssertEqual(sample.price, 0)
    }
}
