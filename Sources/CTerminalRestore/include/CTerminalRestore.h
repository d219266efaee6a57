#ifndef C_TERMINAL_RESTORE_H
#define C_TERMINAL_RESTORE_H

#include <stddef.h>
#include <termios.h>

#include "JobControlSignals.h"
#include "LineModeSignals.h"

/// The most bytes the crash handler can write before restoring the mode.
#define EUREKA_TERMINAL_RESTORE_CAPACITY 256

/// Arms the last-resort terminal restore. Until disarmed, a fatal signal (SIGSEGV, SIGBUS,
/// SIGILL, SIGTRAP, SIGABRT, SIGQUIT, SIGFPE), and any other signal whose default action ends
/// the process while that action is in place (SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
/// SIGXCPU, SIGXFSZ, SIGSYS, SIGIO, SIGSTKFLT, SIGPWR), first writes `bytes` to `fd` and puts
/// `saved` back with tcsetattr, then goes on to the previous handler or takes its default
/// action (the handler resets the signal to SIG_DFL and raises it again). Everything is
/// copied. Arming again replaces the copy.
/// Returns 0, or -1 with errno set (EINVAL when `length` exceeds the capacity).
int eureka_terminal_restore_arm(int fd, const struct termios *saved, const unsigned char *bytes, size_t length);

/// Disarms the restore and puts back the signal dispositions that were in place when it was
/// first armed. Does nothing when not armed.
void eureka_terminal_restore_disarm(void);

/// 1 while armed, 0 otherwise.
int eureka_terminal_restore_is_armed(void);

#endif
