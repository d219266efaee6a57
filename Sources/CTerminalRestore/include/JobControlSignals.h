#ifndef C_JOB_CONTROL_SIGNALS_H
#define C_JOB_CONTROL_SIGNALS_H

/// SIGTSTP and SIGCONT caught by handlers of their own, which note the order the kernel
/// delivered them in and pass each on through a pipe. Dispatch signal sources cannot be used
/// for these two: they hand signals on through a queue, which may deliver a SIGCONT before the
/// SIGTSTP it followed and, either way, leaves no means to tell whether a continue came after
/// a stop that is about to be carried out.

/// Installs the handlers and returns the read end of a non-blocking, close-on-exec pipe on
/// which each SIGTSTP arrives as 'T' and each SIGCONT as 'C', in the order delivered; -1 with
/// errno set on failure, or when they are installed already.
int eureka_job_signals_open(void);

/// Puts both signals' default actions back and closes the pipe's write end (the caller
/// closes the read end).
void eureka_job_signals_close(void);

/// Stops the process (SIGSTOP) unless a SIGCONT was delivered after the last SIGTSTP, or has
/// been sent and waits for its handler: a `kill -TSTP` followed at once by `kill -CONT` leaves
/// it running. Call it from a thread that blocks SIGCONT. Returns 1 when it stopped (and has
/// been continued since), 0 when a continue had overtaken the stop.
int eureka_job_signals_stop_unless_continued(void);

#endif
