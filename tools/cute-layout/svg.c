/* `svg-tv THR VAL`, `svg-tv TILER TV`, `svg LAYOUT` and `svg-smem BITS
 * LAYOUT`: pictures as SVG on stdout. The look follows CuTe's print_svg:
 * square cells with a black stroke, threads in a cycle of 8 pastel
 * colours, "T<t>" over "V<v>" in each cell, row indices on the left and
 * column indices on top; svg-smem colours by 16-byte chunk instead. */
#include "tool.h"

#include <stdlib.h>
#include <string.h>

#define CELL 40 /* px per cell; labels take one cell on the top and left */

/* CuTe's SVGColor_TV palette (thread t gets colour t % 8). */
static const char *const kThreadColors[8] = {
    "175,175,255", "175,255,175", "255,255,175", "255,175,175",
    "210,210,255", "210,255,210", "255,255,210", "255,210,210"};
/* Eight distinct hues for svg-smem's 16-byte chunks 0-7. */
static const char *const kChunkColors[8] = {
    "175,175,255", "175,255,175", "255,255,175", "255,175,175",
    "175,255,255", "255,175,255", "255,210,150", "205,205,205"};
/* Greys for a plain layout (value v gets grey v % 8). */
static const char *const kValueGreys[8] = {
    "255,255,255", "230,230,230", "205,205,205", "180,180,180",
    "155,155,155", "130,130,130", "105,105,105", "80,80,80"};

static void svgBegin(FILE *out, int64_t rows, int64_t cols) {
  /* +2 px so the last cells' strokes are not clipped. */
  long long w = (long long)(cols + 1) * CELL + 2;
  long long h = (long long)(rows + 1) * CELL + 2;
  fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%lld\" "
               "height=\"%lld\" viewBox=\"0 0 %lld %lld\" "
               "font-family=\"monospace\">\n",
          w, h, w, h);
}

static void svgIndices(FILE *out, int64_t rows, int64_t cols) {
  for (int64_t m = 0; m < rows; m++)
    fprintf(out, "<text x=\"%d\" y=\"%lld\" text-anchor=\"middle\" "
                 "dominant-baseline=\"central\" font-size=\"14\">%lld</text>\n",
            CELL / 2, (long long)(m + 1) * CELL + CELL / 2, (long long)m);
  for (int64_t n = 0; n < cols; n++)
    fprintf(out, "<text x=\"%lld\" y=\"%d\" text-anchor=\"middle\" "
                 "dominant-baseline=\"central\" font-size=\"14\">%lld</text>\n",
            (long long)(n + 1) * CELL + CELL / 2, CELL / 2, (long long)n);
  fputs("</svg>\n", out);
}

static void svgRect(FILE *out, int64_t m, int64_t n, const char *rgb) {
  fprintf(out, "<rect x=\"%lld\" y=\"%lld\" width=\"%d\" height=\"%d\" "
               "fill=\"rgb(%s)\" stroke=\"black\"/>\n",
          (long long)(n + 1) * CELL, (long long)(m + 1) * CELL, CELL, CELL,
          rgb);
}

/* Text centred at fraction `frac` (in quarters) of the cell's height. */
static void svgCellText(FILE *out, int64_t m, int64_t n, int quarters,
                        int size, const char *prefix, const char *text) {
  fprintf(out, "<text x=\"%lld\" y=\"%lld\" text-anchor=\"middle\" "
               "dominant-baseline=\"central\" font-size=\"%d\">%s%s</text>\n",
          (long long)(n + 1) * CELL + CELL / 2,
          (long long)(m + 1) * CELL + quarters * CELL / 4, size, prefix, text);
}

/*--- svg LAYOUT ---*/

