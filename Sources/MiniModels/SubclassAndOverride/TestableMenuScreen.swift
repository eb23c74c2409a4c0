import Foundation

extension SubclassAndOverride {
    /// test.swift's subclass: it overrides `analytics()` and nothing else, returning the same
    /// tracker of its own on every call. In the lesson it is private to the test file.
    public final class TestableMenuScreen: After.MenuScreen {
        public let tracker = Analytics()

        public override func analytics() -> Analytics {
            tracker
        }
    }
}
