/* The JIT's cache key (jit_internal.h): SHA-256 over tagged fields, so
 * that two compiles share an entry only when everything that shapes the
 * binary is the same. Each field is its name and its value, both with
 * their lengths, so no two different sequences hash the same bytes. */
#define _POSIX_C_SOURCE 200809L /* stat's st_mtim */
#include "jit_internal.h"

#include "cute-c/Version.h"
#include "gpu_target.h"
#include "jit_build_id.h"
#include "str_buf.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

static void field(CuteSha256 *h, const char *name, const void *value,
                  size_t n) {
  uint64_t sizes[2] = {strlen(name), n};
  cuteSha256Update(h, &sizes[0], sizeof sizes[0]);
  cuteSha256Update(h, name, sizes[0]);
  cuteSha256Update(h, &sizes[1], sizeof sizes[1]);
  cuteSha256Update(h, value, n);
}

static void fieldText(CuteSha256 *h, const char *name, const char *text) {
  field(h, name, text, strlen(text));
}

/*===--- The compile options ----------------------------------------------===*/

/* Every field of CuteCompileOptions, the target's included: a field left
 * out would let two compiles that differ in it share an entry. A new
 * field is one more row. One is left out on purpose: dumpDir says where
 * a compile writes its stages, not what it makes (a compile asked to dump
 * skips the lookups instead: jit.c). ptxasOptions is hashed as written,
 * `-v` included: a flag that only changes ptxas's report costs an entry,
 * never a wrong hit. */
typedef enum FieldKind { FIELD_INT, FIELD_BOOL, FIELD_STRING } FieldKind;

typedef struct OptionField {
  const char *name;
  size_t offset;
  FieldKind kind;
} OptionField;

#define OPTION(member, kind)                                                   \
  { #member, offsetof(CuteCompileOptions, member), kind }
static const OptionField kOptionFields[] = {
    OPTION(format, FIELD_INT),
    OPTION(target.chip, FIELD_STRING),
    OPTION(target.features, FIELD_STRING),
    OPTION(target.optLevel, FIELD_INT),
    OPTION(target.toolkit, FIELD_STRING),
    OPTION(target.assertions, FIELD_INT),
    OPTION(target.ptxasOptions, FIELD_STRING),
    OPTION(target.lineInfo, FIELD_BOOL),
    OPTION(enableTiming, FIELD_BOOL),
    OPTION(verifyEach, FIELD_BOOL),
};
#undef OPTION
/* Enums are read as int. */
_Static_assert(sizeof(CuteGpuFormat) == sizeof(int), "CuteGpuFormat");
_Static_assert(sizeof(CuteGpuAssertions) == sizeof(int), "CuteGpuAssertions");

static void hashOptions(CuteSha256 *h, const CuteCompileOptions *o) {
  const char *base = (const char *)o;
  for (size_t i = 0; i < sizeof kOptionFields / sizeof *kOptionFields; ++i) {
    const OptionField *f = &kOptionFields[i];
    const void *p = base + f->offset;
    if (f->kind == FIELD_STRING) {
      MlirStringRef s = *(const MlirStringRef *)p;
      field(h, f->name, s.data, s.length);
    } else if (f->kind == FIELD_BOOL) {
      unsigned char b = *(const bool *)p;
      field(h, f->name, &b, 1);
    } else {
      int64_t v = *(const int *)p;
      field(h, f->name, &v, sizeof v);
    }
  }
}

/*===--- The target, the toolkit, ptxas, us -------------------------------===*/

/* ptxas as a file: a new ptxas (another version, a reinstall) is another
 * file. A stat, not a run of `ptxas --version`, which costs about 5 ms:
 * more than a warm disk hit. */
static void hashPtxas(CuteSha256 *h, const char *toolkit) {
  char path[CUTE_TARGET_TOOLKIT_CAP + 16], id[CUTE_TARGET_TOOLKIT_CAP + 128];
  struct stat st;
  snprintf(path, sizeof path, "%s/bin/ptxas", toolkit);
  if (!toolkit[0] || stat(path, &st) != 0) {
    fieldText(h, "ptxas", "none");
    return;
  }
  snprintf(id, sizeof id, "%s dev %ju ino %ju size %jd mtime %jd.%09ld", path,
           (uintmax_t)st.st_dev, (uintmax_t)st.st_ino, (intmax_t)st.st_size,
           (intmax_t)st.st_mtim.tv_sec, (long)st.st_mtim.tv_nsec);
  fieldText(h, "ptxas", id);
}

static void hashTarget(CuteSha256 *h, const CuteGpuTarget *r) {
  int64_t ptx = r->ptx, opt = r->optLevel, asserts = r->assertions;
  fieldText(h, "resolved.chip", r->chip);
  field(h, "resolved.ptx", &ptx, sizeof ptx);
  field(h, "resolved.optLevel", &opt, sizeof opt);
  field(h, "resolved.assertions", &asserts, sizeof asserts);
  fieldText(h, "resolved.toolkit", r->toolkit);
  hashPtxas(h, r->toolkit);
}

/*===--- The module -------------------------------------------------------===*/

static void hashChunk(MlirStringRef s, void *user) {
  cuteSha256Update(user, s.data, s.length);
}

/* The module as MLIR bytecode, which holds its locations: the same IR
 * gives the same bytes whatever its spelling (comments, aliases, custom
 * forms), and locations reach the binary as line info. Bytecode rather
 * than the generic text form: writing it is about 3x faster (the key is
 * most of a warm hit's time: 9 against 25 ms for the Hopper GEMMs' 950
 * KB of text, here). */
static void hashModule(CuteSha256 *h, MlirModule module) {
  fieldText(h, "module", "");
  mlirOperationWriteBytecode(mlirModuleGetOperation(module), hashChunk, h);
}

/*===--- The key ----------------------------------------------------------===*/

CuteRtStatus jitKey(MlirModule module, const CuteCompileOptions *o,
                    uint8_t key[JIT_KEY_BYTES], CuteRtError *err) {
  char why[2048];
  CuteFixedStr message = cuteFixedStrInit(why, sizeof why);
  CuteMessageSink sink = {cuteFixedStrCallback, &message};
  CuteGpuTarget r;
  if (o->format != CuteGpuFormatPTX && o->format != CuteGpuFormatCubin &&
      o->format != CuteGpuFormatFatbin)
    return jitFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                   "cuteJitCompile: the format must be PTX, cubin or fatbin "
                   "(got %d): the JIT loads what it compiles",
                   (int)o->format);
  if (!cuteTargetResolve(o->format, &o->target, &r, &sink))
    return jitFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT, "cuteJitCompile: %s",
                   why);
  CuteSha256 h;
  cuteSha256Init(&h);
  fieldText(&h, "cute-c", CUTE_C_VERSION_STRING " " CUTE_JIT_BUILD_ID);
  hashOptions(&h, o);
  hashTarget(&h, &r);
  hashModule(&h, module);
  cuteSha256Final(&h, key);
  return CUTE_RT_OK;
}
