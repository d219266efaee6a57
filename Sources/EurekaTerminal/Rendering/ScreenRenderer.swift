import Eureka
import TerminalKit

/// Draws a form screen into a grid: a title bar, the scrolled body, a status line and a help bar.
///
/// Scrolling is by item, from an anchor item at the top; keeping the focused row in view walks
/// at most a screenful of items from the anchor or from the focused row, so a frame costs the
/// same on a form of 100 rows and one of 10,000.
struct ScreenRenderer {
    let theme: TerminalTheme

    /// Chrome around the body.
    struct Chrome {
        var title: String
        var position: String?
        var status: [String]
        var help: [KeyBinding]
        /// The hints kept on the help bar however narrow it is (help and Esc).
        var essentialHelp: Set<KeyBinding> = []
    }

    /// What a frame drew.
    struct Frame {
        var grid: CellGrid
        var cursor: CursorState
        /// Whether something animated (a spinner) is on screen, so the host keeps ticking.
        var isAnimated: Bool
    }

    /// Renders the screen. Pure but for scrolling: it reads the descriptions the screen prepared
    /// and moves the screen's anchor; it runs no app callbacks and changes no row.
    func render(_ screen: FormScreen, size: TerminalSize, chrome: Chrome) -> Frame {
        var grid = CellGrid(size: size)
        guard size.rows > 0, size.columns > 0 else { return Frame(grid: grid, cursor: .hidden, isAnimated: false) }
        let bodyTop = size.rows >= 4 ? 1 : 0
        // Too short for the bars, a screen of 2 or 3 lines still gives its last to the first
        // status line: a filter being typed, or why a key did nothing, must be seen.
        let compactStatus = size.rows < 4 && size.rows >= 2 ? chrome.status.first : nil
        let status = size.rows >= 4 ? statusLines(chrome.status, size) : []
        let reserved = size.rows >= 4 ? 1 + status.count + 1 : compactStatus == nil ? 0 : 1
        let bodyHeight = max(0, size.rows - reserved)
        if size.rows >= 4 { drawTitleBar(chrome, into: &grid, width: size.columns) }
        let (cursor, isAnimated) = drawBody(screen, into: &grid, top: bodyTop, height: bodyHeight, width: size.columns)
        if size.rows >= 4 {
            var line = size.rows - 1 - status.count
            for text in status {
                StyledLine(" " + text, style: theme.status).draw(into: &grid, row: line, column: 0, maxColumns: size.columns)
                line += 1
            }
            drawHelpBar(chrome.help, keeping: chrome.essentialHelp, into: &grid, row: size.rows - 1, width: size.columns)
        } else if let compactStatus {
            StyledLine(" " + compactStatus, style: theme.status).draw(into: &grid, row: size.rows - 1, column: 0, maxColumns: size.columns)
        }
        return Frame(grid: grid, cursor: cursor, isAnimated: isAnimated)
    }

    /// The status messages wrapped between words to the screen's width, at most a quarter of
    /// its lines: a message cut at the edge ("Tab: “Membership” is disabled, and Ta…") could
    /// not be read at 40 columns. The line drawn last is cut with "…" when more is left.
    private func statusLines(_ messages: [String], _ size: TerminalSize) -> [String] {
        let budget = max(0, size.rows / 4)
        let room = max(1, size.columns - 1)
        var lines: [String] = []
        for message in messages {
            lines += DisplayWidth.of(message) <= room ? [message] : WrappedText.byWords(message, width: room)
            if lines.count > budget { break }
        }
        guard lines.count > budget else { return lines }
        // Cut: the last line kept says so, as a line too long for the screen would.
        guard budget > 0 else { return [] }
        return Array(lines.prefix(budget - 1)) + [lines[budget - 1] + " …"]
    }

