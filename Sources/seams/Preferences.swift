import ArgumentParser
import Dependencies
import Foundation
import SeamsCore
import Services

/// Seams' preferences, read and written through the defaults client in force: the real suite,
/// or the tour's sandbox.
struct Preferences {
    var defaults: DefaultsClient

    init() {
        @Dependency(\.defaults) var defaults
        self.defaults = defaults
    }

    typealias Key = DefaultsClient.Key

    /// The last lesson and step, when both were saved and make sense.
    var position: ReadingPosition? {
        guard let folder = defaults.string(Key.lastLesson), !folder.isEmpty,
              let step = defaults.string(Key.lastStep).flatMap(Int.init), step >= 0 else { return nil }
        return ReadingPosition(folderName: folder, step: step)
    }

    func savePosition(_ position: ReadingPosition) {
        defaults.setString(position.folderName, Key.lastLesson)
        defaults.setString(String(position.step), Key.lastStep)
    }

    /// The saved theme if this terminal can show it, else the first it can.
    func theme(among available: [Theme]) -> Theme {
        defaults.string(Key.theme).flatMap(Theme.named).flatMap { available.contains($0) ? $0 : nil }
            ?? available.first ?? .monochrome
    }

    func saveTheme(_ name: String) { defaults.setString(name, Key.theme) }

    var onboardingSeen: Bool { defaults.bool(Key.onboardingSeen) }

    /// The one write the tour makes for real, after leaving it.
    func recordOnboardingSeen() {
        defaults.setBool(true, Key.onboardingSeen)
        defaults.save()
    }

    var server: String? { defaults.string(Key.server) }
    var learnerName: String? { defaults.string(Key.learnerName) }

    func save() { defaults.save() }

    /// Keeps an unreadable preferences file aside before anything can overwrite it; the warning
    /// says where it went. Called before the first read.
    static func setAsideIfCorrupt() -> String? {
        @Dependency(\.date.now) var now
        return DefaultsClient.setAsideIfCorrupt(suiteName: DefaultsClient.suiteName, now: now)
    }

    /// The classroom server: the flag's, else the preference's; an error names which was wrong.
    static func classroomURL(flag: String?, preference: String?, command: String) throws -> URL? {
        guard let address = flag ?? preference else { return nil }
        guard let url = httpURL(address) else {
            let source = flag != nil ? "--server" : "the server preference (`seams config server`)"
            StandardError.write("\(command): \(source) needs an http:// URL, got \"\(address)\".")
            throw ExitCode(2)
        }
        return url
    }

    /// `text` as a server address Seams can reach: an `http://` URL with a host.
    static func httpURL(_ text: String) -> URL? {
        guard let url = URL(string: text), url.scheme == "http", url.host() != nil else { return nil }
        return url
    }
}
