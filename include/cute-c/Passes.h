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
 * caller owns the returned pass until it is added to a pass manager
 * (mlirOpPassManagerAddOwnedPass). Like every pass here it is a generic
 * operation pass: it can be nested under any anchor, and it is safe to run
 * on several ops in parallel (no state outside the op it runs on). */
MlirPass cuteCreateVerifyPass(void);

/* `cute-fold-static`: every cute op whose results are all fully static
 * algebra values (no `?` leaf) becomes one `"cute.static"() : () -> T` per
 * result, inserted before it, with all uses rewired; equal `cute.static`
 * ops (same result type and attributes) of one block are merged into the
 * first, whose value then serves all their uses (upstream cse does not
 * merge them: IRDL ops are not Pure; statics of different blocks or
 * regions are kept apart); then every cute op without uses whose results
 * are all algebra values is erased (ops without results, such as
 * cute.print, and ops producing pointers, memrefs or atoms are never
 * erased). Runs the verifier first: when it fails, the pass fails with
 * its diagnostics and changes nothing. Ownership as for
 * cuteCreateVerifyPass. */
MlirPass cuteCreateFoldStaticPass(void);

/* `cute-to-base`: lowers every cute algebra op to arith (and, for
 * cute.print, llvm.call @printf on the host or gpu.printf in a gpu.module).
 * Value model: a cute value becomes its dynamic leaves, depth-first, a
 * layout's shape before its stride, each an i32 (i64 for `?{i64}`);
 * static leaves are constants. Function signatures (`function_type`),
 * calls, returns, block arguments and scf ops that carry cute values are
 * expanded the same way. Runs the verifier first. Fails, with a diagnostic
 * at the op, on an op it cannot lower or any cute op or type left over.
 * Schedule it on builtin.module: printing adds module-level symbols.
 * Ownership as for cuteCreateVerifyPass. */
MlirPass cuteCreateToBasePass(void);

/* Names of our passes, NULL-terminated, for --list-passes and --help.
 * Static storage; the caller frees nothing. */
const char *const *cutePassNames(void);

/* One-line description of our pass `name` (static storage), or NULL when
 * the name is not one of ours. */
const char *cutePassDescription(MlirStringRef name);

/* True for the null pass cuteCreatePassByName returns for an unknown name
 * (mlir-c has no mlirPassIsNull). */
static inline bool cutePassIsNull(MlirPass pass) { return !pass.ptr; }

/* Creates our pass named `name` (e.g. "cute-fold-static"); a null pass
 * (cutePassIsNull) when the name is not one of ours. The C API has no way
 * to destroy a pass, so hand every non-null pass to a pass manager
 * (mlirOpPassManagerAddOwnedPass), which then owns it. */
MlirPass cuteCreatePassByName(MlirStringRef name);

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
 * (empty braces are accepted). Every other pass goes to
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
MlirLogicalResult cuteParsePassPipeline(MlirOpPassManager pm,
                                        MlirStringRef pipeline,
                                        MlirStringCallback errorCallback,
                                        void *userData);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_C_PASSES_H */
