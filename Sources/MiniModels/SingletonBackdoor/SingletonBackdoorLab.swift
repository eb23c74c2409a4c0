import Foundation

extension SingletonBackdoor {
    public static let descriptor = LabDescriptor(
        id: "singleton-backdoor",
        title: "A backdoor into a singleton",
        actions: [
            LabAction("appear", key: "a", "Show the checkout screen: tracks checkout_shown"),
            LabAction("pay", key: "y", "Pay for the order: tracks order_paid"),
            LabAction("next", key: "u", "Next test: a new CheckoutScreen, shown, with no tear-down before it"),
            LabAction("teardown", key: "t", "Tear down: Analytics.stubbedInstance = nil"),
        ],
        script: ["appear", "pay"],
        swapTitle: "set Analytics.stubbedInstance = Analytics(), the debug-only backdoor",
        noSeam: "Analytics.shared is a static let, one instance for the life of the process, and CheckoutScreen names it in viewDidAppear() and pay(total:)",
        touches: "shared instance")

    /// The live model of lesson 7.
    ///
    /// The backdoor is process-wide, as in the lesson: every after-variant lab sees the stub
    /// that any of them set, until one of them resets it.
    public actor Lab: MiniModels.Lab {
        public nonisolated let variant: LabVariant
        public nonisolated let basics: LabBasics
        private var before = Before.CheckoutScreen()
        private var after = After.CheckoutScreen()
        /// The total last paid on the live screen.
        private var paidTotal: Double?
        private var payments = 0
        /// Which "test" the live screen belongs to: each `next` is one more.
        private var test = 1

        public init(variant: LabVariant, environment: LabEnvironment) {
            self.variant = variant
            basics = LabBasics(environment: environment, graph: Self.graph(variant, paid: nil, test: 1))
            basics.publish(Self.graph(variant, paid: nil, test: 1), swapped: Self.isStubbed(variant))
        }

        public nonisolated var descriptor: LabDescriptor { SingletonBackdoor.descriptor }

        public func perform(_ actionID: String) async {
            await basics.act {
                switch actionID {
                case "appear": appear()
                case "pay": pay()
                case "next": nextTest()
                case "teardown": tearDown()
                default: trace.record(.error, "unknown action \(actionID)")
                }
            }
            publish()
        }

        public func swap() async {
            guard variant == .after else { return basics.refuseSwap(descriptor) }
            #if DEBUG
            let previous = After.Analytics.stubbedInstance
            // The technique: the backdoor, set from outside; CheckoutScreen is not touched.
            After.Analytics.stubbedInstance = After.Analytics()
            let replacing = previous.map { " (replacing a stub with \(AnalyticsTrace.events($0.events.count)))" } ?? ""
            trace.record(.swap, "Analytics.stubbedInstance = Analytics()\(replacing): CheckoutScreen is unchanged and still asks Analytics.shared, which now returns the stub")
            #else
            trace.record(.swap, "no backdoor in this build: stubbedInstance exists only under #if DEBUG, and this is a release build")
            #endif
            publish()
        }

        public func reset() async {
            var closed = ""
            #if DEBUG
            if variant == .after, let stub = After.Analytics.stubbedInstance {
                After.Analytics.stubbedInstance = nil
                closed = "Analytics.stubbedInstance = nil (it held a stub with \(AnalyticsTrace.events(stub.events.count))); "
            }
            #endif
            before = Before.CheckoutScreen()
            after = After.CheckoutScreen()
            paidTotal = nil
            test = 1
            trace.record(.note, "reset: \(closed)a new CheckoutScreen; the real log keeps its \(AnalyticsTrace.events(Self.realLogCount(variant)))")
            publish()
        }

        private func appear() {
            switch variant {
            case .before: LessonPrelude.Navigator().show(before)
            case .after: LessonPrelude.Navigator().show(after)
            }
            trace.record(.output, "CheckoutScreen appeared (test \(test))")
        }

        private func pay() {
            let total = Self.totals[payments % Self.totals.count]
            payments += 1
            switch variant {
            case .before: before.pay(total: total)
            case .after: after.pay(total: total)
            }
            paidTotal = total
            trace.record(.output, "paid: \(String(format: "%.2f", total))")
        }

        /// The next test begins: a new screen, shown, and whatever the last test left behind.
        private func nextTest() {
            test += 1
            paidTotal = nil
            switch variant {
            case .before:
                before = Before.CheckoutScreen()
                trace.record(.note, "test \(test): a new CheckoutScreen; Analytics.shared is the one real instance, as always")
            case .after:
                after = After.CheckoutScreen()
                if let stub = Self.stub {
                    trace.record(.note, "test \(test), with no tear-down after the last: Analytics.stubbedInstance still holds the stub (\(AnalyticsTrace.events(stub.events.count))), so the new CheckoutScreen tracks into it, not the real log")
                } else {
                    trace.record(.note, "test \(test): the door is shut, so the new CheckoutScreen tracks into the real log")
                }
            }
            appear()
        }

        private func tearDown() {
            guard variant == .after else {
                trace.record(.note, "tearDown(): nothing to reset: this Analytics has no stubbedInstance, only its one shared instance")
                return
            }
            #if DEBUG
            if let stub = After.Analytics.stubbedInstance {
                After.Analytics.stubbedInstance = nil
                trace.record(.swap, "tearDown(): Analytics.stubbedInstance = nil: the stub (\(AnalyticsTrace.events(stub.events.count))) is out, and Analytics.shared is the real instance again")
            } else {
                trace.record(.note, "tearDown(): Analytics.stubbedInstance = nil; it was nil already")
            }
            #else
            trace.record(.note, "tearDown(): nothing to reset: this release build has no stubbedInstance")
            #endif
        }

        private static let totals = [6.40, 3.20, 4.75]

        /// The stub behind `Analytics.shared`, if any; never one in a release build.
        private static var stub: After.Analytics? {
            #if DEBUG
            After.Analytics.stubbedInstance
            #else
            nil
            #endif
        }

        private static func isStubbed(_ variant: LabVariant) -> Bool { variant == .after && stub != nil }

        private static func realLogCount(_ variant: LabVariant) -> Int {
            variant == .before ? Before.Analytics.shared.events.count : After.Analytics.instanceEvents.count
        }

        private func publish() {
            basics.publish(Self.graph(variant, paid: paidTotal, test: test), swapped: Self.isStubbed(variant))
        }

        private static func graph(_ variant: LabVariant, paid: Double?, test: Int) -> GraphNode {
            let realLog = "real log: \(AnalyticsTrace.events(realLogCount(variant)))"
            let detail = (paid.map { "paid \(String(format: "%.2f", $0))" } ?? "not paid") + " · test \(test)"
            if variant == .before {
                return GraphNode("CheckoutScreen", detail: detail, children: [
                    GraphNode("Analytics.shared", detail: "a static let: one instance for good",
                              holds: [HeldDependency("log", realLog, isDouble: false)]),
                ])
            }
            let held: HeldDependency
            let door: String
            if let stub {
                let stubLog = "stub: \(AnalyticsTrace.events(stub.events.count))"
                held = HeldDependency("Analytics.shared", "stubbedInstance: Analytics() (\(stubLog))", isDouble: true)
                door = "stubbedInstance set (\(stubLog))"
            } else {
                held = HeldDependency("Analytics.shared", "the real instance (\(realLog))", isDouble: false)
                #if DEBUG
                door = "stubbedInstance: nil"
                #else
                door = "no stubbedInstance in a release build"
                #endif
            }
            return GraphNode("CheckoutScreen", detail: detail, holds: [held], children: [
                GraphNode("Analytics", detail: "\(realLog) · \(door)"),
            ])
        }
    }
}
