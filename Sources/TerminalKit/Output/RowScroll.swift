/// A band of full-width rows that moved up or down between two frames, and the terminal
/// sequences that move it there without rewriting it.
///
/// The writer finds one when a list scrolls under a fixed title and help bar: the rows of the
/// new frame from `top` to `bottom` are the old ones shifted by `shift` rows. It sets a scroll
/// region (DECSTBM) on the band, deletes or inserts `|shift|` lines at its top (DL / IL, which
/// stay inside the region), and resets the region at once, so no region outlives the frame.
/// The rows the shift exposes come in blank and are painted by the ordinary diff.
/// (`source(of:)` says which old row each row shows afterwards.)
struct RowScroll: Equatable {
    /// First row of the scroll region, inclusive.
    var top: Int
    /// Last row of the scroll region, inclusive.
    var bottom: Int
    /// Rows the content moves: positive moves it up (new row r shows old row r + shift, as when
    /// a list is scrolled forward), negative moves it down.
    var shift: Int

    /// Roughly what the scroll sequences cost, for deciding whether a scroll pays off:
    /// `CSI t;b r`, an absolute move, `CSI n M`, `CSI r`, and the absolute move the next write
    /// needs because the cursor is unknown afterwards.
    static let estimatedCost = 24

    /// Appends the sequences. The cursor's position is unknown afterwards: terminals home it
    /// when the region is reset, some emulators leave it where it was.
    func append(into output: inout [UInt8]) {
        output.appendCSI()  // DECSTBM: set the region (1-based, inclusive)
        output.appendDecimal(top + 1)
        output.append(0x3B)
        output.appendDecimal(bottom + 1)
        output.append(0x72)  // r
        output.appendCSI()  // CUP to the first column of the region's top row
        if top != 0 { output.appendDecimal(top + 1) }
        output.append(0x48)  // H
        output.appendCSI()
        let count = abs(shift)
        if count != 1 { output.appendDecimal(count) }
        output.append(shift > 0 ? 0x4D : 0x4C)  // M: delete lines (content up); L: insert (down)
        output.append(contentsOf: [0x1B, 0x5B, 0x72])  // CSI r: the whole screen scrolls again
    }

    /// The row of the previous frame that row `row` shows after the scroll, or nil for a row
    /// the scroll exposed, which shows a blank line in the default style (the writer resets any
    /// background colour first, so terminals that erase with the current background agree).
    @inline(__always)
    func source(of row: Int) -> Int? {
        guard row >= top, row <= bottom else { return row }
        let source = row + shift
        return source >= top && source <= bottom ? source : nil
    }
}
