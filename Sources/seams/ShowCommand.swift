import ArgumentParser
import Canvas
import Foundation
import LessonKit
import SeamsCore

/// `seams show ID`: one lesson's text and snippets on stdout.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print one lesson's text and snippets.")

    @OptionGroup var source: LessonSourceOptions
    @Argument(help: "The lesson's id (or folder name, or number).") var id: String
    @Flag(help: "No colour or other escape sequences, even on a terminal.") var plain = false

    func run() throws {
        let loaded: LessonLibrary.Loaded
        switch LessonLibrary.load(source) {
        case .success(let value): loaded = value
        case .failure(let failure):
            StandardError.write(failure.message)
            throw ExitCode(failure.code)
        }
        guard let lesson = LessonLibrary.find(id, in: loaded.lessons) else {
            StandardError.write(LessonLibrary.unknownLesson(id, loaded.lessons).message)
            throw ExitCode(1)
        }
        if let diagnostic = lesson.diagnostic {
            StandardError.write(diagnostic.description)
            throw ExitCode(1)
        }
        let environment = ProcessInfo.processInfo.environment
        let output = OutputTerminal.standardOutput(environment: environment)
        let content = LessonLoader.content(for: lesson)
        let lines = LessonPrintout.lines(lesson, content, width: output.width, glyphs: output.utf8 ? .unicode : .ascii)
        // The theme chosen in the browser (`T`) colours the printout too.
        let theme: Theme? = (!plain && output.allowsColor) ? Preferences().theme(among: Theme.all) : nil
        FileHandle.standardOutput.write(Data(ANSIText.encode(lines, theme: theme).utf8))
        for diagnostic in content.diagnostics { StandardError.write(diagnostic.description) }
    }
}
