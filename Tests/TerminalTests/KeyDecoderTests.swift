import Canvas
import CNcursesw
import Terminal
import Testing

@Suite struct KeyDecoderTests {
    @Test(arguments: [
        (KEY_UP, Key.up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
        (KEY_HOME, .home), (KEY_END, .end), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown),
        (KEY_IC, .insert), (KEY_DC, .delete), (KEY_ENTER, .enter), (KEY_BACKSPACE, .backspace),
        (KEY_BTAB, .backTab),
    ])
    func keyCodes(code: Int32, key: Key) {
        #expect(KeyDecoder.decode(keyCode: code) == key)
    }

    @Test func functionKeysOneToTwentyFour() {
        for n in 1...24 {
            #expect(KeyDecoder.decode(keyCode: seams_KEY_F(Int32(n))) == .function(n))
        }
        #expect(KeyDecoder.decode(keyCode: seams_KEY_F(0)) == nil)
        #expect(KeyDecoder.decode(keyCode: seams_KEY_F(25)) == nil)
    }

    @Test func unknownKeyCodesAreNil() {
        #expect(KeyDecoder.decode(keyCode: KEY_RESIZE) == nil)
        #expect(KeyDecoder.decode(keyCode: KEY_MOUSE) == nil)
        #expect(KeyDecoder.decode(keyCode: KEY_SHOME) == nil)
    }

    @Test(arguments: [
        (UInt32(10), Key.enter), (13, .enter), (9, .tab), (27, .escape), (127, .backspace), (8, .backspace),
    ])
    func controlCharacters(value: UInt32, key: Key) {
        #expect(KeyDecoder.decode(character: value) == key)
    }

    @Test func ctrlLetters() {
        let taken: Set<UInt32> = [8, 9, 10, 13]
        for value in UInt32(1)...26 where !taken.contains(value) {
            let letter = Character(Unicode.Scalar(UInt8(96 + value)))
            #expect(KeyDecoder.decode(character: value) == .ctrl(letter), "value \(value)")
        }
        #expect(KeyDecoder.decode(character: 3) == .ctrl("c"))
        #expect(KeyDecoder.decode(character: 1) == .ctrl("a"))
        #expect(KeyDecoder.decode(character: 26) == .ctrl("z"))
    }

    @Test func otherControlsHaveNoKey() {
        for value: UInt32 in [0, 28, 29, 30, 31, 0x80, 0x9F] {
            #expect(KeyDecoder.decode(character: value) == nil, "value \(value)")
        }
    }

    @Test func printableCharacters() {
        #expect(KeyDecoder.decode(character: 32) == .char(" "))
        #expect(KeyDecoder.decode(character: UInt32(UInt8(ascii: "q"))) == .char("q"))
        #expect(KeyDecoder.decode(character: UInt32(UInt8(ascii: "~"))) == .char("~"))
        #expect(KeyDecoder.decode(character: 0xE9) == .char("é"))
        #expect(KeyDecoder.decode(character: 0x4E16) == .char("世"))
        #expect(KeyDecoder.decode(character: 0x1F680) == .char("🚀"))
    }

    @Test func invalidScalarsAreNil() {
        #expect(KeyDecoder.decode(character: 0xD800) == nil)
        #expect(KeyDecoder.decode(character: 0x110000) == nil)
    }

    @Test func mouseStates() {
        #expect(KeyDecoder.decode(mouseState: seams_BUTTON4_PRESSED(), x: 1, y: 2) == MouseEvent(.wheelUp, x: 1, y: 2))
        #expect(KeyDecoder.decode(mouseState: seams_BUTTON5_PRESSED(), x: 3, y: 4) == MouseEvent(.wheelDown, x: 3, y: 4))
        #expect(KeyDecoder.decode(mouseState: seams_BUTTON1_PRESSED(), x: 5, y: 6) == MouseEvent(.press, x: 5, y: 6))
        #expect(KeyDecoder.decode(mouseState: seams_BUTTON1_RELEASED(), x: 0, y: 0) == MouseEvent(.release, x: 0, y: 0))
        #expect(KeyDecoder.decode(mouseState: seams_BUTTON1_CLICKED(), x: 7, y: 8) == MouseEvent(.click, x: 7, y: 8))
        #expect(KeyDecoder.decode(mouseState: 0, x: 0, y: 0) == nil)
        #expect(KeyDecoder.mouseMask & seams_BUTTON4_PRESSED() != 0)
        #expect(KeyDecoder.mouseMask & seams_BUTTON5_PRESSED() != 0)
    }
}
