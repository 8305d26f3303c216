/* cute-c: the passes of lib/Conversion and the textual pipeline parser.
 *
 * MLIR's C API cannot add passes to MLIR's global registry, so our passes
 * are MlirExternalPass objects created by the functions below, and our
 * pipeline parser knows their names while handing every other pipeline
 * element to mlirOpPassManagerAddPipeline. cute-opt and embedders use the
 * same parser, so `builtin.module(cute-fold-static,canonicalize)` means
 * the same thing everywhere. */
#ifndef CUTE_C_PASSES_H
#define CUTE_C_PASSES_H

#include "cute-c/Export.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* `cute-verify`: runs cuteVerifyModule on the op it is scheduled on; the
 * pass fails (with the diagnostics emitted) when the IR is not valid. The
 * caller owns the returned pass until it is added to a pass manager
 * (mlirOpPassManagerAddOwnedPass). Like every pass here it is a generic
 * operation pass: it can be nested under any anchor, and it is safe to run
 * on several ops in parallel (no state outside the op it runs on). */
CUTE_C_EXPORTED MlirPass cuteCreateVerifyPass(void);

/* `cute-fold-static`: every cute op whose results are all fully static
 * algebra values (no `?` leaf) becomes one `"cute.static"() : () -> T` per
 * result, inserted before it, with all uses rewired; equal `cute.static`
 * ops (same result type and attributes) of one block are merged into the
 * first, whose value then serves all their uses (upstream cse does not
 * merge them: our ops have no traits; statics of different blocks or
 * regions are kept apart); then every cute op without uses whose results
 * are all algebra values is erased (ops without results, such as
 * cute.print, and ops producing pointers, memrefs or atoms are never
 * erased). Runs the verifier first: when it fails, the pass fails with
 * its diagnostics and changes nothing. Ownership as for
 * cuteCreateVerifyPass. */
CUTE_C_EXPORTED MlirPass cuteCreateFoldStaticPass(void);

/* `cute-to-base`: lowers every op of the catalogue that has a lowering
 * (docs/ops.md says which; the atom and tiled types do not lower yet):
 * algebra ops to arith, pointers and tensors (element access, pointer
 * swizzles, make_view, memref.alloca) to llvm pointers, GEPs, loads and
 * stores, the scalar ops (assume, ptrtoint, inttoptr, the fast divisor,
 * cute_nvgpu.arch's dynamic shared memory and warp-uniform values) to
 * arith, llvm and nvvm, and cute.print to llvm.call @printf on the host or
 * gpu.printf in a gpu.module. Value model: a cute value becomes its dynamic leaves, depth-first, a
 * layout's shape before its stride, each an i32 (i64 for `?{i64}`);
 * static leaves are constants. Function signatures (`function_type`),
 * calls, returns, block arguments and scf ops that carry cute values are
 * expanded the same way. Runs the verifier first. Fails, with a diagnostic
 * at the op, on an op it cannot lower or any cute op or type left over.
 * Schedule it on builtin.module: printing adds module-level symbols.
 * Ownership as for cuteCreateVerifyPass. */
CUTE_C_EXPORTED MlirPass cuteCreateToBasePass(void);
/* cute-desugar: every cute.copy and cute.gemm becomes one
 * cute.copy_atom_call / cute.mma_atom_call per atom application, over
 * static coordinates (cute.slice of the operands at cute.static
 * coordinates), in CuTe's order (docs/atoms.md). Runs the verifier before
 * and after. Fails, with a diagnostic at the op, on a dynamic extent past
 * mode 0. cute-to-base runs it first. Ownership as for
 * cuteCreateVerifyPass. */
CUTE_C_EXPORTED MlirPass cuteCreateDesugarPass(void);

/* cute-attach-grid-constants: after the NVVM conversion, the llvm.func
 * arguments its gpu.func listed in `cute.grid_constant_args =
 * array<i32: ...>` (each an !llvm.ptr to a 128-byte TMA descriptor)
 * become byval grid constants (`.param .align 64 .b8 [128]`, read in
 * place); MLIR 22 cannot say so on a gpu.func. cute-to-nvvm runs it. */
CUTE_C_EXPORTED MlirPass cuteCreateAttachGridConstantsPass(void);

/* How cf.assert in device code (a gpu.module, a gpu.launch body) is
 * compiled: `assertions=` of the GPU pipelines, `mode=` of
 * cute-gpu-asserts (docs/pipelines.md, "Assertions"). */
