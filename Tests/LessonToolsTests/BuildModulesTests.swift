import Foundation
import LessonKit
import Testing
import TestSupport
@testable import LessonTools

/// Finding the package's modules beside the running `seams`, and what the compiler makes of them.
@Suite struct BuildModulesTests {
    static let folder = "/repo/.build/x86_64-unknown-linux-gnu/debug"

    @Test func aBuildFolderGivesItsModulesAndEveryCTargetsModuleMapInNameOrder() {
        let present: Set = [
            "\(Self.folder)/Modules/Dependencies.swiftmodule",
            "\(Self.folder)/CTerminalGuard.build/module.modulemap",
            "\(Self.folder)/COpenCombineHelpers.build/module.modulemap",
        ]
        let entries = ["seams", "Modules", "Dependencies.build", "CTerminalGuard.build", "COpenCombineHelpers.build",
                       "description.json"]

        let arguments = BuildModules.arguments(besideExecutable: "\(Self.folder)/seams",
                                               fileExists: present.contains, directoryEntries: { _ in entries })

        // Dependencies.build is a Swift target: no module map there, nothing to pass.
        #expect(arguments == [
            "-I", "\(Self.folder)/Modules",
            "-Xcc", "-fmodule-map-file=\(Self.folder)/COpenCombineHelpers.build/module.modulemap",
            "-Xcc", "-fmodule-map-file=\(Self.folder)/CTerminalGuard.build/module.modulemap",
        ])
    }

    @Test func aFolderWithoutThePackagesModulesGivesNothing() {
        var listed = false
        let arguments = BuildModules.arguments(besideExecutable: "/usr/local/bin/seams", fileExists: { _ in false },
                                               directoryEntries: { _ in listed = true; return ["CYaml.build"] })

        #expect(arguments.isEmpty)
        #expect(!listed)
    }

    /// The test runner is itself an executable in the package's build folder, so the real search
    /// finds the real modules there, and `Dependencies` type-checks with them.
    @Test func aSnippetImportingDependenciesTypeChecksFromTheBuildFolder() async throws {
        let arguments = BuildModules.argumentsForRunningExecutable()
        try #require(arguments.first == "-I", "the test runner is not in a package build folder")
        let report = try await typecheck("""
            import Dependencies

            final class OrderModel {
                @Dependency(\\.date.now) var now
            }

            """, extraArguments: arguments)

        #expect(report.passed, "\(report.diagnostics)")
    }

    /// A module that is not there must stay an error, reported in the snippet, never a pass.
    @Test func aModuleThatCannotBeFoundIsTheCompilersError() async throws {
        let report = try await typecheck("import SeamsNoSuchPackageModule\n",
                                         extraArguments: BuildModules.argumentsForRunningExecutable())

        #expect(!report.passed)
        let error = try #require(report.diagnostics.first { $0.severity == .error })
        #expect(error.path == "01-a/after.swift")
        #expect(error.line == 1)
        #expect(error.message.contains("no such module 'SeamsNoSuchPackageModule'"))
    }

    private func typecheck(_ after: String, extraArguments: [String]) async throws -> TypecheckReport {
        let folder = try TemporaryDirectory()
        try folder.write("01-a/after.swift", after)
        let options = SnippetTypechecker.Options(extraArguments: extraArguments, workingDirectory: folder.path)
        let checker = SnippetTypechecker(compiler: try realCompiler(), options: options)
        return await checker.check([LessonSnippetFiles(lessonID: "a", paths: [.after: "01-a/after.swift"])])
    }
}
