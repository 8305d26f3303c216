/* gen_cute_module: writes the benchmark module of cute_opt_bench.sh, N
 * single-op functions (one cute op per func.func, operands as the
 * function's block arguments, generic form), to stdout.
 *
 *   gen_cute_module N [SEED]
 *
 * The ops mix the layout algebra on GEMM-sized layouts (composition by a
 * layout and by a tile, logical/zipped/tiled divide, coalesce, complement,
 * size, cosize, make_layout, logical/tiled product, crd2idx) with about
 * one op in five on dynamic leaves (`?`). Tile and matrix extents are drawn
 * from small sets with a fixed linear congruential generator, so the output
 * is the same for the same N and SEED and holds a few hundred distinct
 * types, as a real program would. Every result type is computed with the
 * algebra library (cuteEvalOp), never written by hand, so the module
 * passes cute-opt's verifier; the same text is what mlir-opt reads with
 * --allow-unregistered-dialect (cute types become opaque types there). */
#include "cute-c/Algebra.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Form {
  const char *op;      /* cuteEvalOp's name and the cute op's */
  unsigned nargs;
  const char *kind[3]; /* operand type names */
  const char *result;  /* result type name */
  int dynamic;         /* uses `?` leaves */
} Form;

enum {
  kComposeLayout, kComposeTile, kLogicalDivide, kZippedDivide, kTiledDivide,
  kCoalesce, kComplement, kSize, kCosize, kMakeLayout, kTiledProduct,
  kLogicalProduct, kCrd2Idx, kDynCoalesce, kDynSize, kDynMakeLayout,
  kDynLogicalDivide, kDynCrd2Idx, kNumForms
};

static const Form kForms[kNumForms] = {
    [kComposeLayout] = {"composition", 2, {"layout", "layout"}, "layout", 0},
    [kComposeTile] = {"composition", 2, {"layout", "tile"}, "layout", 0},
    [kLogicalDivide] = {"logical_divide", 2, {"layout", "tile"}, "layout", 0},
    [kZippedDivide] = {"zipped_divide", 2, {"layout", "tile"}, "layout", 0},
    [kTiledDivide] = {"tiled_divide", 2, {"layout", "tile"}, "layout", 0},
    [kCoalesce] = {"coalesce", 1, {"layout"}, "layout", 0},
    [kComplement] = {"complement", 2, {"layout", "shape"}, "layout", 0},
    [kSize] = {"size", 1, {"layout"}, "int_tuple", 0},
    [kCosize] = {"cosize", 1, {"layout"}, "int_tuple", 0},
    [kMakeLayout] = {"make_layout", 2, {"shape", "stride"}, "layout", 0},
    [kTiledProduct] = {"tiled_product", 2, {"layout", "layout"}, "layout", 0},
    [kLogicalProduct] = {"logical_product", 2, {"layout", "layout"}, "layout",
                         0},
    [kCrd2Idx] = {"crd2idx", 2, {"coord", "shape"}, "int_tuple", 0},
    [kDynCoalesce] = {"coalesce", 1, {"layout"}, "layout", 1},
    [kDynSize] = {"size", 1, {"shape"}, "int_tuple", 1},
    [kDynMakeLayout] = {"make_layout", 2, {"shape", "stride"}, "layout", 1},
    [kDynLogicalDivide] = {"logical_divide", 2, {"layout", "tile"}, "layout",
                           1},
    [kDynCrd2Idx] = {"crd2idx", 2, {"coord", "shape"}, "int_tuple", 1},
};

static uint64_t rngState;

static unsigned rnd(unsigned n) {
  rngState = rngState * 6364136223846793005ull + 1442695040888963407ull;
  return (unsigned)((rngState >> 33) % n);
}

static unsigned pick(const unsigned *v, unsigned n) { return v[rnd(n)]; }

static const unsigned kMat[] = {64, 128, 256, 512};  /* M, N, K extents */
static const unsigned kTileMN[] = {16, 32, 64, 128}; /* tile extents */
static const unsigned kTileK[] = {8, 16, 32};

