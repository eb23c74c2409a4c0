/// The one line logged per request: `GET /menu?delay=50 200 51ms`.
public enum RequestLogLine {
    public static func format(method: String, target: String, status: Int, duration: Duration) -> String {
        "\(method) \(target) \(status) \(wholeMilliseconds(duration))ms"
    }

    // Rounded down, so a reply delayed by `delay=N` never logs less than N.
    static func wholeMilliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    }
}
