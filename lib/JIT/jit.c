/* The JIT (include/cute-c/Jit.h): the in-memory cache, the disk cache
 * (disk_cache.c), the key (jit_key.c), the compile (jit_compile.c) and
 * the runtime's loader put together.
 *
 * One lock per JIT serialises its calls: the module table and the
 * counters are shared, and MLIR does not let two threads compile in one
 * context anyway. */
#define _POSIX_C_SOURCE 200809L /* getpwuid_r */
#include "jit_internal.h"

#include "array_grow.h"

#include <pthread.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define DEFAULT_MAX_CACHE_BYTES (1ull << 30)

typedef struct JitModuleObj {
  uint8_t key[JIT_KEY_BYTES];
  CuteRtModule *binaries;
  intptr_t count;
} JitModuleObj;

typedef struct Jit {
  CuteRtContext ctx;
  bool disk;
  JitDiskCache cache;
  JitModuleObj **modules; /* the in-memory cache */
  size_t count, cap;
  CuteJitStats stats;
  char deviceChip[16]; /* "" until asked */
  pthread_mutex_t lock;
} Jit;

/*===--- Where the disk cache lives ---------------------------------------===*/

static bool envSet(const char *name) {
  const char *v = getenv(name);
  return v && *v && strcmp(v, "0") != 0;
}

static CuteRtStatus homeDir(char *out, size_t cap, CuteRtError *err) {
  const char *home = getenv("HOME");
  if (home && *home) {
    snprintf(out, cap, "%s", home);
    return CUTE_RT_OK;
  }
  struct passwd pw, *found = NULL;
  char buf[4096];
  if (getpwuid_r(geteuid(), &pw, buf, sizeof buf, &found) == 0 && found &&
      found->pw_dir && *found->pw_dir) {
    snprintf(out, cap, "%s", found->pw_dir);
    return CUTE_RT_OK;
  }
  return jitFail(err, CUTE_RT_ERROR_IO,
                 "cuteJitCreate: no directory for the compile cache: set "
                 "CUTE_C_CACHE_DIR, XDG_CACHE_HOME or HOME, or turn the disk "
                 "cache off (CUTE_C_DISABLE_FILE_CACHE=1)");
}

/* CuteJitOptions.cacheDir, else the environment's choice (Jit.h). */
static CuteRtStatus cacheDir(const CuteJitOptions *o, char *out, size_t cap,
                             CuteRtError *err) {
  const char *env = getenv("CUTE_C_CACHE_DIR");
  const char *xdg = getenv("XDG_CACHE_HOME");
  if (o && o->cacheDir) {
    snprintf(out, cap, "%s", o->cacheDir);
  } else if (env && *env) {
    snprintf(out, cap, "%s", env);
  } else if (xdg && xdg[0] == '/') {
    snprintf(out, cap, "%s/cute-c", xdg);
  } else {
    char home[JIT_PATH_CAP - 32];
    CuteRtStatus st = homeDir(home, sizeof home, err);
    if (st)
      return st;
    snprintf(out, cap, "%s/.cache/cute-c", home);
  }
  return CUTE_RT_OK;
}

static uint64_t maxBytes(const CuteJitOptions *o) {
  if (o && o->maxCacheBytes)
    return o->maxCacheBytes;
  const char *env = getenv("CUTE_C_CACHE_MAX_BYTES");
  char *end = NULL;
  unsigned long long v = env && *env ? strtoull(env, &end, 10) : 0;
  return v && end && !*end ? (uint64_t)v : DEFAULT_MAX_CACHE_BYTES;
}

/*===--- Creating and destroying ------------------------------------------===*/

