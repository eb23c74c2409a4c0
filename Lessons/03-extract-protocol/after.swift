// after.swift: the same settings, behind a protocol of our own.
//
// What to look at: the lines under `// SEAM`.
//   - `KeyValueStore` lists the three calls the model makes, with the very
//     signatures `UserDefaults` already has.
//   - An empty extension makes `UserDefaults` conform: nothing to write.
//   - The model stores any `KeyValueStore`; by default, the real defaults.
// Every line that reads or writes a setting is unchanged.

import Foundation

// SEAM: only what the model uses, in UserDefaults' own words
protocol KeyValueStore {
    func integer(forKey key: String) -> Int
    func string(forKey key: String) -> String?
    func set(_ value: Any?, forKey key: String)
}

// SEAM: UserDefaults already has all three methods
extension UserDefaults: KeyValueStore {}

final class SettingsModel {
    // SEAM: any store will do; the app gets the real one
    private let defaults: KeyValueStore

    init(defaults: KeyValueStore = UserDefaults.standard) {
        self.defaults = defaults
    }

    var visits: Int {
        defaults.integer(forKey: "visits")
    }

    var favouriteDrink: String? {
        get { defaults.string(forKey: "favouriteDrink") }
        set { defaults.set(newValue, forKey: "favouriteDrink") }
    }

    func recordVisit() {
        defaults.set(visits + 1, forKey: "visits")
    }

    var greeting: String {
        if visits == 0 { return "Welcome to Brewline!" }
        guard let drink = favouriteDrink else { return "Welcome back!" }
        return "Welcome back! The usual \(drink)?"
    }
}
