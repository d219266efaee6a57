// Line mode's signals: Ctrl-C as a cancel, and a secret answer's hidden echo put back whatever
// ends the process. Handlers only do async-signal-safe work: reading this file's static
// storage (filled in before installing), write(2), tcsetattr(3), sigaction(2), raise(3) and
// _exit(2). Swift cannot hold these globals without unsafe shared state, hence C.
#include "LineModeSignals.h"
#include "SignalHandlerSupport.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static const int ending_signals[] = { SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
#define ENDING_SIGNAL_COUNT (sizeof ending_signals / sizeof ending_signals[0])

static int interrupt_fd = -1;
static char interrupt_message[256];
static size_t interrupt_length;
static struct sigaction previous_interrupt;
static int interrupt_installed;

static int secret_fd = -1;
// Written when typing is hidden again after a stop; the fd is -1 when there is none.
static int reminder_fd = -1;
static char reminder_text[256];
static size_t reminder_length;
static struct termios secret_saved;
static struct termios secret_hiding;
static struct sigaction previous_ending[ENDING_SIGNAL_COUNT];
// Which of `ending_signals` have our handler (one ignored by the parent keeps being ignored).
static int ending_installed[ENDING_SIGNAL_COUNT];
static struct sigaction previous_stop;
static int stop_installed;
// 1 while the echo is hidden and `secret_saved` holds the mode to put back.
static int secret_hidden;
// Counts the secret reads ended: a stop handler continued after the read it interrupted has
// ended must not hide typing again, nor stay installed.
static unsigned secret_generation;

static void put_echo_back(void) {
    if (__atomic_exchange_n(&secret_hidden, 0, __ATOMIC_ACQ_REL)) tcsetattr(secret_fd, TCSANOW, &secret_saved);
}

static void handle_stop(int signal_number);

static void install_stop_handler(void) {
    // SIGTSTP unblocked in its own handler, so raising it there stops the process at once.
    struct sigaction action = eureka_handler_action(handle_stop, SA_NODEFER);
    sigaction(SIGTSTP, &action, NULL);
}

// Ctrl-Z at a secret prompt: the shell gets its echo back while the process is stopped, and the
// typing is hidden again once it continues (`fg`).
static void handle_stop(int signal_number) {
    int saved_errno = errno;
    unsigned generation = __atomic_load_n(&secret_generation, __ATOMIC_ACQUIRE);
    int was_hidden = __atomic_load_n(&secret_hidden, __ATOMIC_ACQUIRE);
    put_echo_back();
    eureka_take_default_action(signal_number);
    // Continued: hide typing again, unless the read ended meanwhile (its restore has put the
    // previous action back, or is about to).
    if (__atomic_load_n(&secret_generation, __ATOMIC_ACQUIRE) != generation) {
        errno = saved_errno;
        return;
    }
    install_stop_handler();
    if (was_hidden && tcsetattr(secret_fd, TCSANOW, &secret_hiding) == 0) {
        __atomic_store_n(&secret_hidden, 1, __ATOMIC_RELEASE);
        int fd = __atomic_load_n(&reminder_fd, __ATOMIC_ACQUIRE);
        if (fd >= 0) eureka_signal_safe_write(fd, (const unsigned char *)reminder_text, reminder_length);
    }
    errno = saved_errno;
}

static void handle_interrupt(int signal_number) {
    (void)signal_number;
    put_echo_back();
    eureka_signal_safe_write(interrupt_fd, (const unsigned char *)interrupt_message, interrupt_length);
    _exit(1);
}

void eureka_line_mode_handle_ending_signal(int signal_number, siginfo_t *info, void *context) {
    int saved_errno = errno;
    int was_hidden = __atomic_load_n(&secret_hidden, __ATOMIC_ACQUIRE);
    put_echo_back();
    // On to whatever handled the signal before (Swift's backtracer writes its crash report).
    for (size_t index = 0; index < ENDING_SIGNAL_COUNT; index++) {
        if (ending_signals[index] != signal_number) continue;
        // Still alive: the app's own SIGTERM handler chose to carry on, and so does the
        // secret read, whose typing must stay hidden.
        if (eureka_pass_signal_on(signal_number, info, context, &previous_ending[index]) && was_hidden
            && tcsetattr(secret_fd, TCSANOW, &secret_hiding) == 0)
        {
            __atomic_store_n(&secret_hidden, 1, __ATOMIC_RELEASE);
        }
    }
    errno = saved_errno;
}

