import Foundation

/// Lesson 2, property injection: Brewline's order screen and the analytics singleton.
///
/// `Before.OrderScreen` calls `Analytics.shared` inside `viewDidAppear()` and `add(_:)`;
/// `After.OrderScreen` calls through `lazy var analytics = Analytics.shared`, which anyone
/// holding the screen can assign. The storyboard builds both with `init()` alone. The real
/// dependency is `Analytics.shared`, whose log grows for the life of the process; the double is
/// another `Analytics()`, as in the lesson's tests, which records without touching the shared log.
public enum PropertyInjection {
    /// The screen as `before.swift` writes it.
    public enum Before {
        /// The same `Analytics` in both files, as in the lesson.
        public typealias Analytics = PropertyInjection.Analytics
    }
    /// The screen as `after.swift` writes it.
    public enum After {
        public typealias Analytics = PropertyInjection.Analytics
    }
}
