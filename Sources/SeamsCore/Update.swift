import Canvas
import LessonKit
import MiniModels
import Services

/// The interface as two pure functions: `update` turns an action into a new state and a list
/// of effects; `render` draws a state. Neither touches a terminal or a file.
public enum Interface {
    public static func update(_ state: inout AppState, _ action: Action) -> [Effect] {
        guard var tour = state.tour else { return apply(action, &state) }
        // The tour watches what the learner does, and ticks off each goal as it happens.
        let before = state
        let effects = apply(action, &state)
        tour = state.tour ?? tour
        tour.record(before: before, after: state, effects: effects)
        state.tour = tour
        return effects
    }

    private static func apply(_ action: Action, _ state: inout AppState) -> [Effect] {
        switch action {
        case .keyPressed(let key):
            state.notice = nil
            return keyPressed(key, &state)
        case .mouse(let event):
            return mouse(event, &state)
        case .resized(let size):
            state.size = size
            clampAll(&state)
            return []
        case .contentLoaded(let folderName, let content):
            guard case .reader(var reader) = state.route, reader.folderName == folderName else { return [] }
            reader.content = content
            reader.step = max(0, min(reader.step, content.steps.count - 1))
            if !reader.snippet.isAvailable(in: content),
               let first = CodeView.allCases.first(where: { $0.isAvailable(in: content) }) {
                reader.snippet = first
            }
            state.route = .reader(reader)
            clampAll(&state)
            return stepRead(reader, &state)
        case .lessonsChanged(let lessons, let changedFolders):
            return lessonsChanged(lessons, changedFolders, &state)
        case .progressUpdated(let progress):
            state.progress = progress
            return []
        case .ledgerUpdated(let entries):
            state.tour?.ledger = entries
            return []
        case .labUpdated(let snapshot):
            guard case .reader(var reader) = state.route, var live = reader.live,
                  reader.labKey == snapshot.key else { return [] }
            live.snapshot = snapshot
            if !snapshot.status.isBusy { live.isAwaiting = false }
            reader.live = live
            clampReader(&reader, state)
            state.route = .reader(reader)
            return []
        }
    }

    // MARK: Reload

    /// Swaps in the lessons read again from disk, keeping the learner's place: the same
    /// row selected in the list, and in the reader the same lesson, step and scroll.
    private static func lessonsChanged(_ lessons: [Lesson], _ changed: Set<String>, _ state: inout AppState) -> [Effect] {
        let entries = ListLayout.entries(for: state)
        let selectedFolder: String? = entries.indices.contains(state.list.selection)
            ? folder(of: entries[state.list.selection], in: state) : nil
        state.lessons = lessons
        if let position = state.lastPosition, state.lesson(named: position.folderName) == nil {
            state.lastPosition = nil
        }
        if let selectedFolder,
           let index = ListLayout.entries(for: state).firstIndex(where: { folder(of: $0, in: state) == selectedFolder }) {
            state.list.selection = index
        }
        var effects: [Effect] = []
        if case .reader(var reader) = state.route, changed.contains(reader.folderName) {
            if let lesson = state.lesson(named: reader.folderName), !lesson.isBroken {
                effects.append(.loadContent(lesson))
            } else {
                // Its steps and snippets are gone or cannot be trusted until it is fixed.
                reader.content = nil
                state.route = .reader(reader)
            }
        }
        clampAll(&state)
        return effects
    }

    private static func folder(of row: ListRow, in state: AppState) -> String? {
        switch row {
        case .resume: return nil
        case .lesson(let index): return state.lessons.indices.contains(index) ? state.lessons[index].folderName : nil
        }
    }

    // MARK: Keys

