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
