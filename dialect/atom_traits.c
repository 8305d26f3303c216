/* CuTe's traits of every atom type the dialect parses, in one table: for
 * copy atoms the thread layout and the source, destination and reference
 * (thread, bit) -> bit layouts, for MMA atoms the shape and the thread and
 * A, B, C (thread, value) layouts. The literals are CuTe C++'s
 * (include/cute/atom/copy_traits{,_sm75,_sm80,_sm90}.hpp,
 * mma_traits{,_sm80,_sm90_gmma}.hpp at NVIDIA/cutlass 7107b0553), the
 * type names in the comments theirs; docs/atoms.md lists them. In a
 * literal, B stands for the atom's bits per copy, N for an MMA's N and Q
 * for N/8 (no layout text has these letters). The value layouts and
 * counts come from the algebra (cuteCopyAtomTraitsInit). */
#include "internal.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

/*===--- The table --------------------------------------------------------===*/

typedef struct {
  CuteAtomKind kind;
  unsigned matrices; /* ldsm, stsm: 1, 2 or 4 (0: any) */
  bool trans;        /* ldsm, stsm: t */
  const char *cute;  /* CuTe C++'s name */
  const char *thr, *src, *dst;
  bool refIsDst; /* RefLayout = DstLayout (else SrcLayout) */
} CopyRow;

#define LDSM_SRC_X1 "((8,4),128):((128,0),1)"
#define LDSM_SRC_X2 "((16,2),128):((128,0),1)"
#define LDSM_SRC_X4 "(32,128):(128,1)"
#define LDSM_N_X1 "(32,32):(32,1)"
#define LDSM_N_X2 "(32,(32,2)):(32,(1,1024))"
#define LDSM_N_X4 "(32,(32,4)):(32,(1,1024))"
#define LDSM_T_X1 "((4,8),(16,2)):((256,16),(1,128))"
#define LDSM_T_X2 "((4,8),(16,2,2)):((256,16),(1,128,1024))"
#define LDSM_T_X4 "((4,8),(16,2,4)):((256,16),(1,128,1024))"

static const CopyRow kCopy[] = {
    /* UniversalCopy<uintB_t> (copy_traits.hpp); B = the value's bits when
     * the type leaves the bits to the compiler. */
    {CUTE_ATOM_UNIVERSAL_COPY, 0, false, "UniversalCopy", "1:0", "(1,B):(0,1)",
     "(1,B):(0,1)", false},
    /* SM80_CP_ASYNC_CACHEALWAYS / _CACHEGLOBAL<uintB_t> (sm80) */
    {CUTE_ATOM_SIMT_ASYNC_COPY, 0, false, "SM80_CP_ASYNC", "1:0", "(1,B):(0,1)",
     "(1,B):(0,1)", false},
    /* ldmatrix (sm75): lane t gives the address of row t; register j gets
     * matrix j. */
    {CUTE_ATOM_LDSM, 1, false, "SM75_U32x1_LDSM_N", "32:1", LDSM_SRC_X1,
     LDSM_N_X1, true},
    {CUTE_ATOM_LDSM, 2, false, "SM75_U32x2_LDSM_N", "32:1", LDSM_SRC_X2,
     LDSM_N_X2, true},
    {CUTE_ATOM_LDSM, 4, false, "SM75_U32x4_LDSM_N", "32:1", LDSM_SRC_X4,
     LDSM_N_X4, true},
    {CUTE_ATOM_LDSM, 1, true, "SM75_U16x2_LDSM_T", "32:1", LDSM_SRC_X1,
     LDSM_T_X1, true},
    {CUTE_ATOM_LDSM, 2, true, "SM75_U16x4_LDSM_T", "32:1", LDSM_SRC_X2,
     LDSM_T_X2, true},
    {CUTE_ATOM_LDSM, 4, true, "SM75_U16x8_LDSM_T", "32:1", LDSM_SRC_X4,
     LDSM_T_X4, true},
    /* stmatrix (sm90): ldmatrix's layouts with source and destination
     * swapped, the reference the source. */
    {CUTE_ATOM_STSM, 1, false, "SM90_U32x1_STSM_N", "32:1", LDSM_N_X1,
     LDSM_SRC_X1, false},
    {CUTE_ATOM_STSM, 2, false, "SM90_U32x2_STSM_N", "32:1", LDSM_N_X2,
     LDSM_SRC_X2, false},
    {CUTE_ATOM_STSM, 4, false, "SM90_U32x4_STSM_N", "32:1", LDSM_N_X4,
     LDSM_SRC_X4, false},
    {CUTE_ATOM_STSM, 1, true, "SM90_U16x2_STSM_T", "32:1", LDSM_T_X1,
     LDSM_SRC_X1, false},
    {CUTE_ATOM_STSM, 2, true, "SM90_U16x4_STSM_T", "32:1", LDSM_T_X2,
     LDSM_SRC_X2, false},
    {CUTE_ATOM_STSM, 4, true, "SM90_U16x8_STSM_T", "32:1", LDSM_T_X4,
     LDSM_SRC_X4, false},
};

