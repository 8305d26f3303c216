/* traced_runner.h's check that another build of a kernel reads the bytes
 * our parameters hold (tracedSameBytes, what `run_dense_gemm --foreign`
 * relies on), on the layouts ptxas gives NVIDIA's traced dense_gemm: ours
 * (13 parameters: three 128-byte TMA descriptors, each coordinate
 * tensor's shape as three i32, the accumulate flag) and CuTe DSL's own
 * (7: each shape one 12-byte parameter). No GPU. */
#include "traced_runner.h"

#include <stdio.h>
#include <string.h>

static int failures;

static void expect(const char *what, const char *got, const char *want) {
  bool ok = want ? got && strstr(got, want) : !got;
  if (!ok) {
    fprintf(stderr, "FAIL %s: got \"%s\", want %s%s%s\n", what,
            got ? got : "(same bytes)", want ? "\"" : "",
            want ? want : "(same bytes)", want ? "\"" : "");
    ++failures;
  }
}

int main(void) {
  static const TracedParam ours[] = {
      {48, 128},  {176, 4}, {180, 4}, {184, 4}, {240, 128},
      {368, 4},   {372, 4}, {376, 4}, {432, 128}, {560, 4},
      {564, 4},   {568, 4}, {572, 1}};
  static const TracedParam dsl[] = {{48, 128},  {176, 12}, {240, 128},
                                    {368, 12},  {432, 128}, {560, 12},
                                    {572, 1}};
  char why[160];
  int n = (int)(sizeof ours / sizeof *ours), m = (int)(sizeof dsl / sizeof *dsl);
  expect("CuTe DSL's layout", tracedSameBytes(ours, n, dsl, m, why, sizeof why),
         NULL);
  expect("our own layout", tracedSameBytes(ours, n, ours, n, why, sizeof why),
         NULL);
  /* A 16-byte shape parameter: it ends at 192, in the padding before the
   * next descriptor, where none of ours ends. */
  TracedParam wide[7];
  memcpy(wide, dsl, sizeof wide);
  wide[1].size = 16;
  expect("a parameter that ends elsewhere",
         tracedSameBytes(ours, n, wide, m, why, sizeof why),
         "its parameter 1 (16 bytes at offset 176) ends where none of ours");
  /* A descriptor moved by 16 bytes. */
  memcpy(wide, dsl, sizeof wide);
  wide[2].offset = 256;
  expect("a parameter that starts elsewhere",
         tracedSameBytes(ours, n, wide, m, why, sizeof why),
         "its parameter 2 (128 bytes at offset 256) starts where none of ours");
  /* The accumulate flag missing: every parameter it has agrees, but it
   * reads fewer bytes. */
  expect("a parameter missing",
         tracedSameBytes(ours, n, dsl, m - 1, why, sizeof why),
         "its parameters hold 420 bytes, ours 421");
  /* Two parameters over the same bytes. */
  static const TracedParam twice[] = {{48, 128}, {176, 12}, {176, 12}};
  expect("overlapping parameters", tracedSameBytes(ours, n, twice, 3, why,
                                                   sizeof why),
         "its parameter 2 (at offset 176) overlaps the one before");
  if (failures)
    return 1;
  printf("traced_runner_test: ok\n");
  return 0;
}
