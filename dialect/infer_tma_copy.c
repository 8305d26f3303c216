/* cute.copy and cute.copy_atom_call with a TMA atom (docs/atoms.md,
 * "TMA"): a load copies coordinates (a coordinate tensor over the TMA
 * tensor) to shared memory, a store shared memory to coordinates. One
 * application is one box: the coordinate side's values walk the box in
 * TMA-dimension order (dimension 0 fastest), the shared-memory side's are
 * consecutive elements starting 128-byte aligned, swizzled (if at all) as
 * TMA swizzles (S<B,4,3> on byte addresses, B = 1, 2, 3). The lowering
 * then only needs the coordinates of the first value and the address of
 * the first element. */
#include "internal.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

static const char *slot(const CuteInferArgs *in, unsigned i) {
  return cuteOperandSlotName(in->info, in->numOperands, i);
}

static const char *text(const CuteInferArgs *in, CuteValue v) {
  const char *s = cuteValueToString(in->arena, v);
  return s ? s : "?";
}

/* The flat modes of a layout: its leaves, shape and stride, in order. */
typedef struct Flat {
  const CuteNode *const *sh, *const *st;
  const CuteNode *one[2];
  unsigned n;
} Flat;

static bool flatten(CuteArena *a, CuteLayout l, Flat *f) {
  CuteValue v;
  if (cuteFlatten(a, cuteValueFromLayout(l), &v, NULL) != CUTE_OK)
    return false;
  const CuteNode *sh = v.layout.shape, *st = v.layout.stride;
  if (sh->kind == CUTE_NODE_TUPLE) {
    f->sh = sh->u.elems, f->st = st->u.elems, f->n = sh->count;
  } else {
    f->one[0] = sh, f->one[1] = st;
    f->sh = &f->one[0], f->st = &f->one[1], f->n = 1;
  }
  return true;
}

static int log2Of(int64_t v) {
  int k = 0;
  while (v > 1)
    v >>= 1, ++k;
  return k;
}

int cuteTmaSwizzleBytes(const CuteTyped *t) {
  CuteSwizzle s = {0, 0, 0};
  int m = 0;
  if (t->ptrSwizzled) {
    s = t->ptrSwizzle, m = s.base;
  } else if (t->value.kind == CUTE_VAL_COMPOSED &&
             t->value.composed.innerIsSwizzle) {
    s = t->value.composed.swizzle;
    m = s.base + log2Of(t->elemBits / 8);
  }
  if (s.bits == 0)
    return 0;
  if (s.bits > 3 || m != 4 || s.shift != 3)
    return -1;
  return 16 << s.bits;
}

/* The smem side: a memref of the atom's values in smem, swizzled as TMA
 * swizzles, its values `n` consecutive elements (a static layout) whose
 * first is 128-byte aligned. */
static CuteStatus checkSmem(const CuteInferArgs *in, unsigned i,
                            CuteLayout box, int64_t n, CuteError *err) {
  const CuteTyped *t = &in->operands[i];
  const CuteAtom *at = in->operands[0].atom;
  MlirType want = mlirTypeIsATF32(at->val)
                      ? mlirF32TypeGet(mlirTypeGetContext(at->val))
                      : at->val;
  if (t->kind != CUTE_TYPE_MEMREF || t->space != CUTE_SPACE_SMEM ||
      !mlirTypeEqual(t->elem, want))
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u (%s) must be a smem memref of the atom's "
                        "values (a TMA copy moves boxes between global and "
                        "shared memory)",
                        i, slot(in, i));
  if (cuteTmaSwizzleBytes(t) < 0)
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u (%s): its swizzle is none TMA applies "
                        "(S<1,4,3>, S<2,4,3> or S<3,4,3> on byte addresses: "
                        "32, 64 or 128 bytes)",
                        i, slot(in, i));
  if (t->value.kind == CUTE_VAL_COMPOSED && !t->value.composed.innerIsSwizzle)
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u (%s): a composed layout whose inner "
                        "function is a layout is no TMA tile",
                        i, slot(in, i));
  /* Consecutive: the flat modes, extent-1 ones aside, of strides 1, e0,
   * e0*e1, ... (a layout maps value 0 to offset 0). */
  Flat fl;
  if (!flatten(in->arena, box, &fl))
    return cuteErrorSet(err, in->name, (int)i, "out of memory");
  int64_t run = 1;
  for (unsigned k = 0; k < fl.n; ++k) {
    const CuteNode *e = fl.sh[k], *d = fl.st[k];
    if (e->kind == CUTE_NODE_INT && e->value == 1)
      continue;
    if (e->kind != CUTE_NODE_INT || d->kind != CUTE_NODE_INT ||
        d->value != run)
      return cuteErrorSet(err, in->name, (int)i,
                          "operand #%u (%s): TMA writes a box's %lld values "
                          "as consecutive elements, but \"%s\" does not "
                          "hold them so",
                          i, slot(in, i), (long long)n,
                          text(in, cuteValueFromLayout(box)));
    run *= e->value;
  }
  /* The first element's alignment: the pointer's, and a composed
   * layout's offset (in elements). */
  int64_t elems = (int64_t)1 << 40;
  if (t->value.kind == CUTE_VAL_COMPOSED) {
    const CuteNode *off = t->value.composed.offset;
    int64_t v = off->value < 0 ? -off->value : off->value;
    if (off->kind != CUTE_NODE_INT || v != 0)
      elems = v ? v & -v : 1;
  }
  int64_t eb = t->elemBits / 8;
  int swz = cuteTmaSwizzleBytes(t);
  if (swz > 0 && !t->ptrSwizzled && t->align < 8 * swz)
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u (%s): its layout's swizzle acts on "
                        "element offsets and TMA's on addresses: they agree "
                        "when the pointer is aligned to the swizzle's %d "
                        "bytes, but it is known to be aligned to %lld",
                        i, slot(in, i), 8 * swz, (long long)t->align);
  int64_t align = elems >= t->align / eb ? t->align : elems * eb;
  if (align < 128)
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u (%s): a TMA box starts at a 128-byte "
                        "aligned shared-memory address; its first element "
                        "is known to be aligned to %lld bytes",
                        i, slot(in, i), (long long)align);
  return CUTE_OK;
}

