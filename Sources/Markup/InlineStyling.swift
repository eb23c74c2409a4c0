extension MarkdownLayout {
    /// Styled runs for inline content. Plain text takes `role`; emphasis and strong add
    /// traits, so they combine when nested; inline code and links keep their own roles
    /// wherever they appear. A link shows its text, then ` (url)` unless the text already
    /// is the address. A hard line break becomes a `"\n"` span, which wrapping honours.
    public static func spans(for inlines: [Inline], role: TextRole = .plain, traits: TextTraits = []) -> [Span] {
        var spans: [Span] = []
        appendSpans(for: inlines, role: role, traits: traits, to: &spans)
        return spans
    }

    private static func appendSpans(for inlines: [Inline], role: TextRole, traits: TextTraits, to spans: inout [Span]) {
        for inline in inlines {
            switch inline {
            case .text(let text):
                spans.append(Span(text, role, traits: traits))
            case .emphasis(let children):
                appendSpans(for: children, role: role, traits: traits.union(.emphasis), to: &spans)
            case .strong(let children):
                appendSpans(for: children, role: role, traits: traits.union(.strong), to: &spans)
            case .code(let code):
                spans.append(Span(code, .inlineCode, traits: traits))
            case .link(let text, let url):
                appendSpans(for: text, role: .link, traits: traits, to: &spans)
                let shown = text.plainText
                if !url.isEmpty, shown != url, "mailto:" + shown != url {
                    spans.append(Span(" (\(url))", .linkURL))
                }
            case .lineBreak:
                spans.append(Span("\n", role, traits: traits))
            }
        }
    }
}