typedef enum CuteGpuAssertions {
  /* The default: a failed assert ends the kernel with PTX `trap`; the
   * launch reports an error, the message is not printed. */
  CuteGpuAssertionsTrap = 0,
  /* MLIR's lowering: a call of `__assertfail`, which prints the message
   * (CUDA_ERROR_ASSERT). ptxas serializes the wgmma of a kernel with a
   * call (its warning C7510), so Hopper GEMMs run slower. */
  CuteGpuAssertionsMessage = 1,
  /* Dropped, as CuTe DSL does by default. */
  CuteGpuAssertionsOff = 2
} CuteGpuAssertions;

/* cute-gpu-asserts{mode=trap|message|off}: every cf.assert in device code
 * becomes a predicated PTX `trap` in inline assembly (trap; the message
 * is kept only as its location name), stays as it is for MLIR's
 * __assertfail (message), or is erased (off). cf.assert in host code is
 * left alone. cute-to-nvvm runs it after cute-to-base unless assertions
 * is message. Returns a null pass (cutePassIsNull) for a mode outside the
 * enum. Ownership as for cuteCreateVerifyPass. */
CUTE_C_EXPORTED MlirPass cuteCreateGpuAssertsPass(CuteGpuAssertions mode);

/* cute-mbarrier-wait-loops: every `nvvm.mbarrier.try_wait.parity` on a
 * shared-memory barrier whose suspend-time hint is a constant becomes the
 * same wait loop in inline PTX with the hint as an immediate, the form
 * with which ptxas keeps the loop's retries in line (MLIR's conversion
 * passes the hint in a register). cute-to-nvvm runs it after
 * cute-gpu-asserts. Ownership as for cuteCreateVerifyPass. */
CUTE_C_EXPORTED MlirPass cuteCreateMbarrierWaitLoopsPass(void);

/* cute-barrier-asm: every `llvm.inline_asm has_side_effects` whose text is
 * a CTA barrier (`bar.sync $0;`, `bar.sync $0, $1;` or the same as
 * `barrier.sync.aligned`, i32 operands) becomes `nvvm.barrier` with that
 * id and thread count. MLIR 22 translates inline assembly without
 * `convergent`, so LLVM may copy such a barrier into both paths of a
 * branch, one aligned barrier then split over two instructions (NVIDIA's
 * traced kernels write their named barriers so). cute-to-nvvm runs it
 * after cute-mbarrier-wait-loops. Ownership as for cuteCreateVerifyPass. */
CUTE_C_EXPORTED MlirPass cuteCreateBarrierAsmPass(void);

/* Names of our passes, NULL-terminated, for --list-passes and --help.
 * Static storage; the caller frees nothing. */
CUTE_C_EXPORTED const char *const *cutePassNames(void);

/* One-line description of our pass `name` (static storage), or NULL when
 * the name is not one of ours. */
CUTE_C_EXPORTED const char *cutePassDescription(MlirStringRef name);

/* True for the null pass cuteCreatePassByName returns for an unknown name
 * (mlir-c has no mlirPassIsNull). */
static inline bool cutePassIsNull(MlirPass pass) { return !pass.ptr; }

/* Creates our pass named `name` (e.g. "cute-fold-static"); a null pass
 * (cutePassIsNull) when the name is not one of ours. The C API has no way
 * to destroy a pass, so hand every non-null pass to a pass manager
 * (mlirOpPassManagerAddOwnedPass), which then owns it. */
CUTE_C_EXPORTED MlirPass cuteCreatePassByName(MlirStringRef name);

/* Parses a textual pipeline and adds it to `pm`.
 *
 * Syntax: elements separated by commas; an element is a pass name with
 * optional options in braces (`canonicalize{max-iterations=3}`; braces,
 * parentheses and quotes inside must balance) or an anchor, an op name
 * followed by a parenthesised list (`func.func(cse)`, `gpu.module(...)`),
 * which nests a pass manager (mlirOpPassManagerGetNestedUnder). When the
 * whole text is one anchor naming pm's own anchor
 * (`builtin.module(cute-fold-static,canonicalize)` for a pass manager on
 * builtin.module), its contents are added to pm itself, as
 * mlirParsePassPipeline does; the same holds for any lone anchor when pm is
 * anchored on `any` (mlirPassManagerCreate), since such a pm runs on the op
 * it is given. Otherwise the elements are added to pm as
 * mlirOpPassManagerAddPipeline does (`func.func(cse)` nests). An empty
 * text adds nothing.
 *
 * Our pass names (cutePassNames) become our passes; they take no options
 * (empty braces are accepted) except cute-gpu-asserts, which takes
 * `mode=trap|message|off`. Every other pass goes to
 * mlirOpPassManagerAddPipeline, so upstream passes must be registered
 * first (mlirRegisterAllPasses or the mlirRegister<Group>Passes
 * functions).
 *
 * On failure returns failure, adds nothing to pm, and calls
 * `errorCallback` (may be NULL) once with a one-line message that names
 * the offending element and its 1-based column, e.g.
 *   column 17: 'cute-fold-static{x=1}': pass cute-fold-static takes no options
 *   column 8: 'no-such-pass': 'no-such-pass' does not refer to a registered pass or pass pipeline
 * The string is only valid during the callback. */