/* The coordinate side: a coordinate tensor whose base holds one integer
 * per TMA dimension (32-bit, as TMA takes them) and whose values walk the
 * box of the atom's gmem basis in TMA-dimension order. */
static CuteStatus checkCoords(const CuteInferArgs *in, unsigned i,
                              CuteLayout box, CuteError *err) {
  const CuteTyped *t = &in->operands[i];
  const CuteAtom *at = in->operands[0].atom;
  CuteLayout gb = at->gbasis;
  unsigned rank = cuteNodeRank(gb.shape);
  if (t->kind != CUTE_TYPE_COORD_TENSOR)
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u (%s) must be a coordinate tensor (the "
                        "TMA tensor's, tma_partition's)",
                        i, slot(in, i));
  bool baseOk = cuteNodeRank(t->base) == rank;
  for (unsigned d = 0; baseOk && d < rank; ++d) {
    const CuteNode *c = cuteNodeGet(t->base, d);
    baseOk = (c->kind == CUTE_NODE_INT && c->value >= INT32_MIN &&
              c->value <= INT32_MAX) ||
             (c->kind == CUTE_NODE_DYN && !c->is64);
  }
  if (!baseOk)
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u (%s): its base must hold one 32-bit "
                        "integer per TMA dimension of the atom (%u), got \"%s\"",
                        i, slot(in, i), rank,
                        text(in, cuteValueFromNode(t->base)));
  /* Walk the flat modes: each (n, k@d) continues dimension d at the
   * running stride k; a dimension is done when its box extent is. */
  Flat fl;
  unsigned d = 0;
  int64_t run = 1;
  if (!flatten(in->arena, box, &fl))
    return cuteErrorSet(err, in->name, (int)i, "out of memory");
  for (unsigned k = 0; k <= fl.n; ++k) {
    while (d < rank && run == 1) {
      const CuteNode *e;
      if (cuteTupleProduct(in->arena, cuteNodeGet(gb.shape, d), &e, NULL) ||
          e->value != 1)
        break;
      ++d;
    }
    if (k == fl.n)
      break;
    const CuteNode *n = fl.sh[k], *s = fl.st[k];
    if (n->kind == CUTE_NODE_INT && n->value == 1)
      continue;
    const CuteNode *ext = NULL;
    bool ok = d < rank && n->kind == CUTE_NODE_INT &&
              s->kind == CUTE_NODE_BASIS && !s->scaleDyn && s->depth == 1 &&
              s->u.modes[0] == d && s->value == run &&
              cuteTupleProduct(in->arena, cuteNodeGet(gb.shape, d), &ext,
                               NULL) == CUTE_OK &&
              ext->value % (run * n->value) == 0;
    if (!ok)
      break;
    run *= n->value;
    if (run == ext->value)
      ++d, run = 1;
    if (k + 1 == fl.n && d >= rank)
      return CUTE_OK;
  }
  if (d >= rank && run == 1)
    return CUTE_OK;
  return cuteErrorSet(err, in->name, (int)i,
                      "operand #%u (%s): the values of one TMA copy must walk "
                      "the box of tma_gbasis <\"%s\"> in TMA-dimension order "
                      "(dimension 0 fastest, strides 1@0, 1@1, ...), got \"%s\"",
                      i, slot(in, i), text(in, cuteValueFromLayout(gb)),
                      text(in, cuteValueFromLayout(box)));
}

/* The layout of one application in operand i: the whole tensor for a
 * call; mode 0, or mode 0's first sub-mode when mode 0 holds several boxes
 * (NumVal, TMA_Iter), for a copy. */
