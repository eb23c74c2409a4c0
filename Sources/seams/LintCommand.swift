import ArgumentParser
import Foundation
import LessonKit
import LessonTools
import MiniModels

/// `seams lint [DIR]`: check every lesson for mistakes an author can fix, in the compiler's
/// format. The checking lives in `LessonLinter`; this only finds the folder and prints.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check lessons: front matter, ids and folder names, snippets, Markdown and quizzes.",
        discussion: """
        Prints one problem a line as path:line:col: error: message, then a summary. Exits 0 when \
        there are no errors (warnings allowed), 1 when there are, 2 when the folder cannot be read.
        """)

    @OptionGroup var source: LessonSourceOptions
    @Argument(help: ArgumentHelp("The lessons folder to check. Default: as for --lessons.", valueName: "DIR"))
    var directory: String?
    @Flag(help: "Print a JSON array of {file, line, column, severity, message, lesson} and nothing else.")
    var json = false
    @Flag(help: ArgumentHelp(
        "Also compile each lesson's snippets with swiftc -typecheck, with the shared prelude.",
        discussion: "The compiler is found on PATH; without one, lint exits 2."))
    var typecheck = false

    func validate() throws {
        if directory != nil, source.lessons != nil {
            throw ValidationError("Give the lessons folder either as DIR or with --lessons, not both.")
        }
    }

    func run() throws {
        let path: String
        if let directory {
            path = directory
        } else {
            switch LessonLibrary.locate(source) {
            case .success(let found): path = found
            case .failure(let failure):
                StandardError.write("seams lint: " + failure.message)
                throw ExitCode(LintRun.unreadableFolder)
            }
        }
        var typechecker: SnippetTypechecker?
        if typecheck {
            let environment = ProcessInfo.processInfo.environment
            guard let compiler = SwiftCompiler.locate(environment: environment,
                                                      currentDirectory: FileManager.default.currentDirectoryPath) else {
                StandardError.write("seams lint: \(SwiftCompilerNotFound(searchPath: environment["PATH"]))")
                throw ExitCode(LintRun.unreadableFolder)
            }
            let prelude: TypecheckPrelude
            do {
                prelude = try TypecheckPrelude.forLessons(in: path)
            } catch {
                StandardError.write(error.description)
                throw ExitCode(LintRun.lessonErrors)
            }
            // Run from a package build folder, snippets may import the package's dependencies.
            let options = SnippetTypechecker.Options(extraArguments: BuildModules.argumentsForRunningExecutable())
            typechecker = SnippetTypechecker(compiler: compiler, prelude: prelude, options: options)
        }
        let result = LintRun.perform(directory: path, format: json ? .json : .text,
                                     linter: LessonLinter(knownModels: Set(LabCatalog.ids)), typechecker: typechecker)
        FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
        if !result.standardError.isEmpty { StandardError.write(result.standardError) }
        if result.exitCode != 0 { throw ExitCode(result.exitCode) }
    }
}
