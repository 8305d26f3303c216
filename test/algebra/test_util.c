/* Shared helpers of the algebra unit tests (see test_util.h). */
#include "test_util.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

CuteArena *tuArena;
TuTally tuTally;

void tuInit(void) {
  tuArena = cuteArenaCreate();
  if (!tuArena) {
    fprintf(stderr, "out of memory creating the arena\n");
    exit(2);
  }
}

int tuFinish(const char *name) {
  printf("%s: %ld passed, %ld failed\n", name, tuTally.passed, tuTally.failed);
  cuteArenaDestroy(tuArena);
  tuArena = NULL;
  return tuTally.failed ? 1 : 0;
}

bool tuCheck(bool ok, const char *file, int line, const char *fmt, ...) {
  if (ok) {
    tuTally.passed++;
    return true;
  }
  tuTally.failed++;
  fprintf(stderr, "%s:%d: FAIL: ", file, line);
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  return false;
}

static void parseFailed(const char *kind, const char *s, const CuteError *e) {
  tuCheck(false, __FILE__, __LINE__, "cannot parse %s '%s': %s", kind, s,
          e->message);
}

CuteLayout tuL(const char *s) {
  CuteLayout l;
  CuteError e = {0};
  if (cuteParseLayout(tuArena, s, strlen(s), &l, &e) == CUTE_OK)
    return l;
  parseFailed("layout", s, &e);
  cuteParseLayout(tuArena, "1:0", 3, &l, NULL);
  return l;
}

const CuteNode *tuN(const char *s) {
  const CuteNode *n;
  CuteError e = {0};
  if (cuteParseIntTuple(tuArena, s, strlen(s), &n, &e) == CUTE_OK)
    return n;
  parseFailed("int tuple", s, &e);
  return cuteIntGet(tuArena, 1);
}

const CuteNode *tuT(const char *s) {
  const CuteNode *n;
  CuteError e = {0};
  if (cuteParseTile(tuArena, s, strlen(s), &n, &e) == CUTE_OK)
    return n;
  parseFailed("tile", s, &e);
  cuteParseTile(tuArena, "[1:0]", 5, &n, NULL);
  return n;
}

CuteValue tuV(const char *s) {
  CuteValue v;
  CuteError e = {0};
  if (cuteParseValue(tuArena, s, strlen(s), &v, &e) == CUTE_OK)
    return v;
  parseFailed("value", s, &e);
  return cuteValueFromNode(cuteIntGet(tuArena, 1));
}

static bool nodeEq(const CuteNode *x, const CuteNode *y) {
  if (!x || !y)
    return x == y;
  return cuteNodeEqual(x, y);
}

bool tuLayoutEqual(CuteLayout x, CuteLayout y) {
  return nodeEq(x.shape, y.shape) && nodeEq(x.stride, y.stride);
}

static bool swizzleEq(CuteSwizzle x, CuteSwizzle y) {
  return x.bits == y.bits && x.base == y.base && x.shift == y.shift;
}

static bool composedEq(const CuteComposed *x, const CuteComposed *y) {
  if (x->innerIsSwizzle != y->innerIsSwizzle)
    return false;
  if (x->innerIsSwizzle ? !swizzleEq(x->swizzle, y->swizzle)
                        : !tuLayoutEqual(x->inner, y->inner))
    return false;
  return nodeEq(x->offset, y->offset) && tuLayoutEqual(x->outer, y->outer);
}

bool tuValueEqual(CuteValue x, CuteValue y) {
  if (x.kind != y.kind)
    return false;
  switch (x.kind) {
  case CUTE_VAL_INT_TUPLE:
  case CUTE_VAL_TILE:
    return nodeEq(x.node, y.node);
  case CUTE_VAL_LAYOUT:
    return tuLayoutEqual(x.layout, y.layout);
  case CUTE_VAL_SWIZZLE:
    return swizzleEq(x.swizzle, y.swizzle);
  case CUTE_VAL_COMPOSED:
    return composedEq(&x.composed, &y.composed);
  }
  return false;
}

const char *tuStr(CuteValue v, char *buf) {
  size_t n = cutePrintValue(v, buf, TU_BUF);
  if (n >= TU_BUF)
    strcpy(buf, "<too long>");
  return buf;
}

const char *tuStrL(CuteLayout l, char *buf) {
  return tuStr(cuteValueFromLayout(l), buf);
}

const char *tuStrN(const CuteNode *n, char *buf) {
  return tuStr(cuteValueFromNode(n), buf);
}

void tuExpectValue(const char *file, int line, const char *what, CuteStatus st,
                   CuteValue got, const CuteError *err, const char *want) {
  char buf[TU_BUF];
  if (strcmp(want, "ERROR") == 0) {
    tuCheck(st != CUTE_OK, file, line, "%s: want ERROR, got %s", what,
            st == CUTE_OK ? tuStr(got, buf) : "");
    return;
  }
  if (st != CUTE_OK) {
    tuCheck(false, file, line, "%s: want %s, got ERROR: %s", what, want,
            err ? err->message : ""); /* the reason is enough here */
    return;
  }
  tuStr(got, buf);
  tuCheck(strcmp(buf, want) == 0, file, line, "%s: want %s, got %s", what, want,
          buf);
}

void tuExpectError(const char *file, int line, const char *what, CuteStatus st,
                   const CuteError *err, const char *op, const char *quote) {
  if (!tuCheck(st != CUTE_OK, file, line, "%s: want an error", what))
    return;
  tuCheck(op == NULL || strcmp(err->op, op) == 0, file, line,
          "%s: error op is '%s', want '%s'", what, err->op, op);
  char msg[CUTE_ERROR_TEXT_CAP];
  cuteErrorFormat(err, NULL, msg, sizeof msg);
  tuCheck(quote == NULL || strstr(msg, quote) != NULL, file, line,
          "%s: message '%s' does not quote '%s'", what, msg, quote);
}

CuteStatus tuEvalToString(const char *op, unsigned nargs,
                          const char *const *args, char *out, CuteError *err) {
  CuteValue v;
  CuteStatus st = cuteEvalOp(tuArena, op, nargs, args, &v, err);
  if (st != CUTE_OK) {
    char msg[CUTE_ERROR_TEXT_CAP];
    cuteErrorFormat(err, NULL, msg, sizeof msg);
    snprintf(out, TU_BUF, "ERROR: %s", msg);
  } else
    tuStr(v, out);
  return st;
}

bool tuEvalInt(CuteLayout l, int64_t i, int64_t *out) {
  const CuteNode *r;
  const CuteNode *idx = cuteIntGet(tuArena, i);
  if (!idx || cuteLayoutEval(tuArena, l, idx, &r, NULL) != CUTE_OK ||
      r->kind != CUTE_NODE_INT)
    return false;
  *out = r->value;
  return true;
}
