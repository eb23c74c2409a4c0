import Canvas
import SeamsCore
import Testing

@Suite("Key maps")
struct KeyMapTests {
    static let maps: [KeyMap] = [.global, .tourGlobal, .lessonList, .filterEntry, .reader, .quiz, .help]

    @Test(arguments: maps)
    func noKeyIsBoundTwiceInOneMap(_ map: KeyMap) {
        let keys = map.bindings.flatMap(\.keys)
        #expect(Set(keys).count == keys.count, "duplicate key in \(map.title)")
    }

    @Test func screenMapsDoNotShadowGlobalKeys() {
        for map in [KeyMap.lessonList, .reader, .quiz] {
            for binding in KeyMap.global.bindings + KeyMap.tourGlobal.bindings {
                for key in binding.keys {
                    #expect(map.command(for: key) == nil, "\(map.title) shadows \(key.label)")
                }
            }
        }
    }

    @Test func helpShowsEveryBindingOfTheScreenWithItsText() {
        for route in ["list", "reader"] {
            var state = route == "list" ? Fixtures.state(width: 100, height: 50) : Fixtures.reading(width: 100, height: 50)
            state.press(.char("?"))
            let text = Interface.render(state).text
            for map in state.screenKeyMaps {
                #expect(text.contains(map.title))
                for binding in map.bindings {
                    #expect(text.contains(binding.keyLabel + " "), "help lacks \(binding.keyLabel)")
                    #expect(text.contains(binding.help), "help lacks \(binding.help)")
                }
            }
        }
    }

    @Test func footerShowsTheMainKeysOfTheCurrentScreen() {
        var state = Fixtures.reading()
        let footer = Interface.render(state).lines.last!
        for binding in state.activeKeyMaps.flatMap(\.bindings) where binding.footer != nil {
            #expect(footer.contains(binding.footerKeyLabel + " " + binding.footer!))
        }
        state.press(.escape, .char("/"))
        #expect(Interface.render(state).lines.last!.contains("Enter done  Esc clear"))
    }

    @Test func everyFooterKeyDoesWhatItsLabelSays() {
        // The footer's first key must reach the same command the help describes.
        for map in Self.maps {
            for binding in map.bindings where binding.footer != nil {
                #expect(map.command(for: binding.keys[0]) == binding.command)
            }
        }
    }
}
