/* The dialect layer's contract with the layers above it (lib/Conversion,
 * lib/CAPI, tools): cute types read back as CuteTyped values and their
 * cache, the op catalogue (ops.h), the one inference entry, and the few
 * helpers the lowering shares with the verifier. Not installed; users see
 * include/cute-c/Dialects.h. What only dialect/ uses is in
 * dialect/internal.h, which no other layer can include. */
#ifndef CUTE_DIALECT_CONTRACT_H
#define CUTE_DIALECT_CONTRACT_H

#include "cute-c/Algebra.h"
#include "mlir-c/IR.h"
#include "ops.h"

/* The algebra types of the cute dialect. */
typedef enum {
  CUTE_TYPE_NONE = 0, /* not a cute algebra type */
  CUTE_TYPE_INT_TUPLE,
  CUTE_TYPE_SHAPE,
  CUTE_TYPE_STRIDE,
  CUTE_TYPE_COORD,
  CUTE_TYPE_LAYOUT,
  CUTE_TYPE_COMPOSED,
  CUTE_TYPE_SWIZZLE,
  CUTE_TYPE_TILE,
  /* Data types (docs/tensors.md): not algebra values themselves, but each
   * carries one (the layout) and lowers by the same value model. */
  CUTE_TYPE_PTR,
  CUTE_TYPE_MEMREF,
  CUTE_TYPE_COORD_TENSOR,
  /* A coordinate tensor's iterator (CuTe's ArithmeticTupleIterator): an
   * int tuple that counts. Its value is that tuple, and it lowers as one. */
  CUTE_TYPE_ARITH_TUPLE_ITER,
  /* Scalars (type_scalar.c): an integer known to be divisible by a
   * constant (`!cute.i32<divby 8>`, made by cute.assume) and a fast
   * divisor (`!cute.fast_divmod_divisor<32>`). Not algebra values; each
   * lowers to plain integers. */
  CUTE_TYPE_CINT,
  CUTE_TYPE_DIVISOR,
  /* Atoms (type_atom.c, docs/atoms.md): the `!cute_nvgpu.*` copy and MMA
   * atom types, and the tiled copy and tiled MMA built from one. Made by
   * cute.make_atom, applied by cute.copy_atom_call / mma_atom_call; all
   * in their type, they lower to no value (sm90.mma's flag comes later). */
  CUTE_TYPE_COPY_ATOM,
  CUTE_TYPE_MMA_ATOM,
  CUTE_TYPE_TILED_COPY,
  CUTE_TYPE_TILED_MMA,
  /* GMMA shared-memory descriptors (type_desc.c, docs/atoms.md): one
   * 64-bit descriptor (`!cute_nvgpu.smem_desc`, an i64 when lowered) and a
   * tensor of them (`!cute_nvgpu.smem_desc_view<..., "L">`: a descriptor
   * and a layout in 16-byte units), made by mma.make_fragment of a wgmma
   * operand in shared memory. */
  CUTE_TYPE_SMEM_DESC,
  CUTE_TYPE_SMEM_DESC_VIEW,
  CUTE_TYPE_LAST = CUTE_TYPE_SMEM_DESC_VIEW
} CuteTypeKind;

/* The atoms of NVIDIA's Ampere and Hopper kernels, one per type name
 * (`!cute_nvgpu.atom.ldsm<...>` is CUTE_ATOM_LDSM). */
typedef enum {
  CUTE_ATOM_UNIVERSAL_COPY = 1, /* atom.universal_copy: a plain copy */
  CUTE_ATOM_SIMT_ASYNC_COPY,    /* atom.simt_async_copy: cp.async */
  CUTE_ATOM_LDSM,               /* atom.ldsm: ldmatrix */
  CUTE_ATOM_STSM,               /* atom.stsm: stmatrix */
  CUTE_ATOM_UNIVERSAL_FMA,      /* atom.universal_fma: one FMA */
  CUTE_ATOM_SM80_MMA,           /* sm80.mma: mma.sync */
  CUTE_ATOM_SM90_MMA,           /* sm90.mma: wgmma */
  /* TMA (type_tma.c, docs/atoms.md): the non-executable atoms are a
   * descriptor (a kernel parameter); the executable ones, made from them
   * by cute_nvgpu.atom.make_exec_tma, carry its fields (mbarrier, ...). */
  CUTE_ATOM_TMA_LOAD_NONEXEC,  /* atom.non_exec_tiled_tma_load */
  CUTE_ATOM_TMA_STORE_NONEXEC, /* atom.non_exec_tiled_tma_store */
  CUTE_ATOM_TMA_LOAD,          /* atom.tma_load */
  CUTE_ATOM_TMA_STORE          /* atom.tma_store */
} CuteAtomKind;

