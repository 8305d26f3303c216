/* Runs the atom kernels (atom_kernels.mlir, atom_kernels_sm90.mlir, built
 * by build_atom_kernels.sh) on the GPU and checks every value against the
 * PTX ISA's own description of each instruction, never against CuTe's
 * layouts: ldmatrix and stmatrix by their fragment tables on a known
 * 16-bit pattern, mma.sync by its A, B, C/D fragment tables against a CPU
 * product (random and one-hot operands), cp.async zero-fill, a skipped
 * predicated copy, fma against fmaf. Needs only glibc: libcuda is
 * dlopen'ed (cuda_driver.c, shared with test/GPU's other runners).
 * usage: run_atom_kernels FILE.ptx... (each kernel of the table found in
 * a file runs; the others are reported as skipped)
 * Prints "NAME: ok (0 wrong of N)" or the first mismatches and
 * "NAME: K wrong of N" per kernel; exit 0 when all agree, 1 on a
 * mismatch, 2 when the driver, a file or a launch fails. */
#include "cuda_driver.h"

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Device buffers of one launch: up to 6, copied in before and out after. */
typedef struct {
  void *host[6];
  size_t bytes[6];
  CUdeviceptr dev[6];
  int n;
} Buffers;

/* One block of 32 threads with `b`'s buffers as arguments (pointers);
 * every buffer goes in and comes back. false when the driver fails. */
static bool launch(CUfunction fn, Buffers *b) {
  void *args[6];
  bool ok = true;
  for (int i = 0; i < b->n; ++i) {
    b->dev[i] = 0;
    ok = ok && !cuMemAlloc(&b->dev[i], b->bytes[i]) &&
         !cuMemcpyHtoD(b->dev[i], b->host[i], b->bytes[i]);
    args[i] = &b->dev[i];
  }
  ok = ok && !cuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, NULL, args, NULL) &&
       !cuCtxSynchronize();
  for (int i = 0; i < b->n; ++i) {
    ok = ok && !cuMemcpyDtoH(b->host[i], b->dev[i], b->bytes[i]);
    if (b->dev[i])
      cuMemFree(b->dev[i]);
  }
  return ok;
}

/*===--- Numbers ---------------------------------------------------------===*/

static uint32_t rngState = 0x12345678u;
static uint32_t rnd(void) { /* xorshift32 */
  rngState ^= rngState << 13;
  rngState ^= rngState >> 17;
  rngState ^= rngState << 5;
  return rngState;
}
/* An integer in [lo, hi]. */
static int rndInt(int lo, int hi) {
  return lo + (int)(rnd() % (uint32_t)(hi - lo + 1));
}

static uint32_t bitsOf(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}
static float floatOf(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}

/* IEEE half of a float that has one exactly (the tests' values do). */
static uint16_t toHalf(float f) {
  uint32_t u = bitsOf(f), sign = (u >> 16) & 0x8000u;
  int e = (int)((u >> 23) & 0xff) - 127 + 15;
  uint32_t m = u & 0x7fffffu;
  if ((u & 0x7fffffffu) == 0)
    return (uint16_t)sign;
  if (e <= 0) /* subnormal half */
    return (uint16_t)(sign | ((m | 0x800000u) >> (14 - e)));
  return (uint16_t)(sign | ((uint32_t)e << 10) | (m >> 13));
}
static float fromHalf(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16, e = (h >> 10) & 0x1f,
           m = h & 0x3ffu;
  if (e == 0 && m == 0)
    return floatOf(sign);
  if (e == 0) { /* subnormal */
    float v = (float)m / 16777216.0f;
    return sign ? -v : v;
  }
  return floatOf(sign | ((e - 15 + 127) << 23) | (m << 13));
}
/* bf16: the high half of the float (exact for the tests' values). */
static uint16_t toBf16(float f) { return (uint16_t)(bitsOf(f) >> 16); }
/* cvt.rna.tf32.f32: the nearest tf32, ties away from zero. */
static float tf32Rna(float f) {
  return floatOf((bitsOf(f) + 0x1000u) & 0xffffe000u);
}

/*===--- Reports ---------------------------------------------------------===*/

typedef struct {
  const char *name;
  long checked, wrong;
} Report;

static void mismatch(Report *r, const char *what, long got, long want) {
  if (r->wrong < 5)
    fprintf(stderr, "  %s %s: got %ld (0x%lx), want %ld (0x%lx)\n", r->name,
            what, got, (unsigned long)got, want, (unsigned long)want);
  ++r->wrong;
}

