/* cute-c: the `cute` and `cute_nvgpu` dialects in an MLIR context, and
 * their verifier.
 *
 * MLIR's C API cannot define a dialect, so ours are namespaces MLIR does
 * not register: ops are generic operations with properties, exactly as
 * NVIDIA's CuTe DSL prints them, and types and attributes are opaque ones
 * (`!cute.layout<"(4,8):(8,1)">`) whose text cute-c parses. The op
 * catalogue (dialect/api/ops.def) and cuteVerifyModule check what a
 * registered dialect's verifier would, and more (docs/embedding.md). */
#ifndef CUTE_C_DIALECTS_H
#define CUTE_C_DIALECTS_H

#include "cute-c/Export.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Prepares `ctx` for cute IR: it accepts unregistered dialects
 * (mlirContextSetAllowUnregisteredDialects), so that cute and cute_nvgpu
 * ops, types and attributes parse, print and can be built. MLIR itself
 * then checks nothing about them: call cuteVerifyModule (or run
 * cute-verify) after parsing or building IR, which also reports any op
 * of another dialect that no one registered. Calling it again is
 * harmless. The caller keeps ownership of the context. Always succeeds. */
CUTE_C_EXPORTED MlirLogicalResult cuteRegisterDialects(MlirContext ctx);

/* The full names of every op of the
 * `cute` and `cute_nvgpu` dialects ("cute.composition",
 * "cute.memref.load", "cute_nvgpu.arch.get_dyn_smem"), sorted by strcmp
 * and ended by NULL. The array and its strings have static storage; the
 * caller neither frees nor modifies them. The list is the op catalogue
 * (dialect/api/ops.def), so every op in it is one the verifier
 * (cuteVerifyModule) checks and cuteOperationSetInferredTypes accepts; ops
 * without results (cute.print, cute.memref.store, cute.memref.store_vec)
 * are listed too: for them inference checks the operands and sets
 * nothing. Needs no context. */
CUTE_C_EXPORTED const char *const *cuteDialectOpNames(void);

/* The properties op `opName` (a full name) takes, as NVIDIA prints them
 * (`"cute.size"(%l) <{mode = array<i32: 1>}>`): their names, NULL-ended,
 * static storage; NULL when `opName` is not one of cuteDialectOpNames.
 * MLIR's C API cannot list the properties of an op no dialect registered,
 * only look one up by name (mlirOperationGetInherentAttributeByName), so a
 * host that copies or rebuilds our ops takes the names from here and sets
 * them with mlirOperationSetInherentAttributeByName. */
CUTE_C_EXPORTED const char *const *
cuteDialectOpPropertyNames(MlirStringRef opName);

/* Verifies the cute IR under `op`:
 * - every op in our namespaces is in the catalogue (cuteDialectOpNames)
 *   and has its structure: operand and result counts and kinds,
 *   properties;
 * - every cute type (results, block arguments, types held by attributes
 *   such as a function declaration's signature) and every `#cute.*`
 *   attribute (discardable attributes, nested in arrays and dictionaries,
 *   a function's argument and result attributes) is a kind we know,
 *   holds well-formed text for it, and is written canonically (MLIR
 *   compares opaque types by their text);
 * - every cute op's declared result types are the ones the algebra infers
 *   from its operands and properties;
 * - no op of another dialect is unregistered (see CuteVerifyOptions).
 * Each problem is reported with mlirEmitError at the location of the op
 * (or block argument) concerned, e.g.
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

/* What cuteVerifyModuleWithOptions checks besides our ops and types. */
typedef struct CuteVerifyOptions {
  /* Let ops of dialects no one registered pass (cute-opt
   * --allow-unregistered-dialect). Off: each is an error at its location,
   * so that a misspelt `arith.addf` does not pass as an unknown op. Ops
   * in our namespaces are always checked against the catalogue. */
  bool allowUnregistered;
  /* The source of the IR's locations, as for cuteVerifyModuleInSource
   * (both empty: unknown). Read during the call only. */
  MlirStringRef filename, source;
} CuteVerifyOptions;

/* allowUnregistered off, no source. */
CUTE_C_EXPORTED CuteVerifyOptions cuteVerifyOptionsGetDefault(void);

/* cuteVerifyModule with options; cuteVerifyModule and
 * cuteVerifyModuleInSource are this function with the defaults. */
CUTE_C_EXPORTED MlirLogicalResult cuteVerifyModuleWithOptions(
    MlirOperation op, const CuteVerifyOptions *options);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_C_DIALECTS_H */
