/* --mlir-timing: a tree of named wall-clock timers and a report in
 * mlir-opt's layout. The pass manager times passes itself
 * (mlirPassManagerEnableTiming) and prints its own report when destroyed;
 * pipeline.c captures that text and optTimingAddReport grafts its rows
 * into ours, so one report covers parsing, verifying, passes and output. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "tool_io.h"

#include "array_grow.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { kMaxDepth = 32 };

typedef struct Row {
  char *name;
  double seconds;
  int depth;
  int firstChild, nextSibling, lastChild; /* indices, -1 for none */
} Row;

struct OptTiming {
  Row *rows;
  int count;
  size_t cap;
  int lastAt[kMaxDepth + 1]; /* last row used at each depth */
  double start;
};

double optNow(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

OptTiming *optTimingCreate(void) {
  OptTiming *t = calloc(1, sizeof *t);
  if (!t)
    return NULL;
  t->start = optNow();
  /* Row 0 is the root; its children are the report's top level. */
  optTimingAdd(t, -1, "Total", 5, 0);
  return t;
}

static int newRow(OptTiming *t, int parent, int depth, const char *name,
                  size_t len) {
  Row *g = cuteArrayGrow(t->rows, &t->cap, (size_t)t->count + 1, sizeof *g, 32);
  if (!g)
    return -1;
  t->rows = g;
  char *copy = malloc(len + 1);
  if (!copy)
    return -1;
  memcpy(copy, name, len);
  copy[len] = '\0';
  int i = t->count++;
  t->rows[i] = (Row){copy, 0, depth, -1, -1, -1};
  if (parent >= 0) {
    Row *p = &t->rows[parent];
    if (p->lastChild >= 0)
      t->rows[p->lastChild].nextSibling = i;
    else
      p->firstChild = i;
    p->lastChild = i;
  }
  return i;
}

void optTimingAdd(OptTiming *t, int depth, const char *name, size_t len,
                  double seconds) {
  if (!t || depth >= kMaxDepth)
    return;
  int parent = depth < 0 ? -1 : t->lastAt[depth];
  int row = -1;
  if (parent >= 0)
    for (int c = t->rows[parent].firstChild; c >= 0 && row < 0;
         c = t->rows[c].nextSibling)
      if (strlen(t->rows[c].name) == len &&
          !memcmp(t->rows[c].name, name, len))
        row = c;
  if (row < 0 && (row = newRow(t, parent, depth, name, len)) < 0)
    return;
  t->rows[row].seconds += seconds;
  t->lastAt[depth + 1] = row;
}

/* One line of the pass manager's report: `  0.0001 ( 10.4%)    Name`
 * (with user time first when it has two columns). */
static void addReportLine(OptTiming *t, const char *line, size_t len) {
  const char *end = line + len, *pct = NULL;
  for (const char *p = line; p + 1 < end; ++p)
    if (p[0] == '%' && p[1] == ')')
      pct = p;
  if (!pct || pct + 4 > end)
    return;
  const char *open = pct;
  while (open > line && *open != '(')
    --open;
  const char *num = open;
  while (num > line && num[-1] == ' ')
    --num;
  while (num > line && num[-1] != ' ')
    --num;
  const char *name = pct + 4;
  int indent = 0;
  while (name < end && *name == ' ')
    ++name, ++indent;
  size_t n = (size_t)(end - name);
  if (indent == 0 && ((n == 4 && !memcmp(name, "Rest", 4)) ||
                      (n == 5 && !memcmp(name, "Total", 5))))
    return;
  optTimingAdd(t, indent / 2, name, n, strtod(num, NULL));
}

static bool hasText(const char *s, size_t n, const char *want) {
  size_t k = strlen(want);
  for (size_t i = 0; i + k <= n; ++i)
    if (!memcmp(s + i, want, k))
      return true;
  return false;
}

void optTimingAddReport(OptTiming *t, const char *text, size_t len) {
  const char *p = text, *end = text + len;
  bool inTable = false;
  while (t && p < end) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *stop = nl ? nl : end;
    if (inTable)
      addReportLine(t, p, (size_t)(stop - p));
    else
      inTable = hasText(p, (size_t)(stop - p), "----Name----");
    p = stop + 1;
  }
}

static void printRow(const Row *r, double total, int depth) {
  fprintf(stderr, "  %8.4f (%5.1f%%)  %*s%s\n", r->seconds,
          total > 0 ? 100.0 * r->seconds / total : 0.0, 2 * depth, "",
          r->name);
}

static void printTree(const OptTiming *t, int row, double total, int depth) {
  for (int c = t->rows[row].firstChild; c >= 0; c = t->rows[c].nextSibling) {
    printRow(&t->rows[c], total, depth);
    printTree(t, c, total, depth + 1);
  }
}

void optTimingFinish(OptTiming *t) {
  if (!t)
    return;
  double total = optNow() - t->start, known = 0;
  for (int c = t->rows[0].firstChild; c >= 0; c = t->rows[c].nextSibling)
    known += t->rows[c].seconds;
  fputs("===-------------------------------------------------------------"
        "------------===\n"
        "                         ... Execution time report ...\n"
        "===-------------------------------------------------------------"
        "------------===\n",
        stderr);
  fprintf(stderr, "  Total Execution Time: %.4f seconds\n\n", total);
  fputs("  ----Wall Time----  ----Name----\n", stderr);
  printTree(t, 0, total, 0);
  Row rest = {"Rest", total > known ? total - known : 0, 0, -1, -1, -1};
  Row all = {"Total", total, 0, -1, -1, -1};
  printRow(&rest, total, 0);
  printRow(&all, total, 0);
  for (int i = 0; i < t->count; ++i)
    free(t->rows[i].name);
  free(t->rows);
  free(t);
}
