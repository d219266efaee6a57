import Synchronization
import TerminalKit

/// A text area's text wrapped paragraph by paragraph and kept between keystrokes, so an edit
/// wraps again only the paragraphs it touched: typing into 100 KB of text costs about what
/// typing into one paragraph does.
///
/// The result is exactly `WrappedText`'s: a line break always ends a grapheme cluster on both
/// sides (only CR LF joins, into one break), so each paragraph wraps the same alone as in the
/// whole text. Paragraphs are reused when the bytes they span, their line break and one byte
/// beyond are unchanged (compared from the start and from the end of the text).
///
/// ```swift
/// let layout = TextAreaLayout()
/// let wrapped = layout.wrap(editor.text, width: 40, cursor: editor.cursor, style: valueStyle)
/// ```
final class TextAreaLayout: Sendable {
    /// One paragraph: text between line breaks, wrapped.
    private struct Paragraph: Sendable {
        /// UTF-8 offset of its first byte.
        var start: Int
        /// UTF-8 length of its text, without the line break.
        var length: Int
        /// UTF-8 length of the line break after it (0 for the text's last paragraph).
        var breakLength: Int
        /// Characters of its text.
        var characters: Int
        /// Its lines, at least one.
        var lines: [StyledLine]
        /// Where each line starts, in UTF-8 bytes from the paragraph's start.
        var lineStarts: [Int]
        /// Characters on each line.
        var lineCharacters: [Int]
        /// Columns of each line.
        var lineWidths: [Int]

        var end: Int { start + length + breakLength }
    }

    private struct Snapshot: Sendable {
        var text: String
        var width: Int
        var style: TextStyle
        var paragraphs: [Paragraph]
    }

    private let last = Mutex<Snapshot?>(nil)

    /// An empty layout; the first `wrap` wraps the whole text.
    init() {}

    /// `text` wrapped to `width` columns in `style`, with the cursor's place (see `WrappedText`).
    func wrap(_ text: String, width: Int, cursor: Int, style: TextStyle) -> (lines: [StyledLine], cursorLine: Int, cursorColumn: Int) {
        let width = max(1, width)
        return Self.assemble(layOut(text, width: width, style: style), of: text, width: width, cursor: cursor)
    }

    /// The paragraphs of `text` at `width` (at least 1) in `style`, kept for the next call.
    private func layOut(_ text: String, width: Int, style: TextStyle) -> [Paragraph] {
        let width = max(1, width)
        return last.withLock { last -> [Paragraph] in
            let paragraphs: [Paragraph]
            if let previous = last, previous.width == width, previous.style == style {
                paragraphs = Self.rewrap(text, from: previous, width: width, style: style)
            } else {
                paragraphs = Self.wrapParagraphs(of: text, utf8Range: 0..<text.utf8.count, reachesEnd: true, width: width, style: style)
            }
            last = Snapshot(text: text, width: width, style: style, paragraphs: paragraphs)
            return paragraphs
        }
    }

    /// Where `cursor` shows in `text` wrapped to `width` (see `wrap`), keeping the lines in the
    /// style they were last drawn in.
    ///
    /// ```swift
    /// let here = layout.place(of: editor.cursor, in: editor.text, width: 40)
    /// ```
    func place(of cursor: Int, in text: String, width: Int) -> (line: Int, column: Int) {
        let wrapped = wrap(text, width: width, cursor: cursor, style: lastStyle)
        return (wrapped.cursorLine, wrapped.cursorColumn)
    }

    /// The style the lines were last wrapped in, so moving the cursor does not wrap them anew.
    private var lastStyle: TextStyle { last.withLock { $0?.style } ?? .plain }

