// Signal handlers that put the terminal back when the app dies. Everything a handler
// touches is static storage and every call it makes is async-signal-safe (POSIX.1-2017,
// signal-safety(7)): tcsetattr, write, sigaction, sigprocmask, raise.

#define _GNU_SOURCE 1
#include "CTerminalGuard.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#define SEQUENCE_CAPACITY 256
#define ALT_STACK_SIZE (64 * 1024)

static const char default_sequence[] = "\x1b[?1049l\x1b[?25h\x1b[0m";

static struct termios saved_termios;
static volatile sig_atomic_t saved_fd = -1;

// Two buffers so a handler never reads one that is half written: the writer fills the
// inactive one, then flips `active_sequence`.
static char sequences[2][SEQUENCE_CAPACITY];
static size_t sequence_lengths[2];
static volatile sig_atomic_t active_sequence = -1;  // -1: use default_sequence

static volatile sig_atomic_t pending_signal = 0;

static const int crash_signals[] = { SIGSEGV, SIGABRT, SIGILL, SIGBUS, SIGFPE, SIGTRAP, SIGQUIT };
static const int exit_signals[] = { SIGINT, SIGTERM, SIGHUP };
#define CRASH_COUNT (sizeof crash_signals / sizeof crash_signals[0])
#define EXIT_COUNT (sizeof exit_signals / sizeof exit_signals[0])

static struct sigaction previous_crash[CRASH_COUNT];
static struct sigaction previous_exit[EXIT_COUNT];
static int crash_installed = 0;
static int exit_installed = 0;

static char alt_stack[ALT_STACK_SIZE];

int seams_guard_save(int fd) {
    if (tcgetattr(fd, &saved_termios) != 0) return -1;
    saved_fd = fd;
    return 0;
}

void seams_guard_set_restore_sequence(const char *sequence) {
    if (sequence == NULL) {
        active_sequence = -1;
        return;
    }
    int next = active_sequence == 0 ? 1 : 0;
    size_t length = strlen(sequence);
    if (length >= SEQUENCE_CAPACITY) length = SEQUENCE_CAPACITY - 1;
    memcpy(sequences[next], sequence, length);
    sequences[next][length] = '\0';
    sequence_lengths[next] = length;
    active_sequence = next;
}

static void write_all(int fd, const char *bytes, size_t length) {
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

void seams_guard_restore_termios(void) {
    int fd = saved_fd;
    if (fd < 0) return;
    int saved_errno = errno;
    tcsetattr(fd, TCSANOW, &saved_termios);
    errno = saved_errno;
}

void seams_guard_restore_now(void) {
    int fd = saved_fd;
    if (fd < 0) fd = STDOUT_FILENO;
    int saved_errno = errno;
    seams_guard_restore_termios();
    int index = active_sequence;
    if (index == 0 || index == 1) {
        write_all(fd, sequences[index], sequence_lengths[index]);
    } else {
        write_all(fd, default_sequence, sizeof default_sequence - 1);
    }
    errno = saved_errno;
}

void seams_guard_terminate_with_signal(int sig) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(sig, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(sig);
    _exit(128 + sig);
}

static void crash_handler(int sig) {
    seams_guard_restore_now();
    // With SIG_DFL in place and the signal unblocked, raise() ends the process here with
    // the original cause (and a core dump where enabled).
    seams_guard_terminate_with_signal(sig);
}

static void exit_handler(int sig) {
    pending_signal = sig;
}

// A stack overflow arrives as SIGSEGV with no stack left to run a handler on. The Swift
// runtime already gives the main thread an alternate stack; add one only when missing.
static void ensure_alt_stack(void) {
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE)) return;
    stack_t fresh;
    memset(&fresh, 0, sizeof fresh);
    fresh.ss_sp = alt_stack;
    fresh.ss_size = sizeof alt_stack;
    sigaltstack(&fresh, NULL);
}

int seams_guard_install_crash_handlers(void) {
    if (crash_installed) return 0;
    ensure_alt_stack();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = crash_handler;
    sigemptyset(&action.sa_mask);
    // tcsetattr from a background process raises SIGTTOU; blocked, the call goes through.
    sigaddset(&action.sa_mask, SIGTTOU);
    action.sa_flags = SA_ONSTACK;
    for (size_t i = 0; i < CRASH_COUNT; i++) {
        if (sigaction(crash_signals[i], &action, &previous_crash[i]) != 0) {
            int saved_errno = errno;
            for (size_t j = 0; j < i; j++) sigaction(crash_signals[j], &previous_crash[j], NULL);
            errno = saved_errno;
            return -1;
        }
    }
    crash_installed = 1;
    return 0;
}

int seams_guard_install_exit_handlers(void) {
    if (exit_installed) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = exit_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: the blocking read in wget_wch must return EINTR
    for (size_t i = 0; i < EXIT_COUNT; i++) {
        if (sigaction(exit_signals[i], &action, &previous_exit[i]) != 0) {
            int saved_errno = errno;
            for (size_t j = 0; j < i; j++) sigaction(exit_signals[j], &previous_exit[j], NULL);
            errno = saved_errno;
            return -1;
        }
    }
    exit_installed = 1;
    return 0;
}

int seams_guard_pending_signal(void) {
    return pending_signal;
}

void seams_guard_clear_pending_signal(void) {
    pending_signal = 0;
}

void seams_guard_uninstall_handlers(void) {
    if (crash_installed) {
        for (size_t i = 0; i < CRASH_COUNT; i++) sigaction(crash_signals[i], &previous_crash[i], NULL);
        crash_installed = 0;
    }
    if (exit_installed) {
        for (size_t i = 0; i < EXIT_COUNT; i++) sigaction(exit_signals[i], &previous_exit[i], NULL);
        exit_installed = 0;
    }
}