CuteRtStatus cuteJitCreate(CuteRtContext ctx, const CuteJitOptions *options,
                           CuteJit *out, CuteRtError *err) {
  if (!out || !ctx.ptr)
    return jitFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT, "cuteJitCreate: %s",
                   out ? "null context" : "out is NULL");
  out->ptr = NULL;
  Jit *j = calloc(1, sizeof *j);
  if (!j)
    return jitFail(err, CUTE_RT_ERROR_NO_MEMORY, "out of memory");
  j->ctx = ctx;
  j->cache.dirFd = -1;
  j->disk = !(options && options->disableFileCache) &&
            !envSet("CUTE_C_DISABLE_FILE_CACHE");
  char dir[JIT_PATH_CAP];
  CuteRtStatus st = CUTE_RT_OK;
  if (j->disk)
    st = cacheDir(options, dir, sizeof dir, err);
  if (!st && j->disk)
    st = jitDiskOpen(&j->cache, dir, maxBytes(options), err);
  if (st) {
    free(j);
    return st;
  }
  pthread_mutex_init(&j->lock, NULL);
  out->ptr = j;
  return CUTE_RT_OK;
}

static void freeModule(JitModuleObj *m) {
  for (intptr_t i = 0; i < m->count; ++i)
    cuteRtModuleDestroy(m->binaries[i]);
  free(m->binaries);
  free(m);
}

void cuteJitDestroy(CuteJit jit) {
  Jit *j = jit.ptr;
  if (!j)
    return;
  for (size_t i = 0; i < j->count; ++i)
    freeModule(j->modules[i]);
  free(j->modules);
  jitDiskClose(&j->cache);
  pthread_mutex_destroy(&j->lock);
  free(j);
}

const char *cuteJitGetCacheDir(CuteJit jit) {
  Jit *j = jit.ptr;
  return j && j->disk ? j->cache.path : "";
}

CuteJitStats cuteJitGetStats(CuteJit jit) {
  Jit *j = jit.ptr;
  CuteJitStats s = {0};
  if (!j)
    return s;
  pthread_mutex_lock(&j->lock);
  s = j->stats;
  s.evictions = j->cache.evictions;
  pthread_mutex_unlock(&j->lock);
  return s;
}

/*===--- Options ----------------------------------------------------------===*/

/* The device's chip, sm_XY, or sm_XYa where LLVM 22 knows that one: the
 * JIT compiles for the device it loads into. */
static CuteRtStatus deviceChip(Jit *j, CuteRtError *err) {
  if (j->deviceChip[0])
    return CUTE_RT_OK;
  int major = 0, minor = 0;
  CuteRtStatus st = cuteRtContextGetDeviceAttribute(
      j->ctx, CUTE_RT_DEVICE_COMPUTE_CAPABILITY_MAJOR, &major, err);
  if (!st)
    st = cuteRtContextGetDeviceAttribute(
        j->ctx, CUTE_RT_DEVICE_COMPUTE_CAPABILITY_MINOR, &minor, err);
  if (st)
    return st;
  char chip[16];
  snprintf(chip, sizeof chip, "sm_%d%da", major % 100, minor % 10);
  if (cuteGpuChipMinFeatures(mlirStringRefCreateFromCString(chip)).length == 0)
    chip[strlen(chip) - 1] = '\0';
  memcpy(j->deviceChip, chip, sizeof chip);
  return CUTE_RT_OK;
}

/* *out: the caller's options (or the JIT's defaults), the chip filled in. */
static CuteRtStatus resolveOptions(Jit *j, const CuteCompileOptions *options,
                                   CuteCompileOptions *out, CuteRtError *err) {
  if (options) {
    *out = *options;
  } else {
    *out = cuteCompileOptionsGetDefault();
    out->format = CuteGpuFormatCubin;
  }
  if (out->target.chip.length)
    return CUTE_RT_OK;
  CuteRtStatus st = deviceChip(j, err);
  if (!st)
    out->target.chip = mlirStringRefCreateFromCString(j->deviceChip);
  return st;
}

/*===--- Loading ----------------------------------------------------------===*/

static JitModuleObj *findModule(const Jit *j, const uint8_t key[]) {
  for (size_t i = 0; i < j->count; ++i)
    if (!memcmp(j->modules[i]->key, key, JIT_KEY_BYTES))
      return j->modules[i];
  return NULL;
}

/* Room for one more module in the memory cache. */
static bool reserve(Jit *j) {
  JitModuleObj **grown =
      cuteArrayGrow(j->modules, &j->cap, j->count + 1, sizeof *grown, 4);
  if (!grown)
    return false;
  j->modules = grown;
  return true;
}

