/* cuteTypedToMlirType (dialect/type_build.c), the one conversion of an
 * inferred result to an MlirType: each kind an inference function gives
 * (the algebra kinds, ptr, memref, coord_tensor, the scalars, the atoms
 * and tiled copies and MMAs, a builtin type, an integer by width) becomes
 * the type its text names; an incomplete or unknown one, and a cute type
 * in a context without the dialect, give a null type and an error record,
 * and nothing reaches the context's diagnostic handlers. Exit status 0 on
 * success; prints what it checked. */
#include "cute-c/Dialects.h"
#include "dialect.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <string.h>

static MlirLogicalResult countDiagnostic(MlirDiagnostic d, void *user) {
  (void)d;
  ++*(int *)user;
  return mlirLogicalResultSuccess();
}

static MlirStringRef str(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

/* Diagnostics that reach the handlers are counted in *emitted. */
static MlirContext context(bool withCute, int *emitted) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirContextLoadAllAvailableDialects(ctx);
  mlirContextAttachDiagnosticHandler(ctx, countDiagnostic, emitted, NULL);
  if (withCute && mlirLogicalResultIsFailure(cuteRegisterDialects(ctx)))
    puts("FAIL: cannot load the cute dialect");
  return ctx;
}

/* t must become the type that `want` parses to. */
static int expectType(MlirContext ctx, CuteArena *a, const char *label,
                      const CuteTyped *t, const char *want) {
  CuteError err = {0};
  MlirType got = cuteTypedToMlirType(ctx, a, t, &err);
  MlirType expected = mlirTypeParseGet(ctx, str(want));
  if (!mlirTypeIsNull(got) && mlirTypeEqual(got, expected)) {
    printf("ok: %s -> %s\n", label, want);
    return 0;
  }
  printf("FAIL: %s: expected %s, got %s\n", label, want,
         mlirTypeIsNull(got) ? err.message : "another type");
  return 1;
}

/* t must give a null type and an error containing `why`. */
static int expectError(MlirContext ctx, CuteArena *a, const char *label,
                       const CuteTyped *t, const char *why) {
  CuteError err = {0};
  MlirType got = cuteTypedToMlirType(ctx, a, t, &err);
  if (mlirTypeIsNull(got) && strstr(err.message, why)) {
    printf("ok: %s: %s\n", label, err.message);
    return 0;
  }
  printf("FAIL: %s: expected an error with '%s', got '%s'\n", label, why,
         mlirTypeIsNull(got) ? err.message : "a type");
  return 1;
}

static CuteTyped algebra(CuteArena *a, CuteTypeKind kind, const char *text) {
  CuteTyped t = {0};
  t.kind = kind;
  t.spec = text;
  t.len = strlen(text);
  CuteError err = {0};
  if (cuteTypeParse(a, &t, &err) != CUTE_OK)
    printf("FAIL: %s does not parse: %s\n", text, err.message);
  return t;
}

static int algebraKinds(MlirContext ctx, CuteArena *a) {
  static const char *const texts[] = {
      NULL,         "(1,(2,?))", "(?{i64},8)",   "(1@0,?@1)",
      "(_,1)",      "(4,8):(1,4)", "S<3,4,3> o 2 o (8,2):(2,16)",
      "S<3,5,4>",   "[(2,3):(1,2);_]"};
  int failures = 0;
  for (int k = CUTE_TYPE_INT_TUPLE; k <= CUTE_TYPE_TILE; ++k) {
    CuteTyped t = algebra(a, (CuteTypeKind)k, texts[k]);
    char want[128];
    snprintf(want, sizeof want, "!cute.%s<\"%s\">",
             cuteTypeKindName((CuteTypeKind)k), texts[k]);
    failures += expectType(ctx, a, cuteTypeKindName((CuteTypeKind)k), &t,
                           want);
  }
  return failures;
}

