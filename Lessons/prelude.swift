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
