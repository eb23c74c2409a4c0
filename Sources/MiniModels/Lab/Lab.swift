import Foundation
import Synchronization

/// Which code a lab runs: the lesson's `before.swift` or its `after.swift`.
public enum LabVariant: String, Hashable, Sendable, CaseIterable {
    case before, after
}

/// Something the learner can make a model do, with the key that does it in the live panel.
public struct LabAction: Hashable, Sendable, Identifiable {
    public var id: String
    public var key: Character
    public var title: String

    public init(_ id: String, key: Character, _ title: String) {
        self.id = id
        self.key = key
        self.title = title
    }
}

/// A dependency an object holds, as the panel shows it: `network → MockNetworkManager [double]`.
public struct HeldDependency: Hashable, Sendable {
    public var role: String
    public var implementation: String
    public var isDouble: Bool

    public init(_ role: String, _ implementation: String, isDouble: Bool) {
        self.role = role
        self.implementation = implementation
        self.isDouble = isDouble
    }
}

/// One object of a model's graph: what it is, what it shows, what it holds, what it owns.
public struct GraphNode: Hashable, Sendable {
    public var object: String
    public var detail: String?
    public var holds: [HeldDependency]
    public var children: [GraphNode]

    public init(_ object: String, detail: String? = nil, holds: [HeldDependency] = [], children: [GraphNode] = []) {
        self.object = object
        self.detail = detail
        self.holds = holds
        self.children = children
    }

    /// The graph as indented lines: each object, then what it holds, then its children.
    public var outline: [String] {
        var lines = [detail.map { "\(object)  \($0)" } ?? object]
        for held in holds {
            lines.append("  \(held.role) → \(held.implementation) [\(held.isDouble ? "double" : "real")]")
        }
        for child in children { lines += child.outline.map { "  " + $0 } }
        return lines
    }
}

/// What the panel shows of a lab between events, readable at any time without waiting for it.
public struct LabStatus: Hashable, Sendable {
    public var graph: GraphNode
    /// True while an action, a run, a swap or a reset is in progress.
    public var isBusy: Bool
    /// Whether the dependency has been swapped for a double on the live object.
    public var isSwapped: Bool

    public init(graph: GraphNode, isBusy: Bool = false, isSwapped: Bool = false) {
        self.graph = graph
        self.isBusy = isBusy
        self.isSwapped = isSwapped
    }
}

/// A lesson's live model: the before or after code, running, with its trace.
///
/// Each technique has one lab type. Its methods run on the lab's actor, one at a time, so a
/// model's objects (plain classes, as in the lessons) are only ever touched from there. The
/// interface never waits for the actor: it reads `status` and `trace`, which are kept current.
public protocol Lab: Actor {
    /// The technique's id, its actions and how the swap is made.
    nonisolated var descriptor: LabDescriptor { get }
    nonisolated var variant: LabVariant { get }
    /// The lab's environment, trace and status.
    nonisolated var basics: LabBasics { get }

    /// Does one of `descriptor.actions`, recording what happens.
    func perform(_ actionID: String) async
    /// Replaces the dependency with a double on the live objects, through the technique. In the
    /// before variant there is no seam: the lab records that and changes nothing.
    func swap() async
    /// Back to a fresh model holding the real dependency. What the real dependency did to the
    /// world (files, defaults, the shared log) stays: that is the point of the before code.
    func reset() async
}

extension Lab {
    public nonisolated var trace: Trace { basics.trace }
    /// The latest graph and flags, published by the lab after everything it does.
    public nonisolated var status: LabStatus { basics.status.current }

    /// The scripted run `seams run` and the panel's run key perform: each of the descriptor's
    /// `script` actions in order, as one run of the trace.
    public func runScript() async -> RunSummary {
        let (_, summary) = await trace.run("\(descriptor.id) \(variant.rawValue)") {
            for action in descriptor.script { await perform(action) }
        }
        return summary
    }
}

/// What is fixed about a technique's lab: its id, title, actions, and the words for its swap.
public struct LabDescriptor: Hashable, Sendable {
    public var id: String
    public var title: String
    public var actions: [LabAction]
    /// The actions a scripted run performs, in order.
    public var script: [String]
    /// How the after code swaps: "pass a MockNetworkManager to init(network:)".
    public var swapTitle: String
    /// Why the before code cannot.
    public var noSeam: String
    /// What the real dependency touches: "network", "files", "defaults", "shared instance".
    public var touches: String

    public init(id: String, title: String, actions: [LabAction], script: [String], swapTitle: String,
                noSeam: String, touches: String) {
        self.id = id
        self.title = title
        self.actions = actions
        self.script = script
        self.swapTitle = swapTitle
        self.noSeam = noSeam
        self.touches = touches
    }

    public func action(for key: Character) -> LabAction? {
        actions.first { $0.key == key }
    }
}

/// A thread-safe box for a lab's status, so the interface reads it without awaiting the actor.
public final class StatusBox: Sendable {
    private let value: Mutex<LabStatus>

    public init(_ status: LabStatus) { value = Mutex(status) }

    public var current: LabStatus { value.withLock { $0 } }

    public func update(_ change: (inout LabStatus) -> Void) {
        value.withLock { change(&$0) }
    }
}
