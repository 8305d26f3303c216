/* What the ahead-of-time tests (aot_test.c, aot_launch_test.c) share: the
 * fake driver they run against (CUTE_RT_LIBCUDA, opened again here to
 * read its state) and a check of the last launch it recorded. */
#ifndef CUTE_RT_AOT_FAKE_H
#define CUTE_RT_AOT_FAKE_H

#include "fake_cuda.h"
#include "rt_test.h"

#include <stdint.h>
#include <stdlib.h>

static FakeCudaState *S;
static FakeCudaFailFn fakeFail;

/* Opens the fake driver at `lib` and points CUTE_RT_LIBCUDA at it. */
static int aotFakeOpen(const char *lib) {
  if (!fakeCudaOpen("aot", lib, &S, &fakeFail))
    return 2;
  return setenv("CUTE_RT_LIBCUDA", lib, 1) ? 2 : 0;
}

/* The last launch was `fn` with grid.x gx, block.x bx and these n
 * parameters (8 bytes read at each). */
#define EXPECT_LAUNCH(fn, gx, bx, params, n)                                   \
  aotExpectLaunch(fn, gx, bx, params, n, __FILE__, __LINE__)
static void aotExpectLaunch(const char *fn, unsigned gx, unsigned bx,
                            const uint64_t *params, unsigned n,
                            const char *file, int line) {
  const FakeLaunch *l = &S->last;
  int ok = strcmp(l->function, fn) == 0 && l->grid[0] == gx &&
           l->block[0] == bx && l->numParams == n;
  for (unsigned i = 0; ok && i < n; ++i)
    ok = l->params[i] == params[i];
  if (ok)
    return;
  fprintf(stderr, "%s:%d: launch of %s grid %u block %u, %u params:", file,
          line, l->function, l->grid[0], l->block[0], l->numParams);
  for (unsigned i = 0; i < l->numParams; ++i)
    fprintf(stderr, " 0x%llx", l->params[i]);
  fprintf(stderr, "\n");
  rtTestFailures++;
}

#endif
