// before.swift: the clock is read inside.
import Foundation

struct Greeter {
    func greeting() -> String { Date().description }
}
