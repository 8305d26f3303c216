/* The JIT (cute-c/Jit.h) end to end against the fake driver (its
 * vector_add_f32 is emulated), compiling example 1 for real:
 *   jit_test VECTOR_ADD.mlir TMPDIR [cubin]
 *   jit_test --child VECTOR_ADD.mlir CACHEDIR     (one concurrent writer)
 * Checks: kernels from a compile launch through cuteRtLaunch with its
 * argument checks and compute c = a + b; in-memory hits (same handle),
 * disk hits in a new JIT, the key's inputs (every option field, the
 * device's chip, the IR), a damaged entry compiled again and rewritten,
 * several processes compiling the same kernel into one directory at
 * once, eviction, the directory chosen from options and environment,
 * the disk cache turned off, refused directories and entries, and the
 * compile, parse and option errors. */
#define _GNU_SOURCE
#include "cute-c/Dialects.h"
#include "cute-c/Jit.h"
#include "mlir_host.h"
#include "rt_test.h"

#include "mlir-c/RegisterEverything.h"

#include <spawn.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static char *gText; /* vector_add.mlir */
static size_t gTextSize;
static char gTmp[1024];
static MlirContext gCtx;
static CuteRtContext gRt;

static char *readText(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc((size_t)n + 1);
  *size = fread(buf, 1, (size_t)n, f);
  buf[*size] = 0;
  fclose(f);
  return buf;
}

static MlirModule parse(const char *text) {
  return mlirModuleCreateParse(gCtx, mlirStringRefCreateFromCString(text));
}

static CuteCompileOptions ptxOptions(void) {
  CuteCompileOptions o = cuteCompileOptionsGetDefault(); /* PTX */
  return o;
}

static CuteJit newJit(const char *dir, uint64_t maxBytes) {
  CuteJitOptions o = {dir, false, maxBytes};
  CuteJit jit = {NULL};
  CuteRtError err;
  CHECK_OK(cuteJitCreate(gRt, &o, &jit, &err), err);
  return jit;
}

static void path(char *out, size_t n, const char *leaf) {
  snprintf(out, n, "%s/%s", gTmp, leaf);
}

