import CStandardStreams

/// Which standard streams were closed when the process started (a script running
/// `eureka-examples >&-` or `0<&-`). The C constructor in `CStandardStreams` has already put
/// `/dev/null` in their place, so no descriptor opened later can be mistaken for them.
///
/// ```swift
/// if StandardStreams.atLaunch.outputClosed { … }
/// ```
struct StandardStreams: Hashable, Sendable {
    var inputClosed = false
    var outputClosed = false
    var errorClosed = false

    /// The streams as the process found them.
    static var atLaunch: StandardStreams {
        let closed = eureka_closed_standard_streams()
        return StandardStreams(inputClosed: closed & 1 != 0, outputClosed: closed & 2 != 0, errorClosed: closed & 4 != 0)
    }
}