static CuteStatus boxOf(const CuteInferArgs *in, unsigned i, bool call,
                        int64_t n, CuteLayout *box, int64_t *apps,
                        CuteError *err) {
  CuteLayout l = cuteTypedLayout(&in->operands[i]);
  const CuteNode *size;
  *box = call ? l : (CuteLayout){cuteNodeGet(l.shape, 0),
                                 cuteNodeGet(l.stride, 0)};
  if (cuteTupleProduct(in->arena, box->shape, &size, NULL) != CUTE_OK ||
      size->kind != CUTE_NODE_INT || size->value % n)
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u (%s): %s must hold a whole number of "
                        "the atom's %lld-value boxes, got \"%s\"",
                        i, slot(in, i), call ? "it" : "mode 0", (long long)n,
                        text(in, cuteValueFromNode(box->shape)));
  *apps = size->value / n;
  if (*apps > 1 && box->shape->kind == CUTE_NODE_TUPLE)
    *box = (CuteLayout){cuteNodeGet(box->shape, 0), cuteNodeGet(box->stride, 0)};
  const CuteNode *inner;
  if (*apps > 1 && (cuteTupleProduct(in->arena, box->shape, &inner, NULL) ||
                    inner->value != n))
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u (%s): %s holds %lld boxes and must then "
                        "be (Box, Boxes) with the box's %lld values first",
                        i, slot(in, i), call ? "it" : "mode 0",
                        (long long)*apps, (long long)n);
  if (call && *apps != 1)
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u (%s) must hold one box, %lld values, "
                        "got %lld",
                        i, slot(in, i), (long long)n, (long long)size->value);
  return CUTE_OK;
}

CuteStatus cuteInferTmaCopy(const CuteInferArgs *in, CuteInferred *out,
                            bool call, CuteError *err) {
  const CuteAtom *at = in->operands[0].atom;
  if (!cuteAtomIsTmaExec(at))
    return cuteErrorSet(err, in->name, 0,
                        "operand #0 (atom): a TMA copy takes an executable "
                        "TMA atom (cute_nvgpu.atom.make_exec_tma of the "
                        "kernel's TMA atom), got %s",
                        cuteAtomKindName(at->kind));
  if (in->numOperands == 4)
    return cuteErrorSet(err, in->name, 3,
                        "operand #3 (pred): a TMA copy takes no predicate "
                        "(TMA fills a box's out-of-bounds elements with zeros "
                        "and clips its stores)");
  bool load = at->kind == CUTE_ATOM_TMA_LOAD;
  unsigned coords = load ? 1 : 2, smem = load ? 2 : 1;
  int64_t n = cuteTmaBoxValues(at), ac, as;
  CuteLayout bc = {NULL, NULL}, bs = {NULL, NULL};
  if (in->operands[coords].kind != CUTE_TYPE_COORD_TENSOR)
    return checkCoords(in, coords, bc, err);
  if (in->operands[smem].kind != CUTE_TYPE_MEMREF)
    return checkSmem(in, smem, bs, n, err);
  if (boxOf(in, coords, call, n, &bc, &ac, err) != CUTE_OK ||
      boxOf(in, smem, call, n, &bs, &as, err) != CUTE_OK ||
      checkCoords(in, coords, bc, err) != CUTE_OK ||
      checkSmem(in, smem, bs, n, err) != CUTE_OK)
    return CUTE_ERROR;
  if (ac != as)
    return cuteErrorSet(err, in->name, 2,
                        "operand #2 (dst): mode 0 makes %lld TMA copies, "
                        "operand #1 (src)'s %lld",
                        (long long)(load ? as : ac), (long long)(load ? ac : as));
  CuteLayout lc = cuteTypedLayout(&in->operands[coords]);
  CuteLayout ls = cuteTypedLayout(&in->operands[smem]);
  const CuteNode *rc, *rs;
  unsigned kc = cuteNodeRank(lc.shape), ks = cuteNodeRank(ls.shape);
  const CuteNode *tc[64], *ts[64];
  for (unsigned k = 1; k < kc && k < 64; ++k)
    tc[k - 1] = cuteNodeGet(lc.shape, k);
  for (unsigned k = 1; k < ks && k < 64; ++k)
    ts[k - 1] = cuteNodeGet(ls.shape, k);
  if (!call &&
      (cuteTupleProduct(in->arena, cuteTupleGet(in->arena, tc, kc - 1), &rc,
                        NULL) ||
       cuteTupleProduct(in->arena, cuteTupleGet(in->arena, ts, ks - 1), &rs,
                        NULL) ||
       !cuteNodeEqual(rc, rs)))
    return cuteErrorSet(err, in->name, 2,
                        "operand #2 (dst) must have as many elements past "
                        "mode 0 as operand #1 (src)");
  return cuteInferResults(in, out, 0, err);
}