/* c = a + b through the kernel, on the fake's host memory. */
static void checkVectorAdd(CuteJitModule m) {
  CuteRtKernel k;
  CuteRtError err;
  CHECK_OK(cuteJitModuleGetKernel(m, "vector_add_f32", &k, &err), err);
  enum { N = 1000 };
  float *a = aligned_alloc(16, N * 4), *b = aligned_alloc(16, N * 4),
        *c = aligned_alloc(16, N * 4);
  for (int i = 0; i < N; ++i)
    a[i] = (float)i, b[i] = 0.5f * (float)i, c[i] = -1;
  int64_t shape[1] = {N};
  CuteRtTensor ta = {(uintptr_t)a, CUTE_RT_ELEM_F32, 1, shape, NULL};
  CuteRtTensor tb = {(uintptr_t)b, CUTE_RT_ELEM_F32, 1, shape, NULL};
  CuteRtTensor tc = {(uintptr_t)c, CUTE_RT_ELEM_F32, 1, shape, NULL};
  CuteRtArg args[3] = {cuteRtArgTensor(&ta), cuteRtArgTensor(&tb),
                       cuteRtArgTensor(&tc)};
  CuteRtLaunchConfig cfg = {{2, 1, 1}, {128, 1, 1}, {0, 0, 0},
                            0,         {NULL},      false};
  CHECK_OK(cuteRtLaunch(k, &cfg, args, 3, &err), err);
  int wrong = 0;
  for (int i = 0; i < N; ++i)
    wrong += c[i] != 1.5f * (float)i;
  CHECK(wrong == 0);
  /* The runtime's checks stand between the caller and the kernel. */
  tb.elemType = CUTE_RT_ELEM_F16;
  CHECK_FAIL(cuteRtLaunch(k, &cfg, args, 3, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "vector_add_f32: argument 1: element type is f16, the kernel was "
             "compiled for f32");
  free(a), free(b), free(c);
}

static void testCompileAndHits(const char *dir) {
  CuteJit jit = newJit(dir, 0);
  CHECK(!strcmp(cuteJitGetCacheDir(jit), dir));
  MlirModule mod = parse(gText);
  CuteCompileOptions o = ptxOptions();
  CuteJitModule m1, m2, m3;
  CuteRtError err;
  CHECK_OK(cuteJitCompile(jit, mod, &o, &m1, &err), err);
  CHECK(cuteJitModuleGetNumBinaries(m1) == 1);
  CHECK(!cuteRtModuleIsNull(cuteJitModuleGetBinary(m1, 0)) &&
        cuteRtModuleIsNull(cuteJitModuleGetBinary(m1, 1)));
  checkVectorAdd(m1);
  CHECK_OK(cuteJitCompile(jit, mod, &o, &m2, &err), err);
  /* The same text parsed again: the same canonical IR, the same key. */
  CHECK_OK(cuteJitCompileText(jit, gCtx,
                              mlirStringRefCreate(gText, gTextSize), &o, &m3,
                              &err),
           err);
  CHECK(m1.ptr == m2.ptr && m2.ptr == m3.ptr);
  CuteJitStats s = cuteJitGetStats(jit);
  CHECK(s.compiles == 1 && s.memoryHits == 2 && s.diskHits == 0);
  /* The caller's module is not changed by the compile. */
  CHECK(mlirOperationVerify(mlirModuleGetOperation(mod)));
  char key[65];
  CHECK_OK(cuteJitComputeKey(jit, mod, &o, key, &err), err);
  char entry[1300];
  snprintf(entry, sizeof entry, "%s/%s.cjit", dir, key);
  struct stat st;
  CHECK(stat(entry, &st) == 0 && (st.st_mode & 0777) == 0600);
  cuteJitDestroy(jit);

  /* A new JIT finds it on disk. */
  jit = newJit(dir, 0);
  CHECK_OK(cuteJitCompile(jit, mod, &o, &m1, &err), err);
  s = cuteJitGetStats(jit);
  CHECK(s.compiles == 0 && s.diskHits == 1);
  checkVectorAdd(m1);
  cuteJitDestroy(jit);
  mlirModuleDestroy(mod);
}

/* Every field of the options, the chip and the IR reach the key. */
static void testKeys(const char *dir) {
  CuteJit jit = newJit(dir, 0);
  MlirModule mod = parse(gText);
  CuteRtError err;
  CuteCompileOptions base = ptxOptions();
  char k0[65], k[65], kFatbin[65] = "";
  CHECK_OK(cuteJitComputeKey(jit, mod, &base, k0, &err), err);
  enum { NV = 10 };
  CuteCompileOptions v[NV];
  for (int i = 0; i < NV; ++i)
    v[i] = base;
  v[0].format = CuteGpuFormatFatbin;
  v[1].target.chip = mlirStringRefCreateFromCString("sm_80");
  v[2].target.features = mlirStringRefCreateFromCString("+ptx85");
  v[3].target.optLevel = 3;
  v[4].target.assertions = CuteGpuAssertionsOff;
  v[5].enableTiming = true;
  v[6].target.toolkit = mlirStringRefCreateFromCString("/usr/local/cuda");
  v[7].target.lineInfo = true;
  /* ptxas-options is for cubin and fatbin: against a fatbin without it. */
  v[8].format = CuteGpuFormatFatbin;
  v[8].target.ptxasOptions = mlirStringRefCreateFromCString("-v");
  v[9].verifyEach = true;
  bool haveToolkit = access("/usr/local/cuda/bin/ptxas", X_OK) == 0;
  for (int i = 0; i < NV; ++i) {
    if ((i == 0 || i == 6 || i == 8) && !haveToolkit)
      continue; /* fatbin, toolkit= and ptxas-options need the toolkit */
    k[0] = 0;
    CHECK_OK(cuteJitComputeKey(jit, mod, &v[i], k, &err), err);
    if (!strcmp(k, i == 8 ? kFatbin : k0))
      fprintf(stderr, "  option %d does not change the key\n", i);
    CHECK(strcmp(k, i == 8 ? kFatbin : k0) != 0);
    if (i == 0)
      memcpy(kFatbin, k, sizeof k);
  }
  /* The dump folder changes where a compile writes, not what it makes. */
  CuteCompileOptions dump = base;
  dump.dumpDir = mlirStringRefCreateFromCString("/nonexistent/dump");
  CHECK_OK(cuteJitComputeKey(jit, mod, &dump, k, &err), err);
  CHECK(!strcmp(k, k0));
  /* An empty chip is the device's: the fake is a 9.0, so sm_90a. */
  CuteCompileOptions chip = base;
  chip.target.chip = mlirStringRefCreateFromCString("sm_90a");
  CHECK_OK(cuteJitComputeKey(jit, mod, &chip, k, &err), err);
  CHECK(!strcmp(k, k0));
  /* Another kernel, or the same one elsewhere in the text, is another
   * key (locations reach the PTX as line info). */
  char *moved = malloc(gTextSize + 2);
  moved[0] = '\n';
  memcpy(moved + 1, gText, gTextSize + 1);
  MlirModule other = parse(moved);
  CHECK_OK(cuteJitComputeKey(jit, other, &base, k, &err), err);
  CHECK(strcmp(k, k0) != 0);
  mlirModuleDestroy(other);
  free(moved);
  cuteJitDestroy(jit);
  mlirModuleDestroy(mod);
}

/* `leaf` exists in folder `dir`, after which the folder is removed. */
static bool takeDumped(const char *dir, const char *leaf) {
  char file[1400], cmd[1400];
  snprintf(file, sizeof file, "%s/%s", dir, leaf);
  bool found = access(file, F_OK) == 0;
  if (!found)
    fprintf(stderr, "  no %s\n", file);
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  CHECK(system(cmd) == 0);
  return found;
}

/* A compile asked to dump writes its dump: it skips the memory and disk
 * lookups, stores its result as any compile does, and returns the module
 * already loaded for the key. Through options and the environment. */
static void testDump(const char *dir) {
  CuteJit jit = newJit(dir, 0);
  MlirModule mod = parse(gText);
  CuteCompileOptions o = ptxOptions(), d = o;
  char dumpDir[1200];
  path(dumpDir, sizeof dumpDir, "dump");
  d.dumpDir = mlirStringRefCreateFromCString(dumpDir);
  CuteJitModule m0, m;
  CuteRtError err;
  CHECK_OK(cuteJitCompile(jit, mod, &o, &m0, &err), err);
  for (int i = 0; i < 2; ++i) {
    CHECK_OK(cuteJitCompile(jit, mod, &d, &m, &err), err);
    CHECK(m.ptr == m0.ptr);
    CHECK(takeDumped(dumpDir, "kernels.0-input.mlir"));
  }
  CuteJitStats s = cuteJitGetStats(jit);
  CHECK(s.compiles == 3 && s.memoryHits == 0 && s.diskHits == 0);
  CHECK_OK(cuteJitCompile(jit, mod, &o, &m, &err), err); /* no dump: a hit */
  CHECK(m.ptr == m0.ptr && cuteJitGetStats(jit).memoryHits == 1);
  CHECK(access(dumpDir, F_OK) != 0);
  cuteJitDestroy(jit);

  /* $CUTE_C_DUMP_DIR: a new JIT compiles although the disk has the key. */
  jit = newJit(dir, 0);
  setenv("CUTE_C_DUMP_DIR", dumpDir, 1);
  CHECK_OK(cuteJitCompile(jit, mod, &o, &m, &err), err);
  unsetenv("CUTE_C_DUMP_DIR");
  s = cuteJitGetStats(jit);
  CHECK(s.compiles == 1 && s.diskHits == 0);
  CHECK(takeDumped(dumpDir, "kernels.ptx"));
  checkVectorAdd(m);
  CHECK_OK(cuteJitCompile(jit, mod, &o, &m, &err), err);
  CHECK(cuteJitGetStats(jit).memoryHits == 1);
  /* A dump that cannot be written fails the call, as it fails a compile. */
  FILE *f = fopen(dumpDir, "w");
  CHECK(f && fclose(f) == 0);
  char want[1500];
  snprintf(want, sizeof want,
           "cuteJitCompile: the compile failed: -:0:0: cuteCompileModule: "
           "cannot use the dump folder '%s': Not a directory",
           dumpDir);
  CHECK_FAIL(cuteJitCompile(jit, mod, &d, &m, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT, want);
  CHECK(!m.ptr);
  cuteJitDestroy(jit);
  mlirModuleDestroy(mod);
}

static void testCorruptEntry(const char *dir) {
  CuteJit jit = newJit(dir, 0);
  MlirModule mod = parse(gText);
  CuteCompileOptions o = ptxOptions();
  CuteRtError err;
  CuteJitModule m;
  char key[65], entry[1300];
  CHECK_OK(cuteJitCompile(jit, mod, &o, &m, &err), err);
  CHECK_OK(cuteJitComputeKey(jit, mod, &o, key, &err), err);
  cuteJitDestroy(jit);
  snprintf(entry, sizeof entry, "%s/%s.cjit", dir, key);
  /* One byte of the PTX changed on disk: it must not be loaded. */
  FILE *f = fopen(entry, "r+b");
  CHECK(f != NULL);
  if (f) {
    fseek(f, 300, SEEK_SET);
    int c = fgetc(f);
    fseek(f, 300, SEEK_SET);
    fputc(c ^ 0x20, f);
    fclose(f);
  }
  jit = newJit(dir, 0);
  CHECK_OK(cuteJitCompile(jit, mod, &o, &m, &err), err);
  CuteJitStats s = cuteJitGetStats(jit);
  CHECK(s.corruptEntries == 1 && s.compiles == 1 && s.diskHits == 0);
  checkVectorAdd(m);
  cuteJitDestroy(jit);
  /* Rewritten whole: the next JIT loads it. */
  jit = newJit(dir, 0);
  CHECK_OK(cuteJitCompile(jit, mod, &o, &m, &err), err);
  s = cuteJitGetStats(jit);
  CHECK(s.diskHits == 1 && s.corruptEntries == 0);
  cuteJitDestroy(jit);
  mlirModuleDestroy(mod);
}

static void testEviction(const char *dir) {
  CuteJit jit = newJit(dir, 1); /* no entry fits */
  MlirModule mod = parse(gText);
  CuteCompileOptions o = ptxOptions();
  CuteRtError err;
  CuteJitModule m;
  CHECK_OK(cuteJitCompile(jit, mod, &o, &m, &err), err);
  CuteJitStats s = cuteJitGetStats(jit);
  CHECK(s.compiles == 1 && s.evictions == 1 && s.diskWriteErrors == 0);
  checkVectorAdd(m); /* loaded all the same */
  char key[65], entry[1300];
  CHECK_OK(cuteJitComputeKey(jit, mod, &o, key, &err), err);
  snprintf(entry, sizeof entry, "%s/%s.cjit", dir, key);
  CHECK(access(entry, F_OK) != 0);
  cuteJitDestroy(jit);
  mlirModuleDestroy(mod);
}

static void expectDir(const CuteJitOptions *o, const char *want) {
  CuteJit jit;
  CuteRtError err;
  CHECK_OK(cuteJitCreate(gRt, o, &jit, &err), err);
  if (strcmp(cuteJitGetCacheDir(jit), want))
    fprintf(stderr, "  cache dir %s, expected %s\n", cuteJitGetCacheDir(jit),
            want);
  CHECK(!strcmp(cuteJitGetCacheDir(jit), want));
  cuteJitDestroy(jit);
}

static void testEnvironment(void) {
  char env[1100], xdg[1100], home[1100], want[1200];
  path(env, sizeof env, "env-dir");
  path(xdg, sizeof xdg, "xdg");
  path(home, sizeof home, "home");
  setenv("CUTE_C_CACHE_DIR", env, 1);
  setenv("XDG_CACHE_HOME", xdg, 1);
  setenv("HOME", home, 1);
  expectDir(NULL, env);
  CuteJitOptions explicitDir = {xdg, false, 0};
  expectDir(&explicitDir, xdg); /* the option wins */
  unsetenv("CUTE_C_CACHE_DIR");
  snprintf(want, sizeof want, "%s/cute-c", xdg);
  expectDir(NULL, want);
  setenv("XDG_CACHE_HOME", "relative/cache", 1); /* ignored, as XDG says */
  snprintf(want, sizeof want, "%s/.cache/cute-c", home);
  expectDir(NULL, want);
  struct stat st;
  CHECK(stat(want, &st) == 0 && (st.st_mode & 0777) == 0700);
  setenv("CUTE_C_DISABLE_FILE_CACHE", "1", 1);
  expectDir(NULL, "");
  CuteJitOptions off = {NULL, true, 0};
  setenv("CUTE_C_DISABLE_FILE_CACHE", "0", 1);
  expectDir(&off, "");
  expectDir(NULL, want);
  unsetenv("CUTE_C_DISABLE_FILE_CACHE");
  unsetenv("XDG_CACHE_HOME");
}

/* With the disk cache off nothing is written, and hits are in memory. */
static void testDiskOff(const char *dir) {
  CuteJitOptions o = {dir, true, 0};
  CuteJit jit;
  CuteRtError err;
  CHECK_OK(cuteJitCreate(gRt, &o, &jit, &err), err);
  MlirModule mod = parse(gText);
  CuteCompileOptions co = ptxOptions();
  CuteJitModule m;
  CHECK_OK(cuteJitCompile(jit, mod, &co, &m, &err), err);
  CHECK_OK(cuteJitCompile(jit, mod, &co, &m, &err), err);
  CuteJitStats s = cuteJitGetStats(jit);
  CHECK(s.compiles == 1 && s.memoryHits == 1);
  CHECK(access(dir, F_OK) != 0);
  cuteJitDestroy(jit);
  mlirModuleDestroy(mod);
}

static void testRefused(const char *dir) {
  CuteJit jit = newJit(dir, 0);
  MlirModule mod = parse(gText);
  CuteCompileOptions o = ptxOptions();
  CuteRtError err;
  CuteJitModule m;
  char key[65], entry[1300], want[1500];
  CHECK_OK(cuteJitCompile(jit, mod, &o, &m, &err), err);
  CHECK_OK(cuteJitComputeKey(jit, mod, &o, key, &err), err);
  cuteJitDestroy(jit);
  snprintf(entry, sizeof entry, "%s/%s.cjit", dir, key);
  CHECK(chmod(entry, 0666) == 0);
  jit = newJit(dir, 0);
  snprintf(want, sizeof want,
           "cache entry %s is writable by group or others (mode 0666): "
           "refusing to load it (remove it; the cache writes its entries "
           "with mode 0600)", entry);
  CHECK_FAIL(cuteJitCompile(jit, mod, &o, &m, &err), err, CUTE_RT_ERROR_IO,
             want);
  CHECK(m.ptr == NULL && cuteJitGetStats(jit).compiles == 0);
  cuteJitDestroy(jit);
  CHECK(chmod(dir, 0775) == 0);
  CuteJitOptions opts = {dir, false, 0};
  snprintf(want, sizeof want,
           "cache directory %s is writable by group or others (mode 0775): "
           "refusing to use it (chmod 700 it, or set CUTE_C_CACHE_DIR to a "
           "directory of your own)", dir);
  CHECK_FAIL(cuteJitCreate(gRt, &opts, &jit, &err), err, CUTE_RT_ERROR_IO,
             want);
  CHECK(jit.ptr == NULL);
  mlirModuleDestroy(mod);
}

static void testErrors(const char *dir) {
  CuteJit jit = newJit(dir, 0);
  CuteRtError err;
  CuteJitModule m;
  CuteCompileOptions o = ptxOptions();
  CHECK_FAIL(cuteJitCompileText(jit, gCtx, mlirStringRefCreateFromCString(
                                               "func.func @f( {"),
                                &o, &m, &err),
             err, CUTE_RT_ERROR_INVALID_ARGUMENT,
             "cuteJitCompileText: parsing failed: -:1:14: expected "
             "non-function type");
  /* Parses, does not verify: the layout's rank does not match. */
  static const char bad[] =
      "func.func @f(%l: !cute.layout<\"(4,8):(1,4)\">) {\n"
      "  %s = \"cute.get_shape\"(%l) : (!cute.layout<\"(4,8):(1,4)\">) -> "
      "!cute.shape<\"(4)\">\n"
      "  return\n"
      "}\n";
  CHECK(cuteJitCompileText(jit, gCtx, mlirStringRefCreateFromCString(bad), &o,
                           &m, &err) == CUTE_RT_ERROR_INVALID_ARGUMENT);
  CHECK(!strncmp(err.message,
                 "cuteJitCompile: the compile failed: -:2:8: cute.get_shape: ",
                 58));
  MlirModule mod = parse(gText);
  CuteCompileOptions nvvm = o;
  nvvm.format = CuteGpuFormatNVVM;
  CHECK_FAIL(cuteJitCompile(jit, mod, &nvvm, &m, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "cuteJitCompile: the format must be PTX, cubin or fatbin (got "
             "0): the JIT loads what it compiles");
  CuteCompileOptions chip = o;
  chip.target.chip = mlirStringRefCreateFromCString("sm_1");
  CHECK(cuteJitCompile(jit, mod, &chip, &m, &err) ==
            CUTE_RT_ERROR_INVALID_ARGUMENT &&
        strstr(err.message, "cuteJitCompile: unknown chip 'sm_1'"));
  CHECK_FAIL(cuteJitCompile((CuteJit){NULL}, mod, &o, &m, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "cuteJitCompile: the JIT is NULL");
  CHECK_FAIL(cuteJitCreate((CuteRtContext){NULL}, NULL, &jit, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT, "cuteJitCreate: null context");
  CHECK(cuteJitGetStats(jit).compiles == 0);
  cuteJitDestroy(jit);
  mlirModuleDestroy(mod);
}

/* A cubin through ptxas, where there is one: the default format. */
static void testCubin(const char *dir) {
  CuteJit jit = newJit(dir, 0);
  CuteRtError err;
  CuteJitModule m;
  CHECK_OK(cuteJitCompileText(jit, gCtx, mlirStringRefCreate(gText, gTextSize),
                              NULL, &m, &err),
           err);
  CuteRtModule bin = cuteJitModuleGetBinary(m, 0);
  (void)bin;
  checkVectorAdd(m);
  /* ptxas's -v report: a compile asked to dump keeps it in the dump. */
  CuteCompileOptions o = cuteCompileOptionsGetDefault();
  char dumpDir[1200], cmd[2600];
  path(dumpDir, sizeof dumpDir, "cubin-dump");
  o.format = CuteGpuFormatCubin;
  o.target.ptxasOptions = mlirStringRefCreateFromCString("-v");
  o.dumpDir = mlirStringRefCreateFromCString(dumpDir);
  CHECK_OK(cuteJitCompileText(jit, gCtx, mlirStringRefCreate(gText, gTextSize),
                              &o, &m, &err),
           err);
  checkVectorAdd(m);
  snprintf(cmd, sizeof cmd,
           "grep -q 'Used [0-9]* registers' '%s/kernels.ptxas.log'", dumpDir);
  CHECK(system(cmd) == 0);
  cuteJitDestroy(jit);
}

/* Processes compiling the same kernel into one empty directory at once. */
static void testConcurrent(const char *self, const char *mlir,
                           const char *dir) {
  enum { N = 4 };
  pid_t pids[N];
  char *argv[] = {(char *)self, "--child", (char *)mlir, (char *)dir, NULL};
  for (int i = 0; i < N; ++i)
    CHECK(posix_spawn(&pids[i], self, NULL, NULL, argv, environ) == 0);
  int failed = 0;
  for (int i = 0; i < N; ++i) {
    int status = 0;
    waitpid(pids[i], &status, 0);
    failed += !WIFEXITED(status) || WEXITSTATUS(status) != 0;
  }
  CHECK(failed == 0);
  CuteJit jit = newJit(dir, 0);
  MlirModule mod = parse(gText);
  CuteCompileOptions o = ptxOptions();
  CuteRtError err;
  CuteJitModule m;
  CHECK_OK(cuteJitCompile(jit, mod, &o, &m, &err), err);
  CHECK(cuteJitGetStats(jit).diskHits == 1);
  char cmd[2600];
  snprintf(cmd, sizeof cmd,
           "test $(ls -A '%s' | wc -l) = 1 && ls '%s' | grep -q 'cjit$'", dir,
           dir);
  CHECK(system(cmd) == 0); /* one entry, no temporary file left */
  cuteJitDestroy(jit);
  mlirModuleDestroy(mod);
}

static int child(const char *dir) {
  CuteJit jit = newJit(dir, 0);
  MlirModule mod = parse(gText);
  CuteCompileOptions o = ptxOptions();
  CuteRtError err;
  CuteJitModule m;
  CuteRtKernel k;
  int bad = cuteJitCompile(jit, mod, &o, &m, &err) ||
            cuteJitModuleGetKernel(m, "vector_add_f32", &k, &err);
  if (bad)
    fprintf(stderr, "jit_test child: %s\n", err.message);
  cuteJitDestroy(jit);
  mlirModuleDestroy(mod);
  return bad || rtTestFailures;
}

int main(int argc, char **argv) {
  bool isChild = argc == 4 && !strcmp(argv[1], "--child");
  if (!isChild && argc != 3 && argc != 4) {
    fprintf(stderr, "usage: jit_test VECTOR_ADD.mlir TMPDIR [cubin]\n");
    return 2;
  }
  const char *mlir = argv[isChild ? 2 : 1];
  if (!(gText = readText(mlir, &gTextSize))) {
    fprintf(stderr, "jit_test: cannot read %s\n", mlir);
    return 2;
  }
  mlirRegisterAllPasses();
  gCtx = newTestContext(false);
  CuteRtError err;
  CHECK_OK(cuteRtContextCreate(0, &gRt, &err), err);
  if (isChild) {
    int rc = child(argv[3]);
    cuteRtContextDestroy(gRt);
    mlirContextDestroy(gCtx);
    free(gText);
    return rc;
  }
  unsetenv("CUTE_C_DUMP_DIR"); /* a dump would skip the caches tested */
  snprintf(gTmp, sizeof gTmp, "%s/jit_test", argv[2]);
  char cmd[1200], dir[1200];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", gTmp);
  CHECK(system(cmd) == 0);
  path(dir, sizeof dir, "concurrent");
  testConcurrent(argv[0], mlir, dir);
  path(dir, sizeof dir, "a/cache");
  testCompileAndHits(dir);
  path(dir, sizeof dir, "keys");
  testKeys(dir);
  path(dir, sizeof dir, "dump-cache");
  testDump(dir);
  path(dir, sizeof dir, "corrupt");
  testCorruptEntry(dir);
  path(dir, sizeof dir, "evict");
  testEviction(dir);
  testEnvironment();
  path(dir, sizeof dir, "off");
  testDiskOff(dir);
  path(dir, sizeof dir, "refused");
  testRefused(dir);
  path(dir, sizeof dir, "errors");
  testErrors(dir);
  if (argc == 4 && !strcmp(argv[3], "cubin")) {
    path(dir, sizeof dir, "cubin");
    testCubin(dir);
  }
  cuteRtContextDestroy(gRt);
  mlirContextDestroy(gCtx);
  free(gText);
  return rtTestResult("jit_test");
}
