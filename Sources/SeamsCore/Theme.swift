import Canvas
import Markup

/// Turns what text is (its role) into how it looks. `monochrome` uses attributes only, for
/// `NO_COLOR` and terminals without colour.
public struct Theme: Hashable, Sendable {
    public var name: String
    public var usesColor: Bool

    public static let standard = Theme(name: "standard", usesColor: true)
    public static let monochrome = Theme(name: "monochrome", usesColor: false)

    public func style(_ role: TextRole, traits: TextTraits = []) -> Style {
        var style = usesColor ? colored(role) : plain(role)
        if traits.contains(.strong) { style.attributes.insert(.bold) }
        if traits.contains(.emphasis) { style.attributes.insert(.italic) }
        return style
    }

    // Interface chrome.
    public var titleBar: Style { usesColor ? Style(foreground: .black, background: .cyan, attributes: .bold) : Style(attributes: [.reverse, .bold]) }
    public var titleBarDim: Style { usesColor ? Style(foreground: .black, background: .cyan) : Style(attributes: .reverse) }
    public var footer: Style { usesColor ? Style(foreground: .white, background: .palette(236)) : Style(attributes: .reverse) }
    public var footerKey: Style { usesColor ? Style(foreground: .brightYellow, background: .palette(236), attributes: .bold) : Style(attributes: [.reverse, .bold]) }
    public var selection: Style { usesColor ? Style(foreground: .black, background: .brightCyan) : Style(attributes: .reverse) }
    public var border: Style { usesColor ? Style(foreground: .brightBlack) : Style(attributes: .dim) }
    public var focusedBorder: Style { usesColor ? Style(foreground: .cyan, attributes: .bold) : Style(attributes: .bold) }
    public var paneTitle: Style { usesColor ? Style(foreground: .cyan, attributes: .bold) : Style(attributes: .bold) }
    public var tabActive: Style { usesColor ? Style(foreground: .black, background: .yellow, attributes: .bold) : Style(attributes: [.reverse, .bold]) }
    public var tabInactive: Style { usesColor ? Style(foreground: .white) : Style() }
    public var lineNumber: Style { usesColor ? Style(foreground: .brightBlack) : Style(attributes: .dim) }
    public var muted: Style { style(.muted) }
    public var error: Style { style(.error) }
    public var accent: Style { usesColor ? Style(foreground: .yellow, attributes: .bold) : Style(attributes: .bold) }
    public var overlay: Style { Style() }

    private func colored(_ role: TextRole) -> Style {
        switch role {
        case .plain, .identifier: Style()
        case .heading1: Style(foreground: .brightCyan, attributes: [.bold, .underline])
        case .heading2: Style(foreground: .brightCyan, attributes: .bold)
        case .heading3: Style(foreground: .cyan, attributes: .bold)
        case .emphasis: Style(attributes: .italic)
        case .strong: Style(attributes: .bold)
        case .inlineCode: Style(foreground: .brightYellow)
        case .codeBlock: Style(foreground: .white)
        case .link: Style(foreground: .brightBlue, attributes: .underline)
        case .linkURL: Style(foreground: .blue, attributes: .dim)
        case .quote: Style(foreground: .white)
        case .quoteMarker: Style(foreground: .yellow, attributes: .bold)
        case .listMarker: Style(foreground: .cyan)
        case .tableBorder: Style(foreground: .brightBlack)
        case .tableHeader: Style(foreground: .brightWhite, attributes: .bold)
        case .rule: Style(foreground: .brightBlack)
        case .muted: Style(foreground: .brightBlack)
        case .keyword: Style(foreground: .brightMagenta, attributes: .bold)
        case .type: Style(foreground: .brightCyan)
        case .string: Style(foreground: .brightRed)
        case .number: Style(foreground: .brightBlue)
        case .comment: Style(foreground: .green)
        case .attribute: Style(foreground: .yellow)
        case .operator: Style(foreground: .white)
        case .directive: Style(foreground: .yellow)
        case .added: Style(foreground: .brightGreen)
        case .removed: Style(foreground: .brightRed)
        case .unchanged: Style(attributes: .dim)
        case .error: Style(foreground: .brightRed, attributes: .bold)
        case .warning: Style(foreground: .brightYellow, attributes: .bold)
        }
    }

    private func plain(_ role: TextRole) -> Style {
        switch role {
        case .heading1: Style(attributes: [.bold, .underline])
        case .heading2, .heading3, .strong, .tableHeader, .keyword, .error, .warning, .quoteMarker: Style(attributes: .bold)
        case .emphasis: Style(attributes: .italic)
        case .link: Style(attributes: .underline)
        case .linkURL, .muted, .comment, .rule, .tableBorder, .unchanged: Style(attributes: .dim)
        case .added: Style(attributes: .bold)
        case .removed: Style(attributes: [.dim, .underline])
        default: Style()
        }
    }
}
