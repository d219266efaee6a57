import Foundation

extension TimeZone {
    /// The zone as a person reads it beside a time: "UTC" for Coordinated Universal Time under
    /// any of its identifiers, else the identifier with spaces for underscores
    /// ("America/New York"), which names the place whatever the season.
    ///
    /// ```swift
    /// TimeZone(identifier: "Etc/UTC")!.nameForPeople            // "UTC"
    /// TimeZone(identifier: "America/New_York")!.nameForPeople   // "America/New York"
    /// ```
    public var nameForPeople: String {
        switch identifier {
        case "UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Etc/Zulu", "Universal", "Zulu", "Etc/UCT", "UCT", "GMT0", "Etc/GMT0",
            "Etc/GMT+0", "Etc/GMT-0", "Greenwich", "Etc/Greenwich":
            return "UTC"
        default:
            return identifier.replacingOccurrences(of: "_", with: " ")
        }
    }
}
