import Canvas
import LessonKit
import Markup
import SeamsCore

/// Lessons built in memory, so core tests read no files.
enum Fixtures {
    static func lesson(_ number: Int, _ id: String, _ title: String, technique: String, summary: String = "A summary.",
                       model: String? = nil,
                       body: String = "## One\n\nFirst step.\n\n## Two\n\nSecond step.\n") -> Lesson {
        let folder = (number < 10 ? "0\(number)" : "\(number)") + "-" + id
        return Lesson(number: number, folderName: folder, folderPath: "Lessons/" + folder,
                      status: .ready(FrontMatter(id: id, title: title, technique: technique, summary: summary, model: model)),
                      body: body, bodyLine: 7)
    }

    static func broken(_ number: Int, _ id: String) -> Lesson {
        let folder = "0\(number)-" + id
        return Lesson(number: number, folderName: folder, folderPath: "Lessons/" + folder,
                      status: .broken(Diagnostic(path: "Lessons/\(folder)/lesson.md", line: 3, column: 8,
                                                 message: "front matter: did not find expected ',' or ']'")))
    }

    static let lessons: [Lesson] = [
        lesson(0, "what-is-a-seam", "What is a seam?", technique: "Seams and FIRE",
               summary: "Why hard dependencies make tests slow, and what a seam is."),
        lesson(1, "constructor-injection", "Constructor injection", technique: "Parameterize constructor",
               summary: "Pass the network client into init, with the shared one as the default.",
               model: "constructor-injection"),
        broken(2, "property-injection"),
        lesson(3, "wrapper-class", "Wrap what you cannot change", technique: "Adapt parameter"),
    ]

    static func content(steps: Int = 3, snippets: [SnippetKind] = [.before, .after], stepLines: Int = 3) -> LessonContent {
        let stepList = (1...steps).map { index in
            let body = (1...stepLines).map { "Line \($0) of step \(index)." }.joined(separator: "\n\n")
            return LessonStep(title: "Step title \(index)", blocks: Markdown.parse(body).blocks, line: index * 10)
        }
        var map: [SnippetKind: Snippet] = [:]
        for kind in snippets {
            let source = "// \(kind.fileName)\nstruct \(kind.rawValue.capitalized) {\n    let value = 1\n}\n"
            map[kind] = Snippet(kind: kind, path: "Lessons/x/\(kind.fileName)", source: source,
                                lines: SwiftHighlighter.highlight(source))
        }
        return LessonContent(steps: stepList, snippets: map)
    }

    static func state(width: Int = 80, height: Int = 24, lessons: [Lesson] = Fixtures.lessons,
                      lastPosition: ReadingPosition? = nil) -> AppState {
        AppState(lessons: lessons, lessonsPath: "Lessons", size: Size(width: width, height: height),
                 lastPosition: lastPosition)
    }

    /// Opens lesson `folder` and delivers `content`, as the run loop would.
    static func reading(_ folder: String = "01-constructor-injection", content: LessonContent = Fixtures.content(),
                        width: Int = 80, height: Int = 24) -> AppState {
        var state = Fixtures.state(width: width, height: height)
        let index = state.lessons.firstIndex { $0.folderName == folder }!
        for _ in 0..<index { _ = Interface.update(&state, .keyPressed(.down)) }
        _ = Interface.update(&state, .keyPressed(.enter))
        _ = Interface.update(&state, .contentLoaded(folderName: folder, content))
        return state
    }
}

extension AppState {
    var reader: ReaderState? {
        if case .reader(let reader) = route { return reader }
        return nil
    }

    /// Presses keys in order and returns every effect they produced.
    @discardableResult
    mutating func press(_ keys: Key...) -> [Effect] {
        keys.flatMap { Interface.update(&self, .keyPressed($0)) }
    }

    mutating func type(_ text: String) {
        for character in text { _ = Interface.update(&self, .keyPressed(.char(character))) }
    }
}
