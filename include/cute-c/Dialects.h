/* cute-c: loading the `cute` dialect into an MLIR context.
 *
 * The dialect is defined in IRDL (dialect/cute.irdl.mlir). The library
 * carries that text (embedded at build time) and loads it through
 * mlirLoadIRDLDialects, so no file is read at run time. */
#ifndef CUTE_C_DIALECTS_H
#define CUTE_C_DIALECTS_H

#include "cute-c/Export.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Loads the `cute` dialect (and the IRDL dialect it is written in) into
 * `ctx`. Afterwards the context parses, prints and structurally verifies
 * cute types and ops (generic op syntax). Calling it twice on one context
 * is harmless: the second call finds the dialect loaded and succeeds.
 * The caller keeps ownership of the context. On failure (the embedded
 * definition does not parse or load, which is a build bug) it returns
 * failure and the reason goes to the context's diagnostic handlers. */
CUTE_C_EXPORTED MlirLogicalResult cuteRegisterDialects(MlirContext ctx);

/* The full names of every op that cuteRegisterDialects defines, in the
 * `cute` and `cute_nvgpu` dialects ("cute.composition",
 * "cute.memref.load", "cute_nvgpu.arch.get_dyn_smem"), sorted by strcmp
 * and ended by NULL. The array and its strings have static storage; the
 * caller neither frees nor modifies them. The list is the dialect's table
 * of result type inference, so every op in it is one the verifier
 * (cuteVerifyModule) checks and cuteOperationSetInferredTypes accepts; ops
 * without results (cute.print, cute.memref.store, cute.memref.store_vec)
 * are listed too: for them inference checks the operands and sets
 * nothing. Needs no context. */
CUTE_C_EXPORTED const char *const *cuteDialectOpNames(void);

/* Checks what IRDL cannot: every cute type in the IR under `op` (results,
 * block arguments, and types held by attributes, such as a function
 * declaration's signature) and every `#cute.*` attribute (discardable
 * attributes, nested in arrays and dictionaries, a function's argument
 * and result attributes) holds well-formed algebra text for its kind, and
 * every cute op's declared result type is the one the algebra infers from
 * its operands and attributes. Each problem is reported with mlirEmitError
 * at the location of the op (or block argument) concerned, e.g.
 *   cute.composition: result type !cute.layout<"(5,4):(1,1)"> does not
 *   match the inferred !cute.layout<"(5,4):(8,2)">
 *   failed to parse layout from "(2,3:(1,2)": expected `,` or `)` at
 *   column 5
 * It walks the whole region tree and reports every problem, not only the
 * first. Returns success when there was none. Nothing is modified. */
CUTE_C_EXPORTED MlirLogicalResult cuteVerifyModule(MlirOperation op);

/* cuteVerifyModule for IR parsed from `text`, the source of the locations
 * whose file is `filename`: a malformed type or attribute string is then
 * reported at the `!` of the type or the `#` of the attribute where the
 * text writes it (near the op or block argument that carries it, or at
 * the alias that defines it), as a parser would, rather than at the op. Other diagnostics are unchanged;
 * locations of other files fall back to cuteVerifyModule's. `text` must
 * stay valid for the call only. */
CUTE_C_EXPORTED MlirLogicalResult cuteVerifyModuleInSource(
    MlirOperation op, MlirStringRef filename, MlirStringRef text);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_C_DIALECTS_H */