int toolRunSvg(const char *layoutText, FILE *out) {
  CuteArena *a = toolArenaCreate();
  if (!a)
    return TOOL_EXIT_ERROR;
  CuteError err;
  memset(&err, 0, sizeof err);
  CuteLayout l;
  ToolGrid g;
  if (toolGridFromText(a, "svg", layoutText, &l, &g, &err) != CUTE_OK) {
    toolReportError(&err);
    cuteArenaDestroy(a);
    return TOOL_EXIT_ERROR;
  }
  const char *title = cuteValueToString(a, cuteValueFromLayout(l));
  svgBegin(out, g.rows, g.cols);
  fprintf(out, "<!-- Layout: %s -->\n", title ? title : "");
  /* Shrink the font for long values (basis strides) so they fit. */
  int size = g.width <= 4 ? 14 : (int)(CELL * 5 / 4 / g.width) + 1;
  for (int64_t m = 0; m < g.rows; m++)
    for (int64_t n = 0; n < g.cols; n++) {
      int64_t k = m * g.cols + n;
      int64_t v = g.allInt ? g.values[k] : 0;
      svgRect(out, m, n, kValueGreys[((v % 8) + 8) % 8]);
      svgCellText(out, m, n, 2, size, "", g.cells[k]);
    }
  svgIndices(out, g.rows, g.cols);
  cuteArenaDestroy(a);
  return TOOL_EXIT_OK;
}

/*--- svg-tv THR VAL, svg-tv TILER TV ---*/

typedef struct TV {
  bool given; /* TILER TV given (else made from THR and VAL) */
  CuteLayout thr, val, tv;
  const CuteNode *tiler;
  int64_t M, N, T, V;
  int64_t *owner; /* per cell: t * V + v of the first (t, v) there, or -1 */
} TV;

/* Extent of tile mode i: a layout's size or a bare integer. */
static CuteStatus tileExtent(CuteArena *a, const CuteNode *e, int64_t *out,
                             CuteError *err) {
  if (e->kind == CUTE_NODE_LAYOUT)
    return toolStaticSize(a, "svg-tv", e->u.layout.shape, out, err);
  return toolStaticSize(a, "svg-tv", e, out, err);
}

static CuteStatus tvSizes(CuteArena *a, TV *p, CuteError *err) {
  const CuteNode *t = p->tiler;
  unsigned rank = t->kind == CUTE_NODE_TUPLE ? cuteNodeRank(t) : 1;
  p->N = 1;
  if (rank > 2 || rank == 0 || cuteNodeIsLeaf(p->tv.shape) ||
      cuteNodeRank(p->tv.shape) != 2) {
    const char *s = cuteValueToString(a, cuteValueFromLayout(p->tv));
    return cuteErrorSet(err, "svg-tv", -1,
                        "needs a rank-2 TV layout over a tile of rank 1 or "
                        "2, got \"%s\"", s ? s : "?");
  }
  if (tileExtent(a, cuteNodeGet(t, 0), &p->M, err) ||
      (rank == 2 && tileExtent(a, cuteNodeGet(t, 1), &p->N, err)) ||
      toolStaticSize(a, "svg-tv", cuteNodeGet(p->tv.shape, 0), &p->T, err) ||
      toolStaticSize(a, "svg-tv", cuteNodeGet(p->tv.shape, 1), &p->V, err))
    return CUTE_ERROR;
  if (p->M > TOOL_MAX_CELLS || (p->M && p->N > TOOL_MAX_CELLS / p->M) ||
      p->T > TOOL_MAX_CELLS || (p->T && p->V > TOOL_MAX_CELLS / p->T))
    return cuteErrorSet(err, "svg-tv", -1, "the tile is too large to draw");
  return CUTE_OK;
}

/* Marks which (t, v) lands first in each cell: offset o of tv((t, v)) is
 * the cell (o % M, o / M) of the column-major tile. */
static CuteStatus tvFill(CuteArena *a, TV *p, CuteError *err) {
  size_t cells = (size_t)(p->M * p->N);
  p->owner = cuteArenaAlloc(a, (cells ? cells : 1) * sizeof *p->owner);
  if (!p->owner)
    return cuteErrorSet(err, "svg-tv", -1, "out of memory");
  for (size_t k = 0; k < cells; k++)
    p->owner[k] = -1;
  for (int64_t t = 0; t < p->T; t++)
    for (int64_t v = 0; v < p->V; v++) {
      const CuteNode *o;
      if (toolEvalAt(a, p->tv, t, v, &o, err) != CUTE_OK)
        return CUTE_ERROR;
      if (o->kind != CUTE_NODE_INT || o->value < 0 ||
          o->value >= (int64_t)cells)
        return cuteErrorSet(err, "svg-tv", -1,
                            "tv((%lld,%lld)) lies outside the %lldx%lld tile",
                            (long long)t, (long long)v, (long long)p->M,
                            (long long)p->N);
      if (p->owner[o->value] < 0)
        p->owner[o->value] = t * p->V + v;
    }
  return CUTE_OK;
}

