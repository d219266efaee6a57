// The last-resort terminal restore, run from a fatal signal's handler. Only async-signal-safe
// work happens there: reading this file's static storage (filled in before arming), write(2),
// tcsetattr(3), sigaction(2) and raise(3), before the signal goes on to the handler that was there
// before (Swift's backtracer) or its default action. Swift cannot hold these globals without unsafe
// shared state, which is why this small piece is C.
#include "CTerminalRestore.h"
#include "SignalHandlerSupport.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGQUIT, SIGFPE };
#define FATAL_SIGNAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])

static int restore_fd = -1;
static struct termios restore_mode;
static unsigned char restore_bytes[EUREKA_TERMINAL_RESTORE_CAPACITY];
static size_t restore_length;
static struct sigaction previous_actions[FATAL_SIGNAL_COUNT];
// 1 while the data above is complete and the handler should use it. Read and cleared
// atomically by the handler, so two threads crashing at once restore only once.
static int armed;
// 1 while our handlers are installed (previous_actions holds what to put back).
static int installed;

void eureka_terminal_restore_handle_signal(int signal_number, siginfo_t *info, void *context) {
    int saved_errno = errno;
    if (__atomic_exchange_n(&armed, 0, __ATOMIC_ACQ_REL)) {
        eureka_signal_safe_write(restore_fd, restore_bytes, restore_length);
        // TCSANOW, not TCSADRAIN: a stuck output queue must not keep a crashing process alive.
        tcsetattr(restore_fd, TCSANOW, &restore_mode);
    }
    // On to Swift's backtracer (or the default action): the crash report is written after the
    // terminal is back, readable on the normal screen.
    for (size_t index = 0; index < FATAL_SIGNAL_COUNT; index++) {
        if (fatal_signals[index] == signal_number) eureka_pass_signal_on(signal_number, info, context, &previous_actions[index]);
    }
    errno = saved_errno;
}

int eureka_terminal_restore_arm(int fd, const struct termios *saved, const unsigned char *bytes, size_t length) {
    if (length > EUREKA_TERMINAL_RESTORE_CAPACITY || saved == NULL || (length > 0 && bytes == NULL)) {
        errno = EINVAL;
        return -1;
    }
    // Quiet the handler while the data changes, so it never sees half of an update.
    __atomic_store_n(&armed, 0, __ATOMIC_RELEASE);
    restore_fd = fd;
    restore_mode = *saved;
    if (length > 0) memcpy(restore_bytes, bytes, length);
    restore_length = length;
    if (!__atomic_load_n(&installed, __ATOMIC_ACQUIRE)) {
        // SA_ONSTACK: use the thread's alternate signal stack if it has one (a stack overflow
        // leaves no room on the normal stack).
        struct sigaction action = eureka_info_handler_action(eureka_terminal_restore_handle_signal, SA_ONSTACK);
        for (size_t index = 0; index < FATAL_SIGNAL_COUNT; index++) {
            if (sigaction(fatal_signals[index], &action, &previous_actions[index]) != 0) {
                int error = errno;
                for (size_t undo = 0; undo < index; undo++) sigaction(fatal_signals[undo], &previous_actions[undo], NULL);
                errno = error;
                return -1;
            }
        }
        __atomic_store_n(&installed, 1, __ATOMIC_RELEASE);
    }
    __atomic_store_n(&armed, 1, __ATOMIC_RELEASE);
    return 0;
}

void eureka_terminal_restore_disarm(void) {
    __atomic_store_n(&armed, 0, __ATOMIC_RELEASE);
    if (__atomic_exchange_n(&installed, 0, __ATOMIC_ACQ_REL)) {
        for (size_t index = 0; index < FATAL_SIGNAL_COUNT; index++) {
            sigaction(fatal_signals[index], &previous_actions[index], NULL);
        }
    }
}

int eureka_terminal_restore_is_armed(void) {
    return __atomic_load_n(&armed, __ATOMIC_ACQUIRE);
}
