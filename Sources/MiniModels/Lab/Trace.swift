import Foundation
import Synchronization

/// One thing that happened while a model ran.
public struct TraceEvent: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Which implementation answered a call: `NetworkManager.fetchMenu (real)`.
        case call
        /// A file written: path and size.
        case fileWrite = "file_write"
        /// An HTTP request sent: method, path and status.
        case httpRequest = "http_request"
        /// A defaults key written.
        case defaultsWrite = "defaults_write"
        /// A call that reached a shared instance.
        case sharedInstanceCall = "shared_instance_call"
        /// What the model shows afterwards: its state, a greeting, a result.
        case output
        /// Something failed.
        case error
        /// A dependency was replaced through the technique, or could not be.
        case swap
        /// A run started or ended, or something the learner should notice.
        case note
    }

    /// Numbered from 1 in the order recorded, across the whole life of the trace.
    public var sequence: Int
    /// The run it belongs to, from 1; 0 for events outside a run (a swap, a reset).
    public var run: Int
    public var kind: Kind
    public var message: String
    /// Monotonic time since the trace began.
    public var time: Duration

    public init(sequence: Int, run: Int, kind: Kind, message: String, time: Duration) {
        self.sequence = sequence
        self.run = run
        self.kind = kind
        self.message = message
        self.time = time
    }

    /// The side-effect counter this kind adds to, if any.
    var counter: WritableKeyPath<SideEffectCounts, Int>? {
        switch self.kind {
        case .fileWrite: \.filesWritten
        case .httpRequest: \.httpRequests
        case .defaultsWrite: \.defaultsWrites
        case .sharedInstanceCall: \.sharedInstanceCalls
        default: nil
        }
    }
}

/// The four kinds of side effect a model can have, counted.
public struct SideEffectCounts: Hashable, Sendable {
    public var filesWritten = 0
    public var httpRequests = 0
    public var defaultsWrites = 0
    public var sharedInstanceCalls = 0

    public init(filesWritten: Int = 0, httpRequests: Int = 0, defaultsWrites: Int = 0, sharedInstanceCalls: Int = 0) {
        self.filesWritten = filesWritten
        self.httpRequests = httpRequests
        self.defaultsWrites = defaultsWrites
        self.sharedInstanceCalls = sharedInstanceCalls
    }

    public var total: Int { filesWritten + httpRequests + defaultsWrites + sharedInstanceCalls }

    /// `files_written`, ... with their values, in a fixed order: for JSON and for the panel.
    public var fields: [(name: String, value: Int)] {
        [("files_written", filesWritten), ("http_requests", httpRequests),
         ("defaults_writes", defaultsWrites), ("shared_instance_calls", sharedInstanceCalls)]
    }
}

/// One finished run: its number, how long it took, and what it did to the world.
public struct RunSummary: Hashable, Sendable {
    public var number: Int
    public var title: String
    public var elapsed: Duration
    public var sideEffects: SideEffectCounts

    public init(number: Int, title: String, elapsed: Duration, sideEffects: SideEffectCounts) {
        self.number = number
        self.title = title
        self.elapsed = elapsed
        self.sideEffects = sideEffects
    }
}

/// The events of a model, bounded: past `limit` events the oldest are dropped, so a model left
/// running for an hour keeps the same memory. Counters and run summaries are kept apart from
/// the events and are never dropped with them.
///
/// Real dependencies record into `Trace.current`, the trace of the run they were called from.
public final class Trace: Sendable {
    public let limit: Int
    private let start: ContinuousClock.Instant
    private let storage: Mutex<Storage>

    private struct Storage {
        var events: [TraceEvent] = []
        /// Index in `events` of the oldest event, once the buffer is full.
        var head = 0
        var nextSequence = 1
        var dropped = 0
        var runNumber = 0
        var runStart: ContinuousClock.Instant?
        var runTitle = ""
        var runCounts = SideEffectCounts()
        var totalCounts = SideEffectCounts()
        var runs: [RunSummary] = []
    }

