/* The 1:N lowering driver of cute-to-base and the per-op callbacks it
 * dispatches to (lower_*.c). Internal to lib/Conversion.
 *
 * Value model (docs/lowering.md): a cute value becomes its dynamic leaves,
 * in the order of cuteValueMapDynamic (depth-first, shape before stride),
 * each an i32 or, for `?{i64}` leaves, an i64. Static leaves are not
 * values at all: they are constants wherever they are used. */
#ifndef CUTE_CONVERSION_LOWER_H
#define CUTE_CONVERSION_LOWER_H

#include "cute-c/Algebra.h"
#include "dialect.h"

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>

/*===--- Value map: one cute value -> its leaf values (value_map.c) ----===*/

typedef struct CuteValueMap CuteValueMap;

CuteValueMap *cuteValueMapCreate(void);
void cuteValueMapDestroy(CuteValueMap *m);
/* Records that `key` stands for leaves[0..n); false when out of memory. */
bool cuteValueMapSet(CuteValueMap *m, MlirValue key, const MlirValue *leaves,
                     unsigned n);
/* The leaves of `key` (*leaves NULL when there are none); false when
 * nothing was recorded for it. The pointer is valid until the next Set. */
bool cuteValueMapGet(const CuteValueMap *m, MlirValue key,
                     const MlirValue **leaves, unsigned *n);

/*===--- The lowering state shared by the driver and the callbacks ----===*/

#define CUTE_LOWER_MAX_LEAVES CUTE_MAX_LEAVES

typedef struct CuteLowering {
  MlirContext ctx;
  CuteValueMap *map;
  CuteTypeCache *types;
  CuteArena *arena; /* reset before each op */
  MlirOperation op; /* the op being lowered: new ops go before it */
  MlirBlock block;
  MlirLocation loc;
  MlirType i1, i32, i64;
  unsigned formatCount; /* printf format globals created so far */
  unsigned smemCount;   /* shared-memory globals created so far */
  /* A constant that does not fit its type was asked for while lowering
   * the current op (a bug of this pass; reported, never emitted as a
   * wrong program). */
  bool truncated;
  int64_t truncatedValue;
  unsigned truncatedWidth;
  /* Likewise, an integer value was cast to a narrower type. */
  bool narrowed;
  unsigned narrowFrom, narrowTo;
  /* While set (an i1), loads from / stores to global memory are
   * predicated PTX (lower_tensor.c): a predicated copy between registers
   * and global memory, instead of accesses under an scf.if. */
  MlirValue loadPredicate, storePredicate;
} CuteLowering;

/* The parsed cute algebra type of `type` (kind CUTE_TYPE_NONE when it is
 * not one); NULL after emitting a diagnostic at the current op. */
const CuteTyped *cuteLowerType(CuteLowering *l, MlirType type);

/* The leaf types of a cute algebra type: an i32 or i64 per dynamic leaf.
 * Returns the count, or -1 (diagnostic emitted) on failure. */
int cuteLowerLeafTypes(CuteLowering *l, const CuteTyped *t, MlirType *out,
                       unsigned cap);

/* The leaves of the operand value `v` (lowered earlier); false with a
 * diagnostic when `v` was never lowered. */
bool cuteLowerOperand(CuteLowering *l, MlirValue v, const MlirValue **leaves,
                      unsigned *n);

/* Emits a diagnostic at the current op, prefixed by the op name. Always
 * returns failure. */
