import Foundation
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Something the tmux harness could not do, with what it saw.
struct TmuxError: Error, CustomStringConvertible {
    var description: String
}

/// One command running in one pane of a private tmux server (`tmux -L <unique>`), driven
/// like a person at a terminal: send keys, read the screen, wait for text or for the exit.
///
/// Everything polls (every 10 ms) instead of sleeping. The command runs under a small
/// `sh` wrapper that records its exit status in a file: tmux 3.3a here (built with
/// libutempter) loses a pane's exit status when the process ends while tmux runs the
/// utempter helper, often for commands that exit quickly, so `#{pane_dead_status}` alone
/// is not reliable. `paneProcessID` is that wrapper, `commandProcessID` the command.
///
/// After the command exits the pane is kept (`remain-on-exit`), but tmux scrolls the screen
/// up one line to print "Pane is dead" and reports the cursor as hidden, so check
/// `isCursorVisible`/`isAlternateScreenOn` while something still runs in the pane (e.g.
/// `sh -c './app; printf "DONE\n"; read x'`).
final class TmuxSession: Sendable {
    /// The `-L` socket name: unique per session, so parallel tests never share a server.
    let socketName: String
    /// Where `capture` and friends point: the session's active pane.
    let target = "seams"
    /// Holds the wrapper's status file.
    private let scratch: TemporaryDirectory

    /// What the pane gets when `environment` does not say otherwise.
    static let defaultEnvironment = [
        "LANG": "C.UTF-8",
        "TERM": "xterm-256color",
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
    ]

    /// What the tmux client (and so the server it starts) runs with: a UTF-8 locale so
    /// captures keep non-ASCII text, and no TMUX, so running the tests inside tmux works.
    private static let clientEnvironment: [String: String] = {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["PATH": defaultEnvironment["PATH"]!, "LANG": "C.UTF-8"]
        environment["TMUX_TMPDIR"] = inherited["TMUX_TMPDIR"]
        return environment
    }()

    /// Runs the command, then writes its status (128 + N for signal N). A no-op trap for
    /// INT and QUIT keeps the wrapper alive when Ctrl-C or Ctrl-\ reach the whole
    /// foreground group (a trapped signal is reset to default in the child, an ignored one
    /// would be inherited).
    private static let wrapper = #"trap : INT QUIT; file=$1; shift; "$@"; code=$?; echo "$code" > "$file"; exit "$code""#

    /// Starts `command` (program and arguments, no shell parsing) in a `width`×`height`
    /// pane. The pane's environment is exactly `defaultEnvironment` merged with
    /// `environment` (nothing leaks in from the test process); `directory` is its working
    /// directory.
    init(_ command: [String], environment: [String: String] = [:], width: Int = 100, height: Int = 30,
         directory: String? = nil) throws {
        precondition(!command.isEmpty, "TmuxSession needs a command")
        socketName = "seams-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        scratch = try TemporaryDirectory(prefix: "seams-tmux")
        let variables = Self.defaultEnvironment.merging(environment) { _, new in new }
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var arguments = ["set-option", "-g", "remain-on-exit", "on", ";",
                         "set-option", "-g", "history-limit", "1000", ";",
                         "new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)"]
        if let directory { arguments += ["-c", directory] }
        // `env -i` makes the pane's environment exactly ours; tmux would otherwise add its own
        // server environment and force TERM to its default-terminal.
        arguments += ["--", "env", "-i"] + variables
            + ["/bin/sh", "-c", Self.wrapper, "seams-tmux-wrapper", scratch.file("status")] + command
        try tmux(arguments)
    }

    deinit { kill() }

    /// Sends tmux key names: "Down", "Enter", "Escape", "q", "C-c", "F5", "BTab", "M-x".
    func sendKeys(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Types `text` literally, character by character (also for raw escape sequences such
    /// as an SGR mouse report, "\u{1B}[<0;5;3M").
    func sendText(_ text: String) throws {
        try tmux(["send-keys", "-l", "-t", target, text])
    }

    /// The visible screen as text, trailing spaces trimmed, one line per row. With
    /// `escapes`, colours and attributes are included as SGR sequences; with `history`,
    /// lines scrolled off the top come first.
    func capture(escapes: Bool = false, history: Bool = false) throws -> String {
        var arguments = ["capture-pane", "-p", "-t", target]
        if escapes { arguments.append("-e") }
        if history { arguments += ["-S", "-"] }
        return try tmux(arguments)
    }

    /// Polls the screen until it contains `text`; returns that screen.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(10)) throws -> String {
        try waitUntil("\"\(text)\" on screen", timeout: timeout) { $0.contains(text) }
    }

    /// Polls the screen until `condition` holds; returns that screen. `what` names the
    /// condition in the error, which also shows the last screen seen.
    @discardableResult
    func waitUntil(_ what: String, timeout: Duration = .seconds(10), escapes: Bool = false,
                   _ condition: (String) -> Bool) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var screen = ""
        while true {
            screen = try capture(escapes: escapes)
            if condition(screen) { return screen }
            if ContinuousClock.now >= deadline { break }
            usleep(10_000)
        }
        throw TmuxError(description: "Timed out after \(timeout) waiting for \(what). Screen:\n\(screen)")
    }