    /// The trace that real dependencies record into: the one of the run in progress.
    @TaskLocal public static var current: Trace?

    public init(limit: Int = 500) {
        precondition(limit > 0, "a trace keeps at least one event")
        self.limit = limit
        self.start = .now
        self.storage = Mutex(Storage())
    }

    /// Records into the current trace, if a model is running; a no-op otherwise.
    public static func record(_ kind: TraceEvent.Kind, _ message: String) {
        current?.record(kind, message)
    }

    /// Adds an event and counts it, dropping the oldest event when the trace is full.
    public func record(_ kind: TraceEvent.Kind, _ message: String) {
        let time = ContinuousClock.now - start
        storage.withLock { storage in
            var event = TraceEvent(sequence: storage.nextSequence, run: storage.runStart == nil ? 0 : storage.runNumber,
                                   kind: kind, message: message, time: time)
            storage.nextSequence += 1
            if let counter = event.counter {
                storage.totalCounts[keyPath: counter] += 1
                if storage.runStart != nil { storage.runCounts[keyPath: counter] += 1 }
            }
            if storage.events.count < limit {
                storage.events.append(event)
            } else {
                swap(&storage.events[storage.head], &event)
                storage.head = (storage.head + 1) % limit
                storage.dropped += 1
            }
        }
    }

    /// Starts counting a run; `endRun()` closes it and returns its summary.
    public func beginRun(_ title: String) -> Int {
        let number = storage.withLock { storage in
            storage.runNumber += 1
            storage.runStart = .now
            storage.runTitle = title
            storage.runCounts = SideEffectCounts()
            return storage.runNumber
        }
        record(.note, "run \(number): \(title)")
        return number
    }

    @discardableResult
    public func endRun() -> RunSummary? {
        let summary: RunSummary? = storage.withLock { storage in
            guard let runStart = storage.runStart else { return nil }
            let summary = RunSummary(number: storage.runNumber, title: storage.runTitle,
                                     elapsed: .now - runStart, sideEffects: storage.runCounts)
            storage.runs.append(summary)
            if storage.runs.count > 50 { storage.runs.removeFirst(storage.runs.count - 50) }
            return summary
        }
        if let summary {
            record(.note, "run \(summary.number) took \(String(format: "%.1f", Double(summary.elapsed.components.attoseconds) / 1e15 + Double(summary.elapsed.components.seconds) * 1000)) ms, side effects: \(summary.sideEffects.total)")
            storage.withLock { $0.runStart = nil }
        }
        return summary
    }

    /// Runs `body` as one run of this trace, with real dependencies recording here.
    nonisolated(nonsending) public func run<T>(_ title: String, _ body: () async throws -> T) async rethrows -> (T, RunSummary) {
        _ = beginRun(title)
        let value = try await Trace.$current.withValue(self) { try await body() }
        return (value, endRun()!)
    }

    /// Runs `body` outside any run (a swap, a reset), with real dependencies recording here.
    nonisolated(nonsending) public func within<T>(_ body: () async throws -> T) async rethrows -> T {
        try await Trace.$current.withValue(self) { try await body() }
    }

    /// The events still kept, oldest first.
    public var events: [TraceEvent] {
        storage.withLock { Array($0.events[$0.head...] + $0.events[..<$0.head]) }
    }

    /// The kept events recorded after `sequence`, oldest first.
    public func events(after sequence: Int) -> [TraceEvent] {
        events.filter { $0.sequence > sequence }
    }

    /// The sequence number of the newest event, 0 when empty: tells a reader whether to look again.
    public var lastSequence: Int { storage.withLock { $0.nextSequence - 1 } }
    /// How many events were dropped to stay within `limit`.
    public var dropped: Int { storage.withLock { $0.dropped } }
    /// Side effects over the life of the trace.
    public var totalSideEffects: SideEffectCounts { storage.withLock { $0.totalCounts } }
    /// The last 50 finished runs, oldest first.
    public var runs: [RunSummary] { storage.withLock { $0.runs } }

    /// Whole milliseconds, rounded down, for messages.
    public static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}
