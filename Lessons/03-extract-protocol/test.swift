// test.swift: tests through the protocol in after.swift (compiled with it;
// before.swift has no `KeyValueStore` and no `init(defaults:)`).
//
// What to look at: `FakeKeyValueStore`, a dictionary that behaves like
// UserDefaults for the three calls. Each test starts from the values it
// needs, even "a regular with 41 visits", and nothing reaches the disk.

import Foundation
import XCTest

final class FakeKeyValueStore: KeyValueStore {
    var values: [String: Any] = [:]

    func integer(forKey key: String) -> Int { values[key] as? Int ?? 0 }
    func string(forKey key: String) -> String? { values[key] as? String }
    func set(_ value: Any?, forKey key: String) { values[key] = value }
}

final class SettingsModelTests: XCTestCase {
    private let store = FakeKeyValueStore()

    func test_firstVisit_welcomesANewCustomer() {
        let settings = SettingsModel(defaults: store)

        XCTAssertEqual(settings.greeting, "Welcome to Brewline!")
    }

    func test_recordVisit_countsUpFromWhatIsStored() {
        store.values["visits"] = 41
        let settings = SettingsModel(defaults: store)

        settings.recordVisit()

        XCTAssertEqual(store.values["visits"] as? Int, 42)
    }

    func test_aReturningCustomer_withAFavourite_isOfferedIt() {
        store.values["visits"] = 3
        let settings = SettingsModel(defaults: store)

        settings.favouriteDrink = "Cortado"

        XCTAssertEqual(settings.greeting, "Welcome back! The usual Cortado?")
    }

    func test_clearingTheFavourite_removesTheKey() {
        store.values = ["visits": 3, "favouriteDrink": "Mocha"]
        let settings = SettingsModel(defaults: store)

        settings.favouriteDrink = nil

        XCTAssertNil(store.values["favouriteDrink"])
        XCTAssertEqual(settings.greeting, "Welcome back!")
    }
}
