/* The coprofile of a stride tree with scaled bases: the tree of basis
 * directions its strides address (`(1@0,(1@0@1,1@1@1))` addresses
 * (_,(_,_))). Ops that work per direction (inverses, complement) compute
 * one part per coprofile leaf and assemble the parts into that tree. */
#include "internal.h"

#include <string.h>

static bool hasPrefix(const CuteNode *b, const uint16_t *prefix,
                      unsigned depth) {
  return b->depth >= depth &&
         memcmp(b->u.modes, prefix, depth * sizeof(uint16_t)) == 0;
}

/* Rank of the coprofile node at `prefix` (0: a leaf). */
static unsigned rankAt(const CuteVec *bases, const uint16_t *prefix,
                       unsigned depth) {
  unsigned rank = 0;
  for (unsigned i = 0; i < bases->n; ++i) {
    const CuteNode *b = bases->items[i];
    if (b->depth > depth && hasPrefix(b, prefix, depth) &&
        b->u.modes[depth] + 1u > rank)
      rank = b->u.modes[depth] + 1u;
  }
  return rank;
}

static bool collectLeaves(CuteArena *a, const CuteVec *bases, uint16_t *prefix,
                          unsigned depth, CuteVec *out) {
  unsigned rank = rankAt(bases, prefix, depth);
  if (rank == 0 || depth >= CUTE_MAX_BASIS_DEPTH)
    return cuteVecPush(out, cuteBasisGet(a, 1, false, prefix, depth));
  for (unsigned m = 0; m < rank; ++m) {
    prefix[depth] = (uint16_t)m;
    if (!collectLeaves(a, bases, prefix, depth + 1, out))
      return false;
  }
  return true;
}

CuteStatus cuteCoprofileLeaves(CuteArena *a, const CuteNode *stride,
                               CuteVec *leaves, const char *op,
                               CuteError *err) {
  CuteVec all, bases;
  cuteVecInit(&all, a);
  cuteVecInit(&bases, a);
  cuteVecInit(leaves, a);
  if (!cuteNodeLeaves(stride, &all))
    return cuteErrorSet(err, op, 0, "stride too large");
  for (unsigned i = 0; i < all.n; ++i)
    if (all.items[i]->kind == CUTE_NODE_BASIS &&
        !cuteVecPush(&bases, all.items[i]))
      return cuteErrorSet(err, op, -1, "out of memory");
  uint16_t prefix[CUTE_MAX_BASIS_DEPTH];
  if (!collectLeaves(a, &bases, prefix, 0, leaves))
    return cuteErrorSet(err, op, -1, "out of memory");
  return CUTE_OK;
}

int cuteCoprofileIndex(const CuteVec *leaves, const CuteNode *b) {
  for (unsigned i = 0; i < leaves->n; ++i)
    if (hasPrefix(b, leaves->items[i]->u.modes, leaves->items[i]->depth))
      return (int)i;
  return -1;
}

static CuteStatus assemble(CuteArena *a, const CuteVec *leaves,
                           const CuteLayout *parts, unsigned *k, unsigned depth,
                           CuteLayout *out, CuteError *err) {
  const CuteNode *leaf = leaves->items[*k];
  if (leaf->depth == depth) {
    *out = parts[(*k)++];
    return CUTE_OK;
  }
  /* An inner node: its children are the following leaves sharing the
   * prefix one level deeper. */
  CuteLayout *m = cuteArenaAlloc(a, (leaves->n + 1) * sizeof(*m));
  unsigned n = 0;
  if (!m)
    return cuteErrorSet(err, "coprofile", -1, "out of memory");
  const uint16_t *prefix = leaf->u.modes;
  uint16_t saved[CUTE_MAX_BASIS_DEPTH];
  memcpy(saved, prefix, depth * sizeof(uint16_t));
  while (*k < leaves->n && hasPrefix(leaves->items[*k], saved, depth))
    if (assemble(a, leaves, parts, k, depth + 1, &m[n++], err))
      return CUTE_ERROR;
  return cuteLayoutFromModes(a, m, n, out, err);
}

CuteStatus cuteCoprofileAssemble(CuteArena *a, const CuteVec *leaves,
                                 const CuteLayout *parts, CuteLayout *out,
                                 CuteError *err) {
  unsigned k = 0;
  return assemble(a, leaves, parts, &k, 0, out, err);
}
