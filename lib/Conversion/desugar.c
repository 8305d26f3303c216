/* cute-desugar (docs/atoms.md, ATOMS_GEMM.md 2.3, 2.4, 3.1): every
 * cute.copy and cute.gemm becomes one cute.copy_atom_call /
 * cute.mma_atom_call per atom application, over static coordinates, as
 * NVIDIA's CuteDesugar stage writes them. The tensors of each call are
 * cute.slice ops of the operands at cute.static coordinates, so register
 * fragments keep static offsets (their allocas become registers).
 *
 * copy (CuTe's copy and Copy_Atom::call): for each element i of the rest
 * (modes 1.., column-major), for each application j of mode 0 (mode 0 is
 * (AtomVal, RestV...) when it holds more than one application: RestV is
 * peeled, innermost first), one call on src(peel(j), i), dst(peel(j), i),
 * gated by pred(j, i).
 * gemm (CuTe's gemm.hpp, dispatch [5] then [4]): k outer, then (m,n) in
 * the order set by the bytes of one application's A and B values: (8,8)
 * and (8,4) row-major serpentine, (4,4) row-major serpentine over pairs
 * of m, the rest column-major serpentine; wgmma (sm90.mma, A and B
 * descriptors) k, m, n without serpentine, as NVIDIA's stage 004 loops. */
#include "conversion.h"

#include "array_grow.h"

#include "cute-c/Algebra.h"
#include "dialect.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Coordinates are short; 512 bytes hold any the kernels use. */
#define CRD_CAP 512

typedef struct Slice {
  MlirValue base;
  char crd[CRD_CAP];
  MlirValue value;
} Slice;

typedef struct Desugar {
  MlirContext ctx;
  MlirOperation op; /* the copy or gemm being expanded */
  MlirLocation loc;
  MlirBlock block;
  CuteArena *arena;
  CuteTypeCache *types;
  Slice *slices; /* the slices made for this op, reused */
  size_t nslices, capslices;
  bool failed;
} Desugar;

static bool fail(Desugar *d, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static bool fail(Desugar *d, const char *fmt, ...) {
  char msg[600];
  int n = snprintf(msg, sizeof msg,
                   "%s: ", mlirIdentifierStr(mlirOperationGetName(d->op)).data);
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg + n, sizeof msg - (size_t)n, fmt, ap);
  va_end(ap);
  mlirEmitError(d->loc, msg);
  d->failed = true;
  return false;
}

static const CuteTyped *typed(Desugar *d, MlirValue v) {
  const char *error = NULL;
  const CuteTyped *t = cuteTypeCacheGet(d->types, mlirValueGetType(v), &error);
  if (!t)
    fail(d, "%s", error ? error : "out of memory");
  return t;
}

static MlirOperation emit(Desugar *d, const char *name, const MlirValue *ops,
                          intptr_t nops, const MlirType *results,
                          intptr_t nres) {
  MlirOperationState st =
      mlirOperationStateGet(mlirStringRefCreateFromCString(name), d->loc);
  mlirOperationStateAddOperands(&st, nops, ops);
  mlirOperationStateAddResults(&st, nres, results);
  MlirOperation op = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperationBefore(d->block, d->op, op);
  return op;
}

/* base sliced at the coordinate `crd` (text), made once per op. */
static MlirValue slice(Desugar *d, MlirValue base, const char *crd) {
  for (size_t i = 0; i < d->nslices; ++i)
    if (mlirValueEqual(d->slices[i].base, base) &&
        !strcmp(d->slices[i].crd, crd))
      return d->slices[i].value;
  MlirValue none = {NULL};
  char text[CRD_CAP + 32];
  snprintf(text, sizeof text, "!cute.coord<\"%s\">", crd);
  MlirType ct = mlirTypeParseGet(d->ctx, mlirStringRefCreateFromCString(text));
  if (mlirTypeIsNull(ct))
    return fail(d, "cannot make the coordinate %s", crd), none;
  const char *error = NULL;
  const CuteTyped *bt = typed(d, base);
  const CuteTyped *cty = cuteTypeCacheGet(d->types, ct, &error);
  if (!bt || !cty)
    return fail(d, "cannot read the coordinate %s", crd), none;
  CuteTyped ops[2] = {*bt, *cty};
  CuteInferArgs args;
  cuteInferArgsInit(&args, d->arena, (MlirOperation){NULL},
                    cuteOpGet(CUTE_OP_slice));
  args.operands = ops;
  args.numOperands = 2;
  CuteInferred r;
  CuteError err;
  MlirType rt = {NULL};
  if (cuteInfer(&args, &r, &err) == CUTE_OK && r.count == 1)
    rt = cuteTypedToMlirType(d->ctx, d->arena, &r.types[0], &err);
  if (mlirTypeIsNull(rt)) {
    char msg[CUTE_ERROR_TEXT_CAP];
    cuteErrorFormat(&err, "cute.slice", msg, sizeof msg);
    return fail(d, "slicing an operand at %s: %s", crd, msg), none;
  }
  MlirValue c =
      mlirOperationGetResult(emit(d, "cute.static", NULL, 0, &ct, 1), 0);
  MlirValue sops[2] = {base, c};
  MlirValue v =
      mlirOperationGetResult(emit(d, "cute.slice", sops, 2, &rt, 1), 0);
  Slice *grown = cuteArrayGrow(d->slices, &d->capslices, d->nslices + 1,
                               sizeof *grown, 64);
  if (!grown)
    return fail(d, "out of memory"), none;
  d->slices = grown;
  Slice *s = &d->slices[d->nslices++];
  s->base = base;
  snprintf(s->crd, sizeof s->crd, "%s", crd);
  s->value = v;
  return v;
}

