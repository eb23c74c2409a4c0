import Foundation
import LessonKit

/// The shared stand-ins every snippet is type-checked with: `prelude.swift` from the lessons
/// folder when it has one, otherwise the copy built in here.
public struct TypecheckPrelude: Hashable, Sendable {
    /// The Swift source that is compiled into the `SeamsPrelude` module.
    public var source: String
    /// Where diagnostics about the prelude point: the file, or a name for the built-in copy.
    public var path: String
    /// True when no `prelude.swift` was found and the built-in copy is used.
    public var isBuiltIn: Bool

    public init(source: String, path: String, isBuiltIn: Bool = false) {
        self.source = source
        self.path = path
        self.isBuiltIn = isBuiltIn
    }

    /// The file name looked for at the top of the lessons folder.
    public static let fileName = "prelude.swift"

    /// The name diagnostics in the built-in copy are reported against.
    public static let builtInPath = "<built-in prelude.swift>"

    /// The module the prelude is compiled into; snippets import it implicitly.
    public static let moduleName = "SeamsPrelude"

    /// The built-in copy, used for a lessons folder without its own `prelude.swift`.
    public static let builtIn = TypecheckPrelude(source: builtInSource, path: builtInPath, isBuiltIn: true)

    /// The prelude for the lessons in `directory`: its `prelude.swift` if present, else the
    /// built-in copy. A prelude file that cannot be read is an error, not a silent fallback,
    /// because the snippets would then be checked against stand-ins the author did not write.
    public static func forLessons(in directory: String) throws(Diagnostic) -> TypecheckPrelude {
        let path = directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
        guard FileManager.default.fileExists(atPath: path) else { return .builtIn }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic(path: path, line: 1, message: "the prelude cannot be read")
        }
        guard let source = String(validating: data, as: UTF8.self) else {
            throw Diagnostic(path: path, line: 1, message: "the prelude is not valid UTF-8")
        }
        return TypecheckPrelude(source: source, path: path)
    }

    /// Kept identical to `Lessons/prelude.swift`; a test compares the two.
    static let builtInSource = """
        // prelude.swift: small stand-ins that let lesson snippets read like iOS code on Linux.
        //
        // `seams lint --typecheck` compiles this file once, as a module named SeamsPrelude,
        // and every snippet sees it as if it had written `import SeamsPrelude`. A snippet
        // that declares a type with one of these names uses its own: nothing here is
        // reserved. Keep this file small, and keep the copy built into LessonTools
        // (TypecheckPrelude.swift) the same, so lessons in other folders get it too.

        #if canImport(FoundationNetworking)
        // On Apple platforms URLSession is part of Foundation; on Linux it lives in
        // FoundationNetworking. Re-exported so a snippet's `import Foundation` suffices.
        @_exported import FoundationNetworking
        #endif

        /// A stand-in for `UIViewController`: a screen with the two lifecycle callbacks
        /// the lessons override. Unlike UIKit it is not tied to the main actor, so tests
        /// need no actor annotations.
        open class Screen {
            /// Set once `viewDidLoad()` has run, like `UIViewController.isViewLoaded`.
            public private(set) var isViewLoaded = false

            /// Required, because `Storyboard` creates screens with no arguments.
            public required init() {}

            /// Called once, before the screen first appears. Override to set it up.
            open func viewDidLoad() {}

            /// Called every time the screen is shown.
            open func viewDidAppear() {}

            /// Runs `viewDidLoad()` unless it has already run, as UIKit does on first use.
            public final func loadViewIfNeeded() {
                guard !isViewLoaded else { return }
                isViewLoaded = true
                viewDidLoad()
            }
        }

        /// A stand-in for `UINavigationController`: shows screens in order, calling
        /// their lifecycle methods the way UIKit would.
        public final class Navigator {
            /// The screens shown so far; the last one is on top.
            public private(set) var screens: [Screen] = []

            public init() {}

            /// Loads `screen` if needed, puts it on top and tells it that it appeared.
            public func show(_ screen: Screen) {
                screen.loadViewIfNeeded()
                screens.append(screen)
                screen.viewDidAppear()
            }
        }

        /// A stand-in for a storyboard: it builds screens with `init()` and nothing
        /// else, so code it creates cannot take its collaborators as init arguments.
        public enum Storyboard {
            /// A new screen of the given type, made the way a storyboard would make it.
            public static func instantiate<S: Screen>(_ type: S.Type) -> S {
                type.init()
            }
        }

        """
}
