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

    /// Records `route` under its path. A second form at the same path is the app's mistake,
    /// stopped here with the path named (the router's own check stopped it a step later with
    /// "GET already has a handler", naming neither path nor form).
    func register(_ route: FormRoute) {
        let isNew = routes.withLock { routes in
            guard routes[route.path] == nil else { return false }
            routes[route.path] = route
            return true
        }
        precondition(isNew, "mountForm: a form is already mounted at \"\(route.path)\"; give each form a path of its own")
    }

    /// The form mounted at `path`, if any.
    func route(forPath path: String) -> FormRoute? {
        routes.withLock { $0[path] }
    }
}
