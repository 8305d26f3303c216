/* --verify-diagnostics: matching emitted diagnostics against the expected-*
 * records and reporting, in mlir-opt's words, what did not match:
 *   unexpected error: <message>                     (at the diagnostic)
 *   'warning' diagnostic emitted when expecting a 'error'  (at the comment)
 *   expected error "<message>" was not produced     (at the comment)
 * One set of records serves every chunk: line numbers are whole-input. */
#include "expect.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool matchText(const OptExpected *x, const char *msg, size_t len) {
  if (x->re) {
    char *copy = malloc(len + 1);
    if (!copy)
      return false;
    memcpy(copy, msg, len);
    copy[len] = '\0';
    bool ok = regexec(x->re, copy, 0, NULL, 0) == 0;
    free(copy);
    return ok;
  }
  if (x->msgLen == 0)
    return true;
  for (size_t i = 0; i + x->msgLen <= len; ++i)
    if (!memcmp(msg + i, x->msg, x->msgLen))
      return true;
  return false;
}

static void reportUnexpected(OptExpectations *e, MlirLocation loc,
                             const char *kind, const char *msg, size_t len) {
  MlirStringRef file;
  unsigned line, col;
  char *text = malloc(len + 32);
  if (!text)
    return;
  int n = snprintf(text, len + 32, "unexpected %s: %.*s", kind, (int)len, msg);
  if (!optFindFileLineCol(loc, &file, &line, &col))
    fprintf(stderr, "<unknown>:0: error: %s\n", text);
  else if (optIsSourceFile(e->src, file))
    optPrintAt(e->src, line, col, 1, "error", text, (size_t)n);
  else
    fprintf(stderr, "%.*s:%u:%u: error: %s\n", (int)file.length, file.data,
            line, col, text);
  free(text);
}

void optExpectationsProcess(OptExpectations *e, MlirLocation loc,
                            const char *kind, const char *msg,
                            size_t len) {
  MlirStringRef file;
  unsigned line = 0, col = 0;
  bool placed = optFindFileLineCol(loc, &file, &line, &col);
  bool ours = placed && optIsSourceFile(e->src, file);
  OptExpected *nearMiss = NULL;
  for (int i = 0; i < e->count && (ours || !placed); ++i) {
    OptExpected *x = &e->items[i];
    if (x->unknownLoc != !placed || (placed && x->line != line) ||
        !matchText(x, msg, len))
      continue;
    if (strcmp(x->kind, kind) == 0) {
      x->matched = true;
      return;
    }
    nearMiss = x;
  }
  if (e->mode == OptVerifyOnlyExpected)
    return;
  e->failed = true;
  if (!nearMiss) {
    reportUnexpected(e, loc, kind, msg, len);
    return;
  }
  char text[96];
  int n = snprintf(text, sizeof text,
                   "'%s' diagnostic emitted when expecting a '%s'", kind,
                   nearMiss->kind);
  optPrintAt(e->src, nearMiss->atLine, nearMiss->atCol, 1, "error", text,
             (size_t)n);
}

int optExpectationsFinish(OptExpectations *e) {
  if (!e)
    return 1;
  for (int i = 0; i < e->count; ++i) {
    OptExpected *x = &e->items[i];
    if (!x->matched) {
      char *text = malloc(x->msgLen + 64);
      int n = text ? snprintf(text, x->msgLen + 64,
                              "expected %s \"%.*s\" was not produced",
                              x->kind, (int)x->msgLen, x->msg)
                   : 0;
      if (text)
        optPrintAt(e->src, x->atLine, x->atCol, (unsigned)x->msgLen,
                   "error", text, (size_t)n);
      free(text);
      e->failed = true;
    }
    if (x->re)
      regfree(x->re);
    free(x->re);
  }
  int rc = e->failed ? 1 : 0;
  free(e->items);
  free(e);
  return rc;
}
