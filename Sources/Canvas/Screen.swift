/// One cell of the grid. A wide character occupies a lead cell (`width == 2`) followed by a
/// continuation cell (`width == 0`) that is never drawn on its own.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: Style
    public var width: UInt8

    public init(_ character: Character = " ", style: Style = .plain, width: UInt8 = 1) {
        self.character = character
        self.style = style
        self.width = width
    }

    public static let blank = Cell()

    public var isContinuation: Bool { width == 0 }
}

/// A grid of cells: what one frame of the interface looks like. Rendering writes into it;
/// a backend puts it on a terminal; tests read it back as text.
public struct Screen: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: fill, count: self.width * self.height)
    }

    public init(size: Size) { self.init(width: size.width, height: size.height) }

    public var size: Size { Size(width: width, height: height) }
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
    }

    /// Puts one character at (x, y), clipped to `clip`; returns the columns it took (0 when
    /// it did not fit). Overwriting half of a wide character blanks its other half.
    @discardableResult
    public mutating func put(_ character: Character, x: Int, y: Int, style: Style, clip: Rect? = nil) -> Int {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard y >= area.y, y < area.maxY, x >= area.x, x < area.maxX else { return 0 }
        var glyph = character
        var columns = DisplayWidth.of(character)
        if columns == 0 {
            // Control characters and stray combining marks get a visible stand-in.
            if character == "\t" { glyph = " " } else { glyph = "\u{FFFD}" }
            columns = 1
        }
        if columns == 2 && x + 1 >= area.maxX {
            // A wide character that would straddle the edge shows as a space.
            clearHalves(x: x, y: y)
            cells[y * width + x] = Cell(" ", style: style)
            return 1
        }
        clearHalves(x: x, y: y)
        cells[y * width + x] = Cell(glyph, style: style, width: UInt8(columns))
        if columns == 2 {
            clearHalves(x: x + 1, y: y)
            cells[y * width + x + 1] = Cell(" ", style: style, width: 0)
        }
        return columns
    }

    /// Writes `text` from (x, y) onward on one line, clipped to `clip` (and at most
    /// `maxWidth` columns); returns the columns written.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, x: Int, y: Int, style: Style = .plain,
                               maxWidth: Int? = nil, clip: Rect? = nil) -> Int {
        var area = clip.map { $0.intersection(bounds) } ?? bounds
        if let maxWidth {
            area = area.intersection(Rect(x: x, y: y, width: maxWidth, height: 1))
        }
        var column = x
        for character in text {
            if column >= area.maxX { break }
            let used = put(character, x: column, y: y, style: style, clip: area)
            if used == 0 { break }
            column += used
        }
        return column - x
    }

    /// Fills a rectangle with `character` in `style`.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            var x = area.x
            while x < area.maxX {
                let used = put(character, x: x, y: y, style: style, clip: area)
                x += max(1, used)
            }
        }
    }

    /// Changes the style of every cell in `rect`, keeping the characters.
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                cells[y * width + x].style = transform(cells[y * width + x].style)
            }
        }
    }

    /// Row `y` as text, continuation cells skipped, trailing spaces kept.
    public func line(_ y: Int) -> String {
        var text = ""
        for x in 0..<width {
            let cell = self[x, y]
            if !cell.isContinuation { text.append(cell.character) }
        }
        return text
    }

    /// Every row as text with trailing spaces removed: what a person would read.
    public var lines: [String] {
        (0..<height).map { y in
            var row = line(y)
            while row.last == " " { row.removeLast() }
            return row
        }
    }

    /// The whole screen as text, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// Replaces one cell as it is, continuation cells included: for backends replaying runs.
    mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        cells[y * width + x] = cell
    }

    /// Blanks both halves of any wide character that covers (x, y).
    private mutating func clearHalves(x: Int, y: Int) {
        let index = y * width + x
        let cell = cells[index]
        if cell.width == 2, x + 1 < width {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        } else if cell.width == 0, x > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
    }
}

extension Rect {
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
