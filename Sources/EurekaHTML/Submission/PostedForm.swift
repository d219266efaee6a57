/// The fields and files of a submitted form, in document order.
///
/// A name may appear several times (multiple selection, multivalued sections), so lookups
/// come in three forms: ``values(for:)`` for all of them, ``last(_:)`` for the one value of a
/// single-valued control (the rule a form's rows are bound by), ``first(_:)`` for the first.
///
/// A text value over ``FormBodyLimits/maxValueBytes`` in a body otherwise within its limits
/// does not refuse the body, which would lose every other value: its field holds the value's
/// start, cut to the limit between two characters, and ``oversizedValues`` lists it with the
/// whole text. Code that reads the fields itself should check that list; a mounted form shows
/// the problem under the row and blocks the submit.
///
/// ```swift
/// let form = try FormBodyParser.parse(body: body, contentType: contentType)
/// let email = form.first("email")          // String?
/// let topics = form.values(for: "topics")  // [String], in the order posted
/// let avatar = form.files(for: "avatar").first
/// ```
public struct PostedForm: Sendable, Hashable {
    /// One text field: a name and its value.
    ///
    /// ```swift
    /// for field in form.fields { print(field.name, field.value) }
    /// ```
    public struct Field: Sendable, Hashable {
        /// The field's name.
        public var name: String
        /// The field's value (at most ``FormBodyLimits/maxValueBytes`` bytes: a longer one is
        /// cut here, and listed whole in ``PostedForm/oversizedValues``).
        public var value: String

        /// A field.
        ///
        /// ```swift
        /// PostedForm.Field(name: "email", value: "ada@example.com")
        /// ```
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// One uploaded file (a multipart part with a `filename` parameter).
    ///
    /// ```swift
    /// if let file = form.files(for: "avatar").first, !file.isEmpty { store(file.bytes) }
    /// ```
    public struct File: Sendable, Hashable {
        /// The form field's name.
        public var name: String
        /// The file name the browser sent (possibly empty when no file was chosen).
        public var filename: String
        /// The part's `Content-Type`, `application/octet-stream` when absent.
        public var contentType: String
        /// The file's bytes, exactly as sent.
        public var bytes: [UInt8]

        /// A file.
        ///
        /// ```swift
        /// PostedForm.File(name: "cv", filename: "cv.pdf", contentType: "application/pdf", bytes: pdf)
        /// ```
        public init(name: String, filename: String, contentType: String, bytes: [UInt8]) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.bytes = bytes
        }

        /// Whether the browser sent an empty part (a file input left empty sends one).
        public var isEmpty: Bool { filename.isEmpty && bytes.isEmpty }
    }

    /// The text fields, in document order.
    public var fields: [Field]
    /// The files, in document order.
    public var files: [File]
    /// The text values that were longer than the limit, whole, in document order; each one's
    /// field holds its start, cut between two characters.
    public var oversizedValues: [OversizedValue]

    /// A form made of the given fields and files (and, when a parser cut some, what it cut).
    ///
    /// ```swift
    /// let form = PostedForm(fields: [.init(name: "q", value: "swift")])
    /// ```
    public init(fields: [Field] = [], files: [File] = [], oversizedValues: [OversizedValue] = []) {
        self.fields = fields
        self.files = files
        self.oversizedValues = oversizedValues
    }

    /// Every value posted under `name`, in document order.
    ///
    /// ```swift
    /// form.values(for: "days")  // ["mon", "wed"]
    /// ```
    public func values(for name: some StringProtocol) -> [String] {
        fields.compactMap { $0.name == name ? $0.value : nil }
    }

    /// The first value posted under `name`, or nil.
    ///
    /// ```swift
    /// form.first("email")  // "ada@example.com"
    /// ```
    public func first(_ name: some StringProtocol) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// The value of a control that posts one value under `name`: the last one posted, or nil.
    ///
    /// This is the one rule rows are bound by when a name repeats. A page posts each such name
    /// once, except that a radio group, a checkbox and an option list post an empty marker
    /// first (so that "nothing chosen" still arrives) and then their value: the last value is
    /// the control's either way. A crafted body repeating a name is read the same way, as most
    /// servers read it (PHP, Django, Rails), rather than by a rule per kind of control.
    ///
    /// ```swift
    /// PostedForm(fields: [.init(name: "size", value: ""), .init(name: "size", value: "2")]).last("size")  // "2"
    /// ```
    public func last(_ name: some StringProtocol) -> String? {
        fields.last { $0.name == name }?.value
    }

    /// The first value posted under `name`, or nil.
    ///
    /// ```swift
    /// form["email"]
    /// ```
    public subscript(name: some StringProtocol) -> String? { first(name) }

    /// Whether anything (field or file) was posted under `name`; a checkbox left unticked is
    /// not posted at all.
    ///
    /// ```swift
    /// let newsletter = form.contains("newsletter")
    /// ```
    public func contains(_ name: some StringProtocol) -> Bool {
        fields.contains { $0.name == name } || files.contains { $0.name == name }
    }

    /// Every file posted under `name`, in document order.
    ///
    /// ```swift
    /// form.files(for: "attachments")
    /// ```
    public func files(for name: some StringProtocol) -> [File] {
        files.filter { $0.name == name }
    }
}
