/* The atom types of the cute_nvgpu dialect that NVIDIA's traced Ampere and
 * Hopper kernels use, in NVIDIA's spelling (docs/atoms.md):
 *   atom.universal_copy<T[, N b][, l1_cache_eviction_priority=P]>
 *   atom.simt_async_copy<T, cache = always|global, N b>
 *   atom.ldsm<val_type = T, mode = <"(8,8)">, sz_pattern = u16,
 *             num_matrices = N, n|t>
 *   atom.stsm<T, mode = <"(8,8)">, num_matrices = N, n|t>
 *   atom.universal_fma<1x1x1, (A, B) -> C >
 *   sm80.mma<MxNxK, elem_type = (A, B, C) >
 *   sm90.mma<MxNxK, ab_major = (k|mn, k|mn), elem_type = (A, B, C),
 *            frag_kind = ss|rs>
 * (after `!cute_nvgpu.`; the spaces before `>` are NVIDIA's). The text is
 * read with any spacing, checked, and printed canonically; type_cache.c
 * then accepts the canonical text only. The TMA atoms and the descriptor
 * types are read as kind NONE and not checked (their issue comes later);
 * any other atom name is an error. */
#include "internal.h"

#include "str_buf.h"

#include "mlir-c/BuiltinTypes.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef CuteParamCursor Cur;

/* One of `names` (NULL-terminated) as a word; its index in *out. */
static CuteStatus choice(Cur *c, const char *param, const char *const *names,
                         const char *allowed, int *out) {
  const char *w;
  size_t n = cuteParamWord(c, &w);
  for (int i = 0; names[i]; ++i)
    if (cuteParamWordIs(w, n, names[i])) {
      *out = i;
      return CUTE_OK;
    }
  cuteParamBad(c, "%s must be %s, got '%.*s'", param, allowed, (int)n, w);
  return CUTE_ERROR;
}

/* `N b`: bits per copy. */
static CuteStatus bitsParam(Cur *c, unsigned *bits) {
  if (cuteParamNumber(c, "the bits per copy", false, bits) != CUTE_OK)
    return CUTE_ERROR;
  const char *w;
  size_t n = cuteParamWord(c, &w);
  if (!cuteParamWordIs(w, n, "b"))
    return cuteParamBad(c, "expected 'b' after the bits per copy, got '%.*s'",
                        (int)n, w);
  return CUTE_OK;
}

/*===--- Element types ---------------------------------------------------===*/

static const struct {
  const char *name;
  MlirType (*get)(MlirContext);
} kFloats[] = {{"f16", mlirF16TypeGet},
               {"bf16", mlirBF16TypeGet},
               {"f32", mlirF32TypeGet},
               {"f64", mlirF64TypeGet},
               {"tf32", mlirTF32TypeGet},
               {"f8E4M3FN", mlirFloat8E4M3FNTypeGet},
               {"f8E5M2", mlirFloat8E5M2TypeGet},
               {"f6E2M3FN", mlirFloat6E2M3FNTypeGet},
               {"f6E3M2FN", mlirFloat6E3M2FNTypeGet},
               {"f4E2M1FN", mlirFloat4E2M1FNTypeGet},
               {"f8E8M0FNU", mlirFloat8E8M0FNUTypeGet}};

/* The builtin integer or float type named w (no parsing: MLIR's parser
 * would report a bad name to the context's handlers). */
static bool elemByName(MlirContext ctx, const char *w, size_t n, MlirType *t) {
  for (size_t i = 0; i < sizeof kFloats / sizeof *kFloats; ++i)
    if (cuteParamWordIs(w, n, kFloats[i].name)) {
      *t = kFloats[i].get(ctx);
      return true;
    }
  if (n < 2 || n > 4 || w[0] != 'i' || w[1] == '0')
    return false;
  unsigned width = 0;
  for (size_t i = 1; i < n; ++i) {
    if (!isdigit((unsigned char)w[i]))
      return false;
    width = 10 * width + (unsigned)(w[i] - '0');
  }
  if (width < 1 || width > 128)
    return false;
  *t = mlirIntegerTypeGet(ctx, width);
  return true;
}

bool cuteAtomElemByName(MlirContext ctx, const char *w, size_t n, MlirType *t) {
  return elemByName(ctx, w, n, t);
}

