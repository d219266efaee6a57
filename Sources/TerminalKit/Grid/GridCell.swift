/// One character cell of a `CellGrid`: a grapheme cluster (or the right half of a wide one)
/// and the style it is drawn in.
///
/// ```swift
/// var grid = CellGrid(columns: 4, rows: 1)
/// grid.write("中", row: 0, column: 0)
/// grid[0, 0].character       // "中"
/// grid[0, 0].width           // 2
/// grid[0, 1].isContinuation  // true
/// ```
public struct GridCell: Hashable, Sendable {
    // Stored in this order so synthesized equality checks the cheap fields first.
    /// How the cell is drawn.
    ///
    /// ```swift
    /// if grid[0, 0].style.bold { … }
    /// ```
    public private(set) var style: TextStyle
    private var storedWidth: UInt8
    /// The grapheme cluster shown; a space for a blank cell and for a continuation cell.
    ///
    /// ```swift
    /// grid[0, 0].character  // "a"
    /// ```
    public private(set) var character: Character

    /// A blank cell in the default style.
    ///
    /// ```swift
    /// CellGrid(columns: 2, rows: 1)[0, 0] == .blank  // true
    /// ```
    public static let blank = GridCell(" ")

    /// A cell holding `character`; controls and zero-width clusters become a space, since the
    /// grid never stores them.
    ///
    /// ```swift
    /// #expect(grid[0, 0] == GridCell("a", style: .plain))
    /// ```
    public init(_ character: Character, style: TextStyle = .plain) {
        let width = DisplayWidth.of(character)
        self.init(character: width == 0 ? " " : character, width: max(1, width), style: style)
    }

    init(character: Character, width: Int, style: TextStyle) {
        self.style = style
        self.storedWidth = UInt8(width)
        self.character = character
    }

    /// The right half of a wide character, styled like its left half.
    static func continuation(style: TextStyle) -> GridCell {
        GridCell(character: " ", width: 0, style: style)
    }

    /// Columns this cell's character covers: 1, 2 (a wide character's left half), or 0 for the
    /// continuation cell that is its right half.
    ///
    /// ```swift
    /// grid[0, 0].width  // 2 for "中"
    /// ```
    public var width: Int { Int(storedWidth) }

    /// Whether this cell is the right half of the wide character in the cell to its left.
    ///
    /// ```swift
    /// grid[0, 1].isContinuation  // true after writing "中" at column 0
    /// ```
    public var isContinuation: Bool { storedWidth == 0 }

    /// Equal style, width and character. The character is first compared bit for bit (which
    /// settles almost every case: small strings are stored inline), and only then by Unicode
    /// canonical equivalence, the `Character` rule.
    ///
    /// ```swift
    /// GridCell("é") == GridCell("e\u{301}")  // true
    /// ```
    public static func == (lhs: GridCell, rhs: GridCell) -> Bool {
        guard lhs.style == rhs.style, lhs.storedWidth == rhs.storedWidth else { return false }
        // A Character is one String: two words. unsafeBitCast checks the sizes match.
        let left = unsafeBitCast(lhs.character, to: (UInt64, UInt64).self)
        let right = unsafeBitCast(rhs.character, to: (UInt64, UInt64).self)
        return (left.0 == right.0 && left.1 == right.1) || lhs.character == rhs.character
    }

    /// Whether the cell shows nothing but its background: a space in `style`.
    var isBlank: Bool { storedWidth == 1 && character == " " }
}
