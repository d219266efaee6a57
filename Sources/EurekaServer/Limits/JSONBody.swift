import Eureka
import EurekaHTML

/// A JSON submission as ``JSONBodyReader`` read it: the values to bind, and the texts it set
/// aside for being over the value limit.
///
/// An over-long text is its field's error, as under its row on a page, and its whole top-level
/// key is left out of `values`: binding a cut text would judge a value the client never sent.
/// The other values are bound and validated as usual, so one answer lists every problem.
///
/// ```swift
/// let body = try JSONBodyReader.decode(bytes, limits: FormBodyLimits())
/// let outcome = await session.handleJSON(body.values, refused: body.oversizedTexts)
/// ```
public struct JSONBody: Sendable {
    /// The body's values by tag, without the keys holding an over-long text.
    public var values: FormValues
    /// One per text over `FormBodyLimits.maxValueBytes`, under its top-level key; the error's
    /// tag is the text's path (`key`, `key[2]` or `key.name`), its rule `valueTooLong`. Sorted
    /// by path.
    public var oversizedTexts: [WebFormSession.RefusedJSONValue]

    /// A body read as `values`, with `oversizedTexts` set aside.
    ///
    /// ```swift
    /// let body = JSONBody(values: FormValues(["age": .int(36)]))
    /// ```
    public init(values: FormValues, oversizedTexts: [WebFormSession.RefusedJSONValue] = []) {
        self.values = values
        self.oversizedTexts = oversizedTexts
    }
}
