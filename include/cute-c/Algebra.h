/* cute-c layout algebra: CuTe's int tuples, layouts, tiles, swizzles and
 * composed layouts as plain C values, with every algebra operation of the
 * CuTe IR dialect. No MLIR dependency.
 *
 * Memory: every value lives in a CuteArena. Operations allocate their
 * results (and temporaries) in the arena passed in; nothing is freed
 * individually. Values are immutable once built, so they can be shared
 * between results freely. An arena is not thread-safe; use one per thread.
 *
 * Errors: every operation returns CUTE_OK or CUTE_ERROR. On error it fills
 * the CuteError passed in (which may be NULL) with the operation's name,
 * the offending operand (0-based, -1 if none in particular) and a message
 * that quotes the input. Nothing aborts, exits or prints. */
#ifndef CUTE_ALGEBRA_H
#define CUTE_ALGEBRA_H

#include "cute-c/Export.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*===--------------------------------------------------------------------===*
 * Status, errors, arena
 *===--------------------------------------------------------------------===*/

typedef enum { CUTE_OK = 0, CUTE_ERROR = 1 } CuteStatus;

/* What went wrong, in separate fields; cuteErrorFormat writes the one
 * message every layer shows. */
typedef enum {
  CUTE_ERROR_OP,   /* an operation refused its operands */
  CUTE_ERROR_PARSE /* text of the kind named in `op` did not parse */
} CuteErrorKind;

typedef struct CuteError {
  CuteErrorKind kind;
  /* The op that failed, e.g. "composition"; when an op fails inside
   * another, the outer names come first: "local_tile: slice". For a parse
   * error, what was parsed: "layout". */
  char op[64];
  int operand;       /* that op's 0-based operand at fault, -1 if none */
  char message[320]; /* the reason, without the op's name */
  char quote[256];   /* the text at fault as written (the operand, or
                        the text being parsed), "" when not known */
} CuteError;

/* Fills `err` (if non-NULL) as an op's error, quote empty, and returns
 * CUTE_ERROR. printf-style reason. */
