#define _GNU_SOURCE
#include "JobControlSignals.h"
#include "SignalHandlerSupport.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <time.h>
#include <unistd.h>

static atomic_int write_end = -1;
static atomic_ulong delivered = 0;
static atomic_ulong last_stop = 0;
static atomic_ulong last_continue = 0;

static void note_signal(int signal_number) {
    int saved_errno = errno;
    unsigned long order = atomic_fetch_add(&delivered, 1) + 1;
    if (signal_number == SIGTSTP) atomic_store(&last_stop, order);
    if (signal_number == SIGCONT) atomic_store(&last_continue, order);
    int fd = atomic_load(&write_end);
    if (fd >= 0) {
        char byte = signal_number == SIGTSTP ? 'T' : 'C';
        // A full pipe drops the byte: the reader is far behind, and one more of the same
        // signal would change nothing it does.
        (void)write(fd, &byte, 1);
    }
    errno = saved_errno;
}

int eureka_job_signals_open(void) {
    if (atomic_load(&write_end) >= 0) {
        errno = EBUSY;
        return -1;
    }
    int ends[2];
    if (pipe2(ends, O_NONBLOCK | O_CLOEXEC) != 0) return -1;
    atomic_store(&write_end, ends[1]);
    struct sigaction action = eureka_handler_action(note_signal, SA_RESTART);
    sigaddset(&action.sa_mask, SIGTSTP);
    sigaddset(&action.sa_mask, SIGCONT);
    sigaction(SIGTSTP, &action, NULL);
    sigaction(SIGCONT, &action, NULL);
    return ends[0];
}

void eureka_job_signals_close(void) {
    signal(SIGTSTP, SIG_DFL);
    signal(SIGCONT, SIG_DFL);
    int fd = atomic_exchange(&write_end, -1);
    if (fd >= 0) close(fd);
}

/// Whether a SIGCONT has been sent but its handler has not run yet: the thread that would run
/// it (the main thread, usually) may not have been scheduled. The caller blocks SIGCONT, so a
/// process-wide pending one shows here.
static int continue_is_pending(void) {
    sigset_t pending;
    sigemptyset(&pending);
    if (sigpending(&pending) != 0) return 0;
    return sigismember(&pending, SIGCONT) == 1;
}

/// Whether a continue came after the last stop: pending, then handled, then pending again. A
/// continue moves from the first state to the second, and is seen in one of them unless it
/// moves exactly between two checks.
static int continued_since_stop(void) {
    if (continue_is_pending()) return 1;
    if (atomic_load(&last_continue) > atomic_load(&last_stop)) return 1;
    return continue_is_pending();
}

int eureka_job_signals_stop_unless_continued(void) {
    if (continued_since_stop()) return 0;
    // A continue that another thread (one that does not block SIGCONT) has taken from the
    // pending set but whose handler has not yet recorded it is in neither place; on a busy
    // machine that thread may be preempted right there. Stopping now would lose the continue
    // for good (a stop discards it), so that thread gets a moment to finish first: 10 ms, not
    // felt after Ctrl-Z.
    struct timespec pause = {.tv_sec = 0, .tv_nsec = 10 * 1000 * 1000};
    nanosleep(&pause, NULL);
    if (continued_since_stop()) return 0;
    kill(getpid(), SIGSTOP);
    return 1;
}
