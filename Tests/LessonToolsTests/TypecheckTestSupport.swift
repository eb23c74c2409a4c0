import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import LessonTools
import TestSupport

extension TemporaryDirectory {
    /// An executable shell script at `relative`, standing in for a compiler.
    func script(_ relative: String, _ body: String) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        // Written through a close-on-exec descriptor: other tests spawn processes all the time,
        // and a child that inherited an open write descriptor would make running the script
        // fail with "text file busy".
        let descriptor = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let bytes = Array(("#!/bin/sh\n" + body + "\n").utf8)
        let written = Glibc.write(descriptor, bytes, bytes.count)
        close(descriptor)
        guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
        return full
    }

}

/// The real `swiftc` for tests that compile, found the way the command finds it.
func realCompiler() throws -> SwiftCompiler {
    let environment = ProcessInfo.processInfo.environment
    let found = SwiftCompiler.locate(environment: environment,
                                     currentDirectory: FileManager.default.currentDirectoryPath)
    return try #require(found, "these tests need swiftc on PATH")
}

/// The repository's `Lessons/` folder, found from this file's location.
func repositoryLessonsFolder(file: String = #filePath) -> String {
    var url = URL(fileURLWithPath: file)
    url.deleteLastPathComponent() // LessonToolsTests
    url.deleteLastPathComponent() // Tests
    url.deleteLastPathComponent() // the package
    return url.appendingPathComponent("Lessons").path
}