unsigned cuteAtomTypeBits(MlirType t) {
  if (mlirTypeIsATF32(t))
    return 32;
  return mlirTypeIsAInteger(t) ? mlirIntegerTypeGetWidth(t)
                               : mlirFloatTypeGetWidth(t);
}

static CuteStatus elem(Cur *c, const char *param, MlirType *t) {
  const char *w;
  size_t n = cuteParamWord(c, &w);
  if (elemByName(c->ctx, w, n, t))
    return CUTE_OK;
  return cuteParamBad(
      c,
      "%s must be an integer (i1 to i128) or float type (f16, "
      "bf16, tf32, f32, f64, f8E4M3FN, f8E5M2, ...), got '%.*s'",
      param, (int)n, w);
}

/* `(A, B, C)` */
static CuteStatus elemTriple(Cur *c, CuteAtom *at) {
  if (cuteParamExpect(c, "(", "before the element types") != CUTE_OK ||
      elem(c, "the A type", &at->a) != CUTE_OK ||
      cuteParamExpect(c, ",", "after the A type") != CUTE_OK ||
      elem(c, "the B type", &at->b) != CUTE_OK ||
      cuteParamExpect(c, ",", "after the B type") != CUTE_OK ||
      elem(c, "the C type", &at->c) != CUTE_OK)
    return CUTE_ERROR;
  return cuteParamExpect(c, ")", "after the element types");
}

typedef struct {
  char s[32];
} Name;

/* A type as MLIR prints it (element types are short). */
static Name nameOf(MlirType t) {
  Name n = {{0}};
  CuteFixedStr f = cuteFixedStrInit(n.s, sizeof n.s);
  if (!mlirTypeIsNull(t))
    mlirTypePrint(t, cuteFixedStrCallback, &f);
  return n;
}

void cuteAtomElemName(MlirType t, char *buf, size_t cap) {
  snprintf(buf, cap, "%s", nameOf(t).s);
}

/*===--- Copy atoms ------------------------------------------------------===*/

static const char *const kEvict[] = {"evict_normal", "evict_first",
                                     "evict_last",   "evict_unchanged",
                                     "no_allocate",  NULL};

static bool isPow2(unsigned v) { return v && !(v & (v - 1)); }

/* T[, N b][, l1_cache_eviction_priority=P]; N = 0 and P = evict_normal
 * are the defaults, which the canonical text leaves out. */
static CuteStatus readUniversalCopy(Cur *c, CuteAtom *at) {
  if (elem(c, "the value type", &at->val) != CUTE_OK)
    return CUTE_ERROR;
  at->valBits = cuteAtomTypeBits(at->val);
  if (cuteParamLit(c, ",")) {
    cuteParamLit(c, "");
    bool bits = c->s < c->end && isdigit((unsigned char)*c->s);
    if (bits && bitsParam(c, &at->bits) != CUTE_OK)
      return CUTE_ERROR;
    if (!bits || cuteParamLit(c, ",")) {
      int p;
      if (cuteParamKey(c, "l1_cache_eviction_priority") != CUTE_OK ||
          choice(c, "l1_cache_eviction_priority", kEvict,
                 "evict_normal, evict_first, evict_last, evict_unchanged "
                 "or no_allocate",
                 &p) != CUTE_OK)
        return CUTE_ERROR;
      at->evict = (CuteEvict)p;
    }
  }
  if (at->bits && (!isPow2(at->bits) || at->bits < 8 || at->bits > 256 ||
                   at->bits % at->valBits))
    return cuteParamBad(
        c,
        "the bits per copy must be a power of two from 8 to 256 "
        "and a multiple of the value type's %u bits, got %u b",
        at->valBits, at->bits);
  return CUTE_OK;
}

/* T, cache = always|global, N b (cp.async: 4, 8 or 16 bytes; .cg only
 * with 16). */