/* The A/B element class of an MMA row. */
typedef enum {
  AB_ANY,  /* universal_fma */
  AB_16,   /* f16, bf16 */
  AB_TF32, /* tf32 */
  AB_8     /* f8E4M3FN, f8E5M2 */
} AbClass;

typedef struct {
  CuteAtomKind kind;
  int m, n, k; /* n 0: any (wgmma) */
  AbClass ab;
  bool aRegs; /* wgmma with A in registers (rs) */
  const char *cute;
  const char *thr, *a, *b, *c;
} MmaRow;

#define SM80_16x8_ROW "((4,8),(2,2)):((32,1),(16,8))"
#define GMMA_C "((4,8,4),(2,2,Q)):((128,1,16),(64,8,512))"

static const MmaRow kMma[] = {
    /* UniversalFMA (mma_traits.hpp) */
    {CUTE_ATOM_UNIVERSAL_FMA, 1, 1, 1, AB_ANY, false, "UniversalFMA", "1:0",
     "(1,1):(0,0)", "(1,1):(0,0)", "(1,1):(0,0)"},
    /* mma.sync (mma_traits_sm80.hpp) */
    {CUTE_ATOM_SM80_MMA, 16, 8, 16, AB_16, false,
     "SM80_16x8x16_F16F16F16F16_TN", "32:1",
     "((4,8),(2,2,2)):((32,1),(16,8,128))", "((4,8),(2,2)):((16,1),(8,64))",
     SM80_16x8_ROW},
    {CUTE_ATOM_SM80_MMA, 16, 8, 8, AB_16, false, "SM80_16x8x8_F16F16F16F16_TN",
     "32:1", SM80_16x8_ROW, "((4,8),2):((16,1),8)", SM80_16x8_ROW},
    {CUTE_ATOM_SM80_MMA, 16, 8, 8, AB_TF32, false,
     "SM80_16x8x8_F32TF32TF32F32_TN", "32:1", "((4,8),(2,2)):((16,1),(8,64))",
     "((4,8),2):((8,1),32)", SM80_16x8_ROW},
    {CUTE_ATOM_SM80_MMA, 16, 8, 4, AB_TF32, false,
     "SM80_16x8x4_F32TF32TF32F32_TN", "32:1", "((4,8),2):((16,1),8)",
     "((4,8),1):((8,1),0)", SM80_16x8_ROW},
    /* wgmma (mma_traits_sm90_gmma.hpp): ABLayout<M,K> for an operand in
     * shared memory, ALayout_64x16 / _64x32 for A in registers,
     * CLayout_64xN. */
    {CUTE_ATOM_SM90_MMA, 64, 0, 16, AB_16, false, "SM90_64xNx16_SS", "128:1",
     "(128,(64,16)):(0,(1,64))", "(128,(N,16)):(0,(1,N))", GMMA_C},
    {CUTE_ATOM_SM90_MMA, 64, 0, 16, AB_16, true, "SM90_64xNx16_RS", "128:1",
     "((4,8,4),(2,2,2)):((128,1,16),(64,8,512))", "(128,(N,16)):(0,(1,N))",
     GMMA_C},
    {CUTE_ATOM_SM90_MMA, 64, 0, 32, AB_8, false, "SM90_64xNx32_SS_TN", "128:1",
     "(128,(64,32)):(0,(1,64))", "(128,(N,32)):(0,(1,N))", GMMA_C},
    {CUTE_ATOM_SM90_MMA, 64, 0, 32, AB_8, true, "SM90_64xNx32_RS_TN", "128:1",
     "((4,8,4),(4,2,2)):((256,1,16),(64,8,1024))", "(128,(N,32)):(0,(1,N))",
     GMMA_C},
};

#define COUNT(t) (sizeof(t) / sizeof(*(t)))

/*===--- Reading the literals ---------------------------------------------===*/

/* Parses the literal `text` with B, N and Q replaced by their values. */
static CuteStatus literal(CuteArena *a, const char *text, int64_t b, int64_t n,
                          CuteLayout *out, CuteError *err) {
  char buf[160];
  size_t k = 0;
  for (const char *s = text; *s && k + 24 < sizeof buf; ++s) {
    int64_t v = *s == 'B' ? b : *s == 'N' ? n : *s == 'Q' ? n / 8 : -1;
    if (v < 0)
      buf[k++] = *s;
    else
      k += (size_t)snprintf(buf + k, sizeof buf - k, "%lld", (long long)v);
  }
  buf[k] = '\0';
  return cuteParseLayout(a, buf, k, out, err);
}

/* The error for an atom the table has no row for. */
static CuteStatus noTraits(CuteArena *a, const CuteAtom *atom, CuteError *err) {
  const char *name = cuteAtomToString(a, atom);
  return cuteErrorSet(err, "atom_traits", -1, "CuTe has no traits for %s",
                      name ? name : "this atom");
}

