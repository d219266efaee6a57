// swift-tools-version: 6.1
import PackageDescription

// Module split (see DESIGN.md): a platform-neutral core (`Eureka`), a dependency-free predicate
// language (`EurekaPredicate`), terminal primitives with no form knowledge (`TerminalKit`), and
// renderers/executables on top. Heavy dependencies stay out of the core so it builds in seconds.
let package = Package(
    name: "Eureka",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Eureka", targets: ["Eureka"]),
        .library(name: "EurekaPredicate", targets: ["EurekaPredicate"]),
        .library(name: "TerminalKit", targets: ["TerminalKit"]),
        .library(name: "EurekaTerminal", targets: ["EurekaTerminal"]),
        .executable(name: "eureka-benchmarks", targets: ["EurekaBenchmarks"]),
        .library(name: "EurekaExampleCatalogue", targets: ["EurekaExampleCatalogue"]),
        .executable(name: "eureka-examples", targets: ["EurekaExamples"]),
    ],
    dependencies: [
        // Only the example command parses arguments; the libraries stay dependency-free.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "EurekaPredicate"),
        .target(name: "Eureka", dependencies: ["EurekaPredicate"]),
        // The crash-time terminal restore: C globals a fatal signal's handler can read safely.
        .target(name: "CTerminalRestore"),
        .target(name: "TerminalKit", dependencies: ["CTerminalRestore"]),
        .target(name: "EurekaTerminal", dependencies: ["Eureka", "TerminalKit"]),
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "EurekaBenchmarks",
            dependencies: ["Eureka", "EurekaPredicate", "TerminalKit", "EurekaTerminal", "CAllocationCounter"]
        ),
        // The example catalogue: sample forms a newcomer reads, and the project's main command.
        .target(name: "EurekaExampleCatalogue", dependencies: ["Eureka", "EurekaTerminal", "TerminalKit"]),
        // Reserves closed standard descriptors before main, so none is reused by accident.
        .target(name: "CStandardStreams"),
        .executableTarget(
            name: "EurekaExamples",
            dependencies: [
                "EurekaExampleCatalogue", "EurekaTerminal", "CStandardStreams",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "EurekaPredicateTests", dependencies: ["EurekaPredicate"]),
        .testTarget(name: "EurekaTests", dependencies: ["Eureka"]),
        // Lets the thread sanitizer see contended Synchronization.Mutex locks (scripts/sanitizers);
        // linked into the one test product through TerminalKitTests, empty in other builds.
        .target(name: "CMutexSanitizerSupport"),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "CMutexSanitizerSupport"]),
        .testTarget(name: "EurekaTerminalTests", dependencies: ["EurekaTerminal", "Eureka", "TerminalKit"], exclude: ["Goldens"]),
        .testTarget(
            name: "EurekaExampleCatalogueTests",
            dependencies: ["EurekaExampleCatalogue", "EurekaExamples", "EurekaTerminal", "Eureka", "TerminalKit"]
        ),
        // Drives the built eureka-examples in tmux; no module dependency, only the executable.
        .testTarget(name: "EndToEndTests"),
    ],
    swiftLanguageModes: [.v6]
)
