/* Tiny check macros for the runtime tests: a failed check prints where
 * and what, and the test exits non-zero at the end (rtTestResult). */
#ifndef CUTE_RT_TEST_H
#define CUTE_RT_TEST_H

#include <stdio.h>
#include <string.h>

static int rtTestFailures;

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      rtTestFailures++;                                                        \
    }                                                                          \
  } while (0)

/* A call that must succeed; shows the error message when it does not. */
#define CHECK_OK(call, err)                                                    \
  do {                                                                         \
    if ((call) != CUTE_RT_OK) {                                                \
      fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call,     \
              (err).message);                                                  \
      rtTestFailures++;                                                        \
    }                                                                          \
  } while (0)

/* A call that must fail with `status` and exactly the message `msg`. */
#define CHECK_FAIL(call, err, status, msg)                                     \
  do {                                                                         \
    int st_ = (call);                                                          \
    if (st_ != (status) || strcmp((err).message, (msg)) != 0) {                \
      fprintf(stderr,                                                          \
              "%s:%d: %s\n  status %d, expected %d\n  got:      %s\n"          \
              "  expected: %s\n",                                              \
              __FILE__, __LINE__, #call, st_, (int)(status), (err).message,    \
              (msg));                                                          \
      rtTestFailures++;                                                        \
    }                                                                          \
  } while (0)

static int rtTestResult(const char *name) {
  if (rtTestFailures) {
    fprintf(stderr, "%s: %d check(s) failed\n", name, rtTestFailures);
    return 1;
  }
  printf("%s: all checks passed\n", name);
  return 0;
}

#endif /* CUTE_RT_TEST_H */
