/* The width of the Hopper GEMM's CTA tile for a given shape: the
 * host-side choice of the gemm example between hopper.mlir's 128 x 256
 * kernels and their _n128 and _n64 variants, pure C with no driver, so
 * that it is tested without a GPU (`gemm --plan`). docs/hopper.md,
 * section 6, has the timings behind it. */
#ifndef CUTE_EXAMPLE_GEMM_PLAN_H
#define CUTE_EXAMPLE_GEMM_PLAN_H

#include <stdint.h>

/* The width W (256, 128 or 64) of the 128 x W tiles for a rows x cols C
 * on `sms` multiprocessors (at least 1). */
int gemmHopperWidth(int64_t rows, int64_t cols, int sms);

#endif
