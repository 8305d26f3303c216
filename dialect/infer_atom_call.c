/* The atom ops (docs/atoms.md): cute.make_atom, and one application of one
 * atom, cute.copy_atom_call(atom, src, dst[, pred]) and
 * cute.mma_atom_call(atom, D, A, B, C), the ops NVIDIA's CuteDesugar stage
 * (004) writes. The atom operand is an atom or a tiled type (NVIDIA passes
 * the tiled copy or tiled MMA itself); its atom decides everything.
 *
 * A call is checked so that its lowering is one instruction: each tensor
 * holds exactly the values one thread gives or takes (cuteAtomCallValues),
 * of the atom's value type, in the spaces the instruction reads and
 * writes; what the instruction reads from or writes to memory as one
 * access is one run of consecutive elements aligned to its size; register
 * fragments have static layouts, so that their values become registers. */
#include "internal.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

/*===--- Values per thread ------------------------------------------------===*/

int64_t cuteAtomCallValues(const CuteAtom *at, CuteAtomOperand which) {
  bool copy = which == CUTE_ATOM_SRC || which == CUTE_ATOM_DST;
  switch (at->kind) {
  case CUTE_ATOM_UNIVERSAL_COPY:
  case CUTE_ATOM_SIMT_ASYNC_COPY:
    return !copy ? -1 : at->bits ? (int64_t)(at->bits / at->valBits) : 0;
  case CUTE_ATOM_LDSM:
    /* Each lane gives one 16-byte row and takes a pair per matrix. */
    return !copy                    ? -1
           : which == CUTE_ATOM_SRC ? 8
                                    : 2 * (int64_t)at->numMatrices;
  case CUTE_ATOM_STSM:
    return !copy                    ? -1
           : which == CUTE_ATOM_DST ? 8
                                    : 2 * (int64_t)at->numMatrices;
  case CUTE_ATOM_UNIVERSAL_FMA:
    return copy ? -1 : 1;
  case CUTE_ATOM_SM80_MMA: {
    /* A warp of 32 holds each operand evenly. */
    int64_t m = at->m, n = at->n, k = at->k;
    return which == CUTE_ATOM_A   ? m * k / 32
           : which == CUTE_ATOM_B ? n * k / 32
           : which == CUTE_ATOM_C ? m * n / 32
                                  : -1;
  }
  case CUTE_ATOM_SM90_MMA: {
    /* A warpgroup of 128 holds A (from registers) and C evenly; an
     * operand in shared memory is one descriptor. */
    int64_t m = at->m, n = at->n, k = at->k;
    return which == CUTE_ATOM_A   ? (at->aFromRegs ? m * k / 128 : 1)
           : which == CUTE_ATOM_B ? 1
           : which == CUTE_ATOM_C ? m * n / 128
                                  : -1;
  }
  case CUTE_ATOM_TMA_LOAD_NONEXEC:
  case CUTE_ATOM_TMA_STORE_NONEXEC:
  case CUTE_ATOM_TMA_LOAD:
  case CUTE_ATOM_TMA_STORE:
    /* One box, issued by one thread (infer_tma.c). */
    return copy ? cuteTmaBoxValues(at) : -1;
  }
  return -1;
}

/* True when operand #i (1 D, 2 A, 3 B, 4 C) of an MMA call or gemm of
 * `at` is read through a shared-memory descriptor (a descriptor view). */
static bool descOperand(const CuteAtom *at, unsigned i) {
  return at->kind == CUTE_ATOM_SM90_MMA &&
         ((i == 2 && !at->aFromRegs) || i == 3);
}

const char *cuteAtomKindName(CuteAtomKind kind) {
  switch (kind) {
  case CUTE_ATOM_UNIVERSAL_COPY:
    return "atom.universal_copy";
  case CUTE_ATOM_SIMT_ASYNC_COPY:
    return "atom.simt_async_copy";
  case CUTE_ATOM_LDSM:
    return "atom.ldsm";
  case CUTE_ATOM_STSM:
    return "atom.stsm";
  case CUTE_ATOM_UNIVERSAL_FMA:
    return "atom.universal_fma";
  case CUTE_ATOM_SM80_MMA:
    return "sm80.mma";
  case CUTE_ATOM_SM90_MMA:
    return "sm90.mma";
  case CUTE_ATOM_TMA_LOAD_NONEXEC:
    return "atom.non_exec_tiled_tma_load";
  case CUTE_ATOM_TMA_STORE_NONEXEC:
    return "atom.non_exec_tiled_tma_store";
  case CUTE_ATOM_TMA_LOAD:
    return "atom.tma_load";
  case CUTE_ATOM_TMA_STORE:
    return "atom.tma_store";
  }
  return "atom";
}