CUTE_C_EXPORTED CuteStatus cuteErrorSet(CuteError *err, const char *op,
                                        int operand, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* The message of `err`, the one format of every layer, snprintf's
 * contract (returns the full length):
 *   NAME: OP: reason (operand N: "quote")
 * where NAME is how the caller names the op it was asked for (e.g.
 * "cute.composition"; NULL: none) and OP the failed op's path, left out
 * when it is NAME's own op (NAME without a dialect prefix); the quote only
 * when known. A parse error reads `invalid KIND "quote": reason`, after
 * `NAME: ` when one is given. */
#define CUTE_ERROR_TEXT_CAP 1024 /* fits every formatted message whole */
CUTE_C_EXPORTED int cuteErrorFormat(const CuteError *err, const char *name,
                                    char *buf, size_t cap);

typedef struct CuteArena CuteArena;

/* Creates an empty arena; returns NULL only when out of memory. */
CUTE_C_EXPORTED CuteArena *cuteArenaCreate(void);
/* Frees the arena and every value allocated in it. NULL is allowed. */
CUTE_C_EXPORTED void cuteArenaDestroy(CuteArena *arena);
/* Forgets every value allocated so far but keeps the memory for reuse. */
CUTE_C_EXPORTED void cuteArenaReset(CuteArena *arena);
/* Raw allocation (zeroed, 16-byte aligned); NULL when out of memory or
 * past the arena's limit (cuteArenaSetLimit). */
CUTE_C_EXPORTED void *cuteArenaAlloc(CuteArena *arena, size_t bytes);
/* Caps the total bytes the arena may hold (0 = no cap). Hostile inputs
 * (huge ranks, deep nests) then fail with an error instead of exhausting
 * memory. */
CUTE_C_EXPORTED void cuteArenaSetLimit(CuteArena *arena, size_t bytes);

/*===--------------------------------------------------------------------===*
 * Traces: the formulas behind dynamic leaves
 *===--------------------------------------------------------------------===*/

/* The algebra decides result *structure* statically; a dynamic leaf of a
 * result is a function of the dynamic leaves of the inputs. With a trace
 * attached to the arena, every scalar operation on a dynamic value
 * records a node, and dynamic leaves carry the node's number (`sym`).
 * Lowering (lib/Conversion) gives each input leaf a symbol, runs the same
 * algebra the verifier runs, and emits the recorded formulas: the
 * generated code computes exactly what the verifier inferred. A dynamic
 * leaf with sym 0 has no formula (an input without a symbol, or an
 * algebra path that does not record one). */
typedef enum {
  CUTE_SYM_INPUT = 0, /* input leaf `lhs.value`; rhs.value 1: known >= 0 */
  CUTE_SYM_MUL,
  CUTE_SYM_ADD,
  CUTE_SYM_CEIL_DIV, /* rounds towards +infinity */
  CUTE_SYM_DIV,      /* C division (rounds towards zero) */
  CUTE_SYM_MOD,      /* C remainder (sign of the dividend) */
  CUTE_SYM_MIN,
  CUTE_SYM_MAX,
  CUTE_SYM_SWIZZLE /* lhs swizzled by the (bits, base, shift) in rhs */
} CuteSymOp;

/* An operand: a symbol (> 0) or a static value (sym == 0). */
typedef struct CuteSymArg {
  uint32_t sym;
  int64_t value;
} CuteSymArg;

typedef struct CuteSymNode {
  uint8_t op;      /* CuteSymOp */
  bool is64;       /* 64-bit arithmetic (else 32-bit) */
  int64_t divisor; /* known divisibility of the result */
  CuteSymArg lhs, rhs;
} CuteSymNode;

/* Symbol k is nodes[k - 1]. Nodes live in the arena the trace is
 * attached to. */
typedef struct CuteTrace {
  CuteSymNode *nodes;
  uint32_t count, cap;
  bool oom; /* a record failed: symbols after it are missing */
} CuteTrace;

/* Attaches `trace` (zero-initialised by the caller) to the arena, or
 * detaches it with NULL. */
CUTE_C_EXPORTED void cuteArenaSetTrace(CuteArena *arena, CuteTrace *trace);
CUTE_C_EXPORTED CuteTrace *cuteArenaGetTrace(const CuteArena *arena);
/* Records a node in the arena's trace; returns its symbol, 0 when no
 * trace is attached or out of memory. */
CUTE_C_EXPORTED uint32_t cuteTraceRecord(CuteArena *arena, CuteSymOp op,
                                         bool is64, int64_t divisor,
                                         CuteSymArg lhs, CuteSymArg rhs);

/*===--------------------------------------------------------------------===*
 * Nodes: int tuples, strides, coordinates, tiles
 *===--------------------------------------------------------------------===*/

typedef enum {
  CUTE_NODE_INT = 0, /* static integer */
  CUTE_NODE_DYN,     /* dynamic integer `?`, `?{i64}`, `?{div=N}` */
  CUTE_NODE_WILD,    /* `_` (coords and tiles) */
  CUTE_NODE_BASIS,   /* scaled basis `V@M@..` (strides) */
  CUTE_NODE_TUPLE,   /* `(a,b,..)` or, in a tile, `[a;b;..]` */
  CUTE_NODE_LAYOUT   /* a layout as an element of a tile */
} CuteNodeKind;

/* Longest chain of basis indices (`1@0@1@2...`). */
#define CUTE_MAX_BASIS_DEPTH 8
/* Nesting bound for parsing and for recursive algorithms. */
#define CUTE_MAX_DEPTH 64
/* Bound on the number of leaves of one value. */
#define CUTE_MAX_LEAVES 4096

typedef struct CuteNode CuteNode;

/* A node of a value tree. Fields are read-only for users; build nodes with
 * the constructors below.
 * - INT:    `value` is the integer.
 * - DYN:    `value` is the known divisibility (>= 1), `is64` the width.
 * - BASIS:  the scale is `value` (static) or dynamic when `scaleDyn`
 *           (then `value` is its divisibility); `modes[0..depth)` hold the
 *           basis path outermost first (`1@1@0` has modes {0,1}).
 * - TUPLE:  `count` children in `elems`.
 * - LAYOUT: `shape` and `stride` (tile elements only).
 * DYN leaves and BASIS nodes with a dynamic scale carry `sym`, the trace
 * symbol of the value (0: none; see CuteTrace). */
struct CuteNode {
  uint8_t kind;
  uint8_t is64;
  uint8_t scaleDyn;
  uint8_t depth;
  union {
    uint32_t count; /* TUPLE */
    uint32_t sym;   /* DYN, dynamic BASIS scale */
  };
  int64_t value;
  union {
    const CuteNode *const *elems;
    struct {
      const CuteNode *shape;
      const CuteNode *stride;
    } layout;
    uint16_t modes[CUTE_MAX_BASIS_DEPTH];
  } u;
};

CUTE_C_EXPORTED const CuteNode *cuteIntGet(CuteArena *a, int64_t v);
CUTE_C_EXPORTED const CuteNode *cuteDynGet(CuteArena *a, int64_t divisibility,
                                           bool is64);
CUTE_C_EXPORTED const CuteNode *cuteWildGet(CuteArena *a);
/* A dynamic leaf like `leaf` (DYN, or BASIS with a dynamic scale) that
 * carries symbol `sym`. */
CUTE_C_EXPORTED const CuteNode *
cuteNodeWithSym(CuteArena *arena, const CuteNode *leaf, uint32_t sym);
/* Basis `scale@modes[0]@..` where modes are given outermost first. */
CUTE_C_EXPORTED const CuteNode *cuteBasisGet(CuteArena *a, int64_t scale,
                                             bool scaleDyn,
                                             const uint16_t *modes,
                                             unsigned depth);
/* Tuple of `n` children (copied into the arena). */
CUTE_C_EXPORTED const CuteNode *
cuteTupleGet(CuteArena *a, const CuteNode *const *elems, unsigned n);
CUTE_C_EXPORTED const CuteNode *
cuteLayoutNodeGet(CuteArena *a, const CuteNode *shape, const CuteNode *stride);

CUTE_C_EXPORTED bool cuteNodeIsLeaf(const CuteNode *n);
/* Rank: number of children of a tuple, 1 for a leaf. */
CUTE_C_EXPORTED unsigned cuteNodeRank(const CuteNode *n);
/* Depth: 0 for a leaf, 1 + max child depth for a tuple. */
CUTE_C_EXPORTED unsigned cuteNodeDepth(const CuteNode *n);
/* Child i of a tuple; the node itself for a leaf and i == 0. */
CUTE_C_EXPORTED const CuteNode *cuteNodeGet(const CuteNode *n, unsigned i);
/* Structural equality (same tree, same leaves). */
CUTE_C_EXPORTED bool cuteNodeEqual(const CuteNode *x, const CuteNode *y);
/* True when every leaf is INT (or BASIS with a static scale). */
CUTE_C_EXPORTED bool cuteNodeIsStatic(const CuteNode *n);
/* True when some leaf is a BASIS (of a layout: of its stride). */
CUTE_C_EXPORTED bool cuteNodeHasBasis(const CuteNode *n);

/*===--------------------------------------------------------------------===*
 * Values
 *===--------------------------------------------------------------------===*/

typedef enum {
  CUTE_VAL_INT_TUPLE = 0, /* shapes, strides, coords, int tuples */
  CUTE_VAL_LAYOUT,
  CUTE_VAL_TILE,
  CUTE_VAL_SWIZZLE,
  CUTE_VAL_COMPOSED
} CuteValueKind;

typedef struct CuteLayout {
  const CuteNode *shape;
  const CuteNode *stride;
} CuteLayout;

typedef struct CuteSwizzle {
  int32_t bits, base, shift; /* S<B,M,S> */
} CuteSwizzle;

/* `inner o offset o outer`: x -> inner(offset + outer(x)). The inner part
 * is a swizzle (innerIsSwizzle) or a layout. */
typedef struct CuteComposed {
  bool innerIsSwizzle;
  CuteSwizzle swizzle;
  CuteLayout inner;
  const CuteNode *offset;
  CuteLayout outer;
} CuteComposed;

/* A tagged value, used where an operand may be of several kinds. A tile
 * is a node: a TUPLE of LAYOUT / WILD / nested TUPLE nodes, or a single
 * LAYOUT node (a tile of depth 0). */
typedef struct CuteValue {
  CuteValueKind kind;
  const CuteNode *node; /* INT_TUPLE and TILE */
  CuteLayout layout;    /* LAYOUT */
  CuteSwizzle swizzle;  /* SWIZZLE */
  CuteComposed composed;
  /* A second result (make_layout_tv's TV layout after its tiler); NULL
   * otherwise. Printing separates results with a space. */
  const struct CuteValue *next;
} CuteValue;

CUTE_C_EXPORTED CuteValue cuteValueFromNode(const CuteNode *n);

/* The dynamic leaves of a value, in the lowering's value model order:
 * depth-first, a layout's shape before its stride, a composed layout's
 * inner layout, offset, then outer layout, a tile's elements in order.
 * cuteValueMapDynamic rebuilds `in` with every dynamic leaf (DYN, or
 * BASIS with a dynamic scale) replaced by fn's answer, visited in that
 * order (fn returns NULL to fail); `inStride` tells fn that the leaf is
 * part of a layout's stride (or a scaled basis). */
typedef const CuteNode *(*CuteLeafMapFn)(CuteArena *a, const CuteNode *leaf,
                                         bool inStride, void *user);
CUTE_C_EXPORTED CuteStatus cuteValueMapDynamic(CuteArena *a, CuteValue in,
                                               CuteLeafMapFn fn, void *user,
                                               CuteValue *out, CuteError *err);
CUTE_C_EXPORTED CuteValue cuteValueFromLayout(CuteLayout l);
CUTE_C_EXPORTED CuteValue cuteValueFromTile(const CuteNode *tile);

/*===--------------------------------------------------------------------===*
 * Parsing and printing the canonical text
 *===--------------------------------------------------------------------===*/

/* Parses `text` (length `len`) as a value of the given kind. Leaves:
 * integers, `?`, `?{i64}`, `?{div=N}`, `?{i64 div=N}`, `_`, `V@M@..`.
 * Tiles accept bare integers (`n` means `n:1`, `1` means `1:0`) and a
 * single layout without brackets. Errors quote the text and give the
 * column. */
CUTE_C_EXPORTED CuteStatus cuteParseIntTuple(CuteArena *a, const char *text,
                                             size_t len, const CuteNode **out,
                                             CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteParseLayout(CuteArena *a, const char *text,
                                           size_t len, CuteLayout *out,
                                           CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteParseTile(CuteArena *a, const char *text,
                                         size_t len, const CuteNode **out,
                                         CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteParseSwizzle(const char *text, size_t len,
                                            CuteSwizzle *out, CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteParseComposed(CuteArena *a, const char *text,
                                             size_t len, CuteComposed *out,
                                             CuteError *err);
/* Parses any kind, guessing it from the text: `S<` -> swizzle or composed,
 * `[` -> tile, `:` -> layout, else int tuple. */
CUTE_C_EXPORTED CuteStatus cuteParseValue(CuteArena *a, const char *text,
                                          size_t len, CuteValue *out,
                                          CuteError *err);

/* Prints the canonical text into buf (capacity cap, always NUL-terminated
 * when cap > 0). Returns the full length, like snprintf, so a caller can
 * retry with a larger buffer. */
CUTE_C_EXPORTED size_t cutePrintNode(const CuteNode *n, char *buf, size_t cap);
CUTE_C_EXPORTED size_t cutePrintLayout(CuteLayout l, char *buf, size_t cap);
CUTE_C_EXPORTED size_t cutePrintTile(const CuteNode *tile, char *buf,
                                     size_t cap);
CUTE_C_EXPORTED size_t cutePrintValue(CuteValue v, char *buf, size_t cap);
/* Prints into the arena; returns NULL when out of memory. */
CUTE_C_EXPORTED const char *cuteValueToString(CuteArena *a, CuteValue v);

/*===--------------------------------------------------------------------===*
 * Tuple operations
 *===--------------------------------------------------------------------===*/

/* Product of all leaves (dynamic if any leaf is). */
CUTE_C_EXPORTED CuteStatus cuteTupleProduct(CuteArena *a, const CuteNode *t,
                                            const CuteNode **out,
                                            CuteError *err);
/* Product of each top-level mode. */
CUTE_C_EXPORTED CuteStatus cuteTupleProductEach(CuteArena *a, const CuteNode *t,
                                                const CuteNode **out,
                                                CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteShapeDiv(CuteArena *a, const CuteNode *x,
                                        const CuteNode *y, const CuteNode **out,
                                        CuteError *err);
/* ceil_div(a, b) where b is an int tuple or a tile (tileArg). */
CUTE_C_EXPORTED CuteStatus cuteCeilDiv(CuteArena *a, const CuteNode *x,
                                       CuteValue tiler, const CuteNode **out,
                                       CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteTupleAdd(CuteArena *a, const CuteNode *x,
                                        const CuteNode *y, const CuteNode **out,
                                        CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteTupleSub(CuteArena *a, const CuteNode *x,
                                        const CuteNode *y, const CuteNode **out,
                                        CuteError *err);
/* Elementwise x * y, x / y and x % y of congruent int tuples (NVIDIA's
 * tuple_mul, tuple_div, tuple_mod); division and remainder round towards
 * zero, as C's. Division by a static 0 and overflow are errors. */
CUTE_C_EXPORTED CuteStatus cuteTupleMul(CuteArena *a, const CuteNode *x,
                                        const CuteNode *y, const CuteNode **out,
                                        CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteTupleDiv(CuteArena *a, const CuteNode *x,
                                        const CuteNode *y, const CuteNode **out,
                                        CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteTupleMod(CuteArena *a, const CuteNode *x,
                                        const CuteNode *y, const CuteNode **out,
                                        CuteError *err);
/* elem_less: x < y in every leaf (colexicographic congruence required).
 * Writes 1/0, or fails when a dynamic leaf makes it undecidable. */
CUTE_C_EXPORTED CuteStatus cuteElemLess(const CuteNode *x, const CuteNode *y,
                                        bool *out, CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteCrd2Idx(CuteArena *a, const CuteNode *crd,
                                       const CuteNode *shape,
                                       const CuteNode *stride,
                                       const CuteNode **out, CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteIdx2Crd(CuteArena *a, const CuteNode *idx,
                                       const CuteNode *shape,
                                       const CuteNode **out, CuteError *err);
/* CuTe's Layout::get_hier_coord(idx): the coordinate of `l`'s shape whose
 * leaf j is (idx / stride_j) mod shape_j, i.e. the coordinate l maps to idx
 * when l is compact. Static strides must be positive and dynamic ones are
 * taken to be (extent-1 modes excepted: their leaf is 0); scaled bases
 * are refused; a dynamic idx, shape or stride gives traced dynamic
 * leaves. */
CUTE_C_EXPORTED CuteStatus cuteLayoutHierCoord(CuteArena *a, CuteLayout l,
                                               const CuteNode *idx,
                                               const CuteNode **out,
                                               CuteError *err);
/* Next coordinate in colexicographic order within shape. Leaves carry
 * into the next; the last leaf never wraps, so the coordinate after the
 * last one is one past the end in the last mode, as CuTe loops expect. */
CUTE_C_EXPORTED CuteStatus cuteIncrementCoord(CuteArena *a, const CuteNode *crd,
                                              const CuteNode *shape,
                                              const CuteNode **out,
                                              CuteError *err);

/*===--------------------------------------------------------------------===*
 * Layout operations. All follow CuTe's definitions; see docs/algebra.md.
 *===--------------------------------------------------------------------===*/

/* Layout from a shape with compact column-major strides (stride 0 on
 * extent-1 modes). */
CUTE_C_EXPORTED CuteStatus cuteMakeLayoutFromShape(CuteArena *a,
                                                   const CuteNode *shape,
                                                   CuteLayout *out,
                                                   CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteMakeLayout(CuteArena *a, const CuteNode *shape,
                                          const CuteNode *stride,
                                          CuteLayout *out, CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteMakeOrderedLayout(CuteArena *a,
                                                 const CuteNode *shape,
                                                 const CuteNode *order,
                                                 CuteLayout *out,
                                                 CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteMakeIdentityLayout(CuteArena *a,
                                                  const CuteNode *shape,
                                                  CuteLayout *out,
                                                  CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteMakeLayoutLike(CuteArena *a, CuteLayout l,
                                              CuteLayout *out, CuteError *err);

CUTE_C_EXPORTED CuteStatus cuteLayoutSize(CuteArena *a, CuteLayout l,
                                          const CuteNode **out, CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteLayoutCosize(CuteArena *a, CuteLayout l,
                                            const CuteNode **out,
                                            CuteError *err);
/* l(crd); crd is an integer (1-D index) or a coordinate congruent to
 * the shape. Result is an integer, or an int tuple for basis strides. */
CUTE_C_EXPORTED CuteStatus cuteLayoutEval(CuteArena *a, CuteLayout l,
                                          const CuteNode *crd,
                                          const CuteNode **out, CuteError *err);

CUTE_C_EXPORTED CuteStatus cuteCoalesce(CuteArena *a, CuteLayout l,
                                        const CuteNode *profile,
                                        CuteLayout *out, CuteError *err);
/* cotarget: NULL (cosize of l), an int tuple shape, or a layout's shape. */
CUTE_C_EXPORTED CuteStatus cuteComplement(CuteArena *a, CuteLayout l,
                                          const CuteNode *cotarget,
                                          CuteLayout *out, CuteError *err);
/* composition(A, B): B is a layout, a shape (int tuple) or a tile. */
CUTE_C_EXPORTED CuteStatus cuteComposition(CuteArena *a, CuteLayout lhs,
                                           CuteValue rhs, CuteLayout *out,
                                           CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteRightInverse(CuteArena *a, CuteLayout l,
                                            CuteLayout *out, CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteLeftInverse(CuteArena *a, CuteLayout l,
                                           CuteLayout *out, CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteFilterZeros(CuteArena *a, CuteLayout l,
                                           CuteLayout *out, CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteFilter(CuteArena *a, CuteLayout l,
                                      CuteLayout *out, CuteError *err);
/* Flatten of an int tuple, a layout or a tile (same kind out). */
CUTE_C_EXPORTED CuteStatus cuteFlatten(CuteArena *a, CuteValue v,
                                       CuteValue *out, CuteError *err);

typedef enum {
  CUTE_DIVIDE_LOGICAL,
  CUTE_DIVIDE_ZIPPED,
  CUTE_DIVIDE_TILED,
  CUTE_DIVIDE_FLAT
} CuteDivideKind;
typedef enum {
  CUTE_PRODUCT_LOGICAL,
  CUTE_PRODUCT_ZIPPED,
  CUTE_PRODUCT_TILED,
  CUTE_PRODUCT_FLAT,
  CUTE_PRODUCT_BLOCKED,
  CUTE_PRODUCT_RAKED
} CuteProductKind;

/* Divides A by a tiler (layout, shape or tile). */
CUTE_C_EXPORTED CuteStatus cuteDivide(CuteArena *a, CuteDivideKind kind,
                                      CuteLayout lhs, CuteValue tiler,
                                      CuteLayout *out, CuteError *err);
/* Products of A by B (a layout; zipped/tiled/flat also take a tile). */
CUTE_C_EXPORTED CuteStatus cuteProduct(CuteArena *a, CuteProductKind kind,
                                       CuteLayout lhs, CuteValue rhs,
                                       CuteLayout *out, CuteError *err);
/* order may be NULL (column-major). */
CUTE_C_EXPORTED CuteStatus cuteTileToShape(CuteArena *a, CuteLayout block,
                                           const CuteNode *shape,
                                           const CuteNode *order,
                                           CuteLayout *out, CuteError *err);

/* Mode access. `path` lists child indices from the top (n = 0: whole). */
CUTE_C_EXPORTED CuteStatus cuteLayoutGet(CuteArena *a, CuteLayout l,
                                         const int32_t *path, unsigned n,
                                         CuteLayout *out, CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteLayoutSelect(CuteArena *a, CuteLayout l,
                                            const int32_t *modes, unsigned n,
                                            CuteLayout *out, CuteError *err);
/* group_modes(l, begin, end): modes [begin, end) become one mode. */
CUTE_C_EXPORTED CuteStatus cuteLayoutGroupModes(CuteArena *a, CuteLayout l,
                                                int32_t begin, int32_t end,
                                                CuteLayout *out,
                                                CuteError *err);
/* slice: keep the modes where crd has `_`; dice: keep the others. The
 * offset of the slice (layout at crd with `_` = 0) goes to *offset when
 * non-NULL. */
CUTE_C_EXPORTED CuteStatus cuteLayoutSlice(CuteArena *a, CuteLayout l,
                                           const CuteNode *crd, CuteLayout *out,
                                           const CuteNode **offset,
                                           CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteLayoutDice(CuteArena *a, CuteLayout l,
                                          const CuteNode *crd, CuteLayout *out,
                                          CuteError *err);
/* The rules a composed layout obeys beyond its parts: a swizzle inner
 * function takes a scalar offset and an outer layout without scaled
 * bases; a layout inner function takes offset + outer(0) as a coordinate,
 * so the two must add and the sum be weakly congruent to its shape. */
CUTE_C_EXPORTED CuteStatus cuteComposedCheck(CuteArena *a, CuteComposed c,
                                             CuteError *err);
/* CuTe's slice of a composed layout with a swizzle inner part (static
 * integer outer strides, scalar offset): the slice's offset bits that
 * miss the swizzle are dropped, as slice drops a plain layout's offset.
 * The result is a plain layout (kind LAYOUT) when the kept modes never
 * reach both bits of a swizzled pair, its strides dynamic where they
 * depend on dynamic offset bits; otherwise the composed layout with the
 * swizzle's share of the offset. Only underscores keep the offset.
 * What the result drops goes to *drop when non-NULL (a scalar, dynamic
 * where the coordinate is): c(crd + x) = drop + out(x) for every x, the
 * offset by which a memref's pointer moves. */
CUTE_C_EXPORTED CuteStatus cuteComposedSliceSwizzle(CuteArena *a,
                                                    CuteComposed c,
                                                    const CuteNode *crd,
                                                    CuteValue *out,
                                                    const CuteNode **drop,
                                                    CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteAppendToRank(CuteArena *a, CuteLayout l,
                                            unsigned rank, CuteLayout *out,
                                            CuteError *err);
CUTE_C_EXPORTED CuteStatus cutePrependToRank(CuteArena *a, CuteLayout l,
                                             unsigned rank, CuteLayout *out,
                                             CuteError *err);
/* Recasts a layout of oldBits-wide elements to newBits-wide elements. */
CUTE_C_EXPORTED CuteStatus cuteRecastLayout(CuteArena *a, CuteLayout l,
                                            int32_t oldBits, int32_t newBits,
                                            CuteLayout *out, CuteError *err);
/* CuTe's make_layout_tv(thr, val): tiler = product_each(shape of the
 * raked product) as a tile of n:1 layouts, tv = right_inverse of the
 * raked product with thr and val shapes as the two modes. */
CUTE_C_EXPORTED CuteStatus cuteMakeLayoutTV(CuteArena *a, CuteLayout thr,
                                            CuteLayout val,
                                            const CuteNode **tiler,
                                            CuteLayout *tv, CuteError *err);

/* Tile accessors: the layouts of a tile as a tuple of layout nodes. */
CUTE_C_EXPORTED CuteStatus cuteTileGetLayouts(CuteArena *a,
                                              const CuteNode *tile,
                                              const CuteNode **out,
                                              CuteError *err);

/*===--------------------------------------------------------------------===*
 * Swizzles and composed layouts
 *===--------------------------------------------------------------------===*/

/* S<B,M,S>(x) = x ^ ((x & yyy_mask) >> S). Valid when B >= 0, M >= 0,
 * |S| >= B. */
CUTE_C_EXPORTED CuteStatus cuteSwizzleCheck(CuteSwizzle s, CuteError *err);
CUTE_C_EXPORTED int64_t cuteSwizzleApply(CuteSwizzle s, int64_t x);
/* The swizzle of a dynamic leaf: a new `?` leaf (divisibility 1) whose
 * formula (with a trace attached) is the swizzle of `x`'s. */
CUTE_C_EXPORTED const CuteNode *
cuteSwizzleApplyDynamic(CuteArena *a, CuteSwizzle s, const CuteNode *x);

/*===--------------------------------------------------------------------===*
 * Reshaping helpers of the tiled algebra
 *===--------------------------------------------------------------------===*/

/* CuTe's zip of a layout whose modes are tuples of one rank r:
 * ((a0,a1,..),(b0,b1,..),..) -> ((a0,b0,..),(a1,b1,..),..), r modes.
 * A layout whose first mode is not a tuple is wrapped once, as CuTe does:
 * (a,b) -> ((a,b)). Modes of different ranks are an error naming the
 * mode. */
CUTE_C_EXPORTED CuteStatus cuteZip(CuteArena *a, CuteLayout l, CuteLayout *out,
                                   CuteError *err);
/* CuTe's l.with_shape(shape) = composition(l, make_layout(shape)): l
 * seen through a compact column-major layout of `shape`. */
CUTE_C_EXPORTED CuteStatus cuteLayoutWithShape(CuteArena *a, CuteLayout l,
                                               const CuteNode *shape,
                                               CuteLayout *out, CuteError *err);
/* CuTe's upcast<n> (n elements become one: a stride-1 mode's extent and
 * every other stride divided by n, rounding up) and downcast<n> (one
 * element becomes n); recast_layout with widths 1 and n. n >= 1. */
CUTE_C_EXPORTED CuteStatus cuteUpcast(CuteArena *a, CuteLayout l, int64_t n,
                                      CuteLayout *out, CuteError *err);
CUTE_C_EXPORTED CuteStatus cuteDowncast(CuteArena *a, CuteLayout l, int64_t n,
                                        CuteLayout *out, CuteError *err);
/* CuTe's make_fragment_like of a layout of static shape and rank >= 2:
 * mode 0 compact column-major (its stride-0 modes keep stride 0), the
 * other modes compact in the order of their strides (dynamic strides
 * after static ones), placed after mode 0 (tiled_product). Rank 1 or a
 * dynamic shape: make_layout(shape). Strides of extent-1 modes are 0. */
CUTE_C_EXPORTED CuteStatus cuteMakeFragmentLike(CuteArena *a, CuteLayout l,
                                                CuteLayout *out,
                                                CuteError *err);

/*===--------------------------------------------------------------------===*
 * Atoms, tiled copies and tiled MMAs (docs/atoms.md)
 *
 * CuTe's Copy_Atom/TiledCopy and MMA_Atom/TiledMMA as algebra: an atom is
 * described by its traits (CuTe's values, which the dialect's table gives
 * for each atom type it parses), a tiled copy by an atom, a TV layout and
 * a tiler, a tiled MMA by an atom, an atom layout and a permutation.
 * The extent-1 modes these functions make have stride 0, as NVIDIA
 * prints them (CuTe C++ gets there by coalescing `_1:_0`; the same
 * compositions here may leave another stride on such a mode, which no
 * coordinate can reach); a tensor's own modes past the tiler pass through
 * as they are, as in CuTe. Errors name the function first and quote the
 * operand at fault; operand numbers are those given with each function.
 *===--------------------------------------------------------------------===*/

/* A copy atom: CuTe's Copy_Traits (thread and bit layouts) and, from
 * them, Copy_Atom's value layouts in units of the atom's value type
 * (recast_layout from 1 bit to valBits, as ValLayoutSrc/Dst/Ref). */
typedef struct CuteCopyAtomTraits {
  int32_t valBits;  /* width of the value type in bits (> 0) */
  CuteLayout thrID; /* atom thread -> thread index (ThrID) */
  CuteLayout srcBits, dstBits, refBits; /* (thr, bit) -> bit */
  /* Filled by cuteCopyAtomTraitsInit: */
  CuteLayout src, dst, ref;             /* (thr, value) -> value */
  int64_t numThr;                       /* size(thrID) */
  int64_t numValSrc, numValDst, numVal; /* size<1> of src, dst and ref */
} CuteCopyAtomTraits;

/* Fills the value layouts and counts of `t` from valBits, thrID and the
 * bit layouts, with Copy_Atom's checks: each value layout has size(thrID)
 * threads. Operands: 0 thrID, 1 srcBits, 2 dstBits, 3 refBits. */
CUTE_C_EXPORTED CuteStatus cuteCopyAtomTraitsInit(CuteArena *a,
                                                  CuteCopyAtomTraits *t,
                                                  CuteError *err);

/* An MMA atom: CuTe's MMA_Traits. A maps (thr, value) to the column-major
 * index m + M*k of the (M,K) tile, B to n + N*k, C to m + M*n. */
typedef struct CuteMmaAtomTraits {
  int64_t m, n, k;             /* Shape_MNK */
  CuteLayout thrID;            /* atom thread -> thread index */
  CuteLayout a, b, c;          /* ALayout, BLayout, CLayout */
  int32_t aBits, bBits, cBits; /* widths of the A, B, C value types */
  /* A (B) is read through a shared-memory matrix descriptor (wgmma with
   * the operand in shared memory): its fragment is a descriptor view. */
  bool aDesc, bDesc;
} CuteMmaAtomTraits;

/* The operands of an MMA. */
typedef enum { CUTE_MMA_A = 0, CUTE_MMA_B = 1, CUTE_MMA_C = 2 } CuteMmaOperand;

/* A tiled MMA (CuTe's TiledMMA): the atom repeated over `atomLayout`
 * ((M,N,K) -> atom index, rank <= 3, static; missing modes are 1:0), with
 * the permutation `perm` of each mode (a static tile of up to three
 * layouts or `_`, or NULL for none). */
typedef struct CuteTiledMma {
  const CuteMmaAtomTraits *atom;
  CuteLayout atomLayout;
  const CuteNode *perm;
} CuteTiledMma;

/* A tiled copy (CuTe's TiledCopy): the atom repeated over threads and
 * values by `tv` ((thread, value) -> offset in the tile, static) over the
 * tile `tiler` (a tile of static layouts). */
typedef struct CuteTiledCopy {
  const CuteCopyAtomTraits *atom;
  CuteLayout tv;
  const CuteNode *tiler;
} CuteTiledCopy;

/* Which side of a copy a tensor is on. */
typedef enum { CUTE_COPY_SRC = 0, CUTE_COPY_DST = 1 } CuteCopySide;

/*--- Tiled copies ---*/

/* The rules of TiledCopy: a static rank-2 TV layout whose thread count is
 * a multiple of the atom's threads and value count a multiple of the
 * atom's values, a static tiler of layouts, and TV's image inside the
 * tile [0, size(tiler)). Operands: 0 the TV layout, 1 the tiler. */
CUTE_C_EXPORTED CuteStatus cuteTiledCopyCheck(CuteArena *a,
                                              const CuteTiledCopy *tc,
                                              CuteError *err);
/* CuTe's tidfrg_S / tidfrg_D: the layout `l` (M,N,...) divided by the
 * tiler and seen by thread: (Thr, (FrgV,FrgX), (RestM,RestN,...)), where
 * the values follow the side's atom layout (Src or Dst) instead of the
 * reference one. Operands: 0 TV, 1 tiler, 2 l. */
CUTE_C_EXPORTED CuteStatus cuteTiledCopyTidfrg(CuteArena *a,
                                               const CuteTiledCopy *tc,
                                               CuteCopySide side, CuteLayout l,
                                               CuteLayout *out, CuteError *err);
/* The coordinate that slices a tidfrg layout of a rank-`rank` tensor for
 * thread `thrIdx` (static or dynamic): (thrIdx, _, (_,..,_)) with `rank`
 * underscores, so that the slice is (Val, Rest0, Rest1, ...). */
CUTE_C_EXPORTED CuteStatus cuteTiledCopyPartitionCoord(CuteArena *a,
                                                       unsigned rank,
                                                       const CuteNode *thrIdx,
                                                       const CuteNode **crd,
                                                       CuteError *err);
/* CuTe's partition_S / partition_D of a layout for one thread: tidfrg
 * sliced at cuteTiledCopyPartitionCoord, (Val, Rest0, Rest1, ...); the
 * thread's offset into `l` goes to *offset when non-NULL. A static
 * thread index must be below the TV layout's thread count. Operands:
 * 0 TV, 1 tiler, 2 l, 3 thrIdx. */
CUTE_C_EXPORTED CuteStatus
cuteTiledCopyPartition(CuteArena *a, const CuteTiledCopy *tc, CuteCopySide side,
                       CuteLayout l, const CuteNode *thrIdx, CuteLayout *out,
                       const CuteNode **offset, CuteError *err);
/* CuTe's TiledCopy::retile: a thread's register fragment `frag` (V, M,
 * N, ...) (e.g. an MMA fragment) seen with the copy's value order:
 * ((AtomVal, RestVal), RestM, RestN, ...). Operands: 0 TV, 1 tiler,
 * 2 frag. */
CUTE_C_EXPORTED CuteStatus cuteTiledCopyRetile(CuteArena *a,
                                               const CuteTiledCopy *tc,
                                               CuteLayout frag, CuteLayout *out,
                                               CuteError *err);
/* CuTe's get_layoutS_TV / get_layoutD_TV: (thread, value) -> offset in
 * the tile, with the values in the side's atom order. Operands: 0 TV,
 * 1 tiler. */
CUTE_C_EXPORTED CuteStatus cuteTiledCopyLayoutTV(CuteArena *a,
                                                 const CuteTiledCopy *tc,
                                                 CuteCopySide side,
                                                 CuteLayout *out,
                                                 CuteError *err);

/*--- Making tiled copies (each checked with cuteTiledCopyCheck) ---*/

/* make_tiled_copy_tv(atom, thr, val): tiler and TV of make_layout_tv.
 * Operands: 0 thr, 1 val. */
CUTE_C_EXPORTED CuteStatus cuteMakeTiledCopyTV(CuteArena *a,
                                               const CuteCopyAtomTraits *atom,
                                               CuteLayout thr, CuteLayout val,
                                               CuteTiledCopy *out,
                                               CuteError *err);
/* make_tiled_copy_A/B/C(atom, mma): TV = the MMA's A/B/C TV layout, tiler
 * [tile_M:1;tile_K:1] (B: N, K; C: M, N). Operands as
 * cuteTiledMmaLayoutTV. */
CUTE_C_EXPORTED CuteStatus cuteMakeTiledCopyMma(
    CuteArena *a, const CuteCopyAtomTraits *atom, const CuteTiledMma *mma,
    CuteMmaOperand operand, CuteTiledCopy *out, CuteError *err);
/* make_tiled_copy_C_atom(atom, mma): the smallest tiled copy that retiles
 * the MMA's C: its TV truncated to the atom's source values, the tiler
 * the C elements those reach (one layout per mode), the TV restrided for
 * it. Operands as cuteTiledMmaLayoutTV. */
CUTE_C_EXPORTED CuteStatus cuteMakeTiledCopyCAtom(
    CuteArena *a, const CuteCopyAtomTraits *atom, const CuteTiledMma *mma,
    CuteTiledCopy *out, CuteError *err);
/* make_tiled_copy_S/D(atom, from): `from`'s source (destination) TV
 * layout and tiler with the atom `atom`. Operands: 0 from's TV, 1 its
 * tiler. */
CUTE_C_EXPORTED CuteStatus cuteMakeTiledCopySD(
    CuteArena *a, const CuteCopyAtomTraits *atom, const CuteTiledCopy *from,
    CuteCopySide side, CuteTiledCopy *out, CuteError *err);

/*--- Tiled MMAs. Operands: 0 atom layout, 1 permutation, 2 the layout
 * or shape given, 3 the thread index. ---*/

/* The rules of TiledMMA: a static atom layout of rank <= 3 with integer
 * strides, a permutation of up to three static layouts or `_`, each
 * a multiple of the atom's extent times the atoms along that mode. */
CUTE_C_EXPORTED CuteStatus cuteTiledMmaCheck(CuteArena *a,
                                             const CuteTiledMma *mma,
                                             CuteError *err);
/* thr_layout_vmnk = tiled_product(ThrID, atom layout): (V,M,N,K) ->
 * thread index. */
CUTE_C_EXPORTED CuteStatus cuteTiledMmaThrLayoutVMNK(CuteArena *a,
                                                     const CuteTiledMma *mma,
                                                     CuteLayout *out,
                                                     CuteError *err);
/* permutation_mnk<mode>: the permutation's layout of mode 0..2, or
 * AtomShape_mode * size<mode+1>(vmnk) as `n:1` when it is `_` or absent;
 * its size, tile_size_mnk<mode>, in *size when non-NULL. */
CUTE_C_EXPORTED CuteStatus
cuteTiledMmaPermutation(CuteArena *a, const CuteTiledMma *mma, unsigned mode,
                        CuteLayout *out, int64_t *size, CuteError *err);
/* CuTe's thrfrg_A/B/C: `l` ((M,K,...) for A, (N,K,...) for B, (M,N,...)
 * for C) permuted, divided by the atom and seen by thread:
 * ((ThrV,(ThrM,ThrK)),(FrgV,(RestM,RestK,...))) (B: N, K; C: M, N). */
CUTE_C_EXPORTED CuteStatus cuteTiledMmaThrfrg(CuteArena *a,
                                              const CuteTiledMma *mma,
                                              CuteMmaOperand operand,
                                              CuteLayout l, CuteLayout *out,
                                              CuteError *err);
/* CuTe's get_layoutA/B/C_TV: (thread index, value) -> offset in the
 * operand's tile, and that tile as [tile_M:1;tile_K:1] (B: N, K; C: M, N)
 * in *tiler when non-NULL. */
CUTE_C_EXPORTED CuteStatus cuteTiledMmaLayoutTV(
    CuteArena *a, const CuteTiledMma *mma, CuteMmaOperand operand,
    CuteLayout *tv, const CuteNode **tiler, CuteError *err);
/* The coordinate that slices a thrfrg layout of a rank-`rank` tensor for
 * thread `thrIdx` (static or dynamic): with (v,m,n,k) the coordinate of
 * thrIdx in thr_layout_vmnk, ((v,(m,k)),(_,(_,..,_))) for A (B: (n,k);
 * C: (m,n)), `rank` underscores; a dynamic index gives dynamic leaves. */
CUTE_C_EXPORTED CuteStatus cuteTiledMmaPartitionCoord(
    CuteArena *a, const CuteTiledMma *mma, CuteMmaOperand operand,
    unsigned rank, const CuteNode *thrIdx, const CuteNode **crd,
    CuteError *err);
/* CuTe's partition_A/B/C of a layout for one thread: thrfrg sliced at
 * cuteTiledMmaPartitionCoord, (FrgV, RestM, RestK, ...); the thread's
 * offset into `l` goes to *offset when non-NULL. A static thread index
 * must be below size(thr_layout_vmnk). */
CUTE_C_EXPORTED CuteStatus cuteTiledMmaPartition(
    CuteArena *a, const CuteTiledMma *mma, CuteMmaOperand operand, CuteLayout l,
    const CuteNode *thrIdx, CuteLayout *out, const CuteNode **offset,
    CuteError *err);
/* CuTe's partition_shape_A/B/C: the shape of a thread's partition of a
 * tensor of `shape`, (FrgV, RestM, RestK, ...). */
CUTE_C_EXPORTED CuteStatus cuteTiledMmaPartitionShape(
    CuteArena *a, const CuteTiledMma *mma, CuteMmaOperand operand,
    const CuteNode *shape, const CuteNode **out, CuteError *err);
/* CuTe's make_fragment_A/B/C of a thread's partition `part` (rank >= 3,
 * size<0> the atom's values of that operand): C a compact column-major
 * layout of part's shape; A and B make_fragment_like(part), or, for an
 * operand the atom reads through a descriptor (aDesc, bDesc), the
 * descriptor view: part recast to 128-bit units with mode 0 replaced by
 * 1:0. */
CUTE_C_EXPORTED CuteStatus cuteTiledMmaFragment(
    CuteArena *a, const CuteTiledMma *mma, CuteMmaOperand operand,
    CuteLayout part, CuteLayout *out, CuteError *err);

/*===--------------------------------------------------------------------===*
 * The sm90 GMMA shared-memory descriptor (wgmma)
 *
 * A 64-bit value (CuTe C++'s GmmaDescriptor, arch/mma_sm90_desc.hpp):
 * bits [0,14) start address >> 4, [16,30) leading byte offset >> 4,
 * [32,46) stride byte offset >> 4, [49,52) base offset, [62,64) layout
 * type. The offsets and the type are the layout's; the start address is
 * the tile's, known at run time.
 *===--------------------------------------------------------------------===*/

typedef enum {
  CUTE_GMMA_INTERLEAVE = 0, /* no swizzle */
  CUTE_GMMA_B128 = 1,       /* S<3,4,3> on byte addresses */
  CUTE_GMMA_B64 = 2,        /* S<2,4,3> */
  CUTE_GMMA_B32 = 3         /* S<1,4,3> */
} CuteGmmaLayoutType;

/* Which mode of the (MN, K) operand is contiguous in 16-byte units. */
typedef enum { CUTE_GMMA_K = 0, CUTE_GMMA_MN = 1 } CuteGmmaMajor;

typedef struct CuteGmmaDesc {
  CuteGmmaLayoutType type;
  int64_t lbo, sbo; /* leading and stride byte offsets, 16-byte units */
  uint64_t bits;    /* the descriptor with start address and base offset 0 */
} CuteGmmaDesc;

/* "INTERLEAVE", "B128", "B64", "B32". */
CUTE_C_EXPORTED const char *cuteGmmaLayoutTypeName(CuteGmmaLayoutType t);
/* CuTe's make_gmma_desc<major> of one wgmma operand: `l` its static rank-2
 * (MN, K) layout in elements of `bits` bits (8, 16 or 32), `sw` the
 * swizzle of its byte addresses (S<B,4,3>, or bits 0 for none). The
 * layout, recast to 16-byte units, must be CuTe's canonical form of the
 * layout type: K-major ((8,n),(2,1)):((W,SBO),(1|LBO,_)), MN-major
 * ((W,n),(8,k)):((1,LBO),(W,SBO)) (interleave: SBO and LBO swapped), W =
 * 1, 2, 4, 8 for interleave, 32B, 64B, 128B; anything else is an error
 * that says which rule it breaks. Operands: 0 major, 1 swizzle, 2 bits,
 * 3 layout. */
CUTE_C_EXPORTED CuteStatus cuteGmmaDescGet(CuteArena *a, CuteGmmaMajor major,
                                           CuteSwizzle sw, int32_t bits,
                                           CuteLayout l, CuteGmmaDesc *out,
                                           CuteError *err);

/*===--------------------------------------------------------------------===*
 * TMA (CuTe C++ copy_traits_sm90_tma.hpp; algebra/tma.c)
 *===--------------------------------------------------------------------===*/

/* CuTe's construct_tma_gbasis: the gmem basis of a tiled TMA copying the
 * shared-memory tile `smem` (static; the non-swizzle part of a composed
 * layout) of the gmem tensor `gmem` (its layout, in its own elements),
 * `vmap` mapping the tile's values to gmem coordinates
 * (make_identity_layout(shape(gmem)) o tiler, basis strides). Mode d of
 * the result is TMA dimension d: its extent is the box's along d, its
 * stride the unit basis of the gmem mode it reads. The box modes come
 * first (runs of statically contiguous gmem merged up to 256 values),
 * then an extent-1 mode per gmem mode the box does not read; modes 4..
 * are grouped into one (TMA has at most 5 dimensions). E.g. gmem
 * (?,?,?):(?{i64},1,?{i64}), smem ((8,16),(64,1)):((64,512),(1,0)), vmap
 * (128,64):(1@0,1@1) give (64,128,1):(1@1,1@0,1@2). */
CUTE_C_EXPORTED CuteStatus cuteTmaGbasis(CuteArena *a, CuteLayout gmem,
                                         CuteLayout smem, CuteLayout vmap,
                                         CuteLayout *out, CuteError *err);
/* The layout of the TMA tensor of `gmem` under `gbasis` (CuTe's
 * get_tma_tensor): gmem's shape, each leaf's stride the basis of the TMA
 * coordinate it moves (scaled by its gmem stride along dimension 0, 0
 * when no dimension reads it). With the example above: (?,?,?):(1@1,1@0,
 * 1@2). */
CUTE_C_EXPORTED CuteStatus cuteTmaTensorLayout(CuteArena *a, CuteLayout gmem,
                                               CuteLayout gbasis,
                                               CuteLayout *out,
                                               CuteError *err);
/* CuTe's tma_partition of one tensor (TMATile, Rest...) for a TMA atom of
 * `numVal` values per copy whose shared-memory tile's mode 0 is `smem0`
 * (static, non-swizzle part): ((TMA, TMA_Iter), Rest...), and in *offset
 * the domain offset of CTA `ctaCoord` of the multicast `ctaLayout`
 * (cta_layout(c) * numVal / cosize(cta_layout) values into the box), which
 * moves the tensor's iterator. dense_gemm: smem0 ((8,16),(64,1)):((64,512),
 * (1,0)), 8192 values, CTA layout 1:0 at 0: the tensor
 * ((128,64),?):((1@1,1@0),64@0) becomes (((64,128),1),?):(((1@0,1@1),0),
 * 64@0), offset 0. */
CUTE_C_EXPORTED CuteStatus
cuteTmaPartition(CuteArena *a, CuteLayout smem0, int64_t numVal,
                 CuteLayout ctaLayout, const CuteNode *ctaCoord,
                 CuteLayout tensor, CuteLayout *out, const CuteNode **offset,
                 CuteError *err);

/*===--------------------------------------------------------------------===*
 * Evaluation by name (the layout calculator, tests, fuzzing)
 *===--------------------------------------------------------------------===*/

/* Evaluates `op` on argument strings as the conformance files write them
 * (see docs/algebra.md): argument kinds are guessed from the text, with
 * per-op rules. On success *out holds the result. */
CUTE_C_EXPORTED CuteStatus cuteEvalOp(CuteArena *a, const char *op,
                                      unsigned nargs, const char *const *args,
                                      CuteValue *out, CuteError *err);
/* Names of the ops cuteEvalOp knows, NULL-terminated. */
CUTE_C_EXPORTED const char *const *cuteEvalOpNames(void);
/* How many arguments cuteEvalOp takes for `op`: false when it knows no
 * such op (then *minArgs and *maxArgs are left alone). */
CUTE_C_EXPORTED bool cuteEvalOpArity(const char *op, unsigned *minArgs,
                                     unsigned *maxArgs);
/* The count of such a range in words, as messages say it: "2 operands",
 * "1 or 2 operands", "2 to 9 operands". Writes at most `cap` bytes,
 * NUL-terminated. */
CUTE_C_EXPORTED void cuteEvalOpArityText(unsigned minArgs, unsigned maxArgs,
                                         char *buf, size_t cap);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_ALGEBRA_H */
