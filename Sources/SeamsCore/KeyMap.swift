import Canvas
import LessonKit
import MiniModels

/// Everything a key can ask the interface to do.
public enum Command: Hashable, Sendable {
    case quit, leaveTour, toggleHelp, back, cycleTheme
    case moveUp, moveDown, pageUp, pageDown, top, bottom
    case open, startFilter
    case nextStep, previousStep
    case cycleSnippet, showSnippet(CodeView), switchFocus
    case toggleLive, runModel, swapModel, resetModel, modelAction(String)
    case choose(Int)
    case closeHelp
}

/// One or more keys bound to a command, with the help text that describes it. The help
/// overlay and the footer are generated from these, so they cannot disagree with the keys.
public struct KeyBinding: Hashable, Sendable {
    public var keys: [Key]
    public var command: Command
    public var help: String
    /// A short label for the footer; nil keeps the binding out of it.
    public var footer: String?
    /// The keys the footer names, when not just the first key (`←/→` for a pair).
    public var footerKeys: String?

    public init(_ keys: [Key], _ command: Command, _ help: String, footer: String? = nil, footerKeys: String? = nil) {
        self.keys = keys
        self.command = command
        self.help = help
        self.footer = footer
        self.footerKeys = footerKeys
    }

    /// The keys as a person reads them: `↓ j`.
    public var keyLabel: String { keys.map(\.label).joined(separator: " ") }

    /// The keys as the footer names them.
    public var footerKeyLabel: String { footerKeys ?? keys.first?.label ?? "" }
}

/// A titled group of bindings that are active together.
public struct KeyMap: Hashable, Sendable {
    public var title: String
    public var bindings: [KeyBinding]

    public init(_ title: String, _ bindings: [KeyBinding]) {
        self.title = title
        self.bindings = bindings
    }

    public func command(for key: Key) -> Command? {
        bindings.first { $0.keys.contains(key) }?.command
    }
}

extension KeyMap {
    static let scrolling: [KeyBinding] = [
        KeyBinding([.down, .char("j")], .moveDown, "Move down", footer: "move", footerKeys: "↑↓"),
        KeyBinding([.up, .char("k")], .moveUp, "Move up"),
        KeyBinding([.pageDown, .char(" "), .ctrl("f")], .pageDown, "Page down"),
        KeyBinding([.pageUp, .char("b"), .ctrl("b")], .pageUp, "Page up"),
        KeyBinding([.home, .char("g")], .top, "Go to the top"),
        KeyBinding([.end, .char("G")], .bottom, "Go to the bottom"),
    ]

    /// Keys that work on every screen.
    public static let global = KeyMap("List and reader", [
        KeyBinding([.char("?"), .function(1)], .toggleHelp, "Show or hide this help", footer: "help"),
        KeyBinding([.char("q"), .ctrl("c")], .quit, "Quit Seams", footer: "quit"),
        KeyBinding([.char("T")], .cycleTheme, "Change the theme"),
    ])

    /// The keys that work everywhere during the onboarding tour: q leaves the tour.
    public static let tourGlobal = KeyMap("List and reader, in the tour", [
        KeyBinding([.char("?"), .function(1)], .toggleHelp, "Show or hide this help", footer: "help"),
        KeyBinding([.char("q")], .leaveTour, "Leave the tour; Seams starts for real", footer: "leave tour"),
        KeyBinding([.ctrl("c")], .quit, "Quit Seams"),
        KeyBinding([.char("T")], .cycleTheme, "Change the theme"),
    ])

    /// The key maps the footer pins to its right edge.
    var isPinned: Bool { self == .global || self == .tourGlobal }

    /// The lesson list.
    public static let lessonList = KeyMap("Lesson list", scrolling + [
        KeyBinding([.enter, .right, .char("l")], .open, "Open the selected lesson", footer: "open"),
        KeyBinding([.char("/")], .startFilter, "Filter lessons by text", footer: "filter"),
        KeyBinding([.escape], .back, "Clear the filter"),
    ])

    /// While typing a filter: printable keys are text, so only these keys are commands.
    public static let filterEntry = KeyMap("Filter", [
        KeyBinding([.enter], .open, "Keep the filter and go back to the list", footer: "done"),
        KeyBinding([.escape], .back, "Clear the filter", footer: "clear"),
        KeyBinding([.down], .moveDown, "Move down"),
        KeyBinding([.up], .moveUp, "Move up"),
        KeyBinding([.ctrl("c")], .quit, "Quit Seams"),
    ])

    /// The lesson reader.
    public static let reader = KeyMap("Lesson reader", scrolling + [
        KeyBinding([.char("n"), .right, .char("l")], .nextStep, "Next step; after the last, the quiz", footer: "step", footerKeys: "←→"),
        KeyBinding([.char("p"), .left, .char("h")], .previousStep, "Previous step"),
        KeyBinding([.char("s")], .cycleSnippet, "Switch snippet: before, after, test, diff", footer: "snippet"),
        KeyBinding([.char("1")], .showSnippet(.before), "Show before.swift"),
        KeyBinding([.char("2")], .showSnippet(.after), "Show after.swift"),
        KeyBinding([.char("3")], .showSnippet(.test), "Show test.swift"),
        KeyBinding([.char("d"), .char("4")], .showSnippet(.diff), "Show what changed from before to after"),
        KeyBinding([.tab], .switchFocus, "Scroll the text, the code or the live trace", footer: "pane"),
        KeyBinding([.char("m")], .toggleLive, "Open or close the live model", footer: "live"),
        KeyBinding([.escape, .backspace], .back, "Back to the lesson list", footer: "back"),
    ])

    /// The live panel's keys: run, swap, reset, and the model's own actions.
    public static func live(_ descriptor: LabDescriptor) -> KeyMap {
        KeyMap("Live model: \(descriptor.title)", [
            KeyBinding([.char("r")], .runModel, "Run the model's script once, timed", footer: "run"),
            KeyBinding([.char("w")], .swapModel, "Swap in the test double (the panel says how)", footer: "swap"),
            KeyBinding([.char("x")], .resetModel, "Reset: a fresh model on the real dependency", footer: "reset"),
        ] + descriptor.actions.map { action in
            KeyBinding([.char(action.key)], .modelAction(action.id), action.title)
        })
    }

    /// The quiz.
    public static let quiz = KeyMap("Quiz", [
        KeyBinding([.down, .char("j")], .moveDown, "Next choice", footer: "choose", footerKeys: "↑↓"),
        KeyBinding([.up, .char("k")], .moveUp, "Previous choice"),
        KeyBinding((1...9).map { Key.char(Character(String($0))) }, .choose(0), "Answer with that choice", footer: "answer", footerKeys: "1-9"),
        KeyBinding([.enter], .open, "Answer, then go on to the next question", footer: "answer/next", footerKeys: "Enter"),
        KeyBinding([.escape, .backspace], .back, "Back to the lesson", footer: "back"),
    ])

    /// The help overlay.
    public static let help = KeyMap("Help", [
        KeyBinding([.escape, .char("?"), .char("q"), .function(1)], .closeHelp, "Close the help", footer: "close"),
        KeyBinding([.down, .char("j")], .moveDown, "Scroll down"),
        KeyBinding([.up, .char("k")], .moveUp, "Scroll up"),
    ])
}