static const char *typeText(const CuteInferArgs *in, MlirType t) {
  const char *s = cuteTypePrinted(in->arena, t);
  return s ? s : "?";
}

/*===--- cute.make_atom ---------------------------------------------------===*/

/* make_atom() -> ATOM; an sm90.mma takes its accumulate flag, one i1
 * (CuTe DSL's make_atom(ty, [Boolean(False)])). The result type is the
 * atom: nothing to infer but the operands. */
CuteStatus cuteInferMakeAtom(const CuteInferArgs *in, CuteInferred *out,
                             CuteError *err) {
  if (in->numDeclared != 1 || !in->declared[0].atom)
    return cuteErrorSet(err, in->name, -1,
                        "the result type is the atom and must be given");
  const CuteTyped *r = &in->declared[0];
  bool sm90 = r->atom->kind == CUTE_ATOM_SM90_MMA;
  if (sm90 && in->numOperands != 1)
    return cuteErrorSet(err, in->name, -1,
                        "an sm90.mma atom takes one i1 operand (accumulate), "
                        "got %u operands",
                        in->numOperands);
  if (sm90 && cuteInferIntWidth(&in->operands[0]) != 1)
    return cuteErrorSet(err, in->name, 0,
                        "operand #0 (values): an sm90.mma atom takes one i1 "
                        "(accumulate), got %s",
                        in->operands[0].kind == CUTE_TYPE_NONE &&
                                !mlirTypeIsNull(in->operands[0].type)
                            ? typeText(in, in->operands[0].type)
                            : "another type");
  if (!sm90 && in->numOperands)
    return cuteErrorSet(err, in->name, 0,
                        "an %s atom takes no operands, got %u",
                        cuteAtomKindName(r->atom->kind), in->numOperands);
  if (cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0] = *r;
  return CUTE_OK;
}

/*===--- Tensor checks ----------------------------------------------------===*/

/* A tensor operand as messages name it: `operand #1 (src)`. */
static const char *operandName(const CuteInferArgs *in, unsigned i, char *buf,
                               size_t cap) {
  snprintf(buf, cap, "operand #%u (%s)", i,
           cuteOperandSlotName(in->info, in->numOperands, i));
  return buf;
}

static bool nodeStatic(const CuteNode *n) { return n && cuteNodeIsStatic(n); }

/* Every leaf of the memref's layout (all parts of a composed one) static. */
static bool layoutStatic(const CuteTyped *t) {
  if (t->value.kind != CUTE_VAL_COMPOSED)
    return nodeStatic(t->value.layout.shape) &&
           nodeStatic(t->value.layout.stride);
  const CuteComposed *c = &t->value.composed;
  return nodeStatic(c->offset) && nodeStatic(c->outer.shape) &&
         nodeStatic(c->outer.stride) &&
         (c->innerIsSwizzle ||
          (nodeStatic(c->inner.shape) && nodeStatic(c->inner.stride)));
}

static int64_t staticSize(const CuteInferArgs *in, const CuteTyped *t) {
  const CuteNode *n;
  if (cuteLayoutSize(in->arena, cuteTypedLayout(t), &n, NULL) != CUTE_OK ||
      n->kind != CUTE_NODE_INT)
    return -1;
  return n->value;
}

/* Operand i: a memref of `elem` with `want` values (0: any static count),
 * in `space` (-1: gmem, smem or rmem); a register fragment has a static
 * layout. Its size goes to *size. */
