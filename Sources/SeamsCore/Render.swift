import Canvas
import LessonKit
import Markup

extension Interface {
    /// Draws the whole interface for `state` at `state.size`.
    public static func render(_ state: AppState) -> Screen {
        var screen = Screen(size: state.size)
        if state.isTooSmall {
            drawTooSmall(state, &screen)
            return screen
        }
        let chrome = Chrome(state: state)
        switch state.route {
        case .list:
            drawTitle(state, &screen, chrome.title, context: "Lessons")
            LessonListView(state: state).draw(&screen)
        case .reader(let reader):
            let title = state.lesson(named: reader.folderName).map { lesson in
                lesson.number.map { LessonFolderName.format($0) + "  " + lesson.title } ?? lesson.title
            } ?? reader.folderName
            drawTitle(state, &screen, chrome.title, context: title)
            ReaderView(state: state, reader: reader).draw(&screen)
        case .quiz(let quiz):
            let title = state.lesson(named: quiz.reader.folderName)?.title ?? quiz.reader.folderName
            drawTitle(state, &screen, chrome.title, context: title + " · quiz")
            QuizView(state: state, quiz: quiz, rect: chrome.body).draw(&screen)
        }
        if let tour = state.tour {
            let view = TourView(state: state, tour: tour)
            view.drawBanner(&screen, chrome.banner)
            view.drawLedger(&screen, chrome.ledger)
        }
        if state.isShowingHelp { HelpOverlay(state: state).draw(&screen) }
        drawFooter(state, &screen, chrome.footer)
        return screen
    }

    static func drawTitle(_ state: AppState, _ screen: inout Screen, _ rect: Rect, context: String) {
        let theme = state.theme
        screen.fill(rect, style: theme.titleBar)
        let right = " ? help "
        let used = screen.write(" Seams ", x: rect.x, y: rect.y, style: theme.titleBar)
        let room = rect.width - used - DisplayWidth.of(right) - 1
        let separator = state.glyphs.pointer == ">" ? " > " : " › "
        screen.write(DisplayWidth.truncate(separator + context, to: max(0, room), ellipsis: state.glyphs.ellipsis),
                     x: rect.x + used, y: rect.y, style: theme.titleBarDim)
        screen.writeRight(right, in: rect, style: theme.titleBarDim)
    }

    /// Screen keys on the left; the keys that work everywhere (help, quit) pinned to the
    /// right, so they stay visible however narrow the terminal is.
    static func drawFooter(_ state: AppState, _ screen: inout Screen, _ rect: Rect) {
        let theme = state.theme
        screen.fill(rect, style: theme.footer)
        let maps = state.activeKeyMaps
        let pinned = maps.filter(\.isPinned).flatMap(\.bindings).filter { $0.footer != nil }
        let local = maps.filter { !$0.isPinned }.flatMap(\.bindings).filter { $0.footer != nil }

        func width(_ binding: KeyBinding) -> Int {
            DisplayWidth.of(binding.footerKeyLabel) + 1 + DisplayWidth.of(binding.footer ?? "") + 2
        }
        func draw(_ binding: KeyBinding, at x: Int) -> Int {
            var column = x
            column += screen.write(binding.footerKeyLabel, x: column, y: rect.y, style: theme.footerKey, clip: rect)
            column += screen.write(" " + (binding.footer ?? "") + "  ", x: column, y: rect.y, style: theme.footer, clip: rect)
            return column
        }

        let pinnedWidth = pinned.reduce(0) { $0 + width($1) }
        var right = rect.maxX - pinnedWidth
        for binding in pinned { right = draw(binding, at: right) }
        let limit = rect.maxX - pinnedWidth - 1
        var x = rect.x + 1
        if let notice = state.notice {
            x += screen.write(notice + "  ", x: x, y: rect.y, style: theme.footer.with(.bold),
                              clip: Rect(x: rect.x, y: rect.y, width: limit - rect.x, height: 1))
        }
        for binding in local {
            guard x + width(binding) <= limit else { break }
            x = draw(binding, at: x)
        }
    }

    static func drawTooSmall(_ state: AppState, _ screen: inout Screen) {
        let needed = AppState.minimumSize
        let lines = [
            "The terminal is too small for Seams.",
            "It is \(state.size.width)×\(state.size.height); Seams needs at least \(needed.width)×\(needed.height).",
            "Make the window larger, or press q to " + (state.tour == nil ? "quit." : "leave the tour."),
        ]
        var rows: [(String, Style)] = []
        for (offset, line) in lines.enumerated() {
            let style = offset == 0 ? state.theme.accent : Style()
            for piece in wrapPlain(line, width: max(1, state.size.width), role: .plain) {
                rows.append((piece.text, style))
            }
        }
        let top = max(0, (state.size.height - rows.count) / 2)
        for (offset, row) in rows.enumerated() {
            screen.writeCentered(row.0, in: screen.bounds, y: top + offset, style: row.1)
        }
    }
}
