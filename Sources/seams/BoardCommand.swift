import ArgumentParser
import Foundation
import Services

/// `seams board --server URL`: the class board, refreshing in the terminal.
struct BoardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "board",
        abstract: "Show the class board of a `seams serve`: who is on which lesson, who has finished.",
        discussion: "Refreshes every few seconds until Ctrl-C; with --once, or when stdout is not a terminal, prints once.")

    @Option(help: ArgumentHelp("The classroom server, as `seams serve` printed it. Default: the server preference.", valueName: "URL"))
    var server: String?
    @Flag(help: "Print the board once and exit.") var once = false
    @Option(help: "Seconds between refreshes.") var interval = 2

    func run() throws {
        guard let url = try Preferences.classroomURL(flag: server, preference: Preferences().server, command: "seams board") else {
            StandardError.write("seams board: no classroom server: give --server URL, or set one with `seams config server URL`.")
            throw ExitCode(2)
        }
        let api = APIClient.live(server: url)
        let refreshing = !once && isatty(STDOUT_FILENO) == 1
        while true {
            let result = Blocking.wait { () -> Result<Board, APIError> in
                do { return .success(try await api.fetchBoard()) } catch { return .failure(APIError(description: "\(error)")) }
            }
            if refreshing { print("\u{1B}[H\u{1B}[2J", terminator: "") }
            switch result {
            case .success(let board):
                print(Self.text(board, server: url), terminator: "")
            case .failure(let error):
                StandardError.write("seams board: \(error.description)")
                if !refreshing { throw ExitCode(1) }
            }
            guard refreshing else { return }
            fflush(nil)
            sleep(UInt32(max(1, interval)))
        }
    }

    static func text(_ board: Board, server: URL) -> String {
        var lines = ["Class board at \(server.absoluteString): \(board.learners.count) learner\(board.learners.count == 1 ? "" : "s")"]
        if board.learners.isEmpty { lines.append("  nobody yet: learners start Seams with --server \(server.absoluteString), or set it with `seams config server`") }
        let width = board.learners.map(\.name.count).max() ?? 0
        for learner in board.learners {
            let name = learner.name.padding(toLength: width, withPad: " ", startingAt: 0)
            lines.append("  \(name)  on \(learner.lesson) (\(learner.event)) · finished \(learner.completed.count): \(learner.completed.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