static CuteStatus checkTensor(const CuteInferArgs *in, unsigned i,
                              MlirType elem, int64_t want, int space,
                              const char *spaceText, int64_t *size,
                              CuteError *err) {
  char name[64];
  const CuteTyped *t = &in->operands[i];
  operandName(in, i, name, sizeof name);
  if (t->kind != CUTE_TYPE_MEMREF) {
    const char *got = cuteTypedDescribe(in->arena, t);
    return cuteErrorSet(err, in->name, (int)i,
                        "%s must be a !cute.memref for this atom, got %s%s",
                        name, got ? got : "another type",
                        t->kind == CUTE_TYPE_COORD_TENSOR
                            ? " (coordinate tensors are for TMA atoms)"
                            : "");
  }
  if (!mlirTypeEqual(t->elem, elem))
    return cuteErrorSet(err, in->name, (int)i,
                        "%s must hold %s values (the atom's), got %s", name,
                        typeText(in, elem), typeText(in, t->elem));
  if (space >= 0 ? (int)t->space != space : t->space == CUTE_SPACE_GENERIC)
    return cuteErrorSet(err, in->name, (int)i,
                        "%s must be in %s for this atom, got %s", name,
                        spaceText, cuteSpaceName(t->space));
  *size = staticSize(in, t);
  if (*size < 0)
    return cuteErrorSet(err, in->name, (int)i, "%s must have a static size",
                        name);
  if (want > 0 && *size != want)
    return cuteErrorSet(err, in->name, (int)i,
                        "%s must hold the %lld value%s one thread gives or "
                        "takes in one application of the atom, got %lld",
                        name, (long long)want, want == 1 ? "" : "s",
                        (long long)*size);
  if (t->space == CUTE_SPACE_RMEM && !layoutStatic(t))
    return cuteErrorSet(err, in->name, (int)i,
                        "%s is a register fragment and needs a static "
                        "layout (its values become registers)",
                        name);
  return CUTE_OK;
}

/* Largest power of two dividing a static value or a `?{div=N}` leaf, in
 * its units (2^62 for 0 and past it). */
static int64_t pow2Of(const CuteNode *n) {
  int64_t v = n->kind == CUTE_NODE_INT ? n->value : n->value > 0 ? n->value : 1;
  if (v < 0)
    v = -v;
  return v ? (v & -v) < ((int64_t)1 << 62) ? (v & -v) : (int64_t)1 << 62
           : (int64_t)1 << 62;
}

/* Values 0..n-1 of `plain` (a memref's plain layout, or a composed one's
 * outer layout) at consecutive static offsets; the first offset goes to
 * *first. */
static CuteStatus consecutive(const CuteInferArgs *in, unsigned i,
                              const char *name, const CuteTyped *plain,
                              int64_t n, int64_t bytes, const CuteNode **first,
                              CuteError *err) {
  for (int64_t k = 0; k < n; ++k) {
    const CuteNode *o;
    if (cuteTensorOffset(in->arena, plain, cuteIntGet(in->arena, k), &o, err) !=
        CUTE_OK)
      return CUTE_ERROR;
    if (k == 0)
      *first = o;
    bool next = o->kind == CUTE_NODE_INT && (*first)->kind == CUTE_NODE_INT &&
                o->value == (*first)->value + k;
    if (k > 0 && !next)
      return cuteErrorSet(err, in->name, (int)i,
                          "%s: the atom accesses its %lld values as one "
                          "run of %lld bytes, but value %lld is not next "
                          "to value %lld",
                          name, (long long)n, (long long)bytes, (long long)k,
                          (long long)(k - 1));
  }
  return CUTE_OK;
}

/* A swizzle keeps the run together: bits below its M never change (a
 * layout's swizzle acts on elements, a pointer's on bytes). */
static CuteStatus swizzlesKeep(const CuteInferArgs *in, unsigned i,
                               const char *name, int64_t n, int64_t bytes,
                               CuteError *err) {
  const CuteTyped *t = &in->operands[i];
  const CuteComposed *c = &t->value.composed;
  if (t->value.kind == CUTE_VAL_COMPOSED && c->swizzle.bits > 0 &&
      n > ((int64_t)1 << c->swizzle.base))
    return cuteErrorSet(err, in->name, (int)i,
                        "%s: its swizzle S<%d,%d,%d> keeps runs of %lld "
                        "elements together, the atom needs %lld",
                        name, c->swizzle.bits, c->swizzle.base,
                        c->swizzle.shift, (long long)1 << c->swizzle.base,
                        (long long)n);
  if (t->ptrSwizzled && t->ptrSwizzle.bits > 0 &&
      bytes > ((int64_t)1 << t->ptrSwizzle.base))
    return cuteErrorSet(err, in->name, (int)i,
                        "%s: its pointer swizzle keeps runs of %lld bytes "
                        "together, the atom needs %lld",
                        name, (long long)1 << t->ptrSwizzle.base,
                        (long long)bytes);
  return CUTE_OK;
}

