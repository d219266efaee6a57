import Testing

@testable import EurekaPredicate

/// The typed comparison rules: numbers, nil, mismatches, enums, collections, dates, key paths.
@Suite("Comparison rules")
struct ValueRuleTests {
    static let booleans: [EvaluationCase] = [
        .init("$yes == true", true),
        .init("$yes == YES", true),
        .init("$yes == TRUE", true),
        .init("$no == false", true),
        .init("$no == NO", true),
        .init("$yes != false", true),
        .init("$yes == $yes", true),
        .init("$yes == 1", false),
        .init("$yes == 'true'", false),
        .init("$yes > false", false),
    ]

    static let numbers: [EvaluationCase] = [
        .init("$pi > 3", true),
        .init("$pi < 3.2", true),
        .init("$three == 3.0", true),
        .init("$three < 3.5", true),
        .init("$three > 2.999", true),
        .init("$big > 9.2e18", true),
        .init("$big == 9223372036854775807", true),
        .init("$big == 9.223372036854775807e18", false),
        .init("$big < 9.223372036854775807e18", true),
        .init("$negative < -6", true),
        .init("$negative == -7", true),
        .init("$negative > -7.5", true),
        .init("$float == 2.5", true),
        .init("$int8 == -3", true),
        .init("$uint64 > $big", true),
        .init("$decimal == 2.5", true),
        .init("$cgfloat == 1.5", true),
        .init("$half == 5e-1", true),
        .init("$half == 0.5E0", true),
        .init("$zero == -0", true),
        .init("$three == +3", true),
        .init("1 == 1.0", true),
        .init("99999999999999999999 > $big", true),
    ]

    static let nils: [EvaluationCase] = [
        .init("$nothing == nil", true),
        .init("$nothing == NULL", true),
        .init("$nothing != nil", false),
        .init("$missing == nil", true),
        .init("$missing != nil", false),
        .init("$boxedNil == nil", true),
        .init("$boxedNil != nil", false),
        .init("$boxedThree == 3", true),
        .init("$boxedThree != nil", true),
        .init("$nestedOptional == 'x'", true),
        .init("$predicateNull == nil", true),
        .init("$three != nil", true),
        .init("$name != nil", true),
        .init("$empty != nil", true),
        .init("$no != nil", true),
        .init("$nothing == 0", false),
        .init("$nothing != 0", true),
        .init("$nothing < 1", false),
        .init("$nothing > 1", false),
        .init("$nothing == ''", false),
        .init("$nothing CONTAINS 'a'", false),
        .init("$nothing BEGINSWITH ''", false),
        .init("$nothing IN {1}", false),
        .init("$nothing IN {nil, 1}", true),
        .init("$nothing.count == nil", true),
        .init("ANY $nothing == 1", false),
        .init("ALL $nothing == 1", true),
        .init("NONE $nothing == 1", true),
    ]

    static let mismatches: [EvaluationCase] = [
        .init("$three == '3'", false),
        .init("$three != '3'", true),
        .init("$name == 3", false),
        .init("$name > 3", false),
        .init("$name < 3", false),
        .init("$today == 3", false),
        .init("$today > 0", false),
        .init("$today > 'x'", false),
        .init("$tags == 'swift'", false),
        .init("$tags > 1", false),
        .init("$name CONTAINS 3", false),
        .init("$three CONTAINS 3", false),
        .init("$three BEGINSWITH '3'", false),
        .init("$three LIKE '3'", false),
        .init("$three MATCHES '3'", false),
        .init("$three IN 'abc3'", false),
        .init("$person == 'Ada'", false),
    ]

    static let enums: [EvaluationCase] = [
        .init("$color == 'red'", true),
        .init("$color != 'green'", true),
        .init("$color IN {'red', 'green'}", true),
        .init("$color BEGINSWITH 'r'", true),
        .init("$priority == 3", true),
        .init("$priority > 1", true),
        .init("$money == 12.5", true),
        .init("$money BETWEEN {10, 20}", true),
        .init("$money > 12", true),
        .init("$plain == 'alpha'", true),
        .init("$plain != 'beta'", true),
        .init("$plain == 1", false),
        .init("$plain CONTAINS 'al'", false),
        .init("$status == 'on'", true),
        .init("$status == 'active'", false),
        .init("$colors CONTAINS 'green'", true),
        .init("ANY $colors == 'green'", true),
        .init("$topics CONTAINS 'Sport'", true),
        .init("$topics.@count == 2", true),
    ]

