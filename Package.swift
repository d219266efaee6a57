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
    ],
    targets: [
        .target(name: "EurekaPredicate"),
        .target(name: "Eureka", dependencies: ["EurekaPredicate"]),
        .target(name: "TerminalKit"),
        .target(name: "EurekaTerminal", dependencies: ["Eureka", "TerminalKit"]),
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "EurekaBenchmarks",
            dependencies: ["Eureka", "EurekaPredicate", "TerminalKit", "EurekaTerminal", "CAllocationCounter"]
        ),
        .testTarget(name: "EurekaPredicateTests", dependencies: ["EurekaPredicate"]),
        .testTarget(name: "EurekaTests", dependencies: ["Eureka"]),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit"]),
        .testTarget(name: "EurekaTerminalTests", dependencies: ["EurekaTerminal", "Eureka", "TerminalKit"], exclude: ["Goldens"]),
        // Drives the built eureka-examples in tmux; no module dependency, only the executable.
        .testTarget(name: "EndToEndTests"),
    ],
    swiftLanguageModes: [.v6]
)
