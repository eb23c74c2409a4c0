// before.swift: Brewline's settings, kept in the real UserDefaults.
//
// What to look at: the line under `// HARD`. The model picks
// `UserDefaults.standard` itself: a property list on disk that outlives the
// process. `visits` grows by one on every run, tests included, and to test
// the greeting for a regular you would have to edit the real file.

import Foundation

final class SettingsModel {
    // HARD: the app's real defaults, saved to disk
    private let defaults = UserDefaults.standard

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
