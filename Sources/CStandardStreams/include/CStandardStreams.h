#ifndef C_STANDARD_STREAMS_H
#define C_STANDARD_STREAMS_H

/// Which of standard input (bit 0), output (bit 1) and error (bit 2) were closed when the
/// process started. A constructor that runs before Swift's main (and before libdispatch opens
/// its own descriptors) fills each closed slot with /dev/null, opened so that using it fails
/// (input write-only, outputs read-only): a descriptor the program opens later, such as
/// /dev/tty or an eventfd, can then never be mistaken for a standard stream.
int eureka_closed_standard_streams(void);

#endif
