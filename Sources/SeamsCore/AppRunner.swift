import Canvas
import LessonKit
import MiniModels
import Services

/// Every side effect the run loop can cause, as values: the app passes the live ones,
/// tests pass their own. (The technique the course teaches, applied to the course.)
public struct AppEnvironment {
    /// Reads and highlights an opened lesson.
    public var loadContent: @MainActor (Lesson) -> LessonContent
    /// Remembers where the learner is.
    public var savePosition: @MainActor (ReadingPosition) throws -> Void
    /// Looks at the lessons folder for edits; nil when nothing changed.
    public var pollLessons: @MainActor () -> LessonFolderChange?
    /// A termination signal that arrived (SIGINT, SIGTERM, SIGHUP), if any.
    public var pendingSignal: @MainActor () -> Int32?
    /// Now, for spacing out the polls of the lessons folder.
    public var now: @MainActor () -> ContinuousClock.Instant
    /// Sends a command to a live model; it works on its own, and never blocks the keyboard.
    public var lab: @MainActor (LabKey, LabCommand) -> Void
    /// The model's latest picture, or nil when nothing changed since the last one handed out.
    public var labSnapshot: @MainActor (LabKey) -> LabSnapshot?
    /// Saves a step read or a quiz result; the progress as now on disk, or nil when not kept.
    public var recordProgress: @MainActor (String, ProgressChange) throws -> LearnerProgress?
    /// Remembers the theme, by name.
    public var saveTheme: @MainActor (String) -> Void
    /// Everything the tour's sandbox intercepted so far; empty outside the tour.
    public var ledger: @MainActor () -> [LedgerEntry]

    public init(loadContent: @escaping @MainActor (Lesson) -> LessonContent,
                savePosition: @escaping @MainActor (ReadingPosition) throws -> Void,
                pollLessons: @escaping @MainActor () -> LessonFolderChange?,
                pendingSignal: @escaping @MainActor () -> Int32? = { nil },
                now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now },
                lab: @escaping @MainActor (LabKey, LabCommand) -> Void = { _, _ in },
                labSnapshot: @escaping @MainActor (LabKey) -> LabSnapshot? = { _ in nil },
                recordProgress: @escaping @MainActor (String, ProgressChange) throws -> LearnerProgress? = { _, _ in nil },
                saveTheme: @escaping @MainActor (String) -> Void = { _ in },
                ledger: @escaping @MainActor () -> [LedgerEntry] = { [] }) {
        self.loadContent = loadContent
        self.savePosition = savePosition
        self.pollLessons = pollLessons
        self.pendingSignal = pendingSignal
        self.now = now
        self.lab = lab
        self.labSnapshot = labSnapshot
        self.recordProgress = recordProgress
        self.saveTheme = saveTheme
        self.ledger = ledger
    }
}

/// The loop between the pure core and the world: input becomes actions, `update` runs,
/// its effects are performed through the environment, and `render`'s frame is drawn.
@MainActor
public struct AppRunner {
    /// Why the loop ended.
    public enum Outcome: Hashable, Sendable {
        case quit
        /// The learner left the onboarding tour (rather than quitting Seams).
        case leftTour
        case signalled(Int32)
        case inputEnded
    }

    public var environment: AppEnvironment
    /// How long one wait for input lasts, so signals and edits are noticed between keys.
    public var pollMilliseconds: Int32
    /// How often the lessons folder is looked at: well inside a second.
    public var reloadInterval: Duration

    /// How long one wait for input lasts while a live model works, so its events stream in.
    public var busyPollMilliseconds: Int32

    public init(environment: AppEnvironment, pollMilliseconds: Int32 = 200, busyPollMilliseconds: Int32 = 25,
                reloadInterval: Duration = .milliseconds(400)) {
        self.environment = environment
        self.pollMilliseconds = pollMilliseconds
        self.busyPollMilliseconds = busyPollMilliseconds
        self.reloadInterval = reloadInterval
    }

    public func run(_ state: inout AppState, on backend: some TerminalBackend) -> Outcome {
        var nextReload = environment.now().advanced(by: reloadInterval)
        state.size = backend.size
        backend.draw(Interface.render(state))
        while true {
            let event = backend.nextEvent(timeoutMilliseconds: Self.labIsWorking(state) ? busyPollMilliseconds : pollMilliseconds)
            if let signal = environment.pendingSignal() { return .signalled(signal) }
            var changed = false
            if case .reader(let reader) = state.route, let key = reader.labKey,
               let snapshot = environment.labSnapshot(key), snapshot != reader.live?.snapshot {
                perform(Interface.update(&state, .labUpdated(snapshot)), &state)
                changed = true
            }
            if environment.now() >= nextReload {
                nextReload = environment.now().advanced(by: reloadInterval)
                if let change = environment.pollLessons() {
                    perform(Interface.update(&state, .lessonsChanged(change.lessons, changedFolders: change.changedFolders)), &state)
                    changed = true
                }
            }
            if let event {
                switch event {
                case .key(.ctrl("l")): backend.invalidate()
                case .key(let key): perform(Interface.update(&state, .keyPressed(key)), &state)
                case .mouse(let mouse): perform(Interface.update(&state, .mouse(mouse)), &state)
                case .resize(let size): perform(Interface.update(&state, .resized(size)), &state)
                }
                changed = true
            }
            if let tour = state.tour {
                // Posts to the class server are recorded from their own tasks: look each time round,
                // after the key's own effects.
                let entries = environment.ledger()
                if entries.count != tour.ledger.count {
                    perform(Interface.update(&state, .ledgerUpdated(entries)), &state)
                    changed = true
                }
            }
            if state.isQuitting { return state.tour?.isLeaving == true ? .leftTour : .quit }
            if changed { backend.draw(Interface.render(state)) }
            if event == nil && backend.isClosed { return .inputEnded }
        }
    }

    /// Performs effects in order; an effect's result is fed back as an action at once.
    func perform(_ effects: [Effect], _ state: inout AppState) {
        for effect in effects {
            switch effect {
            case .loadContent(let lesson):
                let content = environment.loadContent(lesson)
                perform(Interface.update(&state, .contentLoaded(folderName: lesson.folderName, content)), &state)
            case .savePosition(let position):
                do {
                    try environment.savePosition(position)
                } catch {
                    state.notice = "Could not save your place: \(error)"
                }
            case .lab(let key, let command):
                environment.lab(key, command)
            case .recordProgress(let lessonID, let change):
                do {
                    if let progress = try environment.recordProgress(lessonID, change) {
                        perform(Interface.update(&state, .progressUpdated(progress)), &state)
                    }
                } catch {
                    state.notice = "Could not save your progress: \(error.localizedDescription)"
                }
            case .saveTheme(let name):
                environment.saveTheme(name)
            case .quit:
                state.isQuitting = true
            }
        }
    }

    /// True while the open live panel waits for a model that is working.
    static func labIsWorking(_ state: AppState) -> Bool {
        guard case .reader(let reader) = state.route, let live = reader.live else { return false }
        return live.isAwaiting || live.snapshot?.status.isBusy == true
    }
}
