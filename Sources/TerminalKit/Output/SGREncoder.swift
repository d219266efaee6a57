/// Chooses the shortest Select Graphic Rendition sequence that turns the current pen into a
/// target style: either incremental changes or a reset followed by the full style.
struct SGREncoder {
    private var incremental: [UInt8] = []
    private var fromReset: [UInt8] = []

    init() {
        incremental.reserveCapacity(48)
        fromReset.reserveCapacity(48)
    }

    /// Appends the SGR sequence from `pen` (nil: unknown) to `target` to `output`. Both styles
    /// must already be downgraded to the terminal's colour depth.
    mutating func appendTransition(from pen: TextStyle?, to target: TextStyle, into output: inout [UInt8]) {
        if let pen, pen == target { return }
        if target == .plain {
            output.appendCSI()
            output.append(0x6D)  // "m" alone resets everything
            return
        }
        fromReset.removeAll(keepingCapacity: true)
        fromReset.append(0x30)
        Self.appendFull(target, to: &fromReset)
        var chosen = fromReset
        if let pen {
            incremental.removeAll(keepingCapacity: true)
            Self.appendChanges(from: pen, to: target, into: &incremental)
            if incremental.count < fromReset.count { chosen = incremental }
        }
        output.appendCSI()
        output.append(contentsOf: chosen)
        output.append(0x6D)
    }

    private static func appendFull(_ style: TextStyle, to params: inout [UInt8]) {
        let a = style.attributes
        if a.contains(.bold) { param(1, &params) }
        if a.contains(.dim) { param(2, &params) }
        if a.contains(.italic) { param(3, &params) }
        if a.contains(.underline) { param(4, &params) }
        if a.contains(.inverse) { param(7, &params) }
        if a.contains(.strikethrough) { param(9, &params) }
        if style.foreground != .default { color(style.foreground, background: false, &params) }
        if style.background != .default { color(style.background, background: true, &params) }
    }

    private static func appendChanges(from pen: TextStyle, to target: TextStyle, into params: inout [UInt8]) {
        let old = pen.attributes, new = target.attributes
        // SGR 22 clears bold and dim together, so losing either means re-adding the other.
        if (old.contains(.bold) && !new.contains(.bold)) || (old.contains(.dim) && !new.contains(.dim)) {
            param(22, &params)
            if new.contains(.bold) { param(1, &params) }
            if new.contains(.dim) { param(2, &params) }
        } else {
            if new.contains(.bold) && !old.contains(.bold) { param(1, &params) }
            if new.contains(.dim) && !old.contains(.dim) { param(2, &params) }
        }
        toggle(.italic, on: 3, off: 23)
        toggle(.underline, on: 4, off: 24)
        toggle(.inverse, on: 7, off: 27)
        toggle(.strikethrough, on: 9, off: 29)
        if pen.foreground != target.foreground { color(target.foreground, background: false, &params) }
        if pen.background != target.background { color(target.background, background: true, &params) }

        func toggle(_ attribute: TextAttributes, on: Int, off: Int) {
            let had = old.contains(attribute), has = new.contains(attribute)
            if had != has { param(has ? on : off, &params) }
        }
    }

    private static func param(_ value: Int, _ params: inout [UInt8]) {
        if !params.isEmpty { params.append(0x3B) }
        params.appendDecimal(value)
    }

    private static func color(_ color: TerminalColor, background: Bool, _ params: inout [UInt8]) {
        switch color {
        case .default:
            param(background ? 49 : 39, &params)
        case .ansi16(let basic):
            let index = Int(basic.rawValue)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 - 8 : 90 - 8)
            param(base + index, &params)
        case .palette256(let index):
            param(background ? 48 : 38, &params)
            param(5, &params)
            param(Int(index), &params)
        case .rgb(let r, let g, let b):
            param(background ? 48 : 38, &params)
            param(2, &params)
            param(Int(r), &params)
            param(Int(g), &params)
            param(Int(b), &params)
        }
    }
}
