import Foundation
import MiniModels

/// The live models of the lessons the learner opens, running beside the interface.
///
/// Each lab gets its commands through a queue of its own, in the order the keys were pressed,
/// and works on its own actor: the interface only sends and, between keys, reads snapshots.
/// Files and defaults land in one scratch folder for the session, removed at the end, so a
/// before model's counter and receipts grow for as long as Seams runs.
@MainActor
final class LiveLabs {
    private let server: LabServer
    /// Made when the first lab starts, so a session that opens no model leaves no trace.
    private var scratch: ScratchDirectory?
    private var labs: [LabKey: Running] = [:]
    /// What was last handed out for each lab, so an unchanged lab costs no copying.
    private var handedOut: [LabKey: (sequence: Int, status: LabStatus)] = [:]

    private struct Running {
        var lab: any Lab
        var commands: AsyncStream<LabCommand>.Continuation
        var worker: Task<Void, Never>
    }

    init(server: LabServer) {
        self.server = server
    }

    /// Why the last lab could not start, once: the interface shows it.
    private(set) var failure: String?

    func send(_ key: LabKey, _ command: LabCommand) {
        guard let running = running(key) else { return }
        if command == .open {
            handedOut[key] = nil
            return
        }
        running.commands.yield(command)
    }

    func snapshot(_ key: LabKey) -> LabSnapshot? {
        guard let lab = labs[key]?.lab else {
            // A lab that could not start says why in the panel, once.
            guard let failure else { return nil }
            self.failure = nil
            return LabSnapshot(key: key, status: LabStatus(graph: GraphNode("The model could not start", detail: failure)),
                               events: [], lastSequence: 0, dropped: 0, lastRun: nil, runCount: 0)
        }
        let sequence = lab.trace.lastSequence
        let status = lab.status
        if let last = handedOut[key], last.sequence == sequence, last.status == status { return nil }
        handedOut[key] = (sequence, status)
        return LabSnapshot(lab, modelID: key.modelID)
    }

    /// Stops the labs and removes their scratch folder; the next `send` starts fresh models.
    /// The server stays up.
    func forgetLabs() {
        for running in labs.values {
            running.commands.finish()
            running.worker.cancel()
        }
        labs = [:]
        handedOut = [:]
        failure = nil
        scratch?.remove()
        scratch = nil
    }

    /// Stops the labs and the in-process server, and removes the scratch folder.
    func shutdown() {
        forgetLabs()
        let server = self.server
        Blocking.wait { await server.shutdown() }
    }

    private func running(_ key: LabKey) -> Running? {
        if let running = labs[key] { return running }
        guard let entry = LabCatalog.entry(key.modelID) else { return nil }
        if scratch == nil {
            do {
                scratch = try ScratchDirectory.create()
            } catch {
                failure = "Cannot create a scratch folder for the live model: \(error.localizedDescription)"
                return nil
            }
        }
        guard let folder = scratch?.url else { return nil }
        let lab = entry.make(key.variant, LabEnvironment(scratch: folder, server: server))
        let (stream, continuation) = AsyncStream.makeStream(of: LabCommand.self)
        let worker = Task.detached {
            for await command in stream {
                switch command {
                case .open: break
                case .perform(let action): await lab.perform(action)
                case .runScript: _ = await lab.runScript()
                case .swap: await lab.swap()
                case .reset: await lab.reset()
                }
            }
        }
        let running = Running(lab: lab, commands: continuation, worker: worker)
        labs[key] = running
        return running
    }
}