static CuteStatus readSimtAsyncCopy(Cur *c, CuteAtom *at) {
  static const char *const kCache[] = {"always", "global", NULL};
  int cache;
  if (elem(c, "the value type", &at->val) != CUTE_OK ||
      cuteParamExpect(c, ",", "after the value type") != CUTE_OK ||
      cuteParamKey(c, "cache") != CUTE_OK ||
      choice(c, "cache", kCache, "always or global", &cache) != CUTE_OK ||
      cuteParamExpect(c, ",", "after the cache mode") != CUTE_OK ||
      bitsParam(c, &at->bits) != CUTE_OK)
    return CUTE_ERROR;
  at->valBits = cuteAtomTypeBits(at->val);
  at->cacheGlobal = cache == 1;
  if (at->bits != 32 && at->bits != 64 && at->bits != 128)
    return cuteParamBad(c,
                        "the bits per copy must be 32, 64 or 128 (cp.async "
                        "copies 4, 8 or 16 bytes), got %u b",
                        at->bits);
  if (at->bits % at->valBits)
    return cuteParamBad(c,
                        "the bits per copy must be a multiple of the value "
                        "type's %u bits, got %u b",
                        at->valBits, at->bits);
  if (at->cacheGlobal && at->bits != 128)
    return cuteParamBad(c,
                        "cache = global needs 128 b (cp.async.cg copies 16 "
                        "bytes), got %u b",
                        at->bits);
  return CUTE_OK;
}

/* ldsm and stsm:
 *   [val_type = ]T, mode = <"(8,8)">, [sz_pattern = u16, ]num_matrices = N,
 *   n|t
 * (val_type and sz_pattern are ldsm's). Only the 8x8 matrices of 16-bit
 * values: the 8-bit shapes and unpacking patterns are not supported. */
static CuteStatus readMatrixCopy(Cur *c, CuteAtom *at) {
  static const char *const kU16[] = {"u16", NULL};
  static const char *const kTrans[] = {"n", "t", NULL};
  bool ldsm = at->kind == CUTE_ATOM_LDSM;
  const char *what = ldsm ? "val_type" : "the value type";
  int ignored, trans;
  if ((ldsm && cuteParamKey(c, "val_type") != CUTE_OK) ||
      elem(c, what, &at->val) != CUTE_OK ||
      cuteParamExpect(c, ",", "after the value type") != CUTE_OK ||
      cuteParamKey(c, "mode") != CUTE_OK)
    return CUTE_ERROR;
  if (!cuteParamLit(c, "<\"(8,8)\">"))
    return cuteParamBad(c, "mode must be <\"(8,8)\"> (8x8 matrices of 16-bit "
                           "values; the 8-bit shapes are not supported)");
  if (cuteParamExpect(c, ",", "after the mode") != CUTE_OK ||
      (ldsm && (cuteParamKey(c, "sz_pattern") != CUTE_OK ||
                choice(c, "sz_pattern", kU16,
                       "u16 (the 8-bit patterns are "
                       "not supported)",
                       &ignored) != CUTE_OK ||
                cuteParamExpect(c, ",", "after sz_pattern") != CUTE_OK)) ||
      cuteParamKey(c, "num_matrices") != CUTE_OK ||
      cuteParamNumber(c, "num_matrices", false, &at->numMatrices) != CUTE_OK ||
      cuteParamExpect(c, ",", "after num_matrices") != CUTE_OK ||
      choice(c, "the layout", kTrans, "n or t (transposed)", &trans) != CUTE_OK)
    return CUTE_ERROR;
  at->transpose = trans == 1;
  at->valBits = cuteAtomTypeBits(at->val);
  if (at->valBits != 16)
    return cuteParamBad(c, "%s must be a 16-bit type (f16, bf16, i16), got %s",
                        what, nameOf(at->val).s);
  if (at->numMatrices != 1 && at->numMatrices != 2 && at->numMatrices != 4)
    return cuteParamBad(c, "num_matrices must be 1, 2 or 4, got %u",
                        at->numMatrices);
  return CUTE_OK;
}

/*===--- MMA atoms -------------------------------------------------------===*/

