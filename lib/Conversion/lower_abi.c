/* The kernel ABI record (docs/abi.md): before cute-to-base expands a
 * kernel's signature, the signature is written as one `arg` line per
 * argument into the string attribute `cute.kernel_abi`, so that compile
 * drivers can hand launchers what they need to check and pack arguments
 * after the cute types are gone.
 *
 * The lines are flat data (`.abi` version 2): every leaf of a value in
 * ABI order as one token, and for a memref's or layout's layout whether
 * it binds to a tensor descriptor, so that a launcher never parses the
 * algebra's text; that text follows `spec` for messages only. The dynamic
 * leaves written are checked against the expansion itself
 * (cuteLowerLeafTypes): the ABI and the kernel's parameters cannot
 * disagree. */
#include "lower.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Dialect/LLVM.h"

#include <stdio.h>
#include <string.h>

/* Text growing in the lowering's arena. */
typedef struct {
  CuteArena *arena;
  char *buf;
  size_t len, cap;
  bool oom;
} Text;

static void putN(Text *t, const char *s, size_t n) {
  if (t->oom)
    return;
  if (t->len + n + 1 > t->cap) {
    size_t cap = 2 * (t->len + n + 1);
    char *g = cuteArenaAlloc(t->arena, cap);
    if (!g) {
      t->oom = true;
      return;
    }
    memcpy(g, t->buf, t->len);
    t->buf = g;
    t->cap = cap;
  }
  memcpy(t->buf + t->len, s, n);
  t->len += n;
  t->buf[t->len] = '\0';
}

static void put(Text *t, const char *s) { putN(t, s, strlen(s)); }

static void putType(Text *t, MlirType type) {
  char buf[256];
  size_t len = 0;
  buf[0] = '\0';
  cuteLowerPrintType(type, buf, sizeof buf, &len);
  put(t, buf);
}

/*===--- Leaves -----------------------------------------------------------===*/

/* Walks the leaves of a value in the value model's order (that of
 * cuteValueMapDynamic, static leaves included), writing each as a token
 * when `t` is set, and checks each dynamic one against the expansion's
 * leaf types from types[next] on. */
typedef struct Leaves {
  CuteLowering *l;
  Text *t;
  const MlirType *types;
  unsigned numTypes, next; /* dynamic leaves seen so far */
  unsigned count;          /* leaves seen so far */
  bool mismatch;
} Leaves;

static void putNumber(Text *t, int64_t v) {
  char num[24];
  snprintf(num, sizeof num, "%lld", (long long)v);
  put(t, num);
}

/* `?i32`, `?i64`, then `/DIV` when the divisibility is more than 1. */
static void putDynamic(Text *t, int64_t divisibility, bool is64) {
  put(t, is64 ? "?i64" : "?i32");
  if (divisibility > 1) {
    put(t, "/");
    putNumber(t, divisibility);
  }
}

static void dynamicLeaf(Leaves *w, bool is64) {
  MlirType want = is64 ? w->l->i64 : w->l->i32;
  if (w->next >= w->numTypes || !mlirTypeEqual(w->types[w->next], want))
    w->mismatch = true;
  w->next++;
}

static void leaf(Leaves *w, const CuteNode *n) {
  Text *t = w->t;
  w->count++;
  if (t)
    put(t, " ");
  switch ((CuteNodeKind)n->kind) {
  case CUTE_NODE_INT:
    if (t)
      putNumber(t, n->value);
    return;
  case CUTE_NODE_DYN:
    if (t)
      putDynamic(t, n->value, n->is64);
    dynamicLeaf(w, n->is64);
    return;
  case CUTE_NODE_WILD:
    if (t)
      put(t, "_");
    return;
  default: /* a scaled basis, in the algebra's spelling `S@i@j` */
    if (n->scaleDyn)
      dynamicLeaf(w, n->is64);
    if (!t)
      return;
    if (n->scaleDyn)
      putDynamic(t, n->value, n->is64);
    else
      putNumber(t, n->value);
    for (unsigned i = n->depth; i-- > 0;) {
      put(t, "@");
      putNumber(t, n->u.modes[i]);
    }
  }
}

static void walkNode(Leaves *w, const CuteNode *n) {
  if (!n)
    return;
  switch ((CuteNodeKind)n->kind) {
  case CUTE_NODE_TUPLE:
    for (unsigned i = 0; i < n->count; ++i)
      walkNode(w, n->u.elems[i]);
    return;
  case CUTE_NODE_LAYOUT:
    walkNode(w, n->u.layout.shape);
    walkNode(w, n->u.layout.stride);
    return;
  default:
    leaf(w, n);
  }
}

