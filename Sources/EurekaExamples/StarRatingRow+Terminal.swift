import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import TerminalKit

// The terminal draws stars its own way: filled stars stand out, empty ones are dim. Keys and
// line mode need nothing here — the row's control (a number from 0 to its maximum) covers them.
extension StarRatingRow: TerminalCustomRow {
    /// Filled stars in the focus colour, empty ones dim.
    public func terminalDisplay(_ description: RowDescription, in context: RowDrawingContext) -> RowDisplay {
        let maximum = max(0, maximumRating)
        let filled = min(max(value ?? 0, 0), maximum)
        var line = StyledLine(String(repeating: "★", count: filled), style: context.theme.focusMarker)
        line.append(String(repeating: "☆", count: maximum - filled), style: context.theme.off)
        return RowDisplay(title: description.title, value: line)
    }
}