/* The kinds of a non-executable TMA load (NVIDIA's TiledTmaLoadEnum). */
typedef enum { CUTE_TMA_SM90 = 0, CUTE_TMA_SM90_MULTICAST } CuteTmaKind;

/* TMA's element formats (NVIDIA's TmaDataFormat, bits 74-71 of the
 * descriptor), in NVIDIA's order. */
typedef enum {
  CUTE_TMA_U8 = 0,
  CUTE_TMA_U16,
  CUTE_TMA_U32,
  CUTE_TMA_S32,
  CUTE_TMA_U64,
  CUTE_TMA_S64,
  CUTE_TMA_F16_RN,
  CUTE_TMA_F32_RN,
  CUTE_TMA_F32_FTZ_RN,
  CUTE_TMA_F64_RN,
  CUTE_TMA_BF16_RN,
  CUTE_TMA_U4,
  CUTE_TMA_U4_UNPACK_U8,
  CUTE_TMA_U6_UNPACK_U8,
  CUTE_TMA_TF32_RN,
  CUTE_TMA_TF32_FTZ_RN
} CuteTmaFormat;

/* L1 eviction priority of a universal copy; NORMAL is the default, which
 * the type does not spell. */
typedef enum {
  CUTE_EVICT_NORMAL = 0,
  CUTE_EVICT_FIRST,
  CUTE_EVICT_LAST,
  CUTE_EVICT_UNCHANGED,
  CUTE_EVICT_NO_ALLOCATE
} CuteEvict;

/* An atom type's parameters. Copy atoms: the value type and, where the
 * type has them, bits per copy, cache mode, matrix count and transpose;
 * MMA atoms: the instruction shape, the A, B, C element types and (sm90)
 * the majors and where A comes from. */
typedef struct CuteAtom {
  CuteAtomKind kind;
  MlirType val;            /* copy atoms: the value type */
  unsigned valBits;        /* its storage width (tf32: 32) */
  unsigned bits;           /* bits per copy; 0: universal_copy's auto */
  CuteEvict evict;         /* universal_copy */
  bool cacheGlobal;        /* simt_async_copy: cache = global (else always) */
  unsigned numMatrices;    /* ldsm, stsm: 1, 2 or 4 */
  bool transpose;          /* ldsm, stsm: t (else n) */
  int m, n, k;             /* MMA atoms: the instruction shape */
  MlirType a, b, c;        /* MMA atoms: element types of A, B and C */
  bool aMajorMN, bMajorMN; /* sm90: ab_major (else k) */
  bool aFromRegs;          /* sm90: frag_kind = rs (else ss) */
  /* TMA atoms (`bits` is copy_bits, the bits of one box): the load kind
   * (non-exec loads), the format (-1: the type gives none), the CTAs of
   * a multicast and its flag (exec loads), and the gmem basis: TMA
   * dimension d is mode d, its box extent : the gmem mode it reads. */
  CuteTmaKind tmaKind;
  int tmaFormat;
  unsigned numCta;
  bool mcast;
  CuteLayout gbasis;
} CuteAtom;

/* Address spaces of !cute.ptr / !cute.memref, numbered as NVPTX numbers
 * them (the lowered pointer is !llvm.ptr<space>). */
typedef enum {
  CUTE_SPACE_GENERIC = 0,
  CUTE_SPACE_GMEM = 1,
  CUTE_SPACE_SMEM = 3,
  CUTE_SPACE_RMEM = 5
} CuteSpace;

/* A cute type read back: its kind, its parameter text (in the arena,
 * NUL-terminated) and, once parsed, its algebra value. */
