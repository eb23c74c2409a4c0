import Canvas
import CNcursesw

/// Turns what `wget_wch` and `getmouse` report into `Key`s and `MouseEvent`s; pure, so it
/// is tested without a terminal.
public enum KeyDecoder {
    /// A value `wget_wch` returned with `KEY_CODE_YES`: a terminfo key code such as `KEY_UP`.
    /// `KEY_RESIZE` and `KEY_MOUSE` need the session and are not handled here.
    public static func decode(keyCode: Int32) -> Key? {
        switch keyCode {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_IC: return .insert
        case KEY_DC: return .delete
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_BTAB: return .backTab
        default:
            let first = seams_KEY_F(1)
            if keyCode >= first && keyCode <= seams_KEY_F(24) {
                return .function(Int(keyCode - first) + 1)
            }
            return nil
        }
    }

    /// A value `wget_wch` returned with `OK`: a character, possibly a control character.
    public static func decode(character value: UInt32) -> Key? {
        switch value {
        case 10, 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26:
            // Ctrl-A is 1 … Ctrl-Z is 26; Ctrl-H, -I, -J and -M are taken above.
            return .ctrl(Character(Unicode.Scalar(UInt8(96 + value))))
        case 0..<32, 128..<160:
            // Ctrl-@, Ctrl-\ … Ctrl-_ and C1 controls have no `Key`.
            return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .char(Character(scalar))
        }
    }

    /// The button state of an ncurses `MEVENT`, at cell (x, y). With `mouseinterval(0)`
    /// ncurses reports presses and releases, never synthesised clicks.
    public static func decode(mouseState state: mmask_t, x: Int, y: Int) -> MouseEvent? {
        if state & seams_BUTTON4_PRESSED() != 0 { return MouseEvent(.wheelUp, x: x, y: y) }
        if state & seams_BUTTON5_PRESSED() != 0 { return MouseEvent(.wheelDown, x: x, y: y) }
        if state & seams_BUTTON1_PRESSED() != 0 { return MouseEvent(.press, x: x, y: y) }
        if state & seams_BUTTON1_RELEASED() != 0 { return MouseEvent(.release, x: x, y: y) }
        if state & seams_BUTTON1_CLICKED() != 0 { return MouseEvent(.click, x: x, y: y) }
        return nil
    }

    /// The events `decode(mouseState:x:y:)` understands, for `mousemask`.
    public static var mouseMask: mmask_t {
        seams_BUTTON1_PRESSED() | seams_BUTTON1_RELEASED() | seams_BUTTON1_CLICKED()
            | seams_BUTTON4_PRESSED() | seams_BUTTON5_PRESSED()
    }
}
