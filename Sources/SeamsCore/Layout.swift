import Canvas
import LessonKit
import Markup

/// The frame every screen shares: a title bar, a body and a footer; in the tour, its banner
/// under the title and its ledger over the footer.
struct Chrome {
    var title: Rect
    var body: Rect
    var footer: Rect
    var banner = Rect(x: 0, y: 0, width: 0, height: 0)
    var ledger = Rect(x: 0, y: 0, width: 0, height: 0)

    init(state: AppState) {
        let size = state.size
        let all = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let (title, rest) = all.splitTop(1)
        var (body, footer) = rest.splitBottom(1)
        if state.tour != nil {
            (banner, body) = body.splitTop(TourView.bannerHeight)
            (body, ledger) = body.splitBottom(TourView.ledgerHeight(for: size))
        }
        self.title = title
        self.body = body
        self.footer = footer
    }
}

/// A row of the lesson list.
public enum ListRow: Hashable, Sendable {
    /// "Continue" with the last lesson opened.
    case resume(ReadingPosition)
    /// A lesson, by index into `AppState.lessons`.
    case lesson(Int)
}

/// Where the lesson list draws each part, and which rows it shows.
struct ListLayout {
    var filterLine: Rect
    var header: Rect
    var rows: Rect
    var details: Rect
    var entries: [ListRow]

    init(state: AppState) {
        let body = Chrome(state: state).body
        let (filterLine, rest) = body.splitTop(1)
        let (table, details) = rest.splitBottom(4)
        let (header, rows) = table.splitTop(1)
        self.filterLine = filterLine
        self.header = header
        self.rows = rows
        self.details = details
        self.entries = Self.entries(for: state)
    }

    static func entries(for state: AppState) -> [ListRow] {
        var entries: [ListRow] = []
        let filter = state.list.filter.lowercased()
        if filter.isEmpty, let position = state.lastPosition {
            entries.append(.resume(position))
        }
        for (index, lesson) in state.lessons.enumerated() where filter.isEmpty || matches(lesson, filter) {
            entries.append(.lesson(index))
        }
        return entries
    }

    static func matches(_ lesson: Lesson, _ filter: String) -> Bool {
        [lesson.title, lesson.id, lesson.technique, lesson.summary, lesson.folderName]
            .contains { $0.lowercased().contains(filter) }
    }

    /// Column widths: marker, number, title, technique.
    static func columns(width: Int) -> (marker: Int, number: Int, title: Int, technique: Int) {
        let marker = 3
        let number = 4
        let rest = max(0, width - marker - number - 2)
        let technique = min(36, rest * 2 / 5)
        return (marker, number, rest - technique - 1, technique)
    }
}

/// Where the reader draws its text and code panes, and the lines each one holds.
struct ReaderLayout {
    var textPane: Rect
    var textHeader: Rect
    var textBody: Rect
    var codePane: Rect
    var codeHeader: Rect
    var codeBody: Rect
    var sideBySide: Bool
    var textLines: [StyledLine]
    var codeLines: [StyledLine]
    /// The live panel: empty when closed. On narrow terminals it takes the text's place.
    var livePane = Rect(x: 0, y: 0, width: 0, height: 0)
    var liveHeader = Rect(x: 0, y: 0, width: 0, height: 0)
    var liveBody = Rect(x: 0, y: 0, width: 0, height: 0)
    /// False when the live panel covers the text.
    var showsText = true
    var live: LivePanelLayout?

    /// Wide terminals put the code beside the text; narrow ones put it below.
    static let sideBySideMinimumWidth = 120
    /// Snippets are written to about 80 columns, plus line numbers and a margin.
    static let codeColumnsWanted = 88

