/// A horizontal run of cells that changed between two frames.
public struct CellRun: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var cells: [Cell]
}

/// What a backend has to write to turn the previous frame into the next one.
public enum FrameDiff {
    /// Runs of changed cells, row by row. With no previous frame, or one of another size,
    /// every cell is part of a run. A wide character is always sent whole.
    public static func changes(from previous: Screen?, to next: Screen) -> [CellRun] {
        guard let previous, previous.size == next.size else {
            return (0..<next.height).map { y in
                CellRun(x: 0, y: y, cells: (0..<next.width).map { next[$0, y] })
            }
        }
        var runs: [CellRun] = []
        for y in 0..<next.height {
            var x = 0
            var current: CellRun?
            while x < next.width {
                let cell = next[x, y]
                let changed = cell != previous[x, y]
                    || (cell.width == 2 && x + 1 < next.width && next[x + 1, y] != previous[x + 1, y])
                    || (cell.isContinuation && x > 0 && next[x - 1, y] != previous[x - 1, y])
                if changed {
                    if current == nil {
                        // Start at the lead cell when the change is in a continuation cell.
                        let start = cell.isContinuation && x > 0 ? x - 1 : x
                        current = CellRun(x: start, y: y, cells: start < x ? [next[start, y]] : [])
                    }
                    current!.cells.append(cell)
                } else if let run = current {
                    runs.append(run)
                    current = nil
                }
                x += 1
            }
            if let run = current { runs.append(run) }
        }
        return runs
    }

    /// How many cells a list of runs covers.
    public static func cellCount(_ runs: [CellRun]) -> Int {
        runs.reduce(0) { $0 + $1.cells.count }
    }
}
