/* cute-c: tiled copy and tiled MMA types (docs/atoms.md) from C, as CuTe
 * DSL's Python builders make them: a `cute.make_tiled_copy` or
 * `cute.make_tiled_mma` takes its tiled type as its result type, and these
 * functions compute that type with the tiled algebra (algebra/tiled_make.c)
 * from an atom type and layouts or another tiled type:
 *
 *   MlirType atom = ...;  // !cute_nvgpu.atom.simt_async_copy<f32, ...>
 *   MlirType tc = cuteTiledCopyTypeGetTV(ctx, atom,
 *       cuteLayoutTypeGet(ctx, str("(32,8):(1,32)")),
 *       cuteLayoutTypeGet(ctx, str("(4,1):(1,0)")));
 *   // !cute.tiled_copy<ATOM, layout_copy_tv = <"(256,4):(4,1)">,
 *   //                  tiler_mn = <"[128:1;8:1]">>
 *
 * Inputs are MLIR types: atoms as `!cute_nvgpu.*` types, layouts as
 * `!cute.layout`, a permutation as `!cute.tile`, tiled types as
 * `!cute.tiled_copy` / `!cute.tiled_mma`. The result is checked as the
 * verifier checks the type (TV sizes against the atom, its image inside
 * the tiler; the permutation against the atoms), so a type returned here
 * verifies. Errors: a null type plus one error diagnostic at an unknown
 * location, naming the function and the input at fault, e.g.
 *   cuteTiledCopyTypeGetTV: valLayout: must be a !cute.layout, got f32
 *   cuteTiledCopyTypeGetTV: make_tiled_copy_tv: ... (thrLayout "(3,8):(1,3)")
 * The context must be prepared (cuteRegisterDialects). Nothing here prints
 * or aborts. */
#ifndef CUTE_C_TILED_H
#define CUTE_C_TILED_H

#include "cute-c/Export.h"
#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/* CuTe DSL's make_tiled_copy_tv(atom, thr_layout, val_layout): the copy
 * atom `copyAtom` repeated over the threads of `thrLayout` and the values
 * of `valLayout` (both !cute.layout, static): TV = make_layout_tv, tiler
 * its (M,N) extents. */
CUTE_C_EXPORTED MlirType cuteTiledCopyTypeGetTV(MlirContext ctx,
                                                MlirType copyAtom,
                                                MlirType thrLayout,
                                                MlirType valLayout);

/* make_tiled_copy_A/B/C(atom, tiled_mma): a tiled copy of `copyAtom` with
 * the TV layout of the MMA's A (B, C) and the tile [tile_M;tile_K] (B:
 * N, K; C: M, N), so that it copies exactly the MMA's fragments. */
CUTE_C_EXPORTED MlirType cuteTiledCopyTypeGetA(MlirContext ctx,
                                               MlirType copyAtom,
                                               MlirType tiledMma);
CUTE_C_EXPORTED MlirType cuteTiledCopyTypeGetB(MlirContext ctx,
                                               MlirType copyAtom,
                                               MlirType tiledMma);
CUTE_C_EXPORTED MlirType cuteTiledCopyTypeGetC(MlirContext ctx,
                                               MlirType copyAtom,
                                               MlirType tiledMma);

/* make_tiled_copy_C_atom(atom, tiled_mma): the smallest tiled copy of
 * `copyAtom` that retiles the MMA's C (an epilogue's stmatrix copy). */
CUTE_C_EXPORTED MlirType cuteTiledCopyTypeGetCAtom(MlirContext ctx,
                                                   MlirType copyAtom,
                                                   MlirType tiledMma);

/* make_tiled_copy_S/D(atom, tiled_copy): `tiledCopy`'s source
 * (destination) TV layout and tiler with the atom `copyAtom`. */
CUTE_C_EXPORTED MlirType cuteTiledCopyTypeGetS(MlirContext ctx,
                                               MlirType copyAtom,
                                               MlirType tiledCopy);
CUTE_C_EXPORTED MlirType cuteTiledCopyTypeGetD(MlirContext ctx,
                                               MlirType copyAtom,
                                               MlirType tiledCopy);

/* make_tiled_mma(atom, atom_layout, permutation): the MMA atom `mmaAtom`
 * repeated over `atomLayout` (!cute.layout, static, rank <= 3: (M,N,K) ->
 * atom) with the optional `permutation` (!cute.tile of up to three static
 * layouts or `_`; a null type for none). Missing modes are CuTe's
 * defaults, spelt out as NVIDIA prints them: 1:0 in the atom layout, `_`
 * in the permutation. */
CUTE_C_EXPORTED MlirType cuteTiledMmaTypeGet(MlirContext ctx, MlirType mmaAtom,
                                             MlirType atomLayout,
                                             MlirType permutation);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_C_TILED_H */
