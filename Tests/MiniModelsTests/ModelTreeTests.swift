import MiniModels
import Testing

/// The labels the panel will draw, from the scenario of behaviour 3.
@Suite struct ModelTreeTests {
    @Test func eachNodeNamesItsModelTheMenuItHoldsAndWhatItFetched() {
        let item = ScopedOverriding.ModelTree(model: "OrderItemModel", name: "Cortado", menu: "live",
                                              fetched: "Cortado 3.10")
        let order = ScopedOverriding.ModelTree(model: "OrderModel", menu: "tutorial")

        #expect(item.label == #"OrderItemModel "Cortado" · menu: live · Cortado 3.10"#)
        #expect(order.label == "OrderModel · menu: tutorial")
    }

    @Test func theOutlineIndentsChildrenUnderTheirParent() async {
        let tree = await ScopedOverriding.childHandedOnFromSelf(in: .live)

        #expect(tree.outline == [
            "OrderModel · menu: tutorial",
            #"  OrderItemModel "Cortado" · menu: tutorial · Cortado 2.90"#,
            #"  OrderItemModel "Flat White" · menu: samples · Flat White 0.00"#,
        ])
    }

    @Test func anOrderThatLoadedItsMenuListsIt() async {
        let tree = await ScopedOverriding.Scenario.keepsItsScope.run()

        #expect(tree.outline == ["OrderModel · menu: tutorial · Flat White 3.20, Cortado 2.90"])
    }
}
