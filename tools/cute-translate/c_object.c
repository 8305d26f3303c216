/* --mlir-to-c-object: plan the launchers from the ABI, build the object
 * and the header in memory, then write both files or neither. */
#include "c_object.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* -o's path with its extension replaced by `.h` (appended when none). */
static char *defaultHeader(const char *object) {
  size_t n = strlen(object);
  const char *slash = strrchr(object, '/'), *dot = strrchr(object, '.');
  if (dot && (!slash || dot > slash + 1))
    n = (size_t)(dot - object);
  char *h = malloc(n + 3);
  if (h) {
    memcpy(h, object, n);
    memcpy(h + n, ".h", 3);
  }
  return h;
}

/* CUTE_AOT_ and the header's file name, upper case, other characters
 * as '_'. */
static void guardOf(const char *header, char *buf, size_t size) {
  const char *base = strrchr(header, '/');
  base = base ? base + 1 : header;
  size_t n = (size_t)snprintf(buf, size, "CUTE_AOT_%s", base);
  for (size_t i = 9; i < n && i < size; ++i)
    buf[i] = isalnum((unsigned char)buf[i])
                 ? (char)toupper((unsigned char)buf[i])
                 : '_';
}

static void removeRegular(const char *path) {
  struct stat st;
  if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
    remove(path);
}

static bool writeBoth(const char *object, MlirStringRef bytes,
                      const char *header, MlirStringRef text) {
  if (!trWriteFile(object, bytes))
    return false;
  if (trWriteFile(header, text))
    return true;
  removeRegular(object);
  return false;
}

bool trWriteCObject(const TrOptions *o, CuteCompileResult r,
                    const TrArgNames *names) {
  const TrCObjectOptions *c = &o->cobj;
  MlirStringRef chip = o->compile.target.chip;
  char chipText[64] = "the default chip";
  if (chip.length)
    snprintf(chipText, sizeof chipText, "%.*s", (int)chip.length, chip.data);
  const char *base = strrchr(o->input, '/');
  TrCObject obj = {.source = !strcmp(o->input, "-") ? "<stdin>"
                             : base                 ? base + 1
                                                    : o->input,
                   .prefix = c->prefix ? c->prefix : "",
                   .chip = chipText,
                   .format = c->embed,
                   .image = cuteCompileResultGetBinary(r, 0),
                   .abiText = cuteCompileResultGetAbi(r)};
  char *header = c->headerOut ? NULL : defaultHeader(o->output);
  const char *headerPath = c->headerOut ? c->headerOut : header;
  CuteStrBuf object = {0}, text = {0};
  bool ok = headerPath != NULL;
  if (!ok)
    fprintf(stderr, "cute-translate: out of memory\n");
  else if (!strcmp(headerPath, o->output)) {
    fprintf(stderr,
            "cute-translate: the header would overwrite the object "
            "'%s': give another path with --header-out\n",
            o->output);
    ok = false;
  }
  ok = ok && trCObjectBuild(&obj, names) &&
       trCEmitObject(&obj, c->triple, &object);
  if (ok) {
    char guard[256];
    guardOf(headerPath, guard, sizeof guard);
    trCHeaderWrite(&obj, guard, &text);
    if ((ok = !text.oom) == false)
      fprintf(stderr, "cute-translate: out of memory\n");
  }
  ok = ok && writeBoth(o->output, cuteStrBufRef(&object), headerPath,
                       cuteStrBufRef(&text));
  cuteStrBufFree(&object);
  cuteStrBufFree(&text);
  trCObjectFree(&obj);
  free(header);
  return ok;
}