static void expectBits(Report *r, const char *what, uint32_t got,
                       uint32_t want) {
  ++r->checked;
  if (got != want)
    mismatch(r, what, (long)got, (long)want);
}

/*===--- ldmatrix and stmatrix -------------------------------------------===*/

/* ldmatrix.x{n}[.trans]: lanes 8j..8j+7 give the rows of matrix j (lane
 * t's row: 8 values at t*8 of `in`); lane t takes in register j the pair
 * (row t/4, columns 2(t%4), 2(t%4)+1) of matrix j, of its transpose with
 * .trans (PTX ISA, "Matrix fragments for ldmatrix"). */
static int runLdsm(CUfunction fn, int n, bool trans, Report *r) {
  uint16_t in[256], out[32 * 8];
  for (int e = 0; e < 256; ++e)
    in[e] = (uint16_t)(0x1000 + e);
  memset(out, 0xff, sizeof out);
  Buffers b = {{in, out}, {sizeof in, (size_t)32 * 2 * n * 2}, {0}, 2};
  if (!launch(fn, &b))
    return 2;
  for (int t = 0; t < 32; ++t)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < 2; ++k) {
        int row = trans ? 2 * (t % 4) + k : t / 4;
        int col = trans ? t / 4 : 2 * (t % 4) + k;
        char what[64];
        snprintf(what, sizeof what, "lane %d reg %d half %d", t, j, k);
        expectBits(r, what, out[t * 2 * n + 2 * j + k],
                   in[(8 * j + row) * 8 + col]);
      }
  return 0;
}

/* stmatrix.x{n}[.trans]: the inverse; lane t gives register j (its values
 * 2j, 2j+1: row t/4, columns 2(t%4)+k of matrix j, transposed with
 * .trans), lanes 8j..8j+7 give the rows' addresses. Rows of lanes >= 8n
 * are not written and not checked. */
static int runStsm(CUfunction fn, int n, bool trans, Report *r) {
  uint16_t in[32 * 8], out[32 * 8];
  for (int l = 0; l < 32; ++l)
    for (int i = 0; i < 2 * n; ++i)
      in[l * 2 * n + i] = (uint16_t)(0x2000 + l * 16 + i);
  memset(out, 0, sizeof out);
  Buffers b = {{in, out}, {(size_t)32 * 2 * n * 2, sizeof out}, {0}, 2};
  if (!launch(fn, &b))
    return 2;
  for (int j = 0; j < n; ++j)
    for (int row = 0; row < 8; ++row)
      for (int c = 0; c < 8; ++c) {
        int lane = trans ? 4 * c + row / 2 : 4 * row + c / 2;
        int k = trans ? row % 2 : c % 2;
        char what[64];
        snprintf(what, sizeof what, "matrix %d row %d col %d", j, row, c);
        expectBits(r, what, out[(8 * j + row) * 8 + c],
                   in[lane * 2 * n + 2 * j + k]);
      }
  return 0;
}

/*===--- mma.sync
 * ----------------------------------------------------------===*/

typedef enum { T_F16, T_BF16, T_TF32 } MmaType;

typedef struct {
  int m, n, k;
  MmaType type;
  bool f16acc;
} MmaCase;

/* The PTX ISA's fragments ("Matrix fragments for mma.m16n8k*"): value i of
 * lane t, with g = t/4 (groupID) and q = t%4 (threadID_in_group). */
static void aPos(const MmaCase *c, int t, int i, int *row, int *col) {
  int g = t / 4, q = t % 4;
  if (c->type != T_TF32 && c->k == 16) {
    *row = g + 8 * ((i >> 1) & 1);
    *col = 2 * q + (i & 1) + 8 * (i >> 2);
  } else if (c->type != T_TF32) { /* k = 8 */
    *row = g + 8 * (i >> 1);
    *col = 2 * q + (i & 1);
  } else if (c->k == 8) {
    *row = g + 8 * (i & 1);
    *col = q + 4 * (i >> 1);
  } else { /* tf32 k = 4 */
    *row = g + 8 * i;
    *col = q;
  }
}

static void bPos(const MmaCase *c, int t, int i, int *k, int *n) {
  int g = t / 4, q = t % 4;
  *n = g;
  if (c->type != T_TF32 && c->k == 16)
    *k = 2 * q + (i & 1) + 8 * (i >> 1);
  else if (c->type != T_TF32)
    *k = 2 * q + i;
  else if (c->k == 8)
    *k = q + 4 * i;
  else
    *k = q;
}

