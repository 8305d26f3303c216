/* --check FILE.tsv: runs a conformance file (last column = expected) and
 * prints failures, a table per op and "N passed, M failed". */
#include "tool.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Failures shown in full; the rest are only counted. */
#define MAX_SHOWN_FAILURES 25

typedef struct OpStat {
  char *name;
  unsigned long passed, failed;
} OpStat;

typedef struct Check {
  OpStat *ops;
  size_t nops, cap;
  unsigned long passed, failed;
  FILE *out;
} Check;

static OpStat *statFor(Check *c, const char *name) {
  for (size_t i = 0; i < c->nops; i++)
    if (strcmp(c->ops[i].name, name) == 0)
      return &c->ops[i];
  if (c->nops == c->cap) {
    size_t cap = c->cap ? c->cap * 2 : 32;
    OpStat *p = realloc(c->ops, cap * sizeof *p);
    if (!p)
      return NULL;
    c->ops = p;
    c->cap = cap;
  }
  size_t n = strlen(name);
  char *copy = malloc(n + 1);
  if (!copy)
    return NULL;
  memcpy(copy, name, n + 1);
  OpStat *s = &c->ops[c->nops++];
  s->name = copy;
  s->passed = s->failed = 0;
  return s;
}

static void showFailure(Check *c, unsigned long lineNo, const ToolFields *f,
                        const char *expected, const char *got) {
  if (c->failed > MAX_SHOWN_FAILURES)
    return;
  fprintf(c->out, "FAIL line %lu:", lineNo);
  unsigned shown = f->n >= 2 ? f->n - 1 : f->n; /* all but expected */
  for (unsigned i = 0; i < shown; i++)
    fprintf(c->out, " %s", f->v[i]);
  fprintf(c->out, "\n  expected: %s\n  got:      %s\n", expected, got);
}

/* Runs one case; false only when out of memory. */
static bool runCase(Check *c, CuteArena *a, unsigned long lineNo,
                    ToolFields *f) {
  OpStat *s = statFor(c, f->v[0]);
  if (!s)
    return false;
  const char *expected = f->n >= 2 ? f->v[f->n - 1] : "(missing)";
  char got[CUTE_ERROR_TEXT_CAP + 16];
  bool ok = false;
  if (f->n < 2) {
    snprintf(got, sizeof got, "malformed line: no expected column");
  } else {
    CuteError err;
    memset(&err, 0, sizeof err);
    const char *res = toolEvalToString(a, f->v[0], f->n - 2,
                                       (const char *const *)f->v + 1, &err);
    if (res) {
      ok = strcmp(res, expected) == 0;
      snprintf(got, sizeof got, "%s", res);
    } else {
      ok =
          strcmp(expected, "ERROR") == 0 || strncmp(expected, "ERROR:", 6) == 0;
      char msg[sizeof got - 8];
      cuteErrorFormat(&err, NULL, msg, sizeof msg);
      snprintf(got, sizeof got, "ERROR: %s", msg);
    }
  }
  if (ok) {
    s->passed++, c->passed++;
  } else {
    s->failed++, c->failed++;
    showFailure(c, lineNo, f, expected, got);
  }
  return true;
}

static void printTable(Check *c) {
  int w = 2;
  for (size_t i = 0; i < c->nops; i++)
    if ((int)strlen(c->ops[i].name) > w)
      w = (int)strlen(c->ops[i].name);
  if (c->failed > MAX_SHOWN_FAILURES)
    fprintf(c->out, "... %lu more failures not shown\n",
            c->failed - MAX_SHOWN_FAILURES);
  fprintf(c->out, "%-*s  %7s  %7s\n", w, "op", "passed", "failed");
  for (size_t i = 0; i < c->nops; i++)
    fprintf(c->out, "%-*s  %7lu  %7lu\n", w, c->ops[i].name, c->ops[i].passed,
            c->ops[i].failed);
  fprintf(c->out, "%lu passed, %lu failed\n", c->passed, c->failed);
}

static int runStream(Check *c, FILE *in, const char *path) {
  CuteArena *a = toolArenaCreate();
  if (!a)
    return TOOL_EXIT_ERROR;
  ToolLineReader r;
  ToolFields f = {0};
  char *line;
  size_t len;
  int rc;
  toolLineReaderInit(&r, in);
  while ((rc = toolReadLine(&r, &line, &len)) > 0) {
    if (toolLineIsIgnored(line))
      continue;
    cuteArenaReset(a);
    if (!toolSplitTabs(line, &f) || !runCase(c, a, r.lineNo, &f)) {
      rc = -1;
      break;
    }
  }
  int status = TOOL_EXIT_OK;
  if (rc < 0 || ferror(in)) {
    fprintf(stderr, "cute-layout: error: %s: %s at line %lu\n", path,
            rc < 0 ? "out of memory" : "read error", r.lineNo + 1);
    status = TOOL_EXIT_ERROR;
  }
  toolFieldsFree(&f);
  toolLineReaderFree(&r);
  cuteArenaDestroy(a);
  return status;
}

int toolRunCheck(const char *path, FILE *out) {
  bool isStdin = strcmp(path, "-") == 0;
  FILE *in = isStdin ? stdin : fopen(path, "r");
  if (!in) {
    fprintf(stderr, "cute-layout: error: cannot open '%s': %s\n", path,
            strerror(errno));
    return TOOL_EXIT_ERROR;
  }
  Check c = {NULL, 0, 0, 0, 0, out};
  int status = runStream(&c, in, path);
  if (!isStdin)
    fclose(in);
  if (status == TOOL_EXIT_OK) {
    printTable(&c);
    status = c.failed ? TOOL_EXIT_ERROR : TOOL_EXIT_OK;
  }
  for (size_t i = 0; i < c.nops; i++)
    free(c.ops[i].name);
  free(c.ops);
  return status;
}
