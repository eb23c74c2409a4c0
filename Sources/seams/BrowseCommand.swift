import ArgumentParser
import Canvas
import Foundation
import LessonKit
import MiniModels
import Services
import SeamsCore
import Terminal

/// `seams` (or `seams browse`): the full-screen lesson browser.
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse", abstract: "Open the lesson browser in the terminal (the default).")

    @OptionGroup var source: LessonSourceOptions
    @OptionGroup var models: ModelServerOptions
    @Option(help: ArgumentHelp("A classroom `seams serve` to report progress to.", valueName: "URL")) var server: String?
    @Option(help: "Your name on the class board (default: $USER).") var name: String?

    func run() throws {
        let terminal: TerminalEnvironment
        do {
            terminal = try TerminalEnvironment.detect()
        } catch {
            StandardError.write("""
            seams: \(error.description)
            To read lessons without a full-screen interface, use `seams list` and `seams show ID`.
            """)
            throw ExitCode(2)
        }
        let catalog: LessonCatalog
        switch LessonLibrary.catalog(source) {
        case .success(let value): catalog = value
        case .failure(let failure):
            StandardError.write("seams: " + failure.message)
            throw ExitCode(failure.code)
        }
        let environment = ProcessInfo.processInfo.environment
        let store = PositionStore.live(environment: environment)
        let server = try models.labServer(command: "seams")
        var classroom: URL?
        if let address = self.server {
            guard let url = URL(string: address), url.scheme == "http", url.host() != nil else {
                StandardError.write("seams: --server needs an http:// URL, got \"\(address)\".")
                throw ExitCode(2)
            }
            classroom = url
        }
        let learner = name ?? environment["USER"] ?? "learner"
        // ArgumentParser calls `run()` on the main thread, which is where ncurses must live.
        let code = try MainActor.assumeIsolated {
            try InteractiveLoop(catalog: catalog, terminal: terminal, store: store, server: server,
                                api: .live(server: classroom), learner: learner).run()
        }
        if code != 0 { throw ExitCode(code) }
    }
}

/// Starts the terminal and runs the interface on it with the live environment.
@MainActor
struct InteractiveLoop {
    var catalog: LessonCatalog
    var terminal: TerminalEnvironment
    var store: PositionStore
    var server: LabServer
    var api: APIClient
    var learner: String

    func run() throws -> Int32 {
        var catalog = self.catalog
        let saved = store.load()
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
        var state = AppState(
            lessons: catalog.lessons, lessonsPath: catalog.directory, size: session.size,
            glyphs: terminal.supportsUnicode ? .unicode : .ascii,
            theme: session.colorsEnabled ? .standard : .monochrome,
            lastPosition: saved.position)
        let progressStore = ProgressStore()
        let loadedProgress = progressStore.load()
        state.progress = loadedProgress.progress
        state.notice = saved.warning ?? loadedProgress.warning
        let store = self.store
        let environment = AppEnvironment(
            loadContent: { LessonLoader.content(for: $0) },
            savePosition: { try store.save($0) },
            pollLessons: { catalog.poll() },
            pendingSignal: { session.pendingSignal },
            lab: { labs.send($0, $1) },
            labSnapshot: { labs.snapshot($0) },
            recordProgress: { [api, learner] (lessonID: String, change: ProgressChange) throws -> LearnerProgress? in
                let now = Date()
                let saved = try progressStore.save(LearnerProgress()) { progress in
                    change.apply(to: &progress[lesson: lessonID], now: now)
                }
                // The class board hears of it too, when there is one; a failure there costs nothing here.
                var events = [change.eventName]
                if saved.lessons[lessonID]?.completed == now { events.append("completed") }
                if api.server() != nil {
                    Task.detached {
                        for event in events {
                            try? await api.postProgress(ProgressEvent(name: learner, lesson: lessonID, event: event))
                        }
                    }
                }
                return saved
            })
        let outcome = AppRunner(environment: environment).run(&state, on: session)
        session.end()
        // The footer had room for only part of it, and only until the first key.
        if let warning = saved.warning { StandardError.write("seams: " + warning) }
        if let warning = loadedProgress.warning { StandardError.write("seams: " + warning) }
        if case .signalled(let signal) = outcome {
            labs.shutdown()
            TerminalSession.terminateProcess(withSignal: signal)
        }
        return 0
    }
}