static int dataKinds(MlirContext ctx, CuteArena *a) {
  CuteTyped p = {0};
  p.kind = CUTE_TYPE_PTR;
  p.elem = mlirF32TypeGet(ctx);
  p.elemBits = 32;
  p.space = CUTE_SPACE_SMEM;
  p.align = 1024;
  int failures =
      expectType(ctx, a, "ptr", &p, "!cute.ptr<f32, smem, align<1024>>");
  CuteTyped m = algebra(a, CUTE_TYPE_LAYOUT, "(8):(4)");
  m.kind = CUTE_TYPE_MEMREF;
  m.elem = mlirF16TypeGet(ctx);
  m.elemBits = 16;
  m.space = CUTE_SPACE_RMEM;
  m.align = 8;
  failures += expectType(ctx, a, "memref", &m,
                         "!cute.memref<f16, rmem, align<8>, \"(8):(4)\">");
  CuteTyped c = algebra(a, CUTE_TYPE_LAYOUT, "(?):(1@0)");
  CuteTyped base = algebra(a, CUTE_TYPE_INT_TUPLE, "(0,?)");
  c.kind = CUTE_TYPE_COORD_TENSOR;
  c.base = base.value.node;
  failures += expectType(ctx, a, "coord_tensor", &c,
                         "!cute.coord_tensor<\"(0,?)\", \"(?):(1@0)\">");
  CuteTyped it = algebra(a, CUTE_TYPE_INT_TUPLE, "(?{div=8},0)");
  it.kind = CUTE_TYPE_ARITH_TUPLE_ITER;
  failures += expectType(ctx, a, "arith_tuple_iter", &it,
                         "!cute.arith_tuple_iter<\"(?{div=8},0)\">");
  p.ptrSwizzled = true;
  p.ptrSwizzle = (CuteSwizzle){3, 4, 3};
  failures += expectType(ctx, a, "swizzled ptr", &p,
                         "!cute.ptr<f32, smem, align<1024>, S<3,4,3>>");
  return failures;
}

static int scalarKinds(MlirContext ctx, CuteArena *a) {
  CuteTyped t = {0};
  t.kind = CUTE_TYPE_CINT;
  t.intWidth = 64;
  t.divby = 128;
  int failures =
      expectType(ctx, a, "constrained int", &t, "!cute.i64<divby 128>");
  CuteTyped d = {0};
  d.kind = CUTE_TYPE_DIVISOR;
  d.intWidth = 32;
  failures += expectType(ctx, a, "fast divisor", &d,
                         "!cute.fast_divmod_divisor<32>");
  return failures;
}

/* Copy and MMA atoms, in the cute_nvgpu namespace. */
static int atomKinds(MlirContext ctx, CuteArena *a, CuteAtom *copy,
                     CuteAtom *mma) {
  memset(copy, 0, sizeof *copy);
  copy->kind = CUTE_ATOM_UNIVERSAL_COPY;
  copy->val = mlirF32TypeGet(ctx);
  copy->valBits = 32;
  copy->bits = 128;
  CuteTyped t = {0};
  t.kind = CUTE_TYPE_COPY_ATOM;
  t.atom = copy;
  int failures = expectType(ctx, a, "copy atom", &t,
                            "!cute_nvgpu.atom.universal_copy<f32, 128 b>");
  copy->evict = CUTE_EVICT_NO_ALLOCATE;
  failures += expectType(ctx, a, "copy atom with eviction priority", &t,
                         "!cute_nvgpu.atom.universal_copy<f32, 128 b, "
                         "l1_cache_eviction_priority=no_allocate>");
  copy->evict = CUTE_EVICT_NORMAL;
  memset(mma, 0, sizeof *mma);
  mma->kind = CUTE_ATOM_SM90_MMA;
  mma->m = 64;
  mma->n = 128;
  mma->k = 16;
  mma->a = mma->b = mlirBF16TypeGet(ctx);
  mma->c = mlirF32TypeGet(ctx);
  mma->bMajorMN = true;
  t.kind = CUTE_TYPE_MMA_ATOM;
  t.atom = mma;
  failures += expectType(ctx, a, "mma atom", &t,
                         "!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), "
                         "elem_type = (bf16, bf16, f32), frag_kind = ss>");
  return failures;
}

/* Tiled copies and MMAs: the atom, the layout and the tile. */
static int tiledKinds(MlirContext ctx, CuteArena *a) {
  CuteAtom copy, mma;
  int failures = atomKinds(ctx, a, &copy, &mma);
  CuteTyped t = algebra(a, CUTE_TYPE_LAYOUT, "(32,4):(4,1)");
  CuteTyped tile = algebra(a, CUTE_TYPE_TILE, "[32:1;16:1]");
  t.kind = CUTE_TYPE_TILED_COPY;
  t.atom = &copy;
  t.tile = tile.value.node;
  failures += expectType(ctx, a, "tiled_copy", &t,
                         "!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<"
                         "f32, 128 b>, layout_copy_tv = <\"(32,4):(4,1)\">, "
                         "tiler_mn = <\"[32:1;16:1]\">>");
  CuteTyped m = algebra(a, CUTE_TYPE_LAYOUT, "(2,1,1):(1,0,0)");
  m.kind = CUTE_TYPE_TILED_MMA;
  m.atom = &mma;
  failures += expectType(ctx, a, "tiled_mma", &m,
                         "!cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, "
                         "ab_major = (k, mn), elem_type = (bf16, bf16, f32), "
                         "frag_kind = ss>, atom_layout_MNK = "
                         "<\"(2,1,1):(1,0,0)\">>");
  CuteTyped perm = algebra(a, CUTE_TYPE_TILE, "[_;_;16:1]");
  m.tile = perm.value.node;
  failures += expectType(ctx, a, "tiled_mma with permutation", &m,
                         "!cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, "
                         "ab_major = (k, mn), elem_type = (bf16, bf16, f32), "
                         "frag_kind = ss>, atom_layout_MNK = "
                         "<\"(2,1,1):(1,0,0)\">, permutation_MNK = "
                         "<\"[_;_;16:1]\">>");
  return failures;
}

