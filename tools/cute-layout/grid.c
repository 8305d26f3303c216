/* A layout as an M x N table of its values, shared by `print` and `svg`.
 * Like CuTe's print_layout, a rank-1 layout is the column (N,1) and each
 * top mode is indexed by its 1-D index, so deeper modes need no care. */
#include "tool.h"

#include <string.h>

CuteStatus toolStaticSize(CuteArena *a, const char *what,
                          const CuteNode *shape, int64_t *out,
                          CuteError *err) {
  const CuteNode *n;
  if (cuteTupleProduct(a, shape, &n, err) != CUTE_OK)
    return CUTE_ERROR;
  if (n->kind != CUTE_NODE_INT || n->value < 0) {
    char buf[128];
    cutePrintNode(shape, buf, sizeof buf);
    return cuteErrorSet(err, what, 0, "needs a static shape, got \"%s\"",
                        buf);
  }
  *out = n->value;
  return CUTE_OK;
}

CuteStatus toolEvalAt(CuteArena *a, CuteLayout l, int64_t i, int64_t j,
                      const CuteNode **out, CuteError *err) {
  const CuteNode *crd = cuteIntGet(a, i);
  if (crd && j >= 0) {
    const CuteNode *two[2] = {crd, cuteIntGet(a, j)};
    crd = two[1] ? cuteTupleGet(a, two, 2) : NULL;
  }
  if (!crd)
    return cuteErrorSet(err, "layout_eval", -1, "out of memory");
  return cuteLayoutEval(a, l, crd, out, err);
}

/* rows x cols of l: rank <= 1 is a column, rank 2 is (mode 0, mode 1). */
static CuteStatus gridShape(CuteArena *a, const char *what, CuteLayout l,
                            ToolGrid *g, CuteError *err) {
  unsigned rank = cuteNodeIsLeaf(l.shape) ? 1 : cuteNodeRank(l.shape);
  if (rank > 2) {
    char buf[160];
    cutePrintLayout(l, buf, sizeof buf);
    return cuteErrorSet(err, what, 0,
                        "needs a layout of rank 1 or 2, \"%s\" has rank %u",
                        buf, rank);
  }
  g->cols = 1;
  if (rank <= 1)
    return toolStaticSize(a, what, l.shape, &g->rows, err);
  if (toolStaticSize(a, what, cuteNodeGet(l.shape, 0), &g->rows, err) ||
      toolStaticSize(a, what, cuteNodeGet(l.shape, 1), &g->cols, err))
    return CUTE_ERROR;
  return CUTE_OK;
}

static CuteStatus fillCell(CuteArena *a, CuteLayout l, bool rank2,
                           ToolGrid *g, int64_t m, int64_t n,
                           CuteError *err) {
  const CuteNode *v;
  if (toolEvalAt(a, l, m, rank2 ? n : -1, &v, err) != CUTE_OK)
    return CUTE_ERROR;
  int64_t k = m * g->cols + n;
  const char *s = cuteValueToString(a, cuteValueFromNode(v));
  if (!s)
    return cuteErrorSet(err, "layout_eval", -1, "out of memory");
  g->cells[k] = s;
  if (v->kind == CUTE_NODE_INT)
    g->values[k] = v->value;
  else
    g->allInt = false;
  if (strlen(s) > g->width)
    g->width = strlen(s);
  return CUTE_OK;
}

CuteStatus toolGridFromText(CuteArena *a, const char *what, const char *text,
                            CuteLayout *layout, ToolGrid *g, CuteError *err) {
  CuteLayout l;
  if (cuteParseLayout(a, text, strlen(text), &l, err) != CUTE_OK ||
      toolGridFromLayout(a, what, l, g, err) != CUTE_OK)
    return CUTE_ERROR;
  *layout = l;
  return CUTE_OK;
}

CuteStatus toolGridFromLayout(CuteArena *a, const char *what, CuteLayout l,
                              ToolGrid *g, CuteError *err) {
  memset(g, 0, sizeof *g);
  if (gridShape(a, what, l, g, err) != CUTE_OK)
    return CUTE_ERROR;
  if (g->rows > TOOL_MAX_CELLS || (g->rows && g->cols > TOOL_MAX_CELLS / g->rows)) {
    const char *text = cuteValueToString(a, cuteValueFromLayout(l));
    return cuteErrorSet(err, what, 0, "\"%s\" has more than %lld cells",
                        text ? text : "?", (long long)TOOL_MAX_CELLS);
  }
  size_t cells = (size_t)(g->rows * g->cols);
  g->cells = cuteArenaAlloc(a, (cells ? cells : 1) * sizeof *g->cells);
  g->values = cuteArenaAlloc(a, (cells ? cells : 1) * sizeof *g->values);
  if (!g->cells || !g->values)
    return cuteErrorSet(err, what, 0, "out of memory");
  g->allInt = true;
  bool rank2 = !cuteNodeIsLeaf(l.shape) && cuteNodeRank(l.shape) == 2;
  for (int64_t m = 0; m < g->rows; m++)
    for (int64_t n = 0; n < g->cols; n++)
      if (fillCell(a, l, rank2, g, m, n, err) != CUTE_OK)
        return CUTE_ERROR;
  return CUTE_OK;
}
