/* The JIT's three paths timed (docs/jit.md, "Measured"):
 *
 *   jit_bench [--cold N] [--warm N] NAME=FILE.mlir...
 *
 * For each module, parsed once (its parse time reported apart): the cache
 * key alone (print + SHA-256), a cold compile+load (a new JIT over an
 * empty cache directory: compile, load, write the entry; the median of
 * --cold runs, default 3), a warm disk hit (a new JIT over the filled
 * directory: key, read, checksum, load; median of --warm runs, default
 * 10) and a warm in-memory hit (the same JIT again: key and lookup;
 * median of --warm runs), then the ratios. Options: cubin, -O3, the
 * device's chip (sm_90a on an H100). Wall-clock times around each
 * cuteJitCompile call; the cache directories live under $TMPDIR (else
 * /tmp) and are removed at the end. Exit status 1 when any call fails or
 * a path is not the one expected (a hit that compiled, ...). */
#define _POSIX_C_SOURCE 200809L
#include "cute-c/Dialects.h"
#include "cute-c/Jit.h"

#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { MAX_RUNS = 64 };

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmpDouble(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *v, int n) {
  qsort(v, (size_t)n, sizeof *v, cmpDouble);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static void die(const char *what, const CuteRtError *err) {
  fprintf(stderr, "error: %s: %s\n", what, err->message);
  exit(1);
}

static CuteRtContext gRt;
static char gRoot[512];
static int gDirs;

/* A new JIT over a new or given cache directory. */
static CuteJit newJit(char *dir, size_t n, bool fresh) {
  if (fresh)
    snprintf(dir, n, "%s/c%d", gRoot, gDirs++);
  CuteJitOptions o = {dir, false, 0};
  CuteJit jit;
  CuteRtError err;
  if (cuteJitCreate(gRt, &o, &jit, &err))
    die("cuteJitCreate", &err);
  return jit;
}

typedef enum Path { COMPILE, DISK, MEMORY } Path;

/* One cuteJitCompile, timed; it must have taken `path`. */
static double timed(CuteJit jit, MlirModule m, const CuteCompileOptions *o,
                    const char *name, Path path) {
  CuteJitStats before = cuteJitGetStats(jit);
  CuteJitModule mod;
  CuteRtError err;
  double t0 = now();
  if (cuteJitCompile(jit, m, o, &mod, &err))
    die(name, &err);
  double t = now() - t0;
  CuteJitStats after = cuteJitGetStats(jit);
  bool ok = path == COMPILE  ? after.compiles == before.compiles + 1
            : path == DISK   ? after.diskHits == before.diskHits + 1
                             : after.memoryHits == before.memoryHits + 1;
  if (!ok || cuteJitModuleGetNumBinaries(mod) < 1) {
    fprintf(stderr, "error: %s: not the expected path\n", name);
    exit(1);
  }
  return t;
}

static MlirContext newContext(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  cuteRegisterDialects(ctx);
  return ctx;
}

static char *readFile(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  char *text = NULL;
  if (f && !fseek(f, 0, SEEK_END)) {
    long n = ftell(f);
    rewind(f);
    text = n >= 0 ? malloc((size_t)n + 1) : NULL;
    *size = text ? fread(text, 1, (size_t)n, f) : 0;
  }
  if (f)
    fclose(f);
  return text;
}

/* The medians of one module's paths, in seconds. */
typedef struct Row {
  double parse, key, cold, disk, memory;
  size_t textBytes;
  intptr_t binaries;
} Row;

static void measure(MlirContext ctx, const char *name, const char *path,
                    int cold, int warm, Row *r) {
  CuteCompileOptions o = cuteCompileOptionsGetDefault();
  o.format = CuteGpuFormatCubin;
  o.target.optLevel = 3;
  char *text = readFile(path, &r->textBytes);
  if (!text)
    fprintf(stderr, "error: cannot read %s\n", path), exit(1);
  double t0 = now();
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreate(text, r->textBytes));
  r->parse = now() - t0;
  if (mlirModuleIsNull(m))
    fprintf(stderr, "error: cannot parse %s\n", path), exit(1);
  double t[MAX_RUNS];
  char dir[600], key[65];
  CuteRtError err;
  CuteJit jit = newJit(dir, sizeof dir, true);
  for (int i = 0; i < warm; ++i) {
    t0 = now();
    if (cuteJitComputeKey(jit, m, &o, key, &err))
      die(name, &err);
    t[i] = now() - t0;
  }
  r->key = median(t, warm);
  for (int i = 0; i < cold; ++i) {
    if (i)
      cuteJitDestroy(jit), jit = newJit(dir, sizeof dir, true);
    t[i] = timed(jit, m, &o, name, COMPILE);
  }
  r->cold = median(t, cold);
  CuteJitModule mod;
  if (cuteJitCompile(jit, m, &o, &mod, &err))
    die(name, &err);
  r->binaries = cuteJitModuleGetNumBinaries(mod);
  for (int i = 0; i < warm; ++i)
    t[i] = timed(jit, m, &o, name, MEMORY);
  r->memory = median(t, warm);
  cuteJitDestroy(jit);
  for (int i = 0; i < warm; ++i) {
    jit = newJit(dir, sizeof dir, false); /* the filled directory */
    t[i] = timed(jit, m, &o, name, DISK);
    cuteJitDestroy(jit);
  }
  r->disk = median(t, warm);
  mlirModuleDestroy(m);
  free(text);
}

