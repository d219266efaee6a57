/// Recursive-descent parser for the regular-expression syntax form patterns use (ICU's, as
/// NSPredicate's MATCHES and Swift `Regex` accept it), minus what only a backtracking engine
/// can run: backreferences, lookbehind, lookahead other than at the very start, atomic groups
/// and possessive quantifiers are refused with an error that says why.
///
/// Grammar:
///
///     pattern     := lookahead* alternation         (lookaheads only when there is no top-level |)
///     alternation := sequence ("|" sequence)*
///     sequence    := (atom quantifier?)*
///     atom        := "(" group ")" | "[" class "]" | "." | "^" | "$" | "\" escape | character
///     quantifier  := ("*" | "+" | "?" | "{m}" | "{m,}" | "{m,n}" | "{,n}") "?"?
struct RegexParser {
    /// The result: the pattern's tree and the lookaheads that guard it.
    struct Parsed {
        var root: RegexNode
        var lookaheads: [(node: RegexNode, isNegated: Bool)]
    }

    /// The flags in force at a point of the pattern.
    struct Flags {
        var ignoresCase = false
        var dotMatchesNewlines = false
        var multiline = false
    }

    let pattern: String
    let characters: [Character]
    var position = 0
    var flags: Flags
    private var depth = 0

    init(_ pattern: String, ignoresCase: Bool) {
        self.pattern = pattern
        characters = Array(pattern)
        flags = Flags(ignoresCase: ignoresCase)
    }

    /// Parses the whole pattern or throws the first problem.
    mutating func parse() throws(RegexSyntaxError) -> Parsed {
        let lookaheads = try parseLeadingLookaheads()
        let lookaheadEnd = position
        let root = try parseAlternation()
        if position < characters.count {
            // Only an unmatched ')' stops the top-level alternation early.
            throw error("unbalanced ')': there is no '(' for it")
        }
        if !lookaheads.isEmpty, case .alternation = root {
            throw RegexSyntaxError(
                pattern: pattern, offset: lookaheadEnd,
                message: "a lookahead at the start applies to the whole pattern only when it has no top-level '|'; "
                    + "put the alternatives in a group: (?=…)(?:a|b)")
        }
        return Parsed(root: root, lookaheads: lookaheads)
    }

    // MARK: - Structure

    /// `(?=…)` and `(?!…)` at the very start (after `^`, `\A` or flags, if any): checks on the
    /// whole input, which a separate automaton runs. Anywhere else a lookahead needs
    /// backtracking and is refused where it is met.
    private mutating func parseLeadingLookaheads() throws(RegexSyntaxError) -> [(node: RegexNode, isNegated: Bool)] {
        var lookaheads: [(node: RegexNode, isNegated: Bool)] = []
        while true {
            if peek("^") || peek("\\A") {
                // Anchors at the start are implied by whole-input matching; keep them anyway.
                let save = position
                position += peek("^") ? 1 : 2
                if !(peek("(?=") || peek("(?!") || peek("^") || peek("\\A") || isFlagGroup(at: position)) {
                    position = save
                    return lookaheads
                }
                continue
            }
            if isFlagGroup(at: position) {
                position += 2
                _ = try parseFlags(groupStart: position - 2)
                continue
            }
            guard peek("(?=") || peek("(?!") else { return lookaheads }
            let isNegated = characters[position + 2] == "!"
            let start = position
            position += 3
            try enterNesting(at: start)
            let saved = flags
            let node = try parseAlternation()
            flags = saved
            leaveNesting()
            guard peek(")") else { throw RegexSyntaxError(pattern: pattern, offset: start, message: "missing ')' to close this '('") }
            position += 1
            lookaheads.append((node, isNegated))
        }
    }

    /// `\Q…\E` (or to the end): the characters in between, taken literally.
    private mutating func parseQuoted() -> ArraySlice<Character> {
        position += 2
        let start = position
        while position < characters.count, !peek("\\E") { position += 1 }
        let quoted = characters[start..<position]
        if position < characters.count { position += 2 }
        return quoted
    }

    /// Whether a `(?flags)` group that changes flags for the rest of the pattern starts here.
    private func isFlagGroup(at index: Int) -> Bool {
        guard index + 2 < characters.count, characters[index] == "(", characters[index + 1] == "?" else { return false }
        var cursor = index + 2
        while cursor < characters.count, "ism-".contains(characters[cursor]) { cursor += 1 }
        return cursor > index + 2 && cursor < characters.count && characters[cursor] == ")"
    }

