/* cute-c: compiling a module's kernels in-process (lib/CAPI/compile.c).
 *
 * cuteCompileModule runs cute-to-nvvm, collects the kernel ABI
 * (docs/abi.md) from the lowered kernels, runs gpu-module-to-binary and
 * hands back the bytes of each gpu.binary (PTX, cubin, fatbin or LLVM IR)
 * and the `.abi` text. cute-translate is a thin driver around it; host
 * programs use it to compile kernels and feed them to the runtime
 * without files. docs/pipelines.md describes the pipelines and options. */
#ifndef CUTE_C_COMPILE_H
#define CUTE_C_COMPILE_H

#include "cute-c/Passes.h"

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What to compile to, and how: the one place the compile options live,
 * for the compile API, cute-translate's flags and the pipelines' text
 * (docs/pipelines.md, "Compile options"). Strings are not copied; they
 * need to live until the compile that uses them returns. */
typedef struct CuteCompileOptions {
  CuteGpuFormat format;   /* CuteGpuFormatPTX unless set */
  CuteGpuOptions target;  /* chip, features, opt-level, toolkit,
                             assertions, ptxas-options, line-info */
  bool enableTiming;      /* MLIR's pass timing report, printed on stderr
                             when the compile's pass manager is destroyed */
  MlirStringRef dumpDir;  /* a folder to keep each stage's IR, the PTX,
                             the binaries, ptxas's output and the ABI in
                             (created if missing); empty: the environment
                             variable CUTE_C_DUMP_DIR, when set and not
                             empty; else nothing is written */
  bool verifyEach;        /* MLIR's verifier after every pass (mlir-opt's
                             --verify-each), to find the pass that broke
                             the IR; off: the module is verified before
                             the passes and after cute-to-nvvm only */
} CuteCompileOptions;

/* PTX for sm_90 with the defaults of cuteGpuOptionsGetDefault, no dump
 * folder. */
CUTE_C_EXPORTED CuteCompileOptions cuteCompileOptionsGetDefault(void);

/* Sets one option by name from text: the names of cuteGpuOptionsSet
 * (`chip`, `features`, `opt-level`, `assertions`, `toolkit`,
 * `ptxas-options`, `line-info`), `dump-dir` and `verify-each` (true or
 * false). `value` is not copied.
 * An unknown name or malformed value leaves `options` as it was and
 * calls `errorCallback` (may be NULL) once with a message naming it, e.g.
 *   unknown option 'opt' (known: chip, features, ..., verify-each)
 * The whole is checked by cuteCompileModule (cuteGpuOptionsCheck). */
CUTE_C_EXPORTED MlirLogicalResult cuteCompileOptionsSet(
    CuteCompileOptions *options, MlirStringRef name, MlirStringRef value,
    MlirStringCallback errorCallback, void *userData);

/* Sets the options of `text`, `name=value` pairs separated by blanks, a
 * value in double quotes when it has blanks (the syntax of the
 * pipelines' options):
 *   opt-level=3 line-info=true ptxas-options="-v --maxrregcount=64"
 * Names as for cuteCompileOptionsSet, each at most once. The values point
 * into `text`, which must outlive the options' use. On failure `options`
 * is left as it was and `errorCallback` gets one message naming the
 * option. */
CUTE_C_EXPORTED MlirLogicalResult cuteCompileOptionsParse(
    CuteCompileOptions *options, MlirStringRef text,
    MlirStringCallback errorCallback, void *userData);

/* The outcome of a compile: binaries, ABI text and stage times. A handle;
 * the caller destroys it with cuteCompileResultDestroy. */
typedef struct CuteCompileResult {
  void *ptr;
} CuteCompileResult;

static inline bool cuteCompileResultIsNull(CuteCompileResult r) {
  return !r.ptr;
}

