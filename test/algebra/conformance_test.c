/* Runs every line of the shared conformance vectors through cuteEvalOp and
 * compares the canonical print with the expected column (ERROR = the op
 * must fail). Usage: conformance_test [FILE.tsv]. */
#include "test_util.h"

#include <stdlib.h>
#include <string.h>

#ifndef CUTE_CONFORMANCE_TSV
#define CUTE_CONFORMANCE_TSV "layout_algebra.tsv"
#endif

#define MAX_FIELDS 6

/* Splits line in place at tabs; returns the number of fields. */
static unsigned splitTabs(char *line, char **fields) {
  unsigned n = 0;
  char *p = line;
  while (n < MAX_FIELDS) {
    fields[n++] = p;
    char *tab = strchr(p, '\t');
    if (!tab)
      break;
    *tab = '\0';
    p = tab + 1;
  }
  return n;
}

static void chomp(char *s) {
  size_t n = strlen(s);
  while (n && (s[n - 1] == '\n' || s[n - 1] == '\r'))
    s[--n] = '\0';
}

/* Evaluates one case; true when it matches. */
static bool runCase(char **f, unsigned nf, long lineNo) {
  const char *want = f[nf - 1];
  char got[TU_BUF];
  CuteError err = {0};
  cuteArenaReset(tuArena);
  CuteStatus st =
      tuEvalToString(f[0], nf - 2, (const char *const *)f + 1, got, &err);
  bool wantErr = strcmp(want, "ERROR") == 0;
  bool ok = wantErr ? st != CUTE_OK : st == CUTE_OK && !strcmp(got, want);
  if (!ok) {
    fprintf(stderr, "line %ld: %s", lineNo, f[0]);
    for (unsigned i = 1; i + 1 < nf; ++i)
      fprintf(stderr, " %s", f[i]);
    fprintf(stderr, "\n  want: %s\n  got:  %s\n", want, got);
  }
  return ok;
}

int main(int argc, char **argv) {
  const char *path = argc > 1 ? argv[1] : CUTE_CONFORMANCE_TSV;
  FILE *fp = fopen(path, "r");
  if (!fp) {
    fprintf(stderr, "cannot open %s\n", path);
    return 2;
  }
  tuInit();
  static char line[1 << 16];
  long lineNo = 0, passed = 0, failed = 0;
  while (fgets(line, sizeof line, fp)) {
    lineNo++;
    chomp(line);
    if (line[0] == '#' || line[0] == '\0')
      continue;
    char *f[MAX_FIELDS];
    unsigned nf = splitTabs(line, f);
    if (nf < 3) {
      fprintf(stderr, "line %ld: malformed (needs op, arg, expected)\n",
              lineNo);
      failed++;
      continue;
    }
    if (runCase(f, nf, lineNo))
      passed++;
    else
      failed++;
  }
  fclose(fp);
  cuteArenaDestroy(tuArena);
  printf("%ld passed, %ld failed\n", passed, failed);
  return failed || passed == 0 ? 1 : 0;
}
