/// Which lab: a lesson's model id and the code it runs.
public struct LabKey: Hashable, Sendable {
    public var modelID: String
    public var variant: LabVariant

    public init(_ modelID: String, _ variant: LabVariant) {
        self.modelID = modelID
        self.variant = variant
    }
}

/// A lab as the interface draws it at one moment: plain values, taken without waiting.
public struct LabSnapshot: Hashable, Sendable {
    public var key: LabKey
    public var status: LabStatus
    /// The newest events, oldest first: at most the tail the snapshot was asked for.
    public var events: [TraceEvent]
    public var lastSequence: Int
    /// Events the trace itself dropped to stay bounded.
    public var dropped: Int
    /// The most recent finished run, if any.
    public var lastRun: RunSummary?
    public var runCount: Int

    public init(key: LabKey, status: LabStatus, events: [TraceEvent], lastSequence: Int, dropped: Int,
                lastRun: RunSummary?, runCount: Int) {
        self.key = key
        self.status = status
        self.events = events
        self.lastSequence = lastSequence
        self.dropped = dropped
        self.lastRun = lastRun
        self.runCount = runCount
    }

    /// Reads `lab` now; `tail` bounds the events copied.
    public init(_ lab: any Lab, modelID: String, tail: Int = 200) {
        let runs = lab.trace.runs
        let events = lab.trace.events
        self.init(key: LabKey(modelID, lab.variant), status: lab.status, events: Array(events.suffix(tail)),
                  lastSequence: lab.trace.lastSequence, dropped: lab.trace.dropped,
                  lastRun: runs.last, runCount: runs.last?.number ?? 0)
    }
}

/// What the interface asks of a lab.
public enum LabCommand: Hashable, Sendable {
    /// Make sure the lab exists, so its graph can be shown.
    case open
    case perform(String)
    case runScript
    case swap
    case reset
}
