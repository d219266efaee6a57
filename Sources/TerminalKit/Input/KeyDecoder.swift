/// Turns raw terminal input bytes into `TerminalEvent`s, incrementally.
///
/// Bytes may arrive in any chunks: a sequence split across reads is completed by the next
/// `feed`. A lone ESC is ambiguous (the Escape key, or the start of a sequence or Alt-key still
/// in flight), so the decoder holds it and reports a `deadline`; when the clock passes it,
/// `advance(to:)` (or the next `feed`) resolves it as Escape. Bracketed paste arrives as one
/// `.paste` event. Bytes it cannot make sense of become `.unknown`, never printable keys.
///
/// ```swift
/// var decoder = KeyDecoder()
/// var events = decoder.feed([0x1B, 0x5B], at: clock.now)   // [] – waiting for more
/// events += decoder.feed([0x41], at: clock.now)              // [.key(up)]
/// events += decoder.feed([0x1B], at: clock.now)              // [] – lone ESC, deadline set
/// if let deadline = decoder.deadline, clock.now >= deadline {
///     events += decoder.advance(to: clock.now)               // [.key(escape)]
/// }
/// ```
public struct KeyDecoder: Sendable {
    /// How long an incomplete sequence may wait for its next byte before it is resolved.
    /// Terminals send a sequence in one burst, so 50 ms tells a typed ESC from a sequence.
    ///
    /// ```swift
    /// decoder.escapeTimeout = .milliseconds(25)
    /// ```
    public var escapeTimeout: Duration

    private var pending: [UInt8] = []
    private var pendingSince: TerminalInstant?
    /// Non-nil while inside a bracketed paste: the raw bytes pasted so far.
    private var paste: [UInt8]?
    /// How far the paste has been searched for its end marker, so each chunk is scanned once.
    private var pasteScanned = 0

    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

    /// Creates a decoder.
    ///
    /// ```swift
    /// var decoder = KeyDecoder(escapeTimeout: .milliseconds(25))
    /// ```
    public init(escapeTimeout: Duration = .milliseconds(50)) {
        self.escapeTimeout = escapeTimeout
    }

    /// When held input must be resolved if nothing more arrives; nil when nothing is held (or a
    /// paste is in progress, which waits for its end marker however long it takes).
    ///
    /// ```swift
    /// if let deadline = decoder.deadline { scheduleWakeUp(at: deadline) }
    /// ```
    public var deadline: TerminalInstant? {
        guard paste == nil, !pending.isEmpty, let pendingSince else { return nil }
        return pendingSince.advanced(by: escapeTimeout)
    }

    /// Whether a bracketed paste has started and not yet ended.
    ///
    /// ```swift
    /// if decoder.isInPaste { showPasteIndicator() }
    /// ```
    public var isInPaste: Bool { paste != nil }

    /// Decodes `bytes`, which arrived at `now`, and returns the events they complete.
    ///
    /// Input held from earlier whose deadline has passed by `now` is resolved first, so a late
    /// `[A` after a lone ESC is Escape, `[`, `A` rather than an arrow key.
    ///
    /// ```swift
    /// let events = decoder.feed(Array("hi".utf8), at: clock.now)
    /// ```
    public mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes, at now: TerminalInstant) -> [TerminalEvent] {
        var events = advance(to: now)
        let before = pending.count + (paste?.count ?? 0)
        if paste != nil {
            paste!.append(contentsOf: bytes)
        } else {
            pending.append(contentsOf: bytes)
        }
        guard pending.count + (paste?.count ?? 0) > before else { return events }
        pendingSince = now
        decode(final: false, into: &events)
        return events
    }

    /// Resolves held input whose deadline is at or before `now`; returns nothing otherwise.
    ///
    /// ```swift
    /// events += decoder.advance(to: clock.now)
    /// ```
    public mutating func advance(to now: TerminalInstant) -> [TerminalEvent] {
        guard let deadline, now >= deadline else { return [] }
        var events: [TerminalEvent] = []
        decode(final: true, into: &events)
        return events
    }

    private mutating func decode(final: Bool, into events: inout [TerminalEvent]) {
        var start = 0
        defer {
            pending.removeFirst(start)
            if pending.isEmpty { pendingSince = nil }
        }
        while true {
            if paste != nil {
                guard finishPasteIfEnded(into: &events) else { return }
                continue
            }
            guard start < pending.count else { return }
            switch InputParser.parse(pending, at: start, final: final) {
            case .event(let event, let length):
                events.append(event)
                start += length
            case .ignored(let length):
                start += length
            case .pasteStart(let length):
                start += length
                paste = Array(pending[start...])
                pasteScanned = 0
                pending.removeAll()
                start = 0
            case .incomplete:
                return
            }
        }
    }

    /// Emits the paste if its end marker has arrived; what follows the marker goes back to
    /// ordinary decoding.
    private mutating func finishPasteIfEnded(into events: inout [TerminalEvent]) -> Bool {
        guard let bytes = paste else { return false }
        guard let end = Self.firstIndex(of: Self.pasteEnd, in: bytes, from: pasteScanned) else {
            // The marker may be split across chunks: rescan its length minus one next time.
            pasteScanned = max(0, bytes.count - Self.pasteEnd.count + 1)
            return false
        }
        let text = String(decoding: bytes[..<end], as: UTF8.self)
        events.append(.paste(ControlCharacterFilter.filter(text, keepingLineBreaks: true)))
        pending = Array(bytes[(end + Self.pasteEnd.count)...]) + pending
        paste = nil
        return true
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}
