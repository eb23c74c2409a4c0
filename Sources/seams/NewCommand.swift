import ArgumentParser
import Foundation
import LessonKit
import LessonTools

/// `seams new ID`: a new lesson folder, numbered after the others, with files to fill in.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a new lesson: NN-ID/ with lesson.md and snippets that type-check.",
        discussion: """
        The folder is numbered after the last lesson. lesson.md has its front matter filled in \
        and one step per topic to write; before.swift, after.swift and test.swift hold a small \
        example that type-checks, with comments on what to replace it with.
        """)

    @OptionGroup var source: LessonSourceOptions
    @Argument(help: "The lesson's id: a lowercase slug such as constructor-injection.") var id: String
    @Option(help: "The title readers see. Default: made from the id.") var title: String?
    @Option(help: "Short name of the technique taught. Default: the title.") var technique: String?

    func run() throws {
        let loaded: LessonLibrary.Loaded
        switch LessonLibrary.load(source) {
        case .success(let value): loaded = value
        case .failure(let failure):
            StandardError.write("seams: " + failure.message)
            throw ExitCode(failure.code)
        }
        do throws(ScaffoldError) {
            let folders = (try? FileManager.default.contentsOfDirectory(atPath: loaded.path)) ?? []
            let scaffold = try LessonScaffold.plan(id: id, title: title, technique: technique,
                                                   existingFolders: folders,
                                                   existingIDs: Set(loaded.lessons.map(\.id)))
            for path in try scaffold.write(into: loaded.path) {
                print(path)
            }
        } catch {
            StandardError.write("seams new: \(error.description)")
            throw ExitCode(1)
        }
    }
}