/* MxNxK */
static CuteStatus shapeParam(Cur *c, CuteAtom *at) {
  const char *w;
  size_t n = cuteParamWord(c, &w);
  int v[3] = {0, 0, 0}, k = 0;
  bool ok = n > 0;
  for (size_t i = 0; ok && i < n; ++i) {
    if (w[i] == 'x' && i > 0 && w[i - 1] != 'x' && k < 2)
      ++k;
    else if (isdigit((unsigned char)w[i]) && v[k] < 100000)
      v[k] = 10 * v[k] + (w[i] - '0');
    else
      ok = false;
  }
  if (!ok || k != 2 || w[n - 1] == 'x')
    return cuteParamBad(c, "expected the instruction shape MxNxK, got '%.*s'",
                        (int)n, w);
  at->m = v[0];
  at->n = v[1];
  at->k = v[2];
  return CUTE_OK;
}

static bool is(MlirType t, MlirType (*get)(MlirContext)) {
  return mlirTypeEqual(t, get(mlirTypeGetContext(t)));
}

/* 1x1x1, (A, B) -> C: CuTe DSL's universal FMA has one type for all. */
static CuteStatus readUniversalFma(Cur *c, CuteAtom *at) {
  if (shapeParam(c, at) != CUTE_OK ||
      cuteParamExpect(c, ",", "after the shape") != CUTE_OK ||
      cuteParamExpect(c, "(", "before the A type") != CUTE_OK ||
      elem(c, "the A type", &at->a) != CUTE_OK ||
      cuteParamExpect(c, ",", "after the A type") != CUTE_OK ||
      elem(c, "the B type", &at->b) != CUTE_OK ||
      cuteParamExpect(c, ")", "after the B type") != CUTE_OK ||
      cuteParamExpect(c, "->", "before the C type") != CUTE_OK ||
      elem(c, "the C type", &at->c) != CUTE_OK)
    return CUTE_ERROR;
  if (at->m != 1 || at->n != 1 || at->k != 1)
    return cuteParamBad(c, "the shape must be 1x1x1, got %dx%dx%d", at->m,
                        at->n, at->k);
  if (!mlirTypeEqual(at->a, at->b) || !mlirTypeEqual(at->a, at->c) ||
      !(is(at->a, mlirF16TypeGet) || is(at->a, mlirF32TypeGet) ||
        is(at->a, mlirF64TypeGet)))
    return cuteParamBad(c, "A, B and C must be one type, f16, f32 or f64");
  return CUTE_OK;
}

/* MxNxK, elem_type = (A, B, C): mma.sync's f16/bf16 and tf32 forms (CuTe
 * DSL's MmaF16BF16Op and MmaTF32Op). */
static CuteStatus readSm80Mma(Cur *c, CuteAtom *at) {
  if (shapeParam(c, at) != CUTE_OK ||
      cuteParamExpect(c, ",", "after the shape") != CUTE_OK ||
      cuteParamKey(c, "elem_type") != CUTE_OK || elemTriple(c, at) != CUTE_OK)
    return CUTE_ERROR;
  bool f16 = is(at->a, mlirF16TypeGet) && is(at->b, mlirF16TypeGet) &&
             (is(at->c, mlirF16TypeGet) || is(at->c, mlirF32TypeGet));
  bool bf16 = is(at->a, mlirBF16TypeGet) && is(at->b, mlirBF16TypeGet) &&
              is(at->c, mlirF32TypeGet);
  bool tf32 = is(at->a, mlirTF32TypeGet) && is(at->b, mlirTF32TypeGet) &&
              is(at->c, mlirF32TypeGet);
  if (!f16 && !bf16 && !tf32)
    return cuteParamBad(c,
                        "elem_type must be (f16, f16, f16), (f16, f16, f32), "
                        "(bf16, bf16, f32) or (tf32, tf32, f32)");
  bool mn = at->m == 16 && at->n == 8;
  if (tf32 && !(mn && (at->k == 4 || at->k == 8)))
    return cuteParamBad(c,
                        "the shape of a tf32 mma must be 16x8x4 or 16x8x8, got "
                        "%dx%dx%d",
                        at->m, at->n, at->k);
  if (!tf32 && !(mn && (at->k == 8 || at->k == 16)))
    return cuteParamBad(c,
                        "the shape of an f16 or bf16 mma must be 16x8x8 or "
                        "16x8x16, got %dx%dx%d",
                        at->m, at->n, at->k);
  return CUTE_OK;
}

/* The element types and K of a wgmma (CuTe DSL's MmaF16BF16Op, MmaF8Op;
 * PTX: only 16-bit operands may be MN-major; register A is K-major). */
