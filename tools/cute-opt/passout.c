/* What a pass manager printed on stderr during a run (capture.c), sorted
 * into what goes out: IR dumps are kept or dropped by pass (the C API's
 * IR printing dumps before or after every pass or none; mlir-opt's
 * --mlir-print-ir-before=PASS / -after=PASS select passes), and the
 * statistics report is held back so that the reports of a chunk's pass
 * managers (one per top-level pipeline element, pipeline.c) print as
 * one. Everything else (diagnostics) goes out as it came, in order. */
#include "opt.h"

#include <stdlib.h>
#include <string.h>

static const char kDump[] = "// -----// IR Dump ";
static const char kRule[] = "===----------------------------------------"
                            "---------------------------------===";
static const char kStats[] = "... Pass statistics report ...";

static bool startsWith(const char *p, const char *end, const char *s) {
  size_t n = strlen(s);
  return (size_t)(end - p) >= n && !memcmp(p, s, n);
}

/* The start of the line after the one at p. */
static const char *nextLine(const char *p, const char *end) {
  const char *nl = memchr(p, '\n', (size_t)(end - p));
  return nl ? nl + 1 : end;
}

/* A dump is its header, the IR and "\n\n" (after IR that ends in a
 * newline, two empty lines); IR that holds dialect resources ends in a
 * `{-# ... #-}` block after an empty line of its own. */
static const char *endOfDump(const char *p, const char *end) {
  for (p = nextLine(p, end); p < end; p = nextLine(p, end)) {
    if (*p != '\n')
      continue;
    const char *after = p + 1;
    if (after < end && *after == '\n')
      ++after;
    if (!startsWith(after, end, "{-#"))
      return after;
    while (after < end && !startsWith(after, end, "#-}"))
      after = nextLine(after, end);
    p = after;
  }
  return end;
}

bool optNamesContain(const OptNames *names, const char *arg, size_t len) {
  for (int i = 0; i < names->count; ++i)
    for (const char *s = names->items[i]; *s;) {
      size_t n = strcspn(s, ",");
      if (n == len && !memcmp(s, arg, len))
        return true;
      s += n + (s[n] == ',');
    }
  return false;
}

/* `// -----// IR Dump Before|After Name [Failed] (arg) ...`: whether the
 * options ask for it. */
static bool keepDump(const char *p, const char *end, const OptOptions *o) {
  const char *line = p + sizeof kDump - 1;
  const char *stop = memchr(line, '\n', (size_t)(end - line));
  stop = stop ? stop : end;
  bool before = startsWith(line, stop, "Before ");
  if (before ? o->printBeforeAll : o->printAfterAll || o->printAfterFailure)
    return true;
  const char *open = line;
  while (open + 1 < stop && !(open[0] == ' ' && open[1] == '('))
    ++open;
  const char *arg = open + 2;
  const char *close = arg < stop ? memchr(arg, ')', (size_t)(stop - arg))
                                 : NULL;
  if (!close)
    return true; /* not a header we understand: keep it */
  return optNamesContain(before ? &o->printBefore : &o->printAfter, arg,
                         (size_t)(close - arg));
}

static bool contains(const char *p, size_t n, const char *s) {
  size_t k = strlen(s);
  for (size_t i = 0; i + k <= n; ++i)
    if (!memcmp(p + i, s, k))
      return true;
  return false;
}

/* The three header lines of MLIR's statistics report. */
static bool isStatisticsHeader(const char *p, const char *end) {
  const char *second = nextLine(p, end);
  const char *third = nextLine(second, end);
  return startsWith(p, end, kRule) &&
         startsWith(third, end, kRule) &&
         contains(second, (size_t)(third - second), kStats);
}

static void addStatistics(OptStatistics *s, const char *body, size_t n) {
  if (n && body[n - 1] == '\n') /* MLIR ends each report with "\n" */
    --n;
  char *grown = realloc(s->body, s->len + n + 1);
  if (!grown)
    return;
  memcpy(grown + s->len, body, n);
  s->body = grown;
  s->len += n;
  s->body[s->len] = '\0';
}

void optPassOutput(const char *text, size_t len, const OptOptions *o,
                   OptStatistics *stats) {
  const char *p = text, *end = text + len;
  while (p < end) {
    const char *next;
    if (startsWith(p, end, kDump)) {
      next = endOfDump(p, end);
      if (keepDump(p, end, o))
        fwrite(p, 1, (size_t)(next - p), stderr);
    } else if (isStatisticsHeader(p, end)) {
      const char *body = nextLine(nextLine(nextLine(p, end), end), end);
      addStatistics(stats, body, (size_t)(end - body));
      next = end;
    } else {
      next = nextLine(p, end);
      fwrite(p, 1, (size_t)(next - p), stderr);
    }
    p = next;
  }
}

void optStatisticsFinish(OptStatistics *stats) {
  fprintf(stderr, "%s\n%25s%s\n%s\n", kRule, "", kStats, kRule);
  if (stats->len)
    fwrite(stats->body, 1, stats->len, stderr);
  fputc('\n', stderr);
  free(stats->body);
  *stats = (OptStatistics){NULL, 0};
}
