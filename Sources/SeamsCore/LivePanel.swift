import Canvas
import Markup
import MiniModels

/// What the live panel holds: the model's objects, its last run, its keys, and the trace.
struct LivePanelLayout {
    /// The objects, the last run and the keys, drawn from the top.
    var summary: [StyledLine]
    /// One line per event, oldest first, drawn at the bottom, newest last.
    var trace: [StyledLine]
    var summaryRect: Rect
    var traceTitle: Rect
    var traceRect: Rect

    init(live: LiveState, variant: LabVariant, body: Rect) {
        summary = Self.summaryLines(live, variant: variant, width: max(10, body.width - 2))
        trace = Self.traceLines(live)
        // The trace keeps at least a third of the panel; the summary is cut before it is.
        let traceWanted = max(3, body.height / 3)
        let summaryHeight = max(0, min(summary.count, body.height - traceWanted - 1))
        let (top, rest) = body.splitTop(summaryHeight)
        summaryRect = top
        (traceTitle, traceRect) = rest.splitTop(1)
    }

    var maxTraceScroll: Int { max(0, trace.count - traceRect.height) }

    static func summaryLines(_ live: LiveState, variant: LabVariant, width: Int) -> [StyledLine] {
        guard let snapshot = live.snapshot else { return [StyledLine("Starting the \(variant.rawValue) model…", .muted)] }
        var lines = snapshot.status.graph.outline.map(graphLine)
        lines.append(StyledLine())
        if let run = snapshot.lastRun {
            var line = StyledLine("Run \(run.number): ", .strong)
            line.append(String(format: "%.1f ms", milliseconds(run.elapsed)), .number)
            let effects = run.sideEffects
            for (name, value) in [("files", effects.filesWritten), ("http", effects.httpRequests),
                                  ("defaults", effects.defaultsWrites), ("shared", effects.sharedInstanceCalls)] {
                line.append("  \(name) ", .muted)
                line.append(String(value), value > 0 ? .warning : .plain)
            }
            lines.append(line)
        } else {
            lines.append(StyledLine("No run yet: r runs the model's script once.", .muted))
        }
        for action in live.descriptor.actions {
            var line = StyledLine(" " + String(action.key), .inlineCode)
            line.append("  " + action.title, .plain)
            lines.append(line)
        }
        if variant == .before {
            lines += wrapPlain("w: no seam here. \(live.descriptor.noSeam).", width: width, role: .muted)
        } else {
            lines += wrapPlain("w: \(live.descriptor.swapTitle).", width: width, role: .muted)
        }
        return lines
    }

    /// `network → MockNetworkManager [double]`, with the marker coloured.
    static func graphLine(_ text: String) -> StyledLine {
        for (marker, role) in [("[double]", TextRole.added), ("[real]", TextRole.warning)] where text.hasSuffix(marker) {
            var line = StyledLine(String(text.dropLast(marker.count)), .plain)
            line.append(marker, role)
            return line
        }
        return StyledLine(text, .type)
    }

    static func traceLines(_ live: LiveState) -> [StyledLine] {
        guard let snapshot = live.snapshot else { return [] }
        var lines: [StyledLine] = []
        if snapshot.dropped > 0 || snapshot.lastSequence > snapshot.events.count {
            lines.append(StyledLine("… \(snapshot.lastSequence - snapshot.events.count) earlier events not shown", .muted))
        }
        for event in snapshot.events {
            var line = StyledLine(String(format: "%9.1f ", milliseconds(event.time)), .muted)
            line.append(label(event.kind).padding(toLength: 9, withPad: " ", startingAt: 0), role(event.kind))
            line.append(event.message, event.kind == .error ? .error : .plain)
            lines.append(line)
        }
        return lines
    }

    /// Short names for the panel; `seams run` prints the full ones.
    static func label(_ kind: TraceEvent.Kind) -> String {
        switch kind {
        case .fileWrite: "file"
        case .httpRequest: "http"
        case .defaultsWrite: "defaults"
        case .sharedInstanceCall: "shared"
        default: kind.rawValue
        }
    }

    static func role(_ kind: TraceEvent.Kind) -> TextRole {
        switch kind {
        case .call: .type
        case .fileWrite, .httpRequest, .defaultsWrite, .sharedInstanceCall: .warning
        case .output: .string
        case .error: .error
        case .swap: .added
        case .note: .muted
        }
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}

/// Draws the live panel into the rectangles `ReaderLayout` gave it.
struct LivePanelView {
    var state: AppState
    var reader: ReaderState
    var layout: ReaderLayout

    func draw(_ screen: inout Screen) {
        guard let live = reader.live, let panel = layout.live else { return }
        let theme = state.theme
        drawHeader(live, &screen)
        for (offset, line) in panel.summary.prefix(panel.summaryRect.height).enumerated() {
            screen.draw(line, x: panel.summaryRect.x + 1, y: panel.summaryRect.y + offset,
                        width: panel.summaryRect.width - 1, theme: theme)
        }
        let title = panel.traceTitle
        if title.height > 0 {
            for x in title.x..<title.maxX { screen.put(state.glyphs.horizontal, x: x, y: title.y, style: theme.border) }
            let scrolled = live.traceScroll > 0 ? " (scrolled back \(live.traceScroll); End follows)" : ""
            screen.write(" trace\(scrolled) ", x: title.x + 1, y: title.y, style: theme.paneTitle, clip: title)
        }
        let rect = panel.traceRect
        guard rect.height > 0 else { return }
        let end = panel.trace.count - live.traceScroll
        let start = max(0, end - rect.height)
        for (offset, line) in panel.trace[start..<max(start, end)].enumerated() {
            screen.draw(line, x: rect.x + 1, y: rect.y + offset, width: rect.width - 1, theme: theme)
        }
    }

    private func drawHeader(_ live: LiveState, _ screen: inout Screen) {
        let rect = layout.liveHeader
        let theme = state.theme
        for x in rect.x..<rect.maxX { screen.put(state.glyphs.horizontal, x: x, y: rect.y, style: theme.border) }
        let focused = reader.focus == .live
        let marker = focused ? String(state.glyphs.pointer) + " " : ""
        var x = rect.x + 1
        x += screen.write(" " + marker + "live: \(reader.labVariant.rawValue) code ", x: x, y: rect.y,
                          style: focused ? theme.focusedBorder : theme.paneTitle, clip: rect)
        let swapped = live.snapshot?.status.isSwapped == true
        x += screen.write(swapped ? " test double " : " real dependency ", x: x, y: rect.y,
                          style: swapped ? theme.tabActive : theme.accent, clip: rect)
        let busy = live.snapshot?.status.isBusy == true || live.isAwaiting
        if busy {
            screen.write(" running…", x: x, y: rect.y, style: theme.accent, clip: rect)
        }
    }
}