static CuteStatus checkSm90(Cur *c, const CuteAtom *at) {
  bool f8a =
      is(at->a, mlirFloat8E4M3FNTypeGet) || is(at->a, mlirFloat8E5M2TypeGet);
  bool f8b =
      is(at->b, mlirFloat8E4M3FNTypeGet) || is(at->b, mlirFloat8E5M2TypeGet);
  bool acc = is(at->c, mlirF16TypeGet) || is(at->c, mlirF32TypeGet);
  bool f16 = mlirTypeEqual(at->a, at->b) &&
             (is(at->a, mlirF16TypeGet) ||
              (is(at->a, mlirBF16TypeGet) && is(at->c, mlirF32TypeGet)));
  if (!acc || (!f16 && !(f8a && f8b)))
    return cuteParamBad(
        c, "elem_type must be (f16, f16, f16|f32), (bf16, bf16, f32) "
           "or (A, B, f16|f32) with A and B f8E4M3FN or f8E5M2");
  if (at->k != (f16 ? 16 : 32))
    return cuteParamBad(c, "K must be %d for these element types, got %dx%dx%d",
                        f16 ? 16 : 32, at->m, at->n, at->k);
  if (!f16 && (at->aMajorMN || at->bMajorMN))
    return cuteParamBad(c, "ab_major must be (k, k) for 8-bit element types");
  if (at->aFromRegs && at->aMajorMN)
    return cuteParamBad(
        c, "frag_kind = rs (A in registers) needs ab_major = (k, ...)");
  return CUTE_OK;
}

/* MxNxK, ab_major = (A, B), elem_type = (A, B, C), frag_kind = ss|rs */
static CuteStatus readSm90Mma(Cur *c, CuteAtom *at) {
  static const char *const kMajor[] = {"k", "mn", NULL};
  static const char *const kFrag[] = {"ss", "rs", NULL};
  int am, bm, frag;
  if (shapeParam(c, at) != CUTE_OK ||
      cuteParamExpect(c, ",", "after the shape") != CUTE_OK ||
      cuteParamKey(c, "ab_major") != CUTE_OK ||
      cuteParamExpect(c, "(", "before the majors") != CUTE_OK ||
      choice(c, "ab_major", kMajor, "k or mn", &am) != CUTE_OK ||
      cuteParamExpect(c, ",", "between the majors") != CUTE_OK ||
      choice(c, "ab_major", kMajor, "k or mn", &bm) != CUTE_OK ||
      cuteParamExpect(c, ")", "after the majors") != CUTE_OK ||
      cuteParamExpect(c, ",", "after ab_major") != CUTE_OK ||
      cuteParamKey(c, "elem_type") != CUTE_OK || elemTriple(c, at) != CUTE_OK ||
      cuteParamExpect(c, ",", "after elem_type") != CUTE_OK ||
      cuteParamKey(c, "frag_kind") != CUTE_OK ||
      choice(c, "frag_kind", kFrag,
             "ss (A and B in shared memory) or rs "
             "(A in registers)",
             &frag) != CUTE_OK)
    return CUTE_ERROR;
  at->aMajorMN = am == 1;
  at->bMajorMN = bm == 1;
  at->aFromRegs = frag == 1;
  if (at->m != 64)
    return cuteParamBad(c, "M must be 64, got %dx%dx%d", at->m, at->n, at->k);
  if (at->n < 8 || at->n > 256 || at->n % 8)
    return cuteParamBad(c,
                        "N must be a multiple of 8 from 8 to 256, got %dx%dx%d",
                        at->m, at->n, at->k);
  return checkSm90(c, at);
}

/*===--- Printing ---------------------------------------------------------===*/