static void cPos(int t, int i, int *row, int *col) {
  *row = t / 4 + 8 * (i >> 1);
  *col = 2 * (t % 4) + (i & 1);
}

/* A (m x k) and B (k x n) row-major, C (m x n); element values exact in
 * the operand type and sums exact in f32 (the tests' choice). */
typedef struct {
  float a[16 * 16], b[16 * 8], c[16 * 8];
} MmaData;

/* One launch on `d`, D checked at every fragment position. */
static int mmaTrial(CUfunction fn, const MmaCase *mc, const MmaData *d,
                    Report *r, const char *trial) {
  int na = mc->m * mc->k / 32, nb = mc->n * mc->k / 32;
  bool h = mc->type != T_TF32;
  uint16_t ah[32 * 8], bh[32 * 4], ch[32 * 4], dh[32 * 4];
  float af[32 * 8], bf[32 * 4], cf[32 * 4], df[32 * 4];
  for (int t = 0; t < 32; ++t) {
    for (int i = 0; i < na; ++i) {
      int row, col;
      aPos(mc, t, i, &row, &col);
      float v = d->a[row * mc->k + col];
      af[t * na + i] = v;
      ah[t * na + i] = mc->type == T_BF16 ? toBf16(v) : toHalf(v);
    }
    for (int i = 0; i < nb; ++i) {
      int kk, nn;
      bPos(mc, t, i, &kk, &nn);
      float v = d->b[kk * mc->n + nn];
      bf[t * nb + i] = v;
      bh[t * nb + i] = mc->type == T_BF16 ? toBf16(v) : toHalf(v);
    }
    for (int i = 0; i < 4; ++i) {
      int row, col;
      cPos(t, i, &row, &col);
      cf[t * 4 + i] = d->c[row * mc->n + col];
      ch[t * 4 + i] = toHalf(d->c[row * mc->n + col]);
    }
  }
  memset(dh, 0xff, sizeof dh);
  memset(df, 0xff, sizeof df);
  size_t ab = h ? 2 : 4, cb = mc->f16acc ? 2 : 4;
  Buffers b = {{h ? (void *)ah : af, h ? (void *)bh : bf,
                mc->f16acc ? (void *)ch : cf, mc->f16acc ? (void *)dh : df},
               {32 * na * ab, 32 * nb * ab, 32 * 4 * cb, 32 * 4 * cb},
               {0},
               4};
  if (!launch(fn, &b))
    return 2;
  for (int t = 0; t < 32; ++t)
    for (int i = 0; i < 4; ++i) {
      int row, col;
      cPos(t, i, &row, &col);
      double sum = d->c[row * mc->n + col];
      for (int kk = 0; kk < mc->k; ++kk) {
        float x = d->a[row * mc->k + kk], y = d->b[kk * mc->n + col];
        if (mc->type == T_TF32) {
          x = tf32Rna(x);
          y = tf32Rna(y);
        }
        sum += (double)x * (double)y;
      }
      float want = (float)sum;
      float got = mc->f16acc ? fromHalf(dh[t * 4 + i]) : df[t * 4 + i];
      char what[96];
      snprintf(what, sizeof what, "%s D[%d][%d] (lane %d value %d)", trial, row,
               col, t, i);
      expectBits(r, what, bitsOf(got), bitsOf(want));
    }
  return 0;
}

/* A tf32 value whose rounding shows: an integer of 11 bits (1024..2047,
 * where the tf32 step is 1) plus a quarter, half or three quarters, so
 * cvt.rna and a truncation differ. */
static float tf32Rounding(void) {
  float v = (float)rndInt(1024, 2047) + 0.25f * (float)rndInt(0, 3);
  return rnd() & 1 ? -v : v;
}

/* Random small integers (with tf32: one operand with rounding values,
 * the other small, so the sums stay exact), then one-hot A and one-hot B
 * over every position: each D value names the fragment position it came
 * from. */
