/// A problem found in a lesson file, located the way compilers locate them so that editors
/// and terminals can jump to it.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    public var path: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(path: String, line: Int, column: Int = 1, severity: Severity = .error, message: String) {
        self.path = path
        self.line = max(1, line)
        self.column = max(1, column)
        self.severity = severity
        self.message = message
    }

    /// `path:line:col: message`, as the reader shows it.
    public var located: String { "\(path):\(line):\(column): \(message)" }

    /// `path:line:col: error: message`, the compiler's format.
    public var description: String { "\(path):\(line):\(column): \(severity.rawValue): \(message)" }
}
