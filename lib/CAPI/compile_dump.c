/* The compile API's dump folder (compile_dump.h): CuTe DSL's keep-IR,
 * keep-PTX and keep-cubin as files. The library never prints, so a
 * folder or file that cannot be written is an error at the module. */
#define _POSIX_C_SOURCE 200809L /* mkdir, stat */
#include "compile_dump.h"

#include "str_buf.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/GPU.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static bool isOp(MlirOperation op, const char *name) {
  MlirStringRef s = mlirIdentifierStr(mlirOperationGetName(op));
  return s.length == strlen(name) && !memcmp(s.data, name, s.length);
}

static bool fail(const CuteDump *d, const char *what, const char *path,
                 int err) {
  char msg[CUTE_DUMP_PATH_CAP + 256];
  snprintf(msg, sizeof msg, "cuteCompileModule: cannot %s '%.*s': %s", what,
           CUTE_DUMP_PATH_CAP, path, strerror(err));
  mlirEmitError(d->loc, msg);
  return false;
}

/* `mkdir -p`: every missing folder of the path, readable by others as
 * the umask allows (dumps are for people to read). */
static bool makeFolders(const CuteDump *d) {
  char path[CUTE_DUMP_PATH_CAP];
  snprintf(path, sizeof path, "%s", d->dir);
  for (char *p = path + 1;; ++p) {
    char c = *p;
    if (c != '/' && c != '\0')
      continue;
    *p = '\0';
    struct stat st;
    if (mkdir(path, 0777) != 0 && errno != EEXIST)
      return fail(d, "create the dump folder", path, errno);
    if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode))
      return fail(d, "use the dump folder", path, ENOTDIR);
    *p = c;
    if (c == '\0')
      return true;
  }
}

/* Letters, digits, `_`, `-`, `.` of a symbol name; others become `_`. */
static void fileName(MlirStringRef name, char *out, size_t cap) {
  size_t n = 0;
  for (size_t i = 0; i < name.length && n + 1 < cap; ++i) {
    char c = name.data[i];
    bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                 (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
    out[n++] = plain ? c : '_';
  }
  out[n] = '\0';
}

static MlirStringRef symName(MlirOperation op) {
  MlirAttribute a = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("sym_name"));
  return !mlirAttributeIsNull(a) && mlirAttributeIsAString(a)
             ? mlirStringAttrGetValue(a)
             : mlirStringRefCreate(NULL, 0);
}

/* The module's name, else its first gpu.module's, else `module`. */
static void moduleStem(MlirModule module, char *out, size_t cap) {
  MlirStringRef name = symName(mlirModuleGetOperation(module));
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
       !name.length && !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (isOp(op, "gpu.module"))
      name = symName(op);
  fileName(name.length ? name : mlirStringRefCreateFromCString("module"), out,
           cap);
}

bool cuteDumpOpen(CuteDump *d, const CuteCompileOptions *o, MlirModule m) {
  const char *env = getenv("CUTE_C_DUMP_DIR");
  MlirStringRef dir = o->dumpDir.length ? o->dumpDir
                      : env             ? mlirStringRefCreateFromCString(env)
                                        : mlirStringRefCreate(NULL, 0);
  d->loc = mlirOperationGetLocation(mlirModuleGetOperation(m));
  d->on = dir.length > 0;
  if (!d->on)
    return true;
  if (dir.length >= CUTE_DUMP_PATH_CAP - 256 || memchr(dir.data, 0, dir.length))
    return fail(d, "use the dump folder",
                o->dumpDir.length ? "dump-dir" : "$CUTE_C_DUMP_DIR",
                ENAMETOOLONG);
  while (dir.length > 1 && dir.data[dir.length - 1] == '/')
    --dir.length;
  snprintf(d->dir, sizeof d->dir, "%.*s", (int)dir.length, dir.data);
  moduleStem(m, d->stem, sizeof d->stem);
  return makeFolders(d);
}

typedef struct Writer {
  FILE *f;
  bool ok;
} Writer;

static void writeChunk(MlirStringRef s, void *user) {
  Writer *w = user;
  w->ok = w->ok && fwrite(s.data, 1, s.length, w->f) == s.length;
}

/* DIR/NAME into path; false when it does not fit. */
static bool pathOf(const CuteDump *d, const char *name, char *path,
                   size_t cap) {
  int n = snprintf(path, cap, "%s/%s", d->dir, name);
  return n > 0 && (size_t)n < cap;
}

