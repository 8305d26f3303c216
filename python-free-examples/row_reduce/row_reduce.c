/* Example 2, host side: sums, maxima and means over the rows or the
 * columns of an MxN tensor (f32, f16 or bf16, accumulated in f32) with
 * the kernels of reduce.mlir (gen-reduce.sh), one launch each, the kernel
 * and its grid chosen from the shape (reduce_plan.c), launched through
 * libcute_rt.
 *
 *   row_reduce DIR [--shape MxN[:LD]]... [--dtype f32|f16|bf16]...
 *              [--op sum|max|mean]... [--dim rows|cols]... [--bench]
 *              [--explore] [--plan [--sms N]]
 *
 * DIR holds reduce.{cubin,abi} (scripts/build-examples.sh). LD is the row
 * stride (default N). Without --dtype, --op or --dim, every one runs.
 * Inputs are small integers (-8..15), so every sum is exact in f32
 * whatever the order, and every result is compared exactly with a CPU
 * reference (a mean is the exact sum times the f32 1/N, as the kernel
 * computes it). Outputs are poisoned before each launch. --bench prints
 * each median kernel time over 50 launches after 5 warm-up launches
 * (CUDA events around each launch, launched back to back) and the
 * bandwidth (M*N elements read), then checks the results again (a split
 * kernel must leave its counters ready for the next launch). --explore
 * times every variant and split count of the sums instead (the data
 * behind reduce_plan.c's choices). --plan prints the launch each shape
 * gets on a GPU of N multiprocessors (default 132, an H100 SXM) and needs
 * no GPU. Exit status: 0 all correct, 1 a wrong result or a CUDA error,
 * 2 a bad argument. */
#include "../common/example.h"
#include "reduce_plan.h"

#include <stdbool.h>

enum { kWarmup = 5, kRuns = 50, kMaxShapes = 64 };

typedef enum Op { OP_SUM, OP_MAX, OP_MEAN, kNumOps } Op;
static const char *const kOpNames[kNumOps] = {"sum", "max", "mean"};

typedef struct DType {
  const char *name;
  CuteRtElemType elem;
  int bytes;
} DType;
static const DType kDTypes[] = {{"f32", CUTE_RT_ELEM_F32, 4},
                                {"f16", CUTE_RT_ELEM_F16, 2},
                                {"bf16", CUTE_RT_ELEM_BF16, 2}};
enum { kNumDTypes = sizeof kDTypes / sizeof kDTypes[0] };
static const char *const kDimNames[2] = {"rows", "cols"};

typedef struct Options {
  int64_t shapes[kMaxShapes][3];
  int numShapes;
  unsigned dtypes, ops, dims; /* bit masks; 0: all */
  bool bench, explore, plan;
  int sms;
} Options;

/* The exact results of one input: per row and per column, the sum and
 * the max. */
typedef struct Reference {
  double *sum[2];
  float *max[2];
} Reference;

/* What the launches share: the module, the output and the workspace. */
typedef struct Device {
  CuteRtContext ctx;
  CuteRtModule mod;
  int sms;
  CuteRtDevicePtr out, ws, cnt;
  int64_t outCap, wsCap, cntCap;
} Device;

/* One case: an input on the device, a dimension and an op. */
typedef struct Case {
  ReduceShape shape;
  const DType *dt;
  CuteRtDevicePtr x;
  ReduceDim dim;
  Op op;
} Case;

/* Small integers with one larger value per row at a column that moves
 * with the row, so that a max must find it. */
static float value(int64_t m, int64_t n, int64_t N) {
  if (n == (m * 131 + 7) % N)
    return (float)(9 + m % 7);
  return (float)((m * 7 + n * 3) % 17) - 8.0f;
}

static void *xmalloc(size_t bytes) {
  void *p = malloc(bytes ? bytes : 1);
  if (!p) {
    fprintf(stderr, "error: out of host memory (%zu bytes)\n", bytes);
    exit(1);
  }
  return p;
}

/* The input in the element type (padding past N poisoned, never read) and
 * its reference results. */
