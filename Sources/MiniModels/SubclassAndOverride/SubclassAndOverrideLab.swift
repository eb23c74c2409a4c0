import Foundation

extension SubclassAndOverride {
    public static let descriptor = LabDescriptor(
        id: "subclass-and-override",
        title: "Subclass and override",
        actions: [
            LabAction("appear", key: "a", "Show the screen: viewDidAppear() tracks screen_shown and its type's name"),
            LabAction("choose", key: "o", "Choose a drink: tracks drink_chosen"),
            LabAction("identity", key: "i", "Ask the live screen whether analytics() returns the shared instance"),
        ],
        script: ["appear", "choose"],
        swapTitle: "instantiate TestableMenuScreen, the test's subclass that overrides analytics()",
        noSeam: "MenuScreen is final and names Analytics.shared inside viewDidAppear() and choose(_:): no subclass can step in, and there is no method to override",
        touches: "shared instance")

    /// The live model of lesson 5.
    public actor Lab: MiniModels.Lab {
        public nonisolated let variant: LabVariant
        public nonisolated let basics: LabBasics
        private var before = LessonPrelude.Storyboard.instantiate(Before.MenuScreen.self)
        /// The app's screen, or once swapped, the test's subclass in its place.
        private var after: After.MenuScreen = LessonPrelude.Storyboard.instantiate(After.MenuScreen.self)
        private var shown = 0
        private var choices = 0

        public init(variant: LabVariant, environment: LabEnvironment) {
            self.variant = variant
            basics = LabBasics(environment: environment,
                               graph: Self.graph(variant, before: nil, after: nil, shown: 0))
        }

        public nonisolated var descriptor: LabDescriptor { SubclassAndOverride.descriptor }

        public func perform(_ actionID: String) async {
            await basics.act {
                switch actionID {
                case "appear": appear()
                case "choose": choose()
                case "identity": identity()
                default: trace.record(.error, "unknown action \(actionID)")
                }
            }
            basics.publish(graph())
        }

        public func swap() async {
            guard variant == .after else { return basics.refuseSwap(descriptor) }
            let replaced = Self.name(of: after)
            // The technique: which class gets instantiated. The subclass exists only for tests.
            after = TestableMenuScreen()
            shown = 0
            trace.record(.swap, "TestableMenuScreen() replaces the live \(replaced): it overrides analytics() to return its own tracker, not the shared instance; type(of: self) is now TestableMenuScreen")
            basics.publish(graph(), swapped: true)
        }

        public func reset() async {
            before = LessonPrelude.Storyboard.instantiate(Before.MenuScreen.self)
            after = LessonPrelude.Storyboard.instantiate(After.MenuScreen.self)
            shown = 0
            trace.record(.note, "reset: a new MenuScreen from the storyboard, asking Analytics.shared; the shared log keeps its \(AnalyticsTrace.events(Analytics.shared.events.count))")
            basics.publish(graph(), swapped: false)
        }

        private func appear() {
            let screen: LessonPrelude.Screen = variant == .before ? before : after
            LessonPrelude.Navigator().show(screen)
            shown += 1
            trace.record(.output, "\(Self.name(of: screen)) appeared (shown \(AnalyticsTrace.times(shown)))")
        }

        private func choose() {
            let drink = Self.drinks[choices % Self.drinks.count]
            choices += 1
            switch variant {
            case .before: before.choose(drink)
            case .after: after.choose(drink)
            }
            trace.record(.output, "chosen: \(drink)")
        }

        private func identity() {
            guard variant == .after else {
                trace.record(.output, "MenuScreen has no analytics() to ask: it names Analytics.shared inside each call")
                return
            }
            let isShared = after.analytics() === Analytics.shared
            trace.record(.output, "\(Self.name(of: after)).analytics() === Analytics.shared: \(isShared)")
        }

        private static let drinks = ["Flat White", "Cortado", "Mocha", "Espresso", "Latte"]

        /// `MenuScreen`, `TestableMenuScreen`: the name `type(of: self)` gives inside the screen.
        private static func name(of screen: LessonPrelude.Screen) -> String { "\(type(of: screen))" }

        private func graph() -> GraphNode {
            Self.graph(variant, before: before, after: after, shown: shown)
        }

        private static func graph(_ variant: LabVariant, before: Before.MenuScreen?, after: After.MenuScreen?,
                                  shown: Int) -> GraphNode {
            let sharedLog = "shared log: \(AnalyticsTrace.events(Analytics.shared.events.count))"
            let chosen = (variant == .before ? before?.chosen : after?.chosen) ?? "nothing"
            let detail = "chosen: \(chosen) · shown \(AnalyticsTrace.times(shown))"
            if variant == .before {
                return GraphNode("MenuScreen", detail: "final · " + detail, children: [
                    GraphNode("Analytics.shared", detail: "named inside viewDidAppear() and choose(_:)",
                              holds: [HeldDependency("log", sharedLog, isDouble: false)]),
                ])
            }
            let sharedNode = GraphNode("Analytics.shared", detail: sharedLog)
            if let testable = after as? TestableMenuScreen {
                let held = HeldDependency("analytics()", "tracker: Analytics() (spy: \(AnalyticsTrace.events(testable.tracker.events.count)))", isDouble: true)
                return GraphNode("TestableMenuScreen", detail: "subclass of MenuScreen · " + detail, holds: [held],
                                 children: [sharedNode])
            }
            return GraphNode("MenuScreen", detail: detail,
                             holds: [HeldDependency("analytics()", "Analytics.shared (\(sharedLog))", isDouble: false)],
                             children: [sharedNode])
        }
    }
}
