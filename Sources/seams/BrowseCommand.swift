import ArgumentParser
import Canvas
import Dependencies
import Foundation
import LessonKit
import MiniModels
import Services
import SeamsCore
import Terminal

/// The options the lesson browser and the tour share.
struct BrowserOptions: ParsableArguments {
    @OptionGroup var source: LessonSourceOptions
    @OptionGroup var models: ModelServerOptions
    @Option(help: ArgumentHelp("A classroom `seams serve` to report progress to. Default: the server preference.", valueName: "URL"))
    var server: String?
    @Option(help: "Your name on the class board. Default: the name preference, then $USER.") var name: String?
}

/// `seams` (or `seams browse`): the full-screen lesson browser. On the first start it
/// begins with the onboarding tour.
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse", abstract: "Open the lesson browser in the terminal (the default).",
        discussion: "The first start begins with a short guided tour, in a sandbox; q leaves it. `seams onboarding` takes it again.")

    @OptionGroup var options: BrowserOptions

    func run() throws {
        try Browser.launch(options, tour: .onFirstStart, command: "seams")
    }
}

/// `seams onboarding`: the guided tour, whether or not it was seen before.
struct OnboardingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "onboarding", abstract: "Take the guided tour of Seams, in a sandbox that writes and sends nothing.",
        discussion: """
        The tour is the real app with its files, preferences and class server replaced by \
        sandboxed ones; a ledger lists what would have been written or sent. Leaving it with q \
        discards all of that, records that the tour was seen, and opens Seams for real.
        """)

    @OptionGroup var options: BrowserOptions

    func run() throws {
        try Browser.launch(options, tour: .always, command: "seams onboarding")
    }
}

enum Browser {
    enum TourStart { case onFirstStart, always }

    static func launch(_ options: BrowserOptions, tour: TourStart, command: String) throws {
        let terminal: TerminalEnvironment
        do {
            terminal = try TerminalEnvironment.detect()
        } catch {
            StandardError.write("""
            \(command): \(error.description)
            To read lessons without a full-screen interface, use `seams list` and `seams show ID`.
            """)
            throw ExitCode(2)
        }
        let catalog: LessonCatalog
        switch LessonLibrary.catalog(options.source) {
        case .success(let value): catalog = value
        case .failure(let failure):
            StandardError.write("\(command): " + failure.message)
            throw ExitCode(failure.code)
        }
        let preferencesWarning = Preferences.setAsideIfCorrupt()
        let preferences = Preferences()
        let classroom = try Preferences.classroomURL(flag: options.server, preference: preferences.server, command: command)
        let learner = options.name ?? preferences.learnerName ?? ProcessInfo.processInfo.environment["USER"] ?? "learner"
        let labServer = try options.models.labServer(command: command)
        let startsWithTour = tour == .always || !preferences.onboardingSeen
        // The composition root: the app's one API client, on the configured server (or none).
        let code = try withDependencies {
            $0.api = .live(server: classroom)
        } operation: {
            // ArgumentParser calls `run()` on the main thread, which is where ncurses must live.
            try MainActor.assumeIsolated {
                try InteractiveLoop(catalog: catalog, terminal: terminal, server: labServer, learner: learner,
                                    startsWithTour: startsWithTour, warnings: preferencesWarning.map { [$0] } ?? []).run()
            }
        }
        if code != 0 { throw ExitCode(code) }
    }
}

/// Starts the terminal and runs the interface on it: first the tour, in its sandbox, when
/// asked for; then Seams itself on the live clients.
@MainActor
struct InteractiveLoop {
    var catalog: LessonCatalog
    var terminal: TerminalEnvironment
    var server: LabServer
    var learner: String
    var startsWithTour: Bool
    /// Problems found before the interface started, shown in its footer and again on exit.
    var warnings: [String] = []

