/* Runs NVIDIA's CuTe DSL example ampere/elementwise_apply, as its traced
 * IR compiles here (docs/cute-dsl-import.md): c = a + b over 4096x4096
 * fp32, 64x256 tiles, 256 threads per block. The traced kernel takes
 *   a, b  memrefs whose tiled layout is static (pointers only),
 *   c     a memref of the tiled view of an (M,N):(ldc,1) tensor: pointer
 *         plus its 9 dynamic leaves, shape then stride, depth first,
 *   the zipped coordinate tensor of (M,N) (2 leaves), M and N (i32), and
 *   the static TV layout (no leaves).
 * The launch is what the traced host function computes (dropped by the
 * importer): grid (16, 64) of 256 threads. The leaves of c are those the
 * host function derives with zipped_divide and composition, for M = N =
 * ldc = 4096 (our cute-to-base computes the same values on the host:
 * ((64,256),((1,16),(64,1))):((4096,1),((16777216,256),(262144,256)))).
 * Every element is compared with a + b on the CPU; the elements of a
 * padded c beyond N (ldc = N + 64 would change the leaves) are not used.
 * usage: run_elementwise_apply DIR (DIR/elementwise_apply.{cubin,abi})
 * Exit 0 when every element is right, 1 when not, 2 without a driver. */
#include "traced_runner.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { M = 4096, N = 4096, LDC = 4096 };

static long long check(const float *a, const float *b, const float *c) {
  long long wrong = 0;
  for (size_t i = 0; i < (size_t)M * N; ++i)
    if (c[i] != a[i] + b[i] && wrong++ < 5)
      fprintf(stderr, "c[%zu,%zu] = %g, want %g\n", i / N, i % N, c[i],
              a[i] + b[i]);
  return wrong;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s DIR\n", argv[0]);
    return 2;
  }
  size_t n = (size_t)M * N, bytes = n * sizeof(float);
  float *a = malloc(bytes), *b = malloc(bytes), *c = malloc(bytes);
  if (!a || !b || !c)
    return fprintf(stderr, "out of host memory\n"), 1;
  for (size_t i = 0; i < n; ++i) {
    a[i] = (float)(i % 1000) * 0.5f;
    b[i] = (float)(i / 4096) - 17.25f;
  }
  TracedRun r;
  int rc = tracedOpen(&r, "run_elementwise_apply", argv[1], "elementwise_apply", a, bytes, b, bytes,
                      bytes);
  if (rc)
    return rc;
  const int64_t cLeaves[9] = {1, 16, 64, 1, LDC, 16777216, 256, 262144, 256};
  const int64_t idLeaves[2] = {(M + 63) / 64, (N + 255) / 256};
  CuteRtArg args[7] = {
      cuteRtArgNamed(cuteRtArgPointer(r.a), "a"),
      cuteRtArgNamed(cuteRtArgPointer(r.b), "b"),
      cuteRtArgNamed(cuteRtArgMemref(r.c, cLeaves, 9), "c"),
      cuteRtArgNamed(cuteRtArgLeaves(idLeaves, 2), "coordinates"),
      cuteRtArgNamed(cuteRtArgInt(CUTE_RT_SCALAR_I32, M), "M"),
      cuteRtArgNamed(cuteRtArgInt(CUTE_RT_SCALAR_I32, N), "N"),
      cuteRtArgNamed(cuteRtArgLeaves(NULL, 0), "tv_layout")};
  CuteRtLaunchConfig cfg = {{16, 64, 1}, {256, 1, 1}, {0, 0, 0},
                            0,           {NULL},      false};
  if ((rc = tracedLaunch(&r, &cfg, args, 7, c)))
    return rc;
  long long wrong = check(a, b, c);
  printf("elementwise_apply %dx%d: %s (%lld wrong of %zu)\n", M, N,
         wrong ? "WRONG" : "ok", wrong, n);
  tracedClose(&r);
  free(a), free(b), free(c);
  return wrong ? 1 : 0;
}