int eureka_line_mode_interrupt_install(int message_fd, const char *message) {
    if (message == NULL) {
        errno = EINVAL;
        return -1;
    }
    if (__atomic_load_n(&interrupt_installed, __ATOMIC_ACQUIRE)) return 0;
    interrupt_fd = message_fd;
    interrupt_length = strnlen(message, sizeof interrupt_message - 1);
    memcpy(interrupt_message, message, interrupt_length);
    struct sigaction action = eureka_handler_action(handle_interrupt, 0);
    // A SIGINT ignored by whoever started the process (a background job, nohup) stays ignored.
    struct sigaction current;
    if (sigaction(SIGINT, NULL, &current) != 0) return -1;
    if (current.sa_handler == SIG_IGN) return 0;
    if (sigaction(SIGINT, &action, &previous_interrupt) != 0) return -1;
    __atomic_store_n(&interrupt_installed, 1, __ATOMIC_RELEASE);
    return 0;
}

void eureka_line_mode_interrupt_remove(void) {
    if (__atomic_exchange_n(&interrupt_installed, 0, __ATOMIC_ACQ_REL)) sigaction(SIGINT, &previous_interrupt, NULL);
}

void eureka_secret_set_reminder(int fd, const char *text) {
    // Quiet while the text changes, so a stop handler never writes half of an update.
    __atomic_store_n(&reminder_fd, -1, __ATOMIC_RELEASE);
    if (fd < 0 || text == NULL) return;
    reminder_length = strnlen(text, sizeof reminder_text - 1);
    memcpy(reminder_text, text, reminder_length);
    __atomic_store_n(&reminder_fd, fd, __ATOMIC_RELEASE);
}

int eureka_secret_echo_off(int fd) {
    if (__atomic_load_n(&secret_hidden, __ATOMIC_ACQUIRE)) return 0;
    struct termios mode;
    if (tcgetattr(fd, &mode) != 0) return -1;
    secret_fd = fd;
    secret_saved = mode;
    secret_hiding = mode;
    secret_hiding.c_lflag &= ~(tcflag_t)ECHO;
    secret_hiding.c_lflag |= ECHONL;
    struct sigaction action = eureka_info_handler_action(eureka_line_mode_handle_ending_signal, SA_ONSTACK);
    for (size_t index = 0; index < ENDING_SIGNAL_COUNT; index++) {
        struct sigaction current;
        ending_installed[index] = 0;
        if (sigaction(ending_signals[index], NULL, &current) != 0 || current.sa_handler == SIG_IGN) continue;
        if (sigaction(ending_signals[index], &action, &previous_ending[index]) == 0) ending_installed[index] = 1;
    }
    struct sigaction current_stop;
    stop_installed = 0;
    if (sigaction(SIGTSTP, NULL, &current_stop) == 0 && current_stop.sa_handler != SIG_IGN) {
        previous_stop = current_stop;
        install_stop_handler();
        stop_installed = 1;
    }
    __atomic_store_n(&secret_hidden, 1, __ATOMIC_RELEASE);
    if (tcsetattr(fd, TCSANOW, &secret_hiding) != 0) {
        int error = errno;
        eureka_secret_echo_restore();
        errno = error;
        return -1;
    }
    return 0;
}

void eureka_secret_echo_restore(void) {
    __atomic_add_fetch(&secret_generation, 1, __ATOMIC_ACQ_REL);
    int was_hidden = __atomic_load_n(&secret_hidden, __ATOMIC_ACQUIRE);
    put_echo_back();
    if (!was_hidden && secret_fd < 0) return;
    for (size_t index = 0; index < ENDING_SIGNAL_COUNT; index++) {
        if (ending_installed[index]) sigaction(ending_signals[index], &previous_ending[index], NULL);
        ending_installed[index] = 0;
    }
    if (stop_installed) sigaction(SIGTSTP, &previous_stop, NULL);
    stop_installed = 0;
    secret_fd = -1;
}
