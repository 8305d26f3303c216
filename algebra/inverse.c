/* right_inverse and left_inverse, per basis direction ("bucket"): with
 * integer strides there is one bucket; with scaled bases one per
 * direction, and the result has one mode per direction. */
#include "internal.h"

#include <string.h>

/* Flat, folded modes with their domain positions, sorted by stride. */
typedef struct Modes {
  CuteVec sh, st;
  int64_t *pos;
  CuteVec leaves; /* coprofile leaves: one bucket each */
} Modes;

static bool strideLess(const CuteNode *x, const CuteNode *y) {
  bool bx = x->kind == CUTE_NODE_BASIS, by = y->kind == CUTE_NODE_BASIS;
  if (bx != by)
    return by;
  if (bx)
    for (unsigned k = 0; k < x->depth && k < y->depth; ++k)
      if (x->u.modes[k] != y->u.modes[k])
        return x->u.modes[k] < y->u.modes[k];
  return x->value < y->value;
}

static CuteStatus modesOf(CuteArena *a, CuteLayout l, Modes *m, const char *op,
                          CuteError *err) {
  if (!cuteNodeIsStatic(l.shape))
    return cuteErrorSet(err, op, 0, "needs a static shape");
  CuteVec sh, st;
  if (cuteLayoutLeaves(a, l, &sh, &st, err))
    return CUTE_ERROR;
  bool basis = false, ints = false;
  for (unsigned i = 0; i < st.n; ++i) {
    const CuteNode *d = st.items[i];
    if (d->kind == CUTE_NODE_BASIS && d->scaleDyn)
      return cuteErrorSet(err, op, 0, "needs static strides");
    if (d->kind == CUTE_NODE_DYN) /* a dynamic stride ends the inverse */
      st.items[i] = cuteIntGet(a, 0);
    basis |= d->kind == CUTE_NODE_BASIS;
    ints |= d->kind != CUTE_NODE_BASIS &&
            !(d->kind == CUTE_NODE_INT && d->value == 0);
  }
  if (basis && ints)
    return cuteErrorSet(err, op, 0,
                        "the layout mixes integer and scaled-basis "
                        "strides");
  if (cuteCoalesceFold(a, sh.items, st.items, sh.n, &m->sh, &m->st, op, err))
    return CUTE_ERROR;
  unsigned n = m->sh.n;
  m->pos = cuteArenaAlloc(a, (n + 1) * sizeof(int64_t));
  if (!m->pos)
    return cuteErrorOom(op, err);
  int64_t p = 1;
  for (unsigned i = 0; i < n; ++i) {
    m->pos[i] = p;
    if (!cuteMul64(p, m->sh.items[i]->value, &p))
      return cuteErrorSet(err, op, 0, "layout size overflows");
  }
  if (cuteCoprofileLeaves(a, l.stride, &m->leaves, op, err))
    return CUTE_ERROR;
  for (unsigned i = 1; i < n; ++i)
    for (unsigned j = i;
         j > 0 && strideLess(m->st.items[j], m->st.items[j - 1]); --j) {
      const CuteNode *t = m->st.items[j];
      m->st.items[j] = m->st.items[j - 1];
      m->st.items[j - 1] = t;
      t = m->sh.items[j];
      m->sh.items[j] = m->sh.items[j - 1];
      m->sh.items[j - 1] = t;
      int64_t q = m->pos[j];
      m->pos[j] = m->pos[j - 1];
      m->pos[j - 1] = q;
    }
  return CUTE_OK;
}

/* Builds the result from per-bucket mode lists: one bucket gives its own
 * layout, several give one mode each; `plain` picks the coalesce. */
static CuteStatus finish(CuteArena *a, CuteVec *S, CuteVec *D,
                         const CuteVec *leaves, bool plain, const char *op,
                         CuteLayout *out, CuteError *err) {
  unsigned nb = leaves->n;
  CuteLayout *modes = cuteArenaAlloc(a, (nb + 1) * sizeof(*modes));
  if (!modes)
    return cuteErrorOom(op, err);
  for (unsigned b = 0; b < nb; ++b) {
    CuteLayout r;
    if (cuteLayoutFromLists(a, &S[b], &D[b], &r, op, err))
      return CUTE_ERROR;
    if ((plain ? cuteCoalesce : cuteCoalesceZ)(a, r, NULL, &modes[b], err))
      return CUTE_ERROR;
  }
  return cuteCoprofileAssemble(a, leaves, modes, out, err);
}

static CuteStatus inverse(CuteArena *a, CuteLayout l, bool left,
                          CuteLayout *out, CuteError *err) {
  const char *op = left ? "left_inverse" : "right_inverse";
  Modes m;
  if (modesOf(a, l, &m, op, err))
    return CUTE_ERROR;
  if (m.sh.n == 0) {
    *out = cuteLayoutMake(cuteIntGet(a, 1), cuteIntGet(a, 0));
    return CUTE_OK;
  }
  unsigned nb = m.leaves.n;
  CuteVec *S = cuteArenaAlloc(a, 2 * nb * sizeof(CuteVec)), *D = S + nb;
  int64_t *cur = cuteArenaAlloc(a, nb * sizeof(int64_t));
  if (!S || !cur)
    return cuteErrorOom(op, err);
  for (unsigned b = 0; b < nb; ++b) {
    cuteVecInit(&S[b], a);
    cuteVecInit(&D[b], a);
    cur[b] = 1;
    /* A left inverse starts each bucket with the gap mode 1:0. */
    if (left && (!cuteVecPush(&S[b], cuteIntGet(a, 1)) ||
                 !cuteVecPush(&D[b], cuteIntGet(a, 0))))
      return cuteErrorOom(op, err);
  }
  for (unsigned i = 0; i < m.sh.n; ++i) {
    const CuteNode *d = m.st.items[i];
    int64_t v = d->value, s = m.sh.items[i]->value;
    int bi = d->kind == CUTE_NODE_BASIS ? cuteCoprofileIndex(&m.leaves, d) : 0;
    unsigned b = bi < 0 ? 0 : (unsigned)bi;
    if (v == 0 || s == 1)
      continue;
    if (!left && v != cur[b])
      continue;
    if (left) {
      if (v % cur[b] != 0)
        return cuteErrorSet(err, op, 0,
                            "the layout is not injective (stride %lld "
                            "is not a multiple of %lld)",
                            (long long)v, (long long)cur[b]);
      /* The gap before this mode widens the previous extent. */
      S[b].items[S[b].n - 1] = cuteIntGet(a, v / cur[b]);
      cur[b] = v;
    } else if (!cuteMul64(s, v, &cur[b])) {
      return cuteErrorSet(err, op, 0, "layout span overflows");
    }
    if (!cuteVecPush(&S[b], cuteIntGet(a, s)) ||
        !cuteVecPush(&D[b], cuteIntGet(a, m.pos[i])))
      return cuteErrorOom(op, err);
  }
  for (unsigned b = 0; b < nb; ++b)
    if (S[b].n == 0 && (!cuteVecPush(&S[b], cuteIntGet(a, 1)) ||
                        !cuteVecPush(&D[b], cuteIntGet(a, 0))))
      return cuteErrorOom(op, err);
  return finish(a, S, D, &m.leaves, !left, op, out, err);
}

CuteStatus cuteRightInverseImpl(CuteArena *a, CuteLayout l, CuteLayout *out,
                                CuteError *err) {
  return inverse(a, l, false, out, err);
}

CuteStatus cuteLeftInverseImpl(CuteArena *a, CuteLayout l, CuteLayout *out,
                               CuteError *err) {
  return inverse(a, l, true, out, err);
}
