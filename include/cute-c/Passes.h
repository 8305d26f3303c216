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

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* `cute-verify`: runs cuteVerifyModule on the op it is scheduled on; the
 * pass fails (with the diagnostics emitted) when the IR is not valid. The
 * caller owns the returned pass until it is added to a pass manager. */
MlirPass cuteCreateVerifyPass(void);

/* `cute-fold-static`: every cute op whose results are fully static is
 * replaced by `cute.static` of its inferred type, uses are rewired, and
 * cute ops left without uses are erased. Runs the verifier first. */
MlirPass cuteCreateFoldStaticPass(void);

/* Names of our passes, NULL-terminated, for --list-passes and --help. */
const char *const *cutePassNames(void);

/* Creates our pass named `name` (e.g. "cute-fold-static"); a null pass
 * (`mlirPassIsNull`) when the name is not one of ours. */
MlirPass cuteCreatePassByName(MlirStringRef name);

/* Parses a textual pipeline (`builtin.module(cute-fold-static,
 * func.func(canonicalize),gpu.module(...))`, options in braces) and adds
 * it to `pm`. Our pass names become our passes; anything else goes to
 * MLIR's parser. On failure returns failure, adds nothing, and reports a
 * message naming the offending element through `errorCallback` (may be
 * NULL). */
MlirLogicalResult cuteParsePassPipeline(MlirOpPassManager pm,
                                        MlirStringRef pipeline,
                                        MlirStringCallback errorCallback,
                                        void *userData);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_C_PASSES_H */
