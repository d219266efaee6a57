import TerminalKit

/// Where frames go and what the screen can do: a `TerminalSession`, or a test driver
/// (`TerminalFormDriver`, in EurekaTerminalTesting: hence `package`).
package protocol ScreenOutput: AnyObject {
    /// The screen size.
    var size: TerminalSize { get }
    /// Shows a frame.
    func present(_ grid: CellGrid, cursor: CursorState) throws
    /// Stops the process for job control (Ctrl-Z).
    func suspend()
    /// Repaints everything on the next frame (Ctrl-L).
    func invalidate()
}

extension TerminalSession: ScreenOutput {}
