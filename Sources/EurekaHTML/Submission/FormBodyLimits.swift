/// The most a submitted form body may hold; anything over a limit is refused with a
/// ``FormBodyError`` saying what was sent and what is accepted — except a text value over
/// ``maxValueBytes``, which is reported for its field (``PostedForm/oversizedValues``).
///
/// Every limit is inclusive: a body of exactly ``maxBodyBytes`` bytes passes, one more byte is
/// refused. Lengths are counted in bytes of UTF-8 after percent-decoding, so they bound memory
/// whatever the encoding.
///
/// ```swift
/// var limits = FormBodyLimits()
/// limits.maxFields = 12_000   // a generated 10,000-row form
/// let form = try FormBodyParser.parse(body: bytes, contentType: contentType, limits: limits)
/// ```
public struct FormBodyLimits: Sendable, Hashable {
    /// The whole body, in bytes (default 1 MiB). Servers also enforce it while reading.
    public var maxBodyBytes: Int
    /// Fields and files together (default 2,000; Django and PHP use 1,000).
    public var maxFields: Int
    /// One field name, in bytes (default 256).
    public var maxKeyBytes: Int
    /// One text value, in bytes (default 64 KiB). A longer value in a body within the other
    /// limits does not refuse the body: its field holds the value's start (cut between two
    /// characters), and ``PostedForm/oversizedValues`` lists it whole, so a form can show it
    /// back with the problem under its row and block the submit.
    public var maxValueBytes: Int
    /// One uploaded file, in bytes (default 1 MiB: the body limit is the real bound).
    public var maxFileBytes: Int
    /// The header block of one multipart part, in bytes (default 4 KiB).
    public var maxPartHeaderBytes: Int

    /// Limits with the defaults above, any of them overridden.
    ///
    /// ```swift
    /// let tight = FormBodyLimits(maxBodyBytes: 16 * 1024, maxFields: 50)
    /// ```
    public init(
        maxBodyBytes: Int = 1 << 20,
        maxFields: Int = 2_000,
        maxKeyBytes: Int = 256,
        maxValueBytes: Int = 64 << 10,
        maxFileBytes: Int = 1 << 20,
        maxPartHeaderBytes: Int = 4 << 10
    ) {
        self.maxBodyBytes = maxBodyBytes
        self.maxFields = maxFields
        self.maxKeyBytes = maxKeyBytes
        self.maxValueBytes = maxValueBytes
        self.maxFileBytes = maxFileBytes
        self.maxPartHeaderBytes = maxPartHeaderBytes
    }
}