    mutating func parseAlternation() throws(RegexSyntaxError) -> RegexNode {
        var branches = [try parseSequence()]
        while peek("|") {
            position += 1
            branches.append(try parseSequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseSequence() throws(RegexSyntaxError) -> RegexNode {
        var items: [RegexNode] = []
        while position < characters.count, !peek("|"), !peek(")") {
            if peek("\\Q") {
                // A quantifier after \Q…\E repeats only the last quoted character, as in ICU.
                let quoted = parseQuoted()
                guard let last = quoted.last else { continue }
                items += quoted.dropLast().map { literal($0) }
                items.append(try parseQuantifiers(on: literal(last)))
                continue
            }
            guard let atom = try parseAtom() else { continue }
            items.append(try parseQuantifiers(on: atom))
        }
        return items.isEmpty ? .empty : items.count == 1 ? items[0] : .concatenation(items)
    }

    /// One atom, or nil for a construct that matches nothing and leaves no node (a flag
    /// group such as `(?i)`, a comment, an empty `\Q\E`).
    private mutating func parseAtom() throws(RegexSyntaxError) -> RegexNode? {
        let character = characters[position]
        switch character {
        case "(":
            return try parseGroup()
        case "[":
            let start = position
            position += 1
            try enterNesting(at: start)
            defer { leaveNesting() }
            return .characterClass(try parseClass(openedAt: start))
        case ".":
            position += 1
            return .anyCharacter(includingNewlines: flags.dotMatchesNewlines)
        case "^":
            position += 1
            return .assertion(flags.multiline ? .startOfLine : .startOfInput)
        case "$":
            position += 1
            return .assertion(flags.multiline ? .endOfLine : .endOfInputOrBeforeFinalNewline)
        case "\\":
            return try parseEscape()
        case "*", "+", "?":
            throw error("'\(character)' has nothing to repeat")
        case "{":
            if quantifierBounds(at: position) != nil { throw error("'{' has nothing to repeat") }
            position += 1
            return literal("{")
        default:
            position += 1
            return literal(character)
        }
    }

    private mutating func parseGroup() throws(RegexSyntaxError) -> RegexNode? {
        let start = position
        position += 1
        let saved = flags
        var restoresFlags = true
        if peek("?") {
            position += 1
            guard position < characters.count else { throw RegexSyntaxError(pattern: pattern, offset: start, message: "incomplete group '(?'") }
            switch characters[position] {
            case ":":
                position += 1
            case "=", "!":
                throw RegexSyntaxError(
                    pattern: pattern, offset: start,
                    message: "a lookahead is only supported at the very start of the pattern, where it checks the whole input; "
                        + "anywhere else it needs a backtracking engine, which can freeze a form")
            case "<" where position + 1 < characters.count && (characters[position + 1] == "=" || characters[position + 1] == "!"):
                throw RegexSyntaxError(
                    pattern: pattern, offset: start, message: "lookbehind is not supported: it needs a backtracking engine, which can freeze a form")
            case ">":
                throw RegexSyntaxError(
                    pattern: pattern, offset: start, message: "atomic groups '(?>…)' are not supported: they only make sense for a backtracking engine")
            case "#":
                guard let close = characters[position...].firstIndex(of: ")") else {
                    throw RegexSyntaxError(pattern: pattern, offset: start, message: "missing ')' to close this comment")
                }
                position = close + 1
                return nil
            case "<", "P", "'":
                try skipGroupName(groupStart: start)
            default:
                // Flags: (?i) for the rest of the enclosing group, (?i:…) for this group.
                let appliesToRest = try parseFlags(groupStart: start)
                if appliesToRest { restoresFlags = false; return nil }
            }
        }
        try enterNesting(at: start)
        let inner = try parseAlternation()
        leaveNesting()
        guard peek(")") else { throw RegexSyntaxError(pattern: pattern, offset: start, message: "missing ')' to close this '('") }
        position += 1
        if restoresFlags { flags = saved }
        return inner
    }

    /// `(?<name>`, `(?P<name>`, `(?'name'`: a named capture, which matches like any group.
    private mutating func skipGroupName(groupStart: Int) throws(RegexSyntaxError) {
        if characters[position] == "P" { position += 1 }
        guard position < characters.count else { throw RegexSyntaxError(pattern: pattern, offset: groupStart, message: "incomplete group name") }
        let close: Character = characters[position] == "'" ? "'" : ">"
        guard characters[position] == "<" || characters[position] == "'" else {
            throw RegexSyntaxError(pattern: pattern, offset: groupStart, message: "unknown group syntax")
        }
        position += 1
        let nameStart = position
        while position < characters.count, characters[position] != close {
            guard characters[position].isLetter || characters[position].isNumber || characters[position] == "_" else {
                throw error("a group name may only hold letters, digits and '_'")
            }
            position += 1
        }
        guard position < characters.count, position > nameStart else {
            throw RegexSyntaxError(pattern: pattern, offset: groupStart, message: "incomplete group name")
        }
        position += 1
    }

    /// Reads `i`, `s`, `m` (and `-` to turn them off) up to `)` or `:`. Returns true for
    /// `(?flags)`, which changes the flags until the enclosing group ends.
    private mutating func parseFlags(groupStart: Int) throws(RegexSyntaxError) -> Bool {
        var turningOff = false
        while position < characters.count {
            let character = characters[position]
            position += 1
            switch character {
            case "i": flags.ignoresCase = !turningOff
            case "s": flags.dotMatchesNewlines = !turningOff
            case "m": flags.multiline = !turningOff
            case "-" where !turningOff: turningOff = true
            case ")": return true
            case ":": return false
            default:
                position -= 1
                if character.isLetter { throw error("unsupported flag '\(character)' (i, s and m are supported)") }
                throw RegexSyntaxError(pattern: pattern, offset: groupStart, message: "unsupported group syntax '(?\(character)'")
            }
        }
        throw RegexSyntaxError(pattern: pattern, offset: groupStart, message: "missing ')' to close this '('")
    }

    // MARK: - Quantifiers

    private mutating func parseQuantifiers(on atom: RegexNode) throws(RegexSyntaxError) -> RegexNode {
        guard position < characters.count else { return atom }
        let quantifierStart = position
        let bounds: (minimum: Int, maximum: Int?)
        switch characters[position] {
        case "*": bounds = (0, nil); position += 1
        case "+": bounds = (1, nil); position += 1
        case "?": bounds = (0, 1); position += 1
        case "{":
            guard let counted = quantifierBounds(at: position) else { return atom }
            position = counted.end
            guard let minimum = counted.minimum, counted.maximum.map({ $0 <= Limits.maximumRegexRepetition }) ?? true,
                minimum <= Limits.maximumRegexRepetition
            else {
                throw RegexSyntaxError(
                    pattern: pattern, offset: quantifierStart,
                    message: "repetition counts are limited to \(Limits.maximumRegexRepetition)")
            }
            if let maximum = counted.maximum, maximum < minimum {
                throw RegexSyntaxError(pattern: pattern, offset: quantifierStart, message: "in {\(minimum),\(maximum)} the minimum is larger than the maximum")
            }
            bounds = (minimum, counted.maximum)
        default:
            return atom
        }
        if case .assertion = atom {
            throw RegexSyntaxError(pattern: pattern, offset: quantifierStart, message: "an anchor or boundary cannot be repeated")
        }
        // A lazy quantifier matches the same strings as a greedy one; possessive ones need
        // backtracking to mean anything different.
        if peek("?") {
            position += 1
        } else if peek("+") {
            throw error("possessive quantifiers such as '*+' are not supported: they only make sense for a backtracking engine")
        }
        if position < characters.count, "*+?".contains(characters[position]) || quantifierBounds(at: position) != nil {
            throw error("a quantifier cannot follow another; put the first in a group: (?:a*)*")
        }
        return .repetition(atom, minimum: bounds.minimum, maximum: bounds.maximum)
    }

    /// `{m}`, `{m,}`, `{m,n}` or `{,n}` at `index`: its bounds (a count too large to hold is
    /// nil, and refused by the caller) and where it ends; nil when the brace is a literal.
    private func quantifierBounds(at index: Int) -> (minimum: Int?, maximum: Int?, end: Int)? {
        guard index < characters.count, characters[index] == "{" else { return nil }
        var cursor = index + 1
        func number() -> (value: Int?, digits: Int) {
            var value: Int? = 0
            var digits = 0
            while cursor < characters.count, let digit = characters[cursor].wholeNumberValue, characters[cursor].isASCII {
                if let current = value {
                    let (shifted, overflow) = current.multipliedReportingOverflow(by: 10)
                    value = overflow || shifted > Int.max - 9 ? nil : shifted + digit
                }
                digits += 1
                cursor += 1
            }
            return (value, digits)
        }
        let low = number()
        var high: (value: Int?, digits: Int)? = nil
        var hasComma = false
        if cursor < characters.count, characters[cursor] == "," {
            hasComma = true
            cursor += 1
            high = number()
        }
        guard cursor < characters.count, characters[cursor] == "}" else { return nil }
        guard low.digits > 0 || (hasComma && (high?.digits ?? 0) > 0) else { return nil }
        let minimum = low.digits > 0 ? low.value : 0
        let maximum: Int? = hasComma ? ((high?.digits ?? 0) > 0 ? (high?.value ?? Int.max) : nil) : minimum
        return (minimum, maximum, cursor + 1)
    }

    // MARK: - Helpers

    /// Spends one level of the nesting budget, so ten thousand '(' or '[' are an error rather
    /// than a stack overflow in the parser or the compiler.
    mutating func enterNesting(at start: Int) throws(RegexSyntaxError) {
        depth += 1
        if depth > Limits.maximumNesting {
            throw RegexSyntaxError(
                pattern: pattern, offset: start,
                message: "the pattern is nested too deeply (more than \(Limits.maximumNesting) levels)")
        }
    }

    /// Gives back the level taken by `enterNesting(at:)`.
    mutating func leaveNesting() {
        depth -= 1
    }

    func literal(_ character: Character) -> RegexNode {
        .literal(RegexLiteral(character, ignoresCase: flags.ignoresCase))
    }

    /// Whether the pattern continues with `text` at the current position.
    func peek(_ text: String) -> Bool {
        var index = position
        for character in text {
            guard index < characters.count, characters[index] == character else { return false }
            index += 1
        }
        return true
    }

    func error(_ message: String) -> RegexSyntaxError {
        RegexSyntaxError(pattern: pattern, offset: position, message: message)
    }
}
