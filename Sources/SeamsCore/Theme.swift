import Canvas
import Markup

/// Turns what text is (its role) into how it looks.
///
/// - `standard`: colour on a dark terminal.
/// - `projector`: bright and bold, never dim or grey, for a classroom screen that washes colour out.
/// - `monochrome`: attributes only, for `NO_COLOR` and terminals without colour.
public struct Theme: Hashable, Sendable {
    public var name: String
    public var usesColor: Bool
    /// Bright colours, bold text and no dim or grey: readable from the back of a room.
    public var isHighContrast: Bool

    public init(name: String, usesColor: Bool, isHighContrast: Bool = false) {
        self.name = name
        self.usesColor = usesColor
        self.isHighContrast = isHighContrast
    }

    public static let standard = Theme(name: "standard", usesColor: true)
    public static let projector = Theme(name: "projector", usesColor: true, isHighContrast: true)
    public static let monochrome = Theme(name: "monochrome", usesColor: false)

    /// Every theme, in the order the theme key cycles through them.
    public static let all: [Theme] = [.standard, .projector, .monochrome]

    /// The theme called `name`, if there is one.
    public static func named(_ name: String) -> Theme? { all.first { $0.name == name } }

    public func style(_ role: TextRole, traits: TextTraits = []) -> Style {
        var style = usesColor ? colored(role) : plain(role)
        if traits.contains(.strong) { style.attributes.insert(.bold) }
        if traits.contains(.emphasis) { style.attributes.insert(.italic) }
        return finish(style)
    }

    // Interface chrome.
    public var titleBar: Style { pick(Style(foreground: .black, background: .cyan, attributes: .bold), Style(attributes: [.reverse, .bold])) }
    public var titleBarDim: Style { pick(Style(foreground: .black, background: .cyan), Style(attributes: .reverse)) }
    public var footer: Style { pick(Style(foreground: .white, background: .palette(236)), Style(attributes: .reverse)) }
    public var footerKey: Style { pick(Style(foreground: .brightYellow, background: .palette(236), attributes: .bold), Style(attributes: [.reverse, .bold])) }
    public var selection: Style { pick(Style(foreground: .black, background: .brightCyan), Style(attributes: .reverse)) }
    public var border: Style { pick(Style(foreground: .brightBlack), Style(attributes: .dim)) }
    public var focusedBorder: Style { pick(Style(foreground: .cyan, attributes: .bold), Style(attributes: .bold)) }
    public var paneTitle: Style { pick(Style(foreground: .cyan, attributes: .bold), Style(attributes: .bold)) }
    public var tabActive: Style { pick(Style(foreground: .black, background: .yellow, attributes: .bold), Style(attributes: [.reverse, .bold])) }
    public var tabInactive: Style { pick(Style(foreground: .white), Style()) }
    public var lineNumber: Style { pick(Style(foreground: .brightBlack), Style(attributes: .dim)) }
    public var muted: Style { style(.muted) }
    public var error: Style { style(.error) }
    public var accent: Style { pick(Style(foreground: .yellow, attributes: .bold), Style(attributes: .bold)) }
    /// The onboarding tour's banner: it must not be mistaken for the app's own title bar.
    public var banner: Style { pick(Style(foreground: .black, background: .yellow, attributes: .bold), Style(attributes: [.reverse, .bold])) }
    public var overlay: Style { Style() }

    private func pick(_ color: Style, _ mono: Style) -> Style {
        usesColor ? finish(color) : mono
    }

    /// The projector's rules, applied to every colour style: no dim, no greys, brighter and bolder.
    private func finish(_ style: Style) -> Style {
        guard isHighContrast, usesColor else { return style }
        var style = style
        style.attributes.remove(.dim)
        // Grey vanishes on a projector: quiet text becomes plain white, everything coloured bold.
        if style.foreground == .brightBlack {
            style.foreground = .white
        } else if !style.foreground.isDefault {
            style.attributes.insert(.bold)
        }
        if (1...6).contains(style.foreground.index), style.background.isDefault {
            style.foreground = Color(index: style.foreground.index + 8)
        }
        if style.background == .palette(236) { style.background = .blue }
        return style
    }

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
