// The last-resort terminal restore, run from the handler of a signal that ends the process.
// Only async-signal-safe work happens there: reading this file's static storage (filled in
// before arming), write(2), tcsetattr(3), sigaction(2) and raise(3), before the signal goes on
// to the handler that was there before (Swift's backtracer) or its default action. Swift cannot
// hold these globals without unsafe shared state, which is why this small piece is C.
#include "CTerminalRestore.h"
#include "SignalHandlerSupport.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

// Crash signals, always handled (the previous action, Swift's backtracer, runs after), then the
// signals whose default action ends the process without anyone handling them here (`kill -USR1`,
// an alarm, a CPU or file size limit): handled only while their action is the default, so that
// an ignored or application-handled one keeps its meaning. SIGINT, SIGTERM and SIGHUP are
// handled in Swift (PosixSignalMonitor); SIGPIPE is ignored by the terminal session.
static const int fatal_signals[] = {
    SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGQUIT, SIGFPE,
    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGIO,
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
};
#define FATAL_SIGNAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])
// The first ones, handled whatever was there before.
#define CRASH_SIGNAL_COUNT 7

static int restore_fd = -1;
static struct termios restore_mode;
static unsigned char restore_bytes[EUREKA_TERMINAL_RESTORE_CAPACITY];
static size_t restore_length;
static struct sigaction previous_actions[FATAL_SIGNAL_COUNT];
// 1 where our handler is installed for fatal_signals[index].
static int handled[FATAL_SIGNAL_COUNT];
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
            handled[index] = 0;
            if (index >= CRASH_SIGNAL_COUNT) {
                struct sigaction current;
                if (sigaction(fatal_signals[index], NULL, &current) != 0) continue;
                int is_default = !(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_DFL;
                if (!is_default) continue;
            }
            if (sigaction(fatal_signals[index], &action, &previous_actions[index]) != 0) {
                int error = errno;
                for (size_t undo = 0; undo < index; undo++) {
                    if (handled[undo]) sigaction(fatal_signals[undo], &previous_actions[undo], NULL);
                    handled[undo] = 0;
                }
                errno = error;
                return -1;
            }
            handled[index] = 1;
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
            if (handled[index]) sigaction(fatal_signals[index], &previous_actions[index], NULL);
            handled[index] = 0;
        }
    }
}

int eureka_terminal_restore_is_armed(void) {
    return __atomic_load_n(&armed, __ATOMIC_ACQUIRE);
}
