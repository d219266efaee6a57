/// The frames of the loading spinner, one per tick.
enum Spinner {
    private static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The frame to show at `tick`.
    static func frame(_ tick: Int) -> String {
        frames[tick % frames.count]
    }
}
