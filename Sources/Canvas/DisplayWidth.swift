/// How many terminal columns text takes: 2 for wide (East Asian wide, emoji), 0 for
/// combining marks and format characters, 1 otherwise. Pure, so it does not depend on the
/// process locale the way `wcwidth` does.
public enum DisplayWidth {
    /// Columns taken by one grapheme cluster.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // An emoji variation selector turns a text-style symbol into a wide emoji.
        if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji {
            return 2
        }
        return of(first)
    }

    /// Columns taken by a single scalar.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if value == 0x200B { return 0 }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and finals
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(value) ? 2 : 1
    }

    /// Columns taken by a whole string.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The longest prefix of `text` that fits in `width` columns, with `ellipsis` appended
    /// when anything was cut (the ellipsis counts towards the width).
    public static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        let room = width - of(ellipsis)
        guard room >= 0 else { return "" }
        var used = 0
        var result = ""
        for character in text {
            let w = of(character)
            if used + w > room { break }
            used += w
            result.append(character)
        }
        return result + ellipsis
    }

    /// `text` padded with spaces (or cut) to exactly `width` columns.
    public static func pad(_ text: String, to width: Int) -> String {
        let cut = of(text) > width ? truncate(text, to: width) : text
        return cut + String(repeating: " ", count: max(0, width - of(cut)))
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        for range in wideRanges where range.contains(value) { return true }
        return false
    }
}
