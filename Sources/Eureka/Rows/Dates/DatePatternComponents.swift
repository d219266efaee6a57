import Foundation

/// The calendar components a date format pattern writes, so text read with it is known to
/// state them ("d MMM y" states the day, month and year, and no time of day).
///
/// A `DateFormatter` gives every component it does not read a default (midnight for a date
/// pattern): only the components its pattern names come from the text.
///
/// ```swift
/// DatePatternComponents.stated(by: "d MMM y")       // [.year, .month, .day]
/// DatePatternComponents.stated(by: "HH:mm 'h'")     // [.hour, .minute]
/// ```
enum DatePatternComponents {
    /// The components `pattern` states; nil for an empty pattern (nothing is known of it).
    static func stated(by pattern: String) -> Set<Calendar.Component>? {
        guard !pattern.isEmpty else { return nil }
        var components: Set<Calendar.Component> = []
        var quoted = false
        for character in pattern {
            // Text between single quotes is literal ("''" is a quote, toggling twice).
            if character == "'" {
                quoted.toggle()
                continue
            }
            guard !quoted else { continue }
            switch character {
            case "G": components.insert(.era)
            case "y", "Y", "u", "U", "r": components.insert(.year)
            case "M", "L": components.insert(.month)
            case "d": components.insert(.day)
            // The day of the year names the month too.
            case "D": components.formUnion([.month, .day])
            case "h", "H", "k", "K", "j", "J", "C": components.insert(.hour)
            case "m": components.insert(.minute)
            case "s": components.insert(.second)
            default: break
            }
        }
        return components
    }
}
