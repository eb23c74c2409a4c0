// test.swift: tests through the wrapper in after.swift (compiled with it;
// before.swift has no `DataWriting` to replace).
//
// What to look at: `RecordingWriter`. It keeps every "file" in a dictionary
// keyed by URL, so a test reads what would have been written without any
// disk, and `errorToThrow` makes the write fail on demand. The folder is
// never created: nothing is written anywhere.

import Foundation
import XCTest

final class RecordingWriter: DataWriting {
    private(set) var files: [URL: Data] = [:]
    var errorToThrow: Error?

    func write(_ data: Data, to url: URL) throws {
        if let errorToThrow { throw errorToThrow }
        files[url] = data
    }
}

final class ReceiptStoreTests: XCTestCase {
    private let folder = URL(fileURLWithPath: "/nowhere/receipts")
    private let writer = RecordingWriter()
    private let items = [
        MenuItem(name: "Flat White", price: 3.2),
        MenuItem(name: "Almond Croissant", price: 2.75),
    ]

    func test_save_writesTheReceiptText() throws {
        let store = ReceiptStore(folder: folder, writer: writer)

        let result = store.saveReceipt(number: 7, items: items)

        let file = folder.appendingPathComponent("receipt-7.txt")
        XCTAssertEqual(result, .saved(file))
        let data = try XCTUnwrap(writer.files[file])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), """
            Brewline receipt #7
            Flat White  3.20
            Almond Croissant  2.75
            Total  5.95

            """)
    }

    func test_save_whenTheDiskIsFull_reportsFailure() {
        writer.errorToThrow = CocoaError(.fileWriteOutOfSpace)
        let store = ReceiptStore(folder: folder, writer: writer)

        let result = store.saveReceipt(number: 8, items: items)

        XCTAssertEqual(result, .failed("Could not save receipt #8."))
        XCTAssertTrue(writer.files.isEmpty)
    }
}
