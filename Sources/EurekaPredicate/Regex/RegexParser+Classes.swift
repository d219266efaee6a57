/// Bracketed character classes: `[abc]`, `[^a-z]`, `[\d_]`, `[[:alpha:]]`, `[a-z[0-9]]`.
extension RegexParser {
    /// Parses a class whose `[` (at `openedAt`) has been consumed, up to and including `]`.
    mutating func parseClass(openedAt: Int) throws(RegexSyntaxError) -> RegexCharacterClass {
        let isNegated = peek("^")
        if isNegated { position += 1 }
        var items: [RegexCharacterClass.Item] = []
        // A ']' first in the class is a member, as ICU and POSIX read it.
        var isFirst = true
        while true {
            guard position < characters.count else {
                throw RegexSyntaxError(pattern: pattern, offset: openedAt, message: "missing ']' to close this '['")
            }
            let character = characters[position]
            if character == "]", !isFirst {
                position += 1
                break
            }
            isFirst = false
            if peek("[:") {
                items.append(try parsePosixClass())
                continue
            }
            if character == "[" {
                let nestedStart = position
                position += 1
                try enterNesting(at: nestedStart)
                items.append(.nested(try parseClass(openedAt: nestedStart)))
                leaveNesting()
                continue
            }
            if peek("&&") || peek("--") || peek("~~") {
                throw error("class set operations ('&&', '--', '~~') are not supported; list the members instead")
            }
            let memberStart = position
            let member = try parseClassMember()
            guard case .character(let lower) = member, peek("-"), position + 1 < characters.count,
                characters[position + 1] != "]"
            else {
                items.append(item(for: member))
                continue
            }
            position += 1
            let upperStart = position
            guard case .character(let upper) = try parseClassMember() else {
                throw RegexSyntaxError(pattern: pattern, offset: upperStart, message: "a range must end with a single character")
            }
            guard let low = lower.unicodeScalars.first, lower.unicodeScalars.count == 1,
                let high = upper.unicodeScalars.first, upper.unicodeScalars.count == 1
            else {
                throw RegexSyntaxError(pattern: pattern, offset: memberStart, message: "a range's ends must each be one Unicode scalar")
            }
            guard low.value <= high.value else {
                throw RegexSyntaxError(pattern: pattern, offset: memberStart, message: "range out of order: '\(lower)' comes after '\(upper)'")
            }
            items.append(.range(low.value...high.value))
        }
        return RegexCharacterClass(items: items, isNegated: isNegated, ignoresCase: flags.ignoresCase)
    }

    /// One member: a character (maybe escaped) or a property escape.
    private mutating func parseClassMember() throws(RegexSyntaxError) -> Escaped {
        if characters[position] == "\\" {
            let escaped = try parseEscaped(inClass: true)
            if case .nothing = escaped { throw error("'\\E' without '\\Q'") }
            return escaped
        }
        position += 1
        return .character(characters[position - 1])
    }

    private func item(for member: Escaped) -> RegexCharacterClass.Item {
        switch member {
        case .character(let character): .character(character)
        case .property(let property, let isNegated): isNegated ? .notProperty(property) : .property(property)
        // parseEscaped(inClass: true) returns neither assertions nor nodes.
        case .assertion, .node, .nothing: .nested(RegexCharacterClass(items: [], isNegated: false, ignoresCase: false))
        }
    }

    /// `[:alpha:]`, `[:^digit:]` inside a class.
    private mutating func parsePosixClass() throws(RegexSyntaxError) -> RegexCharacterClass.Item {
        let start = position
        position += 2
        let isNegated = peek("^")
        if isNegated { position += 1 }
        let nameStart = position
        while position < characters.count, characters[position].isLetter { position += 1 }
        let name = String(characters[nameStart..<position])
        guard peek(":]") else {
            throw RegexSyntaxError(pattern: pattern, offset: start, message: "expected ':]' to close this POSIX class")
        }
        position += 2
        let posix = ["alpha", "digit", "alnum", "upper", "lower", "space", "punct", "xdigit", "word", "blank", "cntrl", "graph", "print", "ascii"]
        guard posix.contains(name), let property = RegexProperty.named(name) else {
            throw RegexSyntaxError(pattern: pattern, offset: start, message: "unknown POSIX class '[:\(name):]'")
        }
        return isNegated ? .notProperty(property) : .property(property)
    }
}
