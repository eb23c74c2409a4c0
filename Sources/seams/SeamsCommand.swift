import ArgumentParser

/// `seams`: an interactive course in breaking hard dependencies in Swift.
@main
struct SeamsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seams",
        abstract: "An interactive terminal course in breaking hard dependencies in Swift.",
        discussion: """
        With no subcommand, Seams opens the lesson browser in the terminal. `seams list` and \
        `seams show ID` print lessons without a full-screen interface.
        """,
        subcommands: [BrowseCommand.self, OnboardingCommand.self, ListCommand.self, ShowCommand.self, NewCommand.self, LintCommand.self, ServeCommand.self, RunCommand.self, ProgressCommand.self, BoardCommand.self, ConfigCommand.self],
        defaultSubcommand: BrowseCommand.self
    )
}

/// Where to find lessons, shared by every subcommand.
struct LessonSourceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The lessons folder. Default: $SEAMS_LESSONS, then ./Lessons, then the package's own Lessons/.",
        valueName: "DIR"))
    var lessons: String?
}
