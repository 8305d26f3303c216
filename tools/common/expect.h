/* The expected-* records of --verify-diagnostics (expect_parse.c builds
 * them, expect.c matches diagnostics against them). */
#ifndef CUTE_TOOL_IO_EXPECT_H
#define CUTE_TOOL_IO_EXPECT_H

#include "tool_io.h"

#include <regex.h>

typedef struct OptExpected {
  const char *kind;    /* "error", "warning", "note", "remark" */
  unsigned line;       /* the line the diagnostic must be on */
  unsigned atLine;     /* where the comment's `expected-` is */
  unsigned atCol;
  const char *msg;     /* the text between the outer {{ }} */
  size_t msgLen;
  regex_t *re;         /* for expected-*-re, else NULL (substring) */
  bool unknownLoc;     /* @unknown: matches diagnostics without a place */
  bool matched;
} OptExpected;

struct OptExpectations {
  const OptSource *src;
  OptVerifyMode mode;
  OptExpected *items;
  int count;
  size_t cap;
  bool failed;
};

#endif
