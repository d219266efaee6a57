import Foundation

/// What a section header or footer shows; implement it for custom headers.
///
/// ```swift
/// struct Banner: HeaderFooterViewRepresentable {
///     var title: String? = "Welcome"
///     var height: (() -> CGFloat)? = nil
///     func contentLines(for section: Section) -> [String] { ["★ Welcome ★", "Fill in the form below"] }
/// }
/// ```
public protocol HeaderFooterViewRepresentable {
    /// The plain title, used by renderers that show a single line and by accessibility output.
    var title: String? { get set }
    /// Height in points; nil lets the renderer decide.
    var height: (() -> CGFloat)? { get set }
    /// The lines to show; called each time the header or footer is drawn.
    func contentLines(for section: Section) -> [String]
}

/// A section header or footer: a title, or custom content produced when drawn.
///
/// ```swift
/// Section("Title")                                         // header from a string
/// Section(header: "Title", footer: "Footer")
/// var header = HeaderFooterView(title: "Totals")
/// header.onSetupView = { view, section in view.lines = ["Total: \(section.count) items"] }
/// section.header = header
/// ```
public struct HeaderFooterView: HeaderFooterViewRepresentable, ExpressibleByStringLiteral {
    /// The content a custom header or footer shows, filled in by `onSetupView` each time it is drawn.
    public struct Content {
        /// Lines of text, drawn in order.
        public var lines: [String]
        /// Emphasis colour; nil lets the renderer choose.
        public var textColor: Color?
    }

    /// The plain title.
    public var title: String?
    /// Height in points; nil lets the renderer decide.
    public var height: (() -> CGFloat)?
    /// Custom-content hook: called each time the header or footer is drawn, with the content
    /// pre-filled from `title`; change it to show something else.
    public var onSetupView: ((inout Content, Section) -> Void)?

    /// A header or footer showing `title`.
    public init(title: String?) {
        self.title = title
    }

    /// A header or footer whose content comes from `onSetupView`.
    public init(_ onSetupView: @escaping (inout Content, Section) -> Void) {
        self.onSetupView = onSetupView
    }

    /// A header or footer from a string literal: `section.header = "Title"`.
    public init(stringLiteral value: String) {
        self.title = value
    }

    /// The content to draw: the title's lines, then whatever `onSetupView` makes of them.
    public func content(for section: Section) -> Content {
        var content = Content(lines: title.map { $0.components(separatedBy: "\n") } ?? [], textColor: nil)
        onSetupView?(&content, section)
        return content
    }

    public func contentLines(for section: Section) -> [String] {
        content(for: section).lines
    }
}
