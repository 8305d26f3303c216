/* The TMA atom types of the cute_nvgpu dialect in NVIDIA's spelling
 * (docs/atoms.md, "TMA"), after `!cute_nvgpu.`:
 *   atom.non_exec_tiled_tma_load<sm_90|sm_90_multicast, T,
 *       copy_bits = N, tma_gbasis = <"L">[, tma_format = F]>
 *   atom.non_exec_tiled_tma_store<T, copy_bits = N, tma_gbasis = <"L">
 *       [, tma_format = F]>
 *   atom.tma_load<T, copy_bits = N, mode = tiled, num_cta = K,
 *       g_stride = <"()">[ mcast = true] tma_gbasis = <"L">>
 *   atom.tma_store<T, copy_bits = N, mode = tiled, g_stride = <"()">
 *       tma_gbasis = <"L">>
 * (NVIDIA writes no comma before `mcast` and `tma_gbasis` in the
 * executable atoms; the reader takes one anyway, the printer never writes
 * it). L, the gmem basis, is a static layout whose mode d is TMA
 * dimension d: its size the box extent along d (1 to 256), its strides
 * the bases of the gmem modes d reads (CuTe's construct_tma_gbasis); the
 * box holds copy_bits / bits(T) values. */
#include "internal.h"

#include "mlir-c/BuiltinTypes.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef CuteParamCursor Cur;

/* `KEY =`, after a comma unless `commaOptional` (NVIDIA writes none
 * before some keys). */
static CuteStatus key(Cur *c, const char *k, bool commaOptional) {
  if (!cuteParamLit(c, ",") && !commaOptional)
    return cuteParamBad(c, "expected ', %s =' after the previous parameter", k);
  return cuteParamKey(c, k);
}

/* `<"TEXT">`: the text between the quotes. */
static CuteStatus quoted(Cur *c, const char *param, const char **text,
                         size_t *len) {
  if (!cuteParamLit(c, "<\""))
    return cuteParamBad(c, "%s must be written <\"...\">", param);
  const char *q = memchr(c->s, '"', (size_t)(c->end - c->s));
  if (!q || q + 1 >= c->end || q[1] != '>')
    return cuteParamBad(c, "%s must be written <\"...\">", param);
  *text = c->s;
  *len = (size_t)(q - c->s);
  c->s = q + 2;
  return CUTE_OK;
}

/*===--- Formats ----------------------------------------------------------===*/

static const char *const kFormats[] = {
    "U8",           "U16",          "U32",     "S32",
    "U64",          "S64",          "F16_RN",  "F32_RN",
    "F32_FTZ_RN",   "F64_RN",       "BF16_RN", "U4",
    "U4_UNPACK_U8", "U6_UNPACK_U8", "TF32_RN", "TF32_FTZ_RN"};
#define NUM_FORMATS ((int)(sizeof kFormats / sizeof *kFormats))

const char *cuteTmaFormatName(int format) {
  return format >= 0 && format < NUM_FORMATS ? kFormats[format] : NULL;
}

/* The formats of `val`, the default first; 0 when TMA moves no such
 * type. */
static unsigned formatsOf(MlirType val, int out[4]) {
  unsigned bits = cuteAtomTypeBits(val);
  if (mlirTypeIsAF16(val))
    return out[0] = CUTE_TMA_F16_RN, 1;
  if (mlirTypeIsABF16(val))
    return out[0] = CUTE_TMA_BF16_RN, 1;
  if (mlirTypeIsATF32(val))
    return out[0] = CUTE_TMA_TF32_RN, out[1] = CUTE_TMA_TF32_FTZ_RN, 2;
  if (mlirTypeIsAF32(val))
    return out[0] = CUTE_TMA_F32_RN, out[1] = CUTE_TMA_F32_FTZ_RN,
           out[2] = CUTE_TMA_TF32_RN, out[3] = CUTE_TMA_TF32_FTZ_RN, 4;
  if (mlirTypeIsAF64(val))
    return out[0] = CUTE_TMA_F64_RN, 1;
  bool integer = mlirTypeIsAInteger(val);
  if (bits == 8) /* i8 and the 8-bit floats move as bytes */
    return out[0] = CUTE_TMA_U8, 1;
  if (bits == 4)
    return out[0] = CUTE_TMA_U4, out[1] = CUTE_TMA_U4_UNPACK_U8, 2;
  if (bits == 6)
    return out[0] = CUTE_TMA_U6_UNPACK_U8, 1;
  if (integer && bits == 16)
    return out[0] = CUTE_TMA_U16, 1;
  if (integer && bits == 32)
    return out[0] = CUTE_TMA_S32, out[1] = CUTE_TMA_U32, 2;
  if (integer && bits == 64)
    return out[0] = CUTE_TMA_S64, out[1] = CUTE_TMA_U64, 2;
  return 0;
}

