#ifndef SEAMS_CTERMINALGUARD_H
#define SEAMS_CTERMINALGUARD_H

// Async-signal-safe terminal restore. Call order: save, set_restore_sequence,
// install_crash_handlers, install_exit_handlers, then start ncurses (ncurses only installs
// its own SIGINT/SIGTERM handlers when the disposition is still SIG_DFL, so ours win).

#ifdef __cplusplus
extern "C" {
#endif

/// Saves the termios of `fd` (the tty) so a crash can put it back. Returns 0, or -1 with errno.
int seams_guard_save(int fd);

/// Copies the bytes that leave the alternate screen, show the cursor and reset attributes.
/// Longer sequences are cut at 255 bytes. NULL restores the built-in default.
void seams_guard_set_restore_sequence(const char *sequence);

/// Restores termios, writes the restore sequence, resets to SIG_DFL and re-raises for
/// SIGSEGV, SIGABRT, SIGILL, SIGBUS, SIGFPE, SIGTRAP and SIGQUIT. Returns 0, or -1 with errno.
int seams_guard_install_crash_handlers(void);

/// Records SIGINT, SIGTERM and SIGHUP for `seams_guard_pending_signal` and does nothing else;
/// installed without SA_RESTART so a blocking read returns EINTR. Returns 0, or -1 with errno.
int seams_guard_install_exit_handlers(void);

/// The last exit signal received, or 0.
int seams_guard_pending_signal(void);

/// Forgets a recorded exit signal.
void seams_guard_clear_pending_signal(void);

/// Puts back the handlers that were in place before the install calls (idempotent).
void seams_guard_uninstall_handlers(void);

/// Restores the saved termios only (for the normal exit path, after endwin).
void seams_guard_restore_termios(void);

/// Restores termios and writes the restore sequence: the crash path, callable anywhere.
void seams_guard_restore_now(void);

/// Dies by `sig` with its default action (so the parent sees the real cause), falling back
/// to _exit(128 + sig) if the signal is ignored or blocked elsewhere.
void seams_guard_terminate_with_signal(int sig) __attribute__((noreturn));

#ifdef __cplusplus
}
#endif

#endif