    private func drawTitleBar(_ chrome: Chrome, into grid: inout CellGrid, width: Int) {
        grid.fill(rows: 0..<1, columns: 0..<width, style: theme.titleBar)
        let position = chrome.position.map { " \($0) " } ?? ""
        StyledLine(" " + chrome.title, style: theme.titleBar)
            .draw(into: &grid, row: 0, column: 0, maxColumns: max(0, width - DisplayWidth.of(position)))
        if !position.isEmpty {
            let column = max(0, width - DisplayWidth.of(position))
            StyledLine(position, style: theme.titleBar).draw(into: &grid, row: 0, column: column, maxColumns: width - column)
        }
    }

    /// Draws "key action · key action" segments: those that fit, the essential ones first
    /// (`HelpBarLayout`).
    private func drawHelpBar(_ bindings: [KeyBinding], keeping essential: Set<KeyBinding>, into grid: inout CellGrid, row: Int, width: Int) {
        var line = StyledLine()
        for binding in HelpBarLayout.fitted(bindings, keeping: essential, width: width) {
            if line.width > 0 { line.append(String(repeating: " ", count: HelpBarLayout.separatorWidth)) }
            line.append(" \(binding.keys) ", style: theme.helpKey)
            // A hint shortened to its key (`HelpBarLayout`) has no action to show.
            if !binding.action.isEmpty { line.append(" " + binding.action, style: theme.helpText) }
        }
        line.draw(into: &grid, row: row, column: 0, maxColumns: width)
    }

    private func drawBody(_ screen: FormScreen, into grid: inout CellGrid, top: Int, height: Int, width: Int) -> (CursorState, Bool) {
        guard height > 0 else { return (.hidden, false) }
        let renderer = ItemRenderer(screen: screen, width: width)
        var cache: [ObjectIdentifier: [StyledLine]] = [:]
        func lines(_ item: FormItem) -> [StyledLine] {
            if case .row(let row) = item, let cached = cache[ObjectIdentifier(row)] { return cached }
            let result = renderer.lines(for: item).lines
            if case .row(let row) = item { cache[ObjectIdentifier(row)] = result }
            return result
        }
        let focused = screen.interaction.focusedRow
        // The focused row is drawn afresh because only its drawing reports the cursor; drawn
        // once here, it also tells scrolling which of its lines the cursor is on.
        let focusedRendering = focused.map { renderer.lines(for: .row($0)) }
        if let focused, let focusedRendering { cache[ObjectIdentifier(focused)] = focusedRendering.lines }
        let cursorLine = screen.focusState.editor != nil ? focusedRendering?.cursor?.line : nil
        keepFocusVisible(screen, height: height, cursorLine: cursorLine, lines: lines)
        var line = top
        var item = screen.anchor ?? screen.items.first
        var skip = screen.anchorLineOffset
        // A row scrolled past its first line keeps that line (its title) at the top, so the
        // screen still says which row the text belongs to.
        let pinnedItem = skip > 0 ? item.flatMap { pinsFirstLine($0, screen: screen, height: height) ? $0 : nil } : nil
        var cursor = CursorState.hidden
        var isAnimated = false
        while line < top + height, let current = item {
            // Lines measured while scrolling are reused.
            let rendered: (lines: [StyledLine], cursor: (line: Int, column: Int)?)
            if case .row(let row) = current, screen.description(of: row).isLoading { isAnimated = true }
            if case .row(let row) = current, row === focused, let focusedRendering {
                rendered = focusedRendering
            } else if case .row(let row) = current, let cached = cache[ObjectIdentifier(row)] {
                rendered = (cached, nil)
            } else {
                rendered = renderer.lines(for: current)
            }
            let pinsFirstLine = pinnedItem?.isSame(as: current) == true
            for (index, styled) in rendered.lines.enumerated() {
                if skip > 0, !(pinsFirstLine && index == 0) { skip -= 1; continue }
                guard line < top + height else { break }
                styled.draw(into: &grid, row: line, column: 0, maxColumns: width)
                if pinsFirstLine && index == 0 { drawLinesAboveHint(screen.anchorLineOffset, into: &grid, row: line, width: width) }
                if let position = rendered.cursor, position.line == index, screen.focusState.editor != nil {
                    cursor = .visible(row: line, column: min(position.column, width - 1))
                }
                line += 1
            }
            item = screen.items.next(after: current)
        }
        return (cursor, isAnimated)
    }

