extension PostedForm {
    /// A text value longer than ``FormBodyLimits/maxValueBytes`` in a body otherwise within its
    /// limits: its field in ``PostedForm/fields`` holds the value's first ``keptByteCount``
    /// bytes (so whatever reads the fields sees nothing over the limit), and this holds the
    /// whole ``text``, so a form can show it back with the problem and block the submit.
    ///
    /// ```swift
    /// for value in form.oversizedValues {
    ///     print(value.name, value.message)
    ///     // "notes This text is 70,000 bytes long; at most 65,536 can be sent. Shorten it by at least 4,464 bytes."
    /// }
    /// ```
    public struct OversizedValue: Sendable, Hashable {
        /// The field's name.
        public var name: String
        /// The whole value, as sent (valid UTF-8: the parsers refuse anything else).
        public var text: String
        /// The limit it went over (``FormBodyLimits/maxValueBytes``).
        public var limit: Int
        /// How many bytes the field kept: at most `limit`, fewer when the limit fell inside a
        /// character.
        public var keptByteCount: Int

        /// A record of a value over the limit.
        ///
        /// ```swift
        /// PostedForm.OversizedValue(name: "notes", text: pasted, limit: 65_536, keptByteCount: 65_536)
        /// ```
        public init(name: String, text: String, limit: Int, keptByteCount: Int) {
            self.name = name
            self.text = text
            self.limit = limit
            self.keptByteCount = keptByteCount
        }

        /// The value's length as sent, in bytes of UTF-8 (after percent-decoding): what the
        /// limit counts.
        public var byteCount: Int { text.utf8.count }

        /// What the person is told under the row: how long the text is, what can be sent, and
        /// by how much to shorten it.
        public var message: String {
            Self.problem(byteCount: byteCount, limit: limit)
                + " Shorten it by at least \(NumberWording.grouped(byteCount - limit)) \(byteCount - limit == 1 ? "byte" : "bytes")."
        }

        /// What a field keeps of `text` when it is over `limit`: its longest start of at most
        /// `limit` bytes of UTF-8 that does not cut a character in two; `text` itself when it fits.
        ///
        /// ```swift
        /// PostedForm.OversizedValue.keptStart(of: "héllo", limit: 2)   // "h"
        /// ```
        public static func keptStart(of text: String, limit: Int) -> String {
            var text = text
            return text.withUTF8 { bytes in
                guard bytes.count > limit else { return String(decoding: bytes, as: UTF8.self) }
                let kept = UTF8Scan.characterBoundary(in: bytes, atMost: max(0, limit))
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<kept]), as: UTF8.self)
            }
        }

        /// How long a text is and what can be sent, counted as the limit counts (bytes of
        /// UTF-8), for answers that show nothing back (a JSON API's).
        ///
        /// ```swift
        /// PostedForm.OversizedValue.problem(byteCount: 70_000, limit: 65_536)
        /// // "This text is 70,000 bytes long; at most 65,536 can be sent."
        /// ```
        public static func problem(byteCount: Int, limit: Int) -> String {
            "This text is \(NumberWording.grouped(byteCount)) bytes long; at most \(NumberWording.grouped(limit)) can be sent."
        }
    }
}
