/// Which key each CSI and SS3 sequence stands for, covering the encodings of xterm, VTE, rxvt,
/// the Linux console, tmux/screen and kitty's `CSI u`.
enum EscapeSequenceTable {
    /// The key for `ESC [ parameters final`, or nil if the sequence is not a key.
    static func csiKey(final: UInt8, parameters: [Int?]) -> KeyEvent? {
        switch final {
        case 0x7E:  // ~
            guard let code = parameters.first ?? nil else { return nil }
            if code == 27, parameters.count == 3 {
                // xterm modifyOtherKeys: CSI 27 ; modifiers ; code ~
                guard let modifiers = modifiers(parameters[1]), let key = codepointKey(parameters[2]) else { return nil }
                return KeyEvent(key.key, modifiers: key.modifiers.union(modifiers))
            }
            guard parameters.count <= 2,
                let key = tildeKey(code),
                let modifiers = modifiers(parameters.count == 2 ? parameters[1] : nil)
            else { return nil }
            return KeyEvent(key, modifiers: modifiers)
        case 0x75:  // u: kitty keyboard protocol, CSI code ; modifiers u
            guard (1...2).contains(parameters.count), let key = codepointKey(parameters[0]),
                let modifiers = modifiers(parameters.count == 2 ? parameters[1] : nil)
            else { return nil }
            return KeyEvent(key.key, modifiers: key.modifiers.union(modifiers))
        default:
            guard let key = letterKey(final), let modifiers = letterModifiers(parameters) else { return nil }
            if final == 0x5A { return KeyEvent(.tab, modifiers: modifiers.union(.shift)) }  // Z: back-tab
            return KeyEvent(key, modifiers: modifiers)
        }
    }

    /// The key for `ESC O parameters final`, or nil.
    static func ssKeyPad(_ final: UInt8) -> Key? {
        switch final {
        case 0x4D: return .enter  // M
        case 0x70...0x79: return .character(Character(Unicode.Scalar(final - 0x70 + 0x30)))  // p–y: 0–9
        case 0x6A: return .character("*")
        case 0x6B: return .character("+")
        case 0x6C: return .character(",")
        case 0x6D: return .character("-")
        case 0x6E: return .character(".")
        case 0x6F: return .character("/")
        case 0x58: return .character("=")
        default: return nil
        }
    }

    /// The key for an SS3 sequence (`ESC O …`), or nil.
    static func ss3Key(final: UInt8, parameters: [Int?]) -> KeyEvent? {
        guard let modifiers = letterModifiers(parameters) else { return nil }
        if final != 0x5A, let key = letterKey(final) { return KeyEvent(key, modifiers: modifiers) }
        if let key = ssKeyPad(final) { return KeyEvent(key, modifiers: modifiers) }
        return nil
    }

    /// Sequences ending in a letter: arrows, Home/End and F1–F4 (xterm `CSI 1 ; m X` form).
    private static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: return .up  // A
        case 0x42: return .down  // B
        case 0x43: return .right  // C
        case 0x44: return .left  // D
        case 0x48: return .home  // H
        case 0x46: return .end  // F
        case 0x50: return .function(1)  // P
        case 0x51: return .function(2)  // Q
        case 0x52: return .function(3)  // R
        case 0x53: return .function(4)  // S
        case 0x5A: return .tab  // Z
        default: return nil
        }
    }

    /// Letter sequences carry modifiers as `1 ; m`, occasionally as a lone `m`.
    private static func letterModifiers(_ parameters: [Int?]) -> KeyModifiers? {
        switch parameters.count {
        case 0: return []
        case 1: return modifiers(parameters[0])
        case 2:
            guard parameters[0] == nil || parameters[0] == 1 else { return nil }
            return modifiers(parameters[1])
        default: return nil
        }
    }

    /// The `n ~` codes of the VT220 editing keypad and function keys.
    private static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(code - 10)
        case 17...21: return .function(code - 11)
        case 23...26: return .function(code - 12)
        case 28, 29: return .function(code - 13)
        case 31...34: return .function(code - 14)
        default: return nil
        }
    }

    /// xterm's modifier parameter: 1 + bits for shift, alt, control, meta. Missing means none.
    private static func modifiers(_ parameter: Int?) -> KeyModifiers? {
        guard let value = parameter else { return [] }
        guard (1...16).contains(value) else { return nil }
        return KeyModifiers(rawValue: UInt8(value - 1))
    }

    /// A key named by its Unicode code point (kitty and modifyOtherKeys).
    private static func codepointKey(_ parameter: Int?) -> KeyEvent? {
        guard let code = parameter else { return nil }
        switch code {
        case 13: return KeyEvent(.enter)
        case 9: return KeyEvent(.tab)
        case 27: return KeyEvent(.escape)
        case 8, 127: return KeyEvent(.backspace)
        case 0..<0x20: return InputParser.key(forASCII: UInt8(code))
        default:
            guard let scalar = Unicode.Scalar(UInt32(code)), !ControlCharacterFilter.isControl(scalar.value) else { return nil }
            return KeyEvent(.character(Character(scalar)))
        }
    }
}
