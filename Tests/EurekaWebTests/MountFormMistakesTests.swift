import Eureka
import EurekaServer
import EurekaServerTesting
import Hummingbird
import Testing

/// Mounting mistakes stop the server at startup with the path named, rather than a router's
/// "GET already has a handler" or a form whose every submit is refused as forged.
@Suite("Web: mounting a form where it cannot be served")
struct MountFormMistakesTests {
    @Test(arguments: ["/forms/sign-up", "/a.b_c~d/", "/"])
    func aPathOfPlainCharactersIsServable(path: String) {
        #expect(FormRoute.isServable(path))
    }

    @Test(arguments: ["signup", "", "/with space", "/ünï", "/a?b=c", "/a#b", "/:id", "/a/*"])
    func aPathThePageOrRouterCannotUseIsNot(path: String) {
        #expect(!FormRoute.isServable(path))
    }

    @Test func aPathWithoutItsLeadingSlashStopsStartup() async {
        await #expect(processExitsWith: .failure) {
            let server = FormServer(configuration: .testing())
            _ = server.buildApplication { router, server in
                router.mountForm(FormRoute(path: "signup", makeController: { FormViewController() }) { _, _, _ in Response(status: .ok) }, server: server)
            }
        }
    }

    @Test func twoFormsAtOnePathStopStartup() async {
        await #expect(processExitsWith: .failure) {
            let server = FormServer(configuration: .testing())
            _ = server.buildApplication { router, server in
                for _ in 0..<2 {
                    router.mountForm(FormRoute(path: "/dup", makeController: { FormViewController() }) { _, _, _ in Response(status: .ok) }, server: server)
                }
            }
        }
    }
}
