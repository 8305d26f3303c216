/* --batch: cases on stdin, one result line per case on stdout. */
#include "tool.h"

#include <string.h>

/* Flattens an error message onto one line so output stays one line per
 * case whatever the message holds. */
static void printErrorLine(FILE *out, const CuteError *err) {
  char buf[CUTE_ERROR_TEXT_CAP];
  cuteErrorFormat(err, NULL, buf, sizeof buf);
  for (char *p = buf; *p; p++)
    if (*p == '\n' || *p == '\r')
      *p = ' ';
  fprintf(out, "ERROR: %s\n", buf);
}

static void runCase(CuteArena *a, ToolFields *f, FILE *out) {
  CuteError err;
  memset(&err, 0, sizeof err);
  const char *res = toolEvalToString(a, f->v[0], f->n - 1,
                                     (const char *const *)f->v + 1, &err);
  if (res)
    fprintf(out, "%s\n", res);
  else
    printErrorLine(out, &err);
}

int toolRunBatch(FILE *in, FILE *out) {
  CuteArena *a = toolArenaCreate();
  if (!a)
    return TOOL_EXIT_ERROR;
  ToolLineReader r;
  ToolFields f = {0};
  char *line;
  size_t len;
  int rc, status = TOOL_EXIT_OK;
  toolLineReaderInit(&r, in);
  while ((rc = toolReadLine(&r, &line, &len)) > 0) {
    if (toolLineIsIgnored(line))
      continue;
    cuteArenaReset(a);
    if (!toolSplitTabs(line, &f)) {
      rc = -1;
      break;
    }
    runCase(a, &f, out);
  }
  if (rc < 0) {
    fprintf(stderr, "cute-layout: error: out of memory reading line %lu\n",
            r.lineNo + 1);
    status = TOOL_EXIT_ERROR;
  }
  toolFieldsFree(&f);
  toolLineReaderFree(&r);
  cuteArenaDestroy(a);
  return status;
}
