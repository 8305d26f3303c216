/* The width property test, generator half (docs/lowering.md, "Widths").
 *
 * Random layouts whose leaves sit near 2^31, 2^32 and 2^63 (and small
 * ones), each leaf static, `?` (32-bit) or `?{i64}`, evaluated at random
 * coordinates of their domain through the lowering: crd2idx of a
 * hierarchical coordinate and layout_eval of a 1-D index, every leaf and
 * coordinate a run-time value. The expected offsets are computed here in
 * 128-bit arithmetic. A case is
 *  - refused by the verifier: the inference (the verifier's) rejects it,
 *    e.g. an offset past 64 bits;
 *  - refused by the runtime: the runtime's argument check
 *    (cuteRtAbiKernelPack on the `arg memref f32 gmem 4 ...` line the
 *    compiler would write) refuses the layout as a kernel's tensor: a
 *    32-bit leaf given a wider value,
 *    offsets past what the kernel computes in 32 (or 64) bits;
 *  - outside the contract (1-D indices only, counted apart): a nested
 *    mode whose 32-bit extents multiply past 2^31, whose size the kernel
 *    computes in 32 bits (CuTe DSL's Int32 arithmetic does the same);
 *  - run: every printed value must equal the 128-bit one. Refused cases
 *    are never counted as wrong, and no run case may be wrong.
 *
 * Usage: cute-width-property-gen SEED LAYOUTS OUT.mlir OUT.expected
 * prints the counts on stdout. */
#include "cute-c/Dialects.h"
#include "cute-c/Ops.h"
#include "cute-c/Runtime.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__extension__ typedef __int128 i128;

#define MAX_MODES 3
#define MAX_LEAVES 8
#define COORDS 4
#define INDICES 2

/*===--- Text buffers ------------------------------------------------------===*/

typedef struct {
  char *buf;
  size_t len, cap;
} Str;

static void sput(Str *s, const char *t, size_t n) {
  if (s->len + n + 1 > s->cap) {
    size_t cap = s->cap ? s->cap * 2 : 4096;
    while (cap < s->len + n + 1)
      cap *= 2;
    char *b = realloc(s->buf, cap);
    if (!b)
      exit(2);
    s->buf = b;
    s->cap = cap;
  }
  memcpy(s->buf + s->len, t, n);
  s->len += n;
  s->buf[s->len] = '\0';
}

