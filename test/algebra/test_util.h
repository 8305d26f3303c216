/* Helpers shared by the algebra's C unit tests: parsing shorthands, value
 * equality, printing into fixed buffers and a pass/fail tally. Tests are
 * plain programs (no framework) so ctest and sanitizers see them directly. */
#ifndef CUTE_TEST_UTIL_H
#define CUTE_TEST_UTIL_H

#include "cute-c/Algebra.h"

#include <stdbool.h>
#include <stdio.h>

/* Big enough for every value the tests build; longer prints count as a
 * failure rather than being silently truncated. */
#define TU_BUF 4096

typedef struct TuTally {
  long passed, failed;
} TuTally;

/* One arena and tally per test program; tests are single-threaded. */
extern CuteArena *tuArena;
extern TuTally tuTally;

void tuInit(void);
/* Prints "N passed, M failed" and returns the process exit status. */
int tuFinish(const char *name);

/* Records one check; prints the location and message on failure. */
bool tuCheck(bool ok, const char *file, int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
#define TU_CHECK(cond, ...) tuCheck((cond), __FILE__, __LINE__, __VA_ARGS__)

/* Parse shorthands: on a parse error they record a failure and return a
 * harmless value (`1:0`, `1`, `[1:0]`) so the test goes on. */
CuteLayout tuL(const char *s);
const CuteNode *tuN(const char *s);
const CuteNode *tuT(const char *s);
CuteValue tuV(const char *s);

/* Structural equality of two values of any kind. */
bool tuValueEqual(CuteValue x, CuteValue y);
bool tuLayoutEqual(CuteLayout x, CuteLayout y);

/* Canonical text into buf (TU_BUF bytes); "<too long>" past it. */
const char *tuStr(CuteValue v, char *buf);
const char *tuStrL(CuteLayout l, char *buf);
const char *tuStrN(const CuteNode *n, char *buf);

/* Checks a call's outcome against the expected canonical text, or against
 * failure when want is "ERROR". `what` names the call in messages. */
void tuExpectValue(const char *file, int line, const char *what,
                   CuteStatus st, CuteValue got, const CuteError *err,
                   const char *want);
/* Checks a failure: status, error op name, and that the message quotes
 * `quote` (NULL to skip). */
void tuExpectError(const char *file, int line, const char *what,
                   CuteStatus st, const CuteError *err, const char *op,
                   const char *quote);

/* l(i) for an integer index i; false on error or a non-integer result. */
bool tuEvalInt(CuteLayout l, int64_t i, int64_t *out);

/* Evaluates an op by name on string args; writes the canonical result or
 * "ERROR: msg" into out (TU_BUF bytes). */
CuteStatus tuEvalToString(const char *op, unsigned nargs,
                          const char *const *args, char *out, CuteError *err);

#endif
