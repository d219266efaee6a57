// swift-tools-version: 6.1
import PackageDescription

// The modules the sanitizer runs cover (scripts/sanitizers), as a package of their own: the
// root package links every test target — Hummingbird, NIO and BoringSSL included — into one
// test product, and building that three times (debug, thread, address) would cost CI half an
// hour. Sources and Tests are links to the root package's folders; nothing is duplicated.
let package = Package(
    name: "EurekaSanitizers",
    platforms: [.macOS(.v15)],
    targets: [
        .target(name: "EurekaPredicate"),
        .target(name: "Eureka", dependencies: ["EurekaPredicate"]),
        .target(name: "CTerminalRestore"),
        .target(name: "TerminalKit", dependencies: ["CTerminalRestore"]),
        .target(name: "EurekaTerminal", dependencies: ["Eureka", "TerminalKit"]),
        .target(name: "TerminalKitTesting", dependencies: ["TerminalKit"]),
        .target(name: "EurekaTerminalTesting", dependencies: ["EurekaTerminal", "Eureka", "TerminalKit"]),
        .target(name: "EurekaHTML", dependencies: ["Eureka"]),
        .target(name: "CMutexSanitizerSupport"),
        .testTarget(name: "EurekaPredicateTests", dependencies: ["EurekaPredicate"]),
        .testTarget(name: "EurekaTests", dependencies: ["Eureka"]),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "TerminalKitTesting", "CMutexSanitizerSupport"]),
        .testTarget(
            name: "EurekaTerminalTests",
            dependencies: ["EurekaTerminal", "EurekaTerminalTesting", "Eureka", "TerminalKit", "TerminalKitTesting"],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "EurekaHTMLTests", dependencies: ["EurekaHTML"], resources: [.copy("Corpus")]),
    ],
    swiftLanguageModes: [.v6]
)