static int runMma(CUfunction fn, const MmaCase *mc, Report *r) {
  MmaData d;
  int rc = 0;
  for (int trial = 0; trial < 6 && !rc; ++trial) {
    bool roundA = mc->type == T_TF32 && trial % 2 == 0;
    bool roundB = mc->type == T_TF32 && trial % 2 == 1;
    for (int i = 0; i < mc->m * mc->k; ++i)
      d.a[i] = roundA ? tf32Rounding() : (float)rndInt(-4, 4);
    for (int i = 0; i < mc->k * mc->n; ++i)
      d.b[i] = roundB ? tf32Rounding() : (float)rndInt(-3, 3);
    for (int i = 0; i < mc->m * mc->n; ++i)
      d.c[i] = (float)rndInt(-8, 8);
    char what[32];
    snprintf(what, sizeof what, "random %d", trial);
    rc = mmaTrial(fn, mc, &d, r, what);
  }
  for (int p = 0; p < mc->m * mc->k && !rc; ++p) {
    memset(&d, 0, sizeof d);
    d.a[p] = 1.0f;
    for (int i = 0; i < mc->k * mc->n; ++i)
      d.b[i] = (float)rndInt(-4, 4);
    char what[32];
    snprintf(what, sizeof what, "one-hot A[%d][%d]", p / mc->k, p % mc->k);
    rc = mmaTrial(fn, mc, &d, r, what);
  }
  for (int p = 0; p < mc->k * mc->n && !rc; ++p) {
    memset(&d, 0, sizeof d);
    d.b[p] = 1.0f;
    for (int i = 0; i < mc->m * mc->k; ++i)
      d.a[i] = (float)rndInt(-4, 4);
    char what[32];
    snprintf(what, sizeof what, "one-hot B[%d][%d]", p / mc->n, p % mc->n);
    rc = mmaTrial(fn, mc, &d, r, what);
  }
  return rc;
}

/*===--- fma, cp.async ---------------------------------------------------===*/

static int runFma(CUfunction fn, Report *r) {
  for (int trial = 0; trial < 8; ++trial) {
    float a[32], b[32], c[32], d[32];
    for (int t = 0; t < 32; ++t) {
      a[t] = (float)((int32_t)rnd() % 100000) / 997.0f;
      b[t] = (float)((int32_t)rnd() % 100000) / 991.0f;
      c[t] = (float)((int32_t)rnd() % 100000) / 983.0f;
    }
    memset(d, 0, sizeof d);
    Buffers bu = {{a, b, c, d}, {128, 128, 128, 128}, {0}, 4};
    if (!launch(fn, &bu))
      return 2;
    for (int t = 0; t < 32; ++t) {
      char what[48];
      snprintf(what, sizeof what, "trial %d lane %d", trial, t);
      expectBits(r, what, bitsOf(d[t]), bitsOf(fmaf(a[t], b[t], c[t])));
    }
  }
  return 0;
}

/* pred = lane % 3 != 0. out: cp.async.cg of 16 bytes (zeros when off),
 * out1: cp.async.ca of 4, out2: a universal copy skipped when off (the
 * -2 put there stays). */
static int runCpAsync(CUfunction fn, Report *r) {
  float in[128], in1[32], out[128], out1[32], out2[128];
  for (int i = 0; i < 128; ++i) {
    in[i] = (float)(i + 1) * 1.5f;
    out[i] = 7.0f; /* overwritten: the kernel's smem fill is -1 */
    out2[i] = -2.0f;
  }
  for (int i = 0; i < 32; ++i) {
    in1[i] = (float)(i + 1) * -0.25f;
    out1[i] = 7.0f;
  }
  Buffers b = {{in, in1, out, out1, out2}, {512, 128, 512, 128, 512}, {0}, 5};
  if (!launch(fn, &b))
    return 2;
  for (int t = 0; t < 32; ++t) {
    bool on = t % 3 != 0;
    char what[48];
    for (int j = 0; j < 4; ++j) {
      snprintf(what, sizeof what, "cg16 lane %d value %d", t, j);
      expectBits(r, what, bitsOf(out[4 * t + j]),
                 bitsOf(on ? in[4 * t + j] : 0.0f));
      snprintf(what, sizeof what, "skipped copy lane %d value %d", t, j);
      expectBits(r, what, bitsOf(out2[4 * t + j]),
                 bitsOf(on ? in[4 * t + j] : -2.0f));
    }
    snprintf(what, sizeof what, "ca4 lane %d", t);
    expectBits(r, what, bitsOf(out1[t]), bitsOf(on ? in1[t] : 0.0f));
  }
  return 0;
}

/*===--- The table -------------------------------------------------------===*/

typedef enum { K_LDSM, K_STSM, K_MMA, K_FMA, K_CPASYNC } Kind;

