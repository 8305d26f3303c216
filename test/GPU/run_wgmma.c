/* Runs the wgmma GPU check (gen_wgmma_kernels.sh, README.md): every kernel
 * named wgmma_* in the given PTX (or cubin) file, one warpgroup each, with
 * fresh small-integer data (exact in f32 and f16 sums), and compares every
 * element of D with a CPU product D = A B^T (A 64 x K, B N x K, both
 * K-contiguous; D 64 x N, N-contiguous). The kernel's name gives its case:
 *   wgmma_{ss|rs}_{TA}_{TB}_{TC}_n{N}_a{k|mn}{SW}_b{k|mn}{SW}_{c|r}
 * `c` kernels run once, over accumulators filled with NaN: the first
 * k-block must overwrite them (a constant-false accumulate flag). `r`
 * kernels take the flag as an argument: once false over NaN (D = A B^T),
 * once true over 3 (D = A B^T + 3). Prints one line per kernel and
 * "N checked, M wrong"; exits 1 on a mismatch, 2 without a GPU.
 * `--self-test FILE`: no GPU; parses every kernel name of FILE and checks
 * the value encoders (f16, bf16, e4m3, e5m2) on every value the check
 * uses. */
#include "cuda_driver.h"

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KBLOCKS 4
#define MAXN 256
#define MAXK 128

typedef enum { T_F16, T_BF16, T_E4M3, T_E5M2, T_F32 } Elem;

typedef struct Case {
  char name[160];
  bool rs, runtime;
  Elem a, b, c;
  int n, k; /* N, and K over all k-blocks */
} Case;

/*===--- Values -----------------------------------------------------------===*/

static int bytesOf(Elem e) {
  return e == T_F32 ? 4 : e == T_F16 || e == T_BF16 ? 2 : 1;
}

static uint16_t f16Bits(float f) {
  /* Exact for the small integers and specials the check uses. */
  if (isnan(f))
    return 0x7e00;
  uint16_t s = f < 0 ? 0x8000 : 0;
  f = fabsf(f);
  if (f == 0)
    return s;
  int e = 0;
  while (f >= 2) f /= 2, ++e;
  while (f < 1) f *= 2, --e;
  return (uint16_t)(s | (uint16_t)((e + 15) << 10) |
                    (uint16_t)lroundf((f - 1) * 1024));
}

static float f16Value(uint16_t h) {
  int e = (h >> 10) & 31, m = h & 1023;
  float v = e == 0 ? ldexpf((float)m, -24)
            : e == 31 ? (m ? NAN : INFINITY)
                      : ldexpf(1.0f + (float)m / 1024, e - 15);
  return (h & 0x8000) ? -v : v;
}

static uint16_t bf16Bits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return (uint16_t)(u >> 16); /* exact for small integers */
}

/* An fp8 with `mbits` mantissa bits and exponent bias `bias`, of a small
 * integer (|v| <= 7, exact in both formats). */
static uint8_t f8Bits(int v, int mbits, int bias) {
  if (v == 0)
    return 0;
  uint8_t s = v < 0 ? 0x80 : 0;
  int a = abs(v), e = 0;
  while ((a >> e) > 1)
    ++e;
  int m = ((a - (1 << e)) << mbits) >> e;
  return (uint8_t)(s | (uint8_t)((e + bias) << mbits) | (uint8_t)m);
}

static float f8Value(uint8_t b, int mbits, int bias) {
  int e = (b & 0x7f) >> mbits, m = b & ((1 << mbits) - 1);
  float v = e == 0 ? ldexpf((float)m, 1 - bias - mbits)
                   : ldexpf(1.0f + (float)m / (float)(1 << mbits), e - bias);
  return (b & 0x80) ? -v : v;
}

/* Stores the small integer v as an element of type e at p. */
static void put(Elem e, void *p, int v) {
  uint16_t h;
  uint8_t q;
  float f = (float)v;
  switch (e) {
  case T_F16:
    h = f16Bits(f);
    memcpy(p, &h, 2);
    break;
  case T_BF16:
    h = bf16Bits(f);
    memcpy(p, &h, 2);
    break;
  case T_E4M3:
    q = f8Bits(v, 3, 7);
    memcpy(p, &q, 1);
    break;
  case T_E5M2:
    q = f8Bits(v, 2, 15);
    memcpy(p, &q, 1);
    break;
  case T_F32:
    memcpy(p, &f, 4);
    break;
  }
}

static float valueOf(Elem e, const void *p) {
  uint16_t h;
  float f;
  switch (e) {
  case T_F16:
    memcpy(&h, p, 2);
    return f16Value(h);
  case T_F32:
    memcpy(&f, p, 4);
    return f;
  default:
    return NAN; /* D is f32 or f16 */
  }
}

/*===--- Names ------------------------------------------------------------===*/