static void *makeInput(const ReduceShape *s, const DType *dt, Reference *r) {
  uint8_t *h = xmalloc((size_t)(s->m * s->ld) * (size_t)dt->bytes);
  for (int d = 0; d < 2; ++d) {
    int64_t len = d == REDUCE_ROWS ? s->m : s->n;
    r->sum[d] = calloc((size_t)len, sizeof(double));
    r->max[d] = xmalloc((size_t)len * sizeof(float));
    if (!r->sum[d]) {
      fprintf(stderr, "error: out of host memory\n");
      exit(1);
    }
    for (int64_t i = 0; i < len; ++i)
      r->max[d][i] = -INFINITY;
  }
  for (int64_t m = 0; m < s->m; ++m)
    for (int64_t n = 0; n < s->ld; ++n) {
      float v = n < s->n ? value(m, n, s->n) : NAN;
      size_t i = (size_t)(m * s->ld + n);
      if (dt->bytes == 4)
        memcpy(h + 4 * i, &v, 4);
      else if (dt->elem == CUTE_RT_ELEM_F16)
        ((uint16_t *)h)[i] = exFloatToHalf(v);
      else
        ((uint16_t *)h)[i] = exFloatToBf16(v);
      if (n >= s->n)
        continue;
      r->sum[REDUCE_ROWS][m] += v;
      r->sum[REDUCE_COLS][n] += v;
      r->max[REDUCE_ROWS][m] = fmaxf(r->max[REDUCE_ROWS][m], v);
      r->max[REDUCE_COLS][n] = fmaxf(r->max[REDUCE_COLS][n], v);
    }
  return h;
}

static void freeReference(Reference *r) {
  for (int d = 0; d < 2; ++d) {
    free(r->sum[d]);
    free(r->max[d]);
  }
}

/* The length reduced over, and of the output. */
static int64_t reducedLen(const Case *c) {
  return c->dim == REDUCE_ROWS ? c->shape.n : c->shape.m;
}
static int64_t outLen(const Case *c) {
  return c->dim == REDUCE_ROWS ? c->shape.m : c->shape.n;
}

/* What the kernel must return for output i. Sums of fewer than 2^24 / 15
 * values are exact in f32 in any order; longer ones get a tolerance. */
static bool expected(const Case *c, const Reference *r, int64_t i, float got,
                     float *want) {
  int64_t len = reducedLen(c);
  if (c->op == OP_MAX) {
    *want = r->max[c->dim][i];
    return got == *want;
  }
  float sum = (float)r->sum[c->dim][i];
  *want = c->op == OP_SUM ? sum : sum * (1.0f / (float)len);
  double tol =
      15.0 * (double)len < 16777216.0 ? 0.0 : 15.0 * (double)len / 4194304.0;
  if (c->op == OP_MEAN)
    tol /= (double)len;
  return fabs((double)got - (double)*want) <= tol;
}

static int64_t check(const Case *c, const Reference *r, const float *got) {
  int64_t wrong = 0, n = outLen(c);
  for (int64_t i = 0; i < n; ++i) {
    float want;
    if (!expected(c, r, i, got[i], &want) && wrong++ < 5)
      fprintf(stderr, "  %s %s out[%lld] = %g, want %g\n", kDimNames[c->dim],
              kOpNames[c->op], (long long)i, got[i], want);
  }
  return wrong;
}

/* Grows a device buffer to at least `bytes`; counters start at zero. */
static void ensure(Device *d, CuteRtDevicePtr *p, int64_t *cap, int64_t bytes,
                   bool zero) {
  CuteRtError err;
  if (bytes <= *cap)
    return;
  if (*cap)
    cuteRtMemFree(d->ctx, *p, &err);
  if (cuteRtMemAlloc(d->ctx, (size_t)bytes, p, &err) ||
      (zero && cuteRtMemsetD8(d->ctx, *p, 0, (size_t)bytes, &err)))
    exDie("device memory", &err);
  *cap = bytes;
}

