import Synchronization

/// The forms mounted on one router, by path, so that a request refused before it reaches its
/// route (a submission whose security token has expired) can still be answered with its form.
///
/// ```swift
/// let table = FormRouteTable()
/// table.register(route)                    // by mountForm(_:server:)
/// table.route(forPath: "/signup")?.title   // by the CSRF middleware's recovery
/// ```
final class FormRouteTable: Sendable {
    private let routes = Mutex<[String: FormRoute]>([:])

    /// Records `route` under its path; a later route for the same path replaces it, as the
    /// router's own last registration does.
    func register(_ route: FormRoute) {
        routes.withLock { $0[route.path] = route }
    }

    /// The form mounted at `path`, if any.
    func route(forPath path: String) -> FormRoute? {
        routes.withLock { $0[path] }
    }
}
