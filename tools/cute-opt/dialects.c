/* --show-dialects: the dialects of cute-opt's context, as mlir-opt lists
 * its own, plus ours. MLIR's C API can count the dialects a context knows
 * (mlirContextGetNumRegisteredDialects) but not name them, so the names
 * of upstream dialects come from a list (those `mlir-opt-22
 * --show-dialects` prints, without its test dialects), each shown only
 * when the context really knows it (mlirContextGetOrLoadDialect); any the
 * list misses are counted. Ours are the namespaces of the op catalogue:
 * MLIR does not register them (docs/embedding.md). */
#include "opt.h"

#include "cute-c/Dialects.h"
#include "mlir-c/RegisterEverything.h"

#include <stdlib.h>
#include <string.h>

static const char *const kUpstream[] = {
    "acc",       "affine",    "amdgpu",      "amx",          "arith",
    "arm_neon",  "arm_sme",   "arm_sve",     "async",        "bufferization",
    "builtin",   "cf",        "complex",     "dlti",         "emitc",
    "func",      "gpu",       "index",       "irdl",         "linalg",
    "llvm",      "math",      "memref",      "ml_program",   "mpi",
    "nvgpu",     "nvvm",      "omp",         "pdl",          "pdl_interp",
    "ptr",       "quant",     "rocdl",       "scf",          "shape",
    "shard",     "smt",       "sparse_tensor", "spirv",      "tensor",
    "tosa",      "transform", "ub",          "vector",       "wasmssa",
    "x86vector", "xegpu",     "xevm"};

enum { kNumUpstream = sizeof kUpstream / sizeof kUpstream[0], kMaxOurs = 8 };

/* The namespaces of our ops ("cute", "cute_nvgpu"), sorted. */
static int ourDialects(char names[kMaxOurs][32]) {
  int n = 0;
  for (const char *const *op = cuteDialectOpNames(); *op; ++op) {
    size_t len = strcspn(*op, ".");
    bool seen = false;
    for (int i = 0; i < n && !seen; ++i)
      seen = strlen(names[i]) == len && !strncmp(names[i], *op, len);
    if (!seen && n < kMaxOurs && len < sizeof names[0])
      snprintf(names[n++], sizeof names[0], "%.*s", (int)len, *op);
  }
  qsort(names, (size_t)n, sizeof names[0],
        (int (*)(const void *, const void *))strcmp);
  return n;
}

static void item(int *printed, const char *name) {
  printf("%s%s", (*printed)++ ? "," : "", name);
}

void optPrintDialects(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  char ours[kMaxOurs][32];
  int numOurs = ourDialects(ours), printed = 0, o = 0;
  intptr_t upstream = 0;
  fputs("Available Dialects: ", stdout);
  for (int i = 0; i < kNumUpstream; ++i) {
    /* Ours go where they sort among the upstream names. */
    for (; o < numOurs && strcmp(ours[o], kUpstream[i]) < 0; ++o)
      item(&printed, ours[o]);
    if (!mlirDialectIsNull(mlirContextGetOrLoadDialect(
            ctx, mlirStringRefCreateFromCString(kUpstream[i])))) {
      item(&printed, kUpstream[i]);
      ++upstream;
    }
  }
  for (; o < numOurs; ++o)
    item(&printed, ours[o]);
  fputs("\n", stdout);
  intptr_t known = mlirContextGetNumRegisteredDialects(ctx);
  if (known > upstream)
    printf("  and %ld more registered with MLIR that its C API cannot name\n",
           (long)(known - upstream));
  for (int i = 0; i < numOurs; ++i)
    printf("%s%s", i ? ", " : "  ", ours[i]);
  puts(": defined by cute-c (not registered with MLIR: cute-c's verifier "
       "checks their ops, types and attributes)");
  mlirContextDestroy(ctx);
}
