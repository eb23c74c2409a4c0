import Canvas
import LessonKit
import MiniModels
import Services

/// Where a learner was: a lesson (by folder name) and a step.
public struct ReadingPosition: Hashable, Sendable, Codable {
    public var folderName: String
    public var step: Int

    public init(folderName: String, step: Int) {
        self.folderName = folderName
        self.step = step
    }
}

/// What the reader's code pane shows: one of the snippet files, or the diff between the
/// before and after snippets.
public enum CodeView: String, Hashable, Sendable, CaseIterable {
    case before, after, test, diff

    /// The snippet file this view shows; nil for the diff.
    public var snippetKind: SnippetKind? { SnippetKind(rawValue: rawValue) }

    public var title: String {
        switch self {
        case .diff: "before → after"
        default: rawValue + ".swift"
        }
    }

    func isAvailable(in content: LessonContent?) -> Bool {
        guard let content else { return false }
        if let kind = snippetKind { return content.snippets[kind] != nil }
        return content.diff != nil
    }
}

/// Which pane of the reader the scroll keys move.
public enum ReaderFocus: Hashable, Sendable {
    case text, code, live
}

/// The live panel of an open lesson: which model runs, and what it showed last.
public struct LiveState: Hashable, Sendable {
    public var descriptor: LabDescriptor
    /// The latest picture of the lab; nil until the first one arrives.
    public var snapshot: LabSnapshot?
    /// Trace lines scrolled back from the newest; 0 follows events as they arrive.
    public var traceScroll = 0
    /// A command was sent and its answer has not arrived: the loop looks more often meanwhile.
    public var isAwaiting = false

    public init(descriptor: LabDescriptor) {
        self.descriptor = descriptor
    }

    public var modelID: String { descriptor.id }
}

/// The lesson list: selection, scroll and the text filter.
public struct ListState: Hashable, Sendable {
    public var selection = 0
    public var scroll = 0
    public var filter = ""
    public var isEditingFilter = false

    public init() {}
}

/// An open lesson.
public struct ReaderState: Hashable, Sendable {
    public var folderName: String
    /// Nil until the lesson's content has been read.
    public var content: LessonContent?
    public var step: Int
    public var textScroll = 0
    public var codeScroll = 0
    public var snippet: CodeView = .before
    public var focus: ReaderFocus = .text
    /// The live panel, when open.
    public var live: LiveState?

    public init(folderName: String, step: Int = 0) {
        self.folderName = folderName
        self.step = step
    }

    /// The code the live model runs follows the code pane: before.swift runs the before code,
    /// everything else (after, test, the diff) the after code.
    public var labVariant: LabVariant { snippet == .before ? .before : .after }

    /// The lab the live panel shows, when it is open.
    public var labKey: LabKey? { live.map { LabKey($0.modelID, labVariant) } }
}

/// The quiz at the end of a lesson.
public struct QuizState: Hashable, Sendable {
    /// The reader to go back to.
    public var reader: ReaderState
    public var questions: [QuizQuestion]
    public var index = 0
    public var selection = 0
    /// The choice given for the current question, once answered.
    public var chosen: Int?
    public var correct = 0
    public var isFinished = false

    public init(reader: ReaderState, questions: [QuizQuestion]) {
        self.reader = reader
        self.questions = questions
    }

    public var question: QuizQuestion? { questions.indices.contains(index) ? questions[index] : nil }
}

/// Which screen is showing.
public enum Route: Hashable, Sendable {
    case list
    case reader(ReaderState)
    case quiz(QuizState)
}

/// The whole interface's state. Only `update` changes it; `render` only reads it.
public struct AppState: Hashable, Sendable {
    public var lessons: [Lesson]
    /// Whether `lesson` counts as done: its steps read and its quiz, if it has one, passed.
    public func isComplete(_ lesson: Lesson) -> Bool {
        progress.lessons[lesson.id]?.completed != nil
    }

    /// Where the lessons came from, for titles and messages.
    public var lessonsPath: String
    public var size: Size
    public var glyphs: Glyphs
    public var theme: Theme
    public var route: Route = .list
    public var list = ListState()
    public var isShowingHelp = false
    public var helpScroll = 0
    /// The last lesson opened, offered as "continue" at the top of the list.
    public var lastPosition: ReadingPosition?
    /// A one-line message for the footer, cleared by the next key.
    public var notice: String?
    /// Set once a quit was asked for.
    public var isQuitting = false
    /// Steps read, quizzes and completions, as last saved.
    public var progress = LearnerProgress()
    /// The themes this terminal can show, in the order the theme key cycles through them.
    public var themes: [Theme] = Theme.all
    /// Set while the onboarding tour runs: its goals and the sandbox's ledger.
    public var tour: TourState?

    public init(lessons: [Lesson], lessonsPath: String, size: Size, glyphs: Glyphs = .unicode,
                theme: Theme = .standard, lastPosition: ReadingPosition? = nil) {
        self.lessons = lessons
        self.lessonsPath = lessonsPath
        self.size = size
        self.glyphs = glyphs
        self.theme = theme
        self.lastPosition = lastPosition.flatMap { position in
            position.step >= 0 && lessons.contains { $0.folderName == position.folderName } ? position : nil
        }
    }

    /// The smallest terminal Seams draws in.
    public static let minimumSize = Size(width: 60, height: 20)

    public var isTooSmall: Bool {
        size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
    }

    public func lesson(named folderName: String) -> Lesson? {
        lessons.first { $0.folderName == folderName }
    }

    /// The key maps in force now, most specific first. The footer is drawn from these.
    public var activeKeyMaps: [KeyMap] {
        isShowingHelp ? [.help] : screenKeyMaps
    }

    /// The key maps of the screen under any overlay. The help overlay lists these.
    public var screenKeyMaps: [KeyMap] {
        let global: KeyMap = tour == nil ? .global : .tourGlobal
        switch route {
        case .list: return list.isEditingFilter ? [.filterEntry] : [.lessonList, global]
        case .reader(let reader):
            if let live = reader.live { return [.live(live.descriptor), .reader, global] }
            return [.reader, global]
        case .quiz: return [.quiz, global]
        }
    }
}

/// Something that happened: a key, the mouse, a resize, or the result of an effect.
public enum Action: Hashable, Sendable {
    case keyPressed(Key)
    case mouse(MouseEvent)
    case resized(Size)
    case contentLoaded(folderName: String, LessonContent)
    /// Lesson files changed on disk: every lesson as it is now, and the folders touched.
    case lessonsChanged([Lesson], changedFolders: Set<String>)
    /// A live model changed: new events, a new graph, busy or idle.
    case labUpdated(LabSnapshot)
    /// Progress as saved, merged with what other Seams processes saved.
    case progressUpdated(LearnerProgress)
    /// The tour's sandbox intercepted more operations: all of them so far.
    case ledgerUpdated([LedgerEntry])
}

/// Work for the outside world, returned by `update` as plain values so tests can compare them.
public enum Effect: Hashable, Sendable {
    /// Read and highlight a lesson's steps and snippets, then send `.contentLoaded`.
    case loadContent(Lesson)
    /// Remember where the learner is, so the next start can offer "continue".
    case savePosition(ReadingPosition)
    /// Ask a lesson's live model to do something; its progress comes back as `.labUpdated`.
    case lab(LabKey, LabCommand)
    /// Record a step read or a quiz result for a lesson (by id), then send `.progressUpdated`.
    case recordProgress(lessonID: String, ProgressChange)
    /// Remember the theme (by name) for the next start.
    case saveTheme(String)
    /// End the run loop: Seams quits, or, in the tour, the tour ends.
    case quit
}
