// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Seams",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "seams", targets: ["seams"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Only the Foundation trait: no Combine schedulers, no networking, a faster build.
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1", traits: ["Foundation"]),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // Already used by swift-dependencies; named here for its test support, which lets
        // `unimplemented` dependencies report their failures to Swift Testing.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    ],
    targets: [
        // The ncursesw wide-character API, with shims for the macros Swift cannot import.
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Async-signal-safe terminal restore for crash and termination signals.
        .target(name: "CTerminalGuard"),
        // The cell grid, styles, keys and display widths: pure values, no terminal.
        .target(name: "Canvas"),
        // Styled text and the Markdown subset lessons are written in.
        .target(name: "Markup", dependencies: ["Canvas"]),
        // Lessons on disk: discovery, front matter, diagnostics, Swift highlighting.
        .target(
            name: "LessonKit",
            dependencies: [
                "Canvas", "Markup",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ]
        ),
        // Tools for lesson authors: lint, snippet type-checking, scaffolding.
        .target(name: "LessonTools", dependencies: ["LessonKit", "Markup"]),
        // The live models each lesson runs: one folder per technique.
        .target(
            name: "MiniModels",
            dependencies: ["DemoServer", "LoopbackHTTP", .product(name: "Dependencies", package: "swift-dependencies")]
        ),
        // Seams' own side effects: files, defaults, the classroom API, as swift-dependencies clients.
        .target(
            name: "Services",
            dependencies: ["LoopbackHTTP", .product(name: "Dependencies", package: "swift-dependencies")]
        ),
        // A small HTTP/1.1 client for loopback and classroom servers; writes nothing to disk.
        .target(name: "LoopbackHTTP"),
        // State, actions, update and render: the whole interface as pure functions.
        .target(name: "SeamsCore", dependencies: ["Canvas", "Markup", "LessonKit", "MiniModels", "Services"]),
        // The ncurses backend: frame diffing onto the terminal, key decoding, restore.
        .target(name: "Terminal", dependencies: ["Canvas", "CNcursesw", "CTerminalGuard"]),
        // The loopback HTTP server: the demo API the lessons' real network code calls.
        .target(name: "DemoServer", dependencies: [.product(name: "FlyingFox", package: "FlyingFox")]),
        .executableTarget(
            name: "seams",
            dependencies: [
                "Canvas", "Markup", "LessonKit", "LessonTools", "MiniModels", "SeamsCore", "Terminal", "DemoServer", "Services",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ]
        ),
        // Shared by the test targets: temporary directories.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CanvasTests", dependencies: ["Canvas"]),
        .testTarget(name: "MarkupTests", dependencies: ["Markup", "Canvas"]),
        .testTarget(name: "LessonKitTests", dependencies: ["LessonKit", "Markup", "Canvas", "TestSupport"]),
        .testTarget(
            name: "LessonToolsTests",
            dependencies: ["LessonTools", "LessonKit", "TestSupport"],
            exclude: ["Corpus"]
        ),
        .testTarget(
            name: "MiniModelsTests",
            dependencies: ["MiniModels", "DemoServer", "LoopbackHTTP", "TestSupport",
                           .product(name: "Dependencies", package: "swift-dependencies")]
        ),
        .testTarget(name: "SeamsCoreTests", dependencies: ["SeamsCore", "LessonKit", "Markup", "Canvas", "MiniModels", "Services"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Canvas"]),
        .testTarget(name: "EndToEndTests", dependencies: ["seams", "TestSupport"]),
        .testTarget(
            name: "ServicesTests",
            dependencies: ["Services", "DemoServer", "TestSupport", .product(name: "Dependencies", package: "swift-dependencies"),
                           .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")]
        ),
        .testTarget(name: "DemoServerTests", dependencies: ["DemoServer", "LoopbackHTTP"]),
    ],
    swiftLanguageModes: [.v6]
)
