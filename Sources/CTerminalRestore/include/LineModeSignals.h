#ifndef C_LINE_MODE_SIGNALS_H
#define C_LINE_MODE_SIGNALS_H

/// Line mode leaves the terminal in its normal (canonical) mode, so Ctrl-C arrives as SIGINT,
/// not as a key. While installed, SIGINT cancels the form as the full-screen interface's
/// Ctrl-C does: a hidden echo is put back, `message` is written to `message_fd` and the
/// process exits with status 1 (nothing was saved). `message` is copied (at most 255 bytes).
/// A SIGINT already ignored (a background job) stays ignored. Returns 0, or -1 with errno set.
int eureka_line_mode_interrupt_install(int message_fd, const char *message);

/// Puts SIGINT's previous action back.
void eureka_line_mode_interrupt_remove(void);

/// Hides what is typed on the terminal `fd` (echo off, the final newline still shown) for a
/// secret answer. Until `eureka_secret_echo_restore`, SIGTERM, SIGHUP, SIGQUIT and fatal
/// signals put the echo back before taking their normal course, as does the SIGINT above;
/// SIGTSTP (Ctrl-Z) puts it back while the process is stopped and hides typing again when it
/// continues. Signals the parent ignored stay ignored.
/// Returns 0; -1 with errno set when `fd` is no terminal (nothing to hide) or on failure.
int eureka_secret_echo_off(int fd);

/// Text written to `fd` when typing is hidden again after a stop (Ctrl-Z, then `fg`): the
/// prompt, which the shell's lines have pushed out of sight. `fd` -1 writes nothing. `text` is
/// copied (at most 255 bytes). Set it before `eureka_secret_echo_off`.
void eureka_secret_set_reminder(int fd, const char *text);

/// Shows typing again, and puts back the signal actions `eureka_secret_echo_off` replaced.
void eureka_secret_echo_restore(void);

#endif
