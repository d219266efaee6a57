/// A typed answer to a numbered line-mode prompt, read against how many options it offered:
/// `3` picks the third option, `1,3` (multiple choice) the first and the third.
///
/// Numbers are read digit by digit and never converted to a fixed-width integer, so an answer
/// such as `-9223372036854775808` or a thousand nines is refused with a message instead of
/// overflowing. Spaces around numbers are fine; signs, letters and numbers outside 1…count
/// are not.
///
/// ```swift
/// NumberedAnswer.choice(" 2 ", optionCount: 3)      // .success(1)
/// NumberedAnswer.choices("1, 3", optionCount: 3)    // .success([0, 2])
/// NumberedAnswer.choice("0", optionCount: 3)        // .failure: “0” is not one of 1-3
/// ```
enum NumberedAnswer {
    /// Why an answer was refused; `message` is what the prompt shows before asking again.
    struct Problem: Error, Hashable, Sendable {
        /// A sentence for the user, quoting (a shortened form of) what they typed.
        let message: String
    }

    /// The 0-based index of the option a single-choice answer names.
    static func choice(_ text: String, optionCount: Int) -> Result<Int, Problem> {
        guard optionCount > 0 else { return .failure(Problem(message: "there is nothing to choose")) }
        guard let index = index(in: Substring(text), optionCount: optionCount) else {
            return .failure(Problem(message: "“\(quoted(text))” is not one of \(range(optionCount))"))
        }
        return .success(index)
    }

    /// The 0-based indices of the options a multiple-choice answer names, separated by commas
    /// (or spaces). Repeats count once; empty parts (`1,,3`, a trailing comma) are skipped.
    static func choices(_ text: String, optionCount: Int) -> Result<Set<Int>, Problem> {
        guard optionCount > 0 else { return .failure(Problem(message: "there is nothing to choose")) }
        var indices: Set<Int> = []
        for part in text.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
            guard let index = index(in: part, optionCount: optionCount) else {
                let hint = "answer with numbers from 1 to \(optionCount), like 1,3"
                return .failure(Problem(message: "“\(quoted(String(part)))” is not one of \(range(optionCount)); \(hint)"))
            }
            indices.insert(index)
        }
        guard !indices.isEmpty else {
            return .failure(Problem(message: "answer with numbers from 1 to \(optionCount), like 1,3"))
        }
        return .success(indices)
    }

    /// The 0-based index named by `part` (ASCII digits, spaces around them), or nil. Digits are
    /// accumulated only while the number can still be in range, so no length overflows.
    private static func index(in part: Substring, optionCount: Int) -> Int? {
        guard let first = part.firstIndex(where: { !$0.isWhitespace }),
            let last = part.lastIndex(where: { !$0.isWhitespace })
        else { return nil }
        var value = 0
        var tooLarge = false
        for character in part[first...last] {
            guard let ascii = character.asciiValue, (0x30...0x39).contains(ascii) else { return nil }
            // Past optionCount the answer is out of range whatever digits follow: stop growing
            // it, so no number of digits can overflow.
            guard !tooLarge else { continue }
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(Int(ascii - 0x30))
            if overflowA || overflowB || sum > optionCount { tooLarge = true } else { value = sum }
        }
        guard !tooLarge, value >= 1 else { return nil }
        return value - 1
    }

    private static func range(_ optionCount: Int) -> String {
        optionCount == 1 ? "1" : "1-\(optionCount)"
    }

    /// What the user typed, shortened so a pasted page does not become the error message.
    private static func quoted(_ text: String) -> String {
        text.count > 24 ? String(text.prefix(20)) + "…" : text
    }
}
