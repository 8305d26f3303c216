/* Reading the expected-* comments of the input, with mlir-opt's rules:
 *   expected-(error|note|remark|warning)(-re)? *(@(+N|-N|above|below|
 *   unknown))? *{{message}} at the end of a line. `@below` designates the
 * next line that holds no designator, `@above` the last such line before.
 * Messages match as substrings; with -re, `{{...}}` parts inside them are
 * POSIX extended regexes and the rest is literal. */
#include "expect.h"

#include "array_grow.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char kPattern[] =
    "expected-(error|note|remark|warning)(-re)? *"
    "(@([+-][0-9]+|above|below|unknown))? *\\{\\{(.*)\\}\\}$";

static void reportAt(OptExpectations *e, const OptExpected *x,
                     const char *msg) {
  optPrintAt(e->src, x->atLine, x->atCol, (unsigned)x->msgLen, "error", msg,
             strlen(msg));
  e->failed = true;
}

/* Appends `s` to `out` with every ERE special character escaped. */
static size_t escapeInto(char *out, const char *s, size_t n) {
  size_t k = 0;
  for (size_t i = 0; i < n; ++i) {
    if (strchr("()^$|*+?.[]\\{}", s[i]))
      out[k++] = '\\';
    out[k++] = s[i];
  }
  return k;
}

/* Literal text plus (regex) groups; NULL message and a report on error. */
static char *buildRegex(OptExpectations *e, const OptExpected *x) {
  char *out = malloc(x->msgLen * 2 + 1);
  const char *s = x->msg, *end = x->msg + x->msgLen;
  size_t k = 0;
  while (out && s < end) {
    const char *open = strstr(s, "{{");
    if (!open || open >= end) {
      k += escapeInto(out + k, s, (size_t)(end - s));
      break;
    }
    k += escapeInto(out + k, s, (size_t)(open - s));
    const char *close = strstr(open + 2, "}}");
    if (!close || close + 2 > end) {
      reportAt(e, x, "found start of regex with no end '}}'");
      free(out);
      return NULL;
    }
    out[k++] = '(';
    memcpy(out + k, open + 2, (size_t)(close - open - 2));
    k += (size_t)(close - open - 2);
    out[k++] = ')';
    s = close + 2;
  }
  if (out)
    out[k] = '\0';
  return out;
}

static bool compileRegex(OptExpectations *e, OptExpected *x) {
  char *text = buildRegex(e, x);
  if (!text)
    return false;
  x->re = malloc(sizeof *x->re);
  int rc = x->re ? regcomp(x->re, text, REG_EXTENDED | REG_NOSUB) : 1;
  free(text);
  if (rc == 0)
    return true;
  char why[200] = "out of memory", msg[240];
  if (x->re)
    regerror(rc, x->re, why, sizeof why);
  free(x->re);
  x->re = NULL;
  snprintf(msg, sizeof msg, "invalid regex: %s", why);
  reportAt(e, x, msg);
  return false;
}

static OptExpected *push(OptExpectations *e) {
  OptExpected *g =
      cuteArrayGrow(e->items, &e->cap, (size_t)e->count + 1, sizeof *g, 16);
  if (!g)
    return NULL;
  e->items = g;
  e->items[e->count] = (OptExpected){0};
  return &e->items[e->count++];
}

typedef struct LineState {
  unsigned lastPlain; /* last line (0-based) without a designator */
  int *below;         /* indices waiting for the next plain line */
  int numBelow;
} LineState;

/* Fills x's target line from the `@...` part `at` (length n). */
static void designate(OptExpectations *e, OptExpected *x, const char *at,
                      size_t n, LineState *st) {
  if (n == 0)
    return;
  if (at[1] == '+' || at[1] == '-') {
    long off = strtol(at + 2, NULL, 0);
    x->line = at[1] == '+' ? x->line + (unsigned)off : x->line - (unsigned)off;
  } else if (at[1] == 'u') {
    x->unknownLoc = true;
  } else if (at[1] == 'b') {
    st->below[st->numBelow++] = (int)(x - e->items);
  } else {
    x->line = st->lastPlain + 1;
  }
}

/* One line (0-based number `no`); returns false on allocation failure. */
static bool scanLine(OptExpectations *e, regex_t *pat, const char *line,
                     size_t len, unsigned no, LineState *st) {
  char *copy = malloc(len + 1);
  if (!copy)
    return false;
  while (len && strchr(" \t\r\v\f", line[len - 1]))
    --len;
  memcpy(copy, line, len);
  copy[len] = '\0';
  regmatch_t m[6];
  if (regexec(pat, copy, 6, m, 0) != 0) {
    for (int i = 0; i < st->numBelow; ++i)
      e->items[st->below[i]].line = no + 1;
    st->numBelow = 0;
    st->lastPlain = no;
    free(copy);
    return true;
  }
  OptExpected *x = push(e);
  if (x) {
    const char *k = copy + m[1].rm_so;
    x->kind = k[0] == 'e' ? "error" : k[0] == 'n' ? "note"
            : k[0] == 'r' ? "remark" : "warning";
    x->line = x->atLine = no + 1;
    x->atCol = (unsigned)m[0].rm_so + 1;
    x->msg = line + m[5].rm_so;
    x->msgLen = (size_t)(m[5].rm_eo - m[5].rm_so);
    if (m[2].rm_so >= 0 && m[2].rm_eo > m[2].rm_so && !compileRegex(e, x))
      e->count--; /* reported; mlir-opt drops it too */
    else
      designate(e, x, copy + m[3].rm_so,
                m[3].rm_so < 0 ? 0 : (size_t)(m[3].rm_eo - m[3].rm_so), st);
  }
  free(copy);
  return x != NULL;
}

OptExpectations *optExpectationsCreate(const OptSource *src,
                                       OptVerifyMode mode) {
  OptExpectations *e = calloc(1, sizeof *e);
  regex_t pat;
  if (!e || regcomp(&pat, kPattern, REG_EXTENDED) != 0) {
    free(e);
    return NULL;
  }
  e->src = src;
  e->mode = mode;
  LineState st = {0, malloc(sizeof(int) * (src->len + 1)), 0};
  const char *p = src->text, *end = src->text + src->len;
  bool ok = st.below != NULL;
  for (unsigned no = 0; ok && p <= end; ++no) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *stop = nl ? nl : end;
    ok = scanLine(e, &pat, p, (size_t)(stop - p), no, &st);
    p = stop + 1;
  }
  free(st.below);
  regfree(&pat);
  if (!ok) {
    e->failed = true;
    fputs("cute-opt: out of memory reading expected-* comments\n", stderr);
  }
  return e;
}