bool cuteDumpFile(const CuteDump *d, MlirStringRef name, const char *suffix,
                  MlirStringRef bytes) {
  char base[256], path[CUTE_DUMP_PATH_CAP + 512];
  fileName(name.length ? name : mlirStringRefCreateFromCString(d->stem), base,
           sizeof base - 32);
  strcat(base, suffix);
  if (!pathOf(d, base, path, sizeof path))
    return fail(d, "write", base, ENAMETOOLONG);
  FILE *f = fopen(path, "wb");
  if (!f)
    return fail(d, "write", path, errno);
  bool ok = fwrite(bytes.data, 1, bytes.length, f) == bytes.length;
  ok = (fclose(f) == 0) && ok;
  return ok || fail(d, "write", path, errno ? errno : EIO);
}

bool cuteDumpIR(const CuteDump *d, MlirOperation op, const char *stage) {
  char name[256], path[CUTE_DUMP_PATH_CAP + 512];
  snprintf(name, sizeof name, "%s.%s.mlir", d->stem, stage);
  if (!pathOf(d, name, path, sizeof path))
    return fail(d, "write", name, ENAMETOOLONG);
  Writer w = {fopen(path, "wb"), true};
  if (!w.f)
    return fail(d, "write", path, errno);
  mlirOperationPrint(op, writeChunk, &w);
  writeChunk(mlirStringRefCreate("\n", 1), &w);
  w.ok = (fclose(w.f) == 0) && w.ok;
  return w.ok || fail(d, "write", path, errno ? errno : EIO);
}

/* NAME.ptx of every gpu.binary: its last object, the PTX
 * gpu-module-to-binary just made for the target we attached. */
static bool dumpPtx(const CuteDump *d, MlirOperation module) {
  bool ok = true;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       ok && !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!isOp(op, "gpu.binary"))
      continue;
    MlirAttribute objects = mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("objects"));
    intptr_t n = mlirAttributeIsAArray(objects)
                     ? mlirArrayAttrGetNumElements(objects)
                     : 0;
    MlirAttribute last =
        n ? mlirArrayAttrGetElement(objects, n - 1) : (MlirAttribute){NULL};
    if (!mlirAttributeIsNull(last) && mlirAttributeIsAGPUObjectAttr(last))
      ok = cuteDumpFile(d, symName(op), ".ptx",
                        mlirGPUObjectAttrGetObject(last));
  }
  return ok;
}

/*===--- The dump pass ----------------------------------------------------===*/

typedef struct DumpPass {
  const CuteDump *dump;
  const char *stage;
} DumpPass;

typedef struct DumpPassKind {
  _Alignas(8) char typeIdAnchor;
} DumpPassKind;
static const DumpPassKind kDumpPass = {0};

static void noop(void *user) { (void)user; }
static void destroy(void *user) { free(user); }

static void *copyPass(void *user) {
  DumpPass *copy = malloc(sizeof *copy);
  if (copy && user)
    *copy = *(DumpPass *)user;
  return copy && user ? copy : (free(copy), NULL);
}

static void runDump(MlirOperation op, MlirExternalPass pass, void *user) {
  DumpPass *p = user;
  bool ok = p && (strcmp(p->stage, "ptx") ? cuteDumpIR(p->dump, op, p->stage)
                                          : dumpPtx(p->dump, op));
  if (!p)
    mlirEmitError(mlirOperationGetLocation(op),
                  "cuteCompileModule: out of memory");
  if (!ok)
    mlirExternalPassSignalFailure(pass);
}

MlirPass cuteDumpCreatePass(const CuteDump *d, const char *stage) {
  DumpPass p = {d, stage};
  MlirExternalPassCallbacks cb = {noop, destroy, NULL, copyPass, runDump};
  return mlirCreateExternalPass(
      mlirTypeIDCreate(&kDumpPass.typeIdAnchor),
      mlirStringRefCreateFromCString("CuteDumpStage"),
      mlirStringRefCreateFromCString("cute-dump-stage"),
      mlirStringRefCreateFromCString(
          "Write the IR (or the PTX) at this point into the dump folder"),
      mlirStringRefCreate(NULL, 0), 0, NULL, cb, copyPass(&p));
}
