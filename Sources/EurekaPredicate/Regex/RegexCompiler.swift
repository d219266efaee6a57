/// Turns a `RegexNode` tree into a `RegexProgram` (Thompson's construction). Counted
/// repetition copies its piece, so the program's size is checked as it grows.
struct RegexCompiler {
    private var instructions: [RegexProgram.Instruction] = []
    private var classes: [RegexCharacterClass] = []
    private let sizeLimit: Int

    /// Thrown when the program would exceed `sizeLimit` instructions.
    struct TooLarge: Error {}

    init(sizeLimit: Int = Limits.maximumRegexProgramSize) {
        self.sizeLimit = sizeLimit
    }

    /// The program for `node`, ending in `.match`.
    static func compile(_ node: RegexNode, sizeLimit: Int = Limits.maximumRegexProgramSize) throws(TooLarge) -> RegexProgram {
        var compiler = RegexCompiler(sizeLimit: sizeLimit)
        try compiler.emit(node)
        try compiler.append(.match)
        return RegexProgram(instructions: compiler.instructions, classes: compiler.classes)
    }

    @discardableResult
    private mutating func append(_ instruction: RegexProgram.Instruction) throws(TooLarge) -> Int {
        guard instructions.count < sizeLimit else { throw TooLarge() }
        instructions.append(instruction)
        return instructions.count - 1
    }

    private mutating func emit(_ node: RegexNode) throws(TooLarge) {
        switch node {
        case .empty:
            break
        case .literal(let literal):
            try append(.literal(literal))
        case .anyCharacter(let includingNewlines):
            try append(.anyCharacter(includingNewlines: includingNewlines))
        case .characterClass(let characterClass):
            classes.append(characterClass)
            try append(.characterClass(classes.count - 1))
        case .assertion(let assertion):
            try append(.assertion(assertion))
        case .concatenation(let items):
            for item in items { try emit(item) }
        case .alternation(let branches):
            var exits: [Int] = []
            for branch in branches.dropLast() {
                let split = try append(.split(0, 0))
                try emit(branch)
                exits.append(try append(.jump(0)))
                instructions[split] = .split(split + 1, instructions.count)
            }
            if let last = branches.last { try emit(last) }
            for exit in exits { instructions[exit] = .jump(instructions.count) }
        case .repetition(let body, let minimum, let maximum):
            for _ in 0..<minimum { try emit(body) }
            if let maximum {
                // Each optional copy may be skipped to the end: x{2,4} is x x (x (x)?)?.
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(try append(.split(0, 0)))
                    try emit(body)
                }
                for split in splits { instructions[split] = .split(split + 1, instructions.count) }
            } else {
                let loop = try append(.split(0, 0))
                try emit(body)
                try append(.jump(loop))
                instructions[loop] = .split(loop + 1, instructions.count)
            }
        }
    }
}