static bool elemOf(const char *s, size_t n, Elem *e) {
  static const struct {
    const char *name;
    Elem e;
  } kNames[] = {{"f16", T_F16}, {"bf16", T_BF16}, {"f8E4M3FN", T_E4M3},
                {"f8E5M2", T_E5M2}, {"f32", T_F32}};
  for (size_t i = 0; i < sizeof kNames / sizeof *kNames; ++i)
    if (strlen(kNames[i].name) == n && !memcmp(kNames[i].name, s, n)) {
      *e = kNames[i].e;
      return true;
    }
  return false;
}

/* Reads a kernel name into c; false when it is not one of the check's. */
static bool parseName(const char *name, Case *c) {
  char buf[160], *f[10];
  int nf = 0;
  if (strlen(name) >= sizeof buf || strncmp(name, "wgmma_", 6))
    return false;
  strcpy(buf, name);
  for (char *t = strtok(buf, "_"); t && nf < 10; t = strtok(NULL, "_"))
    f[nf++] = t;
  if (nf != 9 || (strcmp(f[1], "ss") && strcmp(f[1], "rs")) ||
      !elemOf(f[2], strlen(f[2]), &c->a) ||
      !elemOf(f[3], strlen(f[3]), &c->b) ||
      !elemOf(f[4], strlen(f[4]), &c->c) || f[5][0] != 'n' ||
      f[6][0] != 'a' || f[7][0] != 'b' ||
      (strcmp(f[8], "c") && strcmp(f[8], "r")))
    return false;
  c->rs = f[1][0] == 'r';
  c->runtime = f[8][0] == 'r';
  c->n = atoi(f[5] + 1);
  c->k = KBLOCKS * (bytesOf(c->a) == 1 ? 32 : 16);
  snprintf(c->name, sizeof c->name, "%s", name);
  return c->n >= 8 && c->n <= MAXN && c->n % 8 == 0 && c->k <= MAXK;
}

/* The kernel names of the file: every wgmma_ word in it (PTX `.entry`
 * lines, a cubin's string table), each once. */
static int kernelNames(const char *text, size_t len, char (*out)[160],
                       int cap) {
  int n = 0;
  for (size_t i = 0; i + 6 < len && n < cap; ++i) {
    if (memcmp(text + i, "wgmma_", 6) || (i && (text[i - 1] == '_' ||
                                                 text[i - 1] == '.')))
      continue;
    size_t j = i;
    while (j < len && j - i < 159 &&
           ((text[j] >= 'a' && text[j] <= 'z') ||
            (text[j] >= 'A' && text[j] <= 'Z') ||
            (text[j] >= '0' && text[j] <= '9') || text[j] == '_'))
      ++j;
    char name[160];
    memcpy(name, text + i, j - i);
    name[j - i] = '\0';
    Case c;
    bool seen = false;
    for (int k = 0; k < n && !seen; ++k)
      seen = !strcmp(out[k], name);
    if (!seen && parseName(name, &c))
      strcpy(out[n++], name);
    i = j;
  }
  return n;
}

/*===--- One kernel -------------------------------------------------------===*/

static uint32_t rng = 12345;
static int small(int range) { /* in [-range, range] */
  rng = rng * 1664525u + 1013904223u;
  return (int)((rng >> 8) % (uint32_t)(2 * range + 1)) - range;
}

typedef struct Buffers {
  CUdeviceptr a, b, d;
} Buffers;

/* One launch: D from the device, compared with A B^T (+ init when
 * `accumulate`). Returns the wrong count, or -1 when a call fails. */
static long launch(CUfunction fn, const Case *c, const int *ia, const int *ib,
                   const Buffers *bu, bool accumulate, float init,
                   long *checked) {
  unsigned char dh[64 * MAXN * 4];
  size_t dbytes = (size_t)64 * c->n * bytesOf(c->c);
  memset(dh, 0xff, dbytes); /* NaN in every format: unwritten shows */
  if (cuMemcpyHtoD(bu->d, dh, dbytes))
    return -1;
  uint8_t flag = accumulate;
  float initF = init;
  uint16_t initH = f16Bits(init);
  void *args[5] = {(void *)&bu->a, (void *)&bu->b, (void *)&bu->d, &flag,
                   c->c == T_F16 ? (void *)&initH : (void *)&initF};
  if (cuLaunchKernel(fn, 1, 1, 1, 128, 1, 1, 0, NULL, args, NULL) ||
      cuCtxSynchronize() || cuMemcpyDtoH(dh, bu->d, dbytes))
    return -1;
  long wrong = 0;
  for (int m = 0; m < 64; ++m)
    for (int n = 0; n < c->n; ++n) {
      long want = accumulate ? 3 : 0;
      for (int k = 0; k < c->k; ++k)
        want += (long)ia[m * c->k + k] * ib[n * c->k + k];
      float got = valueOf(c->c, dh + ((size_t)m * c->n + n) * bytesOf(c->c));
      ++*checked;
      if (got != (float)want && wrong++ < 4)
        printf("  %s%s: D(%d,%d) = %g, want %ld\n", c->name,
               accumulate ? " (accumulate)" : "", m, n, got, want);
    }
  return wrong;
}

