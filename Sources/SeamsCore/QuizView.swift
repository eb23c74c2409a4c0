import Canvas
import LessonKit
import Markup

/// The quiz at the end of a lesson: one question at a time, feedback and the explanation as
/// soon as an answer is given, and the score at the end.
struct QuizView {
    var state: AppState
    var quiz: QuizState
    var rect: Rect

    func draw(_ screen: inout Screen) {
        let width = max(10, min(rect.width - 4, 100))
        var lines: [StyledLine] = []
        if quiz.isFinished {
            lines = finishedLines(width: width)
        } else if let question = quiz.question {
            lines = questionLines(question, width: width)
        }
        for (offset, line) in lines.prefix(rect.height).enumerated() {
            screen.draw(line, x: rect.x + 2, y: rect.y + offset, width: width, theme: state.theme)
        }
    }

    private func questionLines(_ question: QuizQuestion, width: Int) -> [StyledLine] {
        var lines = [StyledLine("Question \(quiz.index + 1) of \(quiz.questions.count)", .heading2), StyledLine()]
        lines += MarkdownRendering.inline(question.question, width: width, role: .strong)
        lines.append(StyledLine())
        for (index, choice) in question.choices.enumerated() {
            let pointer = index == quiz.selection && quiz.chosen == nil ? String(state.glyphs.pointer) : " "
            var mark = " "
            var role = TextRole.plain
            if let chosen = quiz.chosen {
                if choice.isCorrect { mark = String(state.glyphs.check); role = .added }
                else if index == chosen { mark = String(state.glyphs.failMark); role = .removed }
                else { role = .muted }
            }
            let prefix = "\(pointer) \(mark) \(index + 1). "
            let wrapped = MarkdownRendering.inline(choice.text, width: width - prefix.count, role: role)
            for (line, text) in wrapped.enumerated() {
                var row = StyledLine(line == 0 ? prefix : String(repeating: " ", count: prefix.count), role == .muted ? .muted : .listMarker)
                row.append(contentsOf: text)
                lines.append(row)
            }
        }
        lines.append(StyledLine())
        if let chosen = quiz.chosen {
            let right = question.choices[chosen].isCorrect
            lines.append(StyledLine(right ? "Correct." : "Not quite.", right ? .added : .removed))
            if !question.explanation.isEmpty {
                lines += MarkdownRendering.inline(question.explanation, width: width, role: .plain)
            }
            lines.append(StyledLine())
            let last = quiz.index + 1 == quiz.questions.count
            lines.append(StyledLine(last ? "Enter: see your score." : "Enter: next question.", .muted))
        } else {
            lines.append(StyledLine("Choose with ↑↓ and Enter, or press the choice's number.", .muted))
        }
        return lines
    }

    private func finishedLines(width: Int) -> [StyledLine] {
        let total = quiz.questions.count
        let passed = quiz.correct * 3 >= total * 2
        var lines = [StyledLine("Quiz finished", .heading2), StyledLine()]
        lines.append(StyledLine("\(quiz.correct) of \(total) right: " + (passed ? "passed." : "not passed yet."),
                                passed ? .added : .warning))
        lines.append(StyledLine())
        if let lesson = state.lesson(named: quiz.reader.folderName) {
            let done = state.isComplete(lesson)
            lines += wrapPlain(done ? "This lesson is complete."
                               : passed ? "Read every step to complete the lesson."
                               : "Two answers in three make a pass: go back and try again when you like.",
                               width: width, role: .plain)
        }
        lines.append(StyledLine())
        lines.append(StyledLine("Enter or Esc: back to the lesson.", .muted))
        return lines
    }
}

extension MarkdownRendering {
    /// One paragraph of inline Markdown (`code`, *emphasis*), wrapped.
    static func inline(_ text: String, width: Int, role: TextRole) -> [StyledLine] {
        let blocks = Markdown.parse(text).blocks
        let lines = MarkdownLayout(width: max(1, width), glyphs: .unicode, highlighter: SwiftHighlighter.fence).lines(for: blocks)
        let trimmed = lines.filter { !$0.spans.isEmpty }
        return trimmed.isEmpty ? [StyledLine(text, role)] : trimmed
    }
}