/* A launch of `plan` for case c: kernel, configuration and arguments
 * (the tensors live as long as the launch does). */
typedef struct Launch {
  CuteRtKernel k;
  CuteRtLaunchConfig cfg;
  int64_t xs[2], xst[2], os[1], wss[1], cs[1], one[1];
  CuteRtTensor tx, tout, tws, tcnt;
  CuteRtArg args[5];
  size_t numArgs;
  char name[64];
} Launch;

static void prepare(Device *d, const Case *c, const ReducePlan *p, Launch *l) {
  CuteRtError err;
  snprintf(l->name, sizeof l->name, "%s_%s_%s_%s",
           c->dim == REDUCE_ROWS ? "row" : "col",
           c->op == OP_MAX ? "max" : "sum", c->dt->name, p->variant);
  if (cuteRtModuleGetKernel(d->mod, l->name, &l->k, &err))
    exDie("reduce", &err);
  ensure(d, &d->out, &d->outCap, 4 * outLen(c), false);
  ensure(d, &d->ws, &d->wsCap, 4 * (p->wsFloats + 1), false);
  ensure(d, &d->cnt, &d->cntCap, 4 * (p->counters + 1), true);
  l->xs[0] = c->shape.m, l->xs[1] = c->shape.n;
  l->xst[0] = c->shape.ld, l->xst[1] = 1;
  l->os[0] = outLen(c), l->wss[0] = d->wsCap / 4, l->cs[0] = d->cntCap / 4;
  l->one[0] = 1;
  l->tx = (CuteRtTensor){c->x, c->dt->elem, 2, l->xs, l->xst};
  l->tout = (CuteRtTensor){d->out, CUTE_RT_ELEM_F32, 1, l->os, l->one};
  l->tws = (CuteRtTensor){d->ws, CUTE_RT_ELEM_F32, 1, l->wss, l->one};
  l->tcnt = (CuteRtTensor){d->cnt, CUTE_RT_ELEM_I32, 1, l->cs, l->one};
  float scale = c->op == OP_MEAN ? 1.0f / (float)reducedLen(c) : 1.0f;
  size_t n = 0;
  l->args[n++] = cuteRtArgNamed(cuteRtArgTensor(&l->tx), "x");
  l->args[n++] = cuteRtArgNamed(cuteRtArgTensor(&l->tout), "out");
  if (p->splitKernel) {
    l->args[n++] = cuteRtArgNamed(cuteRtArgTensor(&l->tws), "ws");
    l->args[n++] = cuteRtArgNamed(cuteRtArgTensor(&l->tcnt), "cnt");
  }
  l->args[n++] = cuteRtArgNamed(cuteRtArgF32(scale), "scale");
  l->numArgs = n;
  l->cfg = (CuteRtLaunchConfig){{p->gridX, p->splits, 1},
                                {kReduceThreads, 1, 1},
                                {0, 0, 0},
                                0,
                                {NULL},
                                false};
}

/* The results of the last launch against the reference; with `launch`,
 * after poisoning the output and launching once. */
static int64_t verify(Device *d, const Case *c, const Reference *r, Launch *l,
                      bool launch) {
  CuteRtError err;
  size_t bytes = 4 * (size_t)outLen(c);
  float *got = xmalloc(bytes);
  if ((launch && (cuteRtMemsetD8(d->ctx, d->out, 0xff, bytes, &err) ||
                  cuteRtLaunch(l->k, &l->cfg, l->args, l->numArgs, &err))) ||
      cuteRtContextSynchronize(d->ctx, &err) ||
      cuteRtMemcpyDtoH(d->ctx, got, d->out, bytes, &err))
    exDie(l->name, &err);
  int64_t wrong = check(c, r, got);
  free(got);
  return wrong;
}

static void describe(const Case *c, char *buf, size_t size) {
  snprintf(buf, size, "%s %s %s %lldx%lld", kDimNames[c->dim], kOpNames[c->op],
           c->dt->name, (long long)c->shape.m, (long long)c->shape.n);
}