static void tvDraw(CuteArena *a, const TV *p, FILE *out) {
  const char *thr =
      p->given ? "" : cuteValueToString(a, cuteValueFromLayout(p->thr));
  const char *val =
      p->given ? "" : cuteValueToString(a, cuteValueFromLayout(p->val));
  const char *tiler = cuteValueToString(a, cuteValueFromTile(p->tiler));
  const char *tv = cuteValueToString(a, cuteValueFromLayout(p->tv));
  svgBegin(out, p->M, p->N);
  if (!p->given)
    fprintf(out, "<!-- make_layout_tv(%s, %s) -->\n", thr ? thr : "",
            val ? val : "");
  fprintf(out, "<!-- tiler: %s -->\n<!-- TV layout: %s -->\n",
          tiler ? tiler : "", tv ? tv : "");
  for (int64_t m = 0; m < p->M; m++)
    for (int64_t n = 0; n < p->N; n++) {
      int64_t who = p->owner[n * p->M + m];
      if (who < 0) {
        svgRect(out, m, n, "255,255,255");
        continue;
      }
      char t[24], v[24];
      snprintf(t, sizeof t, "%lld", (long long)(who / p->V));
      snprintf(v, sizeof v, "%lld", (long long)(who % p->V));
      svgRect(out, m, n, kThreadColors[(who / p->V) % 8]);
      svgCellText(out, m, n, 1, 11, "T", t);
      svgCellText(out, m, n, 3, 11, "V", v);
    }
  svgIndices(out, p->M, p->N);
}

int toolRunSvgTV(const char *thrText, const char *valText, FILE *out) {
  CuteArena *a = toolArenaCreate();
  if (!a)
    return TOOL_EXIT_ERROR;
  CuteError err;
  memset(&err, 0, sizeof err);
  TV p;
  memset(&p, 0, sizeof p);
  /* A tiler first: a TV layout as the atom commands print it. */
  p.given = thrText[0] == '[';
  CuteStatus st =
      p.given ? cuteParseTile(a, thrText, strlen(thrText), &p.tiler, &err)
              : cuteParseLayout(a, thrText, strlen(thrText), &p.thr, &err);
  if (st == CUTE_OK)
    st = cuteParseLayout(a, valText, strlen(valText), p.given ? &p.tv : &p.val,
                         &err);
  if (st == CUTE_OK && !p.given)
    st = cuteMakeLayoutTV(a, p.thr, p.val, &p.tiler, &p.tv, &err);
  if (st == CUTE_OK)
    st = tvSizes(a, &p, &err);
  if (st == CUTE_OK)
    st = tvFill(a, &p, &err);
  if (st == CUTE_OK)
    tvDraw(a, &p, out);
  else
    toolReportError(&err);
  cuteArenaDestroy(a);
  return st == CUTE_OK ? TOOL_EXIT_OK : TOOL_EXIT_ERROR;
}

/*--- svg-smem BITS LAYOUT ---*/

/* An error about operand i, quoting it as written. */
static CuteStatus smemFail(CuteError *err, int i, const char *text,
                           const char *reason) {
  cuteErrorSet(err, "svg-smem", i, "%s", reason);
  snprintf(err->quote, sizeof err->quote, "%s", text);
  if (strlen(text) >= sizeof err->quote)
    strcpy(err->quote + sizeof err->quote - 4, "...");
  return CUTE_ERROR;
}

/* BITS: an element width that divides a 16-byte chunk. */
static CuteStatus smemBits(const char *text, int *bits, CuteError *err) {
  static const char *const kWidths[] = {"8", "16", "32", "64", "128"};
  for (int i = 0; i < 5; i++)
    if (!strcmp(text, kWidths[i])) {
      *bits = 8 << i;
      return CUTE_OK;
    }
  return smemFail(err, 0, text,
                  "the element width must be 8, 16, 32, 64 or 128 bits");
}

/* LAYOUT as its outer layout and what follows it: the composed layout's
 * static offset and swizzle, or none (a plain layout). */
