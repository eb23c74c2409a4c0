import Foundation

extension SubclassAndOverride.Before {
    /// before.swift: a final screen that names the singleton in both calls.
    public final class MenuScreen: LessonPrelude.Screen {
        public private(set) var chosen: String?

        public override func viewDidAppear() {
            super.viewDidAppear()
            // HARD: the singleton, named inside the method
            Analytics.shared.track("screen_shown \(type(of: self))")
        }

        public func choose(_ drink: String) {
            chosen = drink
            // HARD: and again
            Analytics.shared.track("drink_chosen \(drink)")
        }
    }
}

extension SubclassAndOverride.After {
    // SEAM: no longer final, so a test may subclass it
    /// after.swift: the screen asks one overridable method for its tracker.
    public class MenuScreen: LessonPrelude.Screen {
        public private(set) var chosen: String?

        public override func viewDidAppear() {
            super.viewDidAppear()
            analytics().track("screen_shown \(type(of: self))")
        }

        public func choose(_ drink: String) {
            chosen = drink
            analytics().track("drink_chosen \(drink)")
        }

        // SEAM: the one place that picks the tracker; override it in a test
        public func analytics() -> Analytics {
            Analytics.shared
        }
    }
}
