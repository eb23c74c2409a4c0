import Foundation

/// The modules of the package build `seams` runs from, as compiler arguments, so that snippets
/// can import the package's own dependencies, such as swift-dependencies' `Dependencies`.
///
/// SwiftPM puts every Swift module of a build in `<build folder>/Modules`, next to the
/// executables, and each C target's generated module map in `<build folder>/<Target>.build/`.
/// A Swift module that imports a C target (with its default traits, swift-dependencies pulls in
/// OpenCombine's `COpenCombineHelpers`) can only be loaded when the compiler is told where that
/// module map is. Every C target's map is passed: clang reads a map only to learn the module's
/// name and headers, and loads nothing a snippet does not import.
public enum BuildModules {
    /// The module whose presence marks a folder as the build folder of Seams itself.
    public static let marker = "Modules/Dependencies.swiftmodule"

    /// `-I <dir>/Modules`, then `-Xcc -fmodule-map-file=<map>` for each `<dir>/*.build/module.modulemap`
    /// in name order, where `<dir>` is the folder holding `executablePath`. Empty when that folder
    /// has no `marker`: an installed `seams` has no modules beside it, and a snippet importing
    /// one is then reported with the compiler's own "no such module" error.
    public static func arguments(besideExecutable executablePath: String,
                                 fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) },
                                 directoryEntries: (String) -> [String] = BuildModules.entries) -> [String] {
        let directory = parent(of: executablePath)
        guard fileExists(FileSystem.join(directory, marker)) else { return [] }
        let moduleMaps = directoryEntries(directory)
            .filter { $0.hasSuffix(".build") }
            .sorted()
            .map { FileSystem.join(directory, $0 + "/module.modulemap") }
            .filter(fileExists)
        return ["-I", FileSystem.join(directory, "Modules")]
            + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0] }
    }

    /// `arguments(besideExecutable:)` for the running `seams`, or empty when its path is unknown.
    public static func argumentsForRunningExecutable() -> [String] {
        runningExecutable().map { arguments(besideExecutable: $0) } ?? []
    }

    /// The running executable with links resolved: `swift run` starts it through `.build/debug`,
    /// a link to the real build folder, and the real one is where the module maps point from.
    static func runningExecutable() -> String? {
        FileSystem.realPath("/proc/self/exe") ?? Bundle.main.executablePath.flatMap(FileSystem.realPath)
    }

    /// The names in `directory`, or none when it cannot be read.
    public static func entries(_ directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
