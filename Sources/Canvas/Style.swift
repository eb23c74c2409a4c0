/// A terminal colour: the terminal's default, one of the 16 basic colours, or a 256-colour index.
public struct Color: Hashable, Sendable {
    /// -1 is the terminal's own default; 0–255 index the xterm palette.
    public let index: Int16

    public init(index: Int16) { self.index = max(-1, min(255, index)) }

    public static let `default` = Color(index: -1)
    public static let black = Color(index: 0)
    public static let red = Color(index: 1)
    public static let green = Color(index: 2)
    public static let yellow = Color(index: 3)
    public static let blue = Color(index: 4)
    public static let magenta = Color(index: 5)
    public static let cyan = Color(index: 6)
    public static let white = Color(index: 7)
    public static let brightBlack = Color(index: 8)
    public static let brightRed = Color(index: 9)
    public static let brightGreen = Color(index: 10)
    public static let brightYellow = Color(index: 11)
    public static let brightBlue = Color(index: 12)
    public static let brightMagenta = Color(index: 13)
    public static let brightCyan = Color(index: 14)
    public static let brightWhite = Color(index: 15)

    /// A colour from the 256-colour palette.
    public static func palette(_ index: UInt8) -> Color { Color(index: Int16(index)) }

    public var isDefault: Bool { index < 0 }
}

/// Text attributes a cell can carry besides its colours.
public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let underline = Attributes(rawValue: 1 << 2)
    public static let reverse = Attributes(rawValue: 1 << 3)
    public static let italic = Attributes(rawValue: 1 << 4)
}

/// How a cell is drawn: foreground, background and attributes.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()

    public func with(_ extra: Attributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    public func foreground(_ color: Color) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }

    public func background(_ color: Color) -> Style {
        var copy = self
        copy.background = color
        return copy
    }

    /// The same style with every colour removed, for `NO_COLOR`.
    public var withoutColor: Style { Style(attributes: attributes) }

    public var isBold: Bool { attributes.contains(.bold) }
    public var isDim: Bool { attributes.contains(.dim) }
    public var isUnderlined: Bool { attributes.contains(.underline) }
    public var isReversed: Bool { attributes.contains(.reverse) }
}
