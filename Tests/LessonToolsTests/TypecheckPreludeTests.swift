import Foundation
import TestSupport
import LessonKit
import Testing
@testable import LessonTools

/// Which prelude a lessons folder gets.
@Suite struct TypecheckPreludeTests {
    @Test func theBuiltInCopyMatchesTheRepositorysPrelude() throws {
        let path = repositoryLessonsFolder() + "/" + TypecheckPrelude.fileName
        let file = try #require(FileManager.default.contents(atPath: path), "missing \(path)")
        #expect(String(decoding: file, as: UTF8.self) == TypecheckPrelude.builtIn.source,
                "update TypecheckPrelude.builtInSource to match Lessons/prelude.swift")
    }

    @Test func aFolderWithAPreludeUsesIt() throws {
        let folder = try TemporaryDirectory()
        try folder.write("prelude.swift", "open class Screen {}\n")
        let prelude = try TypecheckPrelude.forLessons(in: folder.path)
        #expect(prelude.source == "open class Screen {}\n")
        #expect(prelude.path == folder.path + "/prelude.swift")
        #expect(!prelude.isBuiltIn)
    }

    @Test func aFolderWithoutOneGetsTheBuiltInCopy() throws {
        let folder = try TemporaryDirectory()
        #expect(try TypecheckPrelude.forLessons(in: folder.path) == .builtIn)
    }

    @Test func anUnreadablePreludeIsAnErrorNotAFallback() throws {
        let folder = try TemporaryDirectory()
        try folder.write("prelude.swift", "")
        try Data([0xff, 0xfe]).write(to: URL(fileURLWithPath: folder.path + "/prelude.swift"))
        #expect(throws: Diagnostic.self) { try TypecheckPrelude.forLessons(in: folder.path) }
    }
}