    /// Where the cursor can show on `line` of `text` wrapped to `width`, as `WrappedText.cursorPlaces`
    /// has them: each position whose cursor shows on that line, with its column, in order;
    /// empty when the text has no such line. Only the line's paragraph is measured.
    ///
    /// ```swift
    /// let above = layout.places(onLine: here.line - 1, in: editor.text, width: 40)
    /// ```
    func places(onLine line: Int, in text: String, width: Int) -> [(position: Int, column: Int)] {
        let width = max(1, width)
        let paragraphs = layOut(text, width: width, style: lastStyle)
        var firstLine = 0
        var firstCharacter = 0
        for (index, paragraph) in paragraphs.enumerated() {
            let isLast = index == paragraphs.count - 1
            // The last paragraph owns the line a full last line adds for the cursor at the end.
            if line < firstLine + paragraph.lines.count || (isLast && line == firstLine + paragraph.lines.count) {
                let utf8 = text.utf8
                let range = utf8.index(utf8.startIndex, offsetBy: paragraph.start)..<utf8.index(utf8.startIndex, offsetBy: paragraph.start + paragraph.length)
                var places = WrappedText.cursorPlaces(in: String(text[range]), width: width)
                if !isLast {
                    // The line break's place: the end of the paragraph's last line, never a new line.
                    places[places.count - 1] = (paragraph.lines.count - 1, min(width, paragraph.lineWidths[paragraph.lineWidths.count - 1]))
                }
                return places.enumerated().compactMap { position, place in
                    place.line == line - firstLine ? (firstCharacter + position, place.column) : nil
                }
            }
            firstLine += paragraph.lines.count
            firstCharacter += paragraph.characters + 1
        }
        return []
    }

    // MARK: Reuse

    /// The paragraphs of `text`, reusing those of `previous` that the edit left alone.
    private static func rewrap(_ text: String, from previous: Snapshot, width: Int, style: TextStyle) -> [Paragraph] {
        let old = previous.text.utf8
        let new = text.utf8
        let (prefix, suffix) = commonEnds(old, new)
        if prefix == old.count, prefix == new.count { return previous.paragraphs }
        let shift = new.count - old.count
        // Before the edit: paragraphs whose bytes, line break and the byte after it are unchanged.
        var kept = previous.paragraphs.prefix { $0.end < prefix }
        // After it: paragraphs whose preceding line break is unchanged, moved by the shift.
        let changedEnd = old.count - suffix
        var tail: [Paragraph] = []
        for index in previous.paragraphs.indices.reversed() where index > 0 {
            let before = previous.paragraphs[index - 1]
            guard before.start + before.length >= changedEnd, index >= kept.count + 1 else { break }
            var moved = previous.paragraphs[index]
            moved.start += shift
            tail.append(moved)
        }
        tail.reverse()
        // Between them, from a paragraph's start to just after a line break (or the end).
        let middleStart = kept.last?.end ?? 0
        let middleEnd = tail.first?.start ?? new.count
        let middle = previous.paragraphs[kept.count..<(previous.paragraphs.count - tail.count)]
        if middle.count == 1, let paragraph = middle.first,
            let edited = rewrapInPlace(
                paragraph, of: text, newRange: middleStart..<middleEnd, isLast: tail.isEmpty,
                prefix: prefix - paragraph.start, suffix: paragraph.end - changedEnd, width: width, style: style)
        {
            kept.append(edited)
        } else {
            kept += wrapParagraphs(of: text, utf8Range: middleStart..<middleEnd, reachesEnd: tail.isEmpty, width: width, style: style)
        }
        return Array(kept) + tail
    }

