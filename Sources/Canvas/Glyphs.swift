/// The characters borders, bullets and markers are drawn with: box drawing on a UTF-8
/// terminal, plain ASCII where wide characters cannot be shown.
public struct Glyphs: Hashable, Sendable {
    public var horizontal: Character
    public var vertical: Character
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
    public var teeDown: Character
    public var teeUp: Character
    public var teeRight: Character
    public var teeLeft: Character
    public var cross: Character
    public var bullet: Character
    public var ellipsis: String
    public var pointer: Character
    public var quoteBar: Character
    public var check: Character
    public var failMark: Character
    public var block: Character
    public var shade: Character

    public static let unicode = Glyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
        bottomRight: "┘", teeDown: "┬", teeUp: "┴", teeRight: "├", teeLeft: "┤", cross: "┼",
        bullet: "•", ellipsis: "…", pointer: "▶", quoteBar: "┃", check: "✓", failMark: "✗",
        block: "█", shade: "░"
    )

    public static let ascii = Glyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
        bottomRight: "+", teeDown: "+", teeUp: "+", teeRight: "+", teeLeft: "+", cross: "+",
        bullet: "*", ellipsis: "...", pointer: ">", quoteBar: "|", check: "+", failMark: "x",
        block: "#", shade: "."
    )
}
