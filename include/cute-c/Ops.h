/* cute-c: building cute ops from C with their result types inferred.
 *
 * Every builder takes operand values and attributes, creates the op in
 * NVIDIA CuTe IR's generic form (its name, operand order and attribute
 * names; attributes in the attribute dictionary, see docs/dialect-notes.md)
 * and sets its result type to the one the layout algebra infers, so no
 * caller computes a layout by hand. The op is returned detached: the
 * caller owns it and inserts it into a block (mlirBlockAppendOwnedOperation
 * or mlirBlockInsertOwnedOperation*), or destroys it.
 *
 * Errors: a null operation (mlirOperationIsNull) plus error diagnostics at
 * `loc` through the context's handlers: a null operand, an operand of the
 * wrong kind (the catalogue's structural check), an algebra error (e.g.
 * `cute.composition: ...`). Properties are set as properties, as NVIDIA
 * prints them. The context must be prepared (cuteRegisterDialects). */
#ifndef CUTE_C_OPS_H
#define CUTE_C_OPS_H

#include "cute-c/Algebra.h"
#include "cute-c/Types.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Sets every result type of `op`, any op of cuteDialectOpNames (cute or
 * cute_nvgpu), to the type the verifier infers from its operands and
 * attributes: algebra types, !cute.ptr / !cute.memref / !cute.coord_tensor
 * (e.g. a memref's slice), builtin types (memref.load's element type,
 * memref.load_vec's vector, i1, the i32/i64 of get_scalars). Ops without
 * results get only their operands checked. The declared result types
 * must have the op's result count and kinds (any parameters); their
 * parameters are read only where the result is partly the op's own: the
 * whole type for cute.static and the make_* tuple constructors (checked
 * and kept; a `?` slot takes its operand's divisibility), the whole type
 * of cute.assume, of cute.make_atom (the atom) and of cute.make_tiled_copy /
 * cute.make_tiled_mma (the tiled type), the width of cute.ptrtoint, the element, space and
 * swizzle of cute.inttoptr, the element type and swizzle of
 * cute.recast_iter, the element type of cute_nvgpu.arch.get_dyn_smem, the
 * element, space and alignment of cute.memref.alloca. The op must satisfy its structural definition
 * (operand and result counts and kinds), which the function verifies
 * first (mlirOperationVerify). Success means the op, with its new types,
 * passes cuteVerifyModule. On failure the op is unchanged and error
 * diagnostics at its location name it (`cute.slice: ...`): an op that is
 * not ours, a structural error, an operand the algebra refuses, a result
 * count the inference disagrees with, a result it cannot build
 * (`result #N: ...`), or an op the verifier then refuses. */
CUTE_C_EXPORTED MlirLogicalResult
cuteOperationSetInferredTypes(MlirOperation op);

/* Builds any op of the catalogue (cuteDialectOpNames): `name` with its
 * operands and its properties (set as properties, as NVIDIA prints them:
 * `mode` of cute.size, `begin`/`end` of cute.group_modes, ...; see
 * cuteDialectOpPropertyNames), its result types inferred exactly as the
 * verifier infers them. Ops whose declared result is (part of) their
 * definition take it in `resultHints`, one type per result: cute.static,
 * the make_* constructors, cute.make_atom, cute.make_tiled_copy and
 * cute.make_tiled_mma (the whole type),
 * cute.memref.alloca
 * (element, space, alignment), cute.recast_iter and
 * cute_nvgpu.arch.get_dyn_smem (element type); other ops take none
 * (nResultHints 0) or hints of the right kinds, which are then checked.
 * The op is returned detached, and it passes the verifier. On failure:
 * a null operation and error diagnostics at `loc` naming the op (not an
 * op of ours, a null operand, a structural error, the algebra's
 * reason). */
CUTE_C_EXPORTED MlirOperation cuteOpCreate(
    MlirLocation loc, MlirStringRef name, intptr_t nOperands,
    const MlirValue *operands, intptr_t nProperties,
    const MlirNamedAttribute *properties, intptr_t nResultHints,
    const MlirType *resultHints);

/* "cute.static"() : () -> type. `type` must be an algebra type with no
 * `?` leaf. */
CUTE_C_EXPORTED MlirOperation cuteStaticOpCreate(MlirLocation loc,
                                                 MlirType type);

/* A tuple constructor from static and dynamic leaves: cute.make_int_tuple,
 * cute.make_shape, cute.make_stride or cute.make_coord (by `kind`) with
 * result type KIND<spec>. `spec` gives the structure and static leaves;
 * each `?` leaf, in order, takes the next of the `n` operands `leaves`
 * (i32/i64 values or single-leaf cute values). E.g. spec "(?,32)" with one
 * i32 operand makes `!cute.shape<"(?,32)">`. */
CUTE_C_EXPORTED MlirOperation cuteMakeTupleOpCreate(MlirLocation loc,
                                                    CuteAlgebraTypeKind kind,
                                                    MlirStringRef spec,
                                                    intptr_t n,
                                                    const MlirValue *leaves);

/* cute.make_layout(shape[, stride]) -> !cute.layout; stride may be null:
 * CuTe's make_layout(shape), compact column-major strides. */
CUTE_C_EXPORTED MlirOperation cuteMakeLayoutOpCreate(MlirLocation loc,
                                                     MlirValue shape,
                                                     MlirValue stride);

/* cute.size(input) {mode = array<i32: mode...>} -> !cute.int_tuple.
 * `mode` == NULL leaves the attribute out (size of the whole input);
 * otherwise the nMode indices select a sub-mode from the top. */
CUTE_C_EXPORTED MlirOperation cuteSizeOpCreate(MlirLocation loc,
                                               MlirValue input,
                                               const int32_t *mode,
                                               intptr_t nMode);

/* cute.composition(lhs, rhs): lhs a layout or composed layout, rhs a
 * layout, shape or tile; the result has lhs's kind. */
CUTE_C_EXPORTED MlirOperation cuteCompositionOpCreate(MlirLocation loc,
                                                      MlirValue lhs,
                                                      MlirValue rhs);

/* cute.coalesce(input[, target_profile]); targetProfile may be null. */
CUTE_C_EXPORTED MlirOperation cuteCoalesceOpCreate(MlirLocation loc,
                                                   MlirValue input,
                                                   MlirValue targetProfile);

/* cute.complement(input[, cotarget]); cotarget (layout or shape) may be
 * null (the cosize of input). */
CUTE_C_EXPORTED MlirOperation cuteComplementOpCreate(MlirLocation loc,
                                                     MlirValue input,
                                                     MlirValue cotarget);

/* cute.logical_divide / zipped_divide / tiled_divide / flat_divide
 * (input, tiler) by `kind`; tiler a layout, shape or tile. */
CUTE_C_EXPORTED MlirOperation cuteDivideOpCreate(MlirLocation loc,
                                                 CuteDivideKind kind,
                                                 MlirValue input,
                                                 MlirValue tiler);

/* cute.logical_product / zipped_product / tiled_product / flat_product /
 * blocked_product / raked_product (lhs, rhs) by `kind`. */
CUTE_C_EXPORTED MlirOperation cuteProductOpCreate(MlirLocation loc,
                                                  CuteProductKind kind,
                                                  MlirValue lhs, MlirValue rhs);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_C_OPS_H */
