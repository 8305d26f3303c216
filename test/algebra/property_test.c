/* Property tests over thousands of random static layouts (seeded, so runs
 * are reproducible): composition, complement, inverses, coalesce/flatten,
 * divide/product definitions and parse/print round trips. Functions are
 * compared point by point with a small flat evaluator of our own, itself
 * cross-checked against cuteLayoutEval on samples. */
#include "test_util.h"

#include <stdlib.h>
#include <string.h>

#define CASES 3000
#define MAX_SIZE 1024 /* domain bound of generated layouts */
#define MAX_FLAT 256  /* leaves of any layout we evaluate */

/*---- PRNG (splitmix64): deterministic across platforms ----*/
static uint64_t rngState = 0x2545F4914F6CDD1DULL;
static uint64_t rnd(void) {
  uint64_t z = (rngState += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}
static int rndInt(int n) { return (int)(rnd() % (uint64_t)n); }

/*---- Flat evaluation: leaves in order, colexicographic, last mode open ---*/
typedef struct Flat {
  unsigned n;
  int64_t s[MAX_FLAT], d[MAX_FLAT];
  int64_t size;
} Flat;

static bool flatWalk(const CuteNode *s, const CuteNode *d, Flat *f) {
  if (s->kind == CUTE_NODE_TUPLE) {
    if (d->kind != CUTE_NODE_TUPLE || d->count != s->count)
      return false;
    for (unsigned i = 0; i < s->count; ++i)
      if (!flatWalk(s->u.elems[i], d->u.elems[i], f))
        return false;
    return true;
  }
  if (s->kind != CUTE_NODE_INT || d->kind != CUTE_NODE_INT || f->n == MAX_FLAT)
    return false;
  f->s[f->n] = s->value;
  f->d[f->n++] = d->value;
  f->size *= s->value;
  return true;
}

/* False when the layout is not a static integer layout we can evaluate.
 * Extent-1 leaves are dropped (all but the last when all are extent 1):
 * CuTe extends a layout past its size through its last mode after
 * coalescing, where such leaves are gone. */
static bool flatOf(CuteLayout l, Flat *f) {
  f->n = 0;
  f->size = 1;
  if (!l.shape || !l.stride || !flatWalk(l.shape, l.stride, f))
    return false;
  unsigned k = 0;
  for (unsigned i = 0; i < f->n; ++i) {
    if (f->s[i] == 1 && (k > 0 || i + 1 < f->n))
      continue;
    f->s[k] = f->s[i];
    f->d[k++] = f->d[i];
  }
  f->n = k;
  return true;
}

static int64_t flatEval(const Flat *f, int64_t idx) {
  int64_t r = 0;
  for (unsigned k = 0; k < f->n; ++k) {
    int64_t c = idx;
    if (k + 1 < f->n && f->s[k] > 0) {
      c = idx % f->s[k];
      idx /= f->s[k];
    }
    r += c * f->d[k];
  }
  return r;
}

/*---- Random layouts ----*/
static const int64_t kExt[] = {1, 2, 3, 4, 5, 6, 8, 12, 16, 32};

typedef struct Gen {
  char tmpl[128]; /* structure, `#` per leaf */
  unsigned len, n;
  int64_t ext[32], str[32];
  int64_t size;
} Gen;

static void genTree(Gen *g, int depth, bool top) {
  if (depth == 0 || g->n >= 12 || (!top && rndInt(2))) {
    g->tmpl[g->len++] = '#';
    g->n++;
    return;
  }
  int rank = 1 + rndInt(4);
  g->tmpl[g->len++] = '(';
  for (int i = 0; i < rank; ++i) {
    if (i)
      g->tmpl[g->len++] = ',';
    genTree(g, depth - 1, false);
  }
  g->tmpl[g->len++] = ')';
}

/* Extents from kExt, shrunk so the size stays within MAX_SIZE. */
static int64_t genMax = MAX_SIZE; /* size bound of the next layout */

static void genExtents(Gen *g) {
  g->size = 1;
  for (unsigned i = 0; i < g->n; ++i) {
    int k = rndInt(10);
    while (k > 0 && g->size * kExt[k] > genMax)
      k--;
    g->ext[i] = kExt[k];
    g->size *= kExt[k];
  }
}

enum { COLMAJOR, PERMUTED, PADDED, ZEROS, ARBITRARY, STYLES };

/* Compact strides in a random leaf order, optionally padded. */
static void genStrides(Gen *g, int style) {
  unsigned perm[32];
  for (unsigned i = 0; i < g->n; ++i)
    perm[i] = i;
  for (unsigned i = g->n; style != COLMAJOR && i > 1; --i) {
    unsigned j = (unsigned)rndInt((int)i), t = perm[i - 1];
    perm[i - 1] = perm[j];
    perm[j] = t;
  }
  int64_t cur = 1;
  for (unsigned i = 0; i < g->n; ++i) {
    if (style == PADDED && cur < 4096 && rndInt(3) == 0)
      cur *= 2 + rndInt(2);
    g->str[perm[i]] = cur;
    cur *= g->ext[perm[i]];
  }
  for (unsigned i = 0; i < g->n; ++i) {
    if (style == ZEROS && rndInt(3) == 0)
      g->str[i] = 0;
    if (style == ARBITRARY)
      g->str[i] = rndInt(3) ? rndInt(40) : 0;
  }
}

static void fill(const Gen *g, const int64_t *vals, char *out) {
  unsigned k = 0;
  size_t n = 0;
  for (unsigned i = 0; i < g->len; ++i) {
    if (g->tmpl[i] == '#')
      n += (size_t)sprintf(out + n, "%lld", (long long)vals[k++]);
    else
      out[n++] = g->tmpl[i];
  }
  out[n] = '\0';
}

/* A random layout of the given style; its text goes to text (>= 600). */
static CuteLayout genLayout(int style, char *text) {
  Gen g;
  memset(&g, 0, sizeof g);
  genTree(&g, rndInt(4), true);
  genExtents(&g);
  genStrides(&g, style);
  char sh[300], st[300];
  fill(&g, g.ext, sh);
  fill(&g, g.str, st);
  sprintf(text, "%s:%s", sh, st);
  return tuL(text);
}


/*---- Tallies: a property passes, fails, or is skipped on an op error ----*/
typedef struct Prop {
  const char *name;
  long checked, skipped, failed;
} Prop;

static void propFail(Prop *p, const char *fmt, const char *a, const char *b) {
  p->failed++;
  tuTally.failed++;
  /* CUTE_PROP_VERBOSE=1 lists every failure, not just the first five. */
  if (p->failed <= 5 || getenv("CUTE_PROP_VERBOSE")) {
    fprintf(stderr, "FAIL %s: ", p->name);
    fprintf(stderr, fmt, a, b);
    fputc('\n', stderr);
  }
}

static void propPass(Prop *p) {
  p->checked++;
  tuTally.passed++;
}

/* print(parse) of an op result and parse(print) equality. */
static bool roundTrips(CuteLayout l) {
  char buf[TU_BUF];
  CuteLayout back;
  tuStrL(l, buf);
  return cuteParseLayout(tuArena, buf, strlen(buf), &back, NULL) == CUTE_OK &&
         tuLayoutEqual(l, back);
}

/* Our evaluator agrees with cuteLayoutEval on a few sample indices. */
static bool crossChecked(CuteLayout l, const Flat *f) {
  for (int k = 0; k < 4 && f->size > 0; ++k) {
    int64_t i = (int64_t)(rnd() % (uint64_t)f->size), v;
    if (!tuEvalInt(l, i, &v) || v != flatEval(f, i))
      return false;
  }
  return true;
}

/* Same size, and x(i) == y(i) on [0, size) (capped for speed). */
static bool sameFunction(const Flat *x, const Flat *y) {
  if (x->size != y->size)
    return false;
  int64_t n = x->size < (1 << 15) ? x->size : (1 << 15);
  for (int64_t i = 0; i < n; ++i)
    if (flatEval(x, i) != flatEval(y, i))
      return false;
  return true;
}

static int64_t cosizeOf(const Flat *f) {
  int64_t m = 0;
  for (unsigned k = 0; k < f->n; ++k)
    m += (f->s[k] - 1) * (f->d[k] < 0 ? -f->d[k] : f->d[k]);
  return m + 1;
}

static CuteLayout pair(CuteLayout x, CuteLayout y) {
  const CuteNode *s[2] = {x.shape, y.shape}, *d[2] = {x.stride, y.stride};
  CuteLayout r = {cuteTupleGet(tuArena, s, 2), cuteTupleGet(tuArena, d, 2)};
  return r;
}

/* `(1,1,..)` with the top-level rank of shape (`1` for a scalar). */
static const CuteNode *rankProfile(const CuteNode *shape) {
  const CuteNode *ones[64];
  unsigned n = cuteNodeRank(shape);
  if (shape->kind != CUTE_NODE_TUPLE || n > 64)
    return cuteIntGet(tuArena, 1);
  for (unsigned i = 0; i < n; ++i)
    ones[i] = cuteIntGet(tuArena, 1);
  return cuteTupleGet(tuArena, ones, n);
}

/*---- Properties, one random case per call ----*/

/* Generated text is canonical: print(parse(text)) == text, and back. */
static void propParsePrint(Prop *p) {
  char text[600], buf[TU_BUF];
  CuteLayout l = genLayout(rndInt(STYLES), text);
  Flat f;
  if (strcmp(tuStrL(l, buf), text) != 0 || !roundTrips(l))
    return propFail(p, "print(parse(%s)) = %s", text, buf);
  if (!flatOf(l, &f) || !crossChecked(l, &f))
    return propFail(p, "cuteLayoutEval of %s disagrees with %s", text,
                    "the reference evaluator");
  propPass(p);
}

static bool dividesEither(int64_t x, int64_t y) {
  return x != 0 && y != 0 && (x % y == 0 || y % x == 0);
}

/* CuTe defines A o B when, walking coalesced A's modes, each of B's
 * strides and then shapes divides or is divided by the extent it meets
 * (CuTe C++ asserts this statically; CuTe IR does not always check it).
 * Only such pairs are held to R(i) == A(B(i)). */
static bool admissible(const Flat *a, const Flat *b) {
  for (unsigned k = 0; k < b->n; ++k) {
    int64_t rs = b->s[k], rd = b->d[k] < 0 ? -b->d[k] : b->d[k];
    if (rd == 0)
      continue;
    for (unsigned i = 0; i + 1 < a->n; ++i) {
      int64_t cs = a->s[i];
      if (!dividesEither(cs, rd))
        return false;
      int64_t s1 = cs % rd == 0 ? cs / rd : 1;
      rd = rd % cs == 0 ? rd / cs : 1;
      if (rs == 1 || s1 == 1)
        continue;
      if (!dividesEither(rs, s1))
        return false;
      rs = rs % s1 == 0 ? rs / s1 : 1;
    }
  }
  return true;
}

/* R = A o B satisfies R(i) == A(B(i)) wherever B(i) lies in A's domain,
 * for every pair CuTe defines. */
static void propComposition(Prop *p) {
  char ta[600], tb[600];
  genMax = MAX_SIZE;
  CuteLayout a = genLayout(rndInt(STYLES), ta);
  genMax = 1 + rndInt(MAX_SIZE);
  CuteLayout b = genLayout(rndInt(STYLES), tb), r, ca;
  Flat fa, fb, fr, fca;
  if (cuteComposition(tuArena, a, cuteValueFromLayout(b), &r, NULL)) {
    p->skipped++;
    return;
  }
  if (!flatOf(a, &fa) || !flatOf(b, &fb) || !flatOf(r, &fr) ||
      fr.size != fb.size || !roundTrips(r))
    return propFail(p, "composition %s %s: bad result size", ta, tb);
  if (cuteCoalesce(tuArena, a, NULL, &ca, NULL) || !flatOf(ca, &fca) ||
      !admissible(&fca, &fb)) {
    p->skipped++;
    return;
  }
  for (int64_t i = 0; i < fb.size; ++i) {
    int64_t bi = flatEval(&fb, i);
    if (bi >= 0 && bi < fa.size && flatEval(&fr, i) != flatEval(&fa, bi))
      return propFail(p, "composition %s %s: R(i) != A(B(i))", ta, tb);
  }
  propPass(p);
}

/* (L, complement(L, cot)) is injective, has at least cot elements and,
 * for these divisibility-chain layouts, covers [0, cot). */
static void propComplement(Prop *p) {
  char tl[600], tc[24];
  CuteLayout l = genLayout(rndInt(3), tl), c; /* COLMAJOR..PADDED */
  Flat fl, fc;
  if (!flatOf(l, &fl))
    return propFail(p, "complement %s%s: unreadable input", tl, "");
  int64_t cot = cosizeOf(&fl) * (1 + rndInt(3));
  sprintf(tc, "%lld", (long long)cot);
  if (cuteComplement(tuArena, l, tuN(tc), &c, NULL)) {
    p->skipped++;
    return;
  }
  if (!flatOf(c, &fc) || !roundTrips(c) || fl.size * fc.size < cot)
    return propFail(p, "complement %s %s: too small", tl, tc);
  int64_t span = cosizeOf(&fl) + cosizeOf(&fc);
  unsigned char *seen = calloc((size_t)span, 1);
  bool ok = seen != NULL;
  for (int64_t j = 0; ok && j < fc.size; ++j)
    for (int64_t i = 0; ok && i < fl.size; ++i) {
      int64_t v = flatEval(&fl, i) + flatEval(&fc, j);
      ok = v >= 0 && v < span && !seen[v];
      if (ok)
        seen[v] = 1;
    }
  for (int64_t v = 0; ok && v < cot; ++v)
    ok = seen[v];
  free(seen);
  if (!ok)
    return propFail(p, "complement %s %s: overlap or gap", tl, tc);
  propPass(p);
}

/* L(R(i)) == i for i < size(R), for any layout. */
static void propRightInverse(Prop *p) {
  char tl[600];
  CuteLayout l = genLayout(rndInt(STYLES), tl), r;
  Flat fl, fr;
  if (cuteRightInverse(tuArena, l, &r, NULL)) {
    p->skipped++;
    return;
  }
  if (!flatOf(l, &fl) || !flatOf(r, &fr) || !roundTrips(r))
    return propFail(p, "right_inverse %s%s: unreadable result", tl, "");
  for (int64_t i = 0; i < fr.size; ++i)
    if (flatEval(&fl, flatEval(&fr, i)) != i)
      return propFail(p, "right_inverse %s%s: L(R(i)) != i", tl, "");
  propPass(p);
}

/* R(L(i)) == i for i < size(L), for injective L. */
static void propLeftInverse(Prop *p) {
  char tl[600];
  CuteLayout l = genLayout(rndInt(3), tl), r;
  Flat fl, fr;
  if (cuteLeftInverse(tuArena, l, &r, NULL)) {
    p->skipped++;
    return;
  }
  if (!flatOf(l, &fl) || !flatOf(r, &fr) || !roundTrips(r))
    return propFail(p, "left_inverse %s%s: unreadable result", tl, "");
  for (int64_t i = 0; i < fl.size; ++i)
    if (flatEval(&fr, flatEval(&fl, i)) != i)
      return propFail(p, "left_inverse %s%s: R(L(i)) != i", tl, "");
  propPass(p);
}

/* coalesce, coalesce by a rank profile, and flatten keep the function. */
static void propCoalesceFlatten(Prop *p) {
  char tl[600];
  CuteLayout l = genLayout(rndInt(STYLES), tl), c, cp;
  CuteValue fv;
  Flat fl, fc, fp, ff;
  const CuteNode *prof = rankProfile(l.shape);
  if (cuteCoalesce(tuArena, l, NULL, &c, NULL) ||
      cuteCoalesce(tuArena, l, prof, &cp, NULL) ||
      cuteFlatten(tuArena, cuteValueFromLayout(l), &fv, NULL)) {
    p->skipped++;
    return;
  }
  if (!flatOf(l, &fl) || !flatOf(c, &fc) || !flatOf(cp, &fp) ||
      fv.kind != CUTE_VAL_LAYOUT || !flatOf(fv.layout, &ff))
    return propFail(p, "coalesce/flatten %s%s: unreadable result", tl, "");
  if (!sameFunction(&fl, &fc) || cuteNodeDepth(c.shape) > 1)
    return propFail(p, "coalesce %s%s: changed the function", tl, "");
  if (!sameFunction(&fl, &fp) ||
      cuteNodeRank(cp.shape) != cuteNodeRank(l.shape))
    return propFail(p, "coalesce %s by rank profile%s: wrong", tl, "");
  if (!sameFunction(&fl, &ff) || cuteNodeDepth(fv.layout.shape) > 1 ||
      ff.n != fl.n)
    return propFail(p, "flatten %s%s: changed the function", tl, "");
  if (!roundTrips(c) || !roundTrips(cp) || !roundTrips(fv.layout))
    return propFail(p, "coalesce/flatten %s%s: round trip", tl, "");
  propPass(p);
}

/* Compares an op's result with its definition; a one-sided error is a
 * failure, both failing is a skip. */
static void compareDef(Prop *p, CuteStatus s1, CuteLayout r1, CuteStatus s2,
                       CuteLayout r2, const char *ta, const char *tb) {
  if (s1 && s2) {
    p->skipped++;
    return;
  }
  if (s1 || s2)
    return propFail(p, s1 ? "%s %s: op fails, its definition does not"
                          : "%s %s: op succeeds, its definition fails",
                    ta, tb);
  Flat f1, f2;
  if (!flatOf(r1, &f1) || !flatOf(r2, &f2) || !sameFunction(&f1, &f2))
    return propFail(p, "%s %s: differs from its definition", ta, tb);
  if (!roundTrips(r1))
    return propFail(p, "%s %s: result does not round-trip", ta, tb);
  propPass(p);
}

/* logical_divide(A,B) == A o (B, complement(B, shape(A))). The cotarget
 * is A's shape, consumed mode by mode, as CuTe and the conformance README
 * define it; with size(A) instead, uneven tilers would differ. */
static void propDivide(Prop *p) {
  char ta[600], tb[600];
  genMax = MAX_SIZE;
  CuteLayout a = genLayout(rndInt(STYLES), ta);
  genMax = 64;
  CuteLayout b = genLayout(rndInt(3), tb), d = {0}, c, r = {0};
  CuteStatus s1 = cuteDivide(tuArena, CUTE_DIVIDE_LOGICAL, a,
                             cuteValueFromLayout(b), &d, NULL);
  CuteStatus s2 = cuteComplement(tuArena, b, a.shape, &c, NULL);
  if (s2 == CUTE_OK)
    s2 = cuteComposition(tuArena, a, cuteValueFromLayout(pair(b, c)), &r,
                         NULL);
  compareDef(p, s1, d, s2, r, ta, tb);
}

/* logical_product(A,B) == (A, complement(A, size(A)*cosize(B)) o B). */
static void propProduct(Prop *p) {
  char ta[600], tb[600], cot[24];
  genMax = 256;
  CuteLayout a = genLayout(rndInt(3), ta);
  genMax = 32;
  /* Injective B only: products of non-injective layouts are refused. */
  CuteLayout b = genLayout(rndInt(3), tb), q = {0}, c, e = {0};
  Flat fa, fb;
  flatOf(a, &fa);
  flatOf(b, &fb);
  sprintf(cot, "%lld", (long long)(fa.size * cosizeOf(&fb)));
  CuteStatus s1 = cuteProduct(tuArena, CUTE_PRODUCT_LOGICAL, a,
                              cuteValueFromLayout(b), &q, NULL);
  CuteStatus s2 = cuteComplement(tuArena, a, tuN(cot), &c, NULL);
  if (s2 == CUTE_OK)
    s2 = cuteComposition(tuArena, c, cuteValueFromLayout(b), &e, NULL);
  compareDef(p, s1, q, s2, s2 ? e : pair(a, e), ta, tb);
}

typedef void (*PropFn)(Prop *);

/* Slicing `S<B,M,S> o off o L` at a coordinate: whatever the result (a
 * plain layout with the swizzle folded into its strides, or a composed
 * layout), it must differ from the input at that coordinate by one
 * constant, the offset the slice drops: C(crd + x) - R(x) is the same for
 * every x of the sliced domain. Strides are column-major or permuted, so
 * swizzled bits are often reached both alone and in pairs. */
static long swizzleDecayed, swizzleSplit; /* results of each kind */

static void propSwizzleSlice(Prop *p) {
  char text[600], sw[64], buf[TU_BUF], buf2[TU_BUF];
  genMax = 256;
  CuteLayout l = genLayout(rndInt(2) ? COLMAJOR : PERMUTED, text);
  CuteComposed c = {0};
  c.innerIsSwizzle = true;
  c.swizzle.bits = 1 + rndInt(3);
  c.swizzle.base = rndInt(5);
  c.swizzle.shift = c.swizzle.bits + rndInt(3);
  if (rndInt(3) == 0)
    c.swizzle.shift = -c.swizzle.shift;
  c.offset = cuteIntGet(tuArena, rndInt(4) ? 0 : rndInt(256));
  c.outer = l;
  sprintf(sw, "S<%d,%d,%d>", c.swizzle.bits, c.swizzle.base, c.swizzle.shift);
  /* A coordinate: per top-level mode `_` or an index in the mode. */
  unsigned rank = l.shape->kind == CUTE_NODE_TUPLE ? l.shape->count : 1;
  const CuteNode *leaf[32];
  bool kept = false;
  for (unsigned i = 0; i < rank; ++i) {
    const CuteNode *m = l.shape->kind == CUTE_NODE_TUPLE ? l.shape->u.elems[i]
                                                         : l.shape;
    const CuteNode *sz;
    CuteError e;
    if (cuteTupleProduct(tuArena, m, &sz, &e) != CUTE_OK) {
      p->skipped++;
      return;
    }
    bool wild = rndInt(2);
    kept |= wild;
    leaf[i] = wild ? cuteWildGet(tuArena)
                   : cuteIntGet(tuArena, rndInt((int)sz->value));
  }
  if (!kept)
    leaf[rndInt((int)rank)] = cuteWildGet(tuArena);
  const CuteNode *crd =
      l.shape->kind == CUTE_NODE_TUPLE ? cuteTupleGet(tuArena, leaf, rank)
                                       : leaf[0];
  CuteValue r;
  CuteLayout sliced;
  const CuteNode *move, *drop;
  CuteError e;
  if (cuteComposedSliceSwizzle(tuArena, c, crd, &r, &drop, &e) != CUTE_OK ||
      cuteLayoutSlice(tuArena, l, crd, &sliced, &move, &e) != CUTE_OK) {
    p->skipped++;
    return;
  }
  Flat fs, fr;
  CuteLayout rl = r.kind == CUTE_VAL_LAYOUT ? r.layout : r.composed.outer;
  if (!flatOf(sliced, &fs) || !flatOf(rl, &fr)) {
    p->skipped++;
    return;
  }
  int64_t base = 0;
  for (int64_t x = 0; x < fs.size; ++x) {
    int64_t want = cuteSwizzleApply(c.swizzle, c.offset->value + move->value +
                                                   flatEval(&fs, x));
    int64_t got = r.kind == CUTE_VAL_LAYOUT
                      ? flatEval(&fr, x)
                      : cuteSwizzleApply(c.swizzle, r.composed.offset->value +
                                                        flatEval(&fr, x));
    if (x == 0)
      base = want - got;
    /* The constant is the drop the slice reports (a memref's pointer
     * moves by it). */
    if (want - got != base || drop->kind != CUTE_NODE_INT ||
        drop->value != base) {
      snprintf(buf, sizeof buf, "%s o %lld o %s at %s", sw,
               (long long)c.offset->value, text, tuStrN(crd, buf2));
      char what[TU_BUF], dropText[TU_BUF];
      snprintf(what, sizeof what, "%s, drop %s, C - R %lld at x = %lld",
               tuStr(r, buf2), tuStrN(drop, dropText),
               (long long)(want - got), (long long)x);
      propFail(p, "%s gives %s", buf, what);
      return;
    }
  }
  /* Count the cases where the slice dropped part of its move. */
  if (r.kind == CUTE_VAL_LAYOUT)
    swizzleDecayed++;
  else if (base != 0)
    swizzleSplit++;
  propPass(p);
}

int main(void) {
  tuInit();
  static struct {
    PropFn fn;
    Prop p;
  } props[] = {{propParsePrint, {"parse_print", 0, 0, 0}},
               {propComposition, {"composition", 0, 0, 0}},
               {propComplement, {"complement", 0, 0, 0}},
               {propRightInverse, {"right_inverse", 0, 0, 0}},
               {propLeftInverse, {"left_inverse", 0, 0, 0}},
               {propCoalesceFlatten, {"coalesce_flatten", 0, 0, 0}},
               {propDivide, {"logical_divide", 0, 0, 0}},
               {propProduct, {"logical_product", 0, 0, 0}},
               {propSwizzleSlice, {"swizzle_slice", 0, 0, 0}}};
  for (size_t k = 0; k < sizeof props / sizeof *props; ++k) {
    for (int i = 0; i < CASES; ++i) {
      genMax = MAX_SIZE;
      cuteArenaReset(tuArena);
      props[k].fn(&props[k].p);
    }
    Prop *p = &props[k].p;
    printf("%-17s %5ld checked, %5ld skipped (error or undefined), %ld failed\n",
           p->name, p->checked, p->skipped, p->failed);
    /* A property that is mostly skipped asserts nothing: fail it. */
    TU_CHECK(p->checked >= CASES / 4, "%s: only %ld of %d cases checked",
             p->name, p->checked, CASES);
  }
  /* The swizzle slice property must see both the decay to a plain layout
   * and a composed result that drops part of its offset. */
  printf("swizzle_slice: %ld decayed to a layout, %ld kept the swizzle and "
         "dropped part of the offset\n", swizzleDecayed, swizzleSplit);
  TU_CHECK(swizzleDecayed >= CASES / 10 && swizzleSplit >= CASES / 50,
           "swizzle_slice: too few interesting cases");
  return tuFinish("property_test");
}
