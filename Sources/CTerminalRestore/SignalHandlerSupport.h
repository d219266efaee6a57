// What this target's signal handlers share, all async-signal-safe. Private to the target.
#ifndef C_TERMINAL_RESTORE_SIGNAL_HANDLER_SUPPORT_H
#define C_TERMINAL_RESTORE_SIGNAL_HANDLER_SUPPORT_H

#include <errno.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>

/// write(2) until done, again on EINTR, giving up on any other error (nobody is there to tell).
static inline void eureka_signal_safe_write(int fd, const unsigned char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        bytes += written;
        length -= (size_t)written;
    }
}

/// An action that runs `handler` with `flags` and an empty mask (add to `sa_mask` after).
static inline struct sigaction eureka_handler_action(void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = flags;
    return action;
}

/// An action that runs `handler` with the signal's details (`SA_SIGINFO`), `flags` and an empty
/// mask: handlers that pass a signal on need to know whether the kernel raised it.
static inline struct sigaction eureka_info_handler_action(void (*handler)(int, siginfo_t *, void *), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = flags | SA_SIGINFO;
    return action;
}

/// Whether `signal_number` reports a fault in the instruction that raised it.
static inline int eureka_is_fault_signal(int signal_number) {
    return signal_number == SIGSEGV || signal_number == SIGBUS || signal_number == SIGILL || signal_number == SIGFPE
        || signal_number == SIGTRAP;
}

/// Whether `signal_number` asks for a crash report and the end of the process (the signals
/// Swift's backtracer handles).
static inline int eureka_is_crash_signal(int signal_number) {
    return eureka_is_fault_signal(signal_number) || signal_number == SIGABRT || signal_number == SIGQUIT;
}

static inline void eureka_take_default_action(int signal_number);

/// Hands the signal on, from a handler that has done its part, to whatever handled it before
/// ours was installed (`previous`): Swift's backtracer, say, which writes the crash report, or
/// the default action.
///
/// - A fault the kernel raised is left to recur when the handler returns, so the next handler
///   sees the faulting instruction's own context.
/// - A crash signal sent by software (`abort()`, `kill -QUIT`) goes to the previous handler
///   called in place, then to the default action: the backtracer returns expecting a fault to
///   recur, and the process would otherwise carry on.
/// - Any other signal is raised again for the previous action, which decides what follows.
///
/// An ignored previous action counts as the default one: an ignored fault would loop, and the
/// process ends on a crash signal whatever the parent ignored.
static inline void eureka_pass_signal_on(int signal_number, siginfo_t *info, void *context, const struct sigaction *previous) {
    int has_handler = previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN;
    if (!has_handler) {
        eureka_take_default_action(signal_number);
        return;
    }
    if (info != NULL && info->si_code > 0 && eureka_is_fault_signal(signal_number)) {
        sigaction(signal_number, previous, NULL);
        return;
    }
    if (eureka_is_crash_signal(signal_number)) {
        if (previous->sa_flags & SA_SIGINFO) {
            previous->sa_sigaction(signal_number, info, context);
        } else {
            previous->sa_handler(signal_number);
        }
        eureka_take_default_action(signal_number);
        return;
    }
    sigaction(signal_number, previous, NULL);
    raise(signal_number);
}

/// Lets the signal take its normal course from a handler that has done its part: the default
/// action, on re-raise (a fault simply recurs when the handler returns).
static inline void eureka_take_default_action(int signal_number) {
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(signal_number, &default_action, NULL);
    raise(signal_number);
}

#endif