static void sprint(Str *s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void sprint(Str *s, const char *fmt, ...) {
  char tmp[4096];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  if (n < 0 || (size_t)n >= sizeof tmp)
    exit(2);
  sput(s, tmp, (size_t)n);
}

static void i128Text(i128 v, char *buf, size_t cap) {
  char tmp[64];
  int k = 0;
  unsigned __int128 u = v < 0 ? -(unsigned __int128)v : (unsigned __int128)v;
  do {
    tmp[k++] = (char)('0' + (int)(u % 10));
    u /= 10;
  } while (u);
  size_t n = 0;
  if (v < 0 && n + 1 < cap)
    buf[n++] = '-';
  while (k > 0 && n + 1 < cap)
    buf[n++] = tmp[--k];
  buf[n] = '\0';
}

/*===--- Random layouts ----------------------------------------------------===*/

static uint64_t gState;

static uint64_t next64(void) { /* xorshift64* */
  gState ^= gState >> 12;
  gState ^= gState << 25;
  gState ^= gState >> 27;
  return gState * 2685821657736338717ull;
}

static int64_t below(int64_t n) { /* [0, n), n >= 1 */
  return (int64_t)(next64() % (uint64_t)n);
}

/* Around 2^k: 2^k + d, d in [-2, 2]. */
static int64_t near(int k) {
  int64_t p = k >= 63 ? INT64_MAX : (int64_t)1 << k;
  int64_t d = below(5) - 2;
  if (k >= 63)
    return p - below(3);
  return p + d;
}

/* Mostly small extents; some near 2^31 and 2^32 and beyond; rarely near
 * 2^62 (such layouts overflow 64 bits with almost any stride). */
static int64_t randExtent(void) {
  int r = (int)below(100);
  if (r < 50)
    return 1 + below(8);
  if (r < 62)
    return 1 + below(100000);
  if (r < 72)
    return near(31);
  if (r < 82)
    return near(32);
  if (r < 90)
    return 1 + below((int64_t)1 << 33);
  if (r < 98)
    return near(16 + (int)below(16));
  return near(62);
}

/* Small strides, strides near 2^29 .. 2^32 and 2^62, 2^63, random
 * magnitudes; a fifth negative. */
static int64_t randStride(void) {
  int r = (int)below(100);
  int64_t v;
  if (r < 30)
    v = below(9);
  else if (r < 40)
    v = 1 + below(100000);
  else if (r < 55)
    v = near(31);
  else if (r < 70)
    v = near(32);
  else if (r < 80)
    v = near(29 + (int)below(4));
  else if (r < 85)
    v = near(62 + (int)below(2));
  else if (r < 95)
    v = (int64_t)(next64() >> (1 + below(40)));
  else
    v = near(20 + (int)below(12));
  return below(5) == 0 ? -v : v;
}

typedef enum { STATIC, D32, D64 } LeafKind;

typedef struct {
  int64_t v;
  LeafKind kind;
} Leaf;

static bool fits32(int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; }

static LeafKind randKind(int64_t v) {
  int r = (int)below(10);
  if (r < 4)
    return STATIC;
  /* A 32-bit leaf given a wider value is what the runtime refuses: keep
   * a few. */
  if (r < 7 && (fits32(v) || below(8) == 0))
    return D32;
  return D64;
}

/* Modes of one or two leaves; shape and stride leaves in order. */
typedef struct {
  unsigned modes;
  unsigned width[MAX_MODES]; /* leaves per mode: 1 or 2 (nested) */
  unsigned n;
  Leaf shape[MAX_LEAVES], stride[MAX_LEAVES];
} Layout;

static void randLayout(Layout *l) {
  memset(l, 0, sizeof *l);
  l->modes = 1 + (unsigned)below(MAX_MODES);
  for (unsigned m = 0; m < l->modes; ++m) {
    l->width[m] = below(5) == 0 ? 2 : 1;
    for (unsigned k = 0; k < l->width[m]; ++k) {
      Leaf *e = &l->shape[l->n], *d = &l->stride[l->n];
      e->v = randExtent();
      d->v = randStride();
      e->kind = randKind(e->v);
      d->kind = randKind(d->v);
      l->n++;
    }
  }
}

static void leafText(Str *s, Leaf x) {
  if (x.kind == STATIC)
    sprint(s, "%lld", (long long)x.v);
  else
    sput(s, x.kind == D64 ? "?{i64}" : "?", x.kind == D64 ? 6 : 1);
}

/* `(a,(b,c))` of the leaves (or of `pick(i)` per leaf). */
static void tupleText(Str *s, const Layout *l, const Leaf *leaves) {
  unsigned i = 0;
  sput(s, "(", 1);
  for (unsigned m = 0; m < l->modes; ++m) {
    if (m)
      sput(s, ",", 1);
    if (l->width[m] == 2)
      sput(s, "(", 1);
    for (unsigned k = 0; k < l->width[m]; ++k, ++i) {
      if (k)
        sput(s, ",", 1);
      leafText(s, leaves[i]);
    }
    if (l->width[m] == 2)
      sput(s, ")", 1);
  }
  sput(s, ")", 1);
}

/*===--- The expectation and the refusals ----------------------------------===*/

/* A 1-D index form is outside the contract when a nested mode other than
 * the last has 32-bit extents (dynamic, no `?{i64}`) whose product passes
 * 2^31 - 1: the kernel multiplies them in 32 bits. */
static bool indexOutsideContract(const Layout *l) {
  unsigned i = 0;
  for (unsigned m = 0; m < l->modes; ++m) {
    if (l->width[m] == 2 && m + 1 < l->modes) {
      const Leaf *a = &l->shape[i], *b = &l->shape[i + 1];
      bool dyn32 = (a->kind == D32 || b->kind == D32) && a->kind != D64 &&
                   b->kind != D64 && fits32(a->v) && fits32(b->v);
      if (dyn32 && (i128)a->v * b->v > INT32_MAX)
        return true;
    }
    i += l->width[m];
  }
  return false;
}

/* Whether the runtime accepts the layout as a kernel's f32 tensor. */
static bool runtimeAccepts(const Layout *l, const char *layoutText,
                           char *why, size_t cap) {
  /* The line the compiler writes (docs/abi.md, version 2): the form, then
   * the shape's leaves and the stride's, then the text. */
  Str abi = {0};
  bool flat = true;
  for (unsigned m = 0; m < l->modes; ++m)
    flat &= l->width[m] == 1;
  sprint(&abi, "cute-kernel-abi 2\nkernel k 1\narg memref f32 gmem 4 ");
  if (flat)
    sprint(&abi, "flat %u", l->n);
  else
    sprint(&abi, "nested");
  sprint(&abi, " leaves %u", 2 * l->n);
  for (unsigned k = 0; k < 2 * l->n; ++k) {
    const Leaf *e = k < l->n ? &l->shape[k] : &l->stride[k - l->n];
    if (e->kind == STATIC)
      sprint(&abi, " %lld", (long long)e->v);
    else
      sprint(&abi, " ?%s", e->kind == D64 ? "i64" : "i32");
  }
  sprint(&abi, " spec %s\nend\n", layoutText);
  CuteRtError err;
  CuteRtAbi parsed;
  if (cuteRtAbiParse(abi.buf, abi.len, NULL, &parsed, &err)) {
    snprintf(why, cap, "ABI: %.400s", err.message);
    free(abi.buf);
    return false;
  }
  free(abi.buf);
  int64_t leaves[2 * MAX_LEAVES];
  size_t n = 0;
  for (unsigned i = 0; i < l->n; ++i)
    if (l->shape[i].kind != STATIC)
      leaves[n++] = l->shape[i].v;
  for (unsigned i = 0; i < l->n; ++i)
    if (l->stride[i].kind != STATIC)
      leaves[n++] = l->stride[i].v;
  CuteRtArg arg = cuteRtArgMemref(0x10000, leaves, n);
  CuteRtPackBuffer buf;
  bool ok = cuteRtAbiKernelPack(cuteRtAbiGetKernel(parsed, 0), &arg, 1, &buf,
                                &err) == CUTE_RT_OK;
  if (!ok)
    snprintf(why, cap, "%.400s", err.message);
  cuteRtAbiDestroy(parsed);
  return ok;
}

/*===--- MLIR: inference and verification ---------------------------------===*/

typedef struct {
  char first[512];
  int n;
} Diags;

static void diagChunk(MlirStringRef r, void *user) {
  Diags *d = user;
  size_t have = strlen(d->first);
  size_t n = r.length < sizeof d->first - 1 - have
                 ? r.length
                 : sizeof d->first - 1 - have;
  memcpy(d->first + have, r.data, n);
  d->first[have + n] = '\0';
}

static MlirLogicalResult capture(MlirDiagnostic diag, void *user) {
  Diags *d = user;
  if (d->n++ == 0) {
    d->first[0] = '\0';
    mlirDiagnosticPrint(diag, diagChunk, d);
  }
  return mlirLogicalResultSuccess();
}

static MlirWalkResult inferEach(MlirOperation op, void *user) {
  bool *ok = user;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (*ok && name.length > 5 && !memcmp(name.data, "cute.", 5) &&
      mlirOperationGetNumResults(op) > 0)
    *ok = mlirLogicalResultIsSuccess(cuteOperationSetInferredTypes(op));
  return *ok ? MlirWalkResultAdvance : MlirWalkResultInterrupt;
}

static void strChunk(MlirStringRef r, void *user) {
  sput(user, r.data, r.length);
}

/* Parses one func.func, infers every cute op's results, verifies; the
 * printed function (malloc'd) or NULL. */
static char *finish(MlirContext ctx, const char *text) {
  MlirModule m =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(text));
  if (mlirModuleIsNull(m))
    return NULL;
  MlirOperation mod = mlirModuleGetOperation(m);
  bool ok = true;
  mlirOperationWalk(mod, inferEach, &ok, MlirWalkPreOrder);
  char *out = NULL;
  if (ok && mlirLogicalResultIsSuccess(cuteVerifyModule(mod))) {
    Str s = {0};
    MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
    mlirOpPrintingFlagsPrintGenericOpForm(flags);
    mlirOperationPrintWithFlags(
        mlirBlockGetFirstOperation(mlirModuleGetBody(m)), flags, strChunk,
        &s);
    mlirOpPrintingFlagsDestroy(flags);
    sput(&s, "\n", 1);
    out = s.buf;
  }
  mlirModuleDestroy(m);
  return out;
}

