import Canvas
import Markup

/// The `?` overlay: every key of the current screen with its help text, generated from the
/// same key maps that `update` reads.
struct HelpOverlay {
    var state: AppState
    var box: Rect
    var lines: [StyledLine]

    init(state: AppState) {
        self.state = state
        var lines: [StyledLine] = []
        for map in state.screenKeyMaps {
            if !lines.isEmpty { lines.append(StyledLine()) }
            lines.append(StyledLine(map.title, .heading3))
            for binding in map.bindings {
                var line = StyledLine()
                line.append("  " + DisplayWidth.pad(binding.keyLabel, to: 22), .inlineCode)
                line.append(binding.help)
                lines.append(line)
            }
        }
        lines.append(StyledLine())
        lines.append(StyledLine("Mouse: the wheel scrolls, a click selects.", .muted))
        self.lines = lines
        let width = min(state.size.width - 4, 72)
        let height = min(state.size.height - 4, lines.count + 2)
        box = Rect(x: (state.size.width - width) / 2, y: (state.size.height - height) / 2, width: width, height: height)
    }

    var maxScroll: Int { max(0, lines.count - (box.height - 2)) }

    func draw(_ screen: inout Screen) {
        let theme = state.theme
        screen.fill(box, style: theme.overlay)
        screen.box(box, glyphs: state.glyphs, style: theme.focusedBorder)
        screen.write(" Keys ", x: box.x + 2, y: box.y, style: theme.focusedBorder)
        let inner = box.inset(by: 1)
        for (offset, line) in lines.dropFirst(state.helpScroll).prefix(inner.height).enumerated() {
            screen.draw(line, x: inner.x + 1, y: inner.y + offset, width: inner.width - 2, theme: theme)
        }
        if maxScroll > 0 {
            screen.writeRight(" ↑↓ more ", in: Rect(x: box.x, y: box.maxY - 1, width: box.width - 1, height: 1), style: theme.muted)
        }
    }
}
