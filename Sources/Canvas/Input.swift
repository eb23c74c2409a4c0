/// A key as the interface sees it, decoded from whatever the terminal sent.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case home, end, pageUp, pageDown
    case insert, delete
    case enter, escape, tab, backTab, backspace
    /// F1 to F24.
    case function(Int)
    /// Ctrl with a lowercase letter: `.ctrl("c")`.
    case ctrl(Character)
    /// A printable character, including space and any Unicode text.
    case char(Character)

    /// A short name for help screens and footers: `↑`, `PgDn`, `Ctrl-C`, `q`.
    public var label: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .insert: "Ins"
        case .delete: "Del"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .function(let n): "F\(n)"
        case .ctrl(let c): "Ctrl-\(c.uppercased())"
        case .char(" "): "Space"
        case .char(let c): String(c)
        }
    }
}

/// What the mouse did, at a cell position.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case wheelUp, wheelDown, press, release, click
    }

    public var kind: Kind
    public var x: Int
    public var y: Int

    public init(_ kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}

/// One thing that came in from the terminal.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(Size)
}