static long runCase(CUmodule mod, const Case *c, long *checked) {
  CUfunction fn;
  if (cuModuleGetFunction(&fn, mod, c->name))
    return -1;
  /* Small enough that every sum is exact (f16 D: |sum| <= 2048). */
  int range = c->c == T_F16 ? 2 : 3;
  static int ia[64 * MAXK], ib[MAXN * MAXK];
  unsigned char ha[64 * MAXK * 2], hb[MAXN * MAXK * 2];
  for (int i = 0; i < 64 * c->k; ++i)
    put(c->a, ha + (size_t)i * bytesOf(c->a), ia[i] = small(range));
  for (int i = 0; i < c->n * c->k; ++i)
    put(c->b, hb + (size_t)i * bytesOf(c->b), ib[i] = small(range));
  Buffers bu;
  size_t na = (size_t)64 * c->k * bytesOf(c->a);
  size_t nb = (size_t)c->n * c->k * bytesOf(c->b);
  if (cuMemAlloc(&bu.a, na) || cuMemAlloc(&bu.b, nb) ||
      cuMemAlloc(&bu.d, (size_t)64 * MAXN * 4) || cuMemcpyHtoD(bu.a, ha, na) ||
      cuMemcpyHtoD(bu.b, hb, nb))
    return -1;
  long w = launch(fn, c, ia, ib, &bu, false, NAN, checked), w2 = 0;
  if (w >= 0 && c->runtime)
    w2 = launch(fn, c, ia, ib, &bu, true, 3.0f, checked);
  cuMemFree(bu.a);
  cuMemFree(bu.b);
  cuMemFree(bu.d);
  return w < 0 || w2 < 0 ? -1 : w + w2;
}

/*===--- Main -------------------------------------------------------------===*/

/* Every value the check stores, through each encoder and back. */
static int selfTest(int nk) {
  int bad = 0;
  for (int v = -3; v <= 3; ++v) {
    bad += f16Value(f16Bits((float)v)) != (float)v;
    uint16_t b = bf16Bits((float)v);
    uint32_t u = (uint32_t)b << 16;
    float f;
    memcpy(&f, &u, 4);
    bad += f != (float)v;
    bad += f8Value(f8Bits(v, 3, 7), 3, 7) != (float)v;
    bad += f8Value(f8Bits(v, 2, 15), 2, 15) != (float)v;
  }
  for (int v = -2048; v <= 2048; ++v)
    bad += f16Value(f16Bits((float)v)) != (float)v;
  bad += !isnan(f16Value(f16Bits(NAN)));
  bad += f8Bits(1, 3, 7) != 0x38 || f8Bits(-3, 3, 7) != 0xc4 ||
         f8Bits(3, 2, 15) != 0x42 || f16Bits(3) != 0x4200;
  printf("self-test: %d kernels named, encoders %s\n", nk,
         bad ? "WRONG" : "ok");
  return bad || nk == 0;
}

int main(int argc, char **argv) {
  bool self = argc == 3 && !strcmp(argv[1], "--self-test");
  if (argc != 2 && !self) {
    fprintf(stderr, "usage: %s [--self-test] wgmma_kernels.ptx\n", argv[0]);
    return 2;
  }
  const char *path = argv[argc - 1];
  char *text = cudaReadFile(path);
  if (!text) {
    fprintf(stderr, "run_wgmma: cannot read %s\n", path);
    return 2;
  }
  FILE *f = fopen(path, "rb");
  long len = 0;
  if (f && !fseek(f, 0, SEEK_END))
    len = ftell(f);
  if (f)
    fclose(f);
  static char names[512][160];
  int nk = kernelNames(text, (size_t)(len > 0 ? len : 0), names, 512);
  if (self) {
    free(text);
    return selfTest(nk);
  }
  CUmodule mod;
  CUdevice dev;
  CUcontext ctx;
  if (cudaDriverLoad("run_wgmma") || cuInit(0) || cuDeviceGet(&dev, 0) ||
      cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx) ||
      cuModuleLoadData(&mod, text)) {
    fprintf(stderr, "run_wgmma: no usable GPU or the module does not load\n");
    free(text);
    return 2;
  }
  free(text);
  long checked = 0, wrong = 0;
  for (int i = 0; i < nk; ++i) {
    Case c;
    parseName(names[i], &c);
    long before = checked, w = runCase(mod, &c, &checked);
    if (w < 0) {
      fprintf(stderr, "run_wgmma: %s: a driver call failed\n", c.name);
      return 2;
    }
    wrong += w;
    printf("%s: %s (%ld wrong of %ld)\n", c.name, w ? "WRONG" : "ok", w,
           checked - before);
  }
  printf("%d kernels, %ld checked, %ld wrong\n", nk, checked, wrong);
  return wrong || nk == 0 ? 1 : 0;
}