typedef struct CuteTyped {
  CuteTypeKind kind;
  const char *spec;
  size_t len;
  CuteValue value;
  /* The MLIR type. Inferred results: null for cute kinds; for a builtin
   * result (kind NONE) its type (an element type, a vector), or null with
   * intWidth set (iN). */
  MlirType type;
  unsigned intWidth; /* inferred builtin result given by width: iN; the
                        width of a constrained int or fast divisor */
  int64_t divby;     /* a constrained int is divisible by it (>= 1) */
  /* Data types. ptr/memref: element type, its size in bits, address space
   * and the alignment in bytes the pointer is known to have; `value` is a
   * memref's layout (plain or composed). coord_tensor: `base` is its base
   * coordinate and `value` its layout. */
  MlirType elem;
  unsigned elemBits;
  CuteSpace space;
  int64_t align;
  bool ptrSwizzled; /* S<B,M,S> on the pointer's address */
  CuteSwizzle ptrSwizzle;
  const CuteNode *base;
  /* Inferred ptr/memref results only: the result's iterator is operand
   * 0's plus `offset` elements (NULL: the same iterator). A dynamic
   * offset carries its trace symbol when lowering. */
  const CuteNode *offset;
  /* Atoms: the atom's parameters (its own for an atom kind, its atom's
   * for a tiled kind). A tiled copy's TV layout and a tiled MMA's atom
   * layout are `value`; `tile` is the tiled copy's tiler or the tiled
   * MMA's permutation (NULL: none). */
  const CuteAtom *atom;
  const CuteNode *tile;
} CuteTyped;

/* Parsed cute types (and attributes) of one verification run, keyed on
 * the MlirType (MlirAttribute) pointer (both are uniqued per context, so a
 * pointer names one text; a type and an attribute never share one).
 * cuteVerifyModule creates one per call and destroys it at the end: the
 * C API has no per-context user data, and a cache owned by the run needs
 * no invalidation and no global state. Values live in the cache's arena
 * and are shared read-only by every op of the run. */
typedef struct CuteTypeCache CuteTypeCache;

CuteTypeCache *cuteTypeCacheCreate(void);
void cuteTypeCacheDestroy(CuteTypeCache *cache);
/* The parsed form of `type` (kind CUTE_TYPE_NONE for non-cute types).
 * On a malformed cute type returns NULL and sets *error to the
 * diagnostic text (cached too); NULL with *error NULL means out of
 * memory. */
const CuteTyped *cuteTypeCacheGet(CuteTypeCache *cache, MlirType type,
                                  const char **error);
/* The parsed form of a `#cute.KIND<"SPEC">` attribute (attributes are
 * uniqued too; kind CUTE_TYPE_NONE for other attributes), as
 * cuteTypeCacheGet. A malformed one sets *error to
 * `failed to parse KIND from "SPEC": why`. */
const CuteTyped *cuteTypeCacheGetAttr(CuteTypeCache *cache, MlirAttribute attr,
                                      const char **error);
/* Attributes (arrays, dictionaries, type attributes) whose contents were
 * walked and found valid in this run, so that each uniqued one is walked
 * once. Marking may silently fail when out of memory. */
bool cuteTypeCacheIsChecked(CuteTypeCache *cache, MlirAttribute attr);
void cuteTypeCacheMarkChecked(CuteTypeCache *cache, MlirAttribute attr);

/* The diagnostic for a malformed algebra type (`invalid !cute.KIND<"SPEC">:
 * why`) or attribute (NVIDIA's `failed to parse KIND from "SPEC": why`),
 * `why` being the reason of `err` (the text quoted already says where).
 * snprintf's contract: writes at most size bytes, returns the full length. */
int cuteTypeErrorFormat(char *buf, size_t size, bool attr, CuteTypeKind kind,
                        const char *spec, size_t len, const CuteError *err);

/* The type's mnemonic: "layout" for CUTE_TYPE_LAYOUT, ... */
const char *cuteTypeKindName(CuteTypeKind kind);

/* True for an opaque type of our namespaces (cute, cute_nvgpu), known or
 * not. */
bool cuteTypeIsOurs(MlirType type);

/* Reads `type`: kind CUTE_TYPE_NONE when it is not a `cute` type (then
 * nothing else is filled). Fails when out of memory, when the type is a
 * `!cute.KIND` this dialect does not know, or when its parameters do not
 * have the kind's form. */
CuteStatus cuteTypeRead(MlirType type, CuteArena *a, CuteTyped *out,
                        CuteError *err);

