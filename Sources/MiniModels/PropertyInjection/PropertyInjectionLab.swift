import Foundation

extension PropertyInjection {
    public static let descriptor = LabDescriptor(
        id: "property-injection",
        title: "Property injection",
        actions: [
            LabAction("appear", key: "a", "Show the screen: viewDidAppear() tracks order_screen_shown"),
            LabAction("add", key: "o", "Add a drink to the order: tracks drink_added"),
            LabAction("new", key: "i", "A new OrderScreen from the storyboard; once swapped, analytics is set before first use"),
        ],
        script: ["appear", "add", "add"],
        swapTitle: "assign screen.analytics = Analytics() on the live screen",
        noSeam: "OrderScreen names Analytics.shared inside viewDidAppear() and add(_:), and the storyboard builds it with init() alone: there is no property to assign",
        touches: "shared instance")

    /// The live model of lesson 2.
    public actor Lab: MiniModels.Lab {
        public nonisolated let variant: LabVariant
        public nonisolated let basics: LabBasics
        private var live: Live

        /// The screen on display and what the lab knows about it that the screen does not say.
        private struct Live {
            var before = LessonPrelude.Storyboard.instantiate(Before.OrderScreen.self)
            var after = LessonPrelude.Storyboard.instantiate(After.OrderScreen.self)
            /// What was assigned to `after.analytics`, once swapped.
            var spy: Analytics?
            /// Events the screen has tracked: any at all means its `lazy var` has been read.
            var tracked = 0
            /// Of those, the ones that went to the shared log.
            var sentToShared = 0
            var shown = 0

            func order(_ variant: LabVariant) -> [String] { variant == .before ? before.order : after.order }
        }

        public init(variant: LabVariant, environment: LabEnvironment) {
            self.variant = variant
            let live = Live()
            self.live = live
            basics = LabBasics(environment: environment, graph: Self.graph(variant, live))
        }

        public nonisolated var descriptor: LabDescriptor { PropertyInjection.descriptor }

        public func perform(_ actionID: String) async {
            await basics.act {
                switch actionID {
                case "appear": appear()
                case "add": add()
                case "new": newScreen()
                default: trace.record(.error, "unknown action \(actionID)")
                }
            }
            basics.publish(Self.graph(variant, live))
        }

        public func swap() async {
            guard variant == .after else { return basics.refuseSwap(descriptor) }
            let previous = live.spy
            let spy = Analytics()
            // The technique: the property is assigned on the screen that is already live.
            live.after.analytics = spy
            live.spy = spy
            if let previous {
                trace.record(.swap, "screen.analytics = Analytics() again: the previous instance keeps its \(AnalyticsTrace.events(previous.events.count)), the next go to the new one")
            } else if live.tracked == 0 {
                trace.record(.swap, "screen.analytics = Analytics() before first use: the lazy default was never read, so nothing of this screen reaches the shared log")
            } else {
                trace.record(.swap, "screen.analytics = Analytics() on the live OrderScreen, after first use: already read: \(AnalyticsTrace.events(live.sentToShared)) went to the shared log before the swap; the new instance records from now on")
            }
            basics.publish(Self.graph(variant, live), swapped: true)
        }

        public func reset() async {
            live = Live()
            trace.record(.note, "reset: a new OrderScreen from the storyboard, analytics defaulting to Analytics.shared; the shared log keeps its \(AnalyticsTrace.events(Analytics.shared.events.count))")
            basics.publish(Self.graph(variant, live), swapped: false)
        }

        private func appear() {
            switch variant {
            case .before: LessonPrelude.Navigator().show(live.before)
            case .after: LessonPrelude.Navigator().show(live.after)
            }
            tracked()
            live.shown += 1
            trace.record(.output, "OrderScreen appeared (shown \(AnalyticsTrace.times(live.shown)))")
        }

        private func add() {
            let drink = Self.drinks[live.order(variant).count % Self.drinks.count]
            switch variant {
            case .before: live.before.add(drink)
            case .after: live.after.add(drink)
            }
            tracked()
            trace.record(.output, "order: \(Self.summary(live.order(variant)))")
        }

        private func newScreen() {
            switch variant {
            case .before:
                live = Live()
                trace.record(.note, "Storyboard.instantiate(OrderScreen.self): a new screen with no property to set; it will track into Analytics.shared")
            case .after:
                let swapped = live.spy != nil
                live = Live()
                guard swapped else {
                    trace.record(.note, "Storyboard.instantiate(OrderScreen.self): a new screen; its analytics is not read yet, and defaults to Analytics.shared")
                    return
                }
                // As the lesson's makeScreen(): straight after the storyboard, before first use.
                let spy = Analytics()
                live.after.analytics = spy
                live.spy = spy
                trace.record(.swap, "makeScreen(): Storyboard.instantiate(OrderScreen.self), then screen.analytics = Analytics() before first use: nothing of this screen reaches the shared log")
            }
        }

        /// Counts one event tracked by the live screen, and where it went.
        private func tracked() {
            live.tracked += 1
            if live.spy == nil { live.sentToShared += 1 }
        }

        private static let drinks = ["Cortado", "Mocha", "Flat White", "Espresso", "Latte"]

        /// `Cortado, Mocha`, or the last three of a long order.
        private static func summary(_ order: [String]) -> String {
            if order.isEmpty { return "empty" }
            if order.count <= 4 { return order.joined(separator: ", ") }
            return "\(order.count) drinks, … \(order.suffix(3).joined(separator: ", "))"
        }

        private static func graph(_ variant: LabVariant, _ live: Live) -> GraphNode {
            let sharedLog = "shared log: \(AnalyticsTrace.events(Analytics.shared.events.count))"
            var detail = "order: \(summary(live.order(variant))) · shown \(AnalyticsTrace.times(live.shown))"
            if variant == .before {
                return GraphNode("OrderScreen", detail: detail, children: [
                    GraphNode("Analytics.shared", detail: "named inside viewDidAppear() and add(_:)",
                              holds: [HeldDependency("log", sharedLog, isDouble: false)]),
                ])
            }
            let held: HeldDependency
            if let spy = live.spy {
                held = HeldDependency("analytics", "Analytics() (spy: \(AnalyticsTrace.events(spy.events.count)))", isDouble: true)
                if live.sentToShared > 0 {
                    detail += " · \(AnalyticsTrace.events(live.sentToShared)) went to the shared log before the swap"
                }
            } else if live.tracked == 0 {
                held = HeldDependency("analytics", "Analytics.shared on first use (not read yet)", isDouble: false)
            } else {
                held = HeldDependency("analytics", "Analytics.shared (\(sharedLog))", isDouble: false)
            }
            return GraphNode("OrderScreen", detail: detail, holds: [held],
                             children: [GraphNode("Analytics.shared", detail: sharedLog)])
        }
    }
}
