import Testing

@testable import EurekaPredicate

/// Modifiers and Unicode: accents, ß, CJK, emoji, escapes and quoting.
@Suite("Strings and modifiers")
struct TextTests {
    static let modifiers: [EvaluationCase] = [
        .init("$name CONTAINS[c] 'REK'", true),
        .init("$name ==[c] 'EUREKA'", true),
        .init("$name !=[c] 'EUREKA'", false),
        .init("$name IN[c] {'eureka'}", true),
        .init("'REK' IN[c] $name", true),
        .init("$name BEGINSWITH[c] 'EU'", true),
        .init("$name ENDSWITH[c] 'KA'", true),
        .init("$name ENDSWITH[cd] 'KÂ'", true),
        .init("$name LIKE[c] 'e*'", true),
        .init("$name MATCHES[c] 'e[a-z]+'", true),
        .init("$name <[c] 'eurekb'", true),
        .init("$name < 'eureka'", true),
        .init("$name >[c] 'EUREKA'", false),
        .init("$name >=[c] 'EUREKA'", true),
        .init("$name BETWEEN[c] {'eureka', 'eurekz'}", true),
        .init("$name ==[d] 'Eureka'", true),
        .init("$name ==[cd] 'ÉURÊKA'", true),
        .init("ANY $tags ==[c] 'IOS'", true),
        .init("$tags CONTAINS[c] 'IOS'", true),
        .init("'Ça va' BEGINSWITH[cd] 'CA'", true),
        .init("'Ça va' BEGINSWITH[c] 'CA'", false),
        .init("$name ==[dc] 'EUREKA'", true),
    ]

    static let unicode: [EvaluationCase] = [
        .init("$cafe == 'café'", true),
        .init("$cafe == 'cafe\\u0301'", true),
        .init("$cafeDecomposed == 'café'", true),
        .init("$cafe == 'cafe'", false),
        .init("$cafe ==[d] 'cafe'", true),
        .init("$cafe ==[c] 'CAFÉ'", true),
        .init("$cafe ==[c] 'CAFE'", false),
        .init("$cafe ==[cd] 'CAFE'", true),
        .init("$cafeDecomposed ==[d] 'cafe'", true),
        .init("$cafe CONTAINS[d] 'fe'", true),
        .init("$cafe CONTAINS 'e'", false),
        .init("$cafeDecomposed CONTAINS 'e'", false),
        .init("$cafe LIKE[d] 'caf?'", true),
        .init("$cafe MATCHES[d] 'cafe'", true),
        .init("$cafe MATCHES 'cafe'", false),
        .init("$cafe > 'cafe'", true),
        .init("$strasse ==[c] 'STRASSE'", true),
        .init("$strasse == 'STRASSE'", false),
        .init("$strasse CONTAINS[c] 'SS'", true),
        .init("$strasse BEGINSWITH[c] 'strass'", true),
        .init("$strasse ==[c] 'straße'", true),
        .init("$strasse LIKE[c] 'STRA*E'", true),
        .init("$cjk BEGINSWITH '東京'", true),
        .init("$cjk CONTAINS 'タワー'", true),
        .init("$cjk ENDSWITH '東京'", false),
        .init("$cjk LIKE '東京*'", true),
        .init("$cjk LIKE '??タワー'", true),
        .init("$cjk MATCHES '東京.+'", true),
        .init("$cjk.count == 5", true),
        .init("$emoji CONTAINS '❤️'", true),
        .init("$emoji ENDSWITH '👩‍👩‍👧'", true),
        .init("$emoji CONTAINS '👩'", false),
        .init("$emoji LIKE 'I ? Swift ?'", true),
        .init("$emoji.count == 11", true),
        .init("$emoji CONTAINS[c] 'SWIFT'", true),
        .init("$名前 == '太郎'", true),
        .init("$größe == 42", true),
        .init("$tag_1 == 1", true),
    ]

    static let literals: [EvaluationCase] = [
        .init("$empty == ''", true),
        .init("$name BEGINSWITH \"Eu\"", true),
        .init("$quote == 'it\\'s'", true),
        .init("$quote == \"it's\"", true),
        .init("$multiline CONTAINS '\\n'", true),
        .init("'\\u00e9' == 'é'", true),
        .init("'\\u{1F600}' == '😀'", true),
        .init("'a\\tb' CONTAINS '\\t'", true),
        .init("'\\\\' == \"\\\\\"", true),
        .init("'say \"hi\"' CONTAINS '\"'", true),
        .init("\"x\" IN {'x'}", true),
        .init("$substring == 'Substring'", true),
        .init("$character == 'x'", true),
        .init("$name == 'Eureka' AND $name != \"eureka\"", true),
    ]

    @Test(arguments: modifiers)
    func modifier(_ testCase: EvaluationCase) {
        check(testCase)
    }

    @Test(arguments: unicode)
    func unicodeText(_ testCase: EvaluationCase) {
        check(testCase)
    }

    @Test(arguments: literals)
    func literal(_ testCase: EvaluationCase) {
        check(testCase)
    }
}
