import Eureka
import EurekaHTML

/// A JSON submission as ``JSONBodyReader`` read it: the values to bind, and the texts it set
/// aside for being over the value limit.
///
/// An over-long text is its field's error, as under its row on a page, and `values` holds its
/// start (at most the limit, never half a character), as a page's field holds it: the rows
/// around it are judged as the page judges them, and one answer lists every problem.
///
/// ```swift
/// let body = try JSONBodyReader.decode(bytes, limits: FormBodyLimits())
/// let outcome = await session.handleJSON(body.values, refused: body.oversizedTexts)
/// ```
public struct JSONBody: Sendable {
    /// The body's values by tag, each over-long text cut to its start.
    public var values: FormValues
    /// One per text over `FormBodyLimits.maxValueBytes`, under its top-level key; the error's
    /// tag is the text's path (`key`, `key[2]` or `key.name`), its rule `valueTooLong`. In the
    /// order of their paths, numbers by value (`tags[2]` before `tags[10]`).
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