MlirLogicalResult cuteLowerError(CuteLowering *l, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Emits the algebra's error in its one format, after "cute-to-base: " and
 * the current op's name. Always returns failure. */
MlirLogicalResult cuteLowerAlgebraError(CuteLowering *l, const CuteError *err);

/*===--- Emitting arithmetic before the current op (lower_emit.c) -----===*/

/* An integer constant of `type`; v must be a value of that type (signed),
 * else the op being lowered fails (CuteLowering.truncated). */
MlirValue cuteEmitConstant(CuteLowering *l, MlirType type, int64_t v);
/* A bit pattern (a mask) of `type`'s width: bits above it must be 0. */
MlirValue cuteEmitBits(CuteLowering *l, MlirType type, uint64_t bits);
/* An attribute from its text (`#nvvm.shfl_kind<bfly>`); null when the
 * text does not parse. */
MlirAttribute cuteLowerAttr(CuteLowering *l, const char *text);
/* The attribute `a` named `name`, for cuteEmitOpWith. */
MlirNamedAttribute cuteLowerNamed(CuteLowering *l, const char *name,
                                  MlirAttribute a);
/* An op `name` with the given operands and one result of `type`. */
MlirValue cuteEmitOp(CuteLowering *l, const char *name, MlirType type,
                     const MlirValue *operands, unsigned n);
/* Element i of a vector (of its element type). */
MlirValue cuteEmitExtractElement(CuteLowering *l, MlirValue vec, int64_t i);
/* vector<n x T> of values[0..n), all of type T. */
MlirValue cuteEmitVectorOf(CuteLowering *l, const MlirValue *values, int64_t n);
/* Field i (of type t) of a struct value; the value itself when it is not
 * a struct (an op that gives one result gives it bare). */
MlirValue cuteEmitField(CuteLowering *l, MlirValue agg, int64_t i, MlirType t);
/* Sign-extends an integer value to `type` (no-op when it already has it;
 * index values are cast). Narrowing is a bug of this pass: it is emitted
 * but the op fails (CuteLowering.narrowed). */
MlirValue cuteEmitCast(CuteLowering *l, MlirValue v, MlirType type);
/* An op `name` with operands, `nr` results and attributes (properties of
 * a registered op are given as attributes), before the current op. */
MlirOperation cuteEmitOpWith(CuteLowering *l, const char *name,
                             const MlirValue *operands, unsigned n,
                             const MlirType *results, unsigned nr,
                             const MlirNamedAttribute *attrs, unsigned na);
/* Width of an integer or index type (64 for index), 0 otherwise. */
unsigned cuteIntTypeWidth(MlirType t);

/* Emits the formulas the algebra recorded (CuteTrace) for one op, with
 * inputs[k] the value of input leaf k. Each symbol is emitted once. */
typedef struct CuteSymEmitter {
  CuteLowering *l;
  const CuteTrace *trace;
  const MlirValue *inputs;
  MlirValue *memo;  /* by symbol; in l->arena */
  bool *nonneg;     /* by symbol: known to be >= 0 */
  uint32_t covered; /* symbols memo and nonneg cover (more may follow) */
} CuteSymEmitter;

/* False when out of memory. */
bool cuteSymEmitterInit(CuteSymEmitter *e, CuteLowering *l,
                        const CuteTrace *trace, const MlirValue *inputs);
/* The value of `sym`, null when it has no formula. */
MlirValue cuteSymEmit(CuteSymEmitter *e, uint32_t sym);

/*===--- Traced lowering (lower_ops.c) --------------------------------===*/

/* One op lowered through its inference function with a trace attached:
 * operands read with symbols on their dynamic leaves, inference run,
 * emitter ready. Lives on the caller's stack between Begin and End. */
typedef struct CuteTraced {
  CuteTrace trace;
  CuteTyped *operands; /* builtin operands have kind NONE */
  MlirValue *pointers; /* per operand: a ptr/memref's lowered pointer, a
                          descriptor's i64, an sm90.mma's flag (i1) */
  MlirValue *inputs;
  unsigned numInputs;
  CuteTyped *declared;
  CuteInferred inferred;
  CuteSymEmitter emitter;
  /* A descriptor made by the callback (make_fragment's), which a
   * descriptor result takes instead of operand 0's; null: operand 0's. */
  MlirValue iter;
} CuteTraced;

/* Reads the operands, runs the op's inference with the trace attached.
 * Call cuteTracedEnd afterwards whatever it returns. */
MlirLogicalResult cuteTracedBegin(CuteLowering *l, MlirOperation op,
                                  CuteTraced *tr);
void cuteTracedEnd(CuteLowering *l);
/* Maps result i to the leaves of its inferred value (a ptr or memref
 * result: operand 0's pointer moved by the inferred offset first). */
MlirLogicalResult cuteTracedSetResult(CuteLowering *l, MlirOperation op,
                                      intptr_t i, CuteTraced *tr);

/*===--- Pointers and tensors (lower_tensor.c) -------------------------===*/

/* The type values of `t` are stored and moved as: `t`, or for the float
 * types LLVM lacks (8-bit floats) the integer of their width (vectors
 * element-wise). Fragments (cuteLowerFragmentRead/Write) are vectors of
 * it. */
MlirType cuteLowerStorageType(CuteLowering *l, MlirType t);
/* `v` as type `t`: an unrealized cast between a type and its storage
 * type, none when `v` has it. */
MlirValue cuteLowerCastTo(CuteLowering *l, MlirValue v, MlirType t);

/* !llvm.ptr<space>. */
MlirType cuteLowerPointerType(CuteLowering *l, CuteSpace space);
/* `base` moved by `offset` elements of `elem` (llvm.getelementptr; a
 * static offset becomes a constant index). Null when the dynamic offset
 * has no formula. */
MlirValue cuteEmitOffsetPointer(CuteSymEmitter *e, MlirValue base,
                                const CuteNode *offset, MlirType elem);
/* The values of memref operand `operand` of a traced op, in index order,
 * as one vector<n x T> (n its static size), read with the widest accesses
 * its alignment allows (memref.load_vec); null after a diagnostic. */
MlirValue cuteLowerFragmentRead(CuteLowering *l, CuteTraced *tr,
                                unsigned operand);
/* Writes `value`, a vector<n x T>, into memref operand `operand` in index
 * order (memref.store_vec). */
MlirLogicalResult cuteLowerFragmentWrite(CuteLowering *l, CuteTraced *tr,
                                         unsigned operand, MlirValue value);
/* The address of value `index` of memref operand `operand` (its layout and
 * swizzles applied); null after a diagnostic. */
MlirValue cuteLowerValueAddress(CuteLowering *l, CuteTraced *tr,
                                unsigned operand, int64_t index);
MlirLogicalResult cuteLowerMemrefLoad(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerMemrefStore(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerMemrefLoadVec(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerMemrefStoreVec(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerMemrefAlloca(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerGetDynSmem(CuteLowering *l, MlirOperation op);

/*===--- Per-op callbacks (lower_ops.c) -------------------------------===*/

typedef MlirLogicalResult (*CuteLowerFn)(CuteLowering *l, MlirOperation op);

/* The callback of a catalogue op (ops.def's LOWER column). */
CuteLowerFn cuteLowerLookup(const CuteOpInfo *info);

/*===--- Module symbols (lower_symbols.c) -----------------------------===*/

bool cuteLowerNameIs(MlirOperation op, const char *name);
/* The closest ancestor of `op` named `name`, null when there is none. */
MlirOperation cuteLowerEnclosing(MlirOperation op, const char *name);
/* The op of `body` whose sym_name is `name`, null when there is none. */
MlirOperation cuteLowerFindSymbol(MlirBlock body, const char *name);
/* Parses one op (null on failure, diagnostics emitted). */
MlirOperation cuteLowerParseOp(CuteLowering *l, const char *text);
/* A new shared-memory buffer of `count` elements in the enclosing
 * gpu.module (or module), and its address (!llvm.ptr<3>) before the
 * current op; null after a diagnostic. */
MlirValue cuteLowerSharedGlobal(CuteLowering *l, MlirType elem, int64_t count,
                                int64_t align);
/* The address (!llvm.ptr<3>) of the module's dynamic shared memory,
 * declared on first use; null after a diagnostic. */
MlirValue cuteLowerDynamicShared(CuteLowering *l);
/* Appends MLIR's text of `t` to buf (NUL-terminated, truncated at cap). */
void cuteLowerPrintType(MlirType t, char *buf, size_t cap, size_t *len);

/* Records the signature of a gpu.func kernel (inputs before expansion)
 * as its `cute.kernel_abi` attribute (docs/abi.md); other functions are
 * left alone. False after a diagnostic or when out of memory
 * (lower_abi.c). */
bool cuteLowerRecordKernelAbi(CuteLowering *l, MlirOperation func,
                              const MlirType *inputs, intptr_t n);

/* Scalars (lower_scalar.c): cute.assume, ptrtoint, inttoptr, the fast
 * divisor ops and the cute_nvgpu.arch scalars. */
MlirLogicalResult cuteLowerAssume(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerPtrToInt(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerIntToPtr(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerDivmodCreate(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerDivmodCompute(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerGetDynSmemSize(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerMakeWarpUniform(CuteLowering *l, MlirOperation op);
/* The integer an operand stands for: a builtin integer itself, a
 * constrained int its one lowered leaf; null after a diagnostic. */
MlirValue cuteLowerIntOperand(CuteLowering *l, MlirValue v);

/* Atoms (lower_atom.c): make_atom, and one application of one atom as
 * its NVVM op (docs/atoms.md). */
MlirLogicalResult cuteLowerMakeAtom(CuteLowering *l, MlirOperation op);
/* cute.copy and cute.gemm: cute-to-base desugars them first (desugar.c);
 * one left here is an error. */
MlirLogicalResult cuteLowerUndesugared(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerCopyAtomCall(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerMmaAtomCall(CuteLowering *l, MlirOperation op);

/* wgmma (lower_wgmma.c): GMMA descriptors and sm90.mma calls. */
/* `desc` (an i64 GMMA descriptor) moved by `offset` 16-byte units: added
 * to its low 32 bits (CuTe's DescriptorIterator); null when a dynamic
 * offset has no formula. */
MlirValue cuteEmitDescOffset(CuteSymEmitter *e, MlirValue desc,
                             const CuteNode *offset);
/* mma.make_fragment: a register fragment (memref.alloca's lowering) or
 * the descriptor view of a shared-memory operand. */
MlirLogicalResult cuteLowerMmaMakeFragment(CuteLowering *l, MlirOperation op);
/* One sm90.mma application (from cuteLowerMmaAtomCall). */
MlirLogicalResult cuteLowerWgmma(CuteLowering *l, CuteTraced *tr);
/* TMA (lower_tma.c): the leaf types of a TMA atom (a non-executable one:
 * the descriptor's address; tma_load: address, mbarrier, multicast mask,
 * cache policy; tma_store: address, cache policy), the callbacks, and a
 * TMA atom's copy_atom_call (traced by cuteLowerCopyAtomCall). */
int cuteLowerTmaLeafTypes(CuteLowering *l, const CuteAtom *atom, MlirType *out,
                          unsigned cap);
MlirLogicalResult cuteLowerMakeExecTma(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerSetValue(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerGetValue(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerPrefetchTmaDesc(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerMakeNonExecTma(CuteLowering *l, MlirOperation op);
MlirLogicalResult cuteLowerTmaCopy(CuteLowering *l, MlirOperation op,
                                   CuteTraced *tr);
/* TMA descriptors as kernel parameters (lower_tma_abi.c): the kernel's
 * non-executable TMA atom arguments listed in `cute.grid_constant_args`
 * (indices after expansion), and the `tma_desc` ABI line of argument
 * `index` of kernel `func` (its signature's inputs before expansion) in
 * buf (docs/abi.md); false after a diagnostic. */
bool cuteLowerTmaGridConstants(CuteLowering *l, MlirOperation func,
                               const MlirType *inputs, intptr_t n);
bool cuteLowerTmaAbiLine(CuteLowering *l, MlirOperation func, unsigned index,
                         const MlirType *inputs, const CuteTyped *ct,
                         char *buf, size_t cap);

/* cute.print (lower_print.c). */
MlirLogicalResult cuteLowerPrint(CuteLowering *l, MlirOperation op);

/* The pass body (lower_driver.c). */
MlirLogicalResult cuteLowerToBase(MlirOperation root);

#endif /* CUTE_CONVERSION_LOWER_H */
