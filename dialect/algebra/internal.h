/* Internal helpers shared by the algebra's implementation files. */
#ifndef CUTE_ALGEBRA_INTERNAL_H
#define CUTE_ALGEBRA_INTERNAL_H

#include "algebra.h"

/* A scalar leaf value during computation: static (dyn = false, v valid) or
 * dynamic (v holds the known divisibility, >= 1). */
typedef struct CuteInt {
  int64_t v;
  bool dyn;
  bool is64;
} CuteInt;

static inline CuteInt cuteIntS(int64_t v) {
  CuteInt r = {v, false, false};
  return r;
}
static inline CuteInt cuteIntD(int64_t div, bool is64) {
  CuteInt r = {div < 1 ? 1 : div, true, is64};
  return r;
}
static inline bool cuteIntIs(CuteInt x, int64_t v) {
  return !x.dyn && x.v == v;
}

/* Checked arithmetic: false on overflow (result unspecified). */
bool cuteMul64(int64_t x, int64_t y, int64_t *r);
bool cuteAdd64(int64_t x, int64_t y, int64_t *r);
int64_t cuteGcd64(int64_t x, int64_t y);

/* Scalar ops on CuteInt; each returns CUTE_ERROR with a message naming
 * `op` on overflow or division by zero. */
CuteStatus cuteIntMul(CuteInt x, CuteInt y, CuteInt *r, const char *op,
                      CuteError *err);
CuteStatus cuteIntAdd(CuteInt x, CuteInt y, CuteInt *r, const char *op,
                      CuteError *err);
CuteStatus cuteIntSub(CuteInt x, CuteInt y, CuteInt *r, const char *op,
                      CuteError *err);
CuteStatus cuteIntCeilDiv(CuteInt x, CuteInt y, CuteInt *r, const char *op,
                          CuteError *err);
/* CuTe's shape_div for scalars: x / y when y divides x, else 1 when x
 * divides y (ceil), else an error. */
CuteStatus cuteIntShapeDiv(CuteInt x, CuteInt y, CuteInt *r, const char *op,
                           CuteError *err);
CuteInt cuteIntMin(CuteInt x, CuteInt y);

/* Leaf <-> scalar. A BASIS node is not a scalar. */
CuteInt cuteLeafInt(const CuteNode *n);
const CuteNode *cuteIntNode(CuteArena *a, CuteInt x);

/* Bounded vectors of node pointers, used to flatten trees. */
typedef struct CuteVec {
  const CuteNode **items;
  unsigned n, cap;
  CuteArena *arena;
} CuteVec;
void cuteVecInit(CuteVec *v, CuteArena *a);
bool cuteVecPush(CuteVec *v, const CuteNode *x);
const CuteNode *cuteVecTuple(CuteVec *v); /* tuple of the items */

/* Leaves of n in depth-first order appended to v; false past
 * CUTE_MAX_LEAVES or out of memory. */
bool cuteNodeLeaves(const CuteNode *n, CuteVec *v);
/* A tuple of the same structure as `like`, every leaf `leaf`. */
const CuteNode *cuteNodeRepeatLike(CuteArena *a, const CuteNode *like,
                                   const CuteNode *leaf);
/* True when x and y have the same tree structure. */
bool cuteNodeCongruent(const CuteNode *x, const CuteNode *y);
/* CuTe's weakly_congruent(x, y): x's leaves may stand for y's subtrees. */
bool cuteNodeWeaklyCongruent(const CuteNode *x, const CuteNode *y);
/* True when some leaf is a BASIS. */
bool cuteNodeHasBasis(const CuteNode *n);

/* Layout helpers. */
CuteLayout cuteLayoutMake(const CuteNode *shape, const CuteNode *stride);
unsigned cuteLayoutRank(CuteLayout l);
CuteLayout cuteLayoutMode(CuteLayout l, unsigned i);
/* Layout tuple from modes (each mode's shape/stride become children). */
CuteStatus cuteLayoutFromModes(CuteArena *a, const CuteLayout *modes,
                               unsigned n, CuteLayout *out, CuteError *err);
/* Flattened leaves of shape and stride, in order. */
CuteStatus cuteLayoutLeaves(CuteArena *a, CuteLayout l, CuteVec *shapes,
                            CuteVec *strides, CuteError *err);
/* Compact column-major strides for shape starting at `start` (stride 0 on
 * extent-1 modes); *next gets the product. */
CuteStatus cuteCompactColMajor(CuteArena *a, const CuteNode *shape,
                               CuteInt start, const CuteNode **stride,
                               CuteInt *next, CuteError *err);
CuteStatus cuteLayoutSizeInt(CuteLayout l, CuteInt *out, const char *op,
                             CuteError *err);
CuteStatus cuteNodeProductInt(const CuteNode *n, CuteInt *out,
                              const char *op, CuteError *err);
bool cuteLayoutIsEqual(CuteLayout x, CuteLayout y);

#endif
