// test.swift: unit tests through the seams in after.swift (compile the two
// together; they do not compile against before.swift, which has no seam).
//
// What to look at: `makeWriter(hour:)`. Every test picks the hour it runs at
// and catches the write in an array. No test reads the real clock or touches
// the disk, so each runs in microseconds, passes at any time of day and leaves
// nothing behind. The last test reaches the failure path, which a real disk
// would almost never let you see.

import Foundation
import XCTest

final class CardWriterTests: XCTestCase {
    private var saved: [(data: Data, file: URL)] = []

    private func makeWriter(hour: Int) -> CardWriter {
        CardWriter(
            now: { date(atHour: hour) },
            save: { data, file in self.saved.append((data, file)) }
        )
    }

    func test_nineInTheMorning_saysGoodMorning() throws {
        let text = try makeWriter(hour: 9).writeCard(for: "Ada")
        XCTAssertEqual(text, "Good morning, Ada!\n")
    }

    func test_noon_isAlreadyAfternoon() throws {
        let text = try makeWriter(hour: 12).writeCard(for: "Ada")
        XCTAssertEqual(text, "Good afternoon, Ada!\n")
    }

    func test_eightInTheEvening_saysGoodEvening() throws {
        let text = try makeWriter(hour: 20).writeCard(for: "Ada")
        XCTAssertEqual(text, "Good evening, Ada!\n")
    }

    func test_savesTheCardOnce_inAFileNamedForThePerson() throws {
        _ = try makeWriter(hour: 9).writeCard(for: "Ada")

        XCTAssertEqual(saved.count, 1)
        let card = try XCTUnwrap(saved.first)
        XCTAssertEqual(card.file.lastPathComponent, "card-Ada.txt")
        let written = String(decoding: card.data, as: UTF8.self)
        XCTAssertEqual(written, "Good morning, Ada!\n")
    }

    func test_whenSavingFails_theErrorReachesTheCaller() {
        struct DiskFull: Error {}
        let writer = CardWriter(
            now: { date(atHour: 9) },
            save: { _, _ in throw DiskFull() }
        )

        XCTAssertThrowsError(try writer.writeCard(for: "Ada")) { error in
            XCTAssertTrue(error is DiskFull)
        }
    }
}

/// A fixed date at the given hour, built with the same calendar `CardWriter`
/// reads, so the hour comes back unchanged in any time zone.
private func date(atHour hour: Int) -> Date {
    let parts = DateComponents(year: 2024, month: 6, day: 1, hour: hour)
    return Calendar.current.date(from: parts)!
}
