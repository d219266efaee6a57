/// The xterm default palette, used to pick the nearest colour when downgrading.
enum ColorPalette {
    /// xterm's default shades of the 16 basic colours.
    static let basic: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// Levels of the 6×6×6 cube's axes.
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    static func rgb(ofPaletteIndex index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16:
            return basic[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[cube / 6 % 6]), UInt8(cubeLevels[cube % 6]))
        default:
            let level = UInt8(8 + (Int(index) - 232) * 10)
            return (level, level, level)
        }
    }

    /// The nearest cube or grey-ramp entry; the basic 16 are skipped because themes redefine them.
    static func nearestPaletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let r = Int(red), g = Int(green), b = Int(blue)
        let cube = (nearestCubeLevel(r), nearestCubeLevel(g), nearestCubeLevel(b))
        let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
        let cubeDistance = distance((r, g, b), (cubeLevels[cube.0], cubeLevels[cube.1], cubeLevels[cube.2]))
        let average = (r + g + b) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let greyLevel = 8 + greyStep * 10
        let greyDistance = distance((r, g, b), (greyLevel, greyLevel, greyLevel))
        return UInt8(greyDistance < cubeDistance ? 232 + greyStep : cubeIndex)
    }

    static func nearestBasic(red: UInt8, green: UInt8, blue: UInt8) -> ANSIColor {
        var best = 0
        var bestDistance = Int.max
        for (index, shade) in basic.enumerated() {
            let d = distance((Int(red), Int(green), Int(blue)), (Int(shade.0), Int(shade.1), Int(shade.2)))
            if d < bestDistance {
                best = index
                bestDistance = d
            }
        }
        return ANSIColor(rawValue: UInt8(best)) ?? .white
    }

    private static func nearestCubeLevel(_ component: Int) -> Int {
        // Level boundaries sit halfway between 0, 95, 135, 175, 215 and 255.
        switch component {
        case ..<48: return 0
        case ..<115: return 1
        case ..<155: return 2
        case ..<195: return 3
        case ..<235: return 4
        default: return 5
        }
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return dr * dr + dg * dg + db * db
    }
}
