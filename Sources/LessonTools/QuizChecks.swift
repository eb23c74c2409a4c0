import LessonKit

/// The optional `quiz`: a list of questions, each with its text, two or more choices of
/// which exactly one is correct, and an explanation. Problems with a question are reported
/// at the question's line; problems with one choice at that choice.
enum QuizChecks {
    static let questionKeys = ["question", "choices", "explanation"]
    static let choiceKeys = ["text", "correct"]

    static func check(_ entries: [FrontMatterEntry], path: String) -> [Diagnostic] {
        guard let quiz = entries.entry("quiz") else { return [] }
        guard let questions = quiz.value.list else {
            return [Diagnostic(path: path, line: quiz.value.line, column: quiz.value.column, message:
                "'quiz' must be a list of questions, each starting with a '- question: ...' line")]
        }
        return questions.enumerated().flatMap { index, item in
            question(item, name: "quiz question \(index + 1)", path: path)
        }
    }

    static func question(_ item: FrontMatterValue, name: String, path: String) -> [Diagnostic] {
        func error(_ message: String, at value: FrontMatterValue = item) -> Diagnostic {
            Diagnostic(path: path, line: value.line, column: value.column, message: message)
        }
        guard let fields = item.mapping else {
            return [error("\(name) must be a mapping with 'question', 'choices' and 'explanation' keys")]
        }
        var found = FrontMatterChecks.unknownKeys(
            fields, known: questionKeys, place: " in \(name)",
            otherwise: "a question has only 'question', 'choices' and 'explanation'", path: path)
        if let problem = textProblem(fields, "question", in: name, add: "the text to ask") {
            found.append(error(problem))
        }
        found += choices(fields, question: item, name: name, path: path)
        if let problem = textProblem(fields, "explanation", in: name, add: "why the correct choice is right") {
            found.append(error(problem))
        }
        return found
    }

    private static func choices(_ fields: [FrontMatterEntry], question: FrontMatterValue, name: String,
                                path: String) -> [Diagnostic] {
        func error(_ message: String, at value: FrontMatterValue = question) -> Diagnostic {
            Diagnostic(path: path, line: value.line, column: value.column, message: message)
        }
        guard let entry = fields.entry("choices") else {
            return [error("\(name) has no 'choices': add 'choices:' with at least two '- text: ...' items")]
        }
        guard let choices = entry.value.list else {
            return [error("'choices' in \(name) must be a list of '- text: ...' items", at: entry.value)]
        }
        var found: [Diagnostic] = []
        if choices.count < 2 {
            found.append(error("\(name) has \(choices.count) choice\(choices.count == 1 ? "" : "s"): give at least two"))
        }
        var correct = 0
        for (index, choice) in choices.enumerated() {
            let choiceName = "choice \(index + 1) of \(name)"
            guard let parts = choice.mapping else {
                found.append(error("\(choiceName) must be written as '- text: ...'", at: choice))
                continue
            }
            found += FrontMatterChecks.unknownKeys(
                parts, known: choiceKeys, place: " in \(choiceName)",
                otherwise: "a choice has only 'text' and 'correct'", path: path)
            if let problem = textProblem(parts, "text", in: choiceName, add: "the answer") {
                found.append(error(problem, at: choice))
            }
            if let mark = parts.entry("correct") {
                switch mark.value.bool {
                case true?: correct += 1
                case false?: break
                case nil: found.append(error("'correct' in \(choiceName) must be true or false", at: mark.value))
                }
            }
        }
        if !choices.isEmpty, correct != 1 {
            found.append(error(correct == 0
                ? "\(name) has no correct choice: add 'correct: true' to the right one"
                : "\(name) has \(correct) correct choices: keep 'correct: true' on exactly one"))
        }
        return found
    }

    /// Why `key` of a question or choice is not usable text, or nil when it is.
    private static func textProblem(_ fields: [FrontMatterEntry], _ key: String, in name: String,
                                    add what: String) -> String? {
        guard let entry = fields.entry(key) else {
            return "\(name) has no '\(key)': add '\(key): ...' with \(what)"
        }
        guard let text = entry.value.string else {
            return "'\(key)' in \(name) must be text on one line, not a list or a mapping"
        }
        guard !text.allSatisfy(\.isWhitespace) else {
            return "'\(key)' in \(name) is empty: write \(what) after '\(key):'"
        }
        return nil
    }
}
