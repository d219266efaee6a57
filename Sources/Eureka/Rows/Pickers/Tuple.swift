/// The value of a double picker: one option from each wheel.
///
/// ```swift
/// let choice = Tuple(a: "Europe", b: "Paris")
/// ```
public struct Tuple<A: Equatable, B: Equatable>: Equatable {
    /// The first wheel's option.
    public let a: A
    /// The second wheel's option.
    public let b: B

    /// A pair of options.
    ///
    /// ```swift
    /// row.value = Tuple(a: 1, b: "one")
    /// ```
    public init(a: A, b: B) {
        self.a = a
        self.b = b
    }
}

extension Tuple: Hashable where A: Hashable, B: Hashable {}
extension Tuple: Sendable where A: Sendable, B: Sendable {}

/// The value of a triple picker: one option from each of three wheels.
///
/// ```swift
/// let choice = Tuple3(a: "Europe", b: "France", c: "Paris")
/// ```
public struct Tuple3<A: Equatable, B: Equatable, C: Equatable>: Equatable {
    /// The first wheel's option.
    public let a: A
    /// The second wheel's option.
    public let b: B
    /// The third wheel's option.
    public let c: C

    /// A triple of options.
    ///
    /// ```swift
    /// row.value = Tuple3(a: 1, b: 2, c: 3)
    /// ```
    public init(a: A, b: B, c: C) {
        self.a = a
        self.b = b
        self.c = c
    }
}

extension Tuple3: Hashable where A: Hashable, B: Hashable, C: Hashable {}
extension Tuple3: Sendable where A: Sendable, B: Sendable, C: Sendable {}

// Picker tuples export as arrays of their parts, not as debug text.
extension Tuple: FormValueConvertible {
    /// `[a, b]`.
    public var formValue: FormValue { .array([FormValue(converting: a), FormValue(converting: b)]) }
}

extension Tuple3: FormValueConvertible {
    /// `[a, b, c]`.
    public var formValue: FormValue { .array([FormValue(converting: a), FormValue(converting: b), FormValue(converting: c)]) }
}
