import Foundation
import LessonKit

/// Finds and loads the lessons folder for a command, or says plainly why it cannot.
enum LessonLibrary {
    struct Loaded {
        var path: String
        var lessons: [Lesson]
    }

    static func load(_ options: LessonSourceOptions) -> Result<Loaded, CommandFailure> {
        locate(options).flatMap { path in
            do {
                return .success(Loaded(path: path, lessons: try LessonLoader.discover(in: path)))
            } catch {
                return .failure(CommandFailure(message: "\(error)", code: 1))
            }
        }
    }

    /// The lessons folder, watched for edits, for the interactive browser.
    static func catalog(_ options: LessonSourceOptions) -> Result<LessonCatalog, CommandFailure> {
        locate(options).flatMap { path in
            do {
                return .success(try LessonCatalog(directory: path))
            } catch {
                return .failure(CommandFailure(message: "\(error)", code: 1))
            }
        }
    }

    static func locate(_ options: LessonSourceOptions) -> Result<String, CommandFailure> {
        let environment = ProcessInfo.processInfo.environment
        let locator = LessonLocator(
            option: options.lessons,
            environment: environment["SEAMS_LESSONS"],
            workingDirectory: FileManager.default.currentDirectoryPath,
            executablePath: executablePath(),
            directoryExists: { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            }
        )
        switch locator.locate() {
        case .failure(let notFound):
            return .failure(CommandFailure(message: notFound.description, code: 1))
        case .success(let found):
            return .success(found.path)
        }
    }

    /// The running executable, resolved through `/proc/self/exe` where it exists.
    static func executablePath() -> String? {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        let argument = CommandLine.arguments.first ?? ""
        if argument.hasPrefix("/") { return argument }
        return FileManager.default.currentDirectoryPath + "/" + argument
    }

    /// The lesson a user named: by id, folder name or number.
    static func find(_ name: String, in lessons: [Lesson]) -> Lesson? {
        lessons.first { $0.id == name }
            ?? lessons.first { $0.folderName == name }
            ?? Int(name).flatMap { number in lessons.first { $0.number == number } }
    }

    static func unknownLesson(_ name: String, _ lessons: [Lesson]) -> CommandFailure {
        let known = lessons.map(\.id).joined(separator: "\n  ")
        return CommandFailure(message: "No lesson with id '\(name)'. Known lessons:\n  \(known)", code: 1)
    }
}

/// A command that failed with a message for stderr and an exit code.
struct CommandFailure: Error {
    var message: String
    var code: Int32
}

/// Standard error, for messages that are not the command's output.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