/* Reads a `#cute.KIND<"SPEC">` attribute as cuteTypeRead reads a type:
 * kind (one of the eight algebra kinds) and spec; kind CUTE_TYPE_NONE
 * for any other attribute. */
CuteStatus cuteAttrRead(MlirAttribute attr, CuteArena *a, CuteTyped *out,
                        CuteError *err);

/* True for ptr, memref and coord_tensor. */
bool cuteKindIsData(CuteTypeKind k);
/* True for memref and coord_tensor (the tensors). */
bool cuteKindIsTensor(CuteTypeKind k);
/* Reads the parameters of a data type, the text inside its `<...>`
 * (`f32, gmem, align<16>, "(4):(1)"`, cut in place), into out (kind
 * already set). */
CuteStatus cuteTypeReadData(MlirContext ctx, char *params, CuteTyped *out,
                            CuteError *err);
/* Checks a data type's parameters and parses its layout (and base). */
CuteStatus cuteTypeParseData(CuteArena *a, CuteTyped *t, CuteError *err);
/* Prints a data type (also an inferred one, which has no MlirType) as
 * MLIR prints it; NULL when out of memory. */
const char *cuteTypedDataToString(CuteArena *a, const CuteTyped *t);
/* The space's name ("gmem") and back (-1 when unknown). */
const char *cuteSpaceName(CuteSpace s);
int cuteSpaceFromName(const char *name, size_t len);

/* Parses out->spec as a value of out->kind into out->value, checking that
 * the leaves are the ones the kind allows (no `_` in a shape, no scaled
 * basis outside strides, ...). */
CuteStatus cuteTypeParse(CuteArena *a, CuteTyped *t, CuteError *err);

/* The MlirType of an inferred result `t` (any kind an inference function
 * gives: algebra kinds, ptr/memref/coord_tensor, builtin types, iN), the
 * type the verifier accepts as exactly `t`; cute types are parsed from
 * their canonical text, in ctx. Null type and *err set (nothing emitted)
 * when `t` is incomplete (a ptr without element type, a builtin result
 * with neither type nor width), of no known kind, when its text does not
 * parse in ctx (the dialect not loaded), or out of memory. */
MlirType cuteTypedToMlirType(MlirContext ctx, CuteArena *a, const CuteTyped *t,
                             CuteError *err);

/* A type as diagnostics show it: a cute type as !cute.<kind><"<canonical
 * text>">, an inferred integer result as iN, any other type as MLIR prints
 * it (i64, index, f32). Arena memory; NULL when out of memory. */
const char *cuteTypedDescribe(CuteArena *a, const CuteTyped *t);

/* The layout of a layout type or a memref, or B of a composed layout. */
CuteLayout cuteTypedLayout(const CuteTyped *t);
/* True for the tuple kinds (int_tuple, shape, stride, coord). */
bool cuteKindIsTuple(CuteTypeKind k);

/* Result inference of one cute op: operands and declared results as read
 * (kind CUTE_TYPE_NONE for builtin types such as i32), the op for its
 * attributes, and an arena for temporaries. */
typedef struct CuteInferArgs {
  CuteArena *arena;
  MlirOperation op;
  const CuteOpInfo *info; /* the op's catalogue row */
  CuteOpId id;            /* info->id */
  const char *name;       /* info->key: "composition" (messages) */
  const CuteTyped *operands;
  unsigned numOperands;
  const CuteTyped *declared; /* the results as written */
  unsigned numDeclared;
} CuteInferArgs;

/* What an op infers: `count` result types (arena memory). A cute result
 * has its kind and value (a data type also its parameters); a builtin
 * result has kind NONE and either its MlirType in `type` (memref.load's
 * element, memref.load_vec's vector) or only intWidth (1 for i1).
 * cuteTypedToMlirType turns each into the MlirType. */
typedef struct CuteInferred {
  CuteTyped *types;
  unsigned count;
} CuteInferred;

/* The one inference entry, which the verifier, the C API and the lowering
 * all call: op in->info's inference, through its tensor form
 * (cuteInferTensorOp) where the catalogue says so. `in` comes from
 * cuteInferArgsInit plus the operand and declared result types. */
