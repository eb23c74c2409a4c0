import Canvas

/// Hands out ncurses colour-pair numbers for (foreground, background) on first use, and
/// maps palette indices the terminal lacks down to the colours it has. Pure.
public struct ColorPairTable: Sendable {
    /// What `pair(for:)` found: the pair number, and the colours to `init_extended_pair`
    /// it with when it is new.
    public struct Lookup: Hashable, Sendable {
        public var number: Int32
        public var isNew: Bool
        public var foreground: Int32
        public var background: Int32

        public init(number: Int32, isNew: Bool, foreground: Int32, background: Int32) {
            self.number = number
            self.isNew = isNew
            self.foreground = foreground
            self.background = background
        }
    }

    /// Colours the terminal has (`COLORS`).
    public let colors: Int
    /// Highest usable pair number (`COLOR_PAIRS - 1`); pair 0 is fixed by ncurses.
    public let maxPair: Int32
    /// Whether `use_default_colors` succeeded, so -1 means "the terminal's own colour".
    public let defaultColors: Bool

    private var numbers: [Key: Int32] = [:]
    private var nextNumber: Int32 = 1

    private struct Key: Hashable, Sendable {
        var foreground: Int32
        var background: Int32
    }

    public init(colors: Int, pairs: Int, defaultColors: Bool) {
        self.colors = colors
        self.maxPair = Int32(max(0, pairs - 1))
        self.defaultColors = defaultColors
    }

    /// How many pairs have been handed out.
    public var count: Int { numbers.count }

    /// The pair for a style's colours. Pair 0 is the terminal default; when every pair is
    /// taken, new combinations fall back to it (redefining a pair in use would recolour
    /// cells already on screen).
    public mutating func pair(foreground: Color, background: Color) -> Lookup {
        let key = Key(foreground: resolve(foreground, isForeground: true),
                      background: resolve(background, isForeground: false))
        if key == defaultPair {
            return Lookup(number: 0, isNew: false, foreground: key.foreground, background: key.background)
        }
        if let number = numbers[key] {
            return Lookup(number: number, isNew: false, foreground: key.foreground, background: key.background)
        }
        guard nextNumber <= maxPair else {
            return Lookup(number: 0, isNew: false, foreground: key.foreground, background: key.background)
        }
        let number = nextNumber
        nextNumber += 1
        numbers[key] = number
        return Lookup(number: number, isNew: true, foreground: key.foreground, background: key.background)
    }

    /// What pair 0 shows: the terminal's colours, or white on black without default colours.
    private var defaultPair: Key {
        defaultColors ? Key(foreground: -1, background: -1) : Key(foreground: 7, background: 0)
    }

    private func resolve(_ color: Color, isForeground: Bool) -> Int32 {
        if color.isDefault {
            if defaultColors { return -1 }
            return isForeground ? 7 : 0
        }
        return Int32(Self.reduce(color.index, toColors: colors))
    }

    /// A palette index the terminal can show: itself when it fits, else the nearest of the
    /// 16 (or 8) basic colours by xterm's RGB values.
    public static func reduce(_ index: Int16, toColors colors: Int) -> Int16 {
        guard index >= 0 else { return -1 }
        if Int(index) < colors { return index }
        let available = colors >= 16 ? 16 : 8
        if index < 16 { return index % 8 }  // bright → normal on an 8-colour terminal
        let target = rgb(of: Int(index))
        var best = 0
        var bestDistance = Int.max
        for candidate in 0..<available {
            let c = basicRGB[candidate]
            let distance = square(c.0 - target.0) + square(c.1 - target.1) + square(c.2 - target.2)
            if distance < bestDistance {
                best = candidate
                bestDistance = distance
            }
        }
        return Int16(best)
    }

    private static func square(_ value: Int) -> Int { value * value }

    // xterm's defaults for the 16 basic colours.
    private static let basicRGB: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
        (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
        (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// RGB of a 256-palette index from 16 up: the 6×6×6 cube, then 24 greys.
    static func rgb(of index: Int) -> (Int, Int, Int) {
        if index >= 232 {
            let level = 8 + 10 * (index - 232)
            return (level, level, level)
        }
        let cube = index - 16
        let levels = [0, 95, 135, 175, 215, 255]
        return (levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6])
    }
}
