/// The reserved words of the language, matched case-insensitively as NSPredicate does.
enum Keyword: String, Sendable, CaseIterable {
    case and = "AND", or = "OR", not = "NOT"
    case any = "ANY", some = "SOME", all = "ALL", none = "NONE"
    case `in` = "IN", between = "BETWEEN"
    case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", contains = "CONTAINS"
    case like = "LIKE", matches = "MATCHES"
    case truePredicate = "TRUEPREDICATE", falsePredicate = "FALSEPREDICATE"
    case `true` = "TRUE", `false` = "FALSE", yes = "YES", no = "NO"
    case `nil` = "NIL", null = "NULL"
    case cast = "CAST"

    /// The keyword spelled by `word` in any letter case, or nil for an ordinary word.
    init?(word: Substring) {
        // No keyword is longer than 14 letters or non-ASCII; skipping those keeps long
        // identifiers from paying for an uppercased copy.
        guard word.utf8.count <= 14, word.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        self.init(rawValue: word.uppercased())
    }

    /// The comparison operator this keyword names, if it is one.
    var comparisonOperator: ComparisonOperator? {
        switch self {
        case .in: .in
        case .between: .between
        case .beginsWith: .beginsWith
        case .endsWith: .endsWith
        case .contains: .contains
        case .like: .like
        case .matches: .matches
        default: nil
        }
    }

    /// The aggregate this keyword introduces, if it is one.
    var aggregate: Aggregate? {
        switch self {
        case .any, .some: .any
        case .all: .all
        case .none: .noElement
        default: nil
        }
    }
}
