/// Every technique's lab, by lesson id: what the `model:` key of a lesson's front matter names.
public enum LabCatalog {
    public struct Entry: Sendable {
        public var descriptor: LabDescriptor
        public var make: @Sendable (LabVariant, LabEnvironment) -> any Lab

        public init(_ descriptor: LabDescriptor, make: @escaping @Sendable (LabVariant, LabEnvironment) -> any Lab) {
            self.descriptor = descriptor
            self.make = make
        }
    }

    /// In the curriculum's order.
    public static let entries: [Entry] = [
        Entry(ConstructorInjection.descriptor) { ConstructorInjection.Lab(variant: $0, environment: $1) },
        Entry(PropertyInjection.descriptor) { PropertyInjection.Lab(variant: $0, environment: $1) },
        Entry(ExtractProtocol.descriptor) { ExtractProtocol.Lab(variant: $0, environment: $1) },
        Entry(WrapperClass.descriptor) { WrapperClass.Lab(variant: $0, environment: $1) },
        Entry(SubclassAndOverride.descriptor) { SubclassAndOverride.Lab(variant: $0, environment: $1) },
        Entry(SupersedeInstanceVariable.descriptor) { SupersedeInstanceVariable.Lab(variant: $0, environment: $1) },
        Entry(SingletonBackdoor.descriptor) { SingletonBackdoor.Lab(variant: $0, environment: $1) },
        Entry(ScopedOverriding.descriptor) { ScopedOverriding.Lab(variant: $0, environment: $1) },
    ]

    public static var ids: [String] { entries.map(\.descriptor.id) }

    public static func entry(_ id: String) -> Entry? {
        entries.first { $0.descriptor.id == id }
    }
}
