/// Why the demo server could not start listening.
public enum DemoServerError: Error, Equatable, CustomStringConvertible {
    /// Another process already listens on that address.
    case addressInUse(host: String, port: UInt16)
    /// The host is not a numeric IPv4 or IPv6 address.
    case invalidHost(String)
    /// Binding or listening failed for another reason, described by the socket layer.
    case cannotListen(host: String, port: UInt16, reason: String)

    public var description: String {
        switch self {
        case .addressInUse(let host, let port):
            "\(HostPort.format(host: host, port: port)) is already in use: stop the other server or pick another --port"
        case .invalidHost(let host):
            "\(host) is not a numeric IP address (try 127.0.0.1 or ::1)"
        case .cannotListen(let host, let port, let reason):
            "cannot listen on \(HostPort.format(host: host, port: port)): \(reason)"
        }
    }
}

/// `host:port`, with IPv6 hosts in brackets as URLs need them.
enum HostPort {
    static func format(host: String, port: UInt16) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
