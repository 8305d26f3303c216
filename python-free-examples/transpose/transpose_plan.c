/* The kernel and block-order choice of the transpose example
 * (transpose_plan.h). */
#include "transpose_plan.h"

#include <stdio.h>
#include <string.h>

/* A kernel of transpose.mlir, by what the host must know to launch it. */
typedef struct Kernel {
  const char *name;
  int tileRows, tileCols;
  uint32_t dynSmem;
} Kernel;

/* transpose_dyn keeps its padded 64x64 tile, (64,64):(65,1) of cosize
 * 4159 floats, in dynamic shared memory; the others allocate statically. */
static const Kernel kKernels[] = {
    {"transpose", 64, 64, 0},
    {"transpose_dyn", 64, 64, 4159 * 4},
    {"transpose_thin", 16, 256, 0},
    {"transpose_tall", 256, 16, 0},
};
enum { kNumKernels = sizeof kKernels / sizeof kKernels[0] };

static const char *const kNames[] = {"transpose", "transpose_dyn",
                                     "transpose_thin", "transpose_tall", NULL};

const char *const *transposeKernels(void) { return kNames; }

/* grid.y and grid.z stop here. */
static const int64_t kMaxGridYZ = 65535;

static int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

static const Kernel *find(const char *name) {
  for (int i = 0; i < kNumKernels; ++i)
    if (!strcmp(kKernels[i].name, name))
      return &kKernels[i];
  return NULL;
}

/* The block order: one side of the transpose should be walked in whole
 * rows. With fewer column tiles than row tiles (tall inputs), a group of
 * all of them reads whole rows of in, and the blocks in flight write
 * pieces of many row tiles to each output row; otherwise group 1 goes
 * down columns of tiles and writes whole rows of out. Groups in between
 * were slower than both on an H100 (README.md). */
static uint32_t chooseGroup(const Kernel *k, int64_t m, int64_t n) {
  int64_t rowTiles = ceilDiv(m, k->tileRows),
          colTiles = ceilDiv(n, k->tileCols);
  return colTiles < rowTiles && colTiles <= kTransposeMaxGroup
             ? (uint32_t)colTiles
             : 1;
}

int transposePlanFixed(int64_t m, int64_t n, const char *kernel, uint32_t group,
                       TransposePlan *plan, char *msg, size_t msgSize) {
  const int64_t max = (1ll << 31) - 1;
  if (m < 1 || n < 1 || m > max || n > max) {
    snprintf(msg, msgSize, "shape %lldx%lld: M and N must be in [1, 2^31 - 1]",
             (long long)m, (long long)n);
    return -1;
  }
  const Kernel *k = find(kernel);
  if (!k) {
    snprintf(msg, msgSize, "no kernel '%s'", kernel);
    return -1;
  }
  if (group > kTransposeMaxGroup) {
    snprintf(msg, msgSize, "group %u: expected 1 to %d", group,
             kTransposeMaxGroup);
    return -1;
  }
  plan->kernel = k->name;
  plan->tileRows = k->tileRows;
  plan->tileCols = k->tileCols;
  plan->dynSmem = k->dynSmem;
  plan->group = group ? group : chooseGroup(k, m, n);
  plan->bandRows = kMaxGridYZ * k->tileRows;
  plan->bandCols = kMaxGridYZ * plan->group * k->tileCols;
  plan->launches = ceilDiv(m, plan->bandRows) * ceilDiv(n, plan->bandCols);
  return 0;
}

/* Inputs of at most 16 rows (columns) take the 16x256 (256x16) tile,
 * which they fill, the others the 64x64 one. */
int transposePlanChoose(int64_t m, int64_t n, TransposePlan *plan, char *msg,
                        size_t msgSize) {
  const char *name = m <= 16 && n > 16   ? "transpose_thin"
                     : n <= 16 && m > 16 ? "transpose_tall"
                                         : "transpose";
  return transposePlanFixed(m, n, name, 0, plan, msg, msgSize);
}

void transposePlanGrid(const TransposePlan *plan, int64_t rows, int64_t cols,
                       uint32_t grid[3]) {
  grid[0] = plan->group;
  grid[1] = (uint32_t)ceilDiv(rows, plan->tileRows);
  grid[2] = (uint32_t)ceilDiv(ceilDiv(cols, plan->tileCols), plan->group);
}
