// What this target's signal handlers share, all async-signal-safe. Private to the target.
#ifndef C_TERMINAL_RESTORE_SIGNAL_HANDLER_SUPPORT_H
#define C_TERMINAL_RESTORE_SIGNAL_HANDLER_SUPPORT_H

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <ucontext.h>
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

/// Whether `signal_number` asks for a crash report and the end of the process (the signals
/// Swift's backtracer handles).
static inline int eureka_is_crash_signal(int signal_number) {
    return signal_number == SIGSEGV || signal_number == SIGBUS || signal_number == SIGILL || signal_number == SIGFPE
        || signal_number == SIGTRAP || signal_number == SIGABRT || signal_number == SIGQUIT;
}

static inline void eureka_take_default_action(int signal_number);

/// The mask the kernel sets when it runs `action` for `signal_number`: the interrupted code's
/// mask (from `context`, or the current one without it), `action`'s own mask, and the signal
/// itself unless `SA_NODEFER`. Signal by signal: the kernel fills only the first 64 bits of a
/// context's mask, and glibc's `sigset_t` is larger.
static inline void eureka_mask_for_handler(sigset_t *mask, int signal_number, void *context, const struct sigaction *action) {
    sigset_t interrupted;
    if (context != NULL) {
        interrupted = ((ucontext_t *)context)->uc_sigmask;
    } else {
        pthread_sigmask(SIG_SETMASK, NULL, &interrupted);
    }
    sigemptyset(mask);
    for (int each = 1; each < NSIG && each <= 64; each++) {
        if (sigismember(&interrupted, each) == 1 || sigismember(&action->sa_mask, each) == 1) sigaddset(mask, each);
    }
    if (!(action->sa_flags & SA_NODEFER)) sigaddset(mask, signal_number);
}

// This target's handlers that pass signals on: a previous action that is one of them (handlers
// installed and removed out of order) is passed over, or a fault would loop through itself.
void eureka_terminal_restore_handle_signal(int signal_number, siginfo_t *info, void *context);
void eureka_line_mode_handle_ending_signal(int signal_number, siginfo_t *info, void *context);

/// Hands the signal on, from a handler that has done its part, to whatever handled it before
/// ours was installed (`previous`): Swift's backtracer, say, which writes the crash report, or
/// the default action. The previous handler is called in place, with the signal's own details
/// and context (the faulting instruction's registers, for a fault), whoever sent it.
///
/// - A crash signal then takes the default action: the backtracer returns expecting a fault
///   to recur, which a trap (x86's `int3`), `abort()` or `kill` would not do, and the process
///   would carry on. Returns 0.
/// - Any other signal (SIGTERM, SIGHUP) is the previous handler's to decide: when it returns
///   the process carries on, and this returns 1 so the caller can take up its own work again
///   (hide a password's typing again).
///
/// An ignored or default previous action, or one of this target's own handlers, is the
/// default action (an ignored fault would loop; the process ends on a crash signal whatever
/// the parent ignored).
static inline int eureka_pass_signal_on(int signal_number, siginfo_t *info, void *context, const struct sigaction *previous) {
    int is_ours = (previous->sa_flags & SA_SIGINFO)
        && (previous->sa_sigaction == eureka_terminal_restore_handle_signal || previous->sa_sigaction == eureka_line_mode_handle_ending_signal);
    if (previous->sa_handler == SIG_DFL || previous->sa_handler == SIG_IGN || is_ours) {
        eureka_take_default_action(signal_number);
        return 0;
    }
    // The signals blocked while it runs are those the kernel would have blocked had it been
    // called directly (its own mask over the interrupted code's), not ours.
    sigset_t while_previous_runs, ours;
    eureka_mask_for_handler(&while_previous_runs, signal_number, context, previous);
    pthread_sigmask(SIG_SETMASK, &while_previous_runs, &ours);
    if (previous->sa_flags & SA_SIGINFO) {
        previous->sa_sigaction(signal_number, info, context);
    } else {
        previous->sa_handler(signal_number);
    }
    pthread_sigmask(SIG_SETMASK, &ours, NULL);
    if (!eureka_is_crash_signal(signal_number)) return 1;
    eureka_take_default_action(signal_number);
    return 0;
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
