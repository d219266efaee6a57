import CMutexSanitizerSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The thread sanitizer's view of Synchronization.Mutex (see Docs/Reliability.md, Sanitizers).
@Suite("Sanitizer support")
struct MutexSanitizerSupportTests {
    @Test("in a thread-sanitizer build the Mutex slow paths are interposed, in others nothing is")
    func activeExactlyUnderTheThreadSanitizer() {
        let threadSanitizer = dlsym(nil, "__tsan_acquire") != nil
        #expect(eureka_mutex_sanitizer_support_active() == (threadSanitizer ? 1 : 0))
    }
}