/* The `n` values of memref operand i, which one access of `bytes` bytes
 * reads or writes: consecutive elements whose first is aligned to
 * `bytes` (the memref's alignment and the offset, docs/tensors.md), and a
 * swizzle keeps them together. */
static CuteStatus checkRun(const CuteInferArgs *in, unsigned i, int64_t n,
                           int64_t bytes, CuteError *err) {
  char name[64];
  const CuteTyped *t = &in->operands[i];
  operandName(in, i, name, sizeof name);
  bool composed = t->value.kind == CUTE_VAL_COMPOSED;
  const CuteComposed *c = &t->value.composed;
  if (composed && !c->innerIsSwizzle)
    return cuteErrorSet(err, in->name, (int)i,
                        "%s: a composed layout whose inner function is a "
                        "layout cannot be accessed by this atom",
                        name);
  if (t->elemBits < 8)
    return cuteErrorSet(err, in->name, (int)i,
                        "%s: atoms of sub-byte values are not supported yet",
                        name);
  CuteTyped plain = *t;
  plain.value = cuteValueFromLayout(composed ? c->outer : t->value.layout);
  const CuteNode *first = NULL;
  if (consecutive(in, i, name, &plain, n, bytes, &first, err) != CUTE_OK ||
      swizzlesKeep(in, i, name, n, bytes, err) != CUTE_OK)
    return CUTE_ERROR;
  /* The alignment of the first element, in elements, then bytes. */
  int64_t eb = t->elemBits / 8, elems = pow2Of(first);
  if (composed && pow2Of(c->offset) < elems)
    elems = pow2Of(c->offset);
  int64_t align = elems >= t->align / eb ? t->align : elems * eb;
  if (align < bytes)
    return cuteErrorSet(err, in->name, (int)i,
                        "%s: the atom accesses %lld bytes at once, which "
                        "must be aligned to %lld bytes; the first value is "
                        "known to be aligned to %lld",
                        name, (long long)bytes, (long long)bytes,
                        (long long)align);
  return CUTE_OK;
}

/*===--- cute.copy_atom_call ----------------------------------------------===*/

/* The spaces an atom copies from and to: cp.async gmem -> smem, ldmatrix
 * smem -> registers, stmatrix registers -> smem; a universal copy any of
 * gmem, smem and rmem on either side. */
static void copySpaces(const CuteAtom *at, int *src, int *dst,
                       const char **srcText, const char **dstText) {
  *src = *dst = -1;
  *srcText = *dstText = "gmem, smem or rmem";
  switch (at->kind) {
  case CUTE_ATOM_SIMT_ASYNC_COPY:
    *src = CUTE_SPACE_GMEM, *srcText = "gmem";
    *dst = CUTE_SPACE_SMEM, *dstText = "smem";
    break;
  case CUTE_ATOM_LDSM:
    *src = CUTE_SPACE_SMEM, *srcText = "smem";
    *dst = CUTE_SPACE_RMEM, *dstText = "rmem";
    break;
  case CUTE_ATOM_STSM:
    *src = CUTE_SPACE_RMEM, *srcText = "rmem";
    *dst = CUTE_SPACE_SMEM, *dstText = "smem";
    break;
  default:
    break;
  }
}

/* The predicate: one i8 in registers, NVIDIA's fragment element
 * (`!cute.memref<i8, rmem, "(1):(1)">`, any stride). Warp-collective
 * atoms take none: every lane must run them. */
static CuteStatus checkPred(const CuteInferArgs *in, const CuteAtom *at,
                            CuteError *err) {
  const CuteTyped *p = &in->operands[3];
  if (at->kind != CUTE_ATOM_UNIVERSAL_COPY &&
      at->kind != CUTE_ATOM_SIMT_ASYNC_COPY)
    return cuteErrorSet(err, in->name, 3,
                        "operand #3 (pred): an %s atom is warp-collective "
                        "and takes no predicate",
                        cuteAtomKindName(at->kind));
  if (!mlirTypeIsAInteger(p->elem) || mlirIntegerTypeGetWidth(p->elem) != 8 ||
      p->space != CUTE_SPACE_RMEM || staticSize(in, p) != 1)
    return cuteErrorSet(err, in->name, 3,
                        "operand #3 (pred) must be one i8 in rmem (a "
                        "!cute.memref<i8, rmem, ...> of size 1)");
  return CUTE_OK;
}

