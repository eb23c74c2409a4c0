import Foundation

/// Lesson 5, subclass and override: Brewline's menu screen and the analytics singleton.
///
/// `Before.MenuScreen` is `final` and calls `Analytics.shared` inside `viewDidAppear()` and
/// `choose(_:)`; `After.MenuScreen` is open to subclassing and asks its overridable
/// `analytics()` method, which returns the shared instance. The real dependency is
/// `Analytics.shared`, whose log grows for the life of the process; the double is
/// `TestableMenuScreen`, the tests' subclass, whose `analytics()` returns a tracker of its own.
public enum SubclassAndOverride {
    /// The screen as `before.swift` writes it.
    public enum Before {
        /// The same `Analytics` in both files, as in the lesson.
        public typealias Analytics = SubclassAndOverride.Analytics
    }
    /// The screen as `after.swift` writes it.
    public enum After {
        public typealias Analytics = SubclassAndOverride.Analytics
    }
}
