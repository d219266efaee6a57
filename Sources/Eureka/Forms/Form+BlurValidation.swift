// Replaying a page's edits right before a submit: the submission validates every row, so the
// blur validation of each replayed edit would run the same rules a second time.
extension Form {
    /// Runs `body` with blur validation left to the submission that follows: rows still gain
    /// and lose highlight (their callbacks run, they count as blurred), but their rules do not
    /// run on blur. Call `submission()` (or `validate()`) after it, which validates every row
    /// once; validation on change, and rows that are already invalid re-checking, work as usual.
    ///
    /// The web uses it when a posted page is a submit: a thousand replayed fields run their
    /// rules once, not twice, and end with the same errors.
    ///
    /// ```swift
    /// form.withBlurValidationLeftToSubmission { replay(posted) }
    /// let submission = form.submission()
    /// ```
    public func withBlurValidationLeftToSubmission<Result>(_ body: () throws -> Result) rethrows -> Result {
        blurValidationDeferrals += 1
        defer { blurValidationDeferrals -= 1 }
        return try body()
    }

    /// Whether blur validation is left to a submission (`withBlurValidationLeftToSubmission(_:)` is running).
    public var leavesBlurValidationToSubmission: Bool { blurValidationDeferrals > 0 }
}
