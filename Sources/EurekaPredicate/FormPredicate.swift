/// A parsed predicate: the condition behind `row.hidden = "$switchTag == false"`.
///
/// The text is parsed once, on construction, which never throws: a malformed string is kept
/// with its ``syntaxError`` and refuses to evaluate, so a typo is reported, never silently false.
/// Evaluation reads values by tag through a closure and may run on any thread.
///
/// ```swift
/// let hidden: FormPredicate = "$newsletter == false OR $email == nil"
/// hidden.variables                                                 // ["newsletter", "email"]
/// try hidden.evaluate(["newsletter": true, "email": "a@b.c"])      // false
/// ```
public struct FormPredicate: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    private enum Storage: Sendable {
        case parsed(PredicateTree)
        case failed(PredicateSyntaxError)
    }

    /// The source text, exactly as given.
    ///
    /// ```swift
    /// FormPredicate(format: "$a = 1").format  // "$a = 1"
    /// ```
    public let format: String
    private let storage: Storage

    /// Parses `format` once; on failure the predicate keeps the error in ``syntaxError``.
    ///
    /// ```swift
    /// let predicate = FormPredicate(format: "$segments != 'Sport'")
    /// predicate.isValid  // true
    /// ```
    public init(format: String) {
        self.format = format
        do {
            storage = .parsed(try Parser.parse(format))
        } catch {
            storage = .failed(error)
        }
    }

    /// Same as ``init(format:)``, so a predicate can be written as a string literal.
    ///
    /// ```swift
    /// let predicate: FormPredicate = "$age >= 18"
    /// ```
    public init(stringLiteral value: String) {
        self.init(format: value)
    }

    /// Parses `format`, throwing its syntax error instead of keeping it.
    ///
    /// ```swift
    /// let predicate = try FormPredicate.parse("ANY $tags == 'swift'")
    /// ```
    public static func parse(_ format: String) throws(PredicateSyntaxError) -> FormPredicate {
        let predicate = FormPredicate(format: format)
        if let error = predicate.syntaxError { throw error }
        return predicate
    }

    /// Why `format` failed to parse, or nil when it parsed.
    ///
    /// ```swift
    /// FormPredicate(format: "$a == 'x").syntaxError?.message  // "unterminated string literal"
    /// ```
    public var syntaxError: PredicateSyntaxError? {
        if case .failed(let error) = storage { return error }
        return nil
    }

    /// Whether `format` parsed.
    ///
    /// ```swift
    /// FormPredicate(format: "$a ==").isValid  // false
    /// ```
    public var isValid: Bool {
        if case .parsed = storage { return true }
        return false
    }

    /// The tags the predicate reads: the first segment after each `$`, unique, in order of first
    /// appearance. Empty when the predicate is invalid.
    ///
    /// ```swift
    /// FormPredicate(format: "$b.count > 0 AND $a == $b").variables  // ["b", "a"]
    /// ```
    public var variables: [String] {
        if case .parsed(let tree) = storage { return tree.tags }
        return []
    }

    /// Evaluates the predicate with values looked up by tag.
    ///
    /// `value` is not stored; it is called at most once per variable occurrence, lazily (an
    /// `AND` that is already false reads no further). Return nil for a missing tag.
    /// Throws only when the predicate is invalid.
    ///
    /// ```swift
    /// let predicate: FormPredicate = "$country IN {'DE', 'AT', 'CH'}"
    /// try predicate.evaluate { tag in form.values[tag] }  // reads "country" once
    /// ```
    public func evaluate(reading value: (String) -> Any?) throws(PredicateSyntaxError) -> Bool {
        switch storage {
        case .parsed(let tree): return tree.evaluate(reading: value)
        case .failed(let error): throw error
        }
    }

    /// Evaluates the predicate with values from a dictionary keyed by tag.
    ///
    /// ```swift
    /// try FormPredicate(format: "$switchTag == false").evaluate(["switchTag": false])  // true
    /// ```
    public func evaluate(_ values: [String: Any?]) throws(PredicateSyntaxError) -> Bool {
        try evaluate { values[$0] ?? nil }
    }

    /// Text that parses back to the same predicate: upper-case keywords, `==`/`!=`, single-quoted
    /// strings, parentheses only where needed. An invalid predicate returns `format` unchanged.
    ///
    /// ```swift
    /// FormPredicate(format: "$a = 1 and not ($b <> \"x\")").canonicalFormat
    /// // "$a == 1 AND NOT $b != 'x'"
    /// ```
    public var canonicalFormat: String {
        switch storage {
        case .parsed(let tree): CanonicalPrinter.format(tree)
        case .failed: format
        }
    }

    /// ``canonicalFormat`` for a valid predicate, the syntax error's description otherwise.
    ///
    /// ```swift
    /// print(FormPredicate(format: "$a == 1"))  // $a == 1
    /// ```
    public var description: String {
        switch storage {
        case .parsed(let tree): CanonicalPrinter.format(tree)
        case .failed(let error): error.description
        }
    }

    /// The parsed tree, for the property tests.
    var tree: PredicateTree? {
        if case .parsed(let tree) = storage { return tree }
        return nil
    }

    /// Predicates are equal when their source text is.
    ///
    /// ```swift
    /// FormPredicate(format: "$a == 1") == "$a == 1"  // true
    /// ```
    public static func == (lhs: FormPredicate, rhs: FormPredicate) -> Bool {
        lhs.format == rhs.format
    }

    /// Hashes the source text, consistently with `==`.
    ///
    /// ```swift
    /// var seen: Set<FormPredicate> = ["$a == 1"]
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(format)
    }
}
