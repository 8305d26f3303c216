/* Benchmark of the layout algebra on GEMM-sized layouts: parse+composition,
 * composition alone, logical_divide and make_layout_tv. Single-threaded;
 * each iteration resets the arena once. Prints ops/second. Not a test. */
#define _POSIX_C_SOURCE 199309L /* clock_gettime under strict C11 */
#include "cute-c/Algebra.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#define MIN_SECONDS 0.5

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

typedef struct Ctx {
  CuteArena *arena;   /* reset every iteration */
  CuteLayout a, b, t; /* pre-parsed operands (kept in their own arena) */
  const CuteNode *tile;
  CuteError err;
} Ctx;

typedef CuteStatus (*BenchFn)(Ctx *);

static const char kA[] = "(128,64):(64,1)";
static const char kB[] = "((32,4),(8,8)):((1,1024),(32,128))";
static const char kTile[] = "[(32,4):(1,32);(8,8):(1,8)]";

static CuteStatus parseCompose(Ctx *c) {
  CuteLayout a, b, r;
  if (cuteParseLayout(c->arena, kA, sizeof kA - 1, &a, &c->err) ||
      cuteParseLayout(c->arena, kB, sizeof kB - 1, &b, &c->err))
    return CUTE_ERROR;
  return cuteComposition(c->arena, a, cuteValueFromLayout(b), &r, &c->err);
}

static CuteStatus compose(Ctx *c) {
  CuteLayout r;
  return cuteComposition(c->arena, c->a, cuteValueFromLayout(c->b), &r,
                         &c->err);
}

static CuteStatus composeTile(Ctx *c) {
  CuteLayout r;
  return cuteComposition(c->arena, c->a, cuteValueFromTile(c->tile), &r,
                         &c->err);
}

static CuteStatus divide(Ctx *c) {
  CuteLayout r;
  return cuteDivide(c->arena, CUTE_DIVIDE_LOGICAL, c->t,
                    cuteValueFromTile(c->tile), &r, &c->err);
}

static CuteStatus layoutTV(Ctx *c) {
  const CuteNode *tiler;
  CuteLayout tv;
  return cuteMakeLayoutTV(c->arena, c->a, c->b, &tiler, &tv, &c->err);
}

/* Runs fn until MIN_SECONDS pass; prints ops/s or the first error. */
static void run(Ctx *c, const char *name, BenchFn fn) {
  long iters = 0;
  double t0 = now(), t = t0;
  while (t - t0 < MIN_SECONDS) {
    for (int k = 0; k < 1024; ++k, ++iters) {
      cuteArenaReset(c->arena);
      if (fn(c) != CUTE_OK) {
        printf("%-28s ERROR: %s\n", name, c->err.message);
        return;
      }
    }
    t = now();
  }
  double secs = t - t0;
  printf("%-28s %12.0f ops/s  %8.1f ns/op\n", name, (double)iters / secs,
         1e9 * secs / (double)iters);
}

static int parseAll(CuteArena *keep, Ctx *c, const char *a, const char *b,
                    const char *t, const char *tile) {
  CuteError e;
  if (cuteParseLayout(keep, a, strlen(a), &c->a, &e) ||
      cuteParseLayout(keep, b, strlen(b), &c->b, &e) ||
      cuteParseLayout(keep, t, strlen(t), &c->t, &e) ||
      cuteParseTile(keep, tile, strlen(tile), &c->tile, &e)) {
    printf("cannot parse the operands: %s\n", e.message);
    return 1;
  }
  return 0;
}

int main(void) {
  CuteArena *keep = cuteArenaCreate();
  Ctx c;
  memset(&c, 0, sizeof c);
  c.arena = cuteArenaCreate();
  if (!keep || !c.arena ||
      parseAll(keep, &c, kA, kB, "(4096,4096):(4096,1)", kTile))
    return 1;
  printf("A = %s, B = %s, tile = %s\n", kA, kB, kTile);
  run(&c, "parse+composition A o B", parseCompose);
  run(&c, "composition A o B", compose);
  run(&c, "composition A o tile", composeTile);
  if (parseAll(keep, &c, kA, kB, "(4096,4096):(4096,1)", "[128:1;64:1]"))
    return 1;
  run(&c, "logical_divide 4096^2/[128;64]", divide);
  if (parseAll(keep, &c, "(32,4):(4,1)", "(4,4):(4,1)", "1:0", "[1:0]"))
    return 1;
  run(&c, "make_layout_tv (32,4)x(4,4)", layoutTV);
  cuteArenaDestroy(c.arena);
  cuteArenaDestroy(keep);
  return 0;
}
