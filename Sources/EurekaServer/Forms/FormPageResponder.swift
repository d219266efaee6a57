import Eureka
import EurekaHTML
import Hummingbird

/// Answers one mounted form's requests.
struct FormPageResponder: Sendable {
    let route: FormRoute
    let server: FormServer

    func get(_ request: Request, context: EurekaRequestContext) async throws -> Response {
        let session = WebFormSession(controller: route.makeController())
        await session.load()
        return try page(session, status: .ok, request: request, context: context)
    }

    func post(_ request: Request, context: EurekaRequestContext) async throws -> Response {
        let session = WebFormSession(controller: route.makeController())
        await session.load()
        switch await session.handle(context.postedForm ?? PostedForm()) {
        case .submitted(let values):
            return try await route.onSubmit(values, request, context)
        case .cancelled:
            return Response(status: .seeOther, headers: [.location: route.cancelURL])
        case .showForm:
            let status: HTTPResponse.Status = session.blockedSubmission == nil ? .ok : .unprocessableContent
            return try page(session, status: status, request: request, context: context)
        }
    }

    private func page(_ session: WebFormSession, status: HTTPResponse.Status, request: Request, context: EurekaRequestContext) throws -> Response {
        var options = HTMLFormOptions(action: route.path)
        if server.configuration.csrf.isEnabled {
            options.csrfToken = server.csrfTokens.issue(for: route.path)
            options.csrfFieldName = server.configuration.csrf.fieldName
        }
        var shell = HTMLPageShell(
            title: route.title ?? session.controller.title ?? "Form",
            stylesheetURL: server.assets.url(for: DefaultAssets.stylesheet.name),
            scriptURL: server.assets.url(for: DefaultAssets.script.name))
        shell.backLink = route.backLink
        var html = HTMLWriter(reservingCapacity: 32 << 10)
        shell.write(into: &html) { html in
            HTMLFormRenderer(session: session, options: options).writeForm(into: &html)
        }
        return try HTMLResponse(html, status: status).response(from: request, context: context)
    }
}