static bool isType(MlirType t, MlirType (*get)(MlirContext)) {
  return mlirTypeEqual(t, get(mlirTypeGetContext(t)));
}

static AbClass abClass(MlirType t) {
  if (isType(t, mlirF16TypeGet) || isType(t, mlirBF16TypeGet))
    return AB_16;
  if (isType(t, mlirTF32TypeGet))
    return AB_TF32;
  if (isType(t, mlirFloat8E4M3FNTypeGet) || isType(t, mlirFloat8E5M2TypeGet))
    return AB_8;
  return AB_ANY;
}

/*===--- Lookups ----------------------------------------------------------===*/

static const CopyRow *copyRow(const CuteAtom *atom) {
  for (size_t i = 0; atom && i < COUNT(kCopy); ++i) {
    const CopyRow *r = &kCopy[i];
    if (r->kind == atom->kind &&
        (!r->matrices ||
         (r->matrices == atom->numMatrices && r->trans == atom->transpose)))
      return r;
  }
  return NULL;
}

static const MmaRow *mmaRow(const CuteAtom *atom) {
  for (size_t i = 0; atom && i < COUNT(kMma); ++i) {
    const MmaRow *r = &kMma[i];
    if (r->kind == atom->kind && r->m == atom->m && r->k == atom->k &&
        (!r->n || r->n == atom->n) &&
        (r->ab == AB_ANY || r->ab == abClass(atom->a)) &&
        r->aRegs == atom->aFromRegs)
      return r;
  }
  return NULL;
}

const char *cuteAtomTraitsName(const CuteAtom *atom) {
  const CopyRow *c = copyRow(atom);
  const MmaRow *m = c ? NULL : mmaRow(atom);
  return c ? c->cute : m ? m->cute : NULL;
}

CuteStatus cuteAtomCopyTraits(CuteArena *a, const CuteAtom *atom,
                              CuteCopyAtomTraits *out, CuteError *err) {
  const CopyRow *r = copyRow(atom);
  if (!r)
    return noTraits(a, atom, err);
  int64_t bits = atom->bits ? atom->bits : atom->valBits;
  memset(out, 0, sizeof *out);
  out->valBits = (int32_t)atom->valBits;
  if (literal(a, r->thr, bits, 0, &out->thrID, err) ||
      literal(a, r->src, bits, 0, &out->srcBits, err) ||
      literal(a, r->dst, bits, 0, &out->dstBits, err))
    return CUTE_ERROR;
  out->refBits = r->refIsDst ? out->dstBits : out->srcBits;
  return cuteCopyAtomTraitsInit(a, out, err);
}

CuteStatus cuteAtomMmaTraits(CuteArena *a, const CuteAtom *atom,
                             CuteMmaAtomTraits *out, CuteError *err) {
  const MmaRow *r = mmaRow(atom);
  if (!r)
    return noTraits(a, atom, err);
  memset(out, 0, sizeof *out);
  out->m = atom->m;
  out->n = atom->n;
  out->k = atom->k;
  out->aBits = (int32_t)cuteAtomTypeBits(atom->a);
  out->bBits = (int32_t)cuteAtomTypeBits(atom->b);
  out->cBits = (int32_t)cuteAtomTypeBits(atom->c);
  out->aDesc = atom->kind == CUTE_ATOM_SM90_MMA && !atom->aFromRegs;
  out->bDesc = atom->kind == CUTE_ATOM_SM90_MMA;
  if (literal(a, r->thr, 0, atom->n, &out->thrID, err) ||
      literal(a, r->a, 0, atom->n, &out->a, err) ||
      literal(a, r->b, 0, atom->n, &out->b, err) ||
      literal(a, r->c, 0, atom->n, &out->c, err))
    return CUTE_ERROR;
  return CUTE_OK;
}

CuteStatus cuteAtomParse(MlirContext ctx, CuteArena *a, const char *text,
                         size_t len, const CuteAtom **out, bool *mma,
                         CuteError *err) {
  static const char kPrefix[] = "!cute_nvgpu.";
  const size_t np = sizeof kPrefix - 1;
  while (len && (*text == ' ' || *text == '\t'))
    ++text, --len;
  while (len && (text[len - 1] == ' ' || text[len - 1] == '\t'))
    --len;
  if (len >= np && !memcmp(text, kPrefix, np))
    text += np, len -= np;
  CuteTypeKind kind;
  if (cuteAtomRead(ctx, a, text, len, out, &kind, err))
    return CUTE_ERROR;
  if (kind == CUTE_TYPE_NONE || !*out)
    return cuteErrorSet(err, NULL, -1,
                        "!cute_nvgpu.%.*s is not an atom with CuTe traits "
                        "(copy atoms: atom.universal_copy, simt_async_copy, "
                        "ldsm, stsm; MMA atoms: atom.universal_fma, sm80.mma, "
                        "sm90.mma)",
                        (int)(len > 100 ? 100 : len), text);
  *mma = kind == CUTE_TYPE_MMA_ATOM;
  return CUTE_OK;
}