    private static func keyPressed(_ key: Key, _ state: inout AppState) -> [Effect] {
        if key == .ctrl("c") { return quit(&state) }
        // Nothing else can be seen, so nothing else may change: only quitting works.
        if state.isTooSmall {
            guard key == .char("q") else { return [] }
            // In the tour, q still means leaving the tour, not Seams.
            if state.tour != nil { state.tour?.isLeaving = true }
            return quit(&state)
        }
        if state.isShowingHelp { return helpKey(key, &state) }
        // Keys that mean the same on every screen.
        switch command(for: key, in: state) {
        case .cycleTheme?: return cycleTheme(&state)
        case .leaveTour?:
            state.tour?.isLeaving = true
            return quit(&state)
        default: break
        }
        switch state.route {
        case .list where state.list.isEditingFilter:
            return filterKey(key, &state)
        case .list:
            guard let command = command(for: key, in: state) else { return [] }
            return listCommand(command, &state)
        case .reader(var reader):
            guard let command = command(for: key, in: state) else { return [] }
            let effects = readerCommand(command, &reader, &state)
            if case .reader = state.route { state.route = .reader(reader) }
            return effects
        case .quiz(var quiz):
            let effects = quizKey(key, &quiz, &state)
            if case .quiz = state.route { state.route = .quiz(quiz) }
            return effects
        }
    }

    private static func command(for key: Key, in state: AppState) -> Command? {
        for map in state.activeKeyMaps {
            if let command = map.command(for: key) { return command }
        }
        return nil
    }

    private static func quit(_ state: inout AppState) -> [Effect] {
        state.isQuitting = true
        return [.quit]
    }

    private static func cycleTheme(_ state: inout AppState) -> [Effect] {
        guard state.themes.count > 1 else {
            state.notice = "This terminal shows no colour, so the theme stays \(state.theme.name)."
            return []
        }
        let index = state.themes.firstIndex(of: state.theme) ?? -1
        state.theme = state.themes[(index + 1) % state.themes.count]
        state.notice = "Theme: \(state.theme.name). T again for the next."
        return [.saveTheme(state.theme.name)]
    }

    private static func helpKey(_ key: Key, _ state: inout AppState) -> [Effect] {
        switch KeyMap.help.command(for: key) {
        case .closeHelp: state.isShowingHelp = false
        case .moveDown: state.helpScroll += 1
        case .moveUp: state.helpScroll -= 1
        default: break
        }
        clampHelp(&state)
        return []
    }

    // MARK: List

    private static func filterKey(_ key: Key, _ state: inout AppState) -> [Effect] {
        if let command = KeyMap.filterEntry.command(for: key) {
            switch command {
            case .open: state.list.isEditingFilter = false
            case .back:
                state.list.filter = ""
                state.list.isEditingFilter = false
                resetSelection(&state)
            case .quit: return quit(&state)
            default: return listCommand(command, &state)
            }
            return []
        }
        switch key {
        case .char(let character):
            state.list.filter.append(character)
            resetSelection(&state)
        case .backspace:
            if state.list.filter.isEmpty {
                state.list.isEditingFilter = false
            } else {
                state.list.filter.removeLast()
                resetSelection(&state)
            }
        default:
            break
        }
        return []
    }

    private static func resetSelection(_ state: inout AppState) {
        state.list.selection = 0
        state.list.scroll = 0
    }

    private static func listCommand(_ command: Command, _ state: inout AppState) -> [Effect] {
        let layout = ListLayout(state: state)
        let page = max(1, layout.rows.height - 1)
        switch command {
        case .quit: return quit(&state)
        case .toggleHelp: state.isShowingHelp = true; state.helpScroll = 0
        case .moveDown: state.list.selection += 1
        case .moveUp: state.list.selection -= 1
        case .pageDown: state.list.selection += page
        case .pageUp: state.list.selection -= page
        case .top: state.list.selection = 0
        case .bottom: state.list.selection = layout.entries.count - 1
        case .startFilter: state.list.isEditingFilter = true
        case .back:
            if !state.list.filter.isEmpty {
                state.list.filter = ""
                resetSelection(&state)
            }
        case .open:
            guard layout.entries.indices.contains(state.list.selection) else { return [] }
            switch layout.entries[state.list.selection] {
            case .resume(let position):
                guard let lesson = state.lesson(named: position.folderName) else { return [] }
                return open(lesson, step: position.step, &state)
            case .lesson(let index):
                return open(state.lessons[index], step: 0, &state)
            }
        default:
            break
        }
        clampList(&state)
        return []
    }

    private static func open(_ lesson: Lesson, step: Int, _ state: inout AppState) -> [Effect] {
        state.route = .reader(ReaderState(folderName: lesson.folderName, step: step))
        if lesson.isBroken { return [] }
        let position = ReadingPosition(folderName: lesson.folderName, step: step)
        state.lastPosition = position
        return [.loadContent(lesson), .savePosition(position)]
    }