/* Runs c with the chosen plan: check, and with --bench time and check
 * again. Returns 1 when a result was wrong. */
static int runCase(Device *d, const Case *c, const Reference *r, bool bench) {
  ReducePlan p;
  char msg[256], what[128];
  describe(c, what, sizeof what);
  if (reducePlanChoose(c->dim, &c->shape, d->sms, &p, msg, sizeof msg)) {
    fprintf(stderr, "error: %s: %s\n", what, msg);
    return 1;
  }
  Launch l;
  prepare(d, c, &p, &l);
  int64_t wrong = verify(d, c, r, &l, true);
  printf("%s ld=%lld: %s grid %ux%u: %s (%lld wrong)\n", what,
         (long long)c->shape.ld, l.name, p.gridX, p.splits,
         wrong ? "WRONG" : "ok", (long long)wrong);
  if (bench && !wrong) {
    float ms = exBench(d->ctx, l.k, &l.cfg, l.args, l.numArgs, kWarmup, kRuns);
    wrong = verify(d, c, r, &l, false);
    printf("bench %s kernel=%s splits=%u median_us=%.2f GBps=%.1f%s\n", what,
           l.name, p.splits, ms * 1e3,
           (double)c->shape.m * (double)c->shape.n * c->dt->bytes /
               (ms * 1e-3) / 1e9,
           wrong ? " WRONG after timing" : "");
  }
  return wrong != 0;
}

/* Variants not worth timing: a thread or a few per row of long rows. */
static bool hopeless(const Case *c, const char *variant) {
  if (c->dim != REDUCE_ROWS)
    return !strcmp(variant, "n4") && c->shape.n > 64;
  int64_t n = c->shape.n;
  return (!strcmp(variant, "t1") && n > 256) ||
         (!strcmp(variant, "g8") && n > 2048) ||
         (variant[0] == 'w' && n > 65536);
}

/* Times every variant and split count that can run c (but the
 * hopeless). */
static int exploreCase(Device *d, const Case *c, const Reference *r) {
  static const uint32_t kSplits[] = {1,  2,  3,  4,  6,  8,   12,  16,
                                     24, 32, 48, 64, 96, 128, 192, 256};
  const char *const *names = reduceVariants(c->dim);
  char what[128], msg[256];
  int failed = 0;
  describe(c, what, sizeof what);
  for (; *names; ++names)
    for (size_t i = 0; i < sizeof kSplits / sizeof *kSplits; ++i) {
      ReducePlan p;
      if (hopeless(c, *names) ||
          reducePlanFixed(c->dim, &c->shape, *names, kSplits[i], &p, msg,
                          sizeof msg))
        continue;
      Launch l;
      prepare(d, c, &p, &l);
      int64_t wrong = verify(d, c, r, &l, true);
      float ms = wrong ? 0.0f
                       : exBench(d->ctx, l.k, &l.cfg, l.args, l.numArgs,
                                 kWarmup, kRuns);
      failed |= wrong != 0;
      printf("explore %s %s splits=%u median_us=%.2f%s\n", what, *names,
             p.splits, ms * 1e3, wrong ? " WRONG" : "");
    }
  return failed;
}

static bool want(unsigned mask, int i) { return !mask || (mask >> i) & 1u; }

/* Every requested dimension and op of one input. */
static int runInput(Device *d, const Options *o, const ReduceShape *s,
                    const DType *dt) {
  CuteRtError err;
  Reference r;
  void *h = makeInput(s, dt, &r);
  size_t bytes = (size_t)(s->m * s->ld) * (size_t)dt->bytes;
  Case c = {*s, dt, 0, REDUCE_ROWS, OP_SUM};
  if (cuteRtMemAlloc(d->ctx, bytes, &c.x, &err) ||
      cuteRtMemcpyHtoD(d->ctx, c.x, h, bytes, &err))
    exDie("device memory", &err);
  free(h);
  int failed = 0;
  for (int dim = 0; dim < 2; ++dim)
    for (int op = 0; op < kNumOps && want(o->dims, dim); ++op) {
      if (!want(o->ops, op) || (o->explore && op != OP_SUM))
        continue;
      c.dim = (ReduceDim)dim;
      c.op = (Op)op;
      failed |=
          o->explore ? exploreCase(d, &c, &r) : runCase(d, &c, &r, o->bench);
    }
  cuteRtMemFree(d->ctx, c.x, &err);
  freeReference(&r);
  return failed;
}

