import Eureka
import EurekaHTML
import Hummingbird

extension Router where Context == EurekaRequestContext {
    /// Serves a form: GET renders it; POST binds the posted page to a freshly built form,
    /// performs its command, and either shows the form again (with errors after a blocked
    /// submit) or hands the values to `route.onSubmit`. Stateless: any instance answers any
    /// request. A post from the form's own page whose security token failed (the page was left
    /// open past the token's age) is not lost: the form comes back holding what was posted, with
    /// a fresh token and a notice that nothing was sent (403), and nothing is acted on.
    ///
    /// ```swift
    /// try await FormServer(configuration: .fromEnvironment()).run { router, server in
    ///     router.mountForm(FormRoute(path: "/signup") { SignupController() } onSubmit: { values, _, _ in
    ///         try HTMLResponse(thanks(values)).response(…)
    ///     }, server: server)
    /// }
    /// ```
    public func mountForm(_ route: FormRoute, server: FormServer) {
        // A path the page cannot post back to ("signup": the form's action is relative) or the
        // router cannot match (spaces, letters outside ASCII) answered every submit with a
        // misleading refusal: stopped at startup instead, saying why.
        precondition(
            FormRoute.isServable(route.path),
            "mountForm: \"\(route.path)\" is not a path a form can be served at: start it with \"/\" and use ASCII letters, digits and - . _ ~ /"
        )
        let responder = FormPageResponder(route: route, server: server)
        let executor = FormWorkExecutor(lane: route.path)
        server.formRoutes.register(route)
        // Form work runs on its own threads, taking turns with other forms (FormWorkExecutor):
        // a large form must not queue every other request behind it.
        get(RouterPath(route.path)) { request, context in
            try await executor.run { try await responder.get(request, context: context) }
        }
        post(RouterPath(route.path)) { request, context in
            try await executor.run { try await responder.post(request, context: context) }
        }
        get(RouterPath(route.schemaPath)) { request, context in
            try await executor.run { try await responder.schema(request, context: context) }
        }
    }

    /// Serves a form whose values decode into `Value`; a decoding failure is logged (with the
    /// decoding error) and answered with a server error page that does not show it.
    ///
    /// ```swift
    /// router.mountForm(path: "/signup", as: Signup.self, server: server, makeController: { SignupController() }) { signup, _, _ in … }
    /// ```
    public func mountForm<Value: Decodable & Sendable>(
        path: String, as type: Value.Type, server: FormServer,
        makeController: @escaping @Sendable () -> FormViewController,
        onSubmit: @escaping @Sendable (Value, Request, EurekaRequestContext) async throws -> Response
    ) {
        mountForm(
            FormRoute(path: path, makeController: makeController) { values, request, context in
                let value: Value
                do {
                    value = try values.decode(Value.self)
                } catch {
                    // The app's type and its form disagree (a property not optional for a row that
                    // may be empty): the developer's bug, told to the log; the visitor, who did
                    // nothing wrong, is not shown Swift's decoding error.
                    context.logger.error(
                        "A submitted form's values did not decode into the app's type",
                        metadata: ["type": "\(Value.self)", "path": "\(path)", "error": "\(error)"])
                    throw EurekaHTTPError(
                        .internalServerError, title: "The form could not be saved",
                        message: "Something went wrong on our side while saving the form. Nothing you did caused it; "
                            + "please try again later.")
                }
                return try await onSubmit(value, request, context)
            }, server: server)
    }
}