CUTE_C_EXPORTED MlirLogicalResult
cuteParsePassPipeline(MlirOpPassManager pm, MlirStringRef pipeline,
                      MlirStringCallback errorCallback, void *userData);

/*===--- GPU pipelines (lib/Conversion, lib/Target) ----------------------===*
 *
 * cute-to-nvvm, cute-to-ptx, cute-to-cubin and cute-to-fatbin
 * (docs/pipelines.md): cute-to-base, cute-gpu-asserts in the mode of
 * `assertions` (trap unless told; none for message), then the steps of
 * upstream gpu-lower-to-nvvm-pipeline of LLVM 22 (nvvm-attach-target with
 * the chip, PTX features and optimization level), with line info
 * ensure-debug-info-scope-on-llvm-func, then, except for cute-to-nvvm,
 * gpu-module-to-binary (to PTX for cubin and fatbin, which our step then
 * assembles with the toolkit's ptxas and fatbinary, keeping ptxas's
 * report in the #gpu.object's properties as `cute.ptxas_log`). The
 * pipeline parser knows them by name
 * (`builtin.module(cute-to-ptx{chip=sm_90 features=+ptx80})`).
 *
 * Every option is checked before anything is added, against a table of
 * what LLVM 22's NVPTX backend accepts (LLVM aborts the process on a chip
 * whose PTX version is too old). The pipelines must be scheduled on
 * builtin.module, and need the upstream passes registered
 * (mlirRegisterAllPasses). */

/* What the pipelines produce. */
typedef enum CuteGpuFormat {
  CuteGpuFormatNVVM,   /* cute-to-nvvm: gpu.modules of llvm/nvvm ops */
  CuteGpuFormatLLVMIR, /* gpu.binary of LLVM bitcode (format=llvm) */
  CuteGpuFormatPTX,    /* cute-to-ptx: gpu.binary of PTX text (isa) */
  CuteGpuFormatCubin,  /* cute-to-cubin: cubin from ptxas (bin) */
  CuteGpuFormatFatbin  /* cute-to-fatbin: a fatbinary (fatbin) */
} CuteGpuFormat;

/* The pipelines' options. Strings are not copied; they only need to live
 * during the call that takes them. */
typedef struct CuteGpuOptions {
  MlirStringRef chip;     /* `sm_90`, `sm_90a`, ...; empty: sm_90 */
  MlirStringRef features; /* one PTX version, `+ptx80`; empty: the
                             oldest the chip accepts */
  int optLevel;           /* 0..3; -1: 2 */
  MlirStringRef toolkit;  /* CUDA toolkit root (bin/ptxas,
                             nvvm/libdevice); empty: $CUDA_PATH, else
                             /usr/local/cuda, else the toolkit of the
                             ptxas on PATH. Not used by the NVVM format. */
  CuteGpuAssertions assertions; /* device cf.assert; 0: trap */
  MlirStringRef ptxasOptions;   /* more ptxas flags, blank-separated
                                   (`-v --maxrregcount=64`); cubin and
                                   fatbin only; empty: none */
  bool lineInfo;                /* MLIR locations as .loc/.file in the
                                   PTX, and ptxas -lineinfo */
} CuteGpuOptions;

/* Every option at its default (empty strings, optLevel -1, assertions
 * CuteGpuAssertionsTrap, lineInfo false). */
CUTE_C_EXPORTED CuteGpuOptions cuteGpuOptionsGetDefault(void);

/* The names cuteGpuOptionsSet knows, NULL-terminated: chip, features,
 * opt-level, assertions, toolkit, ptxas-options, line-info. Static
 * storage. */