int cuteTmaDefaultFormat(MlirType val) {
  int f[4];
  return formatsOf(val, f) ? f[0] : -1;
}

bool cuteTmaFormatFits(int format, MlirType val) {
  int f[4];
  unsigned n = formatsOf(val, f);
  for (unsigned i = 0; i < n; ++i)
    if (f[i] == format)
      return true;
  return false;
}

/*===--- Atoms ------------------------------------------------------------===*/

bool cuteAtomIsTma(const CuteAtom *at) {
  return at &&
         (at->kind == CUTE_ATOM_TMA_LOAD_NONEXEC ||
          at->kind == CUTE_ATOM_TMA_STORE_NONEXEC ||
          at->kind == CUTE_ATOM_TMA_LOAD || at->kind == CUTE_ATOM_TMA_STORE);
}

bool cuteAtomIsTmaExec(const CuteAtom *at) {
  return at &&
         (at->kind == CUTE_ATOM_TMA_LOAD || at->kind == CUTE_ATOM_TMA_STORE);
}

bool cuteAtomIsTmaLoad(const CuteAtom *at) {
  return at && (at->kind == CUTE_ATOM_TMA_LOAD ||
                at->kind == CUTE_ATOM_TMA_LOAD_NONEXEC);
}

int64_t cuteTmaBoxValues(const CuteAtom *at) {
  return at->valBits ? (int64_t)at->bits / at->valBits : 0;
}

/* T: the value type (TMA moves integers and floats). */
static CuteStatus valueType(Cur *c, CuteAtom *at) {
  const char *w;
  size_t n = cuteParamWord(c, &w);
  int f[4];
  if (!cuteAtomElemByName(c->ctx, w, n, &at->val) || !formatsOf(at->val, f))
    return cuteParamBad(
        c,
        "the value type must be one TMA moves (i8, i16, i32, i64, "
        "f16, bf16, tf32, f32, f64, f8E4M3FN, f8E5M2, ...), got "
        "'%.*s'",
        (int)n, w);
  at->valBits = cuteAtomTypeBits(at->val);
  return CUTE_OK;
}

/* Size of a static shape node (mode sizes are at most 256^5 values). */
static int64_t staticSize(const CuteNode *n) {
  if (n->kind == CUTE_NODE_INT)
    return n->value;
  if (n->kind != CUTE_NODE_TUPLE)
    return -1;
  int64_t p = 1;
  for (unsigned i = 0; i < n->count; ++i) {
    int64_t e = staticSize(n->u.elems[i]);
    if (e < 0 || e > ((int64_t)1 << 40))
      return -1;
    p *= e;
  }
  return p;
}

static bool allBases(const CuteNode *n) {
  if (n->kind == CUTE_NODE_TUPLE) {
    for (unsigned i = 0; i < n->count; ++i)
      if (!allBases(n->u.elems[i]))
        return false;
    return true;
  }
  return n->kind == CUTE_NODE_BASIS && !n->scaleDyn && n->value > 0;
}

