import MiniModels
import Testing

@Suite struct LabCatalogTests {
    @Test func idsAreUniqueAndEveryActionKeyIsFreeInTheReader() {
        #expect(Set(LabCatalog.ids).count == LabCatalog.ids.count)
        // The reader and the live panel already use these letters.
        let taken = Set("jkbgGnplhsdqmrwx1234 ")
        for entry in LabCatalog.entries {
            let keys = entry.descriptor.actions.map(\.key)
            #expect(Set(keys).count == keys.count, "\(entry.descriptor.id) binds a key twice")
            #expect(keys.allSatisfy { !taken.contains($0) }, "\(entry.descriptor.id) uses a reader key")
            #expect(entry.descriptor.script.allSatisfy { id in entry.descriptor.actions.contains { $0.id == id } })
        }
    }

    @Test func everyLabStartsOnTheRealDependency() async throws {
        try await withLabEnvironment { environment in
            // The backdoor is process-wide: while its own serialized suite has a stub set, a fresh
            // after lab rightly shows it. That suite checks its start state itself.
            for entry in LabCatalog.entries where entry.descriptor.id != "singleton-backdoor" {
                for variant in LabVariant.allCases {
                    let lab = entry.make(variant, environment)
                    #expect(lab.variant == variant)
                    #expect(lab.status.isSwapped == false)
                    #expect(!lab.status.graph.outline.contains { $0.contains("[double]") }, "\(entry.descriptor.id)")
                }
            }
        }
    }
}
