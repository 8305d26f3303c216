/* The cursor over a cute_nvgpu atom type's parameters (internal.h),
 * shared by type_atom.c and type_tma.c. */
#include "internal.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* How much of the parameters an error quotes. */
enum { kQuoted = 200 };

CuteStatus cuteParamBad(CuteParamCursor *c, const char *fmt, ...) {
  char why[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, sizeof why, fmt, ap);
  va_end(ap);
  int n = (int)(c->allLen > kQuoted ? kQuoted : c->allLen);
  return cuteErrorSet(c->err, NULL, -1, "!cute_nvgpu.%s<%.*s%s>: %s", c->name,
                      n, c->all, c->allLen > kQuoted ? "..." : "", why);
}

static void skipSpaces(CuteParamCursor *c) {
  while (c->s < c->end && *c->s == ' ')
    ++c->s;
}

bool cuteParamLit(CuteParamCursor *c, const char *l) {
  skipSpaces(c);
  size_t n = strlen(l);
  if ((size_t)(c->end - c->s) < n || memcmp(c->s, l, n))
    return false;
  c->s += n;
  return true;
}

CuteStatus cuteParamExpect(CuteParamCursor *c, const char *l,
                           const char *where) {
  if (cuteParamLit(c, l))
    return CUTE_OK;
  return cuteParamBad(c, "expected '%s' %s", l, where);
}

size_t cuteParamWord(CuteParamCursor *c, const char **w) {
  skipSpaces(c);
  *w = c->s;
  while (c->s < c->end && (isalnum((unsigned char)*c->s) || *c->s == '_'))
    ++c->s;
  return (size_t)(c->s - *w);
}

bool cuteParamWordIs(const char *w, size_t n, const char *l) {
  return strlen(l) == n && !memcmp(w, l, n);
}

CuteStatus cuteParamKey(CuteParamCursor *c, const char *k) {
  const char *w;
  size_t n = cuteParamWord(c, &w);
  if (!cuteParamWordIs(w, n, k))
    return cuteParamBad(c, "expected the parameter %s, got '%.*s'", k, (int)n,
                        w);
  return cuteParamLit(c, "=") ? CUTE_OK
                              : cuteParamBad(c, "expected '=' after %s", k);
}

CuteStatus cuteParamNumber(CuteParamCursor *c, const char *param, bool positive,
                           unsigned *out) {
  const char *w;
  size_t n = cuteParamWord(c, &w);
  bool ok = n > 0 && n <= 9;
  unsigned v = 0;
  for (size_t i = 0; ok && i < n; ++i) {
    ok = isdigit((unsigned char)w[i]);
    v = 10 * v + (unsigned)(w[i] - '0');
  }
  if (!ok || (positive && v == 0))
    return cuteParamBad(c, "%s must be a %snumber, got '%.*s'", param,
                        positive ? "positive " : "", (int)n, w);
  *out = v;
  return CUTE_OK;
}