/* `tma_gbasis = <"L">`, checked against copy_bits. */
static CuteStatus gbasis(Cur *c, CuteAtom *at, bool commaOptional) {
  const char *text = NULL;
  size_t len = 0;
  if (key(c, "tma_gbasis", commaOptional) != CUTE_OK ||
      quoted(c, "tma_gbasis", &text, &len) != CUTE_OK)
    return CUTE_ERROR;
  CuteError perr;
  if (cuteParseLayout(c->arena, text, len, &at->gbasis, &perr) != CUTE_OK)
    return cuteParamBad(c, "tma_gbasis <\"%.*s\"> is not a layout: %s",
                        (int)len, text, perr.message);
  CuteLayout g = at->gbasis;
  unsigned rank = cuteNodeRank(g.shape);
  if (!cuteNodeIsStatic(g.shape) || !allBases(g.stride))
    return cuteParamBad(
        c,
        "tma_gbasis <\"%.*s\"> must be a static layout whose "
        "strides are all positive bases of gmem modes (1@0, 1@1, "
        "...)",
        (int)len, text);
  if (rank > 5)
    return cuteParamBad(c,
                        "tma_gbasis <\"%.*s\"> has %u modes: TMA has at most 5 "
                        "dimensions",
                        (int)len, text, rank);
  int64_t total = 1;
  for (unsigned d = 0; d < rank; ++d) {
    int64_t e = staticSize(cuteNodeGet(g.shape, d));
    if (e < 1 || e > 256)
      return cuteParamBad(c,
                          "tma_gbasis <\"%.*s\">: TMA dimension %u spans %lld "
                          "values, TMA boxes span 1 to 256 along each",
                          (int)len, text, d, (long long)e);
    total *= e;
  }
  if (total * at->valBits != (int64_t)at->bits)
    return cuteParamBad(
        c,
        "copy_bits = %u does not match tma_gbasis <\"%.*s\">: its "
        "box holds %lld values of %u bits, %lld bits",
        at->bits, (int)len, text, (long long)total, at->valBits,
        (long long)(total * at->valBits));
  return CUTE_OK;
}

static CuteStatus copyBits(Cur *c, CuteAtom *at) {
  return key(c, "copy_bits", false) != CUTE_OK ||
                 cuteParamNumber(c, "copy_bits", true, &at->bits) != CUTE_OK
             ? CUTE_ERROR
             : CUTE_OK;
}

/* [, tma_format = F], checked against the value type. */
static CuteStatus format(Cur *c, CuteAtom *at) {
  at->tmaFormat = -1;
  if (!cuteParamLit(c, ","))
    return CUTE_OK;
  const char *w;
  size_t n = cuteParamWord(c, &w);
  if (!cuteParamWordIs(w, n, "tma_format") || !cuteParamLit(c, "="))
    return cuteParamBad(c, "expected ', tma_format = F' after tma_gbasis");
  n = cuteParamWord(c, &w);
  int f = 0;
  while (f < NUM_FORMATS && !cuteParamWordIs(w, n, kFormats[f]))
    ++f;
  if (f == NUM_FORMATS)
    return cuteParamBad(
        c,
        "tma_format must be one of NVIDIA's TmaDataFormat names "
        "(U8, U16, ..., F16_RN, BF16_RN, F32_RN, TF32_RN, ...), "
        "got '%.*s'",
        (int)n, w);
  if (cuteTmaFormatFits(f, at->val)) {
    at->tmaFormat = f;
    return CUTE_OK;
  }
  int fits[4];
  unsigned k = formatsOf(at->val, fits);
  char list[96] = "";
  for (unsigned i = 0; i < k; ++i)
    snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s",
             i ? i + 1 == k ? " or " : ", " : "", kFormats[fits[i]]);
  return cuteParamBad(
      c,
      "tma_format '%.*s' does not move %u-bit values of this type "
      "(it takes %s)",
      (int)n, w, at->valBits, list);
}

/* `mode = tiled`, `g_stride = <"()">`: the tiled TMA (im2col and the
 * others are not supported). */
