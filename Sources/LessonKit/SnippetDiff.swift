import Markup

/// One line of a before → after diff.
public struct DiffLine: Hashable, Sendable {
    public enum Change: Hashable, Sendable {
        case unchanged, removed, added
    }

    public var change: Change
    public var text: String
    /// Line number in `before.swift` (removed and unchanged lines).
    public var oldNumber: Int?
    /// Line number in `after.swift` (added and unchanged lines).
    public var newNumber: Int?
}

/// The change from `before.swift` to `after.swift`, line by line: usually the seam is a
/// handful of lines, and this is where a learner sees exactly which.
public struct SnippetDiff: Hashable, Sendable {
    public var lines: [DiffLine]

    public init(before: String, after: String) {
        self.init(before: Self.split(before), after: Self.split(after))
    }

    public init(before: [String], after: [String]) {
        let difference = after.difference(from: before)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [DiffLine] = []
        var old = 0
        var new = 0
        // Within a changed region, removals come before insertions, as in a unified diff.
        while old < before.count || new < after.count {
            if old < before.count, removed.contains(old) {
                lines.append(DiffLine(change: .removed, text: before[old], oldNumber: old + 1, newNumber: nil))
                old += 1
            } else if new < after.count, inserted.contains(new) {
                lines.append(DiffLine(change: .added, text: after[new], oldNumber: nil, newNumber: new + 1))
                new += 1
            } else if old < before.count, new < after.count {
                lines.append(DiffLine(change: .unchanged, text: after[new], oldNumber: old + 1, newNumber: new + 1))
                old += 1
                new += 1
            } else {
                break
            }
        }
        self.lines = lines
    }

    public var removedCount: Int { lines.filter { $0.change == .removed }.count }
    public var addedCount: Int { lines.filter { $0.change == .added }.count }

    /// The diff as styled lines: a `-`/`+` marker, then the line in the removed, added or
    /// (dim) unchanged role.
    public var styledLines: [StyledLine] {
        lines.map { line in
            var styled = StyledLine()
            switch line.change {
            case .removed:
                styled.append("- " + line.text, .removed)
            case .added:
                styled.append("+ " + line.text, .added)
            case .unchanged:
                styled.append("  " + line.text, .unchanged)
            }
            return styled
        }
    }

    static func split(_ source: String) -> [String] {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            TextWrapping.expandTabs(String(line.hasSuffix("\r") ? line.dropLast() : line))
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
