/// Writes the attributes of one start tag; handed to the `attributes:` closure of
/// ``HTMLWriter/open(_:attributes:)``, ``HTMLWriter/void(_:attributes:)`` and
/// ``HTMLWriter/element(_:attributes:content:)``.
///
/// Every value is double-quoted and escaped; values of URL attributes are filtered through
/// ``HTMLURLFilter``.
///
/// ```swift
/// html.void(.input) {
///     $0.attribute(.type, "text")
///     $0.attribute(.value, row.text)
///     $0.attribute(.maxlength, 80)
///     $0.boolean(.disabled, row.isDisabled)
///     $0.identifier(.id, row.tag, prefix: "row-")
/// }
/// ```
public struct HTMLAttributeWriter: ~Copyable {
    /// The writer's buffer while the start tag is open (moved in and out by ``HTMLWriter``).
    var bytes: [UInt8] = []

    init() {}

    /// Writes ` name="value"` with the value escaped (and filtered, for URL attributes).
    ///
    /// ```swift
    /// $0.attribute(.placeholder, "you@example.com")
    /// ```
    public mutating func attribute(_ name: HTMLAttributeName, _ value: some StringProtocol) {
        HTMLEscaping.withUTF8(value) { appendAttribute(name, $0) }
    }

    /// Writes ` name="value"` (the `String` fast path).
    ///
    /// ```swift
    /// $0.attribute(.value, row.text)
    /// ```
    public mutating func attribute(_ name: HTMLAttributeName, _ value: String) {
        HTMLEscaping.withUTF8(value) { appendAttribute(name, $0) }
    }

    private mutating func appendAttribute(_ name: HTMLAttributeName, _ value: UnsafeBufferPointer<UInt8>) {
        startValue(name)
        if name.isURL && !HTMLURLFilter.isAllowed(bytes: value) {
            bytes.append(contentsOf: HTMLURLFilter.blocked.utf8)
        } else {
            HTMLEscaping.append(value, to: &bytes, context: .attribute)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes ` name="42"`.
    ///
    /// ```swift
    /// $0.attribute(.tabindex, -1)
    /// ```
    public mutating func attribute(_ name: HTMLAttributeName, _ value: Int) {
        startValue(name)
        HTMLNumber.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a boolean attribute (` name`) when `isOn`, nothing otherwise.
    ///
    /// ```swift
    /// $0.boolean(.checked, row.value == true)
    /// ```
    public mutating func boolean(_ name: HTMLAttributeName, _ isOn: Bool = true) {
        guard isOn else { return }
        name.booleanForm.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
    }

    /// Writes ` name="token"` where token is `raw` made into a safe identifier by
    /// ``HTMLIdentifier`` (for `id`, `for`, `name`, `class`, `aria-describedby`…), without
    /// building an intermediate string.
    ///
    /// ```swift
    /// $0.identifier(.id, "first name", prefix: "row-")  // id="row-first_20name"
    /// ```
    public mutating func identifier(_ name: HTMLAttributeName, _ raw: some StringProtocol, prefix: StaticString = "") {
        startValue(name)
        HTMLEscaping.withUTF8(raw) { HTMLIdentifier.append($0, prefix: prefix, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes ` name="token"` from `raw` (the `String` fast path).
    ///
    /// ```swift
    /// $0.identifier(.id, row.tag, prefix: "row-")
    /// ```
    public mutating func identifier(_ name: HTMLAttributeName, _ raw: String, prefix: StaticString = "") {
        startValue(name)
        HTMLEscaping.withUTF8(raw) { HTMLIdentifier.append($0, prefix: prefix, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes ` name="token"` from an identifier made earlier.
    ///
    /// ```swift
    /// let errorID = HTMLIdentifier(sanitizing: tag, prefix: "error-")
    /// $0.attribute(.ariaDescribedBy, errorID)
    /// ```
    public mutating func attribute(_ name: HTMLAttributeName, _ identifier: HTMLIdentifier) {
        startValue(name)
        bytes.append(contentsOf: identifier.value.utf8)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Opens ` name="` for a value written in pieces by ``appendToValue(_:)``, without
    /// building the whole value as a string first; ``endValue()`` closes it. Not for URL
    /// attributes, whose whole value must be filtered at once.
    ///
    /// ```swift
    /// $0.beginValue(.class); $0.appendToValue("eu-row"); $0.appendToValue(" eu-wide"); $0.endValue()
    /// ```
    mutating func beginValue(_ name: HTMLAttributeName) {
        precondition(!name.isURL, "URL attributes are written whole, through attribute(_:_:)")
        startValue(name)
    }

    /// Appends a piece of the value opened by ``beginValue(_:)``, escaped; with `spaceAs`, each
    /// space is written as that byte instead (class tokens made from names such as "single choice").
    mutating func appendToValue(_ piece: String, spaceAs replacement: UInt8? = nil) {
        HTMLEscaping.withUTF8(piece) { source in
            guard let replacement else {
                HTMLEscaping.append(source, to: &bytes, context: .attribute)
                return
            }
            let start = bytes.count
            HTMLEscaping.append(source, to: &bytes, context: .attribute)
            for index in start..<bytes.count where bytes[index] == UInt8(ascii: " ") { bytes[index] = replacement }
        }
    }

    /// Closes the value opened by ``beginValue(_:)``.
    mutating func endValue() {
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func startValue(_ name: HTMLAttributeName) {
        // Through a buffer pointer: appending the array itself retains and releases it.
        name.valuePrefix.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
    }
}