typedef struct {
  const char *name;
  Kind kind;
  int n;      /* ldsm/stsm: matrices */
  bool trans; /* ldsm/stsm */
  MmaCase mma;
} Test;

static const Test kTests[] = {
    {"ldsm_x1_n", K_LDSM, 1, false, {0}},
    {"ldsm_x1_t", K_LDSM, 1, true, {0}},
    {"ldsm_x2_n", K_LDSM, 2, false, {0}},
    {"ldsm_x2_t", K_LDSM, 2, true, {0}},
    {"ldsm_x4_n", K_LDSM, 4, false, {0}},
    {"ldsm_x4_t", K_LDSM, 4, true, {0}},
    {"stsm_x1_n", K_STSM, 1, false, {0}},
    {"stsm_x1_t", K_STSM, 1, true, {0}},
    {"stsm_x2_n", K_STSM, 2, false, {0}},
    {"stsm_x2_t", K_STSM, 2, true, {0}},
    {"stsm_x4_n", K_STSM, 4, false, {0}},
    {"stsm_x4_t", K_STSM, 4, true, {0}},
    {"mma_f16_m16n8k16", K_MMA, 0, false, {16, 8, 16, T_F16, false}},
    {"mma_bf16_m16n8k16", K_MMA, 0, false, {16, 8, 16, T_BF16, false}},
    {"mma_tf32_m16n8k8", K_MMA, 0, false, {16, 8, 8, T_TF32, false}},
    {"mma_f16_m16n8k8", K_MMA, 0, false, {16, 8, 8, T_F16, false}},
    {"mma_bf16_m16n8k8", K_MMA, 0, false, {16, 8, 8, T_BF16, false}},
    {"mma_tf32_m16n8k4", K_MMA, 0, false, {16, 8, 4, T_TF32, false}},
    {"mma_f16_m16n8k16_f16acc", K_MMA, 0, false, {16, 8, 16, T_F16, true}},
    {"fma_f32", K_FMA, 0, false, {0}},
    {"cp_async_zfill", K_CPASYNC, 0, false, {0}},
};
enum { kNumTests = sizeof kTests / sizeof kTests[0] };

static int runTest(const Test *t, CUfunction fn, Report *r) {
  switch (t->kind) {
  case K_LDSM:
    return runLdsm(fn, t->n, t->trans, r);
  case K_STSM:
    return runStsm(fn, t->n, t->trans, r);
  case K_MMA:
    return runMma(fn, &t->mma, r);
  case K_FMA:
    return runFma(fn, r);
  case K_CPASYNC:
    return runCpAsync(fn, r);
  }
  return 2;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s FILE.ptx...\n", argv[0]);
    return 2;
  }
  if (cudaDriverLoad("run_atom_kernels"))
    return 2;
  CUdevice dev;
  CUcontext ctx;
  if (cuInit(0) || cuDeviceGet(&dev, 0) ||
      cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx)) {
    fprintf(stderr, "run_atom_kernels: no usable GPU\n");
    return 2;
  }
  bool ran[kNumTests] = {false};
  long wrongTotal = 0;
  for (int f = 1; f < argc; ++f) {
    char *ptx = cudaReadFile(argv[f]);
    CUmodule mod;
    if (!ptx || cuModuleLoadData(&mod, ptx)) {
      fprintf(stderr, "run_atom_kernels: cannot load %s\n", argv[f]);
      free(ptx);
      return 2;
    }
    free(ptx);
    printf("== %s\n", argv[f]);
    for (int i = 0; i < kNumTests; ++i) {
      CUfunction fn;
      if (cuModuleGetFunction(&fn, mod, kTests[i].name))
        continue;
      Report r = {kTests[i].name, 0, 0};
      if (runTest(&kTests[i], fn, &r)) {
        fprintf(stderr, "run_atom_kernels: %s: a launch failed\n", r.name);
        return 2;
      }
      ran[i] = true;
      wrongTotal += r.wrong;
      if (r.wrong)
        printf("%s: %ld wrong of %ld\n", r.name, r.wrong, r.checked);
      else
        printf("%s: ok (0 wrong of %ld)\n", r.name, r.checked);
    }
  }
  for (int i = 0; i < kNumTests; ++i)
    if (!ran[i])
      printf("%s: skipped (no such kernel in these files)\n", kTests[i].name);
  return wrongTotal ? 1 : 0;
}
