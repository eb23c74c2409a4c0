import ArgumentParser
import Foundation
import SeamsCore
import Services

/// `seams config [KEY [VALUE]] [--unset]`: Seams' preferences, in its `UserDefaults` suite.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show or change Seams' preferences: the class server, your name, the theme.",
        discussion: """
        With no KEY, lists every preference. With KEY, prints it; with KEY and VALUE, sets it; \
        with KEY --unset, removes it. Keys: \(Setting.allCases.map(\.rawValue).joined(separator: ", ")). \
        The preferences live in the `seams` suite ($XDG_CONFIG_HOME/seams.plist on Linux).
        """)

    /// The preferences a person sets by hand; the reading position and the tour's flag are the app's own.
    enum Setting: String, CaseIterable, ExpressibleByArgument {
        case server, name, theme

        var key: String {
            switch self {
            case .server: DefaultsClient.Key.server
            case .name: DefaultsClient.Key.learnerName
            case .theme: DefaultsClient.Key.theme
            }
        }

        /// Nil when `value` is fine; otherwise why not.
        func problem(with value: String) -> String? {
            switch self {
            case .server:
                return Preferences.httpURL(value) == nil
                    ? "the server needs an http:// URL, as `seams serve` prints it; got \"\(value)\"" : nil
            case .name:
                return value.trimmingCharacters(in: .whitespaces).isEmpty ? "a name cannot be empty" : nil
            case .theme:
                return Theme.named(value) == nil
                    ? "no theme \"\(value)\"; there are \(Theme.all.map(\.name).joined(separator: ", "))" : nil
            }
        }
    }

    @Argument(help: "The preference: server, name or theme.") var key: Setting?
    @Argument(help: "Its new value.") var value: String?
    @Flag(help: "Remove the preference.") var unset = false

    func run() throws {
        if let warning = Preferences.setAsideIfCorrupt() { StandardError.write("seams config: " + warning) }
        let preferences = Preferences()
        let defaults = preferences.defaults
        guard let key else {
            if value != nil || unset { throw ValidationError("Name the preference to change: \(Setting.allCases.map(\.rawValue).joined(separator: ", ")).") }
            for setting in Setting.allCases {
                print("\(setting.rawValue): \(defaults.string(setting.key) ?? "(not set)")")
            }
            print("onboarding seen: \(preferences.onboardingSeen ? "yes" : "no")")
            return
        }
        if unset {
            guard value == nil else { throw ValidationError("--unset takes no value.") }
            defaults.setString(nil, key.key)
            defaults.save()
            print("\(key.rawValue): (not set)")
            return
        }
        guard let value else {
            print(defaults.string(key.key) ?? "(not set)")
            return
        }
        if let problem = key.problem(with: value) {
            StandardError.write("seams config: " + problem + ".")
            throw ExitCode(2)
        }
        defaults.setString(value, key.key)
        defaults.save()
        print("\(key.rawValue): \(value)")
    }
}