CuteStatus cuteInfer(const CuteInferArgs *in, CuteInferred *out,
                     CuteError *err);
/* cuteVerifyModule for our passes and builders: every check on our ops
 * and types, none on other dialects' unregistered ops (a host may have
 * them; the tools check them after parsing). */
MlirLogicalResult cuteVerifyOurOps(MlirOperation op);

/* The structural check of the op of `in` against its catalogue row:
 * operand counts per slot and their kinds, the properties, and with
 * `withResults` the declared results likewise (a builder that has no
 * results yet leaves them out). Inference functions may trust what it
 * checked. */
CuteStatus cuteCheckStructure(const CuteInferArgs *in, bool withResults,
                              CuteError *err);
/* The slot name of operand `i` of `n` ("lhs"), for messages. */
const char *cuteOperandSlotName(const CuteOpInfo *info, unsigned n, unsigned i);
/* Makes `in` the arguments of another op (`id`): an op whose meaning is
 * built from others (local_tile is a zipped_divide and a slice) calls
 * their inference through it. */
void cuteInferArgsSetOp(CuteInferArgs *in, CuteOpId id);
/* Fills the fields of `in` that come from the op and its catalogue row;
 * the caller sets operands and declared results. */
void cuteInferArgsInit(CuteInferArgs *in, CuteArena *arena, MlirOperation op,
                       const CuteOpInfo *info);

/*===--- Memory limits and allocation sizes (memory.c) -----------------===*/

/* Shared memory a block can have on the largest chip we target: sm_90
 * (H100) has 228 KiB per SM, of which a block may opt in to 227 KiB
 * (cudaDevAttrMaxSharedMemoryPerBlockOptin = 232448; 1 KiB per block is
 * reserved by the system). A static shared-memory tensor larger than this
 * cannot exist on any chip; smaller chips refuse more at launch. */
#define CUTE_SMEM_MAX_BYTES ((int64_t)227 * 1024)
/* Static shared memory (memref.alloca in smem lowers to a `.shared`
 * global): ptxas refuses more than 48 KiB of it per kernel on every chip
 * ("uses too much shared data (0xc004 bytes, 0xc000 max)" on sm_90);
 * more needs dynamic shared memory (get_dyn_smem). */
#define CUTE_SMEM_STATIC_MAX_BYTES ((int64_t)48 * 1024)
/* A thread's register fragment (memref.alloca in rmem). A thread has at
 * most 255 32-bit registers (about 1 KiB); a larger fragment spills to
 * local memory, which costs a round trip through the L1 per access, and
 * CUDA caps local memory at 512 KiB per thread. 64 KiB is 64 times what
 * registers hold, far past any fragment CuTe kernels use (NVIDIA's traced
 * examples allocate at most a few KiB), and keeps every offset into it
 * and the alloca's element count within 32 bits. */
#define CUTE_RMEM_MAX_BYTES ((int64_t)64 * 1024)

/* The bytes a pointer swizzle S<B,M,S> reads and writes: an address keeps
 * its block of 2^(M+|S|+B) bytes. */
int64_t cuteSwizzleBlockBytes(const CuteSwizzle *s);
/* Elements and alignment of the buffer memref.alloca makes for its
 * result type `t`: cosize of the layout, a swizzled composed layout to the
 * end of its swizzle block past the static offset, a pointer-swizzled one
 * whole blocks aligned to one. Errors for what cannot be allocated. */
CuteStatus cuteAllocaSize(CuteArena *a, const CuteTyped *t, int64_t *count,
                          int64_t *align, CuteError *err);
/* The buffer of cuteAllocaSize against CUTE_RMEM_MAX_BYTES (rmem) or
 * CUTE_SMEM_STATIC_MAX_BYTES (smem); the error gives its size and the
 * limit. */
CuteStatus cuteCheckAllocaLimits(CuteArena *a, const CuteTyped *t,
                                 CuteError *err);
/* A shared-memory memref `t` whose static cosize exceeds
 * CUTE_SMEM_MAX_BYTES (a view of dynamic shared memory that no block can
 * have) is an error for `op`; other types pass. */
CuteStatus cuteCheckSharedExtent(CuteArena *a, const CuteTyped *t,
                                 const char *op, CuteError *err);

/*===--- One application of one atom (infer_atom_call.c) ---------------===*/

