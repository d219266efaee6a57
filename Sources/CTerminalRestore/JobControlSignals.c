#define _GNU_SOURCE
#include "JobControlSignals.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
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
    struct sigaction action = {0};
    action.sa_handler = note_signal;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
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

int eureka_job_signals_stop_unless_continued(void) {
    if (atomic_load(&last_continue) > atomic_load(&last_stop)) return 0;
    kill(getpid(), SIGSTOP);
    return 1;
}