static CuteStatus tiled(Cur *c, CuteAtom *at) {
  const char *w, *text = NULL;
  size_t n, len = 0;
  if (key(c, "mode", false) != CUTE_OK)
    return CUTE_ERROR;
  n = cuteParamWord(c, &w);
  if (!cuteParamWordIs(w, n, "tiled"))
    return cuteParamBad(c,
                        "mode must be tiled (the other TMA modes are not "
                        "supported), got '%.*s'",
                        (int)n, w);
  if (at->kind == CUTE_ATOM_TMA_LOAD &&
      (key(c, "num_cta", false) != CUTE_OK ||
       cuteParamNumber(c, "num_cta", true, &at->numCta) != CUTE_OK))
    return CUTE_ERROR;
  if (at->kind == CUTE_ATOM_TMA_LOAD &&
      (at->numCta > 16 || (at->numCta & (at->numCta - 1))))
    return cuteParamBad(
        c, "num_cta must be a power of two from 1 to 16, got %u", at->numCta);
  if (key(c, "g_stride", false) != CUTE_OK ||
      quoted(c, "g_stride", &text, &len) != CUTE_OK)
    return CUTE_ERROR;
  if (len != 2 || memcmp(text, "()", 2))
    return cuteParamBad(
        c, "g_stride must be <\"()\"> for a tiled TMA, got <\"%.*s\">",
        (int)len, text);
  return CUTE_OK;
}

/* [mcast = true] of an executable load (NVIDIA writes no comma). */
static CuteStatus mcast(Cur *c, CuteAtom *at) {
  const char *save = c->s, *w;
  cuteParamLit(c, ",");
  size_t n = cuteParamWord(c, &w);
  if (!cuteParamWordIs(w, n, "mcast")) {
    c->s = save;
    return CUTE_OK;
  }
  if (!cuteParamLit(c, "="))
    return cuteParamBad(c, "expected '=' after mcast");
  n = cuteParamWord(c, &w);
  if (!cuteParamWordIs(w, n, "true"))
    return cuteParamBad(c, "mcast must be true when written, got '%.*s'",
                        (int)n, w);
  at->mcast = true;
  return CUTE_OK;
}

static CuteStatus readNonExec(Cur *c, CuteAtom *at) {
  static const char *const kKinds[] = {"sm_90", "sm_90_multicast"};
  if (at->kind == CUTE_ATOM_TMA_LOAD_NONEXEC) {
    const char *w;
    size_t n = cuteParamWord(c, &w);
    int k = cuteParamWordIs(w, n, kKinds[0])   ? 0
            : cuteParamWordIs(w, n, kKinds[1]) ? 1
                                               : -1;
    if (k < 0)
      return cuteParamBad(
          c,
          "the kind must be sm_90 or sm_90_multicast (Blackwell's "
          "sm_100 kinds are not supported), got '%.*s'",
          (int)n, w);
    at->tmaKind = (CuteTmaKind)k;
    if (!cuteParamLit(c, ","))
      return cuteParamBad(c, "expected ',' after the kind");
  }
  if (valueType(c, at) != CUTE_OK || copyBits(c, at) != CUTE_OK ||
      gbasis(c, at, false) != CUTE_OK)
    return CUTE_ERROR;
  return format(c, at);
}

static CuteStatus readExec(Cur *c, CuteAtom *at) {
  at->numCta = 1;
  at->tmaFormat = -1;
  if (valueType(c, at) != CUTE_OK || copyBits(c, at) != CUTE_OK ||
      tiled(c, at) != CUTE_OK ||
      (at->kind == CUTE_ATOM_TMA_LOAD && mcast(c, at) != CUTE_OK))
    return CUTE_ERROR;
  return gbasis(c, at, true);
}

static const struct {
  const char *name;
  CuteAtomKind kind;
  bool exec;
} kTma[] = {
    {"atom.non_exec_tiled_tma_load", CUTE_ATOM_TMA_LOAD_NONEXEC, false},
    {"atom.non_exec_tiled_tma_store", CUTE_ATOM_TMA_STORE_NONEXEC, false},
    {"atom.tma_load", CUTE_ATOM_TMA_LOAD, true},
    {"atom.tma_store", CUTE_ATOM_TMA_STORE, true}};

