import ArgumentParser
import Canvas
import Foundation
import LessonKit
import SeamsCore
import Terminal

/// `seams` (or `seams browse`): the full-screen lesson browser.
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse", abstract: "Open the lesson browser in the terminal (the default).")

    @OptionGroup var source: LessonSourceOptions

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
        let code = try MainActor.assumeIsolated {
            try InteractiveLoop(catalog: catalog, terminal: terminal, store: store).run()
        }
        if code != 0 { throw ExitCode(code) }
    }
}

/// Reads terminal events, turns them into actions, runs `update`, performs the effects it
/// returns, and draws `render`'s frame: the one loop between the pure core and the world.
@MainActor
struct InteractiveLoop {
    var catalog: LessonCatalog
    var terminal: TerminalEnvironment
    var store: PositionStore

    /// How long a wait for input lasts before the loop checks for signals again.
    static let pollMilliseconds: Int32 = 200
    /// How often the lessons folder is checked for edits: well inside a second.
    static let reloadInterval: Duration = .milliseconds(400)

    func run() throws -> Int32 {
        var catalog = self.catalog
        let saved = store.load()
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
        state.notice = saved.warning
        var running = true

        func perform(_ effects: [Effect]) {
            for effect in effects {
                switch effect {
                case .loadContent(let lesson):
                    let content = LessonLoader.content(for: lesson)
                    perform(Interface.update(&state, .contentLoaded(folderName: lesson.folderName, content)))
                case .savePosition(let position):
                    do { try store.save(position) } catch {
                        state.notice = "Could not save your place to \(store.path): \(error.localizedDescription)"
                    }
                case .quit:
                    running = false
                }
            }
        }

        let clock = ContinuousClock()
        var nextReload = clock.now.advanced(by: Self.reloadInterval)
        session.draw(Interface.render(state))
        while running {
            let event = session.nextEvent(timeoutMilliseconds: Self.pollMilliseconds)
            if let signal = session.pendingSignal {
                session.end()
                TerminalSession.terminateProcess(withSignal: signal)
            }
            if clock.now >= nextReload {
                nextReload = clock.now.advanced(by: Self.reloadInterval)
                if let change = catalog.poll() {
                    perform(Interface.update(&state, .lessonsChanged(change.lessons, changedFolders: change.changedFolders)))
                    session.draw(Interface.render(state))
                }
            }
            guard let event else { continue }
            switch event {
            case .key(.ctrl("l")):
                session.invalidate()
            case .key(let key):
                perform(Interface.update(&state, .keyPressed(key)))
            case .mouse(let mouse):
                perform(Interface.update(&state, .mouse(mouse)))
            case .resize(let size):
                perform(Interface.update(&state, .resized(size)))
            }
            if running { session.draw(Interface.render(state)) }
        }
        session.end()
        return 0
    }
}
