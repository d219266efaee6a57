/// What a `TerminalDevice` delivers to its reading handler.
///
/// ```swift
/// try device.startReading { input in
///     if case .bytes(let bytes) = input { print(bytes) }
/// }
/// ```
public enum TerminalInput: Hashable, Sendable {
    /// Bytes read from the terminal, in whatever chunk the read returned.
    case bytes([UInt8])
    /// A read found the job in the background (continued with `bg` before its session stopped
    /// reading): no bytes, and the terminal is still there. The session stops reading until
    /// the job owns the terminal again.
    case readFromBackground
    /// The input closed (the terminal hung up); no more input will come.
    case endOfInput
    /// Reading failed; no more input will come.
    case failure(TerminalError)
}
