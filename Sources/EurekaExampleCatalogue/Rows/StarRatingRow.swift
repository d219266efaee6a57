import Eureka

/// The cell of `StarRatingRow`. It shows the rating as text, so every renderer has something
/// sensible to show.
public final class StarRatingCell: Cell<Int>, CellType {
    /// Shows the stars as detail text.
    public override func update() {
        super.update()
        // Unrated is told apart from 0 stars, which look the same as stars.
        detailTextLabel?.text = (row as? StarRatingRow).map { $0.value == nil ? "not rated" : $0.stars }
    }
}

/// A rating from 0 to `maximumRating` stars: a custom row, built like Eureka's, from a
/// `Row` subclass and its own `Cell` subclass. It declares its control once — a number from 0 to
/// `maximumRating` in whole steps — and so works in every renderer (terminal, line mode, web)
/// with no renderer code; renderers may still draw it their own way.
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
        let maximum = max(0, maximumRating)
        let filled = min(max(value ?? 0, 0), maximum)
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: maximum - filled)
    }

    /// Sets the rating, kept between 0 and `maximumRating`.
    ///
    /// ```swift
    /// row.rate(4)
    /// ```
    public func rate(_ rating: Int) {
        guard !isDisabled else { return }
        value = min(max(rating, 0), max(0, maximumRating))
    }

    /// A whole number from 0 to `maximumRating`, shown as stars.
    public override var control: RowControl {
        .number(
            BoundedNumber(
                value: value.map(Double.init), minimum: 0, maximum: Double(max(0, maximumRating)),
                step: 1, style: .stepper, valueText: value == nil ? "not rated" : stars))
    }

    /// Steps and numbers go through `rate(_:)`, so the rating stays within its bounds.
    public override func perform(_ action: RowAction) throws(RowActionError) {
        switch action {
        case .step(let steps):
            guard !isDisabled else { throw RowActionError(code: .disabled, message: "“\(title ?? "Rating")” is disabled") }
            rate((value ?? 0).addingReportingOverflow(steps).partialValue)
        case .setNumber(let number):
            guard !isDisabled else { throw RowActionError(code: .disabled, message: "“\(title ?? "Rating")” is disabled") }
            guard number.isFinite, number == number.rounded() else {
                throw RowActionError(code: .invalidInput, message: "A rating is a whole number of stars")
            }
            rate(Int(min(max(number, -1), Double(maximumRating) + 1)))
        default:
            try super.perform(action)
        }
    }
}
