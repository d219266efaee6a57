/// The reserved words of the language, matched case-insensitively as NSPredicate does.
enum Keyword: String, Sendable, CaseIterable {
    case and = "AND"
    case or = "OR"
    case not = "NOT"
    case any = "ANY"
    case some = "SOME"
    case all = "ALL"
    case none = "NONE"
    case `in` = "IN"
    case between = "BETWEEN"
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case contains = "CONTAINS"
    case like = "LIKE"
    case matches = "MATCHES"
    case truePredicate = "TRUEPREDICATE"
    case falsePredicate = "FALSEPREDICATE"
    case `true` = "TRUE"
    case `false` = "FALSE"
    case yes = "YES"
    case no = "NO"
    case `nil` = "NIL"
    case null = "NULL"
    case cast = "CAST"

    /// The keyword spelled by `bytes` in any letter case, or nil for an ordinary word.
    init?(bytes: ArraySlice<UInt8>) {
        // Clearing bit 5 upper-cases ASCII letters; keywords are letters only, and no other
        // byte becomes a letter that way, so this compares case-insensitively without copying.
        guard bytes.count < Keyword.byLength.count else { return nil }
        for keyword in Keyword.byLength[bytes.count] {
            if zip(keyword.rawValue.utf8, bytes).allSatisfy({ $0 == $1 & 0xDF }) {
                self = keyword
                return
            }
        }
        return nil
    }

    /// Keywords grouped by spelling length, so a word is compared with a few candidates only.
    private static let byLength: [[Keyword]] = {
        var table = [[Keyword]](repeating: [], count: 15)
        for keyword in allCases { table[keyword.rawValue.utf8.count].append(keyword) }
        return table
    }()

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
