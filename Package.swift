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
        // Test doubles, Hummingbird-style: a test target links these; production code never does.
        .library(name: "TerminalKitTesting", targets: ["TerminalKitTesting"]),
        .library(name: "EurekaTerminalTesting", targets: ["EurekaTerminalTesting"]),
        .library(name: "EurekaExampleCatalogue", targets: ["EurekaExampleCatalogue"]),
        .executable(name: "eureka-examples", targets: ["EurekaExamples"]),
        .library(name: "EurekaHTML", targets: ["EurekaHTML"]),
        .library(name: "EurekaServer", targets: ["EurekaServer"]),
        .library(name: "EurekaServerTesting", targets: ["EurekaServerTesting"]),
    ],
    dependencies: [
        // Only the example command parses arguments; the libraries stay dependency-free.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The web server stack, used by EurekaServer only. Hummingbird's default traits pull in
        // swift-configuration and full Foundation, which the server does not need.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // The server's connection settings (HTTP1Channel's idle timeout is a NIO TimeAmount).
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        // HTTP parts as the channel pipeline carries them (LingeringClose sits among them).
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
        // Documentation only (scripts/docs): a command plugin, linked into no product or target.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "EurekaPredicate"),
        .target(name: "Eureka", dependencies: ["EurekaPredicate"]),
        // The crash-time terminal restore: C globals a fatal signal's handler can read safely.
        .target(name: "CTerminalRestore"),
        .target(name: "TerminalKit", dependencies: ["CTerminalRestore"]),
        .target(name: "EurekaTerminal", dependencies: ["Eureka", "TerminalKit"]),
        // Deterministic fakes of the terminal (FakeTerminal, ManualClock, …) and the form driver.
        .target(name: "TerminalKitTesting", dependencies: ["TerminalKit"]),
        .target(name: "EurekaTerminalTesting", dependencies: ["EurekaTerminal", "Eureka", "TerminalKit"]),
        // The benchmarks are deliberately not a product: `swift run -c release eureka-benchmarks`
        // works inside this repository (a root package's executable targets are implicit products),
        // while a package that depends on Eureka never sees them.
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "eureka-benchmarks",
            dependencies: [
                "Eureka", "EurekaPredicate", "TerminalKit", "TerminalKitTesting", "EurekaTerminal", "EurekaTerminalTesting",
                "EurekaHTML", "EurekaExampleCatalogue", "CAllocationCounter",
            ],
            path: "Sources/EurekaBenchmarks"
        ),
        // The example catalogue: sample forms a newcomer reads, and the project's main command.
        .target(name: "EurekaExampleCatalogue", dependencies: ["Eureka"]),
        // Reserves closed standard descriptors before main, so none is reused by accident.
        .target(name: "CStandardStreams"),
        .executableTarget(
            name: "EurekaExamples",
            dependencies: [
                "EurekaExampleCatalogue", "EurekaTerminal", "TerminalKit", "EurekaHTML", "EurekaServer", "CStandardStreams",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "EurekaPredicateTests", dependencies: ["EurekaPredicate"]),
        .testTarget(name: "EurekaTests", dependencies: ["Eureka"]),
        // Lets the thread sanitizer see contended Synchronization.Mutex locks (scripts/sanitizers);
        // linked into the one test product through TerminalKitTests, empty in other builds.
        .target(name: "CMutexSanitizerSupport"),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "TerminalKitTesting", "CMutexSanitizerSupport"]),
        .testTarget(
            name: "EurekaTerminalTests",
            dependencies: ["EurekaTerminal", "EurekaTerminalTesting", "Eureka", "TerminalKit", "TerminalKitTesting"],
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "EurekaExampleCatalogueTests",
            dependencies: [
                "EurekaExampleCatalogue", "EurekaExamples", "EurekaTerminal", "EurekaTerminalTesting", "Eureka", "TerminalKit",
                "TerminalKitTesting",
            ]
        ),
        // The web: an escaping HTML writer and form-body parsing (no server knowledge), then the
        // Hummingbird server pieces (CSRF, headers, limits, assets) and their test helpers.
        .target(name: "EurekaHTML", dependencies: ["Eureka"]),
        .target(
            name: "EurekaServer",
            dependencies: [
                "EurekaHTML",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .target(
            name: "EurekaServerTesting",
            dependencies: [
                "EurekaServer", "EurekaHTML",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "EurekaHTMLTests", dependencies: ["EurekaHTML"], resources: [.copy("Corpus")]),
        .testTarget(
            name: "EurekaServerTests",
            dependencies: [
                "EurekaServer", "EurekaServerTesting", "EurekaHTML",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The catalogue on the web through the router (no sockets): every example, security, limits.
        .testTarget(
            name: "EurekaWebTests",
            dependencies: [
                "EurekaExamples", "EurekaExampleCatalogue", "EurekaServer", "EurekaServerTesting", "EurekaHTML", "Eureka",
                "EurekaTerminal", "EurekaTerminalTesting", "TerminalKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        // Drives the built eureka-examples in tmux; no module dependency, only the executable.
        .testTarget(name: "EndToEndTests"),
    ],
    swiftLanguageModes: [.v6]
)
