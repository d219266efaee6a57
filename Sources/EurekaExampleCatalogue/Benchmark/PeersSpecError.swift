/// A spec file that cannot be used, and why.
public struct PeersSpecError: Error, CustomStringConvertible {
    /// The spec file's path.
    public var path: String
    /// What is wrong with it.
    public var reason: String
    /// "PATH REASON", for the command's error message.
    public var description: String { "\(path) \(reason)" }
}
