/// Runs a `RegexProgram` over text by simulating its automaton: every live instruction
/// advances together, one character at a time, so the work is at most (program size) steps
/// per character whatever the pattern — `(a+)+b` against forty `a`s included.
struct RegexMatcher {
    private let program: RegexProgram

    init(_ program: RegexProgram) {
        self.program = program
    }

    /// Where the input stands: the character before, the one about to be read and the one
    /// after it, which is all the assertions look at.
    private struct Window {
        var previous: Character?
        var current: Character?
        var following: Character?
    }

    /// Whether the whole of `text` matches, or, with `prefix`, whether some prefix of it does
    /// (how a leading lookahead checks the input).
    func matches(_ text: String, prefix: Bool = false) -> Bool {
        let size = program.instructions.count
        // Both state sets and the closure stack share one temporary buffer (on the stack for
        // the usual pattern). The stack never holds more than 2 × size + 1 entries: each state
        // enters a set once per step, and only then pushes its (at most two) successors.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 6 * size + 1) { buffer in
            buffer.initialize(repeating: 0)
            var current = RegexStateSet(storage: UnsafeMutableBufferPointer(rebasing: buffer[0..<(2 * size)]), capacity: size)
            var next = RegexStateSet(storage: UnsafeMutableBufferPointer(rebasing: buffer[(2 * size)..<(4 * size)]), capacity: size)
            var stack = RegexStateStack(storage: UnsafeMutableBufferPointer(rebasing: buffer[(4 * size)...]))
            return run(text, prefix: prefix, current: &current, next: &next, stack: &stack)
        }
    }

    private func run(_ text: String, prefix: Bool, current: inout RegexStateSet, next: inout RegexStateSet, stack: inout RegexStateStack) -> Bool {
        var iterator = text.makeIterator()
        var window = Window(previous: nil, current: iterator.next(), following: nil)
        window.following = window.current == nil ? nil : iterator.next()
        if add(0, to: &current, in: window, stack: &stack), prefix { return true }
        while let character = window.current {
            if current.count == 0 { return false }
            let advanced = Window(previous: character, current: window.following, following: window.following == nil ? nil : iterator.next())
            next.removeAll()
            for index in 0..<current.count {
                let state = current[index]
                let consumed: Bool
                switch program.instructions[state] {
                case .literal(let literal): consumed = literal.matches(character)
                case .anyCharacter(let includingNewlines): consumed = includingNewlines || !character.isNewline
                case .characterClass(let classIndex): consumed = program.classes[classIndex].matches(character)
                case .split, .jump, .assertion, .match: consumed = false
                }
                if consumed, add(state + 1, to: &next, in: advanced, stack: &stack), prefix { return true }
            }
            swap(&current, &next)
            window = advanced
        }
        return !prefix && current.contains(program.instructions.count - 1)
    }

    /// Adds `state` and everything reachable from it without reading a character; returns
    /// whether that reached `.match`.
    private func add(_ state: Int, to set: inout RegexStateSet, in window: Window, stack: inout RegexStateStack) -> Bool {
        var reachedMatch = false
        stack.append(state)
        while let state = stack.popLast() {
            guard set.insert(state) else { continue }
            switch program.instructions[state] {
            case .jump(let target):
                stack.append(target)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .assertion(let assertion):
                if holds(assertion, in: window) { stack.append(state + 1) }
            case .match:
                reachedMatch = true
            case .literal, .anyCharacter, .characterClass:
                break
            }
        }
        return reachedMatch
    }

    private func holds(_ assertion: RegexAssertion, in window: Window) -> Bool {
        switch assertion {
        case .startOfInput: return window.previous == nil
        case .endOfInput: return window.current == nil
        case .endOfInputOrBeforeFinalNewline:
            return window.current == nil || (window.current!.isNewline && window.following == nil)
        case .startOfLine: return window.previous == nil || window.previous!.isNewline
        case .endOfLine: return window.current == nil || window.current!.isNewline
        case .wordBoundary: return isWord(window.previous) != isWord(window.current)
        case .notWordBoundary: return isWord(window.previous) == isWord(window.current)
        }
    }

    private func isWord(_ character: Character?) -> Bool {
        guard let scalar = character?.unicodeScalars.first else { return false }
        return RegexProperty.word.matches(scalar)
    }
}

/// The matcher's work list of states still to follow, in memory the matcher lends it.
struct RegexStateStack {
    private let storage: UnsafeMutableBufferPointer<Int32>
    private var count = 0

    init(storage: UnsafeMutableBufferPointer<Int32>) {
        self.storage = storage
    }

    mutating func append(_ state: Int) {
        precondition(count < storage.count, "regex state stack overflow")
        storage[count] = Int32(state)
        count += 1
    }

    mutating func popLast() -> Int? {
        guard count > 0 else { return nil }
        count -= 1
        return Int(storage[count])
    }
}
