/// Where the lessons folder comes from, in the order Seams looks.
public enum LessonSourceOrigin: String, Hashable, Sendable {
    case option = "--lessons"
    case environment = "$SEAMS_LESSONS"
    case workingDirectory = "./Lessons"
    case package = "the package's Lessons/"
}

/// Picks the lessons folder: `--lessons DIR`, then `$SEAMS_LESSONS`, then `./Lessons`, then
/// the package's own `Lessons/` found by walking up from the executable.
public struct LessonLocator: Sendable {
    public var option: String?
    public var environment: String?
    public var workingDirectory: String
    public var executablePath: String?
    public var directoryExists: @Sendable (String) -> Bool

    public init(option: String?, environment: String?, workingDirectory: String, executablePath: String?,
                directoryExists: @escaping @Sendable (String) -> Bool) {
        self.option = option
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.executablePath = executablePath
        self.directoryExists = directoryExists
    }

    public struct NotFound: Error, Hashable, Sendable, CustomStringConvertible {
        public var tried: [String]
        public var explicit: String?

        public var description: String {
            if let explicit {
                return "No lessons folder at \(explicit)."
            }
            return """
            No lessons folder found. Looked in: \(tried.joined(separator: ", ")).
            Point Seams at one with `seams --lessons DIR` or `export SEAMS_LESSONS=DIR`.
            """
        }
    }

    /// The folder to load and where it came from. An explicit choice that does not exist is
    /// an error rather than a silent fallback.
    public func locate() -> Result<(path: String, origin: LessonSourceOrigin), NotFound> {
        if let option, !option.isEmpty {
            return directoryExists(option) ? .success((option, .option)) : .failure(NotFound(tried: [option], explicit: "\(option) (--lessons)"))
        }
        if let environment, !environment.isEmpty {
            return directoryExists(environment) ? .success((environment, .environment))
                : .failure(NotFound(tried: [environment], explicit: "\(environment) ($SEAMS_LESSONS)"))
        }
        var tried: [String] = []
        let local = "Lessons"
        tried.append(workingDirectory + "/Lessons")
        if directoryExists(workingDirectory + "/" + local) { return .success((local, .workingDirectory)) }
        for candidate in packageCandidates() {
            tried.append(candidate)
            if directoryExists(candidate) { return .success((candidate, .package)) }
        }
        return .failure(NotFound(tried: tried, explicit: nil))
    }

    /// `Lessons/` beside each ancestor of the executable: `.build/debug/seams` lives a few
    /// levels below the package root.
    func packageCandidates() -> [String] {
        guard let executablePath, executablePath.hasPrefix("/") else { return [] }
        var parts = executablePath.split(separator: "/").map(String.init)
        var candidates: [String] = []
        while !parts.isEmpty {
            parts.removeLast()
            candidates.append("/" + (parts + ["Lessons"]).joined(separator: "/"))
        }
        return candidates
    }
}
