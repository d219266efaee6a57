// Test support for thread-sanitizer builds only; compiles to almost nothing otherwise.
//
// On Linux, Synchronization.Mutex takes an uncontended lock with an atomic compare-exchange
// that is inlined into (and instrumented in) the caller, but a contended one in
// _MutexHandle._lockSlow / _unlockSlow, which live in the uninstrumented standard library and
// let the kernel hand the lock over (FUTEX_LOCK_PI). The thread sanitizer never sees those
// acquires and releases, so everything a contended Mutex protects looks as if it raced.
//
// These definitions interpose the two exported slow paths: each calls the library's own
// function and tells the sanitizer about the acquire (after locking) or the release (before
// unlocking) on the Mutex's address, the same address the inlined fast path synchronises on.
// They use Swift's calling convention: `self` (the handle's address) arrives in the swiftself
// register, which clang spells swift_context.
#include "CMutexSanitizerSupport.h"

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define EUREKA_MUTEX_SANITIZER_SUPPORT 1
#endif
#endif

#ifdef EUREKA_MUTEX_SANITIZER_SUPPORT
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>

void __tsan_acquire(void *address);
void __tsan_release(void *address);

#define LOCK_SLOW "$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF"
#define UNLOCK_SLOW "$s15Synchronization12_MutexHandleV11_unlockSlowyyF"

typedef __attribute__((swiftcall)) void (*lock_slow_function)(uint32_t, void *__attribute__((swift_context)));
typedef __attribute__((swiftcall)) void (*unlock_slow_function)(void *__attribute__((swift_context)));

// Resolved once before main, so no thread ever writes them.
static lock_slow_function library_lock_slow;
static unlock_slow_function library_unlock_slow;

__attribute__((constructor))
static void resolve_library_functions(void) {
    library_lock_slow = (lock_slow_function)dlsym(RTLD_NEXT, LOCK_SLOW);
    library_unlock_slow = (unlock_slow_function)dlsym(RTLD_NEXT, UNLOCK_SLOW);
}

__attribute__((swiftcall)) void eureka_lock_slow(uint32_t thread, void *__attribute__((swift_context)) handle) __asm__(LOCK_SLOW);
__attribute__((swiftcall)) void eureka_lock_slow(uint32_t thread, void *__attribute__((swift_context)) handle) {
    library_lock_slow(thread, handle);
    __tsan_acquire(handle);
}

__attribute__((swiftcall)) void eureka_unlock_slow(void *__attribute__((swift_context)) handle) __asm__(UNLOCK_SLOW);
__attribute__((swiftcall)) void eureka_unlock_slow(void *__attribute__((swift_context)) handle) {
    __tsan_release(handle);
    library_unlock_slow(handle);
}

int eureka_mutex_sanitizer_support_active(void) {
    return library_lock_slow != 0 && library_unlock_slow != 0;
}
#else
int eureka_mutex_sanitizer_support_active(void) {
    return 0;
}
#endif