    static let collections: [EvaluationCase] = [
        .init("ANY $tags == 'ios'", true),
        .init("SOME $tags == 'ios'", true),
        .init("ANY $tags == 'go'", false),
        .init("ALL $tags != 'go'", true),
        .init("ALL $tags BEGINSWITH 'i'", false),
        .init("NONE $tags == 'go'", true),
        .init("NONE $tags == 'ios'", false),
        .init("ANY $numbers > 2", true),
        .init("ALL $numbers > 0", true),
        .init("ALL $numbers > 1", false),
        .init("ALL $emptyList == 'x'", true),
        .init("ANY $emptyList == 'x'", false),
        .init("ANY $set == 'Sport'", true),
        .init("ANY $tags IN {'linux', 'mac'}", true),
        .init("ANY $tags CONTAINS[c] 'WIFT'", true),
        .init("ANY {1, 2, 3} == 2", true),
        .init("ANY $three == 3", true),
        .init("$tags.count == 3", true),
        .init("$tags.@count == 3", true),
        .init("$set.@count == 2", true),
        .init("$name.count == 6", true),
        .init("$emptyList.count == 0", true),
        .init("$set == {'News', 'Sport'}", true),
        .init("$numbers == {1, 2, 3}", true),
        .init("$numbers == {1, 2}", false),
        .init("$numbers != {3, 2, 1}", false),
        .init("{1, 2} == {2, 1}", true),
        .init("$hashables CONTAINS 1", true),
        .init("$hashables CONTAINS 'a'", true),
        .init("'Sport' IN $set", true),
        .init("'Games' IN $set", false),
        .init("$sport IN[c] {'SPORT'}", true),
    ]

    static let dates: [EvaluationCase] = [
        .init("$today > $yesterday", true),
        .init("$yesterday < $today", true),
        .init("$today == $today", true),
        .init("$today != $yesterday", true),
        .init("$today BETWEEN {CAST(699000000, 'NSDate'), CAST(701000000, 'NSDate')}", true),
        .init("$today == CAST(700000000, 'NSDate')", true),
        .init("$today > CAST(700000000.5, 'NSDate')", false),
        .init("$today >= CAST(700000000, 'NSDate')", true),
        .init("$yesterday IN {CAST(699913600, 'NSDate')}", true),
    ]

    static let keyPaths: [EvaluationCase] = [
        .init("$person.name == 'Ada'", true),
        .init("$person.age > 30", true),
        .init("$person.address.city == 'London'", true),
        .init("$person.address.zip == nil", true),
        .init("$person.missing == nil", true),
        .init("$person.name.count == 3", true),
        .init("$employee.company == 'ACME'", true),
        .init("$employee.id == 7", true),
        .init("$settings.volume == 5", true),
        .init("$dict.city == 'Paris'", true),
        .init("$dict.country == nil", true),
        .init("$missing.name == nil", true),
    ]

    @Test(arguments: booleans) func boolean(_ testCase: EvaluationCase) { check(testCase) }
    @Test(arguments: numbers) func number(_ testCase: EvaluationCase) { check(testCase) }
    @Test(arguments: nils) func nilHandling(_ testCase: EvaluationCase) { check(testCase) }
    @Test(arguments: mismatches) func typeMismatch(_ testCase: EvaluationCase) { check(testCase) }
    @Test(arguments: enums) func enumsAndConvertibles(_ testCase: EvaluationCase) { check(testCase) }
    @Test(arguments: collections) func collection(_ testCase: EvaluationCase) { check(testCase) }
    @Test(arguments: dates) func date(_ testCase: EvaluationCase) { check(testCase) }
    @Test(arguments: keyPaths) func keyPath(_ testCase: EvaluationCase) { check(testCase) }
}
