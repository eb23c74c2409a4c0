import Canvas
import Terminal
import Testing

@Suite struct ColorPairTableTests {
    @Test func defaultColoursUsePairZeroWithoutAllocating() {
        var table = ColorPairTable(colors: 256, pairs: 256, defaultColors: true)
        let lookup = table.pair(foreground: .default, background: .default)
        #expect(lookup == .init(number: 0, isNew: false, foreground: -1, background: -1))
        #expect(table.count == 0)
    }

    @Test func allocatesOnFirstUseAndReusesAfter() {
        var table = ColorPairTable(colors: 256, pairs: 256, defaultColors: true)
        let first = table.pair(foreground: .red, background: .default)
        #expect(first == .init(number: 1, isNew: true, foreground: 1, background: -1))
        let second = table.pair(foreground: .palette(208), background: .palette(17))
        #expect(second == .init(number: 2, isNew: true, foreground: 208, background: 17))
        let again = table.pair(foreground: .red, background: .default)
        #expect(again == .init(number: 1, isNew: false, foreground: 1, background: -1))
        #expect(table.count == 2)
    }

    @Test func fallsBackToPairZeroWhenFull() {
        var table = ColorPairTable(colors: 8, pairs: 3, defaultColors: true)
        #expect(table.pair(foreground: .red, background: .default).number == 1)
        #expect(table.pair(foreground: .green, background: .default).number == 2)
        let overflow = table.pair(foreground: .blue, background: .default)
        #expect(overflow.number == 0)
        #expect(!overflow.isNew)
        #expect(table.pair(foreground: .red, background: .default).number == 1)
    }

    @Test func withoutDefaultColoursDefaultIsWhiteOnBlack() {
        var table = ColorPairTable(colors: 8, pairs: 64, defaultColors: false)
        #expect(table.pair(foreground: .default, background: .default).number == 0)
        #expect(table.pair(foreground: .white, background: .black).number == 0)
        let lookup = table.pair(foreground: .default, background: .blue)
        #expect(lookup == .init(number: 1, isNew: true, foreground: 7, background: 4))
    }

    @Test func reducesPaletteToWhatTheTerminalHas() {
        #expect(ColorPairTable.reduce(-1, toColors: 8) == -1)
        #expect(ColorPairTable.reduce(200, toColors: 256) == 200)
        #expect(ColorPairTable.reduce(12, toColors: 16) == 12)
        #expect(ColorPairTable.reduce(12, toColors: 8) == 4)   // bright blue → blue
        #expect(ColorPairTable.reduce(196, toColors: 16) == 9)  // #ff0000 → bright red
        #expect(ColorPairTable.reduce(196, toColors: 8) == 1)   // → red
        #expect(ColorPairTable.reduce(16, toColors: 16) == 0)   // cube black
        #expect(ColorPairTable.reduce(231, toColors: 16) == 15) // cube white
        #expect(ColorPairTable.reduce(232, toColors: 16) == 0)  // darkest grey
        #expect(ColorPairTable.reduce(250, toColors: 16) == 7)  // light grey
        #expect(ColorPairTable.reduce(21, toColors: 8) == 4)    // #0000ff → blue
    }

    @Test func reducedColoursShareAPair() {
        var table = ColorPairTable(colors: 8, pairs: 64, defaultColors: true)
        let a = table.pair(foreground: .palette(196), background: .default)
        let b = table.pair(foreground: .red, background: .default)
        #expect(a.number == b.number)
        #expect(a.foreground == 1)
    }
}
