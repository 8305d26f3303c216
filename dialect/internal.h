/* Private to the dialect layer (the .c files of dialect/): type reading
 * and printing by family, the inference functions the catalogue names and
 * their shared helpers. The layers above see only dialect/api/dialect.h. */
#ifndef CUTE_DIALECT_INTERNAL_H
#define CUTE_DIALECT_INTERNAL_H

#include "dialect.h"

/* Helpers shared by the infer_*.c files (infer.c). Errors name no op: the
 * verifier prefixes "cute.<op>: ". */
CuteStatus cuteInferResults(const CuteInferArgs *in, CuteInferred *out,
                            unsigned count, CuteError *err);
CuteStatus cuteInferOne(const CuteInferArgs *in, CuteInferred *out,
                        CuteTypeKind kind, CuteValue v, CuteError *err);
CuteStatus cuteInferLayout(const CuteInferArgs *in, CuteInferred *out,
                           CuteLayout l, CuteError *err);
/* Result of an op applied to B of a composed layout A o O o B (NVIDIA's
 * rule for every layout op that takes a composed layout): `input` gives
 * A and O. A plain layout input gives a plain layout. */
CuteStatus cuteInferLayoutLike(const CuteInferArgs *in, CuteInferred *out,
                               const CuteTyped *input, CuteLayout l,
                               CuteError *err);
/* Reads the optional DenseI32Array attribute `name` into path[0..*n)
 * (at most `cap`); *present says whether it was there. */
CuteStatus cuteInferModePath(MlirOperation op, const char *name, int32_t *path,
                             unsigned cap, unsigned *n, bool *present,
                             CuteError *err);
/* Reads the mandatory integer attribute `name`. */
CuteStatus cuteInferI32Attr(MlirOperation op, const char *name, int32_t *out,
                            CuteError *err);
/* Follows `path` through a tuple tree, with NVIDIA's rules: each index
 * in [0, rank) at its level, no descent past a scalar leaf. */
CuteStatus cuteInferDescend(const CuteNode *t, const int32_t *path, unsigned n,
                            const CuteNode **out, CuteError *err);
/* Width of a builtin integer operand type (0 when not an integer). */
unsigned cuteInferIntWidth(const CuteTyped *t);

/* `type` as MLIR prints it, in the arena; NULL when out of memory. */
char *cuteTypePrinted(CuteArena *a, MlirType type);

/* Where the source `text` (of `filename`) writes the type or attribute
 * printed as `printed` (`!cute.layout<"(4,8):(1)">`, `#cute.shape<"4">`):
 * its `!` or `#` after `loc` (the op or block argument carrying it), else
 * anywhere in the text (an alias); `loc` itself when the text is empty,
 * loc is in another file or nothing matches. */
MlirLocation cuteLocateInSource(MlirStringRef filename, MlirStringRef text,
                                MlirLocation loc, char *printed);

/* `attr` as MLIR prints it, in the arena; NULL when out of memory. */
char *cuteAttrPrinted(CuteArena *a, MlirAttribute attr);

/* True for the scalar kinds (constrained int, fast divisor). */
bool cuteKindIsScalar(CuteTypeKind k);
/* Reads a scalar kind's parameters (`divby 8`, `32`) into out, whose kind
 * and intWidth are set; checks them. */
CuteStatus cuteTypeReadScalar(char *params, CuteTyped *out, CuteError *err);
/* A scalar type (also an inferred one) as MLIR prints it:
 * `!cute.i32<divby 8>`, `!cute.fast_divmod_divisor<32>`; NULL when out of
 * memory. */
const char *cuteTypedScalarToString(CuteArena *a, const CuteTyped *t);

/* True for the copy and MMA atom kinds; for tiled_copy and tiled_mma. */
bool cuteKindIsAtom(CuteTypeKind k);
bool cuteKindIsTiled(CuteTypeKind k);
/* Reads a `!cute_nvgpu.*` type: an atom of the Ampere and Hopper kernels
 * (kind COPY_ATOM or MMA_ATOM, *out->atom filled and checked); kind NONE
 * for the cute_nvgpu types that are not checked yet (TMA atoms,
 * descriptors); an error for a malformed atom or an atom name this
 * dialect does not know. */
CuteStatus cuteTypeReadNvgpu(MlirType type, CuteArena *a, CuteTyped *out,
                             CuteError *err);