/* The entry's binaries loaded with its ABI; *out joins the memory cache. */
static CuteRtStatus load(Jit *j, const uint8_t key[], const JitEntry *e,
                         JitModuleObj **out, CuteRtError *err) {
  JitModuleObj *m = calloc(1, sizeof *m);
  CuteRtModule *mods = calloc(e->count ? e->count : 1, sizeof *mods);
  if (!m || !mods || !reserve(j)) {
    free(m);
    free(mods);
    return jitFail(err, CUTE_RT_ERROR_NO_MEMORY, "out of memory");
  }
  memcpy(m->key, key, JIT_KEY_BYTES);
  m->binaries = mods;
  CuteRtStatus st = CUTE_RT_OK;
  for (size_t i = 0; i < e->count && !st; ++i) {
    st = cuteRtModuleLoad(j->ctx, e->binaries[i].bytes, e->binaries[i].size,
                          e->abi, e->abiSize, "the compiled kernels' ABI",
                          &mods[i], err);
    m->count += !st;
  }
  if (st) {
    freeModule(m);
    return st;
  }
  j->modules[j->count++] = m;
  *out = m;
  return CUTE_RT_OK;
}

/* The compile's result as an entry; the bytes stay the result's. */
static void entryOf(CuteCompileResult r, JitEntry *e, JitBinary *storage) {
  intptr_t n = cuteCompileResultGetNumBinaries(r);
  MlirStringRef abi = cuteCompileResultGetAbi(r);
  *e = (JitEntry){(char *)abi.data, abi.length, storage, (size_t)n};
  for (intptr_t i = 0; i < n; ++i) {
    MlirStringRef name = cuteCompileResultGetBinaryName(r, i);
    MlirStringRef bytes = cuteCompileResultGetBinary(r, i);
    storage[i] = (JitBinary){(char *)name.data, name.length,
                             (unsigned char *)bytes.data, bytes.length};
  }
}

/* A compile asked to dump (dumpDir, else $CUTE_C_DUMP_DIR, as
 * cuteCompileModule reads them) must write its dump, which only a compile
 * does: it skips both lookups. */
static bool wantsDump(const CuteCompileOptions *o) {
  const char *env = getenv("CUTE_C_DUMP_DIR");
  return o->dumpDir.length || (env && *env);
}

/* Compiles, loads and stores: the path of a miss or a dump. A dump's
 * compile of a key already in memory returns that module: one key, one
 * module. */
static CuteRtStatus compileAndLoad(Jit *j, MlirModule module,
                                   const CuteCompileOptions *o,
                                   const uint8_t key[], JitModuleObj **out,
                                   CuteRtError *err) {
  CuteCompileResult r;
  CuteRtStatus st = jitCompile(module, o, &r, err);
  if (st)
    return st;
  intptr_t n = cuteCompileResultGetNumBinaries(r);
  JitBinary *storage = calloc(n ? (size_t)n : 1, sizeof *storage);
  JitEntry e;
  if (!storage) {
    cuteCompileResultDestroy(r);
    return jitFail(err, CUTE_RT_ERROR_NO_MEMORY, "out of memory");
  }
  entryOf(r, &e, storage);
  j->stats.compiles++;
  if (!(*out = findModule(j, key)))
    st = load(j, key, &e, out, err);
  if (!st && j->disk && jitDiskPut(&j->cache, key, &e, NULL))
    j->stats.diskWriteErrors++;
  free(storage);
  cuteCompileResultDestroy(r);
  return st;
}