    /// Whether `item`, scrolled past its first line, keeps that line on screen: a row with a
    /// title, on a body tall enough to show another line beside it.
    private func pinsFirstLine(_ item: FormItem, screen: FormScreen, height: Int) -> Bool {
        guard height >= 2, case .row(let row) = item else { return false }
        return !(screen.description(of: row).title ?? "").isEmpty
    }

    /// "↑ 6 lines" at the right end of a pinned first line, over the end of a long title if
    /// need be: how much is hidden matters more than the title's last words.
    private func drawLinesAboveHint(_ count: Int, into grid: inout CellGrid, row: Int, width: Int) {
        let hint = StyledLine(" ↑ \(count) line\(count == 1 ? "" : "s") ", style: theme.accessory)
        let compact = StyledLine(" ↑\(count) ", style: theme.accessory)
        // Two columns are left for the focus mark and the title's first letter.
        guard let shown = [hint, compact].first(where: { $0.width + 3 <= width }) else { return }
        shown.draw(into: &grid, row: row, column: width - shown.width, maxColumns: shown.width)
    }

    /// Moves the anchor so the focused row is entirely on screen, or, when it is taller than the
    /// screen, its first line, or the line with the cursor while its text is being edited.
    func keepFocusVisible(_ screen: FormScreen, height: Int, cursorLine: Int? = nil, lines: (FormItem) -> [StyledLine]) {
        if let cursorLine, let focused = screen.interaction.focusedRow, focused.isShownInForm,
            lines(.row(focused)).count > height
        {
            let pins = pinsFirstLine(.row(focused), screen: screen, height: height)
            return keepCursorVisible(screen, target: .row(focused), cursorLine: cursorLine, height: height, pinsFirstLine: pins, lines: lines)
        }
        positionAnchor(screen, height: height, lines: lines)
        revealEnd(screen, height: height, lines: lines)
        fillBlankBottom(screen, height: height, lines: lines)
    }

    /// Scrolls the form's last item to the bottom of the screen once asked (``FormScreen/revealsEnd``),
    /// but no further than keeps the focused row's first line on screen: the text after the
    /// last row (a footer, a guide in read-only rows) was out of reach on a short terminal.
    private func revealEnd(_ screen: FormScreen, height: Int, lines: (FormItem) -> [StyledLine]) {
        guard screen.revealsEnd else { return }
        screen.revealsEnd = false
        guard let last = screen.items.last else { return }
        fillAbove(screen, from: last, used: lines(last).count, height: height, lines: lines)
        guard let focused = screen.interaction.focusedRow, focused.isShownInForm, let target = FormItem.row(focused).position,
            let anchor = screen.anchor?.position, target < anchor || (target == anchor && screen.anchorLineOffset > 0)
        else { return }
        screen.anchor = .row(focused)
        screen.anchorLineOffset = 0
    }

    /// Scrolls through a row taller than the screen, line by line, as little as keeps the line
    /// with the cursor on screen, so typing past the bottom of a long text area stays in view.
    ///
    /// With its first line pinned, a row scrolled by `offset` lines shows line 0, then lines
    /// `offset + 1` on: the cursor's line must be one of those.
    private func keepCursorVisible(
        _ screen: FormScreen, target: FormItem, cursorLine: Int, height: Int, pinsFirstLine: Bool, lines: (FormItem) -> [StyledLine]
    ) {
        let lowestOffset = max(0, cursorLine - height + 1)
        let cursorBound = pinsFirstLine ? max(0, cursorLine - 1) : cursorLine
        // Never so far that the row's last line sits above the screen's bottom: when the text
        // shrinks or the screen grows, the screen stays full.
        let highestOffset = max(lowestOffset, lines(target).count - height)
        guard let anchor = screen.anchor, anchor.position != nil else {
            screen.anchor = target
            screen.anchorLineOffset = lowestOffset
            return
        }
        if anchor.isSame(as: target) {
            screen.anchorLineOffset = min(max(screen.anchorLineOffset, lowestOffset), cursorBound, highestOffset)
            return
        }
        // Where the target starts on screen, walking down from the anchor at most a screenful.
        var start = -screen.anchorLineOffset
        var item: FormItem? = anchor
        while let current = item, start < height, !current.isSame(as: target) {
            start += lines(current).count
            item = screen.items.next(after: current)
        }
        let cursorIsOnScreen = item != nil && start >= 0 && start + cursorLine < height
        guard !cursorIsOnScreen else { return }
        screen.anchor = target
        screen.anchorLineOffset = lowestOffset
    }

