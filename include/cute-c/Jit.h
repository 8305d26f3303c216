/* cute-c: compile in process and get kernels ready to launch, with a
 * compile cache in memory and on disk (lib/JIT; docs/jit.md). Also the
 * glue that lets host code lowered by gpu-to-llvm run in MLIR's
 * ExecutionEngine over libcute_rt (docs/execution-engine.md).
 *
 * The JIT joins the compiler (cuteCompileModule, Compile.h) and the
 * runtime (Runtime.h): cuteJitCompile takes a module or `.mlir` text and
 * CuteCompileOptions, and returns the loaded module, whose kernels
 * cuteRtLaunch launches with the runtime's argument checks (the kernel
 * ABI travels with the binaries).
 *
 * The cache key is the SHA-256 of: the module as MLIR bytecode, its
 * locations included (the same IR shares an entry however it was
 * spelled; the same kernel at other lines does not, as line info may
 * reach the binary), every field of the compile options but the dump
 * folder (the chip after it is resolved from the device when empty), the
 * toolkit, the identity of its ptxas binary (path, size, inode,
 * modification time), and our version and build (the git commit and
 * uncommitted changes it was built from). In memory, per JIT object; on
 * disk under $CUTE_C_CACHE_DIR, else $XDG_CACHE_HOME/cute-c, else
 * ~/.cache/cute-c (CUTE_C_DISABLE_FILE_CACHE=1 turns it off). The disk
 * cache is guarded like code about to be loaded into a GPU context: its
 * directory is created 0700, and a directory or entry that another user
 * owns or that group or others may write is refused with an error that
 * says why. Entries are written atomically and checked by SHA-256; a
 * damaged one is compiled again, never loaded. Errors come back as a
 * CuteRtStatus and a CuteRtError (Runtime.h); nothing prints. */
#ifndef CUTE_C_JIT_H
#define CUTE_C_JIT_H

#include "cute-c/Compile.h"
#include "cute-c/Runtime.h"

#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A JIT: a runtime context, the in-memory cache and the disk cache. */
typedef struct CuteJit {
  void *ptr;
} CuteJit;

/* The kernels of one compiled module, loaded into the JIT's context.
 * Owned by the JIT: valid until cuteJitDestroy. */
typedef struct CuteJitModule {
  void *ptr;
} CuteJitModule;

static inline bool cuteJitIsNull(CuteJit j) { return !j.ptr; }
static inline bool cuteJitModuleIsNull(CuteJitModule m) { return !m.ptr; }

/* How the JIT caches. Zero-initialised, everything takes its default. */
typedef struct CuteJitOptions {
  /* The disk cache's directory; NULL: $CUTE_C_CACHE_DIR, else
   * $XDG_CACHE_HOME/cute-c (an absolute XDG_CACHE_HOME only), else
   * $HOME/.cache/cute-c, else the user's home from the password
   * database. */
  const char *cacheDir;
  /* No disk cache (the in-memory one stays). CUTE_C_DISABLE_FILE_CACHE
   * set to anything but "" or "0" does the same. */
  bool disableFileCache;
  /* Bound on the bytes of the disk cache's entries; least recently used
   * entries go first. 0: $CUTE_C_CACHE_MAX_BYTES, else 1 GiB. */
  uint64_t maxCacheBytes;
} CuteJitOptions;

/* Creates a JIT that loads into `ctx` (which must outlive it) and opens
 * its disk cache (creating the directory, mode 0700, and checking it).
 * Errors: a null context or out, no directory to use, or one refused:
 *   cache directory /tmp/c is writable by group or others (mode 0777):
 *   refusing to use it (chmod 700 it, or set CUTE_C_CACHE_DIR to a
 *   directory of your own)
 * The caller owns the JIT (cuteJitDestroy). */
CUTE_C_EXPORTED CuteRtStatus cuteJitCreate(CuteRtContext ctx,
                                           const CuteJitOptions *options,
                                           CuteJit *out, CuteRtError *err);

/* Unloads every module the JIT loaded and frees it (null is fine). */
CUTE_C_EXPORTED void cuteJitDestroy(CuteJit jit);

/* The disk cache's directory, or "" when it is off. Owned by the JIT. */
CUTE_C_EXPORTED const char *cuteJitGetCacheDir(CuteJit jit);

