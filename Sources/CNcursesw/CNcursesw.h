#ifndef SEAMS_CNCURSESW_H
#define SEAMS_CNCURSESW_H

// The wide-character API must be switched on before the header is read; SwiftPM drops
// these when they come from pkg-config, so they live here.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Macros Swift cannot import, as functions.
static inline attr_t seams_A_NORMAL(void) { return A_NORMAL; }
static inline attr_t seams_A_BOLD(void) { return A_BOLD; }
static inline attr_t seams_A_DIM(void) { return A_DIM; }
static inline attr_t seams_A_UNDERLINE(void) { return A_UNDERLINE; }
static inline attr_t seams_A_REVERSE(void) { return A_REVERSE; }
static inline int seams_KEY_F(int n) { return KEY_F(n); }
static inline int seams_wcwidth(wchar_t c) { return wcwidth(c); }

static inline mmask_t seams_BUTTON1_PRESSED(void) { return BUTTON1_PRESSED; }
static inline mmask_t seams_BUTTON1_RELEASED(void) { return BUTTON1_RELEASED; }
static inline mmask_t seams_BUTTON1_CLICKED(void) { return BUTTON1_CLICKED; }
static inline mmask_t seams_BUTTON4_PRESSED(void) { return BUTTON4_PRESSED; }
static inline mmask_t seams_BUTTON5_PRESSED(void) {
#ifdef BUTTON5_PRESSED
    return BUTTON5_PRESSED;
#else
    return 0;
#endif
}
static inline mmask_t seams_ALL_MOUSE_EVENTS(void) { return ALL_MOUSE_EVENTS; }

// Added for the Terminal target.
static inline attr_t seams_A_ITALIC(void) { return A_ITALIC; }

// Swift 6 rejects reading C globals it cannot prove immutable; these are set once by libc
// (stdin/stdout) or by start_color for the one screen we create (COLORS/COLOR_PAIRS).
static inline FILE *seams_stdin(void) { return stdin; }
static inline FILE *seams_stdout(void) { return stdout; }
static inline int seams_COLORS(void) { return COLORS; }
static inline int seams_COLOR_PAIRS(void) { return COLOR_PAIRS; }

// tigetstr returns (char *)-1 for "not a string capability" and NULL for "absent".
static inline const char *seams_tigetstr_sp(SCREEN *screen, const char *name) {
    char *value = tigetstr_sp(screen, name);
    return value == (char *)-1 ? NULL : value;
}

#endif
