/* The textual pass pipeline, parsed into a small tree before anything is
 * built, so that a syntax error adds nothing to a pass manager:
 *
 *   list    ::= (element (',' element)*)?
 *   element ::= name '(' list ')'         an anchor: op.name(...)
 *             | name ('{' options '}')?   a pass with its options
 *
 * Whitespace may surround elements. Options keep their text (balanced
 * braces, parentheses and quotes) for MLIR's own option parser; ours
 * (our pipelines', our passes') are `name=value` pairs that
 * cuteOptionListEach splits. */
#include "conversion.h"

#include "array_grow.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const char *text;
  size_t len, pos;
  CutePipeline *out;
  char *err;
  size_t errCap;
  bool failed;
} Parser;

static bool fail(Parser *p, size_t pos, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static bool fail(Parser *p, size_t pos, const char *fmt, ...) {
  if (p->failed)
    return false;
  p->failed = true;
  int n = snprintf(p->err, p->errCap, "column %zu: ", pos + 1);
  if (n < 0 || (size_t)n >= p->errCap)
    return false;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(p->err + n, p->errCap - (size_t)n, fmt, ap);
  va_end(ap);
  return false;
}

static int peek(const Parser *p) {
  return p->pos < p->len ? (unsigned char)p->text[p->pos] : -1;
}

static void skipSpace(Parser *p) {
  while (p->pos < p->len && isspace((unsigned char)p->text[p->pos]))
    p->pos++;
}

static bool isNameChar(int c) {
  return c >= 0 && (isalnum(c) || c == '_' || c == '-' || c == '.' ||
                    c == '$');
}

/* Describes what stands at pos, for "found ..." in messages. */
static const char *found(const Parser *p, char *buf, size_t cap) {
  if (p->pos >= p->len)
    return "the end of the pipeline";
  snprintf(buf, cap, "'%c'", p->text[p->pos]);
  return buf;
}

static int newElem(Parser *p, size_t start) {
  CutePipeline *o = p->out;
  if (o->count >= CUTE_PIPE_MAX_ELEMS)
    return fail(p, start, "more than %d pipeline elements",
                CUTE_PIPE_MAX_ELEMS), -1;
  CutePipeElem *grown =
      cuteArrayGrow(o->elems, &o->cap, (size_t)o->count + 1, sizeof *grown, 16);
  if (!grown)
    return fail(p, start, "out of memory"), -1;
  o->elems = grown;
  CutePipeElem *e = &o->elems[o->count];
  memset(e, 0, sizeof *e);
  e->column = start + 1;
  e->firstChild = e->next = -1;
  return o->count++;
}

/* Scans `{...}` starting at the '{'; nested braces, parentheses and quoted
 * strings must balance. Leaves pos after the closing '}'. */
static bool scanOptions(Parser *p, const CutePipeElem *e) {
  size_t open = p->pos;
  int depth = 0;
  char quote = 0;
  for (; p->pos < p->len; p->pos++) {
    char c = p->text[p->pos];
    if (quote) {
      if (c == quote)
        quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '{' || c == '(' || c == '[') {
      depth++;
    } else if (c == '}' || c == ')' || c == ']') {
      if (--depth == 0) {
        p->pos++;
        return true;
      }
    }
  }
  return fail(p, open, "unterminated options of '%.*s': %s",
              (int)e->name.length, e->name.data,
              quote ? "a quoted string is not closed" : "missing '}'");
}

static int parseList(Parser *p, unsigned depth);

static bool parseAnchor(Parser *p, int idx, unsigned depth) {
  size_t open = p->pos++; /* '(' */
  if (depth + 1 >= CUTE_PIPE_MAX_DEPTH)
    return fail(p, open, "anchors nested deeper than %d",
                CUTE_PIPE_MAX_DEPTH);
  p->out->elems[idx].isAnchor = true;
  int child = parseList(p, depth + 1);
  if (p->failed)
    return false;
  p->out->elems[idx].firstChild = child;
  if (peek(p) == ')') {
    p->pos++;
    return true;
  }
  char buf[8];
  const CutePipeElem *e = &p->out->elems[idx];
  if (p->pos >= p->len)
    return fail(p, open, "missing ')' to close '%.*s('",
                (int)e->name.length, e->name.data);
  return fail(p, p->pos, "expected ',' or ')' in '%.*s(...)', found %s",
              (int)e->name.length, e->name.data, found(p, buf, sizeof buf));
}

static bool checkOurOptions(Parser *p, const CutePipeElem *e) {
  if (!e->hasOptions || !cuteIsOurPass(e->name) ||
      cutePassTakesOptions(e->name)) /* checked when it is created */
    return true;
  for (size_t i = 0; i < e->options.length; ++i)
    if (!isspace((unsigned char)e->options.data[i]))
      return fail(p, e->column - 1, "'%.*s': pass %.*s takes no options",
                  (int)e->text.length, e->text.data, (int)e->name.length,
                  e->name.data);
  return true;
}

static int parseElement(Parser *p, unsigned depth) {
  size_t start = p->pos;
  while (isNameChar(peek(p)))
    p->pos++;
  char buf[8];
  if (p->pos == start)
    return fail(p, start, "expected a pass or op name, found %s",
                found(p, buf, sizeof buf)), -1;
  int idx = newElem(p, start);
  if (idx < 0)
    return -1;
  MlirStringRef name = mlirStringRefCreate(p->text + start, p->pos - start);
  p->out->elems[idx].name = p->out->elems[idx].text = name;
  if (peek(p) == '(')
    return parseAnchor(p, idx, depth) ? idx : -1;
  if (peek(p) == '{') {
    size_t open = p->pos;
    if (!scanOptions(p, &p->out->elems[idx]))
      return -1;
    CutePipeElem *e = &p->out->elems[idx];
    e->hasOptions = true;
    e->options = mlirStringRefCreate(p->text + open + 1, p->pos - open - 2);
  }
  CutePipeElem *e = &p->out->elems[idx];
  e->text = mlirStringRefCreate(p->text + start, p->pos - start);
  return checkOurOptions(p, e) ? idx : -1;
}

/* element (',' element)*, possibly empty; stops before ')' or the end. */
static int parseList(Parser *p, unsigned depth) {
  skipSpace(p);
  if (p->pos >= p->len || peek(p) == ')')
    return -1;
  int first = -1, last = -1;
  for (;;) {
    skipSpace(p);
    int idx = parseElement(p, depth);
    if (idx < 0)
      return -1;
    if (last >= 0)
      p->out->elems[last].next = idx;
    else
      first = idx;
    last = idx;
    skipSpace(p);
    if (peek(p) != ',')
      return first;
    p->pos++;
  }
}

bool cutePipelineParse(MlirStringRef text, CutePipeline *out, char *err,
                       size_t errCap) {
  memset(out, 0, sizeof *out);
  out->first = -1;
  Parser p = {text.data, text.length, 0, out, err, errCap, false};
  if (errCap)
    err[0] = '\0';
  out->first = parseList(&p, 0);
  if (p.failed)
    return false;
  skipSpace(&p);
  if (p.pos < p.len) {
    char buf[8];
    if (peek(&p) == ')')
      return fail(&p, p.pos, "unbalanced ')': no '(' to close");
    return fail(&p, p.pos, "expected ',' between pipeline elements, found %s",
                found(&p, buf, sizeof buf));
  }
  return true;
}

void cutePipelineFree(CutePipeline *p) {
  free(p->elems);
  p->elems = NULL;
  p->count = 0;
  p->cap = 0;
}