/* Reads the text of an atom type after `!cute_nvgpu.` (`atom.ldsm<...>`,
 * len bytes) into *out (arena memory) and its kind (COPY_ATOM or
 * MMA_ATOM); *kind NONE when the name is one not checked yet (then *out
 * is NULL and nothing failed). */
CuteStatus cuteAtomRead(MlirContext ctx, CuteArena *a, const char *text,
                        size_t len, const CuteAtom **out, CuteTypeKind *kind,
                        CuteError *err);
/* A cursor over an atom type's parameters, the text inside its `<...>`
 * (type_params.c; type_atom.c and type_tma.c read with it). Errors quote
 * the parameters: `!cute_nvgpu.NAME<PARAMS>: why`. Each step skips
 * spaces first. */
typedef struct CuteParamCursor {
  const char *s, *end;
  const char *name; /* "atom.ldsm", for messages */
  const char *all;  /* the parameters as written, for messages */
  size_t allLen;
  MlirContext ctx;
  CuteArena *arena; /* where a reader keeps what it builds */
  CuteError *err;
} CuteParamCursor;
CuteStatus cuteParamBad(CuteParamCursor *c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Consumes `l` when it comes next. */
bool cuteParamLit(CuteParamCursor *c, const char *l);
/* `l`, else the error "expected 'l' WHERE". */
CuteStatus cuteParamExpect(CuteParamCursor *c, const char *l,
                           const char *where);
/* The next word ([A-Za-z0-9_]*) in *w and its length. */
size_t cuteParamWord(CuteParamCursor *c, const char **w);
bool cuteParamWordIs(const char *w, size_t n, const char *l);
/* `KEY =` of a keyword parameter. */
CuteStatus cuteParamKey(CuteParamCursor *c, const char *k);
/* A decimal of at most 9 digits, not 0 when `positive`; `param` names it
 * in the error. */
CuteStatus cuteParamNumber(CuteParamCursor *c, const char *param,
                           bool positive, unsigned *out);
/* The builtin integer or float type named w[0..n) (no MLIR parsing),
 * and a type's name as MLIR prints it (type_atom.c). */
bool cuteAtomElemByName(MlirContext ctx, const char *w, size_t n,
                        MlirType *t);
void cuteAtomElemName(MlirType t, char *buf, size_t cap);
/* TMA atoms (type_tma.c): the row of a TMA atom name (`atom.tma_load`,
 * len bytes; -1 for other names), its text after `!cute_nvgpu.` read and
 * checked, and an atom printed canonically (NULL when out of memory). */
int cuteTmaAtomNamed(const char *name, size_t len);
CuteStatus cuteTmaAtomRead(MlirContext ctx, CuteArena *a, const char *text,
                           size_t len, const CuteAtom **out, CuteError *err);
const char *cuteTmaAtomToString(CuteArena *a, const CuteAtom *atom);
/* The bits a value of an atom's element type `t` takes in a register or
 * in memory (tf32: 32). */
unsigned cuteAtomTypeBits(MlirType t);
/* An atom as MLIR prints it (`!cute_nvgpu.atom.universal_copy<f32>`);
 * NULL when out of memory. */
const char *cuteAtomToString(CuteArena *a, const CuteAtom *atom);
/* True for smem_desc and smem_desc_view (type_desc.c). */
bool cuteKindIsDesc(CuteTypeKind k);
/* Reads `smem_desc` or `smem_desc_view<...>`, the text after
 * `!cute_nvgpu.` (len bytes), into out (kind, and a view's layout in spec
 * and value); *matched false when the name is neither (then nothing is
 * read and nothing failed). */
CuteStatus cuteDescRead(CuteArena *a, const char *text, size_t len,
                        CuteTyped *out, bool *matched, CuteError *err);
/* True when `l` may be a descriptor view's layout: integer strides. */
bool cuteDescLayoutOk(CuteLayout l);
/* The ops on descriptors and views (infer_desc.c): get_iter, get_layout,
 * slice, size of a view; make_view and add_offset of a descriptor.
 * cuteInfer calls it for every op whose operand 0 is one. */
CuteStatus cuteInferDescOp(const CuteInferArgs *in, CuteInferred *out,
                           CuteError *err);
/* A descriptor type (also an inferred one) as MLIR prints it; NULL when
 * out of memory. */
const char *cuteTypedDescToString(CuteArena *a, const CuteTyped *t);
/* Reads the parameters of `!cute.tiled_copy<...>` / `!cute.tiled_mma<...>`
 * (the text inside `<...>`) into out (kind already set): the atom, the
 * layout and the tile, with their structural rules (type_tiled.c). */
CuteStatus cuteTypeReadTiled(MlirContext ctx, CuteArena *a, const char *params,
                             CuteTyped *out, CuteError *err);
/* An atom or tiled type (also an inferred one) as MLIR prints it; NULL
 * when out of memory or when it has no atom. */
const char *cuteTypedAtomToString(CuteArena *a, const CuteTyped *t);

/* The leaf rules of a layout (no `_`, bases only in strides, NVIDIA's
 * stride rules). */
CuteStatus cuteTypeCheckLayout(CuteLayout l, CuteError *err);
/* Parses a layout or (when it has a swizzle, `S<...> o O o L`) a composed
 * layout; *kind says which. */
CuteStatus cuteTypeParseLayoutText(CuteArena *a, const char *spec, size_t len,
                                   CuteTypeKind *kind, CuteValue *out,
                                   CuteError *err);

/* Prints `!cute.<kind><"<canonical text of value>">` into the arena; NULL
 * when out of memory. */
const char *cuteTypedToString(CuteArena *a, CuteTypeKind kind, CuteValue v);

#define CUTE_INFER_MAX_PATH 64

/* Inference functions by family; the table is in infer.c. */
#define CUTE_INFER_DECL(fn)                                                    \
  CuteStatus fn(const CuteInferArgs *in, CuteInferred *out, CuteError *err);
/* infer_construct.c */
CUTE_INFER_DECL(cuteInferStatic)
CUTE_INFER_DECL(cuteInferMakeTuple)
CUTE_INFER_DECL(cuteInferMakeLayout)
CUTE_INFER_DECL(cuteInferMakeComposed)
CUTE_INFER_DECL(cuteInferMakeLayoutLike)
CUTE_INFER_DECL(cuteInferMakeOrdered)
CUTE_INFER_DECL(cuteInferMakeIdentity)
/* infer_access.c */
CUTE_INFER_DECL(cuteInferGetShape)
CUTE_INFER_DECL(cuteInferGetStride)
CUTE_INFER_DECL(cuteInferComposedGet)
CUTE_INFER_DECL(cuteInferGet)
CUTE_INFER_DECL(cuteInferSelect)
CUTE_INFER_DECL(cuteInferToTuple)
CUTE_INFER_DECL(cuteInferGetLeaves)
CUTE_INFER_DECL(cuteInferGetScalars)
CUTE_INFER_DECL(cuteInferLayoutsFromTile)
/* infer_algebra.c */
CUTE_INFER_DECL(cuteInferComposition)
CUTE_INFER_DECL(cuteInferCoalesce)
CUTE_INFER_DECL(cuteInferFilter)
CUTE_INFER_DECL(cuteInferComplement)
CUTE_INFER_DECL(cuteInferFlatten)
CUTE_INFER_DECL(cuteInferGroupModes)
CUTE_INFER_DECL(cuteInferInverse)
CUTE_INFER_DECL(cuteInferRecast)
CUTE_INFER_DECL(cuteInferSliceDice)
/* infer_size.c */
CUTE_INFER_DECL(cuteInferSize)
CUTE_INFER_DECL(cuteInferCosize)
CUTE_INFER_DECL(cuteInferTupleProduct)
CUTE_INFER_DECL(cuteInferLayoutEval)
CUTE_INFER_DECL(cuteInferCrdIdx)
CUTE_INFER_DECL(cuteInferToRank)
/* infer_arith.c */
CUTE_INFER_DECL(cuteInferCeilDiv)
CUTE_INFER_DECL(cuteInferShapeDiv)
CUTE_INFER_DECL(cuteInferTupleAddSub)
CUTE_INFER_DECL(cuteInferTupleArith)
CUTE_INFER_DECL(cuteInferCompare)
/* infer_tile.c */
CUTE_INFER_DECL(cuteInferProduct)
CUTE_INFER_DECL(cuteInferDivide)
CUTE_INFER_DECL(cuteInferTileToShape)
/* infer_print.c */
CUTE_INFER_DECL(cuteInferPrint)
/* infer_scalar.c */
CUTE_INFER_DECL(cuteInferAssume)
CUTE_INFER_DECL(cuteInferPtrToInt)
CUTE_INFER_DECL(cuteInferIntToPtr)
CUTE_INFER_DECL(cuteInferDivmodCreate)
CUTE_INFER_DECL(cuteInferDivmodCompute)
CUTE_INFER_DECL(cuteInferDynSmemSize)
CUTE_INFER_DECL(cuteInferWarpUniform)
/* infer_tensor.c */
CUTE_INFER_DECL(cuteInferTensorOp)
CUTE_INFER_DECL(cuteInferMakeView)
CUTE_INFER_DECL(cuteInferGetIter)
CUTE_INFER_DECL(cuteInferGetLayout)
CUTE_INFER_DECL(cuteInferAddOffset)
CUTE_INFER_DECL(cuteInferMakeIdentityTensor)
CUTE_INFER_DECL(cuteInferLocalTile)
CUTE_INFER_DECL(cuteInferLocalPartition)
CUTE_INFER_DECL(cuteInferRecastIter)
CUTE_INFER_DECL(cuteInferGetDynSmem)
CUTE_INFER_DECL(cuteInferMemrefLoad)
CUTE_INFER_DECL(cuteInferMemrefStore)
CUTE_INFER_DECL(cuteInferMemrefLoadVec)
CUTE_INFER_DECL(cuteInferMemrefStoreVec)
CUTE_INFER_DECL(cuteInferMemrefAlloca)
/* infer_atom_call.c */
CUTE_INFER_DECL(cuteInferMakeAtom)
CUTE_INFER_DECL(cuteInferCopyAtomCall)
CUTE_INFER_DECL(cuteInferMmaAtomCall)
CUTE_INFER_DECL(cuteInferCopy)
CUTE_INFER_DECL(cuteInferGemm)
/* infer_tma.c */
CUTE_INFER_DECL(cuteInferGetValue)
CUTE_INFER_DECL(cuteInferSetValue)
CUTE_INFER_DECL(cuteInferMakeExecTma)
CUTE_INFER_DECL(cuteInferMakeNonExecTma)
CUTE_INFER_DECL(cuteInferTmaPartition)
CUTE_INFER_DECL(cuteInferPrefetchTmaDesc)
/* infer_tma_copy.c: cute.copy (call false) and cute.copy_atom_call (call
 * true) with a TMA atom. */
CuteStatus cuteInferTmaCopy(const CuteInferArgs *in, CuteInferred *out,
                            bool call, CuteError *err);
/* infer_tiled.c */
CUTE_INFER_DECL(cuteInferMakeTiled)
CUTE_INFER_DECL(cuteInferTiledCopyPartition)
CUTE_INFER_DECL(cuteInferTiledCopyRetile)
CUTE_INFER_DECL(cuteInferTiledMmaPartition)
CUTE_INFER_DECL(cuteInferTiledMmaPartitionShape)
CUTE_INFER_DECL(cuteInferMmaMakeFragment)
/* `t` seen through `l` with its iterator moved by `off` (NULL: not moved),
 * as a slice moves it (infer_tensor.c). */
CuteStatus cuteInferTensorMoved(const CuteInferArgs *in, CuteInferred *out,
                                const CuteTyped *t, CuteLayout l,
                                const CuteNode *off, CuteError *err);
/* A swizzled composed memref `t` whose outer layout `outer` is sliced at
 * `crd`, as CuTe's slice_and_offset does (cuteComposedSliceSwizzle): a
 * plain memref when the swizzle decays, its pointer moved by what the
 * slice drops (infer_tensor.c). */
CuteStatus cuteInferSwizzledSlice(const CuteInferArgs *in, CuteInferred *out,
                                  const CuteTyped *t, CuteLayout outer,
                                  const CuteNode *crd, CuteError *err);
/* infer_coord.c */
CUTE_INFER_DECL(cuteInferLayoutCoord)
/* infer_iter.c */
CUTE_INFER_DECL(cuteInferMakeArithTupleIter)
CUTE_INFER_DECL(cuteInferDerefArithTupleIter)
CUTE_INFER_DECL(cuteInferCoordTensorIter)
CUTE_INFER_DECL(cuteInferCoordTensorView)

/* A coordinate with every `_` replaced by 0 (the origin of a slice);
 * NULL when out of memory. */
const CuteNode *cuteNodeWildToZero(CuteArena *a, const CuteNode *c);

#endif /* CUTE_DIALECT_INTERNAL_H */
