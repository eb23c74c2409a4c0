import Canvas
import LessonKit
import Markup

/// The tabs over the code pane, one per snippet file.
enum CodePaneTabs {
    static func labels(_ reader: ReaderState) -> [(CodeView, String)] {
        CodeView.allCases.map { ($0, " \($0.rawValue) ") }
    }

    /// Which tab is under column `x`.
    static func kind(at x: Int, header: Rect, reader: ReaderState) -> CodeView? {
        var column = header.x + 1
        for (view, label) in labels(reader) {
            let width = DisplayWidth.of(label)
            if x >= column && x < column + width { return view.isAvailable(in: reader.content) ? view : nil }
            column += width + 1
        }
        return nil
    }
}

/// The lesson reader: the current step's text, and the lesson's Swift snippets.
struct ReaderView {
    var state: AppState
    var reader: ReaderState
    var layout: ReaderLayout

    init(state: AppState, reader: ReaderState) {
        self.state = state
        self.reader = reader
        self.layout = ReaderLayout(state: state, reader: reader)
    }

    private var theme: Theme { state.theme }
    private var lesson: Lesson? { state.lesson(named: reader.folderName) }

    func draw(_ screen: inout Screen) {
        if layout.showsText {
            drawTextHeader(&screen)
            drawLines(layout.textLines, from: reader.textScroll, in: layout.textBody, margin: 1, &screen)
        }
        drawDivider(&screen)
        if lesson?.isBroken == false {
            drawCodeHeader(&screen)
            drawLines(layout.codeLines, from: reader.codeScroll, in: layout.codeBody, margin: 1, &screen)
            LivePanelView(state: state, reader: reader, layout: layout).draw(&screen)
        }
    }

    private func drawTextHeader(_ screen: inout Screen) {
        let rect = layout.textHeader
        let focused = reader.focus == .text
        var title: String
        if lesson == nil {
            title = "Gone"
        } else if lesson?.isBroken == true {
            title = "Cannot be read"
        } else if let steps = reader.content?.steps, !steps.isEmpty, steps.indices.contains(reader.step) {
            title = "Step \(reader.step + 1) of \(steps.count)"
            if let name = steps[reader.step].title { title += " · " + name }
        } else {
            title = lesson?.title ?? ""
        }
        let marker = focused ? String(state.glyphs.pointer) + " " : "  "
        let position = scrollPosition(layout.textLines.count, reader.textScroll, layout.textBody.height)
        let room = rect.width - DisplayWidth.of(position) - 3
        screen.write(marker + DisplayWidth.truncate(title, to: max(0, room - 2), ellipsis: state.glyphs.ellipsis),
                     x: rect.x, y: rect.y, style: focused ? theme.focusedBorder : theme.paneTitle, clip: rect)
        screen.writeRight(position + " ", in: rect, style: theme.muted)
    }

    private func drawCodeHeader(_ screen: inout Screen) {
        let rect = layout.codeHeader
        if !layout.sideBySide {
            for x in rect.x..<rect.maxX { screen.put(state.glyphs.horizontal, x: x, y: rect.y, style: theme.border) }
        }
        var x = rect.x + 1
        for (view, label) in CodePaneTabs.labels(reader) {
            let present = view.isAvailable(in: reader.content)
            let style = view == reader.snippet && present ? theme.tabActive
                : present ? theme.tabInactive : theme.muted
            x += screen.write(label, x: x, y: rect.y, style: style, clip: rect) + 1
        }
        if reader.focus == .code {
            x += screen.write(String(state.glyphs.pointer), x: x, y: rect.y, style: theme.focusedBorder, clip: rect)
        }
        let position = scrollPosition(layout.codeLines.count, reader.codeScroll, layout.codeBody.height)
        var caption = reader.snippet.title
        if reader.snippet == .diff, let diff = reader.content?.diff {
            caption = "-\(diff.removedCount) +\(diff.addedCount)"
        }
        screen.writeRight(" " + caption + "  " + position + " ", in: Rect(x: x, y: rect.y, width: rect.maxX - x, height: 1), style: theme.muted)
    }

    private func drawDivider(_ screen: inout Screen) {
        guard layout.sideBySide else { return }
        let x = layout.codePane.x - 1
        for y in layout.textPane.y..<layout.textPane.maxY {
            screen.put(state.glyphs.vertical, x: x, y: y, style: theme.border)
        }
    }

    private func drawLines(_ lines: [StyledLine], from scroll: Int, in rect: Rect, margin: Int, _ screen: inout Screen) {
        guard rect.height > 0 else { return }
        for (offset, line) in lines.dropFirst(scroll).prefix(rect.height).enumerated() {
            screen.draw(line, x: rect.x + margin, y: rect.y + offset, width: rect.width - margin, theme: theme)
        }
    }

    /// `All`, `Top`, `Bot` or a percentage, as pagers show it.
    private func scrollPosition(_ total: Int, _ scroll: Int, _ height: Int) -> String {
        if total <= height { return "All" }
        if scroll == 0 { return "Top" }
        if scroll + height >= total { return "Bot" }
        return "\(scroll * 100 / max(1, total - height))%"
    }
}