/* --plan: each launch, without a GPU. */
static int printPlans(const Options *o) {
  int failed = 0;
  for (int i = 0; i < o->numShapes; ++i)
    for (int t = 0; t < kNumDTypes; ++t)
      for (int dim = 0; dim < 2 && want(o->dtypes, t); ++dim) {
        if (!want(o->dims, dim))
          continue;
        ReduceShape s = {o->shapes[i][0], o->shapes[i][1], o->shapes[i][2],
                         kDTypes[t].bytes, true};
        ReducePlan p;
        char msg[256];
        if (reducePlanChoose((ReduceDim)dim, &s, o->sms, &p, msg, sizeof msg)) {
          fprintf(stderr, "error: %s\n", msg);
          failed = 1;
          continue;
        }
        printf("plan %s %s %lldx%lld ld=%lld: %s_%s grid %ux%u ws=%lld "
               "counters=%lld\n",
               kDimNames[dim], kDTypes[t].name, (long long)s.m, (long long)s.n,
               (long long)s.ld, dim == REDUCE_ROWS ? "row" : "col", p.variant,
               p.gridX, p.splits, (long long)p.wsFloats, (long long)p.counters);
      }
  return failed;
}

/* Index of `name` in `names` (n entries), or -1. */
static int lookup(const char *const *names, int n, const char *name) {
  for (int i = 0; i < n; ++i)
    if (!strcmp(names[i], name))
      return i;
  return -1;
}

/* One --shape value; 0, or -1 with the reason in msg. */
static int parseShape(const char *text, int64_t out[3], char *msg,
                      size_t size) {
  long long m, n, ld = 0;
  char tail;
  if (sscanf(text, "%lldx%lld:%lld%c", &m, &n, &ld, &tail) != 3 &&
      (sscanf(text, "%lldx%lld%c", &m, &n, &tail) != 2 || strchr(text, ':'))) {
    snprintf(msg, size, "--shape '%s': expected MxN or MxN:LD", text);
    return -1;
  }
  const long long max = (1ll << 31) - 1;
  if (m < 1 || n < 1 || m > max || n > max) {
    snprintf(msg, size, "--shape '%s': M and N must be in [1, 2^31 - 1]", text);
    return -1;
  }
  if (ld == 0)
    ld = n;
  if (ld < n || ld > (1ll << 40) || (double)m * (double)ld > 0x1p40) {
    snprintf(msg, size,
             "--shape '%s': LD must be at least N, and M x LD at "
             "most 2^40",
             text);
    return -1;
  }
  out[0] = m, out[1] = n, out[2] = ld;
  return 0;
}

/* The value of option argv[i] (or NULL with a message). */
static const char *optionValue(int argc, char **argv, int i) {
  if (i + 1 < argc)
    return argv[i + 1];
  fprintf(stderr, "error: %s needs a value\n", argv[i]);
  return NULL;
}

