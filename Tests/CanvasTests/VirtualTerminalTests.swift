import Canvas
import Testing

@Suite("Virtual terminal")
@MainActor
struct VirtualTerminalTests {
    @Test func showsExactlyTheFramesDrawnAndWritesOnlyChangedCells() {
        let terminal = VirtualTerminal(size: Size(width: 30, height: 4))
        var frame = Screen(width: 30, height: 4)
        frame.write("Seams 日本", x: 1, y: 1)
        terminal.draw(frame)
        #expect(terminal.display == frame)
        #expect(terminal.lastFrameCellsWritten == 120)
        frame.write("X", x: 1, y: 1)
        frame.write("!", x: 29, y: 3)
        terminal.draw(frame)
        #expect(terminal.display == frame)
        #expect(terminal.lastFrameCellsWritten == 2)
        terminal.draw(frame)
        #expect(terminal.lastFrameCellsWritten == 0)
        terminal.invalidate()
        terminal.draw(frame)
        #expect(terminal.lastFrameCellsWritten == 120)
    }

    @Test func playsBackInputAndResizes() {
        let terminal = VirtualTerminal(size: Size(width: 80, height: 24),
                                       input: [.key(.char("j")), .resize(Size(width: 100, height: 30))])
        #expect(terminal.nextEvent(timeoutMilliseconds: 0) == .key(.char("j")))
        #expect(!terminal.isClosed)
        #expect(terminal.nextEvent(timeoutMilliseconds: 0) == .resize(Size(width: 100, height: 30)))
        #expect(terminal.size == Size(width: 100, height: 30))
        #expect(terminal.isClosed)
        #expect(terminal.nextEvent(timeoutMilliseconds: 0) == nil)
    }
}