    /// Waits for the command to end; its exit status, or 128 + the signal number when a
    /// signal killed it (the shell convention).
    func waitForExit(timeout: Duration = .seconds(10)) throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while true {
            // The pane is dead once the wrapper is gone, and the wrapper writes the file first.
            let fields = try format("#{pane_dead}|#{pane_dead_status}|#{pane_dead_signal}")
                .split(separator: "|", omittingEmptySubsequences: false)
            if fields.first == "1" {
                if let text = scratch.contents(of: "status"),
                   let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                    return status
                }
                // The wrapper itself was killed: fall back to what tmux saw, if it kept it.
                if fields.count == 3, let signal = Int32(fields[2]) { return 128 + signal }
                if fields.count == 3, let status = Int32(fields[1]) { return status }
            }
            if ContinuousClock.now >= deadline { break }
            usleep(10_000)
        }
        throw TmuxError(description: "Timed out after \(timeout) waiting for exit. Screen:\n\(try capture())")
    }

    /// The pid of the pane's process: the `sh` wrapper around the command.
    var paneProcessID: pid_t {
        get throws {
            let text = try format("#{pane_pid}")
            guard let pid = pid_t(text) else { throw TmuxError(description: "No pane pid: \(text)") }
            return pid
        }
    }

    /// The pid of the command itself (the wrapper's child), once it has started.
    func commandProcessID(timeout: Duration = .seconds(10)) throws -> pid_t {
        let wrapper = try paneProcessID
        let deadline = ContinuousClock.now + timeout
        while true {
            if let child = descendants(of: wrapper).first { return child }
            if ContinuousClock.now >= deadline { break }
            usleep(10_000)
        }
        throw TmuxError(description: "The command under pid \(wrapper) did not start within \(timeout)")
    }

    /// Waits until a process whose name (`/proc/PID/comm`, at most 15 characters) is `name`
    /// runs in the pane, at any depth (e.g. the app started by a test's own `sh -c`); its
    /// pid, for `kill`.
    func waitForProcess(named name: String, timeout: Duration = .seconds(10)) throws -> pid_t {
        let root = try paneProcessID
        let comm = String(name.prefix(15))
        let deadline = ContinuousClock.now + timeout
        while true {
            for pid in [root] + descendants(of: root) where processName(pid) == comm { return pid }
            if ContinuousClock.now >= deadline { break }
            usleep(10_000)
        }
        throw TmuxError(description: "No process named \(name) appeared under pid \(root) within \(timeout)")
    }

    /// Whether the pane is on the alternate screen (`#{alternate_on}`).
    var isAlternateScreenOn: Bool { get throws { try format("#{alternate_on}") == "1" } }
    /// Whether the pane's cursor is shown (`#{cursor_flag}`).
    var isCursorVisible: Bool { get throws { try format("#{cursor_flag}") == "1" } }
    /// Whether any mouse reporting mode is on (`#{mouse_any_flag}`).
    var isMouseReportingOn: Bool { get throws { try format("#{mouse_any_flag}") == "1" } }
    /// Whether keypad (application keys) mode is on (`#{keypad_flag}`).
    var isKeypadModeOn: Bool { get throws { try format("#{keypad_flag}") == "1" } }

    /// Any tmux format for the pane, e.g. "#{pane_width}".
    func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", target, format])
            .trimmingCharacters(in: .newlines)
    }

    /// Resizes the window; the pane's command gets SIGWINCH.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Sends `signal` to the command (not the wrapper).
    func signal(_ signal: Int32) throws {
        let pid = try commandProcessID()
        guard Glibc.kill(pid, signal) == 0 else {
            throw TmuxError(description: "kill(\(pid), \(signal)) failed: \(String(cString: strerror(errno)))")
        }
    }

    /// Stops the server and everything in it; idempotent, also done on deinit.
    func kill() {
        _ = try? runProcess(["tmux", "-L", socketName, "kill-server"], environment: Self.clientEnvironment,
                            timeout: .seconds(5))
    }

    /// Runs one tmux client command against this server; its standard output.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try runProcess(["tmux", "-L", socketName, "-f", "/dev/null"] + arguments,
                                    environment: Self.clientEnvironment, timeout: .seconds(10))
        guard result.status == 0 else {
            throw TmuxError(description: "tmux \(arguments.joined(separator: " ")) exited \(result.status): \(result.error)")
        }
        return result.output
    }
}

