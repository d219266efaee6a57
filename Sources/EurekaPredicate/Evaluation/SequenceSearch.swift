/// Allocation-free text algorithms written over any collection, so the same code serves folded
/// ASCII bytes and Unicode `Character`s.
enum SequenceSearch {
    /// Whether `needle` occurs contiguously in `haystack`; the empty needle always does.
    static func contains<H: Collection, N: Collection>(_ haystack: H, _ needle: N) -> Bool
    where H.Element == N.Element, H.Element: Equatable {
        var start = haystack.startIndex
        while true {
            var h = start
            var n = needle.startIndex
            while true {
                if n == needle.endIndex { return true }
                if h == haystack.endIndex { return false }
                if haystack[h] != needle[n] { break }
                haystack.formIndex(after: &h)
                needle.formIndex(after: &n)
            }
            if start == haystack.endIndex { return false }
            haystack.formIndex(after: &start)
        }
    }

    static func hasSuffix<H: BidirectionalCollection, N: BidirectionalCollection>(_ text: H, _ suffix: N) -> Bool
    where H.Element == N.Element, H.Element: Equatable {
        text.reversed().starts(with: suffix.reversed())
    }

    /// Three-way lexicographic comparison: -1, 0 or 1.
    static func compare<A: Collection, B: Collection>(_ a: A, _ b: B) -> Int
    where A.Element == B.Element, A.Element: Comparable {
        var i = a.startIndex
        var j = b.startIndex
        while true {
            if i == a.endIndex { return j == b.endIndex ? 0 : -1 }
            if j == b.endIndex { return 1 }
            let x = a[i]
            let y = b[j]
            if x != y { return x < y ? -1 : 1 }
            a.formIndex(after: &i)
            b.formIndex(after: &j)
        }
    }

    /// `LIKE` matching with one backtracking point (the last `*`), which is enough because a
    /// later star can always absorb what an earlier one would have.
    static func globMatches<C: Collection>(_ input: C, _ pattern: [LikeElement<C.Element>]) -> Bool
    where C.Element: Equatable & Sendable {
        var i = input.startIndex
        var p = 0
        var starPattern = -1
        var starInput = input.startIndex
        while i != input.endIndex {
            if p < pattern.count {
                switch pattern[p] {
                case .unit(let unit) where unit == input[i]:
                    input.formIndex(after: &i)
                    p += 1
                    continue
                case .anyOne:
                    input.formIndex(after: &i)
                    p += 1
                    continue
                case .anyRun:
                    starPattern = p
                    starInput = i
                    p += 1
                    continue
                case .unit:
                    break
                }
            }
            guard starPattern >= 0 else { return false }
            p = starPattern + 1
            input.formIndex(after: &starInput)
            i = starInput
        }
        while p < pattern.count, pattern[p] == .anyRun { p += 1 }
        return p == pattern.count
    }
}
