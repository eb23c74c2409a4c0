// after.swift: the clock is passed in.
import Foundation

struct Greeter {
    var now: () -> Date = { Date() }
    func greeting() -> String { now().description }
}
