import Canvas
import CNcursesw
import CTerminalGuard

#if canImport(Glibc)
import Glibc
#endif

/// Why a `TerminalSession` could not start.
public enum TerminalSessionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Another session is running in this process; the signal guard is process-wide.
    case alreadyActive
    /// The termios of the terminal could not be read or the signal handlers not installed.
    case guardFailed(errno: Int32)
    /// `newterm` returned nil (TERM unknown or the terminal unusable).
    case cannotStart(terminal: String)

    public var description: String {
        switch self {
        case .alreadyActive:
            return "A terminal session is already running in this process."
        case .guardFailed(let code):
            return "Could not prepare the terminal to be restored: \(String(cString: strerror(code)))."
        case .cannotStart(let name):
            return "ncurses could not start on TERM=\(name)."
        }
    }
}

/// The ncurses screen the app draws on and reads keys from. Main actor only: ncurses is not
/// thread-safe, and libdispatch blocks asynchronous signals on its worker threads, so
/// SIGWINCH/SIGTERM reach the main thread and interrupt its `wget_wch` promptly.
@MainActor
public final class TerminalSession {
    /// Cells written by the last `draw`: the changed cells, wide characters counted once.
    public private(set) var lastFrameCellsWritten = 0
    /// True when colours are in use (asked for, and the terminal has them).
    public let colorsEnabled: Bool

    private let screen: OpaquePointer  // SCREEN *
    private let window: UnsafeMutablePointer<WINDOW>  // covers the whole screen
    private var colorPairs: ColorPairTable?
    private var lastFrame: Screen?
    private var lastSize: Size?
    private var ended = false

    private static var isActive = false

