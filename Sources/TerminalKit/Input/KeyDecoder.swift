/// Turns raw terminal input bytes into `TerminalEvent`s, incrementally.
///
/// Bytes may arrive in any chunks: a sequence split across reads is completed by the next
/// `feed`. A lone ESC is ambiguous (the Escape key, or the start of a sequence or Alt-key still
/// in flight), so the decoder holds it and reports a `deadline`; when the clock passes it,
/// `advance(to:)` (or the next `feed`) resolves it as Escape. Bracketed paste arrives as one
/// `.paste` event. Bytes it cannot make sense of become `.unknown`, never printable keys.
///
/// A paste never holds the keyboard hostage: if its end marker does not come, the paste ends
/// once no input has arrived for `pasteTimeout`, and the keys typed after that work again. A
/// paste longer than `maximumPasteLength` bytes is delivered in pieces of at most that size,
/// so the buffer stays bounded and nothing pasted is lost or mistaken for typed keys.
///
/// Terminal replies in OSC, DCS, APC, PM and SOS strings (`ESC ] 11;rgb:… BEL`) are `.unknown`
/// too, never typed. A string longer than the longest sequence held is reported by its start,
/// and the rest is dropped up to its terminator, or until no input has come for `pasteTimeout`;
/// so is the rest of an overlong CSI sequence, up to its final byte.
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

    /// How long a bracketed paste may go without input before it is taken as ended although
    /// its end marker never came. Terminals send a paste as a stream with short gaps; a second
    /// of silence means the marker was lost, and the keyboard must work again. A long control
    /// string whose terminator never comes stops being skipped after the same silence.
    ///
    /// ```swift
    /// decoder.pasteTimeout = .milliseconds(500)
    /// ```
    public var pasteTimeout: Duration

    /// The most bytes of a paste held at once; a longer paste is delivered as several `.paste`
    /// events of at most this many bytes (cut between characters, never inside one).
    ///
    /// ```swift
    /// decoder.maximumPasteLength = 64 * 1024
    /// ```
    public var maximumPasteLength: Int

    private var pending: [UInt8] = []
    private var pendingSince: TerminalInstant?
    /// Non-nil while inside a bracketed paste: the raw bytes pasted so far.
    private var paste: [UInt8]?
    /// How far the paste has been searched for its end marker, so each chunk is scanned once.
    private var pasteScanned = 0
    /// When input last arrived during a paste, which starts the paste's timeout.
    private var pasteInputAt: TerminalInstant?
    /// Non-nil while the rest of an overlong control string is being dropped: when input last
    /// arrived, which starts its timeout.
    private var stringInputAt: TerminalInstant?
    /// Whether the tail being dropped is a CSI sequence's (to its final byte) rather than a
    /// control string's (to BEL or ST).
    private var droppingCSITail = false
    /// How many bytes of an X10 mouse report's payload are still to be dropped (while
    /// `stringInputAt` is set): they came after the timeout and must not be typed.
    private var payloadToDrop = 0

    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

    /// Creates a decoder.
    ///
    /// ```swift
    /// var decoder = KeyDecoder(escapeTimeout: .milliseconds(25))
    /// ```
    public init(
        escapeTimeout: Duration = .milliseconds(50),
        pasteTimeout: Duration = .seconds(1),
        maximumPasteLength: Int = 1 << 20
    ) {
        self.escapeTimeout = escapeTimeout
        self.pasteTimeout = pasteTimeout
        // A piece must be able to hold the longest UTF-8 character plus a split end marker.
        self.maximumPasteLength = max(16, maximumPasteLength)
    }

    /// When held input must be resolved if nothing more arrives: a lone ESC or incomplete
    /// sequence after `escapeTimeout`, a paste without its end marker or a character's cut
    /// UTF-8 bytes after `pasteTimeout`; nil when nothing is held.
    ///
    /// ```swift
    /// if let deadline = decoder.deadline { scheduleWakeUp(at: deadline) }
    /// ```
    public var deadline: TerminalInstant? {
        if paste != nil { return pasteInputAt?.advanced(by: pasteTimeout) }
        if let stringInputAt { return stringInputAt.advanced(by: pasteTimeout) }
        guard let first = pending.first, let pendingSince else { return nil }
        // Held input that does not start with ESC can only be a character's first UTF-8 bytes:
        // they are never a key of their own, so they wait as long as a paste may pause (a slow
        // link can split a character; resolving it early would report its halves as not UTF-8).
        return pendingSince.advanced(by: first == 0x1B ? escapeTimeout : pasteTimeout)
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
        if paste != nil { pasteInputAt = now }
        if stringInputAt != nil { stringInputAt = now }
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
        if let bytes = paste {
            // The end marker is not coming: what arrived is the paste, and input is keys again.
            events.append(.paste(Self.pasteText(bytes[...])))
            paste = nil
            pasteInputAt = nil
            return events
        }
        if stringInputAt != nil {
            // The string's terminator is not coming; what is held can only be its cut ESC.
            stringInputAt = nil
            payloadToDrop = 0
            pending.removeAll()
            pendingSince = nil
            return events
        }
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
            if stringInputAt != nil, payloadToDrop > 0 {
                let dropped = min(payloadToDrop, pending.count - start)
                start += dropped
                payloadToDrop -= dropped
                guard payloadToDrop == 0 else { return }
                stringInputAt = nil
                continue
            }
            if stringInputAt != nil {
                let tail = droppingCSITail ? InputParser.csiTail(pending, from: start) : InputParser.controlStringTail(pending, from: start)
                start += tail.length
                guard tail.ended else { return }
                stringInputAt = nil
                continue
            }
            switch InputParser.parse(pending, at: start, final: final) {
            case .event(let event, let length):
                events.append(event)
                start += length
            case .stringContinues(let event, let length):
                events.append(event)
                start += length
                stringInputAt = pendingSince
                droppingCSITail = false
            case .csiContinues(let event, let length):
                events.append(event)
                start += length
                stringInputAt = pendingSince
                droppingCSITail = true
            case .payloadContinues(let event, let length, let remaining):
                events.append(event)
                start += length
                stringInputAt = pendingSince
                payloadToDrop = remaining
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
    /// ordinary decoding. Without the marker, a paste grown past `maximumPasteLength` hands
    /// over all but its tail as one piece and goes on.
    private mutating func finishPasteIfEnded(into events: inout [TerminalEvent]) -> Bool {
        guard var bytes = paste else { return false }
        guard let end = Self.firstIndex(of: Self.pasteEnd, in: bytes, from: pasteScanned) else {
            if bytes.count > maximumPasteLength {
                // Hand over whole pieces from the front, keeping the last few bytes: they may
                // be the start of the end marker or of a character still on the way.
                let keep = Self.pasteEnd.count - 1
                var start = 0
                while bytes.count - start - keep > 0 {
                    let end = min(start + maximumPasteLength, bytes.count - keep)
                    // A character is at most 4 bytes: step back over at most 3 continuation
                    // bytes (invalid UTF-8 may have more, and is cut anywhere).
                    var cut = end
                    while cut > start, end - cut < 3, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
                    if cut == start || bytes[cut] & 0xC0 == 0x80 {
                        // No boundary: a short window waits for the rest of its character,
                        // a long one is invalid UTF-8 and is cut where it is.
                        guard end - start >= 4 else { break }
                        cut = end
                    }
                    events.append(.paste(Self.pasteText(bytes[start..<cut])))
                    start = cut
                }
                bytes.removeSubrange(..<start)
                paste = bytes
            }
            // The marker may be split across chunks: rescan its length minus one next time.
            pasteScanned = max(0, bytes.count - Self.pasteEnd.count + 1)
            return false
        }
        events.append(.paste(Self.pasteText(bytes[..<end])))
        pending = Array(bytes[(end + Self.pasteEnd.count)...]) + pending
        paste = nil
        pasteInputAt = nil
        return true
    }

    /// Pasted bytes as text: invalid UTF-8 repaired, controls other than line breaks removed.
    private static func pasteText(_ bytes: ArraySlice<UInt8>) -> String {
        ControlCharacterFilter.filter(String(decoding: bytes, as: UTF8.self), keepingLineBreaks: true)
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
