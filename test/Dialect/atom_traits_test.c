/* The atom traits table (dialect/atom_traits.c): for every atom type the
 * dialect parses, the traits equal CuTe C++'s (the literals of
 * include/cute/atom/{copy,mma}_traits*.hpp as CuTe C++ prints them through
 * Copy_Atom / MMA_Atom, value layouts included: ThrID, Src, Dst, Ref in
 * bits then in values for copy atoms; shape, ThrID, A, B, C for MMA
 * atoms), and, checked element by element, they say what the PTX ISA's
 * fragment figures say: for each lane and register (value), the (row,
 * column) of ldmatrix x1/x2/x4 with and without .trans (stmatrix the same
 * with source and destination swapped), of mma.sync m16n8k16 and m16n8k8
 * (f16/bf16) and m16n8k8 / m16n8k4 (tf32) A, B and C, and of wgmma's
 * register A and accumulator D. Errors name the atom. Exit status 0 on
 * success. */
#include "dialect.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int failures, checks;

static void check(bool ok, const char *what, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static void check(bool ok, const char *what, const char *fmt, ...) {
  ++checks;
  if (ok)
    return;
  ++failures;
  printf("FAIL: %s: ", what);
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  putchar('\n');
}

/*===--- CuTe C++'s values
 * -------------------------------------------------===*/

/* CuTe C++ printed these (print(Copy_Atom<...>) / print(MMA_Atom<...>)
 * fields, NVIDIA/cutlass 7107b0553, with `_` dropped), in the order
 * cute-layout's atom_traits prints them. */
static const struct {
  const char *atom, *cute;
} kCute[] = {
    {"atom.universal_copy<f32>", "1:0 (1,32):(0,1) (1,32):(0,1) (1,32):(0,1) "
                                 "(1,1):(0,1) (1,1):(0,1) (1,1):(0,1)"},
    {"atom.universal_copy<f32, 128 b>",
     "1:0 (1,128):(0,1) (1,128):(0,1) (1,128):(0,1) (1,4):(0,1) (1,4):(0,1) "
     "(1,4):(0,1)"},
    {"atom.universal_copy<f16, 128 b>",
     "1:0 (1,128):(0,1) (1,128):(0,1) (1,128):(0,1) (1,8):(0,1) (1,8):(0,1) "
     "(1,8):(0,1)"},
    {"atom.universal_copy<bf16, 32 b>",
     "1:0 (1,32):(0,1) (1,32):(0,1) (1,32):(0,1) (1,2):(0,1) (1,2):(0,1) "
     "(1,2):(0,1)"},
    {"atom.universal_copy<i8, 64 b>",
     "1:0 (1,64):(0,1) (1,64):(0,1) (1,64):(0,1) (1,8):(0,1) (1,8):(0,1) "
     "(1,8):(0,1)"},
    {"atom.universal_copy<f64, 128 b>",
     "1:0 (1,128):(0,1) (1,128):(0,1) (1,128):(0,1) (1,2):(0,1) (1,2):(0,1) "
     "(1,2):(0,1)"},
    {"atom.simt_async_copy<f32, cache = always, 128 b>",
     "1:0 (1,128):(0,1) (1,128):(0,1) (1,128):(0,1) (1,4):(0,1) (1,4):(0,1) "
     "(1,4):(0,1)"},
    {"atom.simt_async_copy<f32, cache = always, 32 b>",
     "1:0 (1,32):(0,1) (1,32):(0,1) (1,32):(0,1) (1,1):(0,1) (1,1):(0,1) "
     "(1,1):(0,1)"},
    {"atom.simt_async_copy<f16, cache = always, 64 b>",
     "1:0 (1,64):(0,1) (1,64):(0,1) (1,64):(0,1) (1,4):(0,1) (1,4):(0,1) "
     "(1,4):(0,1)"},
    {"atom.simt_async_copy<f16, cache = global, 128 b>",
     "1:0 (1,128):(0,1) (1,128):(0,1) (1,128):(0,1) (1,8):(0,1) (1,8):(0,1) "
     "(1,8):(0,1)"},
    {"atom.ldsm<val_type = f16, mode = <\"(8,8)\">, sz_pattern = u16, "
     "num_matrices = 1, n>",
     "32:1 ((8,4),128):((128,0),1) (32,32):(32,1) (32,32):(32,1) "
     "((8,4),8):((8,0),1) (32,2):(2,1) (32,2):(2,1)"},
    {"atom.ldsm<val_type = f16, mode = <\"(8,8)\">, sz_pattern = u16, "
     "num_matrices = 2, n>",
     "32:1 ((16,2),128):((128,0),1) (32,(32,2)):(32,(1,1024)) "
     "(32,(32,2)):(32,(1,1024)) ((16,2),8):((8,0),1) (32,(2,2)):(2,(1,64)) "
     "(32,(2,2)):(2,(1,64))"},
    {"atom.ldsm<val_type = f16, mode = <\"(8,8)\">, sz_pattern = u16, "
     "num_matrices = 4, n>",
     "32:1 (32,128):(128,1) (32,(32,4)):(32,(1,1024)) "
     "(32,(32,4)):(32,(1,1024)) (32,8):(8,1) (32,(2,4)):(2,(1,64)) "
     "(32,(2,4)):(2,(1,64))"},
    {"atom.ldsm<val_type = f16, mode = <\"(8,8)\">, sz_pattern = u16, "
     "num_matrices = 1, t>",
     "32:1 ((8,4),128):((128,0),1) ((4,8),(16,2)):((256,16),(1,128)) "
     "((4,8),(16,2)):((256,16),(1,128)) ((8,4),8):((8,0),1) "
     "((4,8),(1,2)):((16,1),(1,8)) ((4,8),(1,2)):((16,1),(1,8))"},
    {"atom.ldsm<val_type = f16, mode = <\"(8,8)\">, sz_pattern = u16, "
     "num_matrices = 2, t>",
     "32:1 ((16,2),128):((128,0),1) ((4,8),(16,2,2)):((256,16),(1,128,1024)) "
     "((4,8),(16,2,2)):((256,16),(1,128,1024)) ((16,2),8):((8,0),1) "
     "((4,8),(1,2,2)):((16,1),(1,8,64)) ((4,8),(1,2,2)):((16,1),(1,8,64))"},
    {"atom.ldsm<val_type = f16, mode = <\"(8,8)\">, sz_pattern = u16, "
     "num_matrices = 4, t>",
     "32:1 (32,128):(128,1) ((4,8),(16,2,4)):((256,16),(1,128,1024)) "
     "((4,8),(16,2,4)):((256,16),(1,128,1024)) (32,8):(8,1) "
     "((4,8),(1,2,4)):((16,1),(1,8,64)) ((4,8),(1,2,4)):((16,1),(1,8,64))"},
    {"atom.ldsm<val_type = bf16, mode = <\"(8,8)\">, sz_pattern = u16, "
     "num_matrices = 4, n>",
     "32:1 (32,128):(128,1) (32,(32,4)):(32,(1,1024)) "
     "(32,(32,4)):(32,(1,1024)) (32,8):(8,1) (32,(2,4)):(2,(1,64)) "
     "(32,(2,4)):(2,(1,64))"},
    {"atom.stsm<f16, mode = <\"(8,8)\">, num_matrices = 1, n>",
     "32:1 (32,32):(32,1) ((8,4),128):((128,0),1) (32,32):(32,1) (32,2):(2,1) "
     "((8,4),8):((8,0),1) (32,2):(2,1)"},
    {"atom.stsm<f16, mode = <\"(8,8)\">, num_matrices = 2, n>",
     "32:1 (32,(32,2)):(32,(1,1024)) ((16,2),128):((128,0),1) "
     "(32,(32,2)):(32,(1,1024)) (32,(2,2)):(2,(1,64)) ((16,2),8):((8,0),1) "
     "(32,(2,2)):(2,(1,64))"},
    {"atom.stsm<f16, mode = <\"(8,8)\">, num_matrices = 4, n>",
     "32:1 (32,(32,4)):(32,(1,1024)) (32,128):(128,1) "
     "(32,(32,4)):(32,(1,1024)) (32,(2,4)):(2,(1,64)) (32,8):(8,1) "
     "(32,(2,4)):(2,(1,64))"},
    {"atom.stsm<f16, mode = <\"(8,8)\">, num_matrices = 1, t>",
     "32:1 ((4,8),(16,2)):((256,16),(1,128)) ((8,4),128):((128,0),1) "
     "((4,8),(16,2)):((256,16),(1,128)) ((4,8),(1,2)):((16,1),(1,8)) "
     "((8,4),8):((8,0),1) ((4,8),(1,2)):((16,1),(1,8))"},
    {"atom.stsm<f16, mode = <\"(8,8)\">, num_matrices = 2, t>",
     "32:1 ((4,8),(16,2,2)):((256,16),(1,128,1024)) ((16,2),128):((128,0),1) "
     "((4,8),(16,2,2)):((256,16),(1,128,1024)) "
     "((4,8),(1,2,2)):((16,1),(1,8,64)) ((16,2),8):((8,0),1) "
     "((4,8),(1,2,2)):((16,1),(1,8,64))"},
    {"atom.stsm<f16, mode = <\"(8,8)\">, num_matrices = 4, t>",
     "32:1 ((4,8),(16,2,4)):((256,16),(1,128,1024)) (32,128):(128,1) "
     "((4,8),(16,2,4)):((256,16),(1,128,1024)) "
     "((4,8),(1,2,4)):((16,1),(1,8,64)) (32,8):(8,1) "
     "((4,8),(1,2,4)):((16,1),(1,8,64))"},
    {"atom.universal_fma<1x1x1, (f32, f32) -> f32 >",
     "(1,1,1) 1:0 (1,1):(0,0) (1,1):(0,0) (1,1):(0,0)"},
    {"atom.universal_fma<1x1x1, (f16, f16) -> f16 >",
     "(1,1,1) 1:0 (1,1):(0,0) (1,1):(0,0) (1,1):(0,0)"},
    {"sm80.mma<16x8x16, elem_type = (f16, f16, f32) >",
     "(16,8,16) 32:1 ((4,8),(2,2,2)):((32,1),(16,8,128)) "
     "((4,8),(2,2)):((16,1),(8,64)) ((4,8),(2,2)):((32,1),(16,8))"},
    {"sm80.mma<16x8x16, elem_type = (f16, f16, f16) >",
     "(16,8,16) 32:1 ((4,8),(2,2,2)):((32,1),(16,8,128)) "
     "((4,8),(2,2)):((16,1),(8,64)) ((4,8),(2,2)):((32,1),(16,8))"},
    {"sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >",
     "(16,8,16) 32:1 ((4,8),(2,2,2)):((32,1),(16,8,128)) "
     "((4,8),(2,2)):((16,1),(8,64)) ((4,8),(2,2)):((32,1),(16,8))"},
    {"sm80.mma<16x8x8, elem_type = (f16, f16, f32) >",
     "(16,8,8) 32:1 ((4,8),(2,2)):((32,1),(16,8)) ((4,8),2):((16,1),8) "
     "((4,8),(2,2)):((32,1),(16,8))"},
    {"sm80.mma<16x8x8, elem_type = (bf16, bf16, f32) >",
     "(16,8,8) 32:1 ((4,8),(2,2)):((32,1),(16,8)) ((4,8),2):((16,1),8) "
     "((4,8),(2,2)):((32,1),(16,8))"},
    {"sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >",
     "(16,8,8) 32:1 ((4,8),(2,2)):((16,1),(8,64)) ((4,8),2):((8,1),32) "
     "((4,8),(2,2)):((32,1),(16,8))"},
    {"sm80.mma<16x8x4, elem_type = (tf32, tf32, f32) >",
     "(16,8,4) 32:1 ((4,8),2):((16,1),8) ((4,8),1):((8,1),0) "
     "((4,8),(2,2)):((32,1),(16,8))"},
    {"sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), "
     "frag_kind = ss>",
     "(64,128,16) 128:1 (128,(64,16)):(0,(1,64)) (128,(128,16)):(0,(1,128)) "
     "((4,8,4),(2,2,16)):((128,1,16),(64,8,512))"},
    {"sm90.mma<64x8x16, ab_major = (mn, k), elem_type = (bf16, bf16, f32), "
     "frag_kind = ss>",
     "(64,8,16) 128:1 (128,(64,16)):(0,(1,64)) (128,(8,16)):(0,(1,8)) "
     "((4,8,4),(2,2,1)):((128,1,16),(64,8,512))"},
    {"sm90.mma<64x24x16, ab_major = (k, mn), elem_type = (f16, f16, f16), "
     "frag_kind = ss>",
     "(64,24,16) 128:1 (128,(64,16)):(0,(1,64)) (128,(24,16)):(0,(1,24)) "
     "((4,8,4),(2,2,3)):((128,1,16),(64,8,512))"},
    {"sm90.mma<64x256x16, ab_major = (k, k), elem_type = (f16, f16, f32), "
     "frag_kind = rs>",
     "(64,256,16) 128:1 ((4,8,4),(2,2,2)):((128,1,16),(64,8,512)) "
     "(128,(256,16)):(0,(1,256)) ((4,8,4),(2,2,32)):((128,1,16),(64,8,512))"},
    {"sm90.mma<64x64x16, ab_major = (k, mn), elem_type = (bf16, bf16, f32), "
     "frag_kind = rs>",
     "(64,64,16) 128:1 ((4,8,4),(2,2,2)):((128,1,16),(64,8,512)) "
     "(128,(64,16)):(0,(1,64)) ((4,8,4),(2,2,8)):((128,1,16),(64,8,512))"},
    {"sm90.mma<64x32x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, "
     "f32), frag_kind = ss>",
     "(64,32,32) 128:1 (128,(64,32)):(0,(1,64)) (128,(32,32)):(0,(1,32)) "
     "((4,8,4),(2,2,4)):((128,1,16),(64,8,512))"},
    {"sm90.mma<64x128x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, "
     "f16), frag_kind = rs>",
     "(64,128,32) 128:1 ((4,8,4),(4,2,2)):((256,1,16),(64,8,1024)) "
     "(128,(128,32)):(0,(1,128)) ((4,8,4),(2,2,16)):((128,1,16),(64,8,512))"},
};

/* The traits as one line: as cute-layout atom_traits prints them. */
static const char *traitsText(CuteArena *a, MlirContext ctx, const char *atom,
                              CuteError *err) {
  const CuteAtom *at;
  bool mma;
  if (cuteAtomParse(ctx, a, atom, strlen(atom), &at, &mma, err))
    return NULL;
  CuteLayout l[7];
  unsigned n;
  char head[64] = "";
  if (mma) {
    CuteMmaAtomTraits t;
    if (cuteAtomMmaTraits(a, at, &t, err))
      return NULL;
    snprintf(head, sizeof head, "(%lld,%lld,%lld) ", (long long)t.m,
             (long long)t.n, (long long)t.k);
    l[0] = t.thrID, l[1] = t.a, l[2] = t.b, l[3] = t.c;
    n = 4;
  } else {
    CuteCopyAtomTraits t;
    if (cuteAtomCopyTraits(a, at, &t, err))
      return NULL;
    l[0] = t.thrID, l[1] = t.srcBits, l[2] = t.dstBits, l[3] = t.refBits;
    l[4] = t.src, l[5] = t.dst, l[6] = t.ref;
    n = 7;
  }
  static char buf[2048];
  size_t k = (size_t)snprintf(buf, sizeof buf, "%s", head);
  for (unsigned i = 0; i < n && k < sizeof buf; ++i) {
    if (i)
      buf[k++] = ' ';
    k += cutePrintLayout(l[i], buf + k, sizeof buf - k);
  }
  return buf;
}

static void testLiterals(CuteArena *a, MlirContext ctx) {
  for (size_t i = 0; i < sizeof kCute / sizeof *kCute; ++i) {
    CuteError err = {0};
    const char *got = traitsText(a, ctx, kCute[i].atom, &err);
    check(got && !strcmp(got, kCute[i].cute), kCute[i].atom,
          "\n  want %s\n  got  %s", kCute[i].cute, got ? got : err.message);
  }
  /* The atom may carry its prefix; CuTe's names. */
  const CuteAtom *at;
  bool mma;
  CuteError err = {0};
  const char *ldsm = "!cute_nvgpu.atom.ldsm<val_type = bf16, mode = "
                     "<\"(8,8)\">, sz_pattern = u16, num_matrices = 2, t>";
  check(!cuteAtomParse(ctx, a, ldsm, strlen(ldsm), &at, &mma, &err) && !mma &&
            !strcmp(cuteAtomTraitsName(at), "SM75_U16x4_LDSM_T"),
        "prefixed ldsm", "%s", err.message);
  const char *wg = "sm90.mma<64x96x32, ab_major = (k, k), elem_type = "
                   "(f8E5M2, f8E5M2, f32), frag_kind = rs>";
  check(!cuteAtomParse(ctx, a, wg, strlen(wg), &at, &mma, &err) && mma &&
            !strcmp(cuteAtomTraitsName(at), "SM90_64xNx32_RS_TN"),
        "wgmma f8 rs", "%s", err.message);
}

/* A type that is no atom with traits, and a malformed atom, are errors
 * that quote the text. */
static void testErrors(CuteArena *a, MlirContext ctx) {
  const CuteAtom *at;
  bool mma;
  CuteError err = {0};
  char msg[CUTE_ERROR_TEXT_CAP];
  const char *tma = "atom.tma_load<f16, copy_bits = 131072, mode = tiled, "
                    "num_cta = 1, g_stride = <\"()\"> tma_gbasis = <\"()\">>";
  check(cuteAtomParse(ctx, a, tma, strlen(tma), &at, &mma, &err) &&
            cuteErrorFormat(&err, NULL, msg, sizeof msg) &&
            strstr(msg, "atom.tma_load<f16"),
        "TMA atom", "%s", err.message);
  const char *bad = "atom.ldsm<val_type = f16, mode = <\"(8,8)\">, "
                    "sz_pattern = u16, num_matrices = 3, t>";
  check(cuteAtomParse(ctx, a, bad, strlen(bad), &at, &mma, &err) &&
            cuteErrorFormat(&err, NULL, msg, sizeof msg) &&
            strstr(msg, "num_matrices = 3") && strstr(msg, "1, 2 or 4"),
        "ldsm x3", "%s", err.message);
  const char *unknown = "sm100.mma<128x256x16>";
  check(cuteAtomParse(ctx, a, unknown, strlen(unknown), &at, &mma, &err) &&
            cuteErrorFormat(&err, NULL, msg, sizeof msg) &&
            strstr(msg, "sm100.mma"),
        "sm100 atom", "%s", err.message);
}

/*===--- The PTX ISA's fragments ------------------------------------------===*/

/* l at the 1-D index i (static layouts). */
static int64_t at(CuteArena *a, CuteLayout l, int64_t i) {
  const CuteNode *r;
  if (cuteLayoutEval(a, l, cuteIntGet(a, i), &r, NULL) ||
      r->kind != CUTE_NODE_INT)
    return -1;
  return r->value;
}

typedef struct {
  int row, col;
} RC;

/* mma.sync, groupID g = lane >> 2, threadID_in_group t = lane % 4, value
 * i: the (row, col) of the PTX ISA's figures (9.7.14.5.x, "Matrix
 * Fragments for mma.m16n8k16 / m16n8k8 / m16n8k4"). B's row is K, its
 * column N. */
static RC a16816(int g, int t, int i) {
  return (RC){g + 8 * ((i >> 1) & 1), 2 * t + (i & 1) + 8 * (i >> 2)};
}
static RC b16816(int g, int t, int i) {
  return (RC){2 * t + (i & 1) + 8 * (i >> 1), g};
}
static RC a1688(int g, int t, int i) {
  return (RC){g + 8 * (i >> 1), 2 * t + (i & 1)};
}
static RC b1688(int g, int t, int i) { return (RC){2 * t + i, g}; }
static RC a1688tf32(int g, int t, int i) {
  return (RC){g + 8 * (i & 1), t + 4 * (i >> 1)};
}
static RC b1688tf32(int g, int t, int i) { return (RC){t + 4 * i, g}; }
static RC a1684tf32(int g, int t, int i) { return (RC){g + 8 * i, t}; }
static RC b1684tf32(int g, int t, int i) {
  (void)i;
  return (RC){t, g};
}
static RC c168(int g, int t, int i) {
  return (RC){g + 8 * (i >> 1), 2 * t + (i & 1)};
}

/* Every (lane, value) of `l` (thread, value) -> row + rows * col (CuTe's
 * column-major (M,K), (N,K), (M,N) index; for B rows = N and the index is
 * n + N*k) against the PTX element. */
static void checkFragment(CuteArena *a, const char *what, CuteLayout l,
                          int threads, int values, int rows, bool bOperand,
                          RC (*ptx)(int, int, int)) {
  for (int lane = 0; lane < threads; ++lane)
    for (int i = 0; i < values; ++i) {
      int64_t o = at(a, l, lane + (int64_t)threads * i);
      RC want = ptx(lane >> 2, lane & 3, i);
      /* B: PTX's (row, col) is (k, n); CuTe's index is n + N*k. */
      int64_t w = bOperand ? want.col + (int64_t)rows * want.row
                           : want.row + (int64_t)rows * want.col;
      check(o == w, what, "lane %d value %d at %lld, PTX says (%d,%d) = %lld",
            lane, i, (long long)o, want.row, want.col, (long long)w);
    }
}

static void mmaTraits(CuteArena *a, MlirContext ctx, const char *spelling,
                      CuteMmaAtomTraits *t) {
  const CuteAtom *at;
  bool mma;
  CuteError err = {0};
  if (cuteAtomParse(ctx, a, spelling, strlen(spelling), &at, &mma, &err) ||
      cuteAtomMmaTraits(a, at, t, &err))
    check(false, spelling, "%s", err.message);
}

static void testMmaSync(CuteArena *a, MlirContext ctx) {
  static const struct {
    const char *atom;
    int k, na, nb;
    RC (*fa)(int, int, int);
    RC (*fb)(int, int, int);
  } kRows[] = {
      {"sm80.mma<16x8x16, elem_type = (f16, f16, f32) >", 16, 8, 4, a16816,
       b16816},
      {"sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >", 16, 8, 4, a16816,
       b16816},
      {"sm80.mma<16x8x8, elem_type = (f16, f16, f16) >", 8, 4, 2, a1688, b1688},
      {"sm80.mma<16x8x8, elem_type = (bf16, bf16, f32) >", 8, 4, 2, a1688,
       b1688},
      {"sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >", 8, 4, 2, a1688tf32,
       b1688tf32},
      {"sm80.mma<16x8x4, elem_type = (tf32, tf32, f32) >", 4, 2, 1, a1684tf32,
       b1684tf32},
  };
  for (size_t r = 0; r < sizeof kRows / sizeof *kRows; ++r) {
    CuteMmaAtomTraits t = {0};
    mmaTraits(a, ctx, kRows[r].atom, &t);
    if (!t.a.shape)
      continue;
    checkFragment(a, kRows[r].atom, t.a, 32, kRows[r].na, 16, false,
                  kRows[r].fa);
    checkFragment(a, kRows[r].atom, t.b, 32, kRows[r].nb, 8, true, kRows[r].fb);
    checkFragment(a, kRows[r].atom, t.c, 32, 4, 16, false, c168);
  }
}

/* wgmma (9.7.15.5, "Register fragments"): warp w of the warpgroup owns rows
 * 16w..16w+15; accumulator D value i of an N-wide tile at row 16w + g +
 * 8*((i>>1)&1), column 8*(i>>2) + 2t + (i&1); A in registers (16-bit,
 * K = 16) at row 16w + g + 8*((i>>1)&1), column 2t + (i&1) + 8*(i>>2). */
static void testWgmma(CuteArena *a, MlirContext ctx) {
  static const char *const kAtoms[] = {
      "sm90.mma<64x8x16, ab_major = (k, k), elem_type = (f16, f16, f32), "
      "frag_kind = rs>",
      "sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), "
      "frag_kind = rs>",
      "sm90.mma<64x24x16, ab_major = (k, mn), elem_type = (f16, f16, f16), "
      "frag_kind = rs>",
      "sm90.mma<64x256x16, ab_major = (k, k), elem_type = (f16, f16, f32), "
      "frag_kind = rs>"};
  for (size_t r = 0; r < sizeof kAtoms / sizeof *kAtoms; ++r) {
    CuteMmaAtomTraits t = {0};
    mmaTraits(a, ctx, kAtoms[r], &t);
    if (!t.c.shape)
      continue;
    for (int thr = 0; thr < 128; ++thr) {
      int w = thr / 32, g = (thr % 32) >> 2, q = thr & 3;
      for (int i = 0; i < t.n / 2; ++i) {
        int64_t row = 16 * w + g + 8 * ((i >> 1) & 1);
        int64_t col = 8 * (i >> 2) + 2 * q + (i & 1);
        int64_t o = at(a, t.c, thr + 128 * (int64_t)i);
        check(o == row + 64 * col, kAtoms[r],
              "D: thread %d value %d at %lld, PTX says (%lld,%lld)", thr, i,
              (long long)o, (long long)row, (long long)col);
      }
      for (int i = 0; i < 8; ++i) {
        int64_t row = 16 * w + g + 8 * ((i >> 1) & 1);
        int64_t col = 2 * q + (i & 1) + 8 * (i >> 2);
        int64_t o = at(a, t.a, thr + 128 * (int64_t)i);
        check(o == row + 64 * col, kAtoms[r],
              "A: thread %d value %d at %lld, PTX says (%lld,%lld)", thr, i,
              (long long)o, (long long)row, (long long)col);
      }
    }
  }
}

/* ldmatrix (9.7.14.5.15, "ldmatrix"): lanes 0..8x-1 address the rows of
 * the x matrices (lane l: matrix l/8, row l%8); register j of lane l gets
 * matrix j, row l/4, columns 2(l%4) and +1 (with .trans: rows 2(l%4) and
 * +1, column l/4). In 16-bit elements of the matrices stacked row by row
 * (CuTe's reference), row r of matrix j starts at 64j + 8r. stmatrix
 * (9.7.14.5.16) moves the same fragments the other way. */
static void testMatrixCopies(CuteArena *a, MlirContext ctx) {
  for (int st = 0; st < 2; ++st)
    for (int x = 1; x <= 4; x *= 2)
      for (int tr = 0; tr < 2; ++tr) {
        char atom[160];
        if (st)
          snprintf(atom, sizeof atom,
                   "atom.stsm<f16, mode = <\"(8,8)\">, num_matrices = %d, %s>",
                   x, tr ? "t" : "n");
        else
          snprintf(atom, sizeof atom,
                   "atom.ldsm<val_type = bf16, mode = <\"(8,8)\">, "
                   "sz_pattern = u16, num_matrices = %d, %s>",
                   x, tr ? "t" : "n");
        const CuteAtom *p;
        bool mma;
        CuteCopyAtomTraits t;
        CuteError err = {0};
        if (cuteAtomParse(ctx, a, atom, strlen(atom), &p, &mma, &err) ||
            cuteAtomCopyTraits(a, p, &t, &err)) {
          check(false, atom, "%s", err.message);
          continue;
        }
        /* The side that addresses rows, and the side that holds the
         * fragment in registers. */
        CuteLayout rows = st ? t.dst : t.src, regs = st ? t.src : t.dst;
        for (int lane = 0; lane < 32; ++lane) {
          for (int c = 0; lane < 8 * x && c < 8; ++c) {
            int64_t o = at(a, rows, lane + 32 * (int64_t)c);
            check(o == 8 * lane + c, atom,
                  "row address of lane %d, element %d at %lld, want %d", lane,
                  c, (long long)o, 8 * lane + c);
          }
          for (int j = 0; j < x; ++j)
            for (int e = 0; e < 2; ++e) {
              int r = tr ? 2 * (lane % 4) + e : lane / 4;
              int col = tr ? lane / 4 : 2 * (lane % 4) + e;
              int64_t o = at(a, regs, lane + 32 * (int64_t)(2 * j + e));
              check(o == 64 * j + 8 * r + col, atom,
                    "lane %d register %d half %d at %lld, PTX says matrix %d "
                    "(%d,%d)",
                    lane, j, e, (long long)o, j, r, col);
            }
        }
      }
}

int main(void) {
  CuteArena *a = cuteArenaCreate();
  MlirContext ctx = mlirContextCreate();
  testLiterals(a, ctx);
  testErrors(a, ctx);
  testMmaSync(a, ctx);
  testWgmma(a, ctx);
  testMatrixCopies(a, ctx);
  mlirContextDestroy(ctx);
  cuteArenaDestroy(a);
  printf("atom_traits_test: %d checks, %d failed\n", checks, failures);
  return failures ? 1 : 0;
}
