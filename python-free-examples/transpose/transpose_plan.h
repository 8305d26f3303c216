/* Which kernel of transpose.mlir moves a given shape, the order of its
 * blocks and its launches: the host-side choice of the transpose example,
 * pure C with no driver, so that it is tested without a GPU
 * (`transpose --plan`). README.md explains the choices and the timings
 * behind them. */
#ifndef CUTE_EXAMPLE_TRANSPOSE_PLAN_H
#define CUTE_EXAMPLE_TRANSPOSE_PLAN_H

#include <stddef.h>
#include <stdint.h>

/* A launch plan for an MxN input. Every kernel takes grid (group, row
 * tiles, groups of `group` column tiles) of 256 threads: block (x, y, z)
 * moves row tile y of column tile z * group + x, so that consecutive
 * blocks walk `group` neighbouring column tiles of one row tile, then of
 * the next. grid.y and grid.z stop at 65535: larger inputs go in bands
 * of at most bandRows x bandCols elements of in, one launch each. */
typedef struct TransposePlan {
  const char *kernel;
  int tileRows, tileCols; /* the kernel's tile of in */
  uint32_t dynSmem;       /* bytes of dynamic shared memory at launch */
  uint32_t group;         /* column tiles walked together (grid.x) */
  int64_t bandRows, bandCols, launches;
} TransposePlan;

enum { kTransposeThreads = 256, kTransposeMaxGroup = 1024 };

/* The kernel and group for an MxN input. 0 on success; -1 with a message
 * in msg when M or N is outside [1, 2^31 - 1]. */
int transposePlanChoose(int64_t m, int64_t n, TransposePlan *plan, char *msg,
                        size_t msgSize);

/* The plan of a given kernel with a given group (0: the group the choice
 * would take for that kernel's tile). -1 with a message when the kernel
 * does not exist or the group is outside [1, 1024]. */
int transposePlanFixed(int64_t m, int64_t n, const char *kernel, uint32_t group,
                       TransposePlan *plan, char *msg, size_t msgSize);

/* The grid of a band of `rows` x `cols` elements of in. */
void transposePlanGrid(const TransposePlan *plan, int64_t rows, int64_t cols,
                       uint32_t grid[3]);

/* Every kernel (NULL-terminated). */
const char *const *transposeKernels(void);

#endif