    /// One paragraph edited inside, still one paragraph: its lines before the edit are kept,
    /// and after it, once a line starts where one started before (moved by the edit), the
    /// rest are too, since a line depends only on where it starts and the text from there
    /// (`LineBreaker`). Wrapping starts again two lines before the one holding the character
    /// before the edit. The line just before ended where a character of the next did not fit,
    /// so the edit may change its end (a space typed into the first word of a line lets part
    /// of that word up onto it). The one before that ended where a character did not fit at
    /// the latest at the start of the edit's line, after a word cut: that may be the character
    /// before the edit, whose width the edit can change (marks typed onto it or deleted from
    /// it). Any line earlier ended on a character wholly before that one, so it cannot change.
    /// Nil when the edit adds or removes a line break (the text is then wrapped afresh).
    private static func rewrapInPlace(
        _ paragraph: Paragraph, of text: String, newRange: Range<Int>, isLast: Bool, prefix: Int, suffix: Int, width: Int, style: TextStyle
    ) -> Paragraph? {
        // The old paragraph's bytes [0, prefix) and its last `suffix` (line break included) are
        // unchanged; the new paragraph is `newRange`.
        guard prefix >= 0, suffix >= paragraph.breakLength else { return nil }
        let utf8 = text.utf8
        let newLength = newRange.count - paragraph.breakLength
        guard newLength >= 0 else { return nil }
        let shift = newLength - paragraph.length
        // Where the edit ends in the new paragraph: after it, its bytes are the old ones, moved.
        let changedEnd = newLength - (suffix - paragraph.breakLength)
        // The line holding the character before the edit, and the two before it.
        var firstLine = 0
        for (index, start) in paragraph.lineStarts.enumerated() where start <= max(0, prefix - 1) { firstLine = index }
        firstLine = max(0, firstLine - 2)
        let resumeAt = paragraph.lineStarts[firstLine]
        var builder = LineBreaker(start: newRange.lowerBound + resumeAt, width: width)
        let lower = utf8.index(utf8.startIndex, offsetBy: newRange.lowerBound + resumeAt)
        let upper = utf8.index(utf8.startIndex, offsetBy: newRange.lowerBound + newLength)
        var rejoined: Int?
        for character in text[lower..<upper] {
            // A line break inside the edit: no longer one paragraph.
            if character.isNewline { return nil }
            let lines = builder.lineStarts.count
            builder.add(character, length: character.utf8.count)
            guard builder.lineStarts.count > lines else { continue }
            // A line that starts past the edit where one started before: the rest is as it was.
            let lineStart = builder.lineStarts[builder.lineStarts.count - 1] - newRange.lowerBound
            if lineStart >= max(changedEnd, prefix), let old = paragraph.lineStarts.lastIndex(of: lineStart - shift), lineStart - shift >= prefix {
                rejoined = old
                break
            }
        }
        var rebuilt = finish(builder, in: text, breakLength: paragraph.breakLength, style: style)
        // The builder's line starts count from where it resumed.
        rebuilt.lineStarts = rebuilt.lineStarts.map { $0 + resumeAt }
        if let rejoined {
            // The last line built starts where the old line `rejoined` did, and would be built
            // the same from there.
            rebuilt.lines.removeLast()
            rebuilt.lineStarts.removeLast()
            rebuilt.lineCharacters.removeLast()
            rebuilt.lineWidths.removeLast()
            rebuilt.lines += paragraph.lines[rejoined...]
            rebuilt.lineStarts += paragraph.lineStarts[rejoined...].map { $0 + shift }
            rebuilt.lineCharacters += paragraph.lineCharacters[rejoined...]
            rebuilt.lineWidths += paragraph.lineWidths[rejoined...]
        }
        return Paragraph(
            start: newRange.lowerBound, length: newLength, breakLength: isLast ? 0 : paragraph.breakLength,
            characters: paragraph.lineCharacters[..<firstLine].reduce(0, +) + rebuilt.lineCharacters.reduce(0, +),
            lines: Array(paragraph.lines[..<firstLine]) + rebuilt.lines,
            lineStarts: Array(paragraph.lineStarts[..<firstLine]) + rebuilt.lineStarts,
            lineCharacters: Array(paragraph.lineCharacters[..<firstLine]) + rebuilt.lineCharacters,
            lineWidths: Array(paragraph.lineWidths[..<firstLine]) + rebuilt.lineWidths)
    }

    /// The number of bytes `a` and `b` share at their start, and at their end without
    /// overlapping the start.
    private static func commonEnds(_ a: String.UTF8View, _ b: String.UTF8View) -> (prefix: Int, suffix: Int) {
        // Native strings are read in place; others (bridged) once copied.
        let inPlace = a.withContiguousStorageIfAvailable { first in
            b.withContiguousStorageIfAvailable { second in commonEnds(first, second) }
        }
        if let found = inPlace ?? nil { return found }
        return Array(a).withUnsafeBufferPointer { first in Array(b).withUnsafeBufferPointer { second in commonEnds(first, second) } }
    }

