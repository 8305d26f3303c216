/* The strategy choice of the reduction example (reduce_plan.h). */
#include "reduce_plan.h"

#include <stdio.h>
#include <string.h>

/* One kernel variant of gen-reduce.sh, by what the host must know to
 * launch it. */
typedef struct Variant {
  const char *name;
  ReduceDim dim;
  bool vector;      /* 16-byte loads: 16-byte aligned x and row stride */
  int rowsPerBlock; /* rows: 256 / threads per row; 0 for split kernels */
  int tileVecs;     /* b, bu: tile of 256 x tileVecs vectors (0: 1024) */
  int tileRows;     /* cols: rows per tile */
  int width;        /* cols: columns per strip, or (if negative) vectors */
} Variant;

static const Variant kVariants[] = {
    {"t1", REDUCE_ROWS, false, 256, 0, 0, 0},
    {"g8", REDUCE_ROWS, true, 32, 0, 0, 0},
    {"w", REDUCE_ROWS, true, 8, 0, 0, 0},
    {"wu", REDUCE_ROWS, false, 8, 0, 0, 0},
    {"b", REDUCE_ROWS, true, 0, 1, 0, 0},
    {"bu", REDUCE_ROWS, false, 0, 0, 0, 0},
    {"v", REDUCE_COLS, true, 0, 0, 256, -8},
    {"w", REDUCE_COLS, true, 0, 0, 64, -32},
    {"s", REDUCE_COLS, false, 0, 0, 64, 32},
    {"n4", REDUCE_COLS, false, 0, 0, 1024, 4},
    {"t", REDUCE_COLS, true, 0, 0, 8, -256},
};
enum { kNumVariants = sizeof kVariants / sizeof kVariants[0] };

static const char *const kRowNames[] = {"t1", "g8", "w", "wu", "b", "bu", NULL};
static const char *const kColNames[] = {"v", "w", "s", "n4", "t", NULL};

const char *const *reduceVariants(ReduceDim dim) {
  return dim == REDUCE_ROWS ? kRowNames : kColNames;
}

static int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

static int fail(char *msg, size_t size, const char *text) {
  snprintf(msg, size, "%s", text);
  return -1;
}

/* The shape's limits: the kernels' M and N are 32-bit leaves. */
static int checkShape(const ReduceShape *s, char *msg, size_t size) {
  const int64_t max = (1ll << 31) - 1;
  if (s->m < 1 || s->n < 1 || s->m > max || s->n > max) {
    snprintf(msg, size, "shape %lldx%lld: M and N must be in [1, 2^31 - 1]",
             (long long)s->m, (long long)s->n);
    return -1;
  }
  if (s->ld < s->n) {
    snprintf(msg, size, "row stride %lld is below N = %lld", (long long)s->ld,
             (long long)s->n);
    return -1;
  }
  if (s->elemBytes != 2 && s->elemBytes != 4)
    return fail(msg, size, "elements must be 2 or 4 bytes");
  return 0;
}

/* Whether every row starts 16-byte aligned. */
static bool vectorOk(const ReduceShape *s) {
  return s->base16 && (s->ld * s->elemBytes) % 16 == 0;
}

static int vecOf(const ReduceShape *s) { return 16 / s->elemBytes; }

static int64_t tileOf(const Variant *v, const ReduceShape *s) {
  return v->tileVecs ? 256ll * vecOf(s) : 1024;
}

static int64_t widthOf(const Variant *v, const ReduceShape *s) {
  return v->width > 0 ? v->width : -(int64_t)v->width * vecOf(s);
}

/* The most splits the variant's work allows. */
static int64_t maxSplits(const Variant *v, const ReduceShape *s) {
  int64_t work = v->dim == REDUCE_ROWS ? ceilDiv(s->n, tileOf(v, s))
                                       : ceilDiv(s->m, v->tileRows);
  return work < kReduceMaxSplits ? work : kReduceMaxSplits;
}

static const Variant *find(ReduceDim dim, const char *name) {
  for (int i = 0; i < kNumVariants; ++i)
    if (kVariants[i].dim == dim && !strcmp(kVariants[i].name, name))
      return &kVariants[i];
  return NULL;
}