/* The operand texts of form `f` with fresh extents. */
static void makeArgs(int f, char args[3][128]) {
  unsigned m = pick(kMat, 4), k = pick(kMat, 4);
  unsigned tm = pick(kTileMN, 4), tk = pick(kTileK, 3);
  if (tm > m) /* a tile never larger than its matrix */
    tm = m;
  bool colMajor = rnd(2);
  char mat[64]; /* an (m,k) matrix, column- or row-major */
  if (colMajor)
    snprintf(mat, sizeof mat, "(%u,%u):(1,%u)", m, k, m);
  else
    snprintf(mat, sizeof mat, "(%u,%u):(%u,1)", m, k, k);
  switch (f) {
  case kComposeLayout:
    snprintf(args[0], 128, "%s", mat);
    snprintf(args[1], 128, "(%u,%u):(1,%u)", tm, tk, m);
    break;
  case kComposeTile:
  case kLogicalDivide:
  case kZippedDivide:
  case kTiledDivide:
    snprintf(args[0], 128, "%s", mat);
    snprintf(args[1], 128, "[%u:1;%u:1]", tm, tk);
    break;
  case kCoalesce:
    snprintf(args[0], 128, "((8,%u),%u):((1,8),%u)", m / 8, k, m);
    break;
  case kComplement:
    snprintf(args[0], 128, "(%u,%u):(1,%u)", tm, tk, m);
    snprintf(args[1], 128, "%u", m * k);
    break;
  case kSize:
  case kCosize:
    snprintf(args[0], 128, "%s", mat);
    break;
  case kMakeLayout:
    snprintf(args[0], 128, "(%u,%u)", m, k);
    snprintf(args[1], 128, colMajor ? "(1,%u)" : "(%u,1)", colMajor ? m : k);
    break;
  case kTiledProduct:
  case kLogicalProduct:
    snprintf(args[0], 128, "(%u,%u):(1,%u)", tm, tk, tm);
    snprintf(args[1], 128, "(%u,%u):(1,%u)", m / tm, k / tk, m / tm);
    break;
  case kCrd2Idx:
    snprintf(args[0], 128, "(%u,%u)", rnd(m), rnd(k));
    snprintf(args[1], 128, "(%u,%u)", m, k);
    break;
  case kDynCoalesce:
    snprintf(args[0], 128, "(%u,?):(1,%u)", m, m);
    break;
  case kDynSize:
    snprintf(args[0], 128, "(?,%u)", k);
    break;
  case kDynMakeLayout:
    snprintf(args[0], 128, "(?,%u)", k);
    snprintf(args[1], 128, "(1,?)");
    break;
  case kDynLogicalDivide:
    snprintf(args[0], 128, "(?,%u):(1,?)", k);
    snprintf(args[1], 128, "[%u:1;%u:1]", tm, tk);
    break;
  case kDynCrd2Idx:
    snprintf(args[0], 128, "(?,%u)", rnd(k));
    snprintf(args[1], 128, "(%u,%u)", m, k);
    break;
  }
}

int main(int argc, char **argv) {
  if (argc < 2 || argc > 3) {
    fprintf(stderr, "usage: gen_cute_module N [SEED] > module.mlir\n");
    return 2;
  }
  long n = strtol(argv[1], NULL, 10);
  rngState = argc == 3 ? strtoull(argv[2], NULL, 10) : 42;
  CuteArena *a = cuteArenaCreate();
  if (n <= 0 || !a) {
    fprintf(stderr, "gen_cute_module: bad N or out of memory\n");
    return 2;
  }
  static char out[1 << 16];
  setvbuf(stdout, out, _IOFBF, sizeof out);
  for (long i = 0; i < n; ++i) {
    /* Static forms four times as often as dynamic ones. */
    int f = rnd(5) ? (int)rnd(kDynCoalesce) : kDynCoalesce + (int)rnd(5);
    const Form *form = &kForms[f];
    char args[3][128];
    makeArgs(f, args);
    const char *argv2[3] = {args[0], args[1], args[2]};
    CuteValue v;
    CuteError err;
    cuteArenaReset(a);
    if (cuteEvalOp(a, form->op, form->nargs, argv2, &v, &err) != CUTE_OK) {
      fprintf(stderr, "gen_cute_module: %s(%s, %s): %s\n", form->op, args[0],
              args[1], err.message);
      return 1;
    }
    const char *res = cuteValueToString(a, v);
    char types[3][400];
    for (unsigned j = 0; j < form->nargs; ++j)
      snprintf(types[j], sizeof types[j], "!cute.%s<\"%s\">", form->kind[j],
               args[j]);
    printf("func.func @f%ld(", i);
    for (unsigned j = 0; j < form->nargs; ++j)
      printf("%s%%a%u: %s", j ? ", " : "", j, types[j]);
    printf(") {\n  %%0 = \"cute.%s\"(", form->op);
    for (unsigned j = 0; j < form->nargs; ++j)
      printf("%s%%a%u", j ? ", " : "", j);
    printf(") : (");
    for (unsigned j = 0; j < form->nargs; ++j)
      printf("%s%s", j ? ", " : "", types[j]);
    printf(") -> !cute.%s<\"%s\">\n  return\n}\n", form->result, res);
  }
  cuteArenaDestroy(a);
  return ferror(stdout) ? 1 : 0;
}
