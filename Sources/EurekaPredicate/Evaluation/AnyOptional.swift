/// Lets evaluation see through optionals boxed in `Any`, which `as?` casts alone cannot turn
/// into `nil`: an `Optional<Int>.none` inside an `Any` is not nil, yet casts to nothing.
protocol AnyOptional {
    /// The wrapped value, or nil for `.none`.
    var wrappedAny: Any? { get }
}

extension Optional: AnyOptional {
    var wrappedAny: Any? {
        switch self {
        case .some(let wrapped): wrapped
        case .none: nil
        }
    }
}

/// `value` with every level of `Optional` removed; nil when any level is `.none`.
func flattenOptional(_ value: Any) -> Any? {
    var current = value
    for _ in 0..<Limits.maximumUnwrapping {
        guard let optional = current as? any AnyOptional else { return current }
        guard let wrapped = optional.wrappedAny else { return nil }
        current = wrapped
    }
    return current
}
