/// The relation a comparison tests between its left and right operands.
enum ComparisonOperator: UInt8, Sendable, CaseIterable {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case between, `in`, contains, beginsWith, endsWith, like, matches

    /// The spelling `canonicalFormat` prints; every alias (`=`, `<>`, `=<`, …) maps to one of these.
    var canonicalSpelling: String {
        switch self {
        case .equal: "=="
        case .notEqual: "!="
        case .less: "<"
        case .lessOrEqual: "<="
        case .greater: ">"
        case .greaterOrEqual: ">="
        case .between: "BETWEEN"
        case .in: "IN"
        case .contains: "CONTAINS"
        case .beginsWith: "BEGINSWITH"
        case .endsWith: "ENDSWITH"
        case .like: "LIKE"
        case .matches: "MATCHES"
        }
    }

    /// `<`, `<=`, `>`, `>=`: the operators that need an ordering rather than equality.
    var isOrdering: Bool {
        switch self {
        case .less, .lessOrEqual, .greater, .greaterOrEqual: true
        default: false
        }
    }

    /// Whether a three-way comparison result (-1, 0, 1) satisfies this ordering operator.
    func accepts(order: Int) -> Bool {
        switch self {
        case .less: order < 0
        case .lessOrEqual: order <= 0
        case .greater: order > 0
        case .greaterOrEqual: order >= 0
        case .equal: order == 0
        case .notEqual: order != 0
        default: false
        }
    }
}