    init(state: AppState, reader: ReaderState) {
        let body = Chrome(state: state).body
        sideBySide = body.width >= Self.sideBySideMinimumWidth
        if sideBySide {
            // Code is cut, text wraps: the code pane gets the larger share, up to what a
            // snippet line needs.
            let codeWidth = min(Self.codeColumnsWanted, body.width * 55 / 100)
            let (left, right) = body.splitLeft(body.width - codeWidth)
            textPane = left
            // One column for the dividing line.
            let column = Rect(x: right.x + 1, y: right.y, width: right.width - 1, height: right.height)
            if reader.live != nil {
                // The code keeps enough rows to read the seam; the live panel gets the rest.
                let (code, live) = column.splitTop(max(7, column.height * 2 / 5))
                codePane = code
                livePane = live
            } else {
                codePane = column
            }
        } else {
            let textHeight = max(6, body.height * 11 / 20)
            let (top, bottom) = body.splitTop(textHeight)
            textPane = top
            codePane = bottom
            if reader.live != nil {
                livePane = top
                showsText = false
            }
        }
        (textHeader, textBody) = textPane.splitTop(1)
        (codeHeader, codeBody) = codePane.splitTop(1)
        if let liveState = reader.live {
            (liveHeader, liveBody) = livePane.splitTop(1)
            live = LivePanelLayout(live: liveState, variant: reader.labVariant, body: liveBody)
        }
        let textWidth = max(10, textBody.width - 2)
        textLines = Self.textLines(state: state, reader: reader, width: textWidth)
        codeLines = Self.codeLines(reader: reader)
    }

    var maxTextScroll: Int { max(0, textLines.count - textBody.height) }
    var maxCodeScroll: Int { max(0, codeLines.count - codeBody.height) }
    var maxTraceScroll: Int { live?.maxTraceScroll ?? 0 }

    static func textLines(state: AppState, reader: ReaderState, width: Int) -> [StyledLine] {
        guard let lesson = state.lesson(named: reader.folderName) else {
            return [StyledLine("This lesson is no longer in \(state.lessonsPath). Esc goes back to the list.", .error)]
        }
        if let diagnostic = lesson.diagnostic {
            return brokenLessonLines(diagnostic, width: width)
        }
        guard let content = reader.content else { return [StyledLine("Loading…", .muted)] }
        // Problems in the lesson's files stay at the top until the author fixes them.
        var lines: [StyledLine] = []
        for diagnostic in content.diagnostics {
            lines += wrapPlain(diagnostic.description, width: width, role: diagnostic.severity == .error ? .error : .warning)
        }
        if !lines.isEmpty { lines.append(StyledLine()) }
        guard content.steps.indices.contains(reader.step) else {
            return lines + [StyledLine("This lesson has no text yet.", .muted)]
        }
        return lines + MarkdownRendering.lines(content.steps[reader.step].blocks, width: width, glyphs: state.glyphs)
    }

    static func brokenLessonLines(_ diagnostic: Diagnostic, width: Int) -> [StyledLine] {
        var lines = [StyledLine("This lesson could not be loaded.", .error), StyledLine()]
        lines += wrapPlain(diagnostic.located, width: width, role: .plain)
        lines.append(StyledLine())
        lines += wrapPlain("Fix the file and this page updates by itself; the other lessons are not affected.", width: width, role: .muted)
        return lines
    }

    static func codeLines(reader: ReaderState) -> [StyledLine] {
        guard let content = reader.content else { return [] }
        guard let kind = reader.snippet.snippetKind else {
            return content.diff?.styledLines ?? [StyledLine("A diff needs both before.swift and after.swift.", .muted)]
        }
        guard let snippet = content.snippets[kind] else {
            return [StyledLine("This lesson has no \(kind.fileName).", .muted)]
        }
        let digits = max(2, String(snippet.lines.count).count)
        return snippet.lines.enumerated().map { index, line in
            var numbered = StyledLine()
            let number = String(index + 1)
            numbered.append(String(repeating: " ", count: digits - number.count) + number + " ", .muted)
            numbered.append(contentsOf: line)
            return numbered
        }
    }
}

/// Interface text (messages, summaries) wrapped as lesson text is wrapped.
func wrapPlain(_ text: String, width: Int, role: TextRole) -> [StyledLine] {
    let lines = TextWrapping.wrap([Span(text, role)], width: max(1, width))
    return lines.isEmpty ? [StyledLine("", role)] : lines
}

/// The one place SeamsCore turns lesson Markdown into lines.
enum MarkdownRendering {
    static func lines(_ blocks: [Block], width: Int, glyphs: Glyphs) -> [StyledLine] {
        MarkdownLayout(width: width, glyphs: glyphs, highlighter: SwiftHighlighter.fence).lines(for: blocks)
    }
}