int reducePlanFixed(ReduceDim dim, const ReduceShape *s, const char *variant,
                    uint32_t splits, ReducePlan *plan, char *msg,
                    size_t msgSize) {
  if (checkShape(s, msg, msgSize))
    return -1;
  const Variant *v = find(dim, variant);
  if (!v) {
    snprintf(msg, msgSize, "no %s variant '%s'",
             dim == REDUCE_ROWS ? "row" : "column", variant);
    return -1;
  }
  if (v->vector && !vectorOk(s)) {
    snprintf(msg, msgSize,
             "variant '%s' needs 16-byte aligned rows (row "
             "stride %lld x %d bytes)",
             variant, (long long)s->ld, s->elemBytes);
    return -1;
  }
  bool split = v->rowsPerBlock == 0;
  int64_t most = split ? maxSplits(v, s) : 1;
  if (splits < 1 || splits > most) {
    snprintf(msg, msgSize,
             "variant '%s' takes 1 to %lld splits here, not "
             "%u",
             variant, (long long)most, splits);
    return -1;
  }
  int64_t gridX;
  if (!split)
    gridX = ceilDiv(s->m, v->rowsPerBlock);
  else
    gridX = dim == REDUCE_ROWS ? s->m : ceilDiv(s->n, widthOf(v, s));
  plan->variant = v->name;
  plan->splitKernel = split;
  plan->gridX = (uint32_t)gridX;
  plan->splits = splits;
  plan->wsFloats = 0;
  plan->counters = 0;
  if (splits > 1) {
    plan->wsFloats =
        dim == REDUCE_ROWS ? s->m * splits : gridX * splits * widthOf(v, s);
    plan->counters = gridX;
  }
  return 0;
}

/* At most `most` splits, and at most `cap`. */
static uint32_t clampSplits(int64_t want, int64_t cap, int64_t most) {
  if (want > cap)
    want = cap;
  if (want > most)
    want = most;
  return (uint32_t)(want < 1 ? 1 : want);
}

/* Rows: short rows by threads, warps or blocks; few long rows split over
 * about 4 blocks per multiprocessor, each with at least 8 tiles (the
 * timings behind these thresholds are in README.md). */
static const char *chooseRows(const ReduceShape *s, int sms, uint32_t *splits) {
  bool vec = vectorOk(s);
  *splits = 1;
  if (s->n <= 8)
    return "t1";
  if (vec && s->n <= 32ll * vecOf(s))
    return "g8";
  if (s->n <= 2048)
    return vec ? "w" : "wu";
  const Variant *v = find(REDUCE_ROWS, vec ? "b" : "bu");
  int64_t tiles = ceilDiv(s->n, tileOf(v, s));
  *splits = clampSplits(ceilDiv(4ll * sms, s->m), tiles / 8, maxSplits(v, s));
  return v->name;
}

/* Columns: 4-column strips for N <= 4, thread-owned columns for up to 32
 * rows, else strips of row groups (wide ones from 8192 columns); a
 * strip's rows split while each block keeps 1024 rows (256 for `s`) and
 * the grid stays near 512 blocks (768 for `w`, 4096 for `s`). */
static const char *chooseCols(const ReduceShape *s, uint32_t *splits) {
  bool vec = vectorOk(s);
  const char *name = s->n <= 4      ? "n4"
                     : !vec         ? "s"
                     : s->m <= 32   ? "t"
                     : s->n >= 8192 ? "w"
                                    : "v";
  const Variant *v = find(REDUCE_COLS, name);
  int64_t strips = ceilDiv(s->n, widthOf(v, s)), rows = 1024, blocks;
  if (!strcmp(name, "s"))
    rows = 256, blocks = ceilDiv(4096, strips);
  else if (!strcmp(name, "w"))
    blocks = 768 / strips;
  else
    blocks = ceilDiv(512, strips);
  *splits = clampSplits(ceilDiv(s->m, rows), blocks, maxSplits(v, s));
  return name;
}

int reducePlanChoose(ReduceDim dim, const ReduceShape *s, int sms,
                     ReducePlan *plan, char *msg, size_t msgSize) {
  if (checkShape(s, msg, msgSize))
    return -1;
  uint32_t splits;
  const char *name = dim == REDUCE_ROWS
                         ? chooseRows(s, sms > 0 ? sms : 1, &splits)
                         : chooseCols(s, &splits);
  return reducePlanFixed(dim, s, name, splits, plan, msg, msgSize);
}