    func run() throws -> Int32 {
        let labs = LiveLabs(server: server)
        // Whatever ends the loop, the models' server and scratch folder go with it.
        defer { labs.shutdown() }
        let session: TerminalSession
        do {
            session = try TerminalSession(colors: terminal.colorAllowed, mouse: true)
        } catch {
            StandardError.write("seams: \(error.description)\nUse `seams list` and `seams show ID` instead.")
            return 2
        }
        var warnings = self.warnings
        var outcome: AppRunner.Outcome
        if startsWithTour {
            let ledger = Ledger()
            // The whole app, on sandboxed clients: every write and post lands in the ledger.
            // Its warnings are about the sandbox (a file "moved aside" there was not): they go with it.
            var tourWarnings = warnings
            outcome = withDependencies {
                $0.files = .sandbox(over: $0.files, ledger: ledger)
                $0.defaults = .sandbox(over: $0.defaults, ledger: ledger)
                $0.api = .sandbox(over: $0.api, ledger: ledger)
            } operation: {
                runApp(on: session, labs: labs, ledger: ledger, warnings: &tourWarnings)
            }
            // Outside the sandbox again: the one real write of the tour.
            Preferences().recordOnboardingSeen()
            if outcome == .leftTour {
                // Seams proper starts from scratch: models fresh, nothing of the tour kept.
                labs.forgetLabs()
                outcome = runApp(on: session, labs: labs, ledger: nil, warnings: &warnings)
            }
        } else {
            outcome = runApp(on: session, labs: labs, ledger: nil, warnings: &warnings)
        }
        Preferences().save()
        session.end()
        // The footer had room for only part of each, and only until the first key.
        for warning in Set(warnings).sorted() { StandardError.write("seams: " + warning) }
        if case .signalled(let signal) = outcome {
            labs.shutdown()
            TerminalSession.terminateProcess(withSignal: signal)
        }
        return 0
    }

    /// One run of the interface on the clients in force: the live ones, or the tour's sandbox
    /// (then `ledger` is what it records into).
    private func runApp(on session: TerminalSession, labs: LiveLabs, ledger: Ledger?, warnings: inout [String]) -> AppRunner.Outcome {
        var catalog = self.catalog
        let preferences = Preferences()
        @Dependency(\.api) var currentAPI
        @Dependency(\.date) var currentDate
        let api = currentAPI
        let date = currentDate
        let themes = session.colorsEnabled ? Theme.all : [.monochrome]
        var state = AppState(
            lessons: catalog.lessons, lessonsPath: catalog.directory, size: session.size,
            glyphs: terminal.supportsUnicode ? .unicode : .ascii,
            theme: preferences.theme(among: themes), lastPosition: preferences.position)
        state.themes = themes
        if ledger != nil { state.tour = TourState(themes: themes) }
        let progressStore = ProgressStore()
        let loadedProgress = progressStore.load()
        state.progress = loadedProgress.progress
        if let warning = loadedProgress.warning { warnings.append(warning) }
        state.notice = warnings.first
        let learner = self.learner
        let environment = AppEnvironment(
            loadContent: { LessonLoader.content(for: $0) },
            savePosition: { preferences.savePosition($0) },
            pollLessons: { catalog.poll() },
            pendingSignal: { session.pendingSignal },
            lab: { labs.send($0, $1) },
            labSnapshot: { labs.snapshot($0) },
            recordProgress: { [api, learner] (lessonID: String, change: ProgressChange) throws -> LearnerProgress? in
                let now = date.now
                let saved = try progressStore.save(LearnerProgress()) { progress in
                    change.apply(to: &progress[lesson: lessonID], now: now)
                }
                // The class board hears of it too, when there is one; a failure there costs nothing here.
                let events = [change.eventName] + (saved.lessons[lessonID]?.completed == now ? ["completed"] : [])
                if api.server() != nil {
                    Task.detached {
                        for event in events {
                            try? await api.postProgress(ProgressEvent(name: learner, lesson: lessonID, event: event))
                        }
                    }
                }
                return saved
            },
            saveTheme: { preferences.saveTheme($0) },
            ledger: { ledger?.entries ?? [] })
        return AppRunner(environment: environment).run(&state, on: session)
    }
}