static int parseArgs(int argc, char **argv, Options *o) {
  char msg[256];
  for (int i = 2; i < argc; ++i) {
    const char *a = argv[i], *v = NULL;
    int k;
    if (!strcmp(a, "--bench") || !strcmp(a, "--explore") ||
        !strcmp(a, "--plan")) {
      *(a[2] == 'b' ? &o->bench : a[2] == 'e' ? &o->explore : &o->plan) = true;
      continue;
    }
    if (strcmp(a, "--shape") && strcmp(a, "--dtype") && strcmp(a, "--op") &&
        strcmp(a, "--dim") && strcmp(a, "--sms")) {
      fprintf(stderr, "error: unknown argument '%s'\n", a);
      return 2;
    }
    if (!(v = optionValue(argc, argv, i++)))
      return 2;
    if (!strcmp(a, "--shape")) {
      if (o->numShapes == kMaxShapes) {
        fprintf(stderr, "error: at most %d --shape\n", kMaxShapes);
        return 2;
      }
      if (parseShape(v, o->shapes[o->numShapes], msg, sizeof msg)) {
        fprintf(stderr, "error: %s\n", msg);
        return 2;
      }
      ++o->numShapes;
    } else if (!strcmp(a, "--sms")) {
      char *end;
      long n = strtol(v, &end, 10);
      if (*end || n < 1 || n > 4096) {
        fprintf(stderr, "error: --sms '%s': expected 1 to 4096\n", v);
        return 2;
      }
      o->sms = (int)n;
    } else {
      static const char *const dts[] = {"f32", "f16", "bf16"};
      bool dt = a[2] == 'd' && a[3] == 't', dim = !strcmp(a, "--dim");
      k = dt    ? lookup(dts, 3, v)
          : dim ? lookup(kDimNames, 2, v)
                : lookup(kOpNames, kNumOps, v);
      if (k < 0) {
        fprintf(stderr, "error: %s '%s': expected %s\n", a, v,
                dt    ? "f32, f16 or bf16"
                : dim ? "rows or cols"
                      : "sum, max or mean");
        return 2;
      }
      *(dt ? &o->dtypes : dim ? &o->dims : &o->ops) |= 1u << k;
    }
  }
  return 0;
}

static void defaultShapes(Options *o) {
  static const int64_t defaults[][3] = {
      {16384, 16384, 16384}, {1000, 1003, 1003},
      {1000, 1003, 1004},    {7, 1, 4},
      {1, 4100, 4100},       {5000, 37, 40},
      {3, 1048576, 1048576}, {131072, 3, 3},
      {33, 130, 132}};
  o->numShapes = (int)(sizeof defaults / sizeof *defaults);
  memcpy(o->shapes, defaults, sizeof defaults);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr,
            "usage: %s DIR [--shape MxN[:LD]]... [--dtype "
            "f32|f16|bf16]... [--op sum|max|mean]... [--dim rows|cols]... "
            "[--bench] [--explore] [--plan [--sms N]]\n",
            argv[0]);
    return 2;
  }
  static Options o = {.sms = 132};
  int rc = parseArgs(argc, argv, &o);
  if (rc)
    return rc;
  if (!o.numShapes)
    defaultShapes(&o);
  if (o.plan)
    return printPlans(&o);
  CuteRtError err;
  Device d = {0};
  if (cuteRtContextCreate(0, &d.ctx, &err))
    exDie("CUDA", &err);
  if (cuteRtContextGetDeviceAttribute(
          d.ctx, CUTE_RT_DEVICE_MULTIPROCESSOR_COUNT, &d.sms, &err))
    exDie("CUDA", &err);
  char bin[4096], abi[4096];
  snprintf(bin, sizeof bin, "%s/reduce.cubin", argv[1]);
  snprintf(abi, sizeof abi, "%s/reduce.abi", argv[1]);
  if (cuteRtModuleLoadFile(d.ctx, bin, abi, &d.mod, &err))
    exDie(bin, &err);
  int failed = 0;
  for (int i = 0; i < o.numShapes; ++i)
    for (int t = 0; t < kNumDTypes; ++t) {
      if (!want(o.dtypes, t))
        continue;
      ReduceShape s = {o.shapes[i][0], o.shapes[i][1], o.shapes[i][2],
                       kDTypes[t].bytes, true};
      failed |= runInput(&d, &o, &s, &kDTypes[t]);
    }
  cuteRtMemFree(d.ctx, d.out, &err);
  cuteRtMemFree(d.ctx, d.ws, &err);
  cuteRtMemFree(d.ctx, d.cnt, &err);
  cuteRtModuleDestroy(d.mod);
  cuteRtContextDestroy(d.ctx);
  return failed;
}