/*===--- One case ----------------------------------------------------------===*/

typedef struct {
  int layouts, verifierRefused, runtimeRefused, run;
  long values, outsideContract, past31, past32;
  int refusedBy[4]; /* verifier messages: overflow, result, other */
} Stats;

/* %NAME = make_X of the dynamic leaves (constants), or cute.static. */
static void buildTuple(Str *f, const char *name, const char *ctor,
                       const char *kind, const Layout *l,
                       const Leaf *leaves, int *next) {
  Str ty = {0};
  tupleText(&ty, l, leaves);
  int first = *next, n = 0;
  for (unsigned i = 0; i < l->n; ++i)
    if (leaves[i].kind != STATIC) {
      sprint(f, "  %%v%d = arith.constant %lld : %s\n", (*next)++,
             (long long)leaves[i].v, leaves[i].kind == D64 ? "i64" : "i32");
      n++;
    }
  if (!n) {
    sprint(f, "  %%%s = \"cute.static\"() : () -> !cute.%s<\"%s\">\n", name,
           kind, ty.buf);
  } else {
    sprint(f, "  %%%s = \"cute.%s\"(", name, ctor);
    for (int i = 0; i < n; ++i)
      sprint(f, "%s%%v%d", i ? ", " : "", first + i);
    sput(f, ") : (", 5);
    int k = 0;
    for (unsigned i = 0; i < l->n; ++i)
      if (leaves[i].kind != STATIC)
        sprint(f, "%s%s", k++ ? ", " : "",
               leaves[i].kind == D64 ? "i64" : "i32");
    sprint(f, ") -> !cute.%s<\"%s\">\n", kind, ty.buf);
  }
  free(ty.buf);
}