static void walkValue(Leaves *w, const CuteValue *v) {
  switch (v->kind) {
  case CUTE_VAL_INT_TUPLE:
  case CUTE_VAL_TILE:
    walkNode(w, v->node);
    return;
  case CUTE_VAL_LAYOUT:
    walkNode(w, v->layout.shape);
    walkNode(w, v->layout.stride);
    return;
  case CUTE_VAL_SWIZZLE:
    return;
  case CUTE_VAL_COMPOSED:
    if (!v->composed.innerIsSwizzle) {
      walkNode(w, v->composed.inner.shape);
      walkNode(w, v->composed.inner.stride);
    }
    walkNode(w, v->composed.offset);
    walkNode(w, v->composed.outer.shape);
    walkNode(w, v->composed.outer.stride);
    return;
  }
}

/* The leaves of a coord_tensor's base (when set) and of its value. */
static void walkArg(Leaves *w, const CuteTyped *ct) {
  if (ct->kind == CUTE_TYPE_COORD_TENSOR)
    walkNode(w, ct->base);
  walkValue(w, &ct->value);
}

/* ` leaves N L1 .. LN`, checked against the expansion of `ct` (whose
 * first `skip` parameters, a memref's pointer, are not leaves); `types`
 * holds CUTE_LOWER_MAX_LEAVES. */
static bool putLeaves(CuteLowering *l, Text *t, const CuteTyped *ct,
                      unsigned skip, MlirType *types) {
  int n = cuteLowerLeafTypes(l, ct, types, CUTE_LOWER_MAX_LEAVES);
  if (n < 0)
    return false;
  Leaves w = {l, NULL, types + skip, (unsigned)n - skip, 0, 0, false};
  walkArg(&w, ct);
  put(t, " leaves ");
  putNumber(t, w.count);
  w = (Leaves){l, t, types + skip, (unsigned)n - skip, 0, 0, false};
  walkArg(&w, ct);
  if (w.mismatch || w.next != w.numTypes) {
    cuteLowerError(l,
                   "internal error: the ABI leaves of %s (%u dynamic) "
                   "disagree with its %u expanded parameters",
                   ct->spec, w.next, w.numTypes);
    return false;
  }
  return true;
}

/* ` flat R` when a memref's or layout's layout binds to a rank-R tensor
 * descriptor (its shape is R leaves, its strides R integers: leaves
 * 0..R-1 and R..2R-1), else why not: ` nested`, ` basis`, ` composed`. */
static void putForm(Text *t, const CuteValue *v) {
  if (v->kind != CUTE_VAL_LAYOUT) {
    put(t, " composed");
    return;
  }
  const CuteNode *shape = v->layout.shape, *stride = v->layout.stride;
  unsigned rank = cuteNodeRank(shape);
  for (unsigned m = 0; m < rank; ++m)
    if (!cuteNodeIsLeaf(cuteNodeGet(shape, m))) {
      put(t, " nested");
      return;
    }
  for (unsigned m = 0; m < rank; ++m)
    if (cuteNodeGet(stride, m)->kind == CUTE_NODE_BASIS) {
      put(t, " basis");
      return;
    }
  put(t, " flat ");
  putNumber(t, rank);
}

static void putSpec(Text *t, const char *spec) {
  put(t, " spec ");
  put(t, spec);
}

/*===--- Lines ------------------------------------------------------------===*/

/* An atom or tiled type is all in its type: no parameter, an `arg atom
 * leaves 0 spec TYPE` line so that the launcher's arguments stay those of
 * the signature (NVIDIA passes tiled copies and MMAs to its kernels). An
 * sm90.mma (or a tiled MMA of one) is its accumulate flag: one i1
 * parameter, `arg scalar i1`. A TMA atom is its descriptor, a `tma_desc`
 * line (lower_tma_abi.c). */
static bool atomLine(CuteLowering *l, Text *t, const CuteTyped *ct,
                     MlirOperation func, const MlirType *inputs,
                     unsigned index) {
  const char *text = cuteTypedDescribe(l->arena, ct);
  if (!text) {
    cuteLowerError(l, "out of memory recording the kernel ABI");
    return false;
  }
  if (ct->atom && ct->atom->kind == CUTE_ATOM_SM90_MMA) {
    put(t, "scalar i1");
    return true;
  }
  if (cuteAtomIsTma(ct->atom)) {
    /* One 128-byte parameter the runtime encodes (lower_tma_abi.c). */
    char line[1024];
    if (!cuteLowerTmaAbiLine(l, func, index, inputs, ct, line, sizeof line))
      return false;
    put(t, line);
    return true;
  }
  if (!ct->atom) {
    cuteLowerError(l,
                   "kernel argument of type %s: an atom not checked yet is "
                   "not a kernel parameter",
                   text);
    return false;
  }
  put(t, "atom leaves 0");
  putSpec(t, text);
  return true;
}

