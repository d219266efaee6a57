import CAllocationCounter

/// One benchmark figure: time per operation, heap allocations per operation, and free-form notes.
struct Measurement {
    var name: String
    var nanosecondsPerOperation: Double
    var allocationsPerOperation: Double
    var notes: String = ""
}

/// Runs `body` `iterations` times per sample, takes `samples` samples and keeps the median, so a
/// single noisy sample (the machine has 2 shared cores) does not move the reported figure.
func measure(
    _ name: String,
    iterations: Int,
    samples: Int = 7,
    notes: String = "",
    _ body: () -> Void
) -> Measurement {
    precondition(iterations > 0 && samples > 0)
    body()  // warm-up: first-touch costs are not what we report
    var times: [Double] = []
    var allocations: [Double] = []
    times.reserveCapacity(samples)
    allocations.reserveCapacity(samples)
    let clock = ContinuousClock()
    for _ in 0..<samples {
        let allocationsBefore = eureka_allocation_count()
        let start = clock.now
        for _ in 0..<iterations { body() }
        let elapsed = clock.now - start
        let allocationsAfter = eureka_allocation_count()
        times.append(elapsed.nanoseconds / Double(iterations))
        allocations.append(Double(allocationsAfter - allocationsBefore) / Double(iterations))
    }
    return Measurement(
        name: name,
        nanosecondsPerOperation: median(times),
        allocationsPerOperation: median(allocations),
        notes: notes
    )
}

/// `measure` for work that is `async` (a web form's load and binding): the same warm-up,
/// samples and median, each iteration awaited in turn.
func measure(
    _ name: String,
    iterations: Int,
    samples: Int = 7,
    notes: String = "",
    _ body: () async -> Void
) async -> Measurement {
    precondition(iterations > 0 && samples > 0)
    await body()
    var times: [Double] = []
    var allocations: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<samples {
        let allocationsBefore = eureka_allocation_count()
        let start = clock.now
        for _ in 0..<iterations { await body() }
        let elapsed = clock.now - start
        let allocationsAfter = eureka_allocation_count()
        times.append(elapsed.nanoseconds / Double(iterations))
        allocations.append(Double(allocationsAfter - allocationsBefore) / Double(iterations))
    }
    return Measurement(name: name, nanosecondsPerOperation: median(times), allocationsPerOperation: median(allocations), notes: notes)
}

/// Live heap bytes as glibc counts them; the difference across an allocation tells retained memory.
func liveHeapBytes() -> UInt64 { eureka_live_heap_bytes() }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

extension Duration {
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

/// Formats nanoseconds with a unit a reader takes in at a glance.
func formatDuration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: return String(format3: nanoseconds) + " ns"
    case ..<1_000_000: return String(format3: nanoseconds / 1_000) + " µs"
    case ..<1_000_000_000: return String(format3: nanoseconds / 1_000_000) + " ms"
    default: return String(format3: nanoseconds / 1_000_000_000) + " s"
    }
}

extension String {
    /// Three significant figures without Foundation's formatter.
    init(format3 value: Double) {
        let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
        self = text
    }
}

/// Prints measurements as a Markdown table, the form the README's benchmark section uses.
func printTable(title: String, _ measurements: [Measurement]) {
    print("### \(title)\n")
    print("| benchmark | time / op | allocations / op | notes |")
    print("|---|---:|---:|---|")
    for m in measurements {
        let allocations =
            m.allocationsPerOperation.rounded() == m.allocationsPerOperation
            ? "\(Int(m.allocationsPerOperation))" : String(format3: m.allocationsPerOperation)
        print("| \(m.name) | \(formatDuration(m.nanosecondsPerOperation)) | \(allocations) | \(m.notes) |")
    }
    print("")
}
