/* Checking options before the compile, picking the binary to write, and
 * writing files. */
#define _POSIX_C_SOURCE 200809L /* fileno */
#include "c_object.h"

#include "str_buf.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int trCheckOptions(const TrOptions *o) {
  int rc = trCObjectCheck(o);
  if (rc)
    return rc;
  bool binary = o->mode == TrModeCubin || o->mode == TrModeFatbin;
  if (binary && strcmp(o->output, "-") == 0 && isatty(STDOUT_FILENO))
    return trUsageError("not writing a %s to a terminal: use -o FILE",
                        o->mode == TrModeCubin ? "cubin" : "fatbin");
  /* The check reports one message, the first problem it finds. */
  char why[2048];
  CuteFixedStr m = cuteFixedStrInit(why, sizeof why);
  if (mlirLogicalResultIsSuccess(cuteGpuOptionsCheck(
          o->compile.format, &o->compile.target, cuteFixedStrCallback, &m)))
    return 0;
  return trUsageError("%s", why);
}

bool trWriteFile(const char *path, MlirStringRef bytes) {
  bool toStdout = strcmp(path, "-") == 0;
  FILE *f = toStdout ? stdout : fopen(path, "wb");
  if (!f) {
    fprintf(stderr, "cute-translate: cannot write '%s': %s\n", path,
            strerror(errno));
    return false;
  }
  bool ok = fwrite(bytes.data, 1, bytes.length, f) == bytes.length;
  ok = (toStdout ? fflush(f) == 0 : fclose(f) == 0) && ok;
  if (ok)
    return true;
  fprintf(stderr, "cute-translate: error writing '%s'\n", path);
  /* Never remove what is not a regular file (`-o /dev/null` as root). */
  struct stat st;
  if (!toStdout && stat(path, &st) == 0 && S_ISREG(st.st_mode))
    remove(path);
  return false;
}

intptr_t trPickBinary(CuteCompileResult r, const TrOptions *o) {
  intptr_t n = cuteCompileResultGetNumBinaries(r);
  if (n == 1)
    return 0;
  if (n == 0) {
    fprintf(stderr, "cute-translate: %s: no gpu.module in the input, "
                    "nothing for %s to compile\n",
            o->input, o->modeFlag);
    return -1;
  }
  fprintf(stderr, "cute-translate: %s: %ld gpu.modules (", o->input, (long)n);
  for (intptr_t i = 0; i < n; ++i) {
    MlirStringRef name = cuteCompileResultGetBinaryName(r, i);
    fprintf(stderr, "%s@%.*s", i ? ", " : "", (int)name.length, name.data);
  }
  fputs("); cute-translate writes one binary: put each gpu.module in its "
        "own input\n",
        stderr);
  return -1;
}
