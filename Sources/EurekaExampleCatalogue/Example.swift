import Eureka

/// One entry of the catalogue: how to find it on the command line, how to describe it, and how
/// to make its screen.
///
/// ```swift
/// let example = Example(name: "hello", title: "Hello", summary: "A one-row form") { HelloController() }
/// let controller = example.makeController()
/// ```
public struct Example {
    /// The kebab-case name used on the command line (`eureka-examples --example rows-tour`).
    public let name: String
    /// The title shown on the home form's button.
    public let title: String
    /// One line saying what the example shows.
    public let summary: String
    /// Makes a fresh controller each time the example is opened.
    public let makeController: () -> FormViewController

    /// Describes an example.
    public init(name: String, title: String, summary: String, makeController: @escaping () -> FormViewController) {
        self.name = name
        self.title = title
        self.summary = summary
        self.makeController = makeController
    }
}
