import ArgumentParser
import Dependencies
import Foundation
import LessonKit
import Services

/// `seams progress`: what the learner has done, and resetting it.
struct ProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Print your progress, or reset it.",
        discussion: "Progress lives in $XDG_DATA_HOME/seams/progress.json (by default ~/.local/share/seams/).")

    @OptionGroup var source: LessonSourceOptions
    @Option(name: .long, help: ArgumentHelp("Reset one lesson's progress (by id), or everything with `all`.", valueName: "ID|all"))
    var reset: String?
    @Flag(help: "Reset without asking.") var yes = false

    func run() throws {
        let store = ProgressStore()
        if let reset {
            let target = reset == "all" ? nil : reset
            if !yes {
                let what = target.map { "the progress of \($0)" } ?? "all your progress"
                print("Reset \(what)? Type y to confirm: ", terminator: "")
                guard let answer = readLine(), answer.lowercased().hasPrefix("y") else {
                    print("Nothing was reset.")
                    return
                }
            }
            do {
                try store.reset(target)
            } catch {
                StandardError.write("seams progress: could not reset: \(error.localizedDescription)")
                throw ExitCode(1)
            }
            print(target.map { "Reset the progress of \($0)." } ?? "Reset all progress.")
            return
        }
        let loaded = store.load()
        if let warning = loaded.warning { StandardError.write("seams: " + warning) }
        let lessons: [Lesson]
        switch LessonLibrary.catalog(source) {
        case .success(let catalog): lessons = catalog.lessons
        case .failure: lessons = []
        }
        print(ProgressSummary(progress: loaded.progress, lessons: lessons).text, terminator: "")
    }
}

/// The lines `seams progress` prints.
struct ProgressSummary {
    var progress: LearnerProgress
    var lessons: [Lesson]

    var text: String {
        var lines: [String] = []
        var known = Set<String>()
        for lesson in lessons where !lesson.isBroken {
            known.insert(lesson.id)
            lines.append(line(lesson.id, title: lesson.title, progress.lessons[lesson.id]))
        }
        for (id, entry) in progress.lessons.sorted(by: { $0.key < $1.key }) where !known.contains(id) {
            lines.append(line(id, title: "(not in the lessons folder)", entry))
        }
        let done = progress.lessons.values.filter { $0.completed != nil }.count
        lines.append("\(done) of \(max(known.count, progress.lessons.count)) lessons complete")
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(_ id: String, title: String, _ entry: LessonProgress?) -> String {
        guard let entry else { return "  \(id): not started" }
        var parts = ["\(entry.stepsRead.count) of \(entry.stepCount) steps"]
        if let quiz = entry.quiz { parts.append("quiz \(quiz.correct)/\(quiz.total)\(quiz.passed ? " passed" : "")") }
        let mark = entry.completed != nil ? "✓" : "•"
        if entry.completed != nil { parts.append("complete") }
        return "\(mark) \(id): " + parts.joined(separator: ", ")
    }
}