    /// When the items from the anchor down leave the bottom of the screen blank (rows above
    /// came back, or the form shrank), scrolls up to use that room; the focused row stays in
    /// view, as only rows above it are added. Walks at most a screenful.
    private func fillBlankBottom(_ screen: FormScreen, height: Int, lines: (FormItem) -> [StyledLine]) {
        guard screen.anchorLineOffset == 0, let anchor = screen.anchor else { return }
        let items = screen.items
        var used = 0
        var item: FormItem? = anchor
        while let current = item, used < height {
            used += lines(current).count
            item = items.next(after: current)
        }
        guard used < height else { return }
        fillAbove(screen, from: anchor, used: used, height: height, lines: lines)
    }

    /// Anchors the screen above `anchor`, which starts `used` lines of content, so the items
    /// above fill the rest of the screen: whole while they fit; an item taller than the screen
    /// (a long text area just left) shows its end rather than leaving the screen blank.
    private func fillAbove(_ screen: FormScreen, from anchor: FormItem, used: Int, height: Int, lines: (FormItem) -> [StyledLine]) {
        let items = screen.items
        var anchor = anchor
        var used = used
        var offset = 0
        while used < height, let previous = items.previous(before: anchor) {
            let count = lines(previous).count
            if used + count > height {
                guard count > height else { break }
                offset = used + count - height
            }
            anchor = previous
            used += count - offset
        }
        screen.anchor = anchor
        screen.anchorLineOffset = offset
    }

    private func positionAnchor(_ screen: FormScreen, height: Int, lines: (FormItem) -> [StyledLine]) {
        let items = screen.items
        if let anchor = screen.anchor, anchor.position == nil { screen.anchor = nil; screen.anchorLineOffset = 0 }
        guard let focused = screen.interaction.focusedRow, focused.isShownInForm else {
            if screen.anchor == nil { screen.anchor = items.first }
            return
        }
        let target = FormItem.row(focused)
        guard let targetPosition = target.position else { return }
        // Show the section header with the first row of a section.
        let top = headerAbove(target, items: items) ?? target
        guard let anchor = screen.anchor, let anchorPosition = anchor.position else {
            screen.anchor = top
            screen.anchorLineOffset = 0
            return scrollUpToFit(screen, target: target, height: height, lines: lines)
        }
        if targetPosition < anchorPosition || (anchor.isSame(as: target) && screen.anchorLineOffset > 0) {
            screen.anchor = top
            screen.anchorLineOffset = 0
            return
        }
        // Walk down from the anchor at most a screenful; if the target ends within it, done.
        var used = -screen.anchorLineOffset
        var item: FormItem? = anchor
        while let current = item, used < height {
            used += lines(current).count
            if current.isSame(as: target) {
                if used <= height { return }
                break
            }
            item = items.next(after: current)
        }
        scrollUpToFit(screen, target: target, height: height, lines: lines)
    }

    /// Puts the anchor as high above `target` as possible with `target` still fully visible.
    private func scrollUpToFit(_ screen: FormScreen, target: FormItem, height: Int, lines: (FormItem) -> [StyledLine]) {
        fillAbove(screen, from: target, used: lines(target).count, height: height, lines: lines)
    }

    private func headerAbove(_ target: FormItem, items: FormItems) -> FormItem? {
        guard let previous = items.previous(before: target), case .header = previous else { return nil }
        return previous
    }
}