/* The tensors of one atom application: a copy's source and destination,
 * an MMA's A, B and C (D is C's kind). */
typedef enum {
  CUTE_ATOM_SRC,
  CUTE_ATOM_DST,
  CUTE_ATOM_A,
  CUTE_ATOM_B,
  CUTE_ATOM_C
} CuteAtomOperand;

/* The values per thread of operand `which` of one application of `atom`
 * (CuTe's value layouts, docs/atoms.md): universal_copy and cp.async
 * bits / value bits on both sides; ldsm 8 (a 16-byte row) in and two per
 * matrix out, stsm the reverse; universal_fma 1, 1, 1; sm80.mma M*K/32,
 * N*K/32, M*N/32. 0 for universal_copy without bits (any count, equal on
 * both sides); -1 when the atom has no such operand (sm90.mma, whose A
 * and B are descriptors, and a copy's A). */
int64_t cuteAtomCallValues(const CuteAtom *atom, CuteAtomOperand which);

/* The atom's name as its type spells it ("atom.ldsm", "sm80.mma"). */
const char *cuteAtomKindName(CuteAtomKind kind);

/*===--- TMA atoms (type_tma.c) -------------------------------------===*/

/* True for the four TMA atoms; for the executable ones (tma_load,
 * tma_store); for the loads (executable or not). */
bool cuteAtomIsTma(const CuteAtom *atom);
bool cuteAtomIsTmaExec(const CuteAtom *atom);
bool cuteAtomIsTmaLoad(const CuteAtom *atom);
/* NVIDIA's name of a format ("F16_RN"); NULL when out of range. */
const char *cuteTmaFormatName(int format);
/* The format TMA moves values of `val` in when the type names none
 * (NVIDIA's get_default_tma_format); -1 when TMA moves no such type. */
int cuteTmaDefaultFormat(MlirType val);
/* True when `format` moves values of `val` (f32 also as TF32_RN). */
bool cuteTmaFormatFits(int format, MlirType val);
/* The values one TMA copy moves: copy_bits over the value's bits. */
int64_t cuteTmaBoxValues(const CuteAtom *atom);

/* The fields of atoms that cute_nvgpu.atom.set_value / get_value write
 * and read, one table (infer_tma.c): the `field` attribute
 * `#cute_nvgpu.ATTR<NAME>`, the atom it belongs to (an sm90.mma's also to
 * a tiled MMA of one), the leaf of the lowered atom that holds it, and
 * its value. */
typedef enum {
  CUTE_FIELD_I1,       /* i1 */
  CUTE_FIELD_I16,      /* i16 */
  CUTE_FIELD_I64,      /* i64 */
  CUTE_FIELD_MBAR_PTR, /* !cute.ptr<i64, smem> */
  CUTE_FIELD_DESC_PTR  /* !cute.ptr<T, gmem|generic, align<64>> */
} CuteFieldKind;

typedef struct CuteAtomField {
  const char *attr; /* "atom_copy_field_tmaload" */
  const char *name; /* "tma_bar" */
  CuteAtomKind atom;
  unsigned leaf;
  CuteFieldKind kind;
} CuteAtomField;

/* The field a `field` attribute names; NULL for any other attribute. */
const CuteAtomField *cuteAtomFieldOf(MlirAttribute attr);
/* The TMA swizzle of a shared-memory tensor in bytes: 0 when it has none,
 * 32, 64 or 128 for S<1,4,3>, S<2,4,3>, S<3,4,3> on byte addresses (a
 * pointer swizzle, or a composed layout's on elements scaled to bytes);
 * -1 for any other swizzle (infer_tma_copy.c). */
int cuteTmaSwizzleBytes(const CuteTyped *t);

/* cute.print's format (infer_print.c), scanned the same way by the
 * verifier and the lowering. */
typedef enum {
  CUTE_FMT_END,   /* nothing left */
  CUTE_FMT_TEXT,  /* literal text; a `%%` in it stays `%%` */
  CUTE_FMT_VALUE, /* `{}`: the next operand, printed in its own format */
  CUTE_FMT_CONV   /* a C conversion (`%d`, `%5.2f`): the next operand */
} CuteFmtKind;