/* A coordinate in the domain: 0, the last, 1, or anywhere. */
static int64_t randCoord(int64_t extent) {
  switch (below(4)) {
  case 0: return 0;
  case 1: return extent - 1;
  case 2: return extent > 1 ? 1 : 0;
  default: return below(extent);
  }
}

/* The offset in 128 bits; past them (never a case that runs: it does not
 * fit 64 bits) it reads as 2^127 - 1. */
static i128 offsetAt(const Layout *l, const int64_t *c) {
  i128 o = 0, t;
  for (unsigned i = 0; i < l->n; ++i)
    if (__builtin_mul_overflow((i128)c[i], (i128)l->stride[i].v, &t) ||
        __builtin_add_overflow(o, t, &o))
      return ~((unsigned __int128)1 << 127);
  return o;
}

/* The 1-D index idx as CuTe splits it: column-major within the shape. */
static void splitIndex(const Layout *l, i128 idx, int64_t *c) {
  unsigned i = 0;
  for (unsigned m = 0; m < l->modes; ++m) {
    i128 size = 1;
    for (unsigned k = 0; k < l->width[m]; ++k)
      size *= l->shape[i + k].v;
    i128 here = m + 1 < l->modes ? idx % size : idx;
    if (m + 1 < l->modes)
      idx /= size;
    for (unsigned k = 0; k < l->width[m]; ++k) {
      bool last = k + 1 == l->width[m];
      c[i + k] = (int64_t)(last ? here : here % l->shape[i + k].v);
      if (!last)
        here /= l->shape[i + k].v;
    }
    i += l->width[m];
  }
}

