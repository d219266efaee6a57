/// How line-mode prompts show a slider's or stepper's number: whole numbers without a
/// fraction ("5", not "5.0"), others as Swift prints them ("2.5"), and any `Double` at all —
/// huge, infinite or NaN bounds included — without converting it to a fixed-width integer.
///
/// ```swift
/// PromptNumberText.text(5)        // "5"
/// PromptNumberText.text(2.5)      // "2.5"
/// PromptNumberText.text(1e300)    // "1e+300"
/// ```
enum PromptNumberText {
    /// Whole numbers whose every digit a `Double` holds exactly (below 2^53) print as integers.
    private static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// The number as a prompt shows it.
    static func text(_ number: Double) -> String {
        guard number.isFinite, number == number.rounded(), abs(number) < exactIntegerLimit else {
            return String(number)
        }
        // `Int(exactly:)` cannot fail below 2^53; `-0.0` prints as "0".
        return Int(exactly: number).map(String.init) ?? String(number)
    }
}