    // MARK: Reader

    private static func readerCommand(_ command: Command, _ reader: inout ReaderState, _ state: inout AppState) -> [Effect] {
        let labBefore = reader.labKey
        var effects = readerCommandEffects(command, &reader, &state)
        // The live panel follows the code pane: showing before.swift runs the before code.
        if case .reader = state.route, command != .toggleLive, let key = reader.labKey, key != labBefore {
            reader.live?.snapshot = nil
            reader.live?.isAwaiting = true
            effects.append(.lab(key, .open))
        }
        clampReader(&reader, state)
        return effects
    }

    private static func readerCommandEffects(_ command: Command, _ reader: inout ReaderState, _ state: inout AppState) -> [Effect] {
        let layout = ReaderLayout(state: state, reader: reader)
        let page = max(1, (reader.focus == .text ? layout.textBody.height
                            : reader.focus == .code ? layout.codeBody.height : layout.liveBody.height) - 1)
        let focus = reader.focus
        switch command {
        case .quit: return quit(&state)
        case .toggleHelp: state.isShowingHelp = true; state.helpScroll = 0
        case .back: return backToList(from: reader, &state)
        case .moveDown: scroll(&reader, focus, by: 1)
        case .moveUp: scroll(&reader, focus, by: -1)
        case .pageDown: scroll(&reader, focus, by: page)
        case .pageUp: scroll(&reader, focus, by: -page)
        case .top: scroll(&reader, focus, by: Int.min / 2)
        case .bottom: scroll(&reader, focus, by: Int.max / 2)
        case .nextStep, .previousStep:
            return changeStep(by: command == .nextStep ? 1 : -1, &reader, &state)
        case .cycleSnippet:
            let available = CodeView.allCases.filter { $0.isAvailable(in: reader.content) }
            guard !available.isEmpty else { break }
            let index = available.firstIndex(of: reader.snippet) ?? -1
            reader.snippet = available[(index + 1) % available.count]
            reader.codeScroll = 0
        case .showSnippet(let view):
            if view.isAvailable(in: reader.content) {
                reader.snippet = view
                reader.codeScroll = 0
            } else if let kind = view.snippetKind {
                state.notice = "This lesson has no \(kind.fileName)."
            } else {
                state.notice = "A diff needs both before.swift and after.swift."
            }
        case .switchFocus:
            let order: [ReaderFocus] = reader.live == nil ? [.text, .code]
                : layout.showsText ? [.text, .code, .live] : [.code, .live]
            let index = order.firstIndex(of: reader.focus) ?? -1
            reader.focus = order[(index + 1) % order.count]
        case .toggleLive:
            return toggleLive(&reader, &state)
        case .runModel: return labCommand(.runScript, &reader)
        case .swapModel: return labCommand(.swap, &reader)
        case .resetModel: return labCommand(.reset, &reader)
        case .modelAction(let id): return labCommand(.perform(id), &reader)
        default:
            break
        }
        return []
    }

    private static func scroll(_ reader: inout ReaderState, _ focus: ReaderFocus, by amount: Int) {
        switch focus {
        case .text: reader.textScroll = reader.textScroll.addingClamped(amount)
        case .code: reader.codeScroll = reader.codeScroll.addingClamped(amount)
        // The trace counts back from its newest line: down moves toward it.
        case .live:
            guard var live = reader.live else { return }
            live.traceScroll = live.traceScroll.addingClamped(-amount)
            reader.live = live
        }
    }

    // MARK: Live model

    private static func toggleLive(_ reader: inout ReaderState, _ state: inout AppState) -> [Effect] {
        if reader.live != nil {
            reader.live = nil
            if reader.focus == .live { reader.focus = .text }
            return []
        }
        guard let lesson = state.lesson(named: reader.folderName), !lesson.isBroken else {
            state.notice = "This lesson cannot be read, so its model cannot run."
            return []
        }
        guard let modelID = lesson.model else {
            state.notice = "This lesson has no live model."
            return []
        }
        guard let entry = LabCatalog.entry(modelID) else {
            state.notice = "This lesson names the model \"\(modelID)\", which this Seams does not have."
            return []
        }
        var live = LiveState(descriptor: entry.descriptor)
        live.isAwaiting = true
        reader.live = live
        reader.focus = .live
        return [.lab(LabKey(modelID, reader.labVariant), .open)]
    }