static void emitCase(MlirContext ctx, Diags *diags, int id, Str *mlir,
                     Str *expected, Stats *st) {
  Layout l;
  randLayout(&l);
  Str lt = {0};
  tupleText(&lt, &l, l.shape);
  sput(&lt, ":", 1);
  tupleText(&lt, &l, l.stride);
  st->layouts++;
  char why[512];
  if (!runtimeAccepts(&l, lt.buf, why, sizeof why)) {
    st->runtimeRefused++;
    if (getenv("WIDTH_PROPERTY_VERBOSE"))
      fprintf(stderr, "case %d (%s) refused by the runtime: %s\n", id,
              lt.buf, why);
    free(lt.buf);
    return;
  }
  Str f = {0}, exp = {0};
  int next = 0;
  sprint(&f, "func.func @case%d() {\n", id);
  buildTuple(&f, "sh", "make_shape", "shape", &l, l.shape, &next);
  buildTuple(&f, "st", "make_stride", "stride", &l, l.stride, &next);
  Str sh = {0}, sd = {0};
  tupleText(&sh, &l, l.shape);
  tupleText(&sd, &l, l.stride);
  sprint(&f, "  %%l = \"cute.make_layout\"(%%sh, %%st) : (!cute.shape<\"%s\">, "
             "!cute.stride<\"%s\">) -> !cute.layout<\"%s\">\n",
         sh.buf, sd.buf, lt.buf);
  char num[64];
  long values = 0, wide31 = 0, wide32 = 0;
  /* Hierarchical coordinates: crd2idx(coord, layout). */
  for (int j = 0; j < COORDS; ++j) {
    Leaf c[MAX_LEAVES];
    int64_t cv[MAX_LEAVES];
    for (unsigned i = 0; i < l.n; ++i) {
      cv[i] = randCoord(l.shape[i].v);
      c[i].v = cv[i];
      c[i].kind = fits32(l.shape[i].v - 1) && below(3) ? D32 : D64;
    }
    char name[32];
    snprintf(name, sizeof name, "c%d", j);
    buildTuple(&f, name, "make_coord", "coord", &l, c, &next);
    Str ct = {0};
    tupleText(&ct, &l, c);
    sprint(&f, "  %%r%d = \"cute.crd2idx\"(%%c%d, %%l) : (!cute.coord<\"%s\">, "
               "!cute.layout<\"%s\">) -> !cute.int_tuple<\"0\">\n",
           j, j, ct.buf, lt.buf);
    sprint(&f, "  \"cute.print\"(%%r%d) <{fmt = \"%d c%d {}\\0A\"}> : "
               "(!cute.int_tuple<\"0\">) -> ()\n", j, id, j);
    i128 o = offsetAt(&l, cv);
    i128Text(o, num, sizeof num);
    sprint(&exp, "%d c%d %s\n", id, j, num);
    values++;
    wide31 += o > INT32_MAX || o < INT32_MIN;
    wide32 += o >= ((i128)1 << 32) || o < -((i128)1 << 32);
    free(ct.buf);
  }
  /* 1-D indices: layout_eval(index, layout). */
  i128 size = 1; /* saturating at 2^63: past it, no index form */
  for (unsigned i = 0; i < l.n && size <= INT64_MAX; ++i)
    size *= l.shape[i].v;
  if (size <= INT64_MAX && indexOutsideContract(&l)) {
    st->outsideContract += INDICES;
  } else if (size <= INT64_MAX) {
    for (int j = 0; j < INDICES; ++j) {
      i128 idx = j == 0 ? size - 1 : (i128)below((int64_t)size);
      int64_t cv[MAX_LEAVES];
      splitIndex(&l, idx, cv);
      bool wide = idx > INT32_MAX || below(3) == 0;
      sprint(&f, "  %%x%d = arith.constant %lld : %s\n", j, (long long)idx,
             wide ? "i64" : "i32");
      sprint(&f, "  %%i%d = \"cute.make_coord\"(%%x%d) : (%s) -> "
                 "!cute.coord<\"%s\">\n", j, j, wide ? "i64" : "i32",
             wide ? "?{i64}" : "?");
      sprint(&f, "  %%e%d = \"cute.layout_eval\"(%%i%d, %%l) : "
                 "(!cute.coord<\"%s\">, !cute.layout<\"%s\">) -> "
                 "!cute.int_tuple<\"0\">\n", j, j, wide ? "?{i64}" : "?",
             lt.buf);
      sprint(&f, "  \"cute.print\"(%%e%d) <{fmt = \"%d i%d {}\\0A\"}> : "
                 "(!cute.int_tuple<\"0\">) -> ()\n", j, id, j);
      i128 o = offsetAt(&l, cv);
      i128Text(o, num, sizeof num);
      sprint(&exp, "%d i%d %s\n", id, j, num);
      values++;
      wide31 += o > INT32_MAX || o < INT32_MIN;
      wide32 += o >= ((i128)1 << 32) || o < -((i128)1 << 32);
    }
  }
  sput(&f, "  return\n}\n", 11);
  /* The placeholder result types (int_tuple<"0">) are replaced by the
   * inferred ones; the prints follow through their operands' types. */
  diags->n = 0;
  char *done = finish(ctx, f.buf);
  if (!done) {
    st->verifierRefused++;
    const char *msg = diags->first;
    int k = strstr(msg, "does not fit 64 bits") ? 0
            : strstr(msg, "integer overflow")   ? 1
            : strstr(msg, "cosize") || strstr(msg, "size") ? 2
                                                           : 3;
    st->refusedBy[k]++;
    if (k == 3 || getenv("WIDTH_PROPERTY_VERBOSE"))
      fprintf(stderr, "case %d refused by the verifier: %s\n", id, msg);
  } else {
    st->run++;
    st->values += values;
    st->past31 += wide31;
    st->past32 += wide32;
    sput(mlir, done, strlen(done));
    sprint(mlir, "\n");
    sput(expected, exp.buf, exp.len);
    free(done);
  }
  free(f.buf);
  free(exp.buf);
  free(sh.buf);
  free(sd.buf);
  free(lt.buf);
}