    private static let extraKeys: [(String, Int32)] = [
        ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME),
        ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END), ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END),
    ]

    /// Starts ncurses on stdin/stdout. Run `TerminalEnvironment.detect()` first: it checks
    /// the terminal and sets the locale, which must happen before this.
    public init(colors: Bool, mouse: Bool) throws(TerminalSessionError) {
        guard !Self.isActive else { throw .alreadyActive }
        // The guard goes in before ncurses: ncurses then sees non-default SIGINT/SIGTERM
        // dispositions and leaves them alone (it still installs SIGWINCH and SIGTSTP).
        guard seams_guard_save(STDOUT_FILENO) == 0 else { throw .guardFailed(errno: errno) }
        seams_guard_set_restore_sequence(nil)
        seams_guard_clear_pending_signal()
        guard seams_guard_install_crash_handlers() == 0, seams_guard_install_exit_handlers() == 0 else {
            let code = errno
            seams_guard_uninstall_handlers()
            throw .guardFailed(errno: code)
        }
        let name = getenv("TERM").map { String(cString: $0) } ?? ""
        guard let screen = newterm(nil, seams_stdout(), seams_stdin()) else {
            seams_guard_uninstall_handlers()
            throw .cannotStart(terminal: name)
        }
        // Our own full-screen window instead of the `stdscr` global; ncurses resizes
        // windows that span the screen on KEY_RESIZE just like stdscr.
        guard let window = newwin_sp(screen, 0, 0, 0, 0) else {
            endwin_sp(screen)
            delscreen(screen)
            seams_guard_restore_termios()
            seams_guard_uninstall_handlers()
            throw .cannotStart(terminal: name)
        }
        self.screen = screen
        self.window = window
        Self.isActive = true

        seams_guard_set_restore_sequence(RestoreSequence.build(mouse: mouse) { name in
            seams_tigetstr_sp(screen, name).map { String(cString: $0) }
        })

        // raw, not cbreak: Ctrl-C, Ctrl-Z, Ctrl-S/Q and Ctrl-\ arrive as keys, so the app
        // decides (Ctrl-C = quit) and no key can stop or freeze it behind our back.
        raw_sp(screen)
        noecho_sp(screen)
        keypad(window, true)
        meta(window, true)
        leaveok(window, true)  // the cursor is hidden; do not spend bytes moving it
        scrollok(window, false)
        set_escdelay_sp(screen, 25)
        // Home and End differ most between terminals, and TERM is often not quite right
        // (xterm-256color inside tmux sends ESC[1~): accept every common spelling.
        for (sequence, code) in Self.extraKeys { define_key_sp(screen, sequence, code) }
        curs_set_sp(screen, 0)

        if colors && has_colors_sp(screen) {
            start_color_sp(screen)
            let defaults = use_default_colors_sp(screen) == OK
            colorPairs = ColorPairTable(colors: Int(seams_COLORS()), pairs: Int(seams_COLOR_PAIRS()),
                                        defaultColors: defaults)
            colorsEnabled = true
        } else {
            colorsEnabled = false
        }
        if mouse {
            mousemask_sp(screen, KeyDecoder.mouseMask, nil)
            // No click resolution: presses are reported at once instead of after a delay.
            mouseinterval_sp(screen, 0)
        }
    }

    isolated deinit {
        end()
    }

    /// The terminal's size in cells (the last known size once ended).
    public var size: Size {
        guard !ended else { return lastSize ?? Size(width: 0, height: 0) }
        return Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    /// The exit signal (SIGINT, SIGTERM, SIGHUP) received, if any. Check it after every
    /// `nextEvent`; the app should then `end()` and `terminateProcess(withSignal:)`.
    public var pendingSignal: Int32? {
        let signal = seams_guard_pending_signal()
        return signal == 0 ? nil : signal
    }

    /// Puts `frame` on the terminal, writing only the cells that differ from the last frame.
    /// After a size change (or `invalidate()`) the whole screen is cleared and repainted.
    public func draw(_ frame: Screen) {
        guard !ended else { return }
        let current = size
        let runs: [CellRun]
        if lastFrame == nil || lastSize != current || lastFrame?.size != frame.size {
            werase(window)
            clearok(window, true)
            runs = FrameDiff.changes(from: nil, to: frame)
        } else {
            runs = FrameDiff.changes(from: lastFrame, to: frame)
        }
        var written = 0
        for run in runs where run.y < current.height {
            for (offset, cell) in run.cells.enumerated() where !cell.isContinuation {
                let x = run.x + offset
                // A frame rendered for a larger size is clipped, wide characters whole.
                guard x + Int(max(1, cell.width)) <= current.width else { continue }
                put(cell, x: Int32(x), y: Int32(run.y))
                written += 1
            }
        }
        wnoutrefresh(window)
        doupdate_sp(screen)
        lastFrame = frame
        lastSize = current
        lastFrameCellsWritten = written
    }

    /// Forgets the last frame so the next `draw` clears and repaints everything (Ctrl-L).
    public func invalidate() {
        lastFrame = nil
    }

    /// Waits up to `timeoutMilliseconds` (negative: forever) for input. Nil on timeout, when
    /// a signal interrupted the wait, or for input with no meaning here (unknown key codes,
    /// mouse motion). Use a finite timeout: a signal arriving just before the wait starts
    /// is only noticed when it ends.
    public func nextEvent(timeoutMilliseconds: Int32) -> InputEvent? {
        guard !ended, pendingSignal == nil else { return nil }
        wtimeout(window, timeoutMilliseconds)
        var value: wint_t = 0
        switch wget_wch(window, &value) {
        case KEY_CODE_YES:
            let code = Int32(bitPattern: value)
            if code == KEY_RESIZE { return .resize(size) }
            if code == KEY_MOUSE { return readMouse() }
            return KeyDecoder.decode(keyCode: code).map(InputEvent.key)
        case OK:
            return KeyDecoder.decode(character: value).map(InputEvent.key)
        default:
            return nil  // ERR: timeout or EINTR
        }
    }

    /// Gives the terminal back exactly as found: alternate screen left, cursor shown, echo
    /// and line mode on, signal handlers as before. Safe to call more than once.
    public func end() {
        guard !ended else { return }
        ended = true
        delwin(window)
        endwin_sp(screen)
        delscreen(screen)
        // endwin restores the mode ncurses saved; ours was read before ncurses touched it.
        seams_guard_restore_termios()
        seams_guard_uninstall_handlers()
        Self.isActive = false
    }

    /// Ends the process by `signal` with its default action, so the parent sees the real
    /// cause. Call after `end()` when `pendingSignal` is set.
    public static func terminateProcess(withSignal signal: Int32) -> Never {
        seams_guard_terminate_with_signal(signal)
    }

    private func readMouse() -> InputEvent? {
        var event = MEVENT()
        guard getmouse_sp(screen, &event) == OK else { return nil }
        return KeyDecoder.decode(mouseState: event.bstate, x: Int(event.x), y: Int(event.y))
            .map(InputEvent.mouse)
    }

    private func define(_ lookup: ColorPairTable.Lookup) {
        if init_extended_pair_sp(screen, lookup.number, lookup.foreground, lookup.background) == OK { return }
        // Older terminfo/ncurses paths only take short pair numbers.
        if let number = Int16(exactly: lookup.number) {
            init_pair_sp(screen, number, Int16(lookup.foreground), Int16(lookup.background))
        }
    }

    private func put(_ cell: Cell, x: Int32, y: Int32) {
        let glyph = CellEncoding.glyph(for: cell)
        let attributes = CellEncoding.attributes(cell.style.attributes)
        var pair: Int32 = 0
        // Optional chaining mutates the table in place (no copy of its dictionary per cell).
        if let lookup = colorPairs?.pair(foreground: cell.style.foreground, background: cell.style.background) {
            if lookup.isNew {
                define(lookup)
            }
            pair = lookup.number
        }
        var character = cchar_t()
        if setcchar(&character, glyph.characters, attributes, 0, &pair) == ERR {
            setcchar(&character, [wchar_t(UInt8(ascii: "?")), 0], attributes, 0, &pair)
        }
        // At the bottom-right cell this returns ERR because the cursor cannot advance, but
        // the cell is stored and, with scrollok off, nothing scrolls.
        mvwadd_wch(window, y, x, &character)
        if glyph.padsNextColumn {
            var blank = cchar_t()
            setcchar(&blank, [wchar_t(UInt8(ascii: " ")), 0], attributes, 0, &pair)
            mvwadd_wch(window, y, x + 1, &blank)
        }
    }
}

extension TerminalSession: TerminalBackend {
    /// A terminal never runs out of input; the app ends by quitting or by a signal.
    public var isClosed: Bool { false }
}