static void printCopy(const CuteAtom *at, char *buf, size_t cap) {
  const char *v = nameOf(at->val).s, *tr = at->transpose ? "t" : "n";
  char bits[24] = "", evict[64] = "";
  switch (at->kind) {
  case CUTE_ATOM_UNIVERSAL_COPY:
    if (at->bits)
      snprintf(bits, sizeof bits, ", %u b", at->bits);
    if (at->evict != CUTE_EVICT_NORMAL)
      snprintf(evict, sizeof evict, ", l1_cache_eviction_priority=%s",
               kEvict[at->evict]);
    snprintf(buf, cap, "atom.universal_copy<%s%s%s>", v, bits, evict);
    break;
  case CUTE_ATOM_SIMT_ASYNC_COPY:
    snprintf(buf, cap, "atom.simt_async_copy<%s, cache = %s, %u b>", v,
             at->cacheGlobal ? "global" : "always", at->bits);
    break;
  case CUTE_ATOM_LDSM:
    snprintf(buf, cap,
             "atom.ldsm<val_type = %s, mode = <\"(8,8)\">, "
             "sz_pattern = u16, num_matrices = %u, %s>",
             v, at->numMatrices, tr);
    break;
  default:
    snprintf(buf, cap,
             "atom.stsm<%s, mode = <\"(8,8)\">, num_matrices = "
             "%u, %s>",
             v, at->numMatrices, tr);
  }
}

static void printMma(const CuteAtom *at, char *buf, size_t cap) {
  Name a = nameOf(at->a), b = nameOf(at->b), c = nameOf(at->c);
  if (at->kind == CUTE_ATOM_UNIVERSAL_FMA)
    snprintf(buf, cap, "atom.universal_fma<%dx%dx%d, (%s, %s) -> %s >", at->m,
             at->n, at->k, a.s, b.s, c.s);
  else if (at->kind == CUTE_ATOM_SM80_MMA)
    snprintf(buf, cap, "sm80.mma<%dx%dx%d, elem_type = (%s, %s, %s) >", at->m,
             at->n, at->k, a.s, b.s, c.s);
  else
    snprintf(buf, cap,
             "sm90.mma<%dx%dx%d, ab_major = (%s, %s), elem_type "
             "= (%s, %s, %s), frag_kind = %s>",
             at->m, at->n, at->k, at->aMajorMN ? "mn" : "k",
             at->bMajorMN ? "mn" : "k", a.s, b.s, c.s,
             at->aFromRegs ? "rs" : "ss");
}

/*===--- The table --------------------------------------------------------===*/

typedef struct {
  const char *name; /* after `!cute_nvgpu.` */
  CuteAtomKind kind;
  bool mma;
  CuteStatus (*read)(Cur *c, CuteAtom *at);
} AtomInfo;

static const AtomInfo kAtoms[] = {
    {"atom.universal_copy", CUTE_ATOM_UNIVERSAL_COPY, false, readUniversalCopy},
    {"atom.simt_async_copy", CUTE_ATOM_SIMT_ASYNC_COPY, false,
     readSimtAsyncCopy},
    {"atom.ldsm", CUTE_ATOM_LDSM, false, readMatrixCopy},
    {"atom.stsm", CUTE_ATOM_STSM, false, readMatrixCopy},
    {"atom.universal_fma", CUTE_ATOM_UNIVERSAL_FMA, true, readUniversalFma},
    {"sm80.mma", CUTE_ATOM_SM80_MMA, true, readSm80Mma},
    {"sm90.mma", CUTE_ATOM_SM90_MMA, true, readSm90Mma}};

#define NUM_ATOMS (sizeof kAtoms / sizeof *kAtoms)

static const AtomInfo *atomByName(const char *name, size_t len) {
  for (size_t i = 0; i < NUM_ATOMS; ++i)
    if (cuteParamWordIs(name, len, kAtoms[i].name))
      return &kAtoms[i];
  return NULL;
}

static const AtomInfo *atomByKind(CuteAtomKind kind) {
  for (size_t i = 0; i < NUM_ATOMS; ++i)
    if (kAtoms[i].kind == kind)
      return &kAtoms[i];
  return NULL;
}

/* Names of atoms (`atom.*`, `smNN.*`) not checked yet: the TMA atoms
 * other than the four of type_tma.c (reduce, im2col, gather). Other names
 * of the namespace that are not atoms (descriptors) are not checked
 * either. */
static bool notCheckedYet(const char *name, size_t len) {
  bool atom = len > 5 && !memcmp(name, "atom.", 5);
  bool arch =
      len > 3 && !memcmp(name, "sm", 2) && isdigit((unsigned char)name[2]);
  if (!atom && !arch)
    return true;
  for (size_t i = 0; atom && i + 3 <= len; ++i)
    if (!memcmp(name + i, "tma", 3))
      return true;
  return false;
}

