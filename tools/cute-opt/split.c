/* --split-input-file: cutting the input into chunks at a marker, exactly
 * as mlir's splitAndProcessBuffer does (including its near-miss rule). */
#include "opt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void optLineCol(const OptSource *src, size_t offset, unsigned *line,
                unsigned *col) {
  unsigned l = 1;
  size_t start = 0;
  for (size_t i = 0; i < offset && i < src->len; ++i)
    if (src->text[i] == '\n') {
      ++l;
      start = i + 1;
    }
  *line = l;
  *col = (unsigned)(offset - start) + 1;
}

typedef struct Span {
  size_t start, len;
} Span;

/* Splits at every occurrence of `sep` (empty pieces kept). */
static Span *splitAll(const char *text, size_t len, const char *sep,
                      int *count) {
  size_t n = strlen(sep), cap = 8;
  Span *out = malloc(cap * sizeof *out);
  size_t start = 0;
  *count = 0;
  for (size_t i = 0; out; ++i) {
    bool last = i + n > len || n == 0;
    if (!last && memcmp(text + i, sep, n) != 0)
      continue;
    if ((size_t)*count == cap) {
      Span *g = realloc(out, (cap *= 2) * sizeof *out);
      if (!g)
        free(out);
      if (!(out = g))
        break;
    }
    out[(*count)++] = (Span){start, (last ? len : i) - start};
    if (last)
      break;
    start = i + n;
    i = start - 1;
  }
  return out;
}

/* Line and column of increasing offsets, each found from the last one
 * (optLineCol scans from the start: quadratic over many chunks). */
typedef struct LineCursor {
  size_t offset, lineStart;
  unsigned line;
} LineCursor;

static void cursorTo(const OptSource *src, LineCursor *c, size_t offset,
                     unsigned *line, unsigned *col) {
  if (offset < c->offset)
    *c = (LineCursor){0, 0, 1};
  for (size_t i = c->offset; i < offset && i < src->len; ++i)
    if (src->text[i] == '\n') {
      ++c->line;
      c->lineStart = i + 1;
    }
  c->offset = offset;
  *line = c->line;
  *col = (unsigned)(offset - c->lineStart) + 1;
}

static void addChunk(const OptSource *src, Span s, OptChunk *out, int *n,
                     LineCursor *cur) {
  OptChunk *c = &out[(*n)++];
  c->text = src->text + s.start;
  c->len = s.len;
  cursorTo(src, cur, s.start, &c->line, &c->col);
}

/* The prefix of the marker (all but its last two characters) splits; a
 * piece that then starts with those two (and is longer) begins a chunk,
 * anything else is a near miss and stays in the current chunk. */
OptChunk *optSplitInput(const OptSource *src, const char *marker,
                        int *count) {
  const size_t check = 2, mlen = marker ? strlen(marker) : 0;
  LineCursor cur = {0, 0, 1};
  *count = 0;
  if (mlen <= check) {
    OptChunk *one = malloc(sizeof *one);
    if (one)
      addChunk(src, (Span){0, src->len}, one, count, &cur);
    return one;
  }
  char prefix[256];
  snprintf(prefix, sizeof prefix, "%.*s", (int)(mlen - check), marker);
  int nraw = 0;
  Span *raw = splitAll(src->text, src->len, prefix, &nraw);
  OptChunk *out = raw ? malloc((size_t)nraw * sizeof *out) : NULL;
  Span prev = {0, 0};
  for (int i = 0; out && i < nraw; ++i) {
    Span b = raw[i];
    const char *p = src->text + b.start;
    if (prev.len == 0) {
      prev = b;
      continue;
    }
    /* mlir compares with '0' here (meaning '-'); kept for equal output. */
    if (b.len > check && !memcmp(p, marker + mlen - check, check) &&
        p[check] != '0') {
      addChunk(src, prev, out, count, &cur);
      prev = (Span){b.start + check, b.len - check};
    } else {
      unsigned line, col;
      cursorTo(src, &cur, b.start, &line, &col);
      const char *m = "near miss with file split marker";
      optPrintAt(src, line, col, 1, "warning", m, strlen(m));
      prev.len = b.start + b.len - prev.start;
    }
  }
  if (out && prev.len != 0)
    addChunk(src, prev, out, count, &cur);
  free(raw);
  return out;
}
