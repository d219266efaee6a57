import Foundation
import Testing

/// `eureka_pass_signal_on`, the step every fatal-signal handler of ours ends with, checked in
/// small C programs built against the header: a previous handler (standing in for Swift's
/// backtracer) always runs, with the signal's own details, and the process then ends of that
/// signal, or carries on where the previous handler chose to.
@Suite("Signals are passed on to the handler before ours")
struct SignalPassingTests {
    private static let header = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CTerminalRestore/SignalHandlerSupport.h").path

    /// Builds and runs a program that installs `previous` (a handler writing "[previous]" that
    /// resets its signal to the default and returns, as the backtracer does, or one that simply
    /// returns), then our handler over it, then does `act`. Returns the exit status and output.
    private func run(
        signal: String,
        previous: String,
        previousSetup: String = "p.sa_flags = SA_SIGINFO | SA_NODEFER; sigfillset(&p.sa_mask);",
        act: String
    ) throws -> (status: Int32, output: String) {
        let source = """
            #include <stdio.h>
            #include \"\(Self.header)\"
            void eureka_terminal_restore_handle_signal(int s, siginfo_t *i, void *c) { (void)s; (void)i; (void)c; }
            void eureka_line_mode_handle_ending_signal(int s, siginfo_t *i, void *c) { (void)s; (void)i; (void)c; }
            static struct sigaction previous;
            static void backtracer(int s, siginfo_t *i, void *c) {
                (void)i; (void)c;
                write(2, "[previous]", 10);
                struct sigaction d; memset(&d, 0, sizeof d); d.sa_handler = SIG_DFL; sigaction(s, &d, NULL);
            }
            static void returning(int s, siginfo_t *i, void *c) { (void)s; (void)i; (void)c; write(2, "[previous]", 10); }
            static void maskReporter(int s, siginfo_t *i, void *c) {
                (void)i; (void)c;
                sigset_t now; pthread_sigmask(SIG_SETMASK, NULL, &now);
                write(2, sigismember(&now, s) ? "[signal blocked]" : "[signal open]", sigismember(&now, s) ? 16 : 13);
                write(2, sigismember(&now, SIGUSR2) ? "[own mask]" : "", sigismember(&now, SIGUSR2) ? 10 : 0);
                write(2, sigismember(&now, SIGHUP) ? "[interrupted mask]" : "", sigismember(&now, SIGHUP) ? 18 : 0);
                write(2, sigismember(&now, SIGUSR1) ? "[our mask]" : "", sigismember(&now, SIGUSR1) ? 10 : 0);
            }
            static void ours(int s, siginfo_t *i, void *c) {
                if (eureka_pass_signal_on(s, i, c, &previous)) write(2, "[goes on]", 9);
            }
            int main(void) {
                // The test runner blocks some signals, and a child inherits its mask.
                sigset_t none; sigemptyset(&none); sigprocmask(SIG_SETMASK, &none, NULL);
                int sig = \(signal);
                struct sigaction p; memset(&p, 0, sizeof p);
                p.sa_sigaction = \(previous); \(previousSetup)
                sigaction(sig, &p, NULL);
                struct sigaction a = eureka_info_handler_action(ours, 0);
                sigaddset(&a.sa_mask, SIGUSR1);
                sigaction(sig, &a, &previous);
                \(act);
                write(2, "[carried on]", 12);
                return 0;
            }
            """
        let base = NSTemporaryDirectory() + "signal-pass-\(UUID().uuidString.prefix(8))"
        try source.write(toFile: base + ".c", atomically: true, encoding: .utf8)
        defer { for path in [base + ".c", base] { try? FileManager.default.removeItem(atPath: path) } }
        let (built, _) = try ChildProcess.run(["cc", "-o", base, base + ".c"])
        #expect(built.status == 0, "\(built.output)")
        let (ran, _) = try ChildProcess.run([base])
        return (ran.status, ran.output)
    }

    /// x86's `int3` is a trap: returning from the handler does not repeat it. Left to recur, it
    /// was swallowed, and the process carried on with its terminal restored under it.
    @Test func aTrapThatDoesNotRecurStillEndsTheProcessAfterTheReport() throws {
        #if arch(x86_64)
            let (status, output) = try run(signal: "SIGTRAP", previous: "backtracer", act: "__asm__ volatile(\"int3\")")
            #expect(output == "[previous]", "\(output)")
            #expect(status == 128 + SIGTRAP)
        #endif
    }

    @Test(arguments: [("SIGSEGV", "*(volatile int *)16 = 1", 11), ("SIGABRT", "abort()", 6), ("SIGQUIT", "raise(SIGQUIT)", 3)])
    func aCrashGoesToThePreviousHandlerThenEnds(signal: String, act: String, number: Int32) throws {
        let (status, output) = try run(signal: signal, previous: "backtracer", act: act)
        #expect(output == "[previous]", "\(output)")
        #expect(status == 128 + number)
    }

    /// An app's own SIGTERM handler that returns decides the process goes on; our handler says
    /// so (line mode then hides a password's typing again) and stays installed.
    @Test func aTerminationThePreviousHandlerSurvivesGoesOn() throws {
        let (status, output) = try run(signal: "SIGTERM", previous: "returning", act: "raise(SIGTERM); raise(SIGTERM)")
        #expect(output == "[previous][goes on][previous][goes on][carried on]", "\(output)")
        #expect(status == 0)
    }

    /// The previous handler runs with the signals blocked that the kernel would have blocked
    /// had it been called directly: its own mask over the interrupted code's, and the signal
    /// unless it asked for `SA_NODEFER`; not ours. Afterwards ours is back.
    @Test(arguments: [("0", "[signal blocked][own mask][interrupted mask]"), ("SA_NODEFER", "[signal open][own mask][interrupted mask]")])
    func thePreviousHandlerRunsWithTheMaskItAskedFor(flag: String, expected: String) throws {
        let (status, output) = try run(
            signal: "SIGTERM", previous: "maskReporter",
            previousSetup: "p.sa_flags = SA_SIGINFO | \(flag); sigemptyset(&p.sa_mask); sigaddset(&p.sa_mask, SIGUSR2);",
            act: """
                sigset_t hup; sigemptyset(&hup); sigaddset(&hup, SIGHUP); sigprocmask(SIG_BLOCK, &hup, NULL);
                raise(SIGTERM);
                sigset_t now; sigprocmask(SIG_SETMASK, NULL, &now);
                if (sigismember(&now, SIGUSR1) || sigismember(&now, SIGUSR2) || sigismember(&now, SIGTERM)) write(2, "[mask leaked]", 13)
                """)
        #expect(output == expected + "[goes on][carried on]", "\(output)")
        #expect(status == 0)
    }

    /// Handlers installed and removed out of order could leave one of ours as the other's
    /// previous action: it is passed over, not called in a loop.
    @Test func oneOfOurOwnHandlersAsThePreviousIsTheDefault() throws {
        let (status, output) = try run(signal: "SIGSEGV", previous: "eureka_line_mode_handle_ending_signal", act: "*(volatile int *)16 = 1")
        #expect(output.isEmpty, "\(output)")
        #expect(status == 128 + SIGSEGV)
    }
}
