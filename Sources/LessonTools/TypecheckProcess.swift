#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How one compiler process ended.
public enum CompilerExit: Hashable, Sendable {
    /// It exited on its own with this status.
    case exited(Int32)
    /// It ran past the time limit and was killed.
    case timedOut
    /// A signal ended it (a compiler crash, or someone else killed it).
    case signalled(Int32)
    /// The surrounding task was cancelled, and the process was killed.
    case cancelled
    /// It could not be started, or its status could not be collected.
    case failedToRun(String)

    public var succeeded: Bool { self == .exited(0) }
}

/// Runs one compiler process with `posix_spawn`, its output going to a file, and waits for it
/// without blocking a thread.
///
/// `Foundation.Process` is not used because children it starts from a test runner inherit
/// that runner's blocked signal mask, which has made child processes hang; here the child
/// gets an empty mask and default handlers. The child also leads its own process group, so a
/// timeout kills the `swift-frontend` jobs the driver started along with the driver.
struct CompilerProcess {
    var executable: String
    var arguments: [String]
    var environment: [String: String]
    var workingDirectory: String
    /// Standard output and standard error both go here; the file is created or truncated.
    var outputPath: String

    /// How often a running process is polled.
    static let pollInterval: Duration = .milliseconds(10)

    func run(timeout: Duration) async -> CompilerExit {
        let pid: pid_t
        switch spawn() {
        case .success(let value): pid = value
        case .failure(let failure): return .failedToRun(failure.reason)
        }
        let deadline = ContinuousClock.now + timeout
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return Self.exit(fromWaitStatus: status) }
            if result == -1, case let error = errno, error != EINTR {
                // Someone else reaped the child: its status is gone, so do not claim success.
                killGroup(pid)
                return .failedToRun("lost track of the compiler process: \(String(cString: strerror(error)))")
            }
            if Task.isCancelled {
                killAndReap(pid)
                return .cancelled
            }
            if ContinuousClock.now >= deadline {
                killAndReap(pid)
                return .timedOut
            }
            try? await Task.sleep(for: Self.pollInterval)
        }
    }

    private struct SpawnFailure: Error {
        var reason: String
    }

    private func spawn() -> Result<pid_t, SpawnFailure> {
        #if canImport(Darwin)
        var actions: FileActions = nil
        var attributes: SpawnAttributes = nil
        #else
        var actions = FileActions()
        var attributes = SpawnAttributes()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        Self.addChangeDirectory(&actions, workingDirectory)

        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        let flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            return .failure(SpawnFailure(reason: "cannot start \(executable): \(String(cString: strerror(result)))"))
        }
        return .success(pid)
    }

    // Darwin declares these as optional pointers, glibc as structs.
    #if canImport(Darwin)
    private typealias FileActions = posix_spawn_file_actions_t?
    private typealias SpawnAttributes = posix_spawnattr_t?
    #else
    private typealias FileActions = posix_spawn_file_actions_t
    private typealias SpawnAttributes = posix_spawnattr_t
    #endif

    /// Makes the child start in `directory`. Glibc declares `posix_spawn_file_actions_addchdir_np`
    /// only for `_GNU_SOURCE`, which Swift's Glibc module does not define, so it is looked up
    /// at run time. Where it is missing the child starts in the current directory, which is
    /// harmless: every path the compiler gets is absolute.
    private static func addChangeDirectory(_ actions: inout FileActions, _ directory: String) {
        typealias AddChangeDirectory = @convention(c) (UnsafeMutablePointer<FileActions>, UnsafePointer<CChar>) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW) else { return }
        defer { dlclose(handle) }
        guard let symbol = dlsym(handle, "posix_spawn_file_actions_addchdir_np") else { return }
        let addChangeDirectory = unsafeBitCast(symbol, to: AddChangeDirectory.self)
        _ = addChangeDirectory(&actions, directory)
    }

    /// The whole group: the driver and every job it started.
    private func killGroup(_ pid: pid_t) {
        kill(-pid, SIGKILL)
    }

    private func killAndReap(_ pid: pid_t) {
        killGroup(pid)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }

    static func exit(fromWaitStatus status: Int32) -> CompilerExit {
        // The W* macros are not imported into Swift; these are their glibc and BSD definitions.
        let signal = status & 0x7f
        if signal == 0 { return .exited((status >> 8) & 0xff) }
        return .signalled(signal)
    }
}