CUTE_C_EXPORTED const char *const *cuteGpuOptionNames(void);

/* Sets one option of `options` from text, by the name the pipelines give
 * it: `chip`, `features`, `opt-level` (0..3), `assertions` (trap,
 * message, off), `toolkit`, `ptxas-options`, `line-info` (true,
 * false). `value` is not copied: string options point into it. An
 * unknown name or a malformed value leaves `options` as it was and calls
 * `errorCallback` (may be NULL) once with a message that names the
 * option, e.g.
 *   opt-level must be 0, 1, 2 or 3, got '4'
 *   unknown option 'opt' (known: chip, features, opt-level, ...)
 * opt-level, assertions and line-info are checked here; the string
 * options by cuteGpuOptionsCheck, which checks the whole (a chip against
 * its PTX version, ptxas-options against the format, the toolkit). */
CUTE_C_EXPORTED MlirLogicalResult
cuteGpuOptionsSet(CuteGpuOptions *options, MlirStringRef name,
                  MlirStringRef value, MlirStringCallback errorCallback,
                  void *userData);

/* Checks `options` for `format` without building anything: the chip is
 * one LLVM 22 knows, features is a PTX version LLVM 22 knows and at least
 * the chip's minimum, optLevel is 0..3 (or -1), assertions is one of
 * CuteGpuAssertions, ptxasOptions are words ptxas may get (none of the
 * flags the pipeline sets itself: -arch, -o, -O, --opt-level; no input
 * file) and are empty unless ptxas runs (cubin, fatbin; NVVM ignores
 * them, as it ignores the toolkit), and (except for NVVM) the
 * toolkit exists and has what the format needs (libdevice; ptxas for
 * cubin and fatbin; fatbinary for fatbin). On failure calls
 * `errorCallback` (may be NULL) once with a message that names the option
 * and the allowed values, e.g.
 *   chip sm_90 needs PTX 7.8 or later (features=+ptx78), got +ptx75
 * The string is only valid during the callback. */
CUTE_C_EXPORTED MlirLogicalResult
cuteGpuOptionsCheck(CuteGpuFormat format, const CuteGpuOptions *options,
                    MlirStringCallback errorCallback, void *userData);

/* The oldest PTX feature LLVM 22 accepts for `chip` (`+ptx78` for sm_90),
 * which is the default features; empty when LLVM 22 does not know the
 * chip. Static storage. */
CUTE_C_EXPORTED MlirStringRef cuteGpuChipMinFeatures(MlirStringRef chip);

/* Adds the whole pipeline for `format` to pm (cute-to-nvvm, then for the
 * other formats gpu-module-to-binary). Options are checked first; on
 * failure nothing is added and `errorCallback` gets the message, as for
 * cuteGpuOptionsCheck. */
CUTE_C_EXPORTED MlirLogicalResult cuteAddGpuPipeline(
    MlirOpPassManager pm, CuteGpuFormat format, const CuteGpuOptions *options,
    MlirStringCallback errorCallback, void *userData);

/* The two halves of cuteAddGpuPipeline, for drivers that look at the IR
 * in between (the compile API collects the kernel ABI there): cute-to-nvvm
 * alone, and gpu-module-to-binary in `format` (not NVVM). The latter also
 * registers MLIR's LLVM IR translations on the context when the pass
 * manager starts, if its owner has not (gpu-module-to-binary needs
 * them). Errors as for cuteAddGpuPipeline. */
CUTE_C_EXPORTED MlirLogicalResult
cuteAddGpuToNVVMPipeline(MlirOpPassManager pm, const CuteGpuOptions *options,
                         MlirStringCallback errorCallback, void *userData);
CUTE_C_EXPORTED MlirLogicalResult cuteAddGpuModuleToBinary(
    MlirOpPassManager pm, CuteGpuFormat format, const CuteGpuOptions *options,
    MlirStringCallback errorCallback, void *userData);

/* Names of our pipelines, NULL-terminated (cute-to-nvvm, cute-to-ptx,
 * cute-to-cubin, cute-to-fatbin), for --list-passes. Static storage. They
 * are not passes: cuteCreatePassByName does not know them. */
CUTE_C_EXPORTED const char *const *cutePipelineNames(void);

/* One-line description of our pipeline `name` (static storage), or NULL
 * when the name is not one of them. */
CUTE_C_EXPORTED const char *cutePipelineDescription(MlirStringRef name);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_C_PASSES_H */