    private static func labCommand(_ command: LabCommand, _ reader: inout ReaderState) -> [Effect] {
        guard let key = reader.labKey else { return [] }
        reader.live?.isAwaiting = true
        reader.live?.traceScroll = 0
        return [.lab(key, command)]
    }

    private static func changeStep(by delta: Int, _ reader: inout ReaderState, _ state: inout AppState) -> [Effect] {
        guard let lesson = state.lesson(named: reader.folderName), !lesson.isBroken,
              let steps = reader.content?.steps.count, steps > 0 else { return [] }
        let target = reader.step + delta
        guard (0..<steps).contains(target) else {
            if delta > 0, !lesson.quiz.isEmpty {
                state.route = .quiz(QuizState(reader: reader, questions: lesson.quiz))
                return []
            }
            state.notice = delta > 0 ? "That was the last step: Esc goes back to the list."
                                     : "This is the first step."
            return []
        }
        reader.step = target
        reader.textScroll = 0
        let position = ReadingPosition(folderName: reader.folderName, step: target)
        state.lastPosition = position
        return [.savePosition(position)] + stepRead(reader, &state)
    }

    /// Marks the step on screen as read, in the state at once and on disk through the effect.
    private static func stepRead(_ reader: ReaderState, _ state: inout AppState) -> [Effect] {
        guard let lesson = state.lesson(named: reader.folderName), !lesson.isBroken,
              let count = reader.content?.steps.count, count > 0, (0..<count).contains(reader.step) else { return [] }
        let change = ProgressChange.stepRead(reader.step, of: count, hasQuiz: !lesson.quiz.isEmpty)
        let before = state.progress[lesson: lesson.id]
        var after = before
        change.apply(to: &after, now: .distantPast)
        // Nothing new: no write. (The date is only a stand-in; the saved one is the runner's.)
        if after.stepsRead == before.stepsRead && after.stepCount == before.stepCount { return [] }
        state.progress[lesson: lesson.id].stepsRead = after.stepsRead
        state.progress[lesson: lesson.id].stepCount = after.stepCount
        return [.recordProgress(lessonID: lesson.id, change)]
    }

    // MARK: Quiz

    private static func quizKey(_ key: Key, _ quiz: inout QuizState, _ state: inout AppState) -> [Effect] {
        if case .char(let character) = key, let digit = character.wholeNumberValue, digit >= 1 {
            guard quiz.chosen == nil, !quiz.isFinished, let question = quiz.question, digit <= question.choices.count else { return [] }
            quiz.selection = digit - 1
            return answer(&quiz, &state)
        }
        guard let command = command(for: key, in: state) else { return [] }
        switch command {
        case .quit: return quit(&state)
        case .toggleHelp: state.isShowingHelp = true; state.helpScroll = 0
        case .moveDown, .moveUp:
            guard quiz.chosen == nil, let count = quiz.question?.choices.count, count > 0 else { break }
            quiz.selection = (quiz.selection + (command == .moveDown ? 1 : count - 1)) % count
        case .open:
            if quiz.isFinished {
                state.route = .reader(quiz.reader)
            } else if quiz.chosen == nil {
                return answer(&quiz, &state)
            } else {
                quiz.index += 1
                quiz.chosen = nil
                quiz.selection = 0
                if quiz.index >= quiz.questions.count {
                    quiz.isFinished = true
                    return finishQuiz(quiz, &state)
                }
            }
        case .back:
            state.route = .reader(quiz.reader)
        default:
            break
        }
        return []
    }

    private static func answer(_ quiz: inout QuizState, _ state: inout AppState) -> [Effect] {
        guard let question = quiz.question, question.choices.indices.contains(quiz.selection) else { return [] }
        quiz.chosen = quiz.selection
        if question.choices[quiz.selection].isCorrect { quiz.correct += 1 }
        return []
    }