int main(int argc, char **argv) {
  int cold = 3, warm = 10, first = 1;
  for (; first + 1 < argc && argv[first][0] == '-'; first += 2) {
    int v = atoi(argv[first + 1]);
    if (v < 1 || v > MAX_RUNS)
      fprintf(stderr, "error: %s must be 1..%d\n", argv[first], MAX_RUNS),
          exit(2);
    if (!strcmp(argv[first], "--cold"))
      cold = v;
    else if (!strcmp(argv[first], "--warm"))
      warm = v;
  }
  if (first >= argc) {
    fprintf(stderr, "usage: %s [--cold N] [--warm N] NAME=FILE.mlir...\n",
            argv[0]);
    return 2;
  }
  const char *tmp = getenv("TMPDIR");
  snprintf(gRoot, sizeof gRoot, "%s/cute-jit-bench-XXXXXX",
           tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(gRoot))
    fprintf(stderr, "error: cannot create %s\n", gRoot), exit(1);
  CuteRtError err;
  if (cuteRtContextCreate(0, &gRt, &err))
    die("CUDA", &err);
  mlirRegisterAllPasses();
  MlirContext ctx = newContext();
  printf("%-10s %5s %7s %8s %8s %10s %9s %9s %9s %11s %9s\n", "module",
         "bins", "text_KB", "parse_ms", "key_ms", "cold_ms", "disk_ms",
         "memory_ms", "cold/disk", "cold/memory", "disk/mem");
  for (int i = first; i < argc; ++i) {
    char name[64];
    const char *eq = strchr(argv[i], '=');
    snprintf(name, sizeof name, "%.*s", eq ? (int)(eq - argv[i]) : 0, argv[i]);
    if (!eq)
      fprintf(stderr, "error: expected NAME=FILE, got %s\n", argv[i]), exit(2);
    Row r;
    measure(ctx, name, eq + 1, cold, warm, &r);
    printf("%-10s %5ld %7.0f %8.2f %8.3f %10.1f %9.3f %9.3f %9.0f %11.0f "
           "%9.1f\n",
           name, (long)r.binaries, (double)r.textBytes / 1024, r.parse * 1e3,
           r.key * 1e3, r.cold * 1e3, r.disk * 1e3, r.memory * 1e3,
           r.cold / r.disk, r.cold / r.memory, r.disk / r.memory);
    fflush(stdout);
  }
  printf("(medians: cold of %d runs, the rest of %d; cubin -O3 for the "
         "device's chip)\n", cold, warm);
  char cmd[600];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", gRoot);
  int rc = system(cmd);
  mlirContextDestroy(ctx);
  cuteRtContextDestroy(gRt);
  return rc ? 1 : 0;
}
