/// A terminal size in columns and rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of cells, origin at the top left.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The rectangle shrunk by `amount` on every side.
    public func inset(by amount: Int) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// Splits off the top `rows` rows; returns (top, rest).
    public func splitTop(_ rows: Int) -> (Rect, Rect) {
        let top = min(max(0, rows), height)
        return (Rect(x: x, y: y, width: width, height: top),
                Rect(x: x, y: y + top, width: width, height: height - top))
    }

    /// Splits off the bottom `rows` rows; returns (rest, bottom).
    public func splitBottom(_ rows: Int) -> (Rect, Rect) {
        let bottom = min(max(0, rows), height)
        return (Rect(x: x, y: y, width: width, height: height - bottom),
                Rect(x: x, y: maxY - bottom, width: width, height: bottom))
    }

    /// Splits off the left `columns` columns; returns (left, rest).
    public func splitLeft(_ columns: Int) -> (Rect, Rect) {
        let left = min(max(0, columns), width)
        return (Rect(x: x, y: y, width: left, height: height),
                Rect(x: x + left, y: y, width: width - left, height: height))
    }
}