int cuteTmaAtomNamed(const char *name, size_t len) {
  for (size_t i = 0; i < sizeof kTma / sizeof *kTma; ++i)
    if (cuteParamWordIs(name, len, kTma[i].name))
      return (int)i;
  return -1;
}

CuteStatus cuteTmaAtomRead(MlirContext ctx, CuteArena *a, const char *text,
                           size_t len, const CuteAtom **out, CuteError *err) {
  const char *lt = memchr(text, '<', len);
  size_t nameLen = lt ? (size_t)(lt - text) : len;
  int row = cuteTmaAtomNamed(text, nameLen);
  if (row < 0 || !lt || text[len - 1] != '>')
    return cuteErrorSet(err, NULL, -1,
                        "!cute_nvgpu.%.*s takes parameters "
                        "in <...>",
                        (int)(nameLen > 100 ? 100 : nameLen), text);
  CuteAtom *at = cuteArenaAlloc(a, sizeof *at);
  if (!at)
    return cuteErrorSet(err, NULL, -1, "out of memory reading a type");
  memset(at, 0, sizeof *at);
  at->kind = kTma[row].kind;
  Cur c = {
      lt + 1, text + len - 1, kTma[row].name, lt + 1, len - nameLen - 2, ctx, a,
      err};
  if ((kTma[row].exec ? readExec(&c, at) : readNonExec(&c, at)) != CUTE_OK)
    return CUTE_ERROR;
  cuteParamLit(&c, "");
  if (c.s != c.end)
    return cuteParamBad(&c, "unexpected '%.*s' after the parameters",
                        (int)(c.end - c.s), c.s);
  *out = at;
  return CUTE_OK;
}

const char *cuteTmaAtomToString(CuteArena *a, const CuteAtom *at) {
  char val[32], gb[512], buf[768];
  cuteAtomElemName(at->val, val, sizeof val);
  cutePrintLayout(at->gbasis, gb, sizeof gb);
  char fmt[40] = "";
  if (at->tmaFormat >= 0)
    snprintf(fmt, sizeof fmt, ", tma_format = %s", kFormats[at->tmaFormat]);
  switch (at->kind) {
  case CUTE_ATOM_TMA_LOAD_NONEXEC:
    snprintf(buf, sizeof buf,
             "!cute_nvgpu.atom.non_exec_tiled_tma_load<%s, %s, copy_bits = "
             "%u, tma_gbasis = <\"%s\">%s>",
             at->tmaKind == CUTE_TMA_SM90 ? "sm_90" : "sm_90_multicast", val,
             at->bits, gb, fmt);
    break;
  case CUTE_ATOM_TMA_STORE_NONEXEC:
    snprintf(buf, sizeof buf,
             "!cute_nvgpu.atom.non_exec_tiled_tma_store<%s, copy_bits = %u, "
             "tma_gbasis = <\"%s\">%s>",
             val, at->bits, gb, fmt);
    break;
  case CUTE_ATOM_TMA_LOAD:
    snprintf(buf, sizeof buf,
             "!cute_nvgpu.atom.tma_load<%s, copy_bits = %u, mode = tiled, "
             "num_cta = %u, g_stride = <\"()\">%s tma_gbasis = <\"%s\">>",
             val, at->bits, at->numCta, at->mcast ? " mcast = true" : "", gb);
    break;
  default:
    snprintf(buf, sizeof buf,
             "!cute_nvgpu.atom.tma_store<%s, copy_bits = %u, mode = tiled, "
             "g_stride = <\"()\"> tma_gbasis = <\"%s\">>",
             val, at->bits, gb);
  }
  size_t len = strlen(buf) + 1;
  char *s = cuteArenaAlloc(a, len);
  if (s)
    memcpy(s, buf, len);
  return s;
}