    private static func commonEnds(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> (prefix: Int, suffix: Int) {
        let shorter = min(first.count, second.count)
        var prefix = 0
        while prefix < shorter, first[prefix] == second[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, first[first.count - 1 - suffix] == second[second.count - 1 - suffix] { suffix += 1 }
        return (prefix, suffix)
    }

    // MARK: Wrapping

    /// Wraps the paragraphs in `utf8Range` of `text`, which starts at a paragraph's start and
    /// ends after a line break, or at the text's end (`reachesEnd`), whose last paragraph may
    /// be empty.
    private static func wrapParagraphs(of text: String, utf8Range: Range<Int>, reachesEnd: Bool, width: Int, style: TextStyle) -> [Paragraph] {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: utf8Range.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: utf8Range.upperBound)
        var paragraphs: [Paragraph] = []
        var builder = LineBreaker(start: utf8Range.lowerBound, width: width)
        for character in text[lower..<upper] {
            let length = character.utf8.count
            if character.isNewline {
                paragraphs.append(finish(builder, in: text, breakLength: length, style: style))
                builder = LineBreaker(start: builder.offset + length, width: width)
            } else {
                builder.add(character, length: length)
            }
        }
        if reachesEnd { paragraphs.append(finish(builder, in: text, breakLength: 0, style: style)) }
        return paragraphs
    }

    /// The paragraph `builder` has broken into lines, its line break `breakLength` bytes long.
    private static func finish(_ builder: LineBreaker, in text: String, breakLength: Int, style: TextStyle) -> Paragraph {
        let starts = builder.lineStarts
        var lines: [StyledLine] = []
        lines.reserveCapacity(starts.count)
        for index in starts.indices {
            let end = index + 1 < starts.count ? starts[index + 1] : builder.offset
            lines.append(StyledLine(builder.shownLine(index, end: end, in: text), style: style))
        }
        let start = starts[0]
        return Paragraph(
            start: start, length: builder.offset - start, breakLength: breakLength, characters: builder.characters,
            lines: lines, lineStarts: starts.map { $0 - start }, lineCharacters: builder.lineCharacters, lineWidths: builder.lineWidths)
    }

    // MARK: The whole

    /// Every paragraph's lines in order, and where the cursor shows, as `WrappedText` has it:
    /// on a line's first character after a wrap, at the end of the line before; past the
    /// edge (after hanging spaces), at the edge; at the end of a text whose last line is
    /// full, on a new line, unless the text ends in spaces.
    private static func assemble(_ paragraphs: [Paragraph], of text: String, width: Int, cursor: Int) -> (
        lines: [StyledLine], cursorLine: Int, cursorColumn: Int
    ) {
        var lines: [StyledLine] = []
        lines.reserveCapacity(paragraphs.reduce(0) { $0 + $1.lines.count })
        var place: (line: Int, column: Int)?
        var characters = 0
        for paragraph in paragraphs {
            // In the paragraph, or on its line break; the end of the text is placed below.
            let end = characters + paragraph.characters
            if place == nil, cursor >= characters, cursor < end || (cursor == end && paragraph.breakLength > 0) {
                place = self.place(of: cursor - characters, in: paragraph, of: text, width: width, firstLine: lines.count)
            }
            lines += paragraph.lines
            characters += paragraph.characters + (paragraph.breakLength > 0 ? 1 : 0)
        }
        guard let place else {
            // At the end of the text (or past it): a full last line puts the cursor on a new
            // one, unless it ends in spaces, which hang (`LineBreaker.cursorAtEndStartsALine`).
            let lastWidth = paragraphs.last?.lineWidths.last ?? 0
            if LineBreaker.cursorAtEndStartsALine(lastLineWidth: lastWidth, width: width, endsInSpace: LineBreaker.endsInSpace(text)) {
                lines.append(StyledLine())
                return (lines, lines.count - 1, 0)
            }
            return (lines, lines.count - 1, min(width, lastWidth))
        }
        return (lines, place.line, place.column)
    }

    /// Where the cursor `offset` characters into `paragraph` of `text` shows (see
    /// `LineBreaker.place`); its line break's place when `offset` is the paragraph's length.
    private static func place(of offset: Int, in paragraph: Paragraph, of text: String, width: Int, firstLine: Int) -> (line: Int, column: Int) {
        let place = LineBreaker.place(
            of: offset, lineStarts: paragraph.lineStarts, from: paragraph.start, lineCharacters: paragraph.lineCharacters,
            lineWidths: paragraph.lineWidths, in: text, width: width)
        return (firstLine + place.line, place.column)
    }
}