/* The print ops print their operand's type; a result retyped by the
 * inference changes the print's operand type too (the same value). */
int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: %s SEED LAYOUTS OUT.mlir OUT.expected\n",
            argv[0]);
    return 2;
  }
  gState = strtoull(argv[1], NULL, 0) * 0x9E3779B97F4A7C15ull + 1;
  int layouts = atoi(argv[2]);
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  MlirContext ctx = mlirContextCreateWithRegistry(reg, false);
  mlirDialectRegistryDestroy(reg);
  mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString("func"));
  mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString("arith"));
  if (mlirLogicalResultIsFailure(cuteRegisterDialects(ctx)))
    return 2;
  Diags diags = {{0}, 0};
  mlirContextAttachDiagnosticHandler(ctx, capture, &diags, NULL);
  Str mlir = {0}, expected = {0};
  Stats st;
  memset(&st, 0, sizeof st);
  for (int id = 0; id < layouts; ++id)
    emitCase(ctx, &diags, id, &mlir, &expected, &st);
  sput(&mlir, "func.func @main() {\n", 20);
  /* Cases that were emitted are the functions in the module. */
  const char *p = mlir.buf;
  Str calls = {0};
  while ((p = strstr(p, "sym_name = \"case")) != NULL) {
    p += strlen("sym_name = \"");
    const char *q = strchr(p, '"');
    sprint(&calls, "  func.call @%.*s() : () -> ()\n", (int)(q - p), p);
  }
  if (calls.buf)
    sput(&mlir, calls.buf, calls.len);
  sput(&mlir, "  return\n}\n", 11);
  FILE *fm = fopen(argv[3], "w"), *fe = fopen(argv[4], "w");
  if (!fm || !fe)
    return 2;
  fwrite(mlir.buf, 1, mlir.len, fm);
  if (expected.len)
    fwrite(expected.buf, 1, expected.len, fe);
  fclose(fm);
  fclose(fe);
  printf("width_property: seed %s, %d layouts: %d refused by the verifier "
         "(%d past 64 bits, %d static overflow, %d size, %d other), %d "
         "refused by the runtime's check, %d run with %ld values (%ld past "
         "2^31 - 1, %ld past 2^32 in magnitude); %ld 1-D indices outside "
         "the 32-bit size contract\n",
         argv[1], st.layouts, st.verifierRefused, st.refusedBy[0],
         st.refusedBy[1], st.refusedBy[2], st.refusedBy[3],
         st.runtimeRefused, st.run, st.values, st.past31, st.past32,
         st.outsideContract);
  mlirContextDestroy(ctx);
  free(mlir.buf);
  free(expected.buf);
  free(calls.buf);
  /* A test that compares nothing proves nothing: most layouts run. */
  if (st.run < st.layouts / 4) {
    fprintf(stderr, "width_property: only %d of %d layouts ran\n", st.run,
            st.layouts);
    return 1;
  }
  return st.refusedBy[3] ? 1 : 0;
}
