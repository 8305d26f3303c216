/* The CUDA toolkit gpu-module-to-binary is given: libdevice for every
 * format, ptxas for cubin and fatbin, fatbinary for fatbin. Found from
 * toolkit=, $CUDA_PATH, /usr/local/cuda or the ptxas on PATH, and checked
 * here so that a missing piece is a message, not an MLIR failure deep in
 * serialisation. */
#define _POSIX_C_SOURCE 200809L /* access */
#include "gpu_target.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static bool hasFile(const char *root, const char *rel, int mode) {
  char path[CUTE_TARGET_TOOLKIT_CAP + 64];
  snprintf(path, sizeof path, "%s/%s", root, rel);
  return access(path, mode) == 0;
}

/* What gpu-module-to-binary needs from a toolkit and `root` lacks
 * (MLIR links libdevice from any toolkit it is given), or NULL. */
static const char *missingPiece(const char *root, CuteGpuFormat f) {
  if (!hasFile(root, ".", X_OK))
    return ".";
  if (!hasFile(root, "nvvm/libdevice/libdevice.10.bc", R_OK))
    return "nvvm/libdevice/libdevice.10.bc";
  if ((f == CuteGpuFormatCubin || f == CuteGpuFormatFatbin) &&
      !hasFile(root, "bin/ptxas", X_OK))
    return "bin/ptxas";
  if (f == CuteGpuFormatFatbin && !hasFile(root, "bin/fatbinary", X_OK))
    return "bin/fatbinary";
  return NULL;
}

/* The toolkit whose bin/ptxas is found on PATH (its parent's parent). */
static bool toolkitFromPath(char *out, size_t cap) {
  const char *path = getenv("PATH");
  while (path && *path) {
    size_t n = strcspn(path, ":");
    if (n > 4 && n < cap && !memcmp(path + n - 4, "/bin", 4)) {
      snprintf(out, cap, "%.*s", (int)(n - 4), path);
      if (hasFile(out, "bin/ptxas", X_OK))
        return true;
    }
    path += n + (path[n] == ':');
  }
  out[0] = '\0';
  return false;
}

/* Where the toolkit is: toolkit=, else $CUDA_PATH, else /usr/local/cuda,
 * else the one whose ptxas is on PATH. Returns who named it when it was
 * named (then a missing piece is an error, not a reason to look on). */
static const char *locateToolkit(MlirStringRef given, CuteGpuFormat f,
                                 char *out, size_t cap) {
  const char *env = getenv("CUDA_PATH");
  if (given.length) {
    snprintf(out, cap, "%.*s", (int)given.length, given.data);
    return "toolkit=";
  }
  if (env && *env) {
    snprintf(out, cap, "%s", env);
    return "$CUDA_PATH";
  }
  snprintf(out, cap, "/usr/local/cuda");
  if (!missingPiece(out, f) ||
      (toolkitFromPath(out, cap) && !missingPiece(out, f)))
    return NULL;
  out[0] = '\0';
  return NULL;
}

bool cuteTargetCheckToolkit(CuteGpuFormat format, MlirStringRef given,
                            CuteGpuTarget *r, const CuteMessageSink *e) {
  r->toolkit[0] = '\0';
  if (format == CuteGpuFormatNVVM)
    return true;
  if (given.length >= CUTE_TARGET_TOOLKIT_CAP ||
      (given.length && memchr(given.data, '"', given.length)))
    return cuteMessageFail(e,
                           "toolkit= must be a directory path without '\"' and "
                           "shorter than %d bytes",
                           CUTE_TARGET_TOOLKIT_CAP);
  const char *named =
      locateToolkit(given, format, r->toolkit, sizeof r->toolkit);
  const char *missing = r->toolkit[0] ? missingPiece(r->toolkit, format) : "";
  if (!missing)
    return true;
  if (named && !strcmp(missing, "."))
    return cuteMessageFail(e,
                           "the CUDA toolkit '%s' (from %s) is not a directory",
                           r->toolkit, named);
  if (named)
    return cuteMessageFail(e, "the CUDA toolkit '%s' (from %s) has no %s",
                           r->toolkit, named, missing);
  bool needsPtxas =
      format == CuteGpuFormatCubin || format == CuteGpuFormatFatbin;
  if (needsPtxas)
    return cuteMessageFail(
        e,
        "no CUDA toolkit with ptxas%s and libdevice found "
        "(looked at toolkit=, $CUDA_PATH, /usr/local/cuda and "
        "ptxas on PATH)",
        format == CuteGpuFormatFatbin ? ", fatbinary" : "");
  return true; /* PTX, LLVM IR: MLIR's own default, if it has one */
}