/* Compiles `module`'s kernels with `options` (NULL: the defaults of
 * cuteCompileOptionsGetDefault with format cubin) and loads them, or finds
 * them in the caches. `module` is not changed: the compile works on a
 * clone. An empty options.target.chip means the context's device
 * (sm_XY, with the `a` suffix where LLVM 22 knows one, as sm_90a: the
 * code runs on this device only). The format must be PTX, cubin or
 * fatbin. Upstream passes must be registered (mlirRegisterAllPasses) and
 * the module's context must know the cute dialects and upstream ones (as
 * for cuteCompileModule).
 *
 * Order: the in-memory cache, then the disk cache (a hit is loaded), then
 * the compile, whose result is loaded and then written to the disk cache;
 * a failure to write it is counted (CuteJitStats.diskWriteErrors), not
 * an error of the call. A compile asked to dump (options.dumpDir, else
 * $CUTE_C_DUMP_DIR) skips both lookups, since only a compile writes the
 * dump; its result is stored as any other, and when the key is already in
 * memory that module is returned. ptxas's report (`-v` in ptxasOptions)
 * is not returned: it is in the dump's NAME.ptxas.log, so ask for a dump
 * to see it (a cache hit has none).
 *
 * Errors: the compile's diagnostics (consumed, not printed: the first
 * error with its location, and how many more, become the message, status
 * CUTE_RT_ERROR_INVALID_ARGUMENT), a refused cache entry
 * (CUTE_RT_ERROR_IO), a load that fails (the runtime's error). The same
 * key returns the same module. */
CUTE_C_EXPORTED CuteRtStatus cuteJitCompile(CuteJit jit, MlirModule module,
                                            const CuteCompileOptions *options,
                                            CuteJitModule *out,
                                            CuteRtError *err);

/* cuteJitCompile of `.mlir` text, parsed in `ctx` (mlirModuleCreateParse)
 * and destroyed after. A parse error is the call's error, as a compile
 * error is. */
CUTE_C_EXPORTED CuteRtStatus cuteJitCompileText(
    CuteJit jit, MlirContext ctx, MlirStringRef text,
    const CuteCompileOptions *options, CuteJitModule *out, CuteRtError *err);

/* Kernel `name` of the module, ready for cuteRtLaunch (its ABI known):
 * looked up in each of the module's binaries in turn. Error, when none
 * has it, the driver's, e.g. `cuModuleGetFunction(k) failed:
 * CUDA_ERROR_NOT_FOUND (named symbol not found)`. */
CUTE_C_EXPORTED CuteRtStatus cuteJitModuleGetKernel(CuteJitModule module,
                                                    const char *name,
                                                    CuteRtKernel *out,
                                                    CuteRtError *err);

/* The module's binaries (one per gpu.binary of the compile) as runtime
 * modules, owned by the JIT module. */
CUTE_C_EXPORTED intptr_t cuteJitModuleGetNumBinaries(CuteJitModule module);
CUTE_C_EXPORTED CuteRtModule cuteJitModuleGetBinary(CuteJitModule module,
                                                   intptr_t pos);

/* What the JIT did so far. */
typedef struct CuteJitStats {
  uint64_t memoryHits;      /* found in memory */
  uint64_t diskHits;        /* loaded from disk */
  uint64_t compiles;        /* compiled (then stored, and loaded unless
                               a dump's compile found its key loaded) */
  uint64_t corruptEntries;  /* damaged disk entries found and removed */
  uint64_t evictions;       /* disk entries removed for the size bound */
  uint64_t diskWriteErrors; /* compiles whose entry could not be written */
} CuteJitStats;

CUTE_C_EXPORTED CuteJitStats cuteJitGetStats(CuteJit jit);

/* The key cuteJitCompile uses for `module` and `options` on this JIT's
 * device, as 64 hex digits and a NUL (the disk entry's name without
 * ".cjit"). Errors as cuteJitCompile's option errors. */
CUTE_C_EXPORTED CuteRtStatus cuteJitComputeKey(CuteJit jit, MlirModule module,
                                               const CuteCompileOptions *options,
                                               char out[65], CuteRtError *err);

/*===--- Host code in MLIR's ExecutionEngine ------------------------------===*/

/* Registers libcute_rt's mgpu* functions (Mgpu.h) with `engine`, so that
 * host code lowered by gpu-to-llvm (module loads in its global
 * constructors, launches, memory, streams, events) runs over libcute_rt.
 * Call it before mlirExecutionEngineInitialize, and bind a context with
 * cuteRtMgpuSetContext before initialising or invoking. */
CUTE_C_EXPORTED void cuteJitRegisterRuntimeSymbols(MlirExecutionEngine engine);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_C_JIT_H */
