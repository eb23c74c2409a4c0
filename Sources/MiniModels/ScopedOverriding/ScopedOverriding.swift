/// Lesson 8, scoped overriding: the Brewline order and its items on the real swift-dependencies.
///
/// The models mirror the lesson's snippets. `Before.OrderModel` builds its items plainly, as
/// `before.swift` does; `After.OrderModel` builds them inside `withDependencies(from: self)`,
/// as `after.swift` does. Both share `OrderItemModel` and the `MenuClient` dependency, whose
/// values carry a label so that a `ModelTree` can show which one every model holds.
///
/// The scenarios in `ScopedOverriding+Scenarios.swift` build the trees the live panel draws.
public enum ScopedOverriding {
    /// The order as `before.swift` writes it.
    public enum Before {}
    /// The order as `after.swift` writes it.
    public enum After {}
}
