/* Which reduction kernel of reduce.mlir (gen-reduce.sh) runs a given
 * shape, and its launch: the host-side strategy choice of the row_reduce
 * example, pure C with no driver, so that it is tested without a GPU
 * (`row_reduce --plan`). README.md explains the strategies and why each
 * shape gets the one it gets. */
#ifndef CUTE_EXAMPLE_REDUCE_PLAN_H
#define CUTE_EXAMPLE_REDUCE_PLAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum ReduceDim {
  REDUCE_ROWS = 0, /* out[m] = op_n x[m,n] */
  REDUCE_COLS = 1  /* out[n] = op_m x[m,n] */
} ReduceDim;

/* The tensor: M x N elements of elemBytes (4 or 2) each, rows `ld`
 * elements apart (ld >= N), unit column stride; base16: its address is a
 * multiple of 16 bytes. */
typedef struct ReduceShape {
  int64_t m, n, ld;
  int elemBytes;
  bool base16;
} ReduceShape;

/* A launch: kernel variant (the VAR of row_OP_DT_VAR / col_OP_DT_VAR),
 * grid (gridX, splits, 1) of 256 threads, and the workspace it needs
 * (floats of partial results and i32 counters, both 0 when splits == 1;
 * the counters must be zero before the first launch, and each launch
 * leaves them zero). */
typedef struct ReducePlan {
  const char *variant;
  bool splitKernel; /* takes (x, out, ws, cnt, scale), else (x, out, scale) */
  uint32_t gridX, splits;
  int64_t wsFloats, counters;
} ReducePlan;

enum { kReduceThreads = 256, kReduceMaxSplits = 256 };

/* The variant and splits for `s` on a GPU of `sms` multiprocessors. 0 on
 * success; -1 with a message in msg when the shape cannot be reduced by
 * these kernels (a dimension outside [1, 2^31 - 1], ld < N). */
int reducePlanChoose(ReduceDim dim, const ReduceShape *s, int sms,
                     ReducePlan *plan, char *msg, size_t msgSize);

/* The launch of a given variant with `splits` blocks per row (b, bu) or
 * per column strip (v, s, n4); splits must be 1 for the others. -1 with a
 * message when the variant does not exist for `dim`, needs an alignment
 * the shape lacks, or splits is outside [1, 256] or exceeds the work
 * (the row's tiles, the column's row tiles). */
int reducePlanFixed(ReduceDim dim, const ReduceShape *s, const char *variant,
                    uint32_t splits, ReducePlan *plan, char *msg,
                    size_t msgSize);

/* Every variant of `dim` (NULL-terminated), for exploring. */
const char *const *reduceVariants(ReduceDim dim);

#endif
