import Foundation

extension ExtractProtocol {
    public static let descriptor = LabDescriptor(
        id: "extract-protocol",
        title: "Extract a protocol",
        actions: [
            LabAction("visit", key: "v", "Record a visit: recordVisit(), then the greeting"),
            LabAction("favourite", key: "f", "Favourite drink: Cortado, then Mocha, then none"),
            LabAction("plist", key: "i", "Look at the plist on disk: its values, size and time"),
        ],
        script: ["visit", "favourite", "visit"],
        swapTitle: "build SettingsModel(defaults: FakeKeyValueStore())",
        noSeam: "SettingsModel takes UserDefaults itself in a private let; no argument lets a fake in",
        touches: "defaults")

    /// The live model of lesson 3.
    public actor Lab: MiniModels.Lab {
        public nonisolated let variant: LabVariant
        public nonisolated let basics: LabBasics
        private var model: any Settings
        private var fake: FakeKeyValueStore?
        /// The plist as it was when the fake went in, to show it has not changed since.
        private var plistAtSwap: PlistSnapshot?

        public init(variant: LabVariant, environment: LabEnvironment) {
            self.variant = variant
            let model = LabEnvironment.$current.withValue(environment) { Self.makeModel(variant) }
            self.model = model
            basics = LabBasics(environment: environment,
                               graph: Self.graph(variant, model: model, fake: nil,
                                                 plist: PlistSnapshot(at: BrewlineDefaults.plistURL(in: environment.scratch))))
        }

        public nonisolated var descriptor: LabDescriptor { ExtractProtocol.descriptor }

        public func perform(_ actionID: String) async {
            await basics.act {
                switch actionID {
                case "visit":
                    model.recordVisit()
                    trace.record(.output, "greeting: \(model.greeting)")
                    recordPlist()
                case "favourite":
                    let drinks = [nil, "Cortado", "Mocha"]
                    let next = drinks[((drinks.firstIndex(of: model.favouriteDrink) ?? 0) + 1) % drinks.count]
                    model.favouriteDrink = next
                    trace.record(.output, "greeting: \(model.greeting)")
                    recordPlist()
                case "plist": recordPlist()
                default: trace.record(.error, "unknown action \(actionID)")
                }
            }
            basics.publish(graph())
        }

        public func swap() async {
            guard variant == .after else { return basics.refuseSwap(descriptor) }
            let fake = FakeKeyValueStore()
            self.fake = fake
            plistAtSwap = plist
            // The technique: the model is built again, and this time the fake goes in.
            model = After.SettingsModel(defaults: fake)
            trace.record(.swap, "SettingsModel(defaults: FakeKeyValueStore()): the next visits count in memory, the plist stays as it is")
            basics.publish(graph(), swapped: true)
        }

        public func reset() async {
            await basics.act {
                model = Self.makeModel(variant)
                fake = nil
                plistAtSwap = nil
                trace.record(.note, "reset: a new SettingsModel on the real defaults; the plist keeps its values (visits \(model.visits))")
            }
            basics.publish(graph(), swapped: false)
        }

        private var plist: PlistSnapshot {
            PlistSnapshot(at: BrewlineDefaults.plistURL(in: basics.environment.scratch))
        }

        /// What is on disk now, read apart from UserDefaults; after the swap, against the swap's.
        private func recordPlist() {
            let now = plist
            let file = BrewlineDefaults.suiteFile + ".plist"
            if let plistAtSwap {
                let verdict = now == plistAtSwap ? "untouched since the swap" : "CHANGED since the swap"
                trace.record(.output, "\(file) \(verdict): \(now.summary)")
            } else {
                trace.record(.output, "\(file) on disk: \(now.summary)")
            }
        }

        private static func makeModel(_ variant: LabVariant) -> any Settings {
            variant == .before ? Before.SettingsModel() : After.SettingsModel()
        }

        private func graph() -> GraphNode {
            Self.graph(variant, model: model, fake: fake, plist: plist)
        }

        private static func graph(_ variant: LabVariant, model: any Settings, fake: FakeKeyValueStore?,
                                  plist: PlistSnapshot) -> GraphNode {
            let favourite = model.favouriteDrink.map { "\"\($0)\"" } ?? "none"
            let file = GraphNode(BrewlineDefaults.suiteFile + ".plist", detail: "on disk: \(plist.summary)")
            let held: HeldDependency
            if let fake {
                held = HeldDependency("defaults", "FakeKeyValueStore (keys: \(fake.values.count), sets: \(fake.setCallCount))", isDouble: true)
            } else if variant == .before {
                held = HeldDependency("defaults", "UserDefaults suite brewline.settings, chosen inside the model", isDouble: false)
            } else {
                held = HeldDependency("defaults", "UserDefaults suite brewline.settings", isDouble: false)
            }
            return GraphNode("SettingsModel", detail: "visits \(model.visits), favourite \(favourite)",
                             holds: [held], children: [file])
        }
    }
}

extension ExtractProtocol {
    /// What the lab asks of either model: the same four members in before.swift and after.swift.
    protocol Settings: AnyObject {
        var visits: Int { get }
        var favouriteDrink: String? { get set }
        func recordVisit()
        var greeting: String { get }
    }
}

extension ExtractProtocol.Before.SettingsModel: ExtractProtocol.Settings {}
extension ExtractProtocol.After.SettingsModel: ExtractProtocol.Settings {}
