import Foundation

/// Lesson 7, a backdoor into a singleton: Brewline's checkout screen and the analytics singleton.
///
/// `CheckoutScreen` is the same in both variants: it asks `Analytics.shared` in
/// `viewDidAppear()` and `pay(total:)`. `Before.Analytics.shared` is a `static let`, one
/// instance for good. `After.Analytics` keeps its real instance private and, in debug builds
/// only, has a `stubbedInstance` that `shared` returns when set. The real dependency is that
/// one instance, whose log grows for the life of the process; the double is another
/// `Analytics()` put in through the backdoor, which stays in place until someone resets it.
public enum SingletonBackdoor {
    /// The singleton and screen as `before.swift` writes them.
    public enum Before {}
    /// The singleton and screen as `after.swift` writes them.
    public enum After {}
}
