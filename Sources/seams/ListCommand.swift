import ArgumentParser
import Canvas
import Foundation
import LessonKit

/// `seams list`: the lessons, one a line, or as JSON.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Print the lessons: id, title and technique.")

    @OptionGroup var source: LessonSourceOptions
    @Flag(help: "Print a JSON array instead of a table.") var json = false

    func run() throws {
        let loaded: LessonLibrary.Loaded
        switch LessonLibrary.load(source) {
        case .success(let value): loaded = value
        case .failure(let failure):
            StandardError.write(failure.message)
            throw ExitCode(failure.code)
        }
        if json {
            print(try Self.json(loaded.lessons))
        } else {
            print(Self.table(loaded.lessons), terminator: "")
        }
    }

    struct Entry: Encodable {
        var number: Int?
        var id: String
        var title: String
        var technique: String
        var summary: String
        var folder: String
        var broken: Bool
        var error: String?
    }

    static func json(_ lessons: [Lesson]) throws -> String {
        let entries = lessons.map { lesson in
            Entry(number: lesson.number, id: lesson.id, title: lesson.title, technique: lesson.technique,
                  summary: lesson.summary, folder: lesson.folderPath, broken: lesson.isBroken,
                  error: lesson.diagnostic?.located)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self)
    }

    static func table(_ lessons: [Lesson]) -> String {
        guard !lessons.isEmpty else { return "No lessons.\n" }
        let idWidth = lessons.map { DisplayWidth.of($0.id) }.max() ?? 0
        let titleWidth = lessons.map { DisplayWidth.of($0.title) }.max() ?? 0
        var output = ""
        for lesson in lessons {
            let number = lesson.number.map(LessonFolderName.format) ?? "  "
            let technique = lesson.diagnostic.map { "BROKEN: \($0.located)" } ?? lesson.technique
            output += "\(number)  \(DisplayWidth.pad(lesson.id, to: idWidth))  \(DisplayWidth.pad(lesson.title, to: titleWidth))  \(technique)\n"
        }
        return output
    }
}