typedef struct Smem {
  CuteLayout outer;
  bool swizzled;
  CuteSwizzle swizzle;
  int64_t offset;
  const char *title;
} Smem;

static CuteStatus smemParse(CuteArena *a, const char *text, Smem *s,
                            CuteError *err) {
  memset(s, 0, sizeof *s);
  CuteValue v;
  if (cuteParseValue(a, text, strlen(text), &v, err) != CUTE_OK)
    return CUTE_ERROR;
  if (v.kind == CUTE_VAL_LAYOUT) {
    s->outer = v.layout;
  } else if (v.kind == CUTE_VAL_COMPOSED && v.composed.innerIsSwizzle &&
             v.composed.offset->kind == CUTE_NODE_INT) {
    s->outer = v.composed.outer;
    s->swizzled = true;
    s->swizzle = v.composed.swizzle;
    s->offset = v.composed.offset->value;
  } else {
    return smemFail(err, 1, text,
                    "needs a layout or a composed layout `S<B,M,S> o OFFSET "
                    "o L` with a static offset");
  }
  s->title = cuteValueToString(a, v);
  return s->title ? CUTE_OK : cuteErrorSet(err, "svg-smem", -1, "out of memory");
}

/* The element offset of each cell: the swizzle of offset + outer(m, n). */
static CuteStatus smemOffsets(const Smem *s, const char *text, ToolGrid *g,
                              CuteError *err) {
  if (!g->allInt)
    return smemFail(err, 1, text,
                    "needs integer offsets (strides that are not scaled "
                    "bases)");
  for (int64_t k = 0; k < g->rows * g->cols; k++) {
    int64_t o = g->values[k];
    if (s->swizzled)
      o = cuteSwizzleApply(s->swizzle, s->offset + o);
    if (o < 0 || o > ((int64_t)1 << 40))
      return cuteErrorSet(err, "svg-smem", 1,
                          "offset %lld of cell (%lld,%lld) is outside "
                          "0..2^40",
                          (long long)o, (long long)(k / g->cols),
                          (long long)(k % g->cols));
    g->values[k] = o;
  }
  return CUTE_OK;
}

/* Each cell: the element offset over "c<chunk>", the 16-byte chunk of
 * the 128-byte row its bytes fall in, coloured by that chunk. */
static void smemDraw(const Smem *s, int bits, const ToolGrid *g, FILE *out) {
  svgBegin(out, g->rows, g->cols);
  fprintf(out, "<!-- Layout: %s -->\n<!-- elements of %d bits; colour and "
               "c<k>: the 16-byte chunk k (0-7) of the 128-byte row -->\n",
          s->title, bits);
  for (int64_t m = 0; m < g->rows; m++)
    for (int64_t n = 0; n < g->cols; n++) {
      int64_t o = g->values[m * g->cols + n];
      int64_t chunk = o * bits / 8 / 16 % 8;
      char ot[24], ct[24];
      snprintf(ot, sizeof ot, "%lld", (long long)o);
      snprintf(ct, sizeof ct, "%lld", (long long)chunk);
      svgRect(out, m, n, kChunkColors[chunk]);
      svgCellText(out, m, n, 1, strlen(ot) <= 4 ? 11 : 9, "", ot);
      svgCellText(out, m, n, 3, 11, "c", ct);
    }
  svgIndices(out, g->rows, g->cols);
}

int toolRunSvgSmem(const char *bitsText, const char *layoutText, FILE *out) {
  CuteArena *a = toolArenaCreate();
  if (!a)
    return TOOL_EXIT_ERROR;
  CuteError err;
  memset(&err, 0, sizeof err);
  int bits = 0;
  Smem s;
  ToolGrid g;
  CuteStatus st = smemBits(bitsText, &bits, &err);
  if (st == CUTE_OK)
    st = smemParse(a, layoutText, &s, &err);
  if (st == CUTE_OK)
    st = toolGridFromLayout(a, "svg-smem", s.outer, &g, &err);
  if (st == CUTE_OK)
    st = smemOffsets(&s, layoutText, &g, &err);
  if (st == CUTE_OK)
    smemDraw(&s, bits, &g, out);
  else
    toolReportError(&err);
  cuteArenaDestroy(a);
  return st == CUTE_OK ? TOOL_EXIT_OK : TOOL_EXIT_ERROR;
}