bool cuteKindIsAtom(CuteTypeKind k) {
  return k == CUTE_TYPE_COPY_ATOM || k == CUTE_TYPE_MMA_ATOM;
}

bool cuteKindIsTiled(CuteTypeKind k) {
  return k == CUTE_TYPE_TILED_COPY || k == CUTE_TYPE_TILED_MMA;
}

CuteStatus cuteAtomRead(MlirContext ctx, CuteArena *a, const char *text,
                        size_t len, const CuteAtom **out, CuteTypeKind *kind,
                        CuteError *err) {
  const char *lt = memchr(text, '<', len);
  size_t nameLen = lt ? (size_t)(lt - text) : len;
  const AtomInfo *info = atomByName(text, nameLen);
  *out = NULL;
  *kind = CUTE_TYPE_NONE;
  if (cuteTmaAtomNamed(text, nameLen) >= 0) {
    *kind = CUTE_TYPE_COPY_ATOM;
    return cuteTmaAtomRead(ctx, a, text, len, out, err);
  }
  if (!info && notCheckedYet(text, nameLen))
    return CUTE_OK;
  if (!info)
    return cuteErrorSet(err, NULL, -1,
                        "unknown cute_nvgpu atom type "
                        "!cute_nvgpu.%.*s (known: atom.universal_copy, "
                        "atom.simt_async_copy, atom.ldsm, atom.stsm, "
                        "atom.universal_fma, sm80.mma, sm90.mma, "
                        "atom.non_exec_tiled_tma_load, "
                        "atom.non_exec_tiled_tma_store, atom.tma_load, "
                        "atom.tma_store)",
                        (int)(nameLen > 100 ? 100 : nameLen), text);
  if (!lt || text[len - 1] != '>')
    return cuteErrorSet(err, NULL, -1,
                        "!cute_nvgpu.%s takes parameters "
                        "in <...>",
                        info->name);
  CuteAtom *at = cuteArenaAlloc(a, sizeof *at);
  if (!at)
    return cuteErrorSet(err, NULL, -1, "out of memory reading a type");
  memset(at, 0, sizeof *at);
  at->kind = info->kind;
  Cur c = {
      lt + 1, text + len - 1, info->name, lt + 1, len - nameLen - 2, ctx, a,
      err};
  if (info->read(&c, at) != CUTE_OK)
    return CUTE_ERROR;
  cuteParamLit(&c, "");
  if (c.s != c.end)
    return cuteParamBad(&c, "unexpected '%.*s' after the parameters",
                        (int)(c.end - c.s), c.s);
  *out = at;
  *kind = info->mma ? CUTE_TYPE_MMA_ATOM : CUTE_TYPE_COPY_ATOM;
  return CUTE_OK;
}

CuteStatus cuteTypeReadNvgpu(MlirType type, CuteArena *a, CuteTyped *out,
                             CuteError *err) {
  memset(out, 0, sizeof *out);
  MlirStringRef data = mlirOpaqueTypeGetData(type);
  CuteTypeKind kind;
  bool desc;
  if (cuteDescRead(a, data.data, data.length, out, &desc, err) != CUTE_OK)
    return CUTE_ERROR;
  if (desc)
    return CUTE_OK;
  if (cuteAtomRead(mlirTypeGetContext(type), a, data.data, data.length,
                   &out->atom, &kind, err) != CUTE_OK)
    return CUTE_ERROR;
  out->kind = kind;
  out->spec = "";
  return CUTE_OK;
}

const char *cuteAtomToString(CuteArena *a, const CuteAtom *atom) {
  if (cuteAtomIsTma(atom))
    return cuteTmaAtomToString(a, atom);
  const AtomInfo *info = atom ? atomByKind(atom->kind) : NULL;
  if (!info)
    return NULL;
  char buf[256];
  if (info->mma)
    printMma(atom, buf, sizeof buf);
  else
    printCopy(atom, buf, sizeof buf);
  size_t n = strlen(buf) + 13;
  char *s = cuteArenaAlloc(a, n);
  if (s)
    snprintf(s, n, "!cute_nvgpu.%s", buf);
  return s;
}