static CuteRtStatus lookupOrCompile(Jit *j, MlirModule module,
                                    const CuteCompileOptions *options,
                                    JitModuleObj **out, CuteRtError *err) {
  CuteCompileOptions o;
  uint8_t key[JIT_KEY_BYTES];
  CuteRtStatus st = resolveOptions(j, options, &o, err);
  if (!st)
    st = jitKey(module, &o, key, err);
  if (st)
    return st;
  bool dump = wantsDump(&o);
  if (!dump && (*out = findModule(j, key))) {
    j->stats.memoryHits++;
    return CUTE_RT_OK;
  }
  if (j->disk && !dump) {
    JitEntry e;
    JitDiskFound found;
    st = jitDiskGet(&j->cache, key, &e, &found, err);
    if (st)
      return st;
    j->stats.corruptEntries += found == JIT_DISK_CORRUPT;
    if (found == JIT_DISK_HIT) {
      st = load(j, key, &e, out, err);
      j->stats.diskHits += !st;
      jitEntryFree(&e);
      return st;
    }
  }
  return compileAndLoad(j, module, &o, key, out, err);
}

/*===--- The API ----------------------------------------------------------===*/

CuteRtStatus cuteJitCompile(CuteJit jit, MlirModule module,
                            const CuteCompileOptions *options,
                            CuteJitModule *out, CuteRtError *err) {
  Jit *j = jit.ptr;
  if (!j || !out || mlirModuleIsNull(module))
    return jitFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                   "cuteJitCompile: %s is NULL",
                   !j ? "the JIT" : !out ? "out" : "the module");
  out->ptr = NULL;
  JitModuleObj *m = NULL;
  pthread_mutex_lock(&j->lock);
  CuteRtStatus st = lookupOrCompile(j, module, options, &m, err);
  pthread_mutex_unlock(&j->lock);
  out->ptr = m;
  return st;
}

CuteRtStatus cuteJitCompileText(CuteJit jit, MlirContext ctx,
                                MlirStringRef text,
                                const CuteCompileOptions *options,
                                CuteJitModule *out, CuteRtError *err) {
  if (!jit.ptr || !out || mlirContextIsNull(ctx))
    return jitFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                   "cuteJitCompileText: %s is NULL",
                   !jit.ptr ? "the JIT" : !out ? "out" : "the context");
  out->ptr = NULL;
  MlirModule module;
  CuteRtStatus st = jitParse(ctx, text, &module, err);
  if (st)
    return st;
  st = cuteJitCompile(jit, module, options, out, err);
  mlirModuleDestroy(module);
  return st;
}

CuteRtStatus cuteJitComputeKey(CuteJit jit, MlirModule module,
                               const CuteCompileOptions *options, char out[65],
                               CuteRtError *err) {
  Jit *j = jit.ptr;
  if (!j || mlirModuleIsNull(module))
    return jitFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                   "cuteJitComputeKey: %s is NULL",
                   !j ? "the JIT" : "the module");
  CuteCompileOptions o;
  uint8_t key[JIT_KEY_BYTES];
  pthread_mutex_lock(&j->lock);
  CuteRtStatus st = resolveOptions(j, options, &o, err);
  pthread_mutex_unlock(&j->lock);
  if (!st)
    st = jitKey(module, &o, key, err);
  if (!st)
    cuteSha256Hex(key, out);
  return st;
}

CuteRtStatus cuteJitModuleGetKernel(CuteJitModule module, const char *name,
                                    CuteRtKernel *out, CuteRtError *err) {
  JitModuleObj *m = module.ptr;
  if (!m || !name || !out)
    return jitFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                   "cuteJitModuleGetKernel: %s is NULL",
                   !m ? "the module" : !name ? "the name" : "out");
  out->ptr = NULL;
  if (m->count == 0)
    return jitFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                   "cuteJitModuleGetKernel(%s): the module has no kernels",
                   name);
  CuteRtStatus st = CUTE_RT_OK;
  for (intptr_t i = 0; i < m->count; ++i)
    if (!(st = cuteRtModuleGetKernel(m->binaries[i], name, out, err)))
      return CUTE_RT_OK;
  return st; /* the last binary's error */
}

intptr_t cuteJitModuleGetNumBinaries(CuteJitModule module) {
  JitModuleObj *m = module.ptr;
  return m ? m->count : 0;
}

CuteRtModule cuteJitModuleGetBinary(CuteJitModule module, intptr_t pos) {
  JitModuleObj *m = module.ptr;
  CuteRtModule r = {NULL};
  if (m && pos >= 0 && pos < m->count)
    r = m->binaries[pos];
  return r;
}
