import Dependencies
import MiniModels
import Testing

/// What the scenarios guard against, observed directly: the default context of a test process,
/// and the rules that decide which value a read returns.
@Suite struct ScopedOverridingContextTests {
    /// Why every scenario sets its context: left alone, a test process defaults to `.test`.
    @Test func aTestProcessDefaultsToTheTestValue() {
        #expect(ScopedOverriding.OrderItemModel(name: "Cortado").menuLabel == "test")
        let live = withDependencies { $0.context = .live } operation: {
            ScopedOverriding.OrderItemModel(name: "Cortado")
        }
        #expect(live.menuLabel == "live")
    }

    /// A read merges the scope current at that moment over what the model captured, which is
    /// why trees are taken outside the overriding scopes.
    @Test func aReadInsideAnOverridingScopeSeesThatScope() {
        let item = withDependencies { $0.menuClient = .tutorial } operation: {
            ScopedOverriding.OrderItemModel(name: "Cortado")
        }

        let inside = withDependencies { $0.menuClient = .samples } operation: { item.menuLabel }

        #expect(inside == "samples")
        #expect(item.menuLabel == "tutorial")
    }

    /// `from: self` starts from the parent's values, but a scope active when the child is made
    /// is merged on top: with "wrap everything" around `add`, after.swift's child holds the
    /// wrapping menu too, not its parent's.
    @Test func aScopeActiveAroundFromSelfWinsOverTheParent() {
        let order = withDependencies { $0.menuClient = .tutorial } operation: {
            ScopedOverriding.After.OrderModel()
        }

        withDependencies { $0.menuClient = .samples } operation: { order.add("Cortado") }

        #expect(order.menuLabel == "tutorial")
        #expect(order.items.map(\.menuLabel) == ["samples"])
    }
}
