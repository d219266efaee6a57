import Eureka
import EurekaTerminal
import TerminalKit

/// The cell of `StarRatingRow`. It shows the rating as text too, so renderers without their own
/// drawing for the row (and the line mode) still show something sensible.
public final class StarRatingCell: Cell<Int>, CellType {
    /// Shows the stars as detail text.
    public override func update() {
        super.update()
        detailTextLabel?.text = (row as? StarRatingRow)?.stars
    }
}

/// A rating from 0 to `maximumRating` stars: a custom row, built like Eureka's, from a
/// `Row` subclass and its own `Cell` subclass.
///
/// ```swift
/// form +++ Section() <<< StarRatingRow("rating") { $0.title = "Rating"; $0.value = 4 }
/// ```
public final class StarRatingRow: Row<StarRatingCell>, RowType {
    /// The highest rating.
    public var maximumRating = 5

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// The rating as filled and empty stars: "★★★☆☆".
    public var stars: String {
        let filled = min(max(value ?? 0, 0), maximumRating)
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: maximumRating - filled)
    }

    /// Sets the rating, kept between 0 and `maximumRating`.
    ///
    /// ```swift
    /// row.rate(4)
    /// ```
    public func rate(_ rating: Int) {
        guard !isDisabled else { return }
        value = min(max(rating, 0), maximumRating)
    }
}

// The terminal draws the row itself: filled stars stand out, ←/→ and digits change the rating.
extension StarRatingRow: TerminalCustomRow {
    /// Filled stars in the focus colour, empty ones dim.
    public func terminalDisplay(in context: RowContext) -> RowDisplay {
        let filled = min(max(value ?? 0, 0), maximumRating)
        var line = StyledLine(String(repeating: "★", count: filled), style: context.theme.focusMarker)
        line.append(String(repeating: "☆", count: maximumRating - filled), style: context.theme.off)
        return RowDisplay(title: title, value: line)
    }

    /// ←/→ and the digits.
    public func terminalKeyBindings(in context: RowContext) -> [KeyBinding] {
        isDisabled ? [] : [KeyBinding("←/→", "rate"), KeyBinding("0-\(maximumRating)", "set")]
    }

    /// ← and → step the rating; a digit sets it.
    public func handleTerminalKey(_ key: KeyEvent, in context: RowContext) -> Bool {
        guard !isDisabled, key.modifiers.isEmpty else { return false }
        switch key.key {
        case .left: rate((value ?? 0) - 1)
        case .right: rate((value ?? 0) + 1)
        case .character(let character):
            guard let digit = character.wholeNumberValue, digit <= maximumRating else { return false }
            rate(digit)
        default: return false
        }
        return true
    }
}