/*===--- Shapes and coordinates -------------------------------------------===*/

/* Static size of a shape node; -1 when dynamic. */
static int64_t sizeOf(Desugar *d, const CuteNode *n) {
  const CuteNode *s;
  if (cuteTupleProduct(d->arena, n, &s, NULL) != CUTE_OK ||
      s->kind != CUTE_NODE_INT)
    return -1;
  return s->value;
}

static const CuteNode *shapeOf(const CuteTyped *t) {
  return cuteTypedLayout(t).shape;
}

/* Appends to buf (cap CRD_CAP) what fmt says; false when it does not fit. */
static bool put(char *buf, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static bool put(char *buf, const char *fmt, ...) {
  size_t n = strlen(buf);
  va_list ap;
  va_start(ap, fmt);
  int w = vsnprintf(buf + n, CRD_CAP - n, fmt, ap);
  va_end(ap);
  return w >= 0 && (size_t)w < CRD_CAP - n;
}

/* Atom applications in mode `m` of `v` values each: mode m is the atom's
 * values, or (AtomVal, RestV...) with the atom's values peeled out of its
 * first sub-mode; -1 when it is neither. */
static int64_t apps(Desugar *d, const CuteNode *m, int64_t v) {
  int64_t n = sizeOf(d, m);
  if (n < 0 || n % v)
    return -1;
  if (n == v || v == 1)
    return n / v;
  if (m->kind != CUTE_NODE_TUPLE || m->count < 2)
    return -1;
  int64_t first = apps(d, m->u.elems[0], v);
  return first < 0 ? -1 : n / v;
}

/* The coordinate of application j of mode m (as apps counts them): `_` for
 * the atom's values, the rest at j, column-major, innermost first. */
static bool peel(Desugar *d, char *buf, const CuteNode *m, int64_t v,
                 int64_t j) {
  if (sizeOf(d, m) == v)
    return put(buf, "_");
  if (v == 1) /* one value per application: j indexes mode m itself */
    return put(buf, "%lld", (long long)j);
  int64_t n0 = apps(d, m->u.elems[0], v);
  if (!put(buf, "(") || !peel(d, buf, m->u.elems[0], v, j % n0))
    return false;
  j /= n0;
  for (unsigned k = 1; k < m->count; ++k) {
    int64_t e = sizeOf(d, m->u.elems[k]);
    if (!put(buf, ",%lld", (long long)(j % e)))
      return false;
    j /= e;
  }
  return put(buf, ")");
}

/* ",c1,c2,..": element i of the modes from `from` on of `shape`,
 * column-major, one integer per top mode. */
static bool rest(Desugar *d, char *buf, const CuteNode *shape, unsigned from,
                 int64_t i) {
  for (unsigned k = from; k < cuteNodeRank(shape); ++k) {
    int64_t e = sizeOf(d, cuteNodeGet(shape, k));
    if (!put(buf, ",%lld", (long long)(i % e)))
      return false;
    i /= e;
  }
  return true;
}

/* Every mode of `t` from `from` on static; the rest's size in *n. */
static bool staticRest(Desugar *d, const CuteTyped *t, unsigned from,
                       unsigned operand, int64_t *n) {
  const CuteNode *shape = shapeOf(t);
  *n = 1;
  for (unsigned k = from; k < cuteNodeRank(shape); ++k) {
    int64_t e = sizeOf(d, cuteNodeGet(shape, k));
    if (e < 0) {
      const char *s = cuteValueToString(d->arena, cuteValueFromNode(shape));
      return fail(d,
                  "operand #%u's mode %u is dynamic (shape \"%s\"): only "
                  "static extents are expanded into atom calls so far",
                  operand, k, s ? s : "?");
    }
    *n *= e;
  }
  return true;
}

/*===--- copy -------------------------------------------------------------===*/

/* The coordinate of application j of mode 0 (v values each; v = 0: the
 * predicate's element j) at rest element i of `shape`: "(m0,r1,r2..)",
 * or m0 alone for a shape of one leaf. */
static bool copyCoord(Desugar *d, char *buf, const CuteNode *shape, int64_t v,
                      int64_t j, int64_t i) {
  bool tuple = shape->kind == CUTE_NODE_TUPLE;
  const CuteNode *m0 = cuteNodeGet(shape, 0);
  return (!tuple || put(buf, "(")) &&
         (v ? peel(d, buf, m0, v, j) : put(buf, "%lld", (long long)j)) &&
         rest(d, buf, shape, 1, i) && (!tuple || put(buf, ")"));
}

static bool expandCopy(Desugar *d) {
  MlirValue atom = mlirOperationGetOperand(d->op, 0);
  MlirValue src = mlirOperationGetOperand(d->op, 1);
  MlirValue dst = mlirOperationGetOperand(d->op, 2);
  bool hasPred = mlirOperationGetNumOperands(d->op) == 4;
  MlirValue pred = hasPred ? mlirOperationGetOperand(d->op, 3) : src;
  const CuteTyped *at = typed(d, atom), *ts = typed(d, src),
                  *td = typed(d, dst), *tp = typed(d, pred);
  if (!at || !ts || !td || !tp)
    return false;
  const CuteNode *ss = shapeOf(ts), *sd = shapeOf(td), *sp = shapeOf(tp);
  int64_t vs = cuteAtomCallValues(at->atom, CUTE_ATOM_SRC);
  int64_t vd = cuteAtomCallValues(at->atom, CUTE_ATOM_DST);
  if (vs == 0) {
    /* universal_copy without bits: mode 0 in one call, or element by
     * element when the predicate has one element per value of mode 0. */
    int64_t n0 = sizeOf(d, cuteNodeGet(ss, 0));
    vs = vd = hasPred && sizeOf(d, cuteNodeGet(sp, 0)) == n0 ? 1 : n0;
  }
  int64_t as = apps(d, cuteNodeGet(ss, 0), vs);
  int64_t ad = apps(d, cuteNodeGet(sd, 0), vd);
  if (as < 0 || ad < 0 || as != ad)
    return fail(d,
                "mode 0 of operand #%u is not (AtomVal, RestV...) with the "
                "atom's %lld values first",
                as < 0 ? 1 : 2, (long long)(as < 0 ? vs : vd));
  int64_t nrs, nrd, nrp;
  if (!staticRest(d, ts, 1, 1, &nrs) || !staticRest(d, td, 1, 2, &nrd) ||
      (hasPred && !staticRest(d, tp, 0, 3, &nrp)))
    return false;
  for (int64_t i = 0; i < nrs; ++i)
    for (int64_t j = 0; j < as; ++j) {
      char cs[CRD_CAP] = "", cd[CRD_CAP] = "", cp[CRD_CAP] = "";
      if (!copyCoord(d, cs, ss, vs, j, i) || !copyCoord(d, cd, sd, vd, j, i) ||
          (hasPred && !copyCoord(d, cp, sp, 0, j, i)))
        return fail(d, "a coordinate is too long");
      MlirValue ops[4] = {atom, slice(d, src, cs), slice(d, dst, cd),
                          hasPred ? slice(d, pred, cp) : src};
      if (d->failed)
        return false;
      emit(d, "cute.copy_atom_call", ops, hasPred ? 4 : 3, NULL, 0);
    }
  return true;
}

/*===--- gemm -------------------------------------------------------------===*/

typedef struct Gemm {
  MlirValue atom, dv, av, bv, cv;
  const CuteNode *sd, *sa, *sb;
  bool hasK;
} Gemm;

/* One application: D(_,m,n) = A(_,m,k) B(_,n,k) + C(_,m,n). */
static bool call(Desugar *d, const Gemm *g, int64_t m, int64_t n, int64_t k) {
  char ca[CRD_CAP] = "", cb[CRD_CAP] = "", cc[CRD_CAP] = "";
  if (g->hasK) {
    put(ca, "(_,%lld,%lld)", (long long)m, (long long)k);
    put(cb, "(_,%lld,%lld)", (long long)n, (long long)k);
  } else {
    put(ca, "(_,%lld)", (long long)m);
    put(cb, "(_,%lld)", (long long)n);
  }
  put(cc, "(_,%lld,%lld)", (long long)m, (long long)n);
  MlirValue ops[5] = {g->atom, slice(d, g->dv, cc), slice(d, g->av, ca),
                      slice(d, g->bv, cb), slice(d, g->cv, cc)};
  if (d->failed)
    return false;
  emit(d, "cute.mma_atom_call", ops, 5, NULL, 0);
  return true;
}

static bool expandGemm(Desugar *d) {
  Gemm g;
  g.atom = mlirOperationGetOperand(d->op, 0);
  g.dv = mlirOperationGetOperand(d->op, 1);
  g.av = mlirOperationGetOperand(d->op, 2);
  g.bv = mlirOperationGetOperand(d->op, 3);
  g.cv = mlirOperationGetOperand(d->op, 4);
  const CuteTyped *ta = typed(d, g.av), *tb = typed(d, g.bv),
                  *td = typed(d, g.dv);
  if (!ta || !tb || !td)
    return false;
  g.sa = shapeOf(ta), g.sb = shapeOf(tb), g.sd = shapeOf(td);
  g.hasK = cuteNodeRank(g.sa) == 3;
  int64_t M = sizeOf(d, cuteNodeGet(g.sa, 1)),
          N = sizeOf(d, cuteNodeGet(g.sb, 1));
  int64_t K = g.hasK ? sizeOf(d, cuteNodeGet(g.sa, 2)) : 1;
  if (M < 0 || N < 0 || K < 0)
    return fail(d, "M, N and K must be static to be expanded into atom "
                   "calls so far");
  int64_t ba = sizeOf(d, cuteNodeGet(g.sa, 0)) * (ta->elemBits / 8);
  int64_t bb = sizeOf(d, cuteNodeGet(g.sb, 0)) * (tb->elemBits / 8);
  const CuteTyped *tm = typed(d, g.atom);
  bool wgmma = tm && tm->atom && tm->atom->kind == CUTE_ATOM_SM90_MMA;
  for (int64_t k = 0; k < K; ++k) {
    if (wgmma) {
      /* NVIDIA's stage 004: k, m, n loops, n innermost, no serpentine. */
      for (int64_t m = 0; m < M; ++m)
        for (int64_t n = 0; n < N; ++n)
          if (!call(d, &g, m, n, k))
            return false;
    } else if ((ba == 8 && bb == 8) || (ba == 8 && bb == 4)) {
      for (int64_t m = 0; m < M; ++m)
        for (int64_t n = 0; n < N; ++n)
          if (!call(d, &g, m, (m & 1) ? N - 1 - n : n, k))
            return false;
    } else if (ba == 4 && bb == 4) {
      for (int64_t m = 0; m < M; m += 2)
        for (int64_t n = 0; n < N; ++n) {
          int64_t ns = (m & 2) ? N - 1 - n : n;
          if (!call(d, &g, m, ns, k) ||
              (m + 1 < M && !call(d, &g, m + 1, ns, k)))
            return false;
        }
    } else {
      for (int64_t n = 0; n < N; ++n)
        for (int64_t m = 0; m < M; ++m)
          if (!call(d, &g, (n & 1) ? M - 1 - m : m, n, k))
            return false;
    }
  }
  return true;
}

/*===--- The pass ---------------------------------------------------------===*/

/* The ops the pass expands (collected first, rewritten after the walk). */
static bool isCopyOrGemm(MlirOperation op, void *ctx) {
  (void)ctx;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  return (name.length == 9 && !memcmp(name.data, "cute.copy", 9)) ||
         (name.length == 9 && !memcmp(name.data, "cute.gemm", 9));
}

MlirLogicalResult cuteDesugar(MlirOperation root) {
  if (mlirLogicalResultIsFailure(cuteVerifyOurOps(root)))
    return mlirLogicalResultFailure();
  CuteOpList ops = {0};
  bool collected = cuteOpListCollect(&ops, root, isCopyOrGemm, NULL);
  Desugar d;
  memset(&d, 0, sizeof d);
  d.ctx = mlirOperationGetContext(root);
  d.arena = cuteArenaCreate();
  d.types = cuteTypeCacheCreate();
  bool ok = collected && d.arena && d.types;
  if (!ok)
    mlirEmitError(mlirOperationGetLocation(root),
                  "cute-desugar: out of memory");
  for (size_t i = 0; ok && i < ops.count; ++i) {
    d.op = ops.ops[i];
    d.loc = mlirOperationGetLocation(d.op);
    d.block = mlirOperationGetBlock(d.op);
    d.nslices = 0;
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(d.op));
    ok = name.data[5] == 'c' ? expandCopy(&d) : expandGemm(&d);
    if (ok)
      mlirOperationDestroy(d.op);
  }
  cuteOpListFree(&ops);
  free(d.slices);
  if (d.types)
    cuteTypeCacheDestroy(d.types);
  if (d.arena)
    cuteArenaDestroy(d.arena);
  if (!ok)
    return mlirLogicalResultFailure();
  /* The atom calls made here are checked as written ones are. */
  return cuteVerifyOurOps(root);
}
