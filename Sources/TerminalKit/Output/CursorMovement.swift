/// Picks the cheapest byte sequence that moves the cursor between two cells.
///
/// Candidates: absolute CUP; relative CUU/CUD plus CUF/CUB, backspaces, CR (+CUF) or CHA;
/// and `CR` + line feeds for going down to a row start. An unknown column (after a write into
/// the last column, where terminals disagree about a pending wrap) only allows absolute
/// horizontal moves.
enum CursorMovement {
    enum Horizontal {
        case none
        case forward(Int)
        case back(Int)
        case backspaces(Int)
        case carriageReturn(thenForward: Int)
        case column(Int)
    }

    enum Move {
        case none
        case absolute(row: Int, column: Int)
        case relative(rows: Int, horizontal: Horizontal)
        case newlines(count: Int, thenForward: Int)
    }

    /// The cheapest move and its length in bytes.
    static func cheapest(fromRow row: Int?, column: Int?, toRow targetRow: Int, column targetColumn: Int) -> (move: Move, cost: Int) {
        if row == targetRow, column == targetColumn { return (.none, 0) }
        var best: (move: Move, cost: Int) = (.absolute(row: targetRow, column: targetColumn), absoluteCost(targetRow, targetColumn))
        guard let row else { return best }
        let rows = targetRow - row
        let horizontal = cheapestHorizontal(from: column, to: targetColumn)
        let relative = verticalCost(rows) + horizontal.cost
        if relative < best.cost { best = (.relative(rows: rows, horizontal: horizontal.move), relative) }
        if rows > 0 {
            let viaNewlines = 1 + rows + forwardCost(targetColumn)
            if viaNewlines < best.cost { best = (.newlines(count: rows, thenForward: targetColumn), viaNewlines) }
        }
        return best
    }

    static func append(_ move: Move, into output: inout [UInt8]) {
        switch move {
        case .none:
            break
        case .absolute(let row, let column):
            output.appendCSI()
            if row != 0 || column != 0 { output.appendDecimal(row + 1) }
            if column != 0 {
                output.append(0x3B)
                output.appendDecimal(column + 1)
            }
            output.append(0x48)  // H
        case .relative(let rows, let horizontal):
            if rows != 0 { appendParameterised(abs(rows), final: rows > 0 ? 0x42 : 0x41, into: &output) }
            append(horizontal, into: &output)
        case .newlines(let count, let forward):
            output.append(0x0D)
            for _ in 0..<count { output.append(0x0A) }
            if forward > 0 { appendParameterised(forward, final: 0x43, into: &output) }
        }
    }

    private static func append(_ horizontal: Horizontal, into output: inout [UInt8]) {
        switch horizontal {
        case .none:
            break
        case .forward(let count):
            appendParameterised(count, final: 0x43, into: &output)
        case .back(let count):
            appendParameterised(count, final: 0x44, into: &output)
        case .backspaces(let count):
            for _ in 0..<count { output.append(0x08) }
        case .carriageReturn(let forward):
            output.append(0x0D)
            if forward > 0 { appendParameterised(forward, final: 0x43, into: &output) }
        case .column(let column):
            appendParameterised(column + 1, final: 0x47, into: &output)
        }
    }

    /// `CSI n X`, with the count left out when it is 1 (the default).
    private static func appendParameterised(_ count: Int, final: UInt8, into output: inout [UInt8]) {
        output.appendCSI()
        if count != 1 { output.appendDecimal(count) }
        output.append(final)
    }

    private static func cheapestHorizontal(from column: Int?, to target: Int) -> (move: Horizontal, cost: Int) {
        var best: (move: Horizontal, cost: Int) = (.column(target), 2 + decimalDigits(target + 1) + 1)
        let viaReturn = 1 + forwardCost(target)
        if viaReturn < best.cost { best = (.carriageReturn(thenForward: target), viaReturn) }
        guard let column else { return best }
        if column == target { return (.none, 0) }
        if target > column {
            let cost = forwardCost(target - column)
            if cost < best.cost { best = (.forward(target - column), cost) }
        } else {
            let distance = column - target
            let cost = forwardCost(distance)
            if cost < best.cost { best = (.back(distance), cost) }
            if distance < best.cost { best = (.backspaces(distance), distance) }
        }
        return best
    }

    private static func absoluteCost(_ row: Int, _ column: Int) -> Int {
        if column == 0 { return row == 0 ? 3 : 3 + decimalDigits(row + 1) }
        return 4 + decimalDigits(row + 1) + decimalDigits(column + 1)
    }

    /// Length of `CSI n C` (also A, B, D): three bytes when n is 1, since the count is implied.
    private static func forwardCost(_ count: Int) -> Int {
        count == 0 ? 0 : count == 1 ? 3 : 3 + decimalDigits(count)
    }

    private static func verticalCost(_ rows: Int) -> Int { forwardCost(abs(rows)) }
}