/* Atoms without their parameters. */
static int atomErrors(MlirContext ctx, CuteArena *a) {
  CuteTyped t = {0};
  t.kind = CUTE_TYPE_MMA_ATOM;
  int failures = expectError(ctx, a, "atom without atom", &t,
                             "an mma_atom result without its atom");
  CuteAtom copy = {0};
  copy.kind = CUTE_ATOM_UNIVERSAL_COPY;
  copy.val = mlirF16TypeGet(ctx);
  t.kind = CUTE_TYPE_TILED_COPY;
  t.atom = &copy;
  failures += expectError(ctx, a, "tiled_copy without layout", &t,
                          "a tiled_copy result without its atom and layout");
  return failures;
}

static int builtinKinds(MlirContext ctx, CuteArena *a) {
  CuteTyped t = {0};
  t.type = mlirF32TypeGet(ctx);
  int failures = expectType(ctx, a, "element type", &t, "f32");
  int64_t n = 32;
  t.type = mlirVectorTypeGet(1, &n, mlirF16TypeGet(ctx));
  failures += expectType(ctx, a, "vector", &t, "vector<32xf16>");
  CuteTyped w = {0};
  w.intWidth = 1;
  failures += expectType(ctx, a, "i1 by width", &w, "i1");
  w.intWidth = 64;
  failures += expectType(ctx, a, "i64 by width", &w, "i64");
  return failures;
}

static int errors(MlirContext ctx, CuteArena *a) {
  CuteTyped none = {0};
  int failures = expectError(ctx, a, "builtin without type or width",
                             &none, "neither a type nor an integer width");
  CuteTyped p = {0};
  p.kind = CUTE_TYPE_PTR;
  p.align = 4;
  failures += expectError(ctx, a, "ptr without element", &p,
                          "!cute.ptr result without its element type");
  CuteTyped c = algebra(a, CUTE_TYPE_LAYOUT, "(4):(1@0)");
  c.kind = CUTE_TYPE_COORD_TENSOR;
  failures += expectError(ctx, a, "coord_tensor without base", &c,
                          "without its base");
  CuteTyped bad = {0};
  bad.kind = (CuteTypeKind)42;
  failures += expectError(ctx, a, "unknown kind", &bad, "no type of kind 42");
  return failures;
}

/* A context not prepared for cute IR: an error record, no diagnostic. */
static int withoutDialect(CuteArena *a, int *emitted) {
  MlirContext bare = context(false, emitted);
  CuteTyped t = algebra(a, CUTE_TYPE_LAYOUT, "(4,8):(1,4)");
  int failures = expectError(bare, a, "no cute dialect", &t,
                             "call cuteRegisterDialects on it first");
  mlirContextDestroy(bare);
  return failures;
}

int main(void) {
  int emitted = 0;
  MlirContext ctx = context(true, &emitted);
  CuteArena *a = cuteArenaCreate();
  int failures = algebraKinds(ctx, a) + dataKinds(ctx, a) +
                 scalarKinds(ctx, a) + tiledKinds(ctx, a) +
                 builtinKinds(ctx, a) + errors(ctx, a) + atomErrors(ctx, a) +
                 withoutDialect(a, &emitted);
  if (emitted) {
    printf("FAIL: %d diagnostic%s reached the context's handlers\n", emitted,
           emitted == 1 ? "" : "s");
    failures++;
  }
  cuteArenaDestroy(a);
  mlirContextDestroy(ctx);
  printf("%s: %d failure%s\n", failures ? "FAIL" : "PASS", failures,
         failures == 1 ? "" : "s");
  return failures ? 1 : 0;
}
