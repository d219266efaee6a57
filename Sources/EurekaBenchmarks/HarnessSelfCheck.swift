/// Checks the harness itself: an empty body allocates nothing and a 64-byte array allocates once.
/// If these figures are wrong, every other figure in the README is suspect.
func runHarnessSelfCheck() {
    let empty = measure("empty body", iterations: 1_000_000) {}
    let oneArray = measure("one small array", iterations: 100_000) {
        var array = [UInt8](repeating: 0, count: 64)
        array[0] = 1
        blackHole(array)
    }
    printTable(title: "Harness self-check", [empty, oneArray])
}

/// Keeps the optimiser from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) { _ = value }
