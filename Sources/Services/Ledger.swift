import Synchronization

/// One operation the sandbox intercepted: what would have been written or sent.
public struct LedgerEntry: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case file, defaults, request
    }

    public var kind: Kind
    public var summary: String

    public init(_ kind: Kind, _ summary: String) {
        self.kind = kind
        self.summary = summary
    }
}

/// The list of intercepted operations the onboarding tour shows.
public final class Ledger: Sendable {
    private let storage = Mutex<[LedgerEntry]>([])

    public init() {}

    public func record(_ entry: LedgerEntry) {
        storage.withLock { $0.append(entry) }
    }

    public var entries: [LedgerEntry] { storage.withLock { $0 } }
}
