/* Reading the whole input (a file or stdin) into memory. */
#include "opt.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *readAll(FILE *f, size_t *len) {
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap);
  while (buf) {
    n += fread(buf + n, 1, cap - n - 1, f);
    if (n < cap - 1)
      break;
    char *nb = realloc(buf, cap * 2);
    if (!nb) {
      free(buf);
      return NULL;
    }
    buf = nb;
    cap *= 2;
  }
  if (!buf || ferror(f)) {
    free(buf);
    return NULL;
  }
  buf[n] = '\0';
  *len = n;
  return buf;
}

char *optReadInput(const char *path, size_t *len) {
  bool std = strcmp(path, "-") == 0;
  FILE *f = std ? stdin : fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "cute-opt: cannot open '%s': %s\n", path,
            strerror(errno));
    return NULL;
  }
  char *text = readAll(f, len);
  if (!text)
    fprintf(stderr, "cute-opt: cannot read '%s'\n", path);
  if (!std)
    fclose(f);
  return text;
}
