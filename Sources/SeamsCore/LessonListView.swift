import Canvas
import LessonKit
import Markup

/// The lesson list: every lesson in order, a "continue" row, a filter and the selected
/// lesson's summary.
struct LessonListView {
    var state: AppState
    var layout: ListLayout

    init(state: AppState) {
        self.state = state
        self.layout = ListLayout(state: state)
    }

    func draw(_ screen: inout Screen) {
        drawFilterLine(&screen)
        drawHeader(&screen)
        drawRows(&screen)
        drawDetails(&screen)
    }

    private var theme: Theme { state.theme }

    private var lessonCount: Int {
        layout.entries.filter { if case .lesson = $0 { return true } else { return false } }.count
    }

    private func drawFilterLine(_ screen: inout Screen) {
        let rect = layout.filterLine
        let x = rect.x + 1
        if state.list.isEditingFilter {
            var used = screen.write("Filter: ", x: x, y: rect.y, style: theme.accent, clip: rect)
            used += screen.write(state.list.filter, x: x + used, y: rect.y, style: Style(attributes: .underline), clip: rect)
            screen.put(state.glyphs.block, x: x + used, y: rect.y, style: theme.accent, clip: rect)
        } else if !state.list.filter.isEmpty {
            screen.write("Filter: \(state.list.filter)  (/ to change, Esc to clear)", x: x, y: rect.y, style: theme.muted, clip: rect)
        } else {
            let noun = state.lessons.count == 1 ? "lesson" : "lessons"
            screen.write("\(state.lessons.count) \(noun) in \(state.lessonsPath)", x: x, y: rect.y, style: theme.muted, clip: rect)
        }
        if !state.list.filter.isEmpty {
            screen.writeRight("\(lessonCount) of \(state.lessons.count) ", in: rect, style: theme.muted)
        } else if !state.lessons.isEmpty {
            drawProgressBar(&screen, rect)
        }
    }

    /// `3 of 9 complete ███░░░░░░`, at the right of the filter line.
    private func drawProgressBar(_ screen: inout Screen, _ rect: Rect) {
        let total = state.lessons.filter { !$0.isBroken }.count
        let done = state.lessons.filter { !$0.isBroken && state.isComplete($0) }.count
        let cells = 12
        let filled = total == 0 ? 0 : done * cells / total
        let label = "\(done) of \(total) complete "
        let width = DisplayWidth.of(label) + cells + 1
        guard rect.width > width + 30 else { return }
        var x = rect.maxX - width
        x += screen.write(label, x: x, y: rect.y, style: theme.muted, clip: rect)
        for index in 0..<cells {
            screen.put(index < filled ? state.glyphs.block : state.glyphs.shade, x: x + index, y: rect.y,
                       style: index < filled ? theme.accent : theme.border, clip: rect)
        }
    }

    private func drawHeader(_ screen: inout Screen) {
        let rect = layout.header
        let columns = ListLayout.columns(width: rect.width - 1)
        var x = rect.x + 1 + columns.marker
        screen.write("#", x: x, y: rect.y, style: theme.paneTitle, clip: rect)
        x += columns.number
        screen.write("Lesson", x: x, y: rect.y, style: theme.paneTitle, clip: rect)
        x += columns.title + 1
        screen.write("Technique", x: x, y: rect.y, style: theme.paneTitle, clip: rect)
    }

