import Foundation
import TestSupport
import LessonKit
import Testing
@testable import LessonTools

/// `seams new`: what it plans and what it writes. That the scaffold type-checks is tested with
/// the other compiler runs, in TypecheckSnippetTests.
@Suite struct ScaffoldTests {
    @Test func aLessonIsAFolderWithTheFourFiles() throws {
        let scaffold = try LessonScaffold.plan(id: "wrapper-class", existingFolders: [])
        #expect(scaffold.folderName == "01-wrapper-class")
        #expect(scaffold.files.map(\.name) == ["lesson.md", "before.swift", "after.swift", "test.swift"])
    }

    @Test func theNumberFollowsTheHighestExistingOne() throws {
        let existing = ["00-what-is-a-seam", "03-extract-protocol", "01-constructor-injection",
                        "README.md", "prelude.swift", "notes"]
        #expect(try LessonScaffold.plan(id: "next", existingFolders: existing).folderName == "04-next")
        #expect(try LessonScaffold.plan(id: "next", existingFolders: ["09-nine"]).folderName == "10-next")
        #expect(try LessonScaffold.plan(id: "next", existingFolders: ["99-last"]).folderName == "100-next")
    }

    @Test func anIdThatExistsIsRefused() {
        #expect(throws: ScaffoldError.duplicateID(id: "wrapper-class", folder: "04-wrapper-class")) {
            try LessonScaffold.plan(id: "wrapper-class", existingFolders: ["04-wrapper-class"])
        }
        #expect(throws: ScaffoldError.duplicateID(id: "renamed", folder: nil)) {
            try LessonScaffold.plan(id: "renamed", existingFolders: ["04-old-name"], existingIDs: ["renamed"])
        }
    }

    @Test(arguments: ["Wrapper", "wrapper_class", "wrapper--class", "-wrapper", "wrapper-", "", "wrapper class",
                      "café", "../wrapper"])
    func anIdThatIsNotALowercaseSlugIsRefused(id: String) {
        #expect(!LessonScaffold.isValidID(id))
        #expect(throws: ScaffoldError.invalidID(id)) { try LessonScaffold.plan(id: id, existingFolders: []) }
    }

    @Test(arguments: ["a", "wrapper-class", "step-2", "2fa-codes"])
    func lowercaseSlugsAreAccepted(id: String) {
        #expect(LessonScaffold.isValidID(id))
    }

    @Test func theFrontMatterIsFilledInAndParses() throws {
        let scaffold = try LessonScaffold.plan(id: "subclass-and-override", existingFolders: [])
        let source = try FrontMatterParser.parse(scaffold.files[0].contents, path: "lesson.md").get()
        #expect(source.frontMatter.id == "subclass-and-override")
        #expect(source.frontMatter.title == "Subclass and override")
        #expect(source.frontMatter.technique == "Subclass and override")
        #expect(source.frontMatter.summary.hasPrefix("TODO:"))
        let steps = source.body.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(steps.count >= 5)
    }

    @Test(arguments: ["Seams: a primer", "#1 choice", "*starred*", "[bracketed]", "say \"cheese\"",
                      "back\\slash", "ends with colon:", "plain words, with a comma"])
    func titlesAndTechniquesSurviveTheFrontMatter(text: String) throws {
        let scaffold = try LessonScaffold.plan(id: "x", title: text, technique: text, existingFolders: [])
        let source = try FrontMatterParser.parse(scaffold.files[0].contents, path: "lesson.md").get()
        #expect(source.frontMatter.title == text)
        #expect(source.frontMatter.technique == text)
    }

    @Test func aTitleMustBeOneNonEmptyLine() {
        #expect(throws: ScaffoldError.invalidValue(key: "title", reason: "must be a single line")) {
            try LessonScaffold.plan(id: "x", title: "two\nlines", existingFolders: [])
        }
        #expect(throws: ScaffoldError.invalidValue(key: "technique", reason: "must not be empty")) {
            try LessonScaffold.plan(id: "x", technique: "  ", existingFolders: [])
        }
    }

    @Test func writingCreatesTheFilesAndReturnsTheirPaths() throws {
        let folder = try TemporaryDirectory()
        let scaffold = try LessonScaffold.plan(id: "fresh", existingFolders: [])
        let created = try scaffold.write(into: folder.path)

        let lessonFolder = folder.path + "/01-fresh"
        #expect(created == [lessonFolder] + scaffold.files.map { lessonFolder + "/" + $0.name })
        for file in scaffold.files {
            #expect(folder.contents(of: "01-fresh/" + file.name) == file.contents)
        }
        let lessons = try LessonLoader.discover(in: folder.path)
        #expect(lessons.map(\.id) == ["fresh"])
        #expect(lessons.first?.isBroken == false)
    }

    @Test func writingNeverReplacesAnything() throws {
        let folder = try TemporaryDirectory()
        try folder.write("01-fresh/notes.txt", "keep me")
        let scaffold = try LessonScaffold.plan(id: "fresh", existingFolders: [])
        #expect(throws: ScaffoldError.alreadyExists(path: folder.path + "/01-fresh")) {
            try scaffold.write(into: folder.path)
        }
        #expect(folder.contents(of: "01-fresh/notes.txt") == "keep me")
        #expect(folder.contents(of: "01-fresh/lesson.md") == nil)
    }

    @Test func aMissingLessonsFolderIsNotCreated() throws {
        let folder = try TemporaryDirectory()
        let scaffold = try LessonScaffold.plan(id: "fresh", existingFolders: [])
        #expect(throws: ScaffoldError.self) { try scaffold.write(into: folder.path + "/missing") }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/missing"))
    }
}
