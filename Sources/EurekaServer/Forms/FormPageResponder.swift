import Eureka
import EurekaHTML
import Foundation
import HTTPTypes
import Hummingbird

/// Answers one mounted form's requests.
struct FormPageResponder: Sendable {
    let route: FormRoute
    let server: FormServer
    /// Where the form's definition errors are told, once each.
    let definitionErrors: DefinitionErrorLog

    init(route: FormRoute, server: FormServer) {
        self.route = route
        self.server = server
        definitionErrors = DefinitionErrorLog(path: route.path, logger: server.configuration.logger)
    }

    func get(_ request: Request, context: EurekaRequestContext) async throws -> Response {
        let session = makeSession()
        await session.load()
        return try page(session, status: .ok, request: request, context: context)
    }

    func post(_ request: Request, context: EurekaRequestContext) async throws -> Response {
        if JSONBodyReader.isJSON(request) { return try await postJSON(request, context: context) }
        if let name = context.postedForm?.conflictingCommandField {
            // Which of two commands was meant is a guess; a browser never sends two.
            throw EurekaHTTPError(
                .badRequest, title: "Form not understood",
                message: "The form carried its field “\(name)” twice, with different values, which a browser never sends. Nothing was saved.",
                backLink: route.path)
        }
        if let name = context.postedForm?.malformedRowList {
            // Read as it stands, the list would name no row and take every row of its section.
            throw EurekaHTTPError(
                .badRequest, title: "Form not understood",
                message: "The form's list of rows “\(name)” is not one the page wrote (row keys between single spaces). Nothing was saved.",
                backLink: route.path)
        }
        let session = makeSession()
        await session.load()
        if let overlong = session.overlongRowList(in: context.postedForm ?? PostedForm()) {
            // Cut at the limit, the rows past it would have gone without a word.
            throw EurekaHTTPError(
                .badRequest, title: "Form not understood",
                message:
                    "The form's list of rows “\(overlong.name)” names \(overlong.count) rows, more than the \(overlong.limit) its section can hold. Nothing was saved.",
                backLink: route.path)
        }
        if request.headers[.eurekaLive] != nil {
            return try await live(session, request: request, context: context)
        }
        switch await session.handle(context.postedForm ?? PostedForm()) {
        case .submitted where session.ignoredUnverifiedState:
            // Values out of sight were signed under another secret (a restart with a new one):
            // submitted, they would be the definition's in place of the person's, without a word.
            let notice = HTMLFormNotice(headline: "The form was not submitted", message: Self.unrestoredState + " Check it and send the form again.")
            return try page(session, status: .conflict, notice: notice, request: request, context: context)
        case .submitted(let values):
            return try await route.onSubmit(values, request, context)
        case .cancelled:
            return Response(status: .seeOther, headers: [.location: route.cancelURL])
        case .showForm:
            let status: HTTPResponse.Status = session.blockedSubmission == nil ? .ok : .unprocessableContent
            // A page brought back (Back, a reload) after a restart with a new secret says what
            // it could not bring back, where it stood without it and without a word.
            let notice =
                session.ignoredUnverifiedState ? HTMLFormNotice(headline: "Part of the form could not be restored", message: Self.unrestoredState) : nil
            return try page(session, status: status, notice: notice, request: request, context: context)
        }
    }

    /// What a page whose signed state did not verify lost (`WebFormSession.ignoredUnverifiedState`).
    static let unrestoredState =
        "What the page kept out of sight (text in rows hidden or locked at the time, titles and marks that actions changed, rows swiped away) was signed under a secret this server no longer has, so it could not be checked: those parts are as the form starts. The rest is as you left it."

    /// The answer to a post from this form's own page whose security token failed: the form
    /// holding what was posted, acting on none of it (no button, no submit), with a fresh token
    /// and a notice saying why nothing was sent. A refusal (403), so no client takes it for a
    /// success; the person checks the form and sends it again.
    func recover(from failure: CSRFFailure, request: Request, context: EurekaRequestContext) async throws -> Response? {
        // JSON carries no token and never reaches here; a live request wants JSON, not a page,
        // and is refused (its script then sends the page itself, which comes back here).
        guard let posted = context.postedForm, request.headers[.eurekaLive] == nil else { return nil }
        let session = makeSession()
        await session.load()
        await session.restoreEntries(posted)
        // State signed under another secret (the server restarted with a new one) is lost: the
        // notice says what, rather than promising everything is below.
        let restored =
            session.ignoredUnverifiedState
            ? Self.unrestoredState + " Check it and send the form again."
            : "What you entered is below: check it and send the form again."
        // A press of Add or Enter asked for no submit: saying "not submitted" named the wrong loss.
        let headline = posted.first("_do") == "submit" ? "The form was not submitted" : "What you asked for was not done"
        let notice = HTMLFormNotice(headline: headline, message: "\(failure.message) \(restored)")
        return try page(session, status: .forbidden, notice: notice, request: request, context: context)
    }

    /// A live update: the page's script sent its state and one change; the answer is JSON
    /// with only what changed.
    private func live(_ session: WebFormSession, request: Request, context: EurekaRequestContext) async throws -> Response {
        if let delay = server.configuration.liveUpdateDelay { try await Task.sleep(for: delay(context.postedForm ?? PostedForm())) }
        let answer = await session.handleLive(context.postedForm ?? PostedForm(), options: formOptions())
        let bytes = try JSONEncoder.liveAnswers.encode(answer)
        return Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// A session for this request's fresh controller, keeping hidden rows' values under the
    /// server's secret.
    func makeSession() -> WebFormSession {
        let controller = route.makeController()
        definitionErrors.watch(controller.form)
        let session = WebFormSession(controller: controller)
        session.stateSigner = HMACPageStateSigner(secret: server.configuration.secret, path: route.path)
        return session
    }

    private func formOptions() -> HTMLFormOptions {
        var options = HTMLFormOptions(action: route.path)
        if server.configuration.csrf.isEnabled {
            options.csrfToken = server.csrfTokens.issue(for: route.path)
            options.csrfFieldName = server.configuration.csrf.fieldName
        }
        return options
    }

    private func page(
        _ session: WebFormSession, status: HTTPResponse.Status, notice: HTMLFormNotice? = nil, request: Request, context: EurekaRequestContext
    ) throws -> Response {
        var options = formOptions()
        options.notice = notice
        var shell = HTMLPageShell(
            title: route.title ?? session.controller.title ?? "Form",
            stylesheetURL: server.assets.url(for: DefaultAssets.stylesheet.name),
            scriptURL: server.assets.url(for: DefaultAssets.script.name))
        shell.backLink = route.backLink
        var html = HTMLWriter(reservingCapacity: 32 << 10)
        shell.write(into: &html) { html in
            HTMLFormRenderer(session: session, options: options).writeForm(into: &html)
            if route.showsJSONHelp { writeJSONHelp(session, request: request, into: &html) }
        }
        return try HTMLResponse(html, status: status).response(from: request, context: context)
    }
}

extension HTTPField.Name {
    /// `X-Eureka-Live`: the page's script asks for a live update, answered as JSON.
    static let eurekaLive = HTTPField.Name("X-Eureka-Live")!
}

extension JSONEncoder {
    /// Compact JSON for live answers.
    static var liveAnswers: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }
}
