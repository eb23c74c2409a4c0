import Canvas
import Services

/// One thing the onboarding tour asks the learner to try, in the order the banner offers them.
public enum TourGoal: Int, Hashable, Sendable, CaseIterable {
    case openLesson, nextStep, showAfter, showDiff, runModel, swapModel, answerQuiz, changeTheme

    /// What the banner says to do.
    public var instruction: String {
        switch self {
        case .openLesson: "Open a lesson: ↑↓ choose, Enter opens (try 01)."
        case .nextStep: "Step through it: n or → for the next step, p back."
        case .showAfter: "Press 2 for after.swift, the code with the seam."
        case .showDiff: "Press d for the diff from before to after."
        case .runModel: "Press m for the live model, then r to run it."
        case .swapModel: "With after.swift or the diff showing, w swaps in the double."
        case .answerQuiz: "n past the last step opens the quiz: press a number."
        case .changeTheme: "Press T to change the theme."
        }
    }

    /// Whether going from `before` to `after` (with `effects`) did this.
    func isMet(before: AppState, after: AppState, effects: [Effect]) -> Bool {
        switch self {
        case .openLesson:
            if case .reader = after.route, case .list = before.route { return true }
            return false
        case .nextStep:
            guard case .reader(let old) = before.route, case .reader(let new) = after.route else { return false }
            return old.folderName == new.folderName && new.step != old.step
        case .showAfter, .showDiff:
            guard case .reader(let new) = after.route else { return false }
            let wanted: CodeView = self == .showAfter ? .after : .diff
            if case .reader(let old) = before.route, old.snippet == wanted { return false }
            return new.snippet == wanted
        case .runModel:
            return effects.contains { effect in
                if case .lab(_, .runScript) = effect { return true }
                return false
            }
        case .swapModel:
            guard case .reader(let new) = after.route else { return false }
            return new.live?.snapshot?.status.isSwapped == true
        case .answerQuiz:
            guard case .quiz(let quiz) = after.route else { return false }
            return quiz.chosen != nil
        case .changeTheme:
            return after.theme != before.theme
        }
    }
}

/// The onboarding tour: the real interface, inside a sandbox whose intercepted operations are
/// listed in the ledger panel.
public struct TourState: Hashable, Sendable {
    /// The goals offered, in order: without colour, changing the theme is not one of them.
    public var goals: [TourGoal]
    public var done: Set<TourGoal> = []
    /// What the sandbox intercepted so far, oldest first.
    public var ledger: [LedgerEntry] = []
    /// Set when the learner asked to leave the tour (not to quit Seams).
    public var isLeaving = false

    public init(goals: [TourGoal] = TourGoal.allCases) {
        self.goals = goals
    }

    /// The tour for a terminal that can show `themes`.
    public init(themes: [Theme]) {
        self.init(goals: themes.count > 1 ? TourGoal.allCases : TourGoal.allCases.filter { $0 != .changeTheme })
    }

    /// The first goal not yet done, in the banner's order; nil when the tour is complete.
    public var current: TourGoal? { goals.first { !done.contains($0) } }

    /// Marks every goal the change from `before` to `after` achieved.
    mutating func record(before: AppState, after: AppState, effects: [Effect]) {
        for goal in goals where !done.contains(goal) {
            if goal.isMet(before: before, after: after, effects: effects) { done.insert(goal) }
        }
    }
}

/// The tour's banner (under the title bar) and its ledger panel (over the footer).
struct TourView {
    var state: AppState
    var tour: TourState

    static let bannerHeight = 2

    /// The ledger's height: a header and the newest entries; more on a tall terminal.
    static func ledgerHeight(for size: Size) -> Int { size.height >= 32 ? 6 : 4 }

    func drawBanner(_ screen: inout Screen, _ rect: Rect) {
        let theme = state.theme
        screen.fill(rect, style: theme.banner)
        let first = " GUIDED TOUR · q leaves it · a sandbox: nothing of Seams' own is saved or sent"
        screen.write(DisplayWidth.truncate(first, to: rect.width, ellipsis: state.glyphs.ellipsis),
                     x: rect.x, y: rect.y, style: theme.banner, clip: rect)
        let count = tour.goals.count
        let second: String
        if let goal = tour.current {
            second = " \(tour.done.intersection(tour.goals).count)/\(count) done · Next: " + goal.instruction
        } else {
            second = " \(count)/\(count) done: that is the tour. q leaves it, and Seams starts for real."
        }
        screen.fill(Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1), style: theme.accent)
        screen.write(DisplayWidth.truncate(second, to: rect.width, ellipsis: state.glyphs.ellipsis),
                     x: rect.x, y: rect.y + 1, style: theme.accent, clip: rect)
    }

    func drawLedger(_ screen: inout Screen, _ rect: Rect) {
        guard rect.height > 0 else { return }
        let theme = state.theme
        let (header, body) = rect.splitTop(1)
        screen.fill(header, with: state.glyphs.horizontal, style: theme.border)
        let total = tour.ledger.count
        let title = " Ledger: \(total) operation\(total == 1 ? "" : "s") intercepted, none performed "
        screen.write(title, x: header.x + 2, y: header.y, style: theme.paneTitle, clip: header)
        guard total > 0 else {
            let empty = " Nothing yet: file writes, preference changes and posts will show here."
            screen.write(DisplayWidth.truncate(empty, to: body.width, ellipsis: state.glyphs.ellipsis),
                         x: body.x, y: body.y, style: theme.muted, clip: body)
            return
        }
        let shown = tour.ledger.suffix(body.height)
        for (offset, entry) in shown.enumerated() {
            let y = body.y + offset
            let tag = " " + entry.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            let used = screen.write(tag, x: body.x, y: y, style: theme.accent, clip: body)
            let room = max(0, body.width - used)
            screen.write(DisplayWidth.truncate(entry.summary, to: room, ellipsis: state.glyphs.ellipsis),
                         x: body.x + used, y: y, style: Style(), clip: body)
        }
    }
}
