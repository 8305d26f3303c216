/* The Hopper GEMM's tile width per shape (gemm_plan.h). */
#include "gemm_plan.h"

#include <stddef.h>

/* Each CTA of the persistent grid takes ceil(tiles / sms) tiles in turn,
 * and a 128 x W tile costs W over its throughput per multiprocessor
 * relative to a 128 x 256 tile's: on the H100, 0.78 for 128 and 0.41 for
 * 64 (the means of f16 and bf16 at 4096^3 and 8192^3: a narrower tile
 * reads more of A and B per product, through L2 and shared memory). The
 * width with the least cost wins, the wider on a tie: 256 wherever every
 * multiprocessor has tiles enough, 128 or 64 for C of few rows or
 * columns. */
int gemmHopperWidth(int64_t rows, int64_t cols, int sms) {
  static const struct {
    int width;
    double cost;
  } kWidths[] = {{256, 256.0}, {128, 128 / 0.78}, {64, 64 / 0.41}};
  int best = 256;
  double bestCost = 0;
  if (sms < 1)
    sms = 1;
  for (size_t i = 0; i < sizeof kWidths / sizeof *kWidths; ++i) {
    int64_t w = kWidths[i].width;
    int64_t tiles = (rows + 127) / 128 * ((cols + w - 1) / w);
    double cost = (double)((tiles + sms - 1) / sms) * kWidths[i].cost;
    if (i == 0 || cost < bestCost) {
      best = kWidths[i].width;
      bestCost = cost;
    }
  }
  return best;
}
