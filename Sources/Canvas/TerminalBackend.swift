/// Where frames are drawn and input comes from: the ncurses terminal in the app, a
/// `VirtualTerminal` in tests. Both receive whole frames and write only what changed.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The size frames should be rendered at.
    var size: Size { get }
    /// Cells written by the last `draw`.
    var lastFrameCellsWritten: Int { get }
    /// Shows `frame`, writing only the cells that differ from the previous one.
    func draw(_ frame: Screen)
    /// The next input, waiting at most `timeoutMilliseconds`; nil when none came.
    func nextEvent(timeoutMilliseconds: Int32) -> InputEvent?
    /// Forgets the last frame so the next `draw` repaints everything (Ctrl-L).
    func invalidate()
    /// True when no input can come any more (a script that ran out); a real terminal is
    /// never closed this way.
    var isClosed: Bool { get }
}

/// A terminal in memory: it applies frame diffs to its own grid exactly as a real backend
/// would, and plays back scripted input, so the whole run loop can be tested headless.
@MainActor
public final class VirtualTerminal: TerminalBackend {
    public private(set) var size: Size
    /// What the terminal shows now, built only from the runs each `draw` sent.
    public private(set) var display: Screen
    public private(set) var lastFrameCellsWritten = 0
    public private(set) var framesDrawn = 0
    /// Input still to come, first first. A `.resize` also changes `size` when it is read.
    public var pendingInput: [InputEvent]

    private var previous: Screen?

    public init(size: Size, input: [InputEvent] = []) {
        self.size = size
        display = Screen(size: size)
        pendingInput = input
    }

    public func draw(_ frame: Screen) {
        if frame.size != display.size { display = Screen(size: frame.size) }
        let runs = FrameDiff.changes(from: previous, to: frame)
        for run in runs { display.apply(run) }
        lastFrameCellsWritten = FrameDiff.cellCount(runs)
        framesDrawn += 1
        previous = frame
    }

    public func invalidate() { previous = nil }

    public var isClosed: Bool { pendingInput.isEmpty }

    public func nextEvent(timeoutMilliseconds: Int32) -> InputEvent? {
        guard !pendingInput.isEmpty else { return nil }
        let event = pendingInput.removeFirst()
        if case .resize(let newSize) = event { size = newSize }
        return event
    }
}

extension Screen {
    /// Writes a run of cells as a backend received it.
    public mutating func apply(_ run: CellRun) {
        guard run.y >= 0, run.y < height else { return }
        for (offset, cell) in run.cells.enumerated() where run.x + offset < width && run.x + offset >= 0 {
            setCell(cell, x: run.x + offset, y: run.y)
        }
    }
}
