/// One group of a choice's options, as its selector list shows them: a section with a header
/// (and perhaps a footer), made by the selector's `sectionKeyForValue` in `onPresent`.
///
/// `optionIndices` are places in the choice's `options`, which keep their order: a renderer
/// shows the groups in turn, each with its options in the order listed, and posts an option's
/// own index as ever.
///
/// ```swift
/// if case .singleChoice(let choice) = row.describe().control {
///     for group in choice.groups {
///         print(group.title ?? "—", group.optionIndices.map { choice.options[$0] })
///     }
/// }
/// ```
public struct OptionGroup: Hashable, Sendable {
    /// The group's header, if its selector gives one.
    public var title: String?
    /// The group's footer, if its selector gives one.
    public var footer: String?
    /// The group's options, as places in the choice's `options`.
    public var optionIndices: [Int]

    /// A group of options.
    ///
    /// ```swift
    /// OptionGroup(title: "A", optionIndices: [0, 1, 2])
    /// ```
    public init(title: String?, footer: String? = nil, optionIndices: [Int]) {
        self.title = title
        self.footer = footer
        self.optionIndices = optionIndices
    }
}