/// The pids below `pid`, breadth first, from `/proc/PID/task/TID/children`.
func descendants(of pid: pid_t) -> [pid_t] {
    var found: [pid_t] = []
    var queue = [pid]
    while !queue.isEmpty {
        let parent = queue.removeFirst()
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(parent)/task")) ?? []
        for task in tasks {
            let text = (try? String(contentsOfFile: "/proc/\(parent)/task/\(task)/children", encoding: .utf8)) ?? ""
            let children = text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            found += children
            queue += children
        }
    }
    return found
}

/// `/proc/PID/comm` without the newline, or nil once the process is gone.
func processName(_ pid: pid_t) -> String? {
    (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .newlines)
}


/// What a finished child process printed and how it ended.
struct ProcessResult: Sendable {
    var status: Int32
    var output: String
    var error: String
}

/// Runs `arguments` (looked up on PATH) and collects its output. Uses posix_spawn with an
/// empty signal mask and default dispositions: Swift Testing runs tests on threads that
/// block signals, and Foundation.Process passes that mask on, which hangs tmux.
func runProcess(_ arguments: [String], environment: [String: String]? = nil,
                timeout: Duration) throws -> ProcessResult {
    var output: [Int32] = [0, 0]
    var error: [Int32] = [0, 0]
    // Socket pairs because they can be made close-on-exec atomically (pipe2 is not
    // imported): tests spawn in parallel, and a write end leaked into another child (a tmux
    // server lives long) would hold off EOF here.
    let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, streamType, 0, &output) == 0, socketpair(AF_UNIX, streamType, 0, &error) == 0 else {
        throw TmuxError(description: "socketpair failed: \(String(cString: strerror(errno)))")
    }
    defer { for fd in [output[0], error[0]] { close(fd) } }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    posix_spawn_file_actions_adddup2(&actions, error[1], 2)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let environmentStrings = environment.map { $0.map { "\($0.key)=\($0.value)" } }
    var pid: pid_t = 0
    let spawned = withCStrings(arguments) { argv in
        if let environmentStrings {
            return withCStrings(environmentStrings) { envp in
                posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
            }
        }
        return posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
    }
    close(output[1])
    close(error[1])
    guard spawned == 0 else {
        throw TmuxError(description: "posix_spawn \(arguments[0]) failed: \(String(cString: strerror(spawned)))")
    }

    // Read both pipes until EOF (poll, so a full stderr cannot block a stdout reader).
    var collected: [Int32: [UInt8]] = [output[0]: [], error[0]: []]
    var open = [output[0], error[0]]
    let deadline = ContinuousClock.now + timeout
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !open.isEmpty {
        let left = deadline - ContinuousClock.now
        guard left > .zero else {
            _ = Glibc.kill(pid, SIGKILL)
            var ignored: Int32 = 0
            waitpid(pid, &ignored, 0)
            throw TmuxError(description: "\(arguments.joined(separator: " ")) timed out after \(timeout)")
        }
        var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds = Int32(min(1_000, (left / .milliseconds(1)).rounded(.up)))
        if poll(&fds, nfds_t(fds.count), milliseconds) < 0 && errno != EINTR {
            throw TmuxError(description: "poll failed: \(String(cString: strerror(errno)))")
        }
        for entry in fds where entry.revents != 0 {
            let count = read(entry.fd, &buffer, buffer.count)
            if count > 0 {
                collected[entry.fd]!.append(contentsOf: buffer[..<count])
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                open.removeAll { $0 == entry.fd }
            }
        }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED/WEXITSTATUS are macros Swift cannot import.
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return ProcessResult(status: exitStatus,
                         output: String(decoding: collected[output[0]]!, as: UTF8.self),
                         error: String(decoding: collected[error[0]]!, as: UTF8.self))
}

/// Calls `body` with a NULL-terminated C array of `strings`.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
}