/* copy_atom_call(atom, src, dst[, pred]): one application of a copy atom. */
CuteStatus cuteInferCopyAtomCall(const CuteInferArgs *in, CuteInferred *out,
                                 CuteError *err) {
  const CuteAtom *at = in->operands[0].atom;
  if (!at)
    return cuteErrorSet(err, in->name, 0, "operand #0 (atom) has no atom");
  if (cuteAtomIsTma(at))
    return cuteInferTmaCopy(in, out, true, err);
  int srcSpace, dstSpace;
  const char *srcText, *dstText;
  copySpaces(at, &srcSpace, &dstSpace, &srcText, &dstText);
  int64_t ns, nd;
  if (checkTensor(in, 1, at->val, cuteAtomCallValues(at, CUTE_ATOM_SRC),
                  srcSpace, srcText, &ns, err) != CUTE_OK ||
      checkTensor(in, 2, at->val, cuteAtomCallValues(at, CUTE_ATOM_DST),
                  dstSpace, dstText, &nd, err) != CUTE_OK)
    return CUTE_ERROR;
  if (ns != nd && at->kind == CUTE_ATOM_UNIVERSAL_COPY)
    return cuteErrorSet(err, in->name, 2,
                        "operand #2 (dst) must hold as many values as "
                        "operand #1 (src), %lld, got %lld",
                        (long long)ns, (long long)nd);
  /* What one access reads or writes as a run: both sides of cp.async,
   * ldmatrix's rows, stmatrix's rows, a universal copy's memory sides
   * (registers take the values one by one). */
  int64_t vb = at->valBits / 8;
  bool any = at->kind == CUTE_ATOM_UNIVERSAL_COPY && at->bits;
  for (unsigned i = 1; i <= 2; ++i) {
    const CuteTyped *t = &in->operands[i];
    int64_t n = i == 1 ? ns : nd;
    bool run = at->kind == CUTE_ATOM_SIMT_ASYNC_COPY ||
               (at->kind == CUTE_ATOM_LDSM && i == 1) ||
               (at->kind == CUTE_ATOM_STSM && i == 2) ||
               (any && t->space != CUTE_SPACE_RMEM);
    if (run && checkRun(in, i, n, n * vb, err) != CUTE_OK)
      return CUTE_ERROR;
  }
  if (in->numOperands == 4 && checkPred(in, at, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferResults(in, out, 0, err);
}

/* What the operands D, A, B, C of an MMA call or gemm hold (#1..#4). */
static const CuteAtomOperand kMmaRoles[] = {CUTE_ATOM_C, CUTE_ATOM_A,
                                            CUTE_ATOM_B, CUTE_ATOM_C};

/* The MMA atom of operand 0 of mma_atom_call and gemm and the element
 * types of D, A, B, C: tf32 operands are f32 fragments (a memref holds no
 * tf32; the lowering rounds them). */
static CuteStatus mmaOperands(const CuteInferArgs *in, const CuteAtom **atom,
                              MlirType elems[4], CuteError *err) {
  const CuteAtom *at = in->operands[0].atom;
  if (!at)
    return cuteErrorSet(err, in->name, 0, "operand #0 (atom) has no atom");
  MlirType f32 = mlirF32TypeGet(mlirTypeGetContext(at->c));
  elems[0] = elems[3] = at->c;
  elems[1] = mlirTypeIsATF32(at->a) ? f32 : at->a;
  elems[2] = mlirTypeIsATF32(at->b) ? f32 : at->b;
  *atom = at;
  return CUTE_OK;
}

/* Operand #i, which the atom reads through a descriptor: a descriptor
 * view (mma.make_fragment of a shared-memory operand) of `values`
 * descriptors in mode 0 (0: any static count). */
static CuteStatus checkDescView(const CuteInferArgs *in, unsigned i,
                                int64_t values, CuteError *err) {
  char name[64];
  const CuteTyped *t = &in->operands[i];
  operandName(in, i, name, sizeof name);
  if (t->kind != CUTE_TYPE_SMEM_DESC_VIEW)
    return cuteErrorSet(err, in->name, (int)i,
                        "%s: wgmma reads this operand from shared memory, "
                        "through a descriptor: it must be a "
                        "!cute_nvgpu.smem_desc_view (mma.make_fragment of "
                        "its shared-memory partition)",
                        name);
  const CuteNode *n;
  CuteLayout l = t->value.layout;
  const CuteNode *m0 = values ? l.shape : cuteNodeGet(l.shape, 0);
  if (cuteTupleProduct(in->arena, m0, &n, NULL) != CUTE_OK ||
      n->kind != CUTE_NODE_INT || n->value != (values ? values : 1))
    return cuteErrorSet(err, in->name, (int)i,
                        "%s must be one descriptor%s, got \"%s\"", name,
                        values ? "" : " in mode 0", t->spec ? t->spec : "?");
  return CUTE_OK;
}

/*===--- cute.mma_atom_call -----------------------------------------------===*/

/* mma_atom_call(atom, D, A, B, C): one application of an MMA atom, all
 * four in registers. tf32 operands are f32 fragments (a memref holds no
 * tf32); the lowering rounds them. */
CuteStatus cuteInferMmaAtomCall(const CuteInferArgs *in, CuteInferred *out,
                                CuteError *err) {
  const CuteAtom *at;
  MlirType elems[4];
  if (mmaOperands(in, &at, elems, err) != CUTE_OK)
    return CUTE_ERROR;
  for (unsigned i = 1; i <= 4; ++i) {
    int64_t size;
    int64_t values = cuteAtomCallValues(at, kMmaRoles[i - 1]);
    if (descOperand(at, i) ? checkDescView(in, i, values, err) != CUTE_OK
                           : checkTensor(in, i, elems[i - 1], values,
                                         CUTE_SPACE_RMEM, "rmem", &size,
                                         err) != CUTE_OK)
      return CUTE_ERROR;
  }
  return cuteInferResults(in, out, 0, err);
}

/*===--- cute.copy and cute.gemm ------------------------------------------===*/

/* Size of mode `i` of operand `op`'s layout (the whole rest from mode i
 * on when `rest`); -1 when not static or past the rank. */
static int64_t modeSize(const CuteInferArgs *in, unsigned op, unsigned i,
                        bool rest) {
  const CuteNode *shape = cuteTypedLayout(&in->operands[op]).shape;
  unsigned r = cuteNodeRank(shape);
  if (i >= r)
    return rest ? 1 : -1;
  int64_t n = 1;
  for (unsigned k = i; k < (rest ? r : i + 1); ++k) {
    const CuteNode *s;
    if (cuteTupleProduct(in->arena, cuteNodeGet(shape, k), &s, NULL) !=
            CUTE_OK ||
        s->kind != CUTE_NODE_INT)
      return -1;
    n *= s->value;
  }
  return n;
}

/* A memref operand of `elem` in `space` (-1: gmem, smem or rmem); a
 * register fragment has a static layout. */
static CuteStatus checkWhole(const CuteInferArgs *in, unsigned i, MlirType elem,
                             int space, const char *spaceText, CuteError *err) {
  char name[64];
  const CuteTyped *t = &in->operands[i];
  operandName(in, i, name, sizeof name);
  if (t->kind != CUTE_TYPE_MEMREF)
    return cuteErrorSet(err, in->name, (int)i,
                        "%s must be a !cute.memref (coordinate tensors are "
                        "TMA's, whose atoms take them)",
                        name);
  if (!mlirTypeEqual(t->elem, elem))
    return cuteErrorSet(err, in->name, (int)i,
                        "%s must hold %s values (the atom's), got %s", name,
                        typeText(in, elem), typeText(in, t->elem));
  if (space >= 0 ? (int)t->space != space : t->space == CUTE_SPACE_GENERIC)
    return cuteErrorSet(err, in->name, (int)i,
                        "%s must be in %s for this atom, got %s", name,
                        spaceText, cuteSpaceName(t->space));
  if (t->space == CUTE_SPACE_RMEM && !layoutStatic(t))
    return cuteErrorSet(err, in->name, (int)i,
                        "%s is a register fragment and needs a static "
                        "layout (its values become registers)",
                        name);
  return CUTE_OK;
}

/* Mode 0 of operand i holds a whole number of atom applications of `v`
 * values each (0: any static count, one application); their count goes to
 * *apps. */
static CuteStatus checkMode0(const CuteInferArgs *in, unsigned i, int64_t v,
                             int64_t *apps, CuteError *err) {
  char name[64];
  operandName(in, i, name, sizeof name);
  int64_t n = modeSize(in, i, 0, false);
  if (n < 1)
    return cuteErrorSet(err, in->name, (int)i,
                        "%s: mode 0 (the values of one thread) must have a "
                        "static size",
                        name);
  if (v > 0 && n % v)
    return cuteErrorSet(err, in->name, (int)i,
                        "%s: mode 0 holds %lld values, not a multiple of the "
                        "%lld one application of the atom takes",
                        name, (long long)n, (long long)v);
  *apps = v > 0 ? n / v : 1;
  return CUTE_OK;
}

/* copy(atom | tiled_copy, src, dst[, pred]): src and dst (V, Rest...) with
 * V a whole number of the atom's values and as many rest elements; the
 * predicate, one i8 per atom application, (RestV, Rest...) (ATOMS_GEMM.md
 * 1.2). cute-desugar expands it into copy_atom_calls. */
CuteStatus cuteInferCopy(const CuteInferArgs *in, CuteInferred *out,
                         CuteError *err) {
  const CuteAtom *at = in->operands[0].atom;
  if (!at)
    return cuteErrorSet(err, in->name, 0, "operand #0 (atom) has no atom");
  if (cuteAtomIsTma(at))
    return cuteInferTmaCopy(in, out, false, err);
  int srcSpace, dstSpace;
  const char *srcText, *dstText;
  copySpaces(at, &srcSpace, &dstSpace, &srcText, &dstText);
  if (checkWhole(in, 1, at->val, srcSpace, srcText, err) != CUTE_OK ||
      checkWhole(in, 2, at->val, dstSpace, dstText, err) != CUTE_OK)
    return CUTE_ERROR;
  int64_t vs = cuteAtomCallValues(at, CUTE_ATOM_SRC);
  int64_t vd = cuteAtomCallValues(at, CUTE_ATOM_DST), as, ad;
  if (checkMode0(in, 1, vs, &as, err) != CUTE_OK ||
      checkMode0(in, 2, vd, &ad, err) != CUTE_OK)
    return CUTE_ERROR;
  if (vs == 0 && modeSize(in, 1, 0, false) != modeSize(in, 2, 0, false))
    return cuteErrorSet(err, in->name, 2,
                        "operand #2 (dst): mode 0 must hold as many values "
                        "as operand #1 (src)'s, %lld, got %lld",
                        (long long)modeSize(in, 1, 0, false),
                        (long long)modeSize(in, 2, 0, false));
  if (as != ad)
    return cuteErrorSet(err, in->name, 2,
                        "operand #2 (dst): mode 0 makes %lld application%s "
                        "of the atom, operand #1 (src)'s %lld",
                        (long long)ad, ad == 1 ? "" : "s", (long long)as);
  int64_t rs = modeSize(in, 1, 1, true), rd = modeSize(in, 2, 1, true);
  if (rs >= 0 && rd >= 0 && rs != rd)
    return cuteErrorSet(err, in->name, 2,
                        "operand #2 (dst) has %lld elements past mode 0, "
                        "operand #1 (src) %lld: they must be equal",
                        (long long)rd, (long long)rs);
  if (in->numOperands < 4)
    return cuteInferResults(in, out, 0, err);
  const CuteTyped *p = &in->operands[3];
  if (at->kind != CUTE_ATOM_UNIVERSAL_COPY &&
      at->kind != CUTE_ATOM_SIMT_ASYNC_COPY)
    return cuteErrorSet(err, in->name, 3,
                        "operand #3 (pred): an %s atom is warp-collective "
                        "and takes no predicate",
                        cuteAtomKindName(at->kind));
  if (p->kind != CUTE_TYPE_MEMREF || !mlirTypeIsAInteger(p->elem) ||
      mlirIntegerTypeGetWidth(p->elem) != 8 || p->space != CUTE_SPACE_RMEM ||
      !layoutStatic(p))
    return cuteErrorSet(err, in->name, 3,
                        "operand #3 (pred) must be a static i8 register "
                        "fragment (!cute.memref<i8, rmem, ...>)");
  int64_t p0 = modeSize(in, 3, 0, false), pr = modeSize(in, 3, 1, true);
  /* An auto-vectorising universal_copy (no bits) may take src's shape:
   * one predicate per value, each value its own application (NVIDIA's
   * elementwise_add). */
  if (vs == 0 && p0 == modeSize(in, 1, 0, false))
    as = p0;
  if (p0 != as || pr != rs)
    return cuteErrorSet(err, in->name, 3,
                        "operand #3 (pred) must hold one element per atom "
                        "application, (%lld, %lld elements past mode 0)%s, "
                        "got (%lld, %lld)",
                        (long long)as, (long long)rs,
                        vs == 0 ? ", or one per value of src" : "",
                        (long long)p0, (long long)pr);
  return cuteInferResults(in, out, 0, err);
}

/* gemm(tiled_mma | atom, D, A, B, C): D and C (V,M,N), A (V,M[,K]), B
 * (V,N[,K]), all register fragments, V the atom's values of each
 * (ATOMS_GEMM.md 1.2). cute-desugar expands it into mma_atom_calls. */
CuteStatus cuteInferGemm(const CuteInferArgs *in, CuteInferred *out,
                         CuteError *err) {
  const CuteAtom *at;
  MlirType elems[4];
  if (mmaOperands(in, &at, elems, err) != CUTE_OK)
    return CUTE_ERROR;
  static const unsigned kRankMin[] = {3, 2, 2, 3}, kRankMax[] = {3, 3, 3, 3};
  for (unsigned i = 1; i <= 4; ++i) {
    char name[64];
    operandName(in, i, name, sizeof name);
    if (descOperand(at, i) ? checkDescView(in, i, 0, err) != CUTE_OK
                           : checkWhole(in, i, elems[i - 1], CUTE_SPACE_RMEM,
                                        "rmem", err) != CUTE_OK)
      return CUTE_ERROR;
    unsigned r = cuteNodeRank(cuteTypedLayout(&in->operands[i]).shape);
    if (r < kRankMin[i - 1] || r > kRankMax[i - 1])
      return cuteErrorSet(err, in->name, (int)i,
                          "%s must be of rank %s, got rank %u", name,
                          i == 2   ? "2 (V,M) or 3 (V,M,K)"
                          : i == 3 ? "2 (V,N) or 3 (V,N,K)"
                                   : "3 (V,M,N)",
                          r);
    int64_t v = cuteAtomCallValues(at, kMmaRoles[i - 1]);
    if (modeSize(in, i, 0, false) != v)
      return cuteErrorSet(err, in->name, (int)i,
                          "%s: mode 0 must hold the %lld value%s of one "
                          "application of the atom, got %lld",
                          name, (long long)v, v == 1 ? "" : "s",
                          (long long)modeSize(in, i, 0, false));
  }
  unsigned ra = cuteNodeRank(cuteTypedLayout(&in->operands[2]).shape);
  unsigned rb = cuteNodeRank(cuteTypedLayout(&in->operands[3]).shape);
  if (ra != rb)
    return cuteErrorSet(err, in->name, 3,
                        "operand #3 (b) must have operand #2 (a)'s rank, %u, "
                        "got %u",
                        ra, rb);
  /* (operand, mode) pairs that must agree: M, N and K. */
  static const struct {
    unsigned op, mode, refOp, refMode;
    const char *what;
  } kAgree[] = {{1, 1, 2, 1, "M"},
                {4, 1, 2, 1, "M"},
                {1, 2, 3, 1, "N"},
                {4, 2, 3, 1, "N"},
                {3, 2, 2, 2, "K"}};
  for (unsigned k = 0; k < sizeof kAgree / sizeof kAgree[0]; ++k) {
    int64_t x = modeSize(in, kAgree[k].op, kAgree[k].mode, false);
    int64_t y = modeSize(in, kAgree[k].refOp, kAgree[k].refMode, false);
    if (kAgree[k].what[0] == 'K' && ra == 2)
      continue;
    if (x < 1 || y < 1)
      return cuteErrorSet(err, in->name, (int)kAgree[k].op,
                          "the %s extents must be static", kAgree[k].what);
    if (x != y)
      return cuteErrorSet(
          err, in->name, (int)kAgree[k].op,
          "operand #%u (%s) has %s = %lld, operand #%u (%s) "
          "%lld",
          kAgree[k].op,
          cuteOperandSlotName(in->info, in->numOperands, kAgree[k].op),
          kAgree[k].what, (long long)x, kAgree[k].refOp,
          cuteOperandSlotName(in->info, in->numOperands, kAgree[k].refOp),
          (long long)y);
  }
  return cuteInferResults(in, out, 0, err);
}
