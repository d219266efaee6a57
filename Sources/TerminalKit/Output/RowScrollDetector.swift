/// Looks for a band of rows that scrolled between two frames and would cost fewer bytes to
/// move with the terminal's scrolling than to rewrite.
///
/// Rows are compared by a fingerprint first (one pass over each grid, only when several rows
/// changed in place), then the chosen band is checked cell by cell, so a fingerprint collision
/// can cost a missed scroll but never a wrong screen.
enum RowScrollDetector {
    /// A scroll only pays when at least this many rows changed in place.
    static let minimumChangedRows = 2

    /// The scroll that saves the most bytes, or nil when none saves any.
    ///
    /// - Parameters:
    ///   - unchanged: for each row, whether it is already equal in place.
    static func find(
        new: UnsafeBufferPointer<GridCell>,
        old: UnsafeBufferPointer<GridCell>,
        columns: Int,
        rows: Int,
        unchanged: UnsafeBufferPointer<Bool>
    ) -> RowScroll? {
        guard rows >= 2, columns > 0 else { return nil }
        var changedRows = 0
        for row in 0..<rows where !unchanged[row] { changedRows += 1 }
        guard changedRows >= minimumChangedRows else { return nil }

        let newPrints = fingerprints(new, columns: columns, rows: rows)
        let oldPrints = fingerprints(old, columns: columns, rows: rows)
        // Estimated bytes to fix each row in place, and to paint it onto a blank line.
        var diffCosts = [Int](repeating: -1, count: rows)
        var paintCosts = [Int](repeating: -1, count: rows)
        func diffCost(_ row: Int) -> Int {
            if unchanged[row] { return 0 }
            if diffCosts[row] < 0 { diffCosts[row] = estimatedCost(new, row: row, columns: columns, over: old) }
            return diffCosts[row]
        }
        func paintCost(_ row: Int) -> Int {
            if paintCosts[row] < 0 { paintCosts[row] = estimatedCost(new, row: row, columns: columns, over: nil) }
            return paintCosts[row]
        }

        var best: (scroll: RowScroll, gain: Int)?
        for distance in 1..<rows {
            for direction in 0..<2 {
                let shift = direction == 0 ? distance : -distance
                // Rows of the new frame whose source row (row + shift) is on screen.
                let rowRange = shift > 0 ? 0..<(rows - distance) : distance..<rows
                var row = rowRange.lowerBound
                while row < rowRange.upperBound {
                    guard newPrints[row] == oldPrints[row + shift] else {
                        row += 1
                        continue
                    }
                    let start = row
                    while row < rowRange.upperBound, newPrints[row] == oldPrints[row + shift] { row += 1 }
                    let end = row - 1
                    // The region holds the moving run and the rows the move exposes.
                    let scroll =
                        shift > 0
                        ? RowScroll(top: start, bottom: end + distance, shift: shift)
                        : RowScroll(top: start - distance, bottom: end, shift: shift)
                    let exposed = shift > 0 ? (end + 1)...(end + distance) : (start - distance)...(start - 1)
                    var gain = -RowScroll.estimatedCost
                    for moved in start...end { gain += diffCost(moved) }
                    for blanked in exposed { gain -= paintCost(blanked) - diffCost(blanked) }
                    if gain > (best?.gain ?? 0),
                        rowsMatch(new, old, columns: columns, rows: start...end, shift: shift)
                    {
                        best = (scroll, gain)
                    }
                }
            }
        }
        return best?.scroll
    }

    /// Whether new rows `rows` equal the old rows `shift` below them, cell by cell.
    private static func rowsMatch(
        _ new: UnsafeBufferPointer<GridCell>,
        _ old: UnsafeBufferPointer<GridCell>,
        columns: Int,
        rows: ClosedRange<Int>,
        shift: Int
    ) -> Bool {
        for row in rows {
            let newBase = row * columns, oldBase = (row + shift) * columns
            for column in 0..<columns where new[newBase + column] != old[oldBase + column] { return false }
        }
        return true
    }

    /// A hash of each row: characters (by their bits), widths, and each change of style.
    /// Equal rows whose characters are stored differently may hash apart; that only loses a
    /// scroll.
    static func fingerprints(_ cells: UnsafeBufferPointer<GridCell>, columns: Int, rows: Int) -> [UInt64] {
        var result = [UInt64](repeating: 0, count: rows)
        for row in 0..<rows {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            var lastStyle: TextStyle?
            for index in (row * columns)..<((row + 1) * columns) {
                let cell = cells[index]
                if cell.style != lastStyle {
                    lastStyle = cell.style
                    hash = mix(hash, UInt64(bitPattern: Int64(cell.style.hashValue)))
                }
                let bits = unsafeBitCast(cell.character, to: (UInt64, UInt64).self)
                hash = mix(mix(mix(hash, bits.0), bits.1), UInt64(cell.width))
            }
            result[row] = hash
        }
        return result
    }

    @inline(__always)
    private static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        let product = (hash ^ value) &* 0x9E37_79B9_7F4A_7C15
        return product ^ (product >> 31)
    }

    /// About how many bytes turning a row of `old` (or a blank line, when nil) into the same
    /// row of `new` takes: a byte per changed cell (characters that differ only in how they are
    /// stored count as changed), a cursor move per run of changed cells, a few bytes per style
    /// change among them.
    private static func estimatedCost(
        _ new: UnsafeBufferPointer<GridCell>,
        row: Int,
        columns: Int,
        over old: UnsafeBufferPointer<GridCell>?
    ) -> Int {
        var cost = 0
        var inRun = false
        var lastStyle = TextStyle.plain
        for index in (row * columns)..<((row + 1) * columns) {
            let cell = new[index]
            // Bitwise comparison: an estimate does not need canonical equivalence, which is slow.
            let changed = old.map { !sameBits(cell, $0[index]) } ?? !(cell.isBlank && cell.style == .plain)
            guard changed else {
                inRun = false
                continue
            }
            if !inRun { cost += 4 }
            inRun = true
            if cell.style != lastStyle {
                lastStyle = cell.style
                cost += 6
            }
            if !cell.isContinuation { cost += 1 }
        }
        return cost
    }

    @inline(__always)
    private static func sameBits(_ a: GridCell, _ b: GridCell) -> Bool {
        guard a.style == b.style, a.width == b.width else { return false }
        let left = unsafeBitCast(a.character, to: (UInt64, UInt64).self)
        let right = unsafeBitCast(b.character, to: (UInt64, UInt64).self)
        return left.0 == right.0 && left.1 == right.1
    }
}
