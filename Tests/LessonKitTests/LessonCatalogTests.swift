import Foundation
import TestSupport
import LessonKit
import Testing

@Suite("Lesson catalog")
struct LessonCatalogTests {
    /// Moves a file's modification time forward so a change is seen even within the
    /// file system's timestamp granularity.
    private func touch(_ path: String, secondsAhead: Double) throws {
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(secondsAhead)], ofItemAtPath: path)
    }

    @Test func nothingChangedMeansNoChangeAndNoReads() throws {
        let dir = try TemporaryDirectory()
        try dir.lesson("01-one", id: "one")
        try dir.lesson("02-two", id: "two")
        var catalog = try LessonCatalog(directory: dir.path)
        #expect(catalog.filesRead == 2)
        #expect(catalog.poll() == nil)
        #expect(catalog.filesRead == 2)
    }

    @Test func anEditedLessonIsReadAgainAndOnlyThatOne() throws {
        let dir = try TemporaryDirectory()
        try dir.lesson("01-one", id: "one", title: "Old title")
        try dir.lesson("02-two", id: "two")
        var catalog = try LessonCatalog(directory: dir.path)
        try dir.lesson("01-one", id: "one", title: "New title, longer")
        try touch(dir.path + "/01-one/lesson.md", secondsAhead: 2)
        let polled = catalog.poll()
        let change = try #require(polled)
        #expect(change.changedFolders == ["01-one"])
        #expect(change.lessons.map(\.title) == ["New title, longer", "A title"])
        #expect(catalog.filesRead == 3)
    }

    @Test func aSnippetEditNamesItsFolderWithoutRereadingLessonFiles() throws {
        let dir = try TemporaryDirectory()
        try dir.lesson("01-one", id: "one")
        try dir.write("01-one/before.swift", "let a = 1\n")
        var catalog = try LessonCatalog(directory: dir.path)
        try dir.write("01-one/before.swift", "let a = 2 // changed\n")
        let polled = catalog.poll()
        let change = try #require(polled)
        #expect(change.changedFolders == ["01-one"])
        #expect(catalog.filesRead == 1)
    }

    @Test func addedRemovedAndBrokenLessonsShowUp() throws {
        let dir = try TemporaryDirectory()
        try dir.lesson("01-one", id: "one")
        var catalog = try LessonCatalog(directory: dir.path)
        try dir.lesson("02-two", id: "two")
        let added = catalog.poll()
        #expect(try #require(added).lessons.map(\.id) == ["one", "two"])
        try dir.write("02-two/lesson.md", "---\nid: two\ntitle: [broken\n---\n")
        try touch(dir.path + "/02-two/lesson.md", secondsAhead: 2)
        let polledBroken = catalog.poll()
        let broken = try #require(polledBroken)
        #expect(broken.lessons[1].isBroken)
        try FileManager.default.removeItem(atPath: dir.path + "/01-one")
        let polledRemoved = catalog.poll()
        let removed = try #require(polledRemoved)
        #expect(removed.lessons.map(\.id) == ["two"])
        #expect(removed.changedFolders.contains("01-one"))
    }
}
