/// Reads numbered answers ("3", "1,3") against a list of options, safely: anything that is not
/// one of the numbers shown — signs, huge numbers, words — is a clear problem, never a crash.
enum NumberedChoice {
    /// Why an answer was not one of the numbers.
    struct Problem: Error {
        var message: String
    }

    /// The option index a single answer names.
    static func parse(_ answer: String, optionCount: Int) -> Result<Int, Problem> {
        let text = answer.trimmingCharacters(in: .whitespaces)
        guard let number = smallNumber(text), number >= 1, number <= optionCount else {
            return .failure(Problem(message: optionCount == 0 ? "there are no options" : "“\(text)” is not one of 1-\(optionCount)"))
        }
        return .success(number - 1)
    }

    /// The option indices a comma-separated answer names.
    static func parseSet(_ answer: String, optionCount: Int) -> Result<Set<Int>, Problem> {
        var indices = Set<Int>()
        for part in answer.split(separator: ",", omittingEmptySubsequences: false) {
            guard case .success(let index) = parse(String(part), optionCount: optionCount) else {
                return .failure(Problem(message: "answer with numbers from 1 to \(optionCount), like 1,3"))
            }
            indices.insert(index)
        }
        return .success(indices)
    }

    /// Up to six ASCII digits and nothing else: no sign, no overflow.
    private static func smallNumber(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 6, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }
}
