/* Reading lines of any length and splitting them at tabs. */
#include "tool.h"

#include <stdlib.h>
#include <string.h>

void toolLineReaderInit(ToolLineReader *r, FILE *in) {
  r->in = in;
  r->buf = NULL;
  r->cap = 0;
  r->lineNo = 0;
}

void toolLineReaderFree(ToolLineReader *r) {
  free(r->buf);
  r->buf = NULL;
  r->cap = 0;
}

static bool grow(ToolLineReader *r) {
  size_t cap = r->cap ? r->cap * 2 : 256;
  if (cap < r->cap)
    return false;
  char *p = realloc(r->buf, cap);
  if (!p)
    return false;
  r->buf = p;
  r->cap = cap;
  return true;
}

/* fgets in a loop: a line longer than the buffer doubles it and goes on
 * where it stopped, so nothing is ever truncated. */
int toolReadLine(ToolLineReader *r, char **line, size_t *len) {
  size_t n = 0;
  for (;;) {
    if (r->cap - n < 2 && !grow(r))
      return -1;
    if (!fgets(r->buf + n, (int)(r->cap - n > INT32_MAX ? INT32_MAX
                                                        : r->cap - n),
               r->in))
      break;
    n += strlen(r->buf + n);
    if (n > 0 && r->buf[n - 1] == '\n')
      break;
  }
  if (n == 0 && (feof(r->in) || ferror(r->in)))
    return 0;
  if (n > 0 && r->buf[n - 1] == '\n')
    r->buf[--n] = '\0';
  if (n > 0 && r->buf[n - 1] == '\r')
    r->buf[--n] = '\0';
  r->lineNo++;
  *line = r->buf;
  *len = n;
  return 1;
}

bool toolLineIsIgnored(const char *line) {
  return line[0] == '\0' || line[0] == '#';
}

void toolFieldsFree(ToolFields *f) {
  free(f->v);
  f->v = NULL;
  f->n = f->cap = 0;
}

static bool pushField(ToolFields *f, char *s) {
  if (f->n == f->cap) {
    unsigned cap = f->cap ? f->cap * 2 : 8;
    char **v = realloc(f->v, cap * sizeof *v);
    if (!v)
      return false;
    f->v = v;
    f->cap = cap;
  }
  f->v[f->n++] = s;
  return true;
}

bool toolSplitTabs(char *line, ToolFields *f) {
  f->n = 0;
  char *s = line;
  for (;;) {
    if (!pushField(f, s))
      return false;
    char *tab = strchr(s, '\t');
    if (!tab)
      return true;
    *tab = '\0';
    s = tab + 1;
  }
}
