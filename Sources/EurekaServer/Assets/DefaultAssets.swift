/// The web renderer's own stylesheet and script, embedded as constants so the server needs no
/// files at run time: the stylesheet every page links and the script that makes forms live.
///
/// ```swift
/// AssetRegistry.defaults.url(for: DefaultAssets.stylesheet.name)
/// ```
public enum DefaultAssets {
    /// `eureka.css`.
    public static let stylesheet: Asset = {
        do {
            return try Asset(name: "eureka.css", text: DefaultStylesheet.text)
        } catch {
            preconditionFailure("\(error)")
        }
    }()

    /// `eureka.js`.
    public static let script: Asset = {
        do {
            return try Asset(name: "eureka.js", text: DefaultScript.text)
        } catch {
            preconditionFailure("\(error)")
        }
    }()
}
