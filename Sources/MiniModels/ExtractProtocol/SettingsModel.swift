import Foundation

extension ExtractProtocol.Before {
    /// before.swift: the model takes the app's real defaults itself.
    public final class SettingsModel {
        // HARD: the app's real defaults, saved to disk
        private let defaults = ExtractProtocol.BrewlineDefaults.app

        public init() {}

        public var visits: Int {
            defaults.integer(forKey: "visits")
        }

        public var favouriteDrink: String? {
            get { defaults.string(forKey: "favouriteDrink") }
            set { defaults.set(newValue, forKey: "favouriteDrink") }
        }

        public func recordVisit() {
            defaults.set(visits + 1, forKey: "visits")
        }

        public var greeting: String {
            if visits == 0 { return "Welcome to Brewline!" }
            guard let drink = favouriteDrink else { return "Welcome back!" }
            return "Welcome back! The usual \(drink)?"
        }
    }
}

extension ExtractProtocol.After {
    /// after.swift: any `KeyValueStore` comes in through `init`, the real defaults by default.
    public final class SettingsModel {
        // SEAM: any store will do; the app gets the real one
        private let defaults: any ExtractProtocol.KeyValueStore

        public init(defaults: any ExtractProtocol.KeyValueStore = ExtractProtocol.BrewlineDefaults.app) {
            self.defaults = defaults
        }

        public var visits: Int {
            defaults.integer(forKey: "visits")
        }

        public var favouriteDrink: String? {
            get { defaults.string(forKey: "favouriteDrink") }
            set { defaults.set(newValue, forKey: "favouriteDrink") }
        }

        public func recordVisit() {
            defaults.set(visits + 1, forKey: "visits")
        }

        public var greeting: String {
            if visits == 0 { return "Welcome to Brewline!" }
            guard let drink = favouriteDrink else { return "Welcome back!" }
            return "Welcome back! The usual \(drink)?"
        }
    }
}