    private func drawRows(_ screen: inout Screen) {
        let rect = layout.rows
        if layout.entries.isEmpty {
            let message = state.lessons.isEmpty
                ? "No lessons in \(state.lessonsPath). Add a folder such as 00-my-lesson/ with a lesson.md."
                : "No lesson matches \u{201C}\(state.list.filter)\u{201D}."
            for (offset, line) in wrapPlain(message, width: rect.width - 2, role: .muted).enumerated() {
                screen.draw(line, x: rect.x + 1, y: rect.y + 1 + offset, width: rect.width - 2, theme: theme)
            }
            return
        }
        let columns = ListLayout.columns(width: rect.width - 1)
        let visible = layout.entries.dropFirst(state.list.scroll).prefix(rect.height)
        for (offset, entry) in visible.enumerated() {
            let y = rect.y + offset
            let selected = state.list.scroll + offset == state.list.selection
            let row = Rect(x: rect.x, y: y, width: rect.width, height: 1)
            let base = selected ? theme.selection : Style()
            if selected { screen.fill(row, style: base) }
            var x = rect.x + 1
            let cells = cellsFor(entry)
            screen.write(cells.marker, x: x, y: y, style: selected ? base : cells.markerStyle, maxWidth: columns.marker, clip: row)
            x += columns.marker
            screen.write(cells.number, x: x, y: y, style: selected ? base : theme.muted, maxWidth: columns.number, clip: row)
            x += columns.number
            let title = DisplayWidth.truncate(cells.title, to: columns.title, ellipsis: state.glyphs.ellipsis)
            screen.write(title, x: x, y: y, style: selected ? base.with(.bold) : cells.titleStyle, maxWidth: columns.title, clip: row)
            x += columns.title + 1
            let technique = DisplayWidth.truncate(cells.technique, to: columns.technique, ellipsis: state.glyphs.ellipsis)
            screen.write(technique, x: x, y: y, style: selected ? base : cells.techniqueStyle, maxWidth: columns.technique, clip: row)
        }
        if layout.entries.count > rect.height {
            let more = "\(state.list.selection + 1)/\(layout.entries.count)"
            screen.writeRight(more + " ", in: Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1), style: theme.muted)
        }
    }

    private struct RowCells {
        var marker = ""
        var markerStyle = Style()
        var number = ""
        var title = ""
        var titleStyle = Style()
        var technique = ""
        var techniqueStyle = Style()
    }

    private func cellsFor(_ entry: ListRow) -> RowCells {
        var cells = RowCells()
        switch entry {
        case .resume(let position):
            let lesson = state.lesson(named: position.folderName)
            cells.marker = String(state.glyphs.pointer)
            cells.markerStyle = theme.accent
            cells.title = "Continue: " + (lesson?.title ?? position.folderName)
            cells.titleStyle = theme.accent
            cells.technique = "step \(position.step + 1)"
            cells.techniqueStyle = theme.muted
        case .lesson(let index):
            let lesson = state.lessons[index]
            cells.number = lesson.number.map(LessonFolderName.format) ?? ""
            cells.title = lesson.title
            if lesson.isBroken {
                cells.marker = String(state.glyphs.failMark)
                cells.markerStyle = theme.error
                cells.technique = "broken: cannot be read"
                cells.techniqueStyle = theme.error
                cells.titleStyle = theme.muted
            } else {
                cells.technique = lesson.technique
                cells.techniqueStyle = theme.style(.muted)
                // The progress column: done, or started.
                if state.isComplete(lesson) {
                    cells.marker = String(state.glyphs.check)
                    cells.markerStyle = theme.style(.added)
                } else if let read = state.progress.lessons[lesson.id]?.stepsRead, !read.isEmpty {
                    cells.marker = String(state.glyphs.bullet)
                    cells.markerStyle = theme.accent
                }
            }
        }
        return cells
    }

    private func drawDetails(_ screen: inout Screen) {
        let rect = layout.details
        guard rect.height > 1 else { return }
        for x in rect.x..<rect.maxX { screen.put(state.glyphs.horizontal, x: x, y: rect.y, style: theme.border) }
        guard layout.entries.indices.contains(state.list.selection) else { return }
        let lesson: Lesson?
        switch layout.entries[state.list.selection] {
        case .resume(let position): lesson = state.lesson(named: position.folderName)
        case .lesson(let index): lesson = state.lessons[index]
        }
        guard let lesson else { return }
        let width = rect.width - 2
        let lines: [StyledLine]
        if let diagnostic = lesson.diagnostic {
            lines = wrapPlain(diagnostic.located, width: width, role: .error)
        } else {
            lines = wrapPlain(lesson.summary, width: width, role: .plain)
        }
        for (offset, line) in lines.prefix(rect.height - 1).enumerated() {
            screen.draw(line, x: rect.x + 1, y: rect.y + 1 + offset, width: width, theme: theme)
        }
    }
}
