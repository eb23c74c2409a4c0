import Foundation

/// The lessons' `prelude.swift` stand-ins for UIKit, for the models whose snippets use them.
///
/// A namespace, not top-level types: Canvas has a `Screen` of its own, and the app imports both.
public enum LessonPrelude {
    /// A stand-in for `UIViewController`: a screen with the two lifecycle callbacks the lessons
    /// override.
    open class Screen {
        /// Set once `viewDidLoad()` has run, like `UIViewController.isViewLoaded`.
        public private(set) var isViewLoaded = false

        /// Required, because `Storyboard` creates screens with no arguments.
        public required init() {}

        /// Called once, before the screen first appears.
        open func viewDidLoad() {}

        /// Called every time the screen is shown.
        open func viewDidAppear() {}

        /// Runs `viewDidLoad()` unless it has already run, as UIKit does on first use.
        public final func loadViewIfNeeded() {
            guard !isViewLoaded else { return }
            isViewLoaded = true
            viewDidLoad()
        }
    }

    /// A stand-in for `UINavigationController`: shows screens, calling their lifecycle methods
    /// the way UIKit would.
    public final class Navigator {
        /// The screens shown so far; the last one is on top.
        public private(set) var screens: [Screen] = []

        public init() {}

        /// Loads `screen` if needed, puts it on top and tells it that it appeared.
        public func show(_ screen: Screen) {
            screen.loadViewIfNeeded()
            screens.append(screen)
            screen.viewDidAppear()
        }
    }

    /// A stand-in for a storyboard: it builds screens with `init()` and nothing else.
    public enum Storyboard {
        /// A new screen of the given type, made the way a storyboard would make it.
        public static func instantiate<S: Screen>(_ type: S.Type) -> S {
            type.init()
        }
    }
}
