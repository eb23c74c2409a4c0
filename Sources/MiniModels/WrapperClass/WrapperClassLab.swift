import Foundation

extension WrapperClass {
    public static let descriptor = LabDescriptor(
        id: "wrapper-class",
        title: "Wrap an API you cannot change",
        actions: [
            LabAction("save", key: "c", "Check out: save the next receipt"),
            LabAction("fail", key: "e", "Failures on/off: the recording writer throws 'out of space'"),
            LabAction("list", key: "i", "List the receipts folder, and what the recorder keeps"),
        ],
        script: ["save", "save", "list"],
        swapTitle: "build ReceiptStore(folder:writer: RecordingWriter())",
        noSeam: "ReceiptStore calls Data(text.utf8).write(to:) on a value it makes itself; there is no object to replace",
        touches: "files")

    /// The orders the lab checks out in turn, the first one the lesson's.
    static let orders: [[MenuItem]] = [
        [MenuItem(name: "Flat White", price: 3.2), MenuItem(name: "Almond Croissant", price: 2.75)],
        [MenuItem(name: "Mocha", price: 3.6)],
        [MenuItem(name: "Cortado", price: 2.9), MenuItem(name: "Cinnamon Bun", price: 3.1), MenuItem(name: "Espresso", price: 2.5)],
    ]

    /// The live model of lesson 4.
    public actor Lab: MiniModels.Lab {
        public nonisolated let variant: LabVariant
        public nonisolated let basics: LabBasics
        private var store: any Receipts
        private var recorder: RecordingWriter?
        /// The number the next receipt gets: one past the highest in the folder, so it goes on
        /// from the last session.
        private var nextNumber: Int

        public init(variant: LabVariant, environment: LabEnvironment) {
            self.variant = variant
            let folder = WrapperClass.receiptsFolder(in: environment.scratch)
            store = Self.makeStore(variant, folder: folder)
            nextNumber = Self.receiptNumbers(in: folder).max().map { $0 + 1 } ?? 1
            basics = LabBasics(environment: environment,
                               graph: Self.graph(variant, folder: folder, next: nextNumber, recorder: nil))
        }

        public nonisolated var descriptor: LabDescriptor { WrapperClass.descriptor }

        private var folder: URL { WrapperClass.receiptsFolder(in: basics.environment.scratch) }

        public func perform(_ actionID: String) async {
            await basics.act {
                switch actionID {
                case "save": save()
                case "fail": toggleFailure()
                case "list": list()
                default: trace.record(.error, "unknown action \(actionID)")
                }
            }
            basics.publish(graph())
        }

        public func swap() async {
            guard variant == .after else { return basics.refuseSwap(descriptor) }
            let recorder = RecordingWriter()
            self.recorder = recorder
            // The technique: the store is built again, and this time the recorder goes in.
            store = After.ReceiptStore(folder: folder, writer: recorder)
            trace.record(.swap, "ReceiptStore(folder:writer: RecordingWriter()): the next receipts stay in memory, receipts/ stays as it is")
            basics.publish(graph(), swapped: true)
        }

        public func reset() async {
            store = Self.makeStore(variant, folder: folder)
            recorder = nil
            nextNumber = Self.receiptNumbers(in: folder).max().map { $0 + 1 } ?? 1
            trace.record(.note, "reset: a new ReceiptStore writing to the disk; receipts/ keeps its \(Self.receiptNumbers(in: folder).count) files")
            basics.publish(graph(), swapped: false)
        }

        private func save() {
            // The app makes sure its folder is there; the store only writes into it.
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let number = nextNumber
            let items = WrapperClass.orders[(number - 1) % WrapperClass.orders.count]
            switch store.saveReceipt(number: number, items: items) {
            case .saved(let file):
                nextNumber += 1
                trace.record(.output, "saved receipt #\(number) at \(RealDisk.relativePath(file))")
            case .failed(let message):
                trace.record(.error, "failed: \(message)")
            }
        }

        private func toggleFailure() {
            guard let recorder else {
                trace.record(.note, "the real disk cannot be told to fail: the catch branch is out of reach until a RecordingWriter goes in")
                return
            }
            recorder.errorToThrow = recorder.errorToThrow == nil ? CocoaError(.fileWriteOutOfSpace) : nil
            trace.record(.note, recorder.errorToThrow == nil ? "the recording writer keeps writes again" : "the recording writer will throw 'out of space' on the next writes")
        }

        private func list() {
            trace.record(.output, folderLine())
            if let recorder {
                let names = recorder.files.keys.map(\.lastPathComponent).sorted(by: Self.byNumber)
                trace.record(.output, "RecordingWriter keeps \(recorder.files.count) in memory\(names.isEmpty ? "" : ": " + names.joined(separator: ", "))")
            }
        }

        /// `receipts/ on disk: 3 files, receipt-1.txt … receipt-3.txt`.
        private func folderLine() -> String {
            let names = Self.receiptNames(in: folder)
            let listing = switch names.count {
            case 0: ""
            case 1...3: ": " + names.joined(separator: ", ")
            default: ": \(names.first!) … \(names.last!)"
            }
            let unchanged = recorder == nil ? "" : " (the recorder writes none)"
            return "receipts/ on disk: \(names.count) file\(names.count == 1 ? "" : "s")\(listing)\(unchanged)"
        }

        private static func makeStore(_ variant: LabVariant, folder: URL) -> any Receipts {
            variant == .before ? Before.ReceiptStore(folder: folder) : After.ReceiptStore(folder: folder)
        }

        /// The receipt files in `folder`, by number.
        static func receiptNames(in folder: URL) -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { number(of: $0) != nil }.sorted(by: byNumber)
        }

        static func receiptNumbers(in folder: URL) -> [Int] {
            receiptNames(in: folder).compactMap(number(of:))
        }

        private static func number(of name: String) -> Int? {
            guard name.hasPrefix("receipt-"), name.hasSuffix(".txt") else { return nil }
            return Int(name.dropFirst("receipt-".count).dropLast(".txt".count))
        }

        private static func byNumber(_ a: String, _ b: String) -> Bool {
            (number(of: a) ?? 0) < (number(of: b) ?? 0)
        }

        private func graph() -> GraphNode {
            Self.graph(variant, folder: folder, next: nextNumber, recorder: recorder)
        }

        private static func graph(_ variant: LabVariant, folder: URL, next: Int, recorder: RecordingWriter?) -> GraphNode {
            let count = receiptNames(in: folder).count
            let disk = GraphNode("receipts/", detail: "\(count) file\(count == 1 ? "" : "s") on disk")
            let held: HeldDependency
            if let recorder {
                let throwing = recorder.errorToThrow == nil ? "" : ", throws"
                held = HeldDependency("writer", "RecordingWriter (files: \(recorder.files.count), writes: \(recorder.writeCallCount)\(throwing))", isDouble: true)
            } else if variant == .before {
                held = HeldDependency("disk", "Data.write(to:options:), called inside saveReceipt", isDouble: false)
            } else {
                held = HeldDependency("writer", "DiskWriter", isDouble: false)
            }
            return GraphNode("ReceiptStore", detail: "next receipt #\(next)", holds: [held], children: [disk])
        }
    }

    /// What the lab asks of either store: before.swift and after.swift save the same way.
    protocol Receipts: AnyObject {
        func saveReceipt(number: Int, items: [MenuItem]) -> ReceiptResult
    }
}

extension WrapperClass.Before.ReceiptStore: WrapperClass.Receipts {}
extension WrapperClass.After.ReceiptStore: WrapperClass.Receipts {}