typedef struct CuteFmtPiece {
  CuteFmtKind kind;
  const char *text; /* the piece as written */
  size_t len;
  char conv;    /* CONV: the conversion character */
  bool isFloat; /* CONV: f e g a (and capitals) */
  bool wide;    /* CONV: an integer conversion with l or ll (64 bits) */
} CuteFmtPiece;

/* The piece of fmt[0..len) at *pos, *pos moved past it; kind END at the
 * end. Fails on a `%` that starts no supported conversion. */
CuteStatus cuteFormatNext(const char *fmt, size_t len, size_t *pos,
                          CuteFmtPiece *out, CuteError *err);

/* The alignment in bytes of dynamic shared memory (get_dyn_smem): the
 * lowering declares the buffer with it. */
#define CUTE_DYN_SMEM_ALIGN 1024

/* The offset of the element at `crd` of a tensor (a memref's element
 * index, a coordinate tensor's coordinate minus its base): the tensor's
 * layout (or composed layout) evaluated at crd. */
CuteStatus cuteTensorOffset(CuteArena *a, const CuteTyped *tensor,
                            const CuteNode *crd, const CuteNode **out,
                            CuteError *err);

/*===--- GMMA descriptors (infer_desc.c) -------------------------------===*/

/* The descriptor of a wgmma operand in shared memory (A, or B with
 * `operandB`, of the sm90.mma atom `at`): `t` is a thread's partition, a
 * smem memref of the atom's type whose mode 0 is one wgmma's (MN, K) in a
 * GMMA layout (cuteGmmaDescGet), its swizzle on the pointer or in its
 * composed layout, its pointer aligned to the swizzle's repeat (16 bytes
 * without one). *start: elements from the pointer to the tile (a
 * composed layout's offset), NULL for none. mma.make_fragment checks an
 * operand with it and the lowering builds the descriptor with it. */
CuteStatus cuteDescOfOperand(CuteArena *a, const CuteTyped *t,
                             const CuteAtom *at, bool operandB,
                             CuteGmmaDesc *out, const CuteNode **start,
                             CuteError *err);

/*===--- Atom traits (atom_traits.c) -----------------------------------===*/

/* CuTe's traits of a copy atom: ThrID and the source, destination and
 * reference (thread, bit) -> bit layouts of CuTe C++'s Copy_Traits for
 * this atom type, and from them the layouts in values (docs/atoms.md).
 * universal_copy without bits counts one value per copy. Arena memory;
 * an error names the atom when it is no copy atom the table knows. */
CuteStatus cuteAtomCopyTraits(CuteArena *a, const CuteAtom *atom,
                              CuteCopyAtomTraits *out, CuteError *err);
/* CuTe's traits of an MMA atom: its shape, ThrID and A, B, C (thread,
 * value) layouts (CuTe C++'s MMA_Traits), the operands' widths and which
 * of A and B are read through shared-memory descriptors (wgmma). */
CuteStatus cuteAtomMmaTraits(CuteArena *a, const CuteAtom *atom,
                             CuteMmaAtomTraits *out, CuteError *err);
/* The algebra's tiled copy (tiled MMA) of a tiled type read by
 * cuteTypeRead, its atom's traits in the arena (type_tiled.c). */
CuteStatus cuteTypedTiledCopy(CuteArena *a, const CuteTyped *t,
                              CuteTiledCopy *out, CuteError *err);
CuteStatus cuteTypedTiledMma(CuteArena *a, const CuteTyped *t,
                             CuteTiledMma *out, CuteError *err);
/* CuTe C++'s name of the atom's traits (`SM75_U16x8_LDSM_T`), NULL when
 * the table has no row for it. */
const char *cuteAtomTraitsName(const CuteAtom *atom);
/* Reads an atom type in NVIDIA's spelling, with or without its
 * `!cute_nvgpu.` prefix (`sm80.mma<16x8x16, elem_type = (f16, f16, f32) >`),
 * into *out (arena memory); *mma says whether it is an MMA atom. Element
 * types are made in ctx. An error quotes the text: malformed, or a type
 * that is no atom with traits (a TMA atom, a descriptor). */
CuteStatus cuteAtomParse(MlirContext ctx, CuteArena *a, const char *text,
                         size_t len, const CuteAtom **out, bool *mma,
                         CuteError *err);

#endif /* CUTE_DIALECT_CONTRACT_H */
