import ArgumentParser
import Foundation
import MiniModels
import Synchronization

/// `seams run ID`: one scripted run of a lesson's live model, headless, with its trace.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a lesson's live model once and print its trace.",
        discussion: """
        Runs the model's scripted actions against its real dependency: HTTP to the demo API, \
        files and defaults in a scratch folder removed afterwards, the shared instance. With \
        --double, the dependency is first swapped for the lesson's test double, through the \
        lesson's technique. A demo server is started on a free loopback port when the model \
        needs one and --server is not given.
        """
    )

    enum Variant: String, EnumerableFlag {
        case before, after

        static func help(for value: Variant) -> ArgumentHelp? {
            value == .before ? "Run the before code: the dependency is hard-wired." : "Run the after code, with the seam (the default)."
        }
    }

    @Argument(help: "The lesson's id, as in `seams list`.") var id: String
    @Flag(exclusivity: .exclusive) var variant: Variant = .after
    @Flag(help: "Swap in the test double before running (after code only).") var double = false
    @Flag(help: "Print one JSON object instead of lines.") var json = false
    @OptionGroup var models: ModelServerOptions

    func run() throws {
        guard let entry = LabCatalog.entry(id) else {
            StandardError.write("seams run: no lesson model with id \"\(id)\". Known ids: \(LabCatalog.ids.joined(separator: ", ")).")
            throw ExitCode(1)
        }
        if variant == .before && double {
            StandardError.write("seams run: --double needs the after code: the before code has no seam to swap a double into (\(entry.descriptor.noSeam)).")
            throw ExitCode(2)
        }
        let labServer = try models.labServer(command: "seams run")
        let scratch: ScratchDirectory
        do {
            scratch = try ScratchDirectory.create()
        } catch {
            StandardError.write("seams run: cannot create a scratch folder: \(error.localizedDescription)")
            throw ExitCode(1)
        }
        defer { scratch.remove() }
        let environment = LabEnvironment(scratch: scratch.url, server: labServer, traceLimit: 10_000)
        let lab = entry.make(variant == .before ? .before : .after, environment)
        let double = self.double
        let summary = Blocking.wait {
            if double { await lab.swap() }
            let summary = await lab.runScript()
            await labServer.shutdown()
            return summary
        }
        let report = RunReport(lesson: entry.descriptor.id, variant: lab.variant, double: double,
                               summary: summary, events: lab.trace.events, graph: lab.status.graph.outline)
        print(json ? report.json : report.text, terminator: "")
    }
}

/// Where the live models' network code finds the demo API.
struct ModelServerOptions: ParsableArguments {
    @Option(name: .customLong("models-server"), help: ArgumentHelp(
        "A running `seams serve` for the models' network code. Default: one started in this process on a free loopback port, when first needed.",
        valueName: "URL"))
    var server: String?

    func labServer(command: String) throws -> LabServer {
        guard let server else { return LabServer() }
        guard let url = Preferences.httpURL(server) else {
            StandardError.write("\(command): --models-server needs an http:// URL, got \"\(server)\".")
            throw ExitCode(2)
        }
        return LabServer(external: url)
    }
}

/// What `seams run` prints.
struct RunReport {
    var lesson: String
    var variant: LabVariant
    var double: Bool
    var summary: RunSummary
    var events: [TraceEvent]
    var graph: [String]

    var text: String {
        var lines = ["\(lesson) · \(variant.rawValue) code · \(double ? "test double swapped in" : "real dependency")"]
        let kindWidth = TraceEvent.Kind.allCases.map(\.rawValue.count).max() ?? 0
        for event in events {
            let time = String(format: "%8.1f ms", Self.milliseconds(event.time))
            lines.append("\(time)  \(event.kind.rawValue.padding(toLength: kindWidth, withPad: " ", startingAt: 0))  \(event.message)")
        }
        lines.append("objects:")
        lines += graph.map { "  " + $0 }
        let effects = summary.sideEffects.fields.map { "\($0.name) \($0.value)" }.joined(separator: " · ")
        lines.append(String(format: "elapsed %.1f ms · ", Self.milliseconds(summary.elapsed)) + effects)
        return lines.joined(separator: "\n") + "\n"
    }

    var json: String {
        let object: [String: Any] = [
            "lesson": lesson,
            "variant": variant.rawValue,
            "double": double,
            "elapsed_ms": Self.rounded(Self.milliseconds(summary.elapsed)),
            "events": events.map { event -> [String: Any] in
                ["kind": event.kind.rawValue, "message": event.message, "run": event.run,
                 "time_ms": Self.rounded(Self.milliseconds(event.time))]
            },
            "side_effects": Dictionary(uniqueKeysWithValues: summary.sideEffects.fields.map { ($0.name, $0.value) }),
            "objects": graph,
        ]
        // The object holds only strings, numbers, booleans, arrays and dictionaries.
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// Runs async work from a synchronous command and waits for it on the calling thread.
///
/// The root command stays synchronous so `browse` keeps ncurses on the main thread (see
/// `ServeCommand`); the work runs on the concurrency pool meanwhile.
enum Blocking {
    static func wait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let result = Mutex<T?>(nil)
        let finished = DispatchSemaphore(value: 0)
        // Detached: called from the main actor, an inheriting task would wait for the very
        // thread this function blocks.
        Task.detached {
            let value = await work()
            result.withLock { $0 = value }
            finished.signal()
        }
        finished.wait()
        return result.withLock { $0! }
    }
}
