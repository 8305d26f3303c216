/* Reading the whole input (a file or stdin) into memory. A regular file
 * is mapped rather than read: in the usual case (one whole file) MLIR
 * parses the file by its name and reads it itself, and our copy is only
 * touched to quote lines in diagnostics or to scan for expected-* and
 * split markers, so its pages cost nothing unless they are used. */
#define _POSIX_C_SOURCE 200809L /* fileno */
#include "tool_io.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* The mapping of the last input, if it was mapped. */
static char *mappedText;
static size_t mappedLen;

/* A regular file whose size is not a multiple of the page size, mapped:
 * the rest of its last page reads as zeros, so the text is NUL-terminated
 * as a read one would be. NULL when the file does not qualify. */
static char *mapFile(FILE *f, size_t *len) {
  struct stat st;
  long page = sysconf(_SC_PAGESIZE);
  if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode) || st.st_size <= 0 ||
      page <= 0 || st.st_size % page == 0)
    return NULL;
  void *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE,
                 fileno(f), 0);
  if (p == MAP_FAILED)
    return NULL;
  mappedText = p;
  mappedLen = *len = (size_t)st.st_size;
  return p;
}

char *optReadInput(const char *path, size_t *len) {
  bool std = strcmp(path, "-") == 0;
  FILE *f = std ? stdin : fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "cute-opt: cannot open '%s': %s\n", path,
            strerror(errno));
    return NULL;
  }
  char *text = std ? NULL : mapFile(f, len);
  if (!text)
    text = readAll(f, len);
  if (!text)
    fprintf(stderr, "cute-opt: cannot read '%s'\n", path);
  if (!std)
    fclose(f);
  return text;
}

void optFreeInput(char *text) {
  if (text && text == mappedText) {
    munmap(mappedText, mappedLen);
    mappedText = NULL;
  } else {
    free(text);
  }
}