static bool argLine(CuteLowering *l, Text *t, MlirType type, MlirType *types,
                    MlirOperation func, const MlirType *inputs,
                    unsigned index) {
  const CuteTyped *ct = cuteLowerType(l, type);
  if (!ct)
    return false;
  put(t, "arg ");
  switch (ct->kind) {
  case CUTE_TYPE_NONE:
    if (mlirTypeIsALLVMPointerType(type)) {
      /* A raw pointer: an untyped byte pointer with no promise. */
      unsigned as = mlirLLVMPointerTypeGetAddressSpace(type);
      put(t, "ptr i8 ");
      put(t, cuteSpaceName((CuteSpace)as));
      put(t, " 1");
      if (strcmp(cuteSpaceName((CuteSpace)as), "?"))
        break;
      cuteLowerError(l,
                     "kernel argument !llvm.ptr<%u>: no cute address "
                     "space has that number",
                     as);
      return false;
    }
    put(t, "scalar ");
    putType(t, type);
    break;
  case CUTE_TYPE_PTR:
  case CUTE_TYPE_MEMREF:
    put(t, cuteTypeKindName(ct->kind));
    put(t, " ");
    putType(t, ct->elem);
    put(t, " ");
    put(t, cuteSpaceName(ct->space));
    put(t, " ");
    putNumber(t, ct->align);
    if (ct->kind == CUTE_TYPE_PTR)
      break;
    putForm(t, &ct->value);
    if (!putLeaves(l, t, ct, 1, types))
      return false;
    putSpec(t, ct->spec);
    break;
  case CUTE_TYPE_CINT:
    /* The divisibility is the caller's promise; the launcher packs an
     * integer. */
    put(t, ct->intWidth == 64 ? "scalar i64" : "scalar i32");
    break;
  case CUTE_TYPE_DIVISOR:
    /* Three i32 parameters: divisor, multiplier, shift (docs/abi.md). */
    put(t, "fast_divmod_divisor 32");
    break;
  case CUTE_TYPE_COORD_TENSOR: {
    const char *base = cuteValueToString(l->arena, cuteValueFromNode(ct->base));
    if (!base)
      return false;
    put(t, "coord_tensor");
    if (!putLeaves(l, t, ct, 0, types))
      return false;
    put(t, " spec ");
    put(t, base);
    put(t, " ");
    put(t, ct->spec);
    break;
  }
  case CUTE_TYPE_COPY_ATOM:
  case CUTE_TYPE_MMA_ATOM:
  case CUTE_TYPE_TILED_COPY:
  case CUTE_TYPE_TILED_MMA:
    if (!atomLine(l, t, ct, func, inputs, index))
      return false;
    break;
  case CUTE_TYPE_ARITH_TUPLE_ITER:
    /* Passed as its tuple (the same leaves): a launcher packs an int tuple. */
    put(t, "int_tuple");
    if (!putLeaves(l, t, ct, 0, types))
      return false;
    putSpec(t, ct->spec);
    break;
  default:
    put(t, cuteTypeKindName(ct->kind));
    if (ct->kind == CUTE_TYPE_LAYOUT)
      putForm(t, &ct->value);
    if (!putLeaves(l, t, ct, 0, types))
      return false;
    putSpec(t, ct->spec);
  }
  put(t, "\n");
  return true;
}

bool cuteLowerRecordKernelAbi(CuteLowering *l, MlirOperation func,
                              const MlirType *inputs, intptr_t n) {
  if (!cuteLowerNameIs(func, "gpu.func") ||
      mlirAttributeIsNull(mlirOperationGetAttributeByName(
          func, mlirStringRefCreateFromCString("gpu.kernel"))))
    return true;
  Text t = {l->arena, cuteArenaAlloc(l->arena, 1024), 0, 1024, false};
  MlirType *types =
      cuteArenaAlloc(l->arena, CUTE_LOWER_MAX_LEAVES * sizeof *types);
  if (!t.buf || !types) {
    cuteLowerError(l, "out of memory recording the kernel ABI");
    return false;
  }
  t.buf[0] = '\0';
  for (intptr_t i = 0; i < n; ++i)
    if (!argLine(l, &t, inputs[i], types, func, inputs, (unsigned)i))
      return false;
  if (!cuteLowerTmaGridConstants(l, func, inputs, n))
    return false;
  if (t.oom) {
    cuteLowerError(l, "out of memory recording the kernel ABI");
    return false;
  }
  mlirOperationSetAttributeByName(
      func, mlirStringRefCreateFromCString("cute.kernel_abi"),
      mlirStringAttrGet(l->ctx, mlirStringRefCreate(t.buf, t.len)));
  return true;
}