/* Compiles the kernels of `module` in place: the passes change the module
 * (afterwards it holds gpu.binary ops where the gpu.modules were, or, for
 * CuteGpuFormatNVVM, the NVVM-lowered IR). Steps: the options are checked
 * (cuteGpuOptionsCheck); MLIR's LLVM IR translations are registered on
 * the module's context; the module is verified; one pass manager runs
 * cute-to-nvvm, a verification of its result (unless verifyEach, which
 * verifies after every pass), the ABI collection (cuteCollectKernelAbi,
 * before the kernels' attributes go away) and gpu-module-to-binary (not
 * for NVVM).
 *
 * Binaries: one per gpu.binary, in module order, named after it, holding
 * the bytes of the object for the target cute-to-nvvm attached (the last;
 * #nvvm.target attributes the input already had are compiled too, and
 * checked like the options): PTX text, cubin, fatbin, or for
 * CuteGpuFormatLLVMIR the LLVM IR text of the kernel module (linked and
 * optimized as it goes to the NVPTX backend). CuteGpuFormatLLVMIR on a
 * module without gpu.module gives one binary named "" instead: the whole
 * lowered host module translated to LLVM IR.
 *
 * Dump folder (dumpDir, else $CUTE_C_DUMP_DIR): STEM.0-input.mlir (the
 * module as given), STEM.1-cute-to-base.mlir, STEM.2-nvvm.mlir (after
 * cute-to-nvvm), STEM.3-binary.mlir (the final module; not for NVVM),
 * then per gpu.binary NAME.ptx, NAME.cubin or NAME.fatbin or NAME.ll,
 * NAME.ptxas.log (cubin and fatbin: what ptxas printed, maybe nothing),
 * and STEM.abi; STEM is the module's symbol name, else its first
 * gpu.module's, else `module`. Files of an earlier compile with the same
 * names are replaced (others are left). Nothing is printed: a folder or
 * file that cannot be written is an error naming it.
 *
 * Upstream passes must be registered (mlirRegisterAllPasses). On failure
 * returns failure with the diagnostics emitted on the module's context (a
 * bad option is an error at the module's location naming the option) and
 * leaves *result null; the module may then be partly lowered, and the
 * dump folder holds the stages reached. */
CUTE_C_EXPORTED MlirLogicalResult
cuteCompileModule(MlirModule module, const CuteCompileOptions *options,
                  CuteCompileResult *result);

/* Number of binaries (0 for CuteGpuFormatNVVM). */
CUTE_C_EXPORTED intptr_t
cuteCompileResultGetNumBinaries(CuteCompileResult result);

/* Name (the gpu.binary's symbol) and bytes of binary `pos`. The bytes are
 * owned by the result; they are followed by a NUL that is not counted,
 * so PTX and LLVM IR can be used as C strings. */
CUTE_C_EXPORTED MlirStringRef
cuteCompileResultGetBinaryName(CuteCompileResult result, intptr_t pos);
CUTE_C_EXPORTED MlirStringRef
cuteCompileResultGetBinary(CuteCompileResult result, intptr_t pos);

/* What ptxas (and fatbinary) printed for binary `pos`, owned by the
 * result: with `-v` in ptxas-options its report per kernel (registers,
 * spill stores and loads, stack frame, shared memory), and any warning.
 * Empty when the tools printed nothing or did not run (PTX, LLVM IR). */
CUTE_C_EXPORTED MlirStringRef
cuteCompileResultGetPtxasLog(CuteCompileResult result, intptr_t pos);

/* The `.abi` text of every kernel (docs/abi.md), owned by the result. */
CUTE_C_EXPORTED MlirStringRef cuteCompileResultGetAbi(CuteCompileResult result);

/* Wall-clock seconds of the stages. `llvmToPtx` and `ptxToBinary` are
 * MLIR's own measurements inside gpu-module-to-binary (summed over the
 * binaries, millisecond resolution; -1 when MLIR did not record them):
 * the second is the time spent in ptxas (and fatbinary). */
typedef struct CuteCompileTimes {
  double lower;       /* cute-to-nvvm */
  double abi;         /* ABI collection */
  double binary;      /* gpu-module-to-binary */
  double llvmToPtx;   /* LLVM IR to PTX (NVPTX backend) */
  double ptxToBinary; /* PTX to cubin/fatbin (ptxas, fatbinary) */
} CuteCompileTimes;

CUTE_C_EXPORTED CuteCompileTimes
cuteCompileResultGetTimes(CuteCompileResult result);

/* Frees the result and everything it owns (a null result is allowed). */
CUTE_C_EXPORTED void cuteCompileResultDestroy(CuteCompileResult result);

/* The `.abi` text of every kernel under `op`, written in pieces to
 * `callback`: `cute-kernel-abi 2`, then for each kernel (a gpu.func or
 * llvm.func with the `gpu.kernel` attribute, in walk order) `kernel NAME
 * N`, the lines of its `cute.kernel_abi` string attribute (empty lines
 * dropped; N counts the `arg` lines) and `end`. A kernel without the
 * attribute gets a `#` comment instead. Run it before
 * gpu-module-to-binary, which drops the kernels: cute-to-base records the
 * attribute on the gpu.func and convert-gpu-to-nvvm keeps it on the
 * llvm.func. Fails, with an error at the kernel, when the attribute is
 * not a string. */
CUTE_C_EXPORTED MlirLogicalResult cuteCollectKernelAbi(
    MlirOperation op, MlirStringCallback callback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_C_COMPILE_H */