    private static func finishQuiz(_ quiz: QuizState, _ state: inout AppState) -> [Effect] {
        guard let lesson = state.lesson(named: quiz.reader.folderName) else { return [] }
        let steps = quiz.reader.content?.steps.count ?? 0
        let change = ProgressChange.quiz(correct: quiz.correct, total: quiz.questions.count, stepCount: steps)
        change.apply(to: &state.progress[lesson: lesson.id], now: .distantPast)
        return [.recordProgress(lessonID: lesson.id, change)]
    }

    private static func backToList(from reader: ReaderState, _ state: inout AppState) -> [Effect] {
        state.route = .list
        let entries = ListLayout.entries(for: state)
        if let index = entries.firstIndex(where: { row in
            if case .lesson(let i) = row { return state.lessons[i].folderName == reader.folderName }
            return false
        }) {
            state.list.selection = index
        }
        clampList(&state)
        return []
    }

    // MARK: Mouse

    private static func mouse(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        let wheel = event.kind == .wheelDown ? 3 : event.kind == .wheelUp ? -3 : 0
        if state.isShowingHelp {
            state.helpScroll += wheel
            clampHelp(&state)
            return []
        }
        switch state.route {
        case .quiz:
            return []
        case .list:
            let layout = ListLayout(state: state)
            if wheel != 0 {
                state.list.selection += wheel
            } else if event.kind == .press || event.kind == .click,
                      layout.rows.contains(x: event.x, y: event.y) {
                let index = state.list.scroll + event.y - layout.rows.y
                // ncurses reports presses, not clicks: a press on the selected row opens it.
                if index == state.list.selection {
                    return listCommand(.open, &state)
                }
                if layout.entries.indices.contains(index) { state.list.selection = index }
            }
            clampList(&state)
        case .reader(var reader):
            let layout = ReaderLayout(state: state, reader: reader)
            let under: ReaderFocus = layout.codePane.contains(x: event.x, y: event.y) ? .code
                : reader.live != nil && layout.livePane.contains(x: event.x, y: event.y) ? .live : .text
            var effects: [Effect] = []
            if wheel != 0 {
                scroll(&reader, under, by: wheel)
            } else if event.kind == .press || event.kind == .click {
                if layout.codeHeader.contains(x: event.x, y: event.y),
                   let kind = CodePaneTabs.kind(at: event.x, header: layout.codeHeader, reader: reader) {
                    let labBefore = reader.labKey
                    reader.snippet = kind
                    reader.codeScroll = 0
                    if let key = reader.labKey, key != labBefore {
                        reader.live?.snapshot = nil
                        reader.live?.isAwaiting = true
                        effects.append(.lab(key, .open))
                    }
                }
                reader.focus = under
            }
            clampReader(&reader, state)
            state.route = .reader(reader)
            return effects
        }
        return []
    }

    // MARK: Clamping

    static func clampAll(_ state: inout AppState) {
        clampList(&state)
        clampHelp(&state)
        if case .reader(var reader) = state.route {
            clampReader(&reader, state)
            state.route = .reader(reader)
        }
    }

    static func clampList(_ state: inout AppState) {
        let layout = ListLayout(state: state)
        let count = layout.entries.count
        state.list.selection = max(0, min(state.list.selection, count - 1))
        let visible = max(1, layout.rows.height)
        if state.list.selection < state.list.scroll { state.list.scroll = state.list.selection }
        if state.list.selection >= state.list.scroll + visible { state.list.scroll = state.list.selection - visible + 1 }
        state.list.scroll = max(0, min(state.list.scroll, max(0, count - visible)))
    }

    static func clampReader(_ reader: inout ReaderState, _ state: AppState) {
        let layout = ReaderLayout(state: state, reader: reader)
        reader.textScroll = max(0, min(reader.textScroll, layout.maxTextScroll))
        reader.codeScroll = max(0, min(reader.codeScroll, layout.maxCodeScroll))
        if var live = reader.live {
            live.traceScroll = max(0, min(live.traceScroll, layout.maxTraceScroll))
            reader.live = live
        }
    }

    static func clampHelp(_ state: inout AppState) {
        let maxScroll = HelpOverlay(state: state).maxScroll
        state.helpScroll = max(0, min(state.helpScroll, maxScroll))
    }
}

extension Int {
    fileprivate func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? Int.max : Int.min) : sum
    }
}
