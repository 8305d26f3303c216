/* The `.abi` text of docs/abi.md (version 2): one line per argument of
 * flat fields, parsed once into RtAbiKernel records that are the launch
 * plan (each argument's leaves, form, rank and parameter range). The
 * compiler writes every leaf as a token and decides whether a layout binds
 * to a descriptor, so no algebra text is parsed here: a value's `spec` is
 * kept for messages only. Errors name the line. */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ARGS 4096
#define MAX_LEAVES 4096 /* of one argument, as the compiler's bound */

typedef struct Tok {
  const char *s;
  size_t n;
} Tok;

typedef struct LP {
  const char *source;
  int line;
  CuteRtError *err;
  const char *cur, *end; /* the rest of the current line */
} LP;

static CuteRtStatus lineFail(LP *lp, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static CuteRtStatus lineFail(LP *lp, const char *fmt, ...) {
  char msg[CUTE_RT_ERROR_MESSAGE_SIZE];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  rtFail(lp->err, CUTE_RT_ERROR_ABI, "%s line %d: %s", lp->source, lp->line,
         msg);
  if (lp->err)
    lp->err->line = lp->line;
  return CUTE_RT_ERROR_ABI;
}

static bool isWs(char c) { return c == ' ' || c == '\t'; }

static Tok nextTok(LP *lp) {
  while (lp->cur < lp->end && isWs(*lp->cur))
    lp->cur++;
  Tok t = {lp->cur, 0};
  while (lp->cur < lp->end && !isWs(*lp->cur))
    lp->cur++;
  t.n = (size_t)(lp->cur - t.s);
  return t;
}

static Tok restOfLine(LP *lp) {
  while (lp->cur < lp->end && isWs(*lp->cur))
    lp->cur++;
  Tok t = {lp->cur, (size_t)(lp->end - lp->cur)};
  lp->cur = lp->end;
  return t;
}

static bool tokIs(Tok t, const char *w) {
  return t.n == strlen(w) && memcmp(t.s, w, t.n) == 0;
}

static char *tokDup(Tok t) {
  char *s = malloc(t.n + 1);
  if (s) {
    memcpy(s, t.s, t.n);
    s[t.n] = 0;
  }
  return s;
}

/* A decimal in [0, max], or -1. */
static int64_t tokNumber(Tok t, int64_t max) {
  if (t.n == 0 || t.n > 12)
    return -1;
  int64_t v = 0;
  for (size_t i = 0; i < t.n; ++i) {
    if (t.s[i] < '0' || t.s[i] > '9')
      return -1;
    v = v * 10 + (t.s[i] - '0');
  }
  return v <= max ? v : -1;
}

static const char *const kKindNames[] = {"memref",
                                         "ptr",
                                         "coord_tensor",
                                         "int_tuple",
                                         "shape",
                                         "stride",
                                         "coord",
                                         "layout",
                                         "composed_layout",
                                         "tile",
                                         "swizzle",
                                         "scalar",
                                         "fast_divmod_divisor",
                                         "atom",
                                         "tma_desc"};

static const char *const kElemNames[] = {
    "unknown",  "i1",     "i4",        "i8",       "i16",      "i32",
    "i64",      "f16",    "bf16",      "f32",      "tf32",     "f64",
    "f8E4M3FN", "f8E5M2", "f8E8M0FNU", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN"};

static const char *const kScalarNames[] = {"i1",  "i8",   "i16", "i32", "i64",
                                           "f16", "bf16", "f32", "f64"};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

const char *cuteRtElemTypeGetName(CuteRtElemType type) {
  return (unsigned)type < COUNT(kElemNames) ? kElemNames[type] : "unknown";
}

const char *cuteRtScalarTypeGetName(CuteRtScalarType type) {
  return (unsigned)type < COUNT(kScalarNames) ? kScalarNames[type] : "unknown";
}

const char *rtAbiKindName(CuteRtAbiArgKind kind) {
  return (unsigned)kind < COUNT(kKindNames) ? kKindNames[kind] : "unknown";
}

static int lookupName(Tok t, const char *const *names, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (tokIs(t, names[i]))
      return (int)i;
  return -1;
}

/* Growing list of kernels; the kernel being read is the last one. Its
 * leaves grow in `leaves` until `end` hands them over. */
typedef struct Builder {
  RtAbi *abi;
  size_t cap;
  RtLeaf *leaves;
  uint32_t numLeaves, leafCap;
  uint32_t argCap, declared;
  bool open;
} Builder;

static void kernelFree(RtAbiKernel *k) {
  for (uint32_t i = 0; i < k->numArgs; ++i) {
    free(k->args[i].elemName);
    free(k->args[i].space);
    free(k->args[i].spec);
  }
  free(k->args);
  free(k->leaves);
  free(k->name);
}

void rtAbiFree(RtAbi *abi) {
  if (!abi)
    return;
  for (size_t i = 0; i < abi->numKernels; ++i)
    kernelFree(&abi->kernels[i]);
  free(abi->kernels);
  free(abi);
}

const RtAbiKernel *rtAbiLookup(const RtAbi *abi, const char *name) {
  for (size_t i = 0; abi && name && i < abi->numKernels; ++i)
    if (strcmp(abi->kernels[i].name, name) == 0)
      return &abi->kernels[i];
  return NULL;
}

static CuteRtStatus oom(LP *lp) { return lineFail(lp, "out of memory"); }

/* `kernel NAME N` */
static CuteRtStatus startKernel(Builder *b, LP *lp) {
  Tok name = nextTok(lp), count = nextTok(lp);
  if (b->open)
    return lineFail(lp, "kernel %s (line %d) is not closed by `end`",
                    b->abi->kernels[b->abi->numKernels - 1].name,
                    b->abi->kernels[b->abi->numKernels - 1].line);
  if (name.n == 0)
    return lineFail(lp, "expected `kernel NAME N`");
  int64_t n = tokNumber(count, MAX_ARGS);
  if (n < 0)
    return lineFail(lp,
                    "expected the argument count (0 to %d) after the "
                    "kernel name, got `%.*s`",
                    MAX_ARGS, (int)count.n, count.s);
  Tok extra = nextTok(lp);
  if (extra.n)
    return lineFail(lp, "unexpected `%.*s` after the argument count",
                    (int)extra.n, extra.s);
  char *nm = tokDup(name);
  if (!nm)
    return oom(lp);
  const RtAbiKernel *dup = rtAbiLookup(b->abi, nm);
  if (dup) {
    free(nm);
    return lineFail(lp, "kernel %s is already declared on line %d", dup->name,
                    dup->line);
  }
  if (b->abi->numKernels == b->cap) {
    size_t cap = b->cap ? b->cap * 2 : 4;
    RtAbiKernel *ks = realloc(b->abi->kernels, cap * sizeof *ks);
    if (!ks) {
      free(nm);
      return oom(lp);
    }
    b->abi->kernels = ks;
    b->cap = cap;
  }
  RtAbiKernel *k = &b->abi->kernels[b->abi->numKernels++];
  memset(k, 0, sizeof *k);
  k->name = nm;
  k->line = lp->line;
  b->declared = (uint32_t)n;
  b->argCap = 0;
  b->open = true;
  b->leaves = NULL;
  b->numLeaves = b->leafCap = 0;
  return CUTE_RT_OK;
}

/* ELEM SPACE ALIGN of memref and ptr lines. */
static CuteRtStatus parseMemInfo(LP *lp, RtArg *a) {
  static const char *const spaces[] = {"gmem", "smem", "rmem", "generic"};
  Tok elem = nextTok(lp), space = nextTok(lp), align = nextTok(lp);
  if (elem.n == 0)
    return lineFail(lp, "expected the element type");
  if (lookupName(space, spaces, COUNT(spaces)) < 0)
    return lineFail(lp,
                    "expected the memory space (gmem, smem, rmem or "
                    "generic), got `%.*s`",
                    (int)space.n, space.s);
  int64_t al = tokNumber(align, (int64_t)1 << 30);
  if (al <= 0 || (al & (al - 1)) != 0)
    return lineFail(lp,
                    "expected the alignment in bytes (a power of two), "
                    "got `%.*s`",
                    (int)align.n, align.s);
  int e = lookupName(elem, kElemNames, COUNT(kElemNames));
  a->elem = e > 0 ? (CuteRtElemType)e : CUTE_RT_ELEM_UNKNOWN;
  a->align = (uint32_t)al;
  a->elemName = tokDup(elem);
  a->space = tokDup(space);
  return a->elemName && a->space ? CUTE_RT_OK : oom(lp);
}

/* The form of a memref's or layout's layout: `flat R`, `nested`, `basis`
 * or `composed`. */
static CuteRtStatus parseForm(LP *lp, RtArg *a) {
  static const char *const forms[] = {"flat", "nested", "basis", "composed"};
  Tok t = nextTok(lp);
  int f = lookupName(t, forms, COUNT(forms));
  if (f < 0)
    return lineFail(lp,
                    "expected the layout's form (`flat R`, `nested`, "
                    "`basis` or `composed`), got `%.*s`",
                    (int)t.n, t.s);
  a->form = (RtForm)(RT_FORM_FLAT + f);
  if (a->form != RT_FORM_FLAT)
    return CUTE_RT_OK;
  Tok r = nextTok(lp);
  int64_t rank = tokNumber(r, MAX_LEAVES / 2);
  if (rank < 0)
    return lineFail(lp, "expected the rank (0 to %d) after `flat`, got `%.*s`",
                    MAX_LEAVES / 2, (int)r.n, r.s);
  a->rank = (int32_t)rank;
  return CUTE_RT_OK;
}

/* A decimal integer of 64 bits with an optional sign, the whole of t. */
static bool tokInt64(Tok t, int64_t *out) {
  size_t i = 0;
  bool neg = false;
  if (t.n && (t.s[0] == '-' || t.s[0] == '+'))
    neg = t.s[i++] == '-';
  if (i == t.n)
    return false;
  uint64_t v = 0, limit = (uint64_t)INT64_MAX + (neg ? 1 : 0);
  for (; i < t.n; ++i) {
    if (t.s[i] < '0' || t.s[i] > '9')
      return false;
    uint64_t d = (uint64_t)(t.s[i] - '0');
    if (v > (limit - d) / 10)
      return false;
    v = v * 10 + d;
  }
  *out = neg ? (int64_t)(0 - v) : (int64_t)v;
  return true;
}

/* One leaf token: `_`; or an integer, or `?i32`/`?i64` with an optional
 * `/DIV`, either followed by `@I` basis indices. NULL, or why not. */
static const char *parseLeaf(Tok t, RtLeaf *leaf) {
  memset(leaf, 0, sizeof *leaf);
  if (tokIs(t, "_")) {
    leaf->wild = 1;
    return NULL;
  }
  const char *at = memchr(t.s, '@', t.n);
  Tok scale = {t.s, at ? (size_t)(at - t.s) : t.n};
  if (scale.n >= 4 && scale.s[0] == '?') {
    Tok width = {scale.s + 1, 3};
    if (!tokIs(width, "i32") && !tokIs(width, "i64"))
      return "a dynamic leaf is `?i32` or `?i64`";
    leaf->dyn = 1;
    leaf->is64 = width.s[1] == '6';
    leaf->value = 1;
    if (scale.n > 4) {
      Tok div = {scale.s + 5, scale.n - 5};
      if (scale.s[4] != '/' || !tokInt64(div, &leaf->value))
        return "expected `/DIV` after the width of a dynamic leaf";
      if (leaf->value < 1)
        return "the divisibility of a dynamic leaf must be at least 1";
    }
  } else if (!tokInt64(scale, &leaf->value)) {
    return "expected an integer of 64 bits, `?i32`, `?i64` or `_`";
  }
  while (at) { /* basis indices: they carry no value for the runtime */
    const char *next = memchr(at + 1, '@', (size_t)(t.s + t.n - at - 1));
    Tok idx = {at + 1, (size_t)((next ? next : t.s + t.n) - at - 1)};
    if (tokNumber(idx, 65535) < 0)
      return "a basis index (after `@`) is an integer from 0 to 65535";
    leaf->basis = 1;
    at = next;
  }
  return NULL;
}

static CuteRtStatus pushLeaf(Builder *b, LP *lp, RtLeaf leaf) {
  if (b->numLeaves == b->leafCap) {
    uint32_t cap = b->leafCap ? b->leafCap * 2 : 16;
    RtLeaf *items = realloc(b->leaves, cap * sizeof *items);
    if (!items)
      return oom(lp);
    b->leaves = items;
    b->leafCap = cap;
  }
  b->leaves[b->numLeaves++] = leaf;
  return CUTE_RT_OK;
}

/* `leaves N L1 .. LN`. */
static CuteRtStatus parseLeaves(Builder *b, LP *lp, RtArg *a) {
  Tok kw = nextTok(lp), count = nextTok(lp);
  if (!tokIs(kw, "leaves"))
    return lineFail(lp, "expected `leaves N` and the leaves, got `%.*s`",
                    (int)kw.n, kw.s);
  int64_t n = tokNumber(count, MAX_LEAVES);
  if (n < 0)
    return lineFail(lp,
                    "expected the number of leaves (0 to %d) after "
                    "`leaves`, got `%.*s`",
                    MAX_LEAVES, (int)count.n, count.s);
  a->firstLeaf = b->numLeaves;
  for (uint32_t i = 0; i < (uint32_t)n; ++i) {
    Tok t = nextTok(lp);
    if (t.n == 0 || tokIs(t, "spec"))
      return lineFail(lp, "expected %u leaves after `leaves %u`, found %u",
                      (uint32_t)n, (uint32_t)n, i);
    RtLeaf leaf;
    const char *why = parseLeaf(t, &leaf);
    if (why)
      return lineFail(lp, "leaf %u `%.*s`: %s", i, (int)t.n, t.s, why);
    CuteRtStatus st = pushLeaf(b, lp, leaf);
    if (st)
      return st;
    a->numDyn += leaf.dyn;
  }
  a->numLeaves = (uint32_t)n;
  return CUTE_RT_OK;
}

/* A flat layout's leaves are R shapes then R strides, none `_` or a basis. */
static CuteRtStatus checkFlat(Builder *b, LP *lp, RtArg *a) {
  if (a->numLeaves != 2 * (uint32_t)a->rank)
    return lineFail(lp,
                    "a `flat %d` layout has %u leaves (its %d extents, "
                    "then its %d strides), not %u",
                    a->rank, 2 * (uint32_t)a->rank, a->rank, a->rank,
                    a->numLeaves);
  for (uint32_t i = 0; i < a->numLeaves; ++i) {
    const RtLeaf *l = &b->leaves[a->firstLeaf + i];
    if (l->wild || l->basis)
      return lineFail(lp,
                      "leaf %u of a `flat` layout is %s; its leaves are "
                      "integers or dynamic",
                      i, l->wild ? "`_`" : "a scaled basis");
  }
  return CUTE_RT_OK;
}

/* `spec TEXT`: the value's algebra text, for messages. `after` says what
 * came before it. */
static CuteRtStatus parseSpec(LP *lp, RtArg *a, const char *after) {
  Tok kw = nextTok(lp);
  if (!tokIs(kw, "spec"))
    return lineFail(lp, "expected `spec` after %s, got `%.*s`", after,
                    (int)kw.n, kw.s);
  Tok rest = restOfLine(lp);
  while (rest.n && isWs(rest.s[rest.n - 1]))
    rest.n--;
  if (rest.n == 0)
    return lineFail(lp, "expected the %s's text after `spec`",
                    kKindNames[a->kind]);
  a->spec = tokDup(rest);
  return a->spec ? CUTE_RT_OK : oom(lp);
}

/* `KW` next on the line, else an error saying what follows it. */
static CuteRtStatus keyword(LP *lp, const char *kw, const char *what) {
  Tok t = nextTok(lp);
  if (tokIs(t, kw))
    return CUTE_RT_OK;
  return lineFail(lp, "expected `%s` and %s, got `%.*s`", kw, what, (int)t.n,
                  t.s);
}

/* `KW V0 .. V(R-1)`: R numbers (`nouns`, `a NOUN` each) from lo to hi;
 * `next` is the keyword that follows, so that a short list says how many
 * it found. */
static CuteRtStatus numberList(LP *lp, const char *kw, const char *noun,
                               const char *nouns, const char *next, int rank,
                               int64_t lo, int64_t hi, int64_t *out) {
  char expect[96];
  snprintf(expect, sizeof expect, "%s per TMA dimension", noun);
  CuteRtStatus st = keyword(lp, kw, expect);
  if (st)
    return st;
  for (int d = 0; d < rank; ++d) {
    Tok t = nextTok(lp);
    if (t.n == 0 || tokIs(t, next))
      return lineFail(lp, "expected %d %s after `%s` (one per TMA "
                          "dimension), found %d",
                      rank, nouns, kw, d);
    out[d] = tokNumber(t, hi);
    if (out[d] < lo)
      return lineFail(lp, "%s %d `%.*s`: expected an integer from %lld to "
                          "%lld",
                      kw, d, (int)t.n, t.s, (long long)lo, (long long)hi);
  }
  return CUTE_RT_OK;
}

/* A value of `name VALUE` from names[] (NULL-terminated), or an error
 * listing them. */
static CuteRtStatus choice(LP *lp, const char *name, const char *what,
                           const char *const *names, int *out) {
  char list[96] = "";
  size_t n = 0, count = 0;
  while (names[count])
    count++;
  for (size_t i = 0; i < count && n < sizeof list; ++i)
    n += (size_t)snprintf(list + n, sizeof list - n, "%s%s",
                          i == 0 ? "" : i + 1 == count ? " or " : ", ",
                          names[i]);
  char expect[128];
  snprintf(expect, sizeof expect, "the %s (%s)", what, list);
  CuteRtStatus st = keyword(lp, name, expect);
  if (st)
    return st;
  Tok t = nextTok(lp);
  *out = lookupName(t, names, count);
  if (*out < 0)
    return lineFail(lp, "unknown %s `%.*s` (expected %s)", what, (int)t.n,
                    t.s, list);
  return CUTE_RT_OK;
}

/* `tma_desc DIR ELEM rank R dims D.. box B.. swizzle S l2 L oob O spec
 * TEXT` (docs/abi.md). Everything the line fixes is checked here: the
 * box against the element size and swizzle span, oob nan against the
 * element type; the caller's tensor is checked when packing (tma.c). */
static CuteRtStatus parseTma(LP *lp, RtArg *a) {
  RtTma *t = &a->tma;
  Tok dir = nextTok(lp);
  if (!tokIs(dir, "load") && !tokIs(dir, "store"))
    return lineFail(lp,
                    "expected the direction (`load` or `store`) after "
                    "`tma_desc`, got `%.*s`",
                    (int)dir.n, dir.s);
  t->store = tokIs(dir, "store");
  Tok elem = nextTok(lp);
  int e = lookupName(elem, kElemNames, COUNT(kElemNames));
  unsigned bytes = 0;
  t->dataType = e > 0 ? rtTmaDataType((CuteRtElemType)e, &bytes) : -1;
  if (t->dataType < 0)
    return lineFail(lp,
                    "expected an element type that TMA moves (i8, i16, i32, "
                    "i64, f16, bf16, f32, tf32, f64, f8E4M3FN, f8E5M2 or "
                    "f8E8M0FNU), got `%.*s`",
                    (int)elem.n, elem.s);
  a->elem = (CuteRtElemType)e;
  t->elemBytes = (uint8_t)bytes;
  if (!(a->elemName = tokDup(elem)))
    return oom(lp);
  CuteRtStatus st = keyword(lp, "rank", "the TMA rank (1 to 5)");
  if (st)
    return st;
  Tok r = nextTok(lp);
  int64_t rank = tokNumber(r, RT_TMA_MAX_RANK);
  if (rank < 1)
    return lineFail(lp, "expected the TMA rank (1 to %d) after `rank`, got "
                        "`%.*s`",
                    RT_TMA_MAX_RANK, (int)r.n, r.s);
  t->rank = (uint8_t)rank;
  a->rank = (int32_t)rank;
  int64_t v[RT_TMA_MAX_RANK];
  if ((st = numberList(lp, "dims", "a mode of the caller's tensor", "modes",
                       "box", (int)rank, 0, RT_MAX_RANK - 1, v)))
    return st;
  for (int d = 0; d < rank; ++d) {
    for (int j = 0; j < d; ++j)
      if (v[j] == v[d])
        return lineFail(lp,
                        "dims %d: mode %lld is already TMA dimension %d (a "
                        "mode is one dimension at most)",
                        d, (long long)v[d], j);
    t->dims[d] = (uint8_t)v[d];
  }
  if ((st = numberList(lp, "box", "an extent", "extents", "swizzle",
                       (int)rank, 1, 256, v)))
    return st;
  for (int d = 0; d < rank; ++d)
    t->box[d] = (uint16_t)v[d];
  unsigned inner = t->box[0] * bytes;
  if (inner % 16)
    return lineFail(lp,
                    "box 0 is %u %s elements, %u bytes: TMA moves a "
                    "multiple of 16 bytes along dimension 0",
                    t->box[0], a->elemName, inner);
  if ((st = choice(lp, "swizzle", "swizzle", rtTmaSwizzleNames,
                   &t->swizzle)))
    return st;
  unsigned span = t->swizzle ? 16u << t->swizzle : 0;
  if (span && inner > span)
    return lineFail(lp,
                    "box 0 is %u %s elements, %u bytes, more than the "
                    "%u-byte span of `swizzle %s`",
                    t->box[0], a->elemName, inner, span,
                    rtTmaSwizzleNames[t->swizzle]);
  if ((st = choice(lp, "l2", "L2 promotion", rtTmaL2Names, &t->l2)) ||
      (st = choice(lp, "oob", "out-of-bounds fill", rtTmaOobNames, &t->oob)))
    return st;
  bool isFloat = a->elem == CUTE_RT_ELEM_F16 || a->elem == CUTE_RT_ELEM_BF16 ||
                 a->elem == CUTE_RT_ELEM_F32 || a->elem == CUTE_RT_ELEM_TF32 ||
                 a->elem == CUTE_RT_ELEM_F64;
  if (t->oob && !isFloat)
    return lineFail(lp,
                    "`oob nan` needs an element type that TMA fills as "
                    "floating point (f16, bf16, f32, tf32 or f64), not %s",
                    a->elemName);
  char after[32];
  snprintf(after, sizeof after, "`oob %s`", rtTmaOobNames[t->oob]);
  return parseSpec(lp, a, after);
}

static CuteRtStatus endOfLine(LP *lp) {
  Tok rest = restOfLine(lp);
  if (rest.n)
    return lineFail(lp, "unexpected `%.*s` at the end of the line", (int)rest.n,
                    rest.s);
  return CUTE_RT_OK;
}

static CuteRtStatus parseArgBody(Builder *b, LP *lp, RtArg *a) {
  Tok kind = nextTok(lp);
  int ki = lookupName(kind, kKindNames, COUNT(kKindNames));
  if (ki < 0)
    return lineFail(lp,
                    "unknown argument kind `%.*s` (expected memref, ptr, "
                    "coord_tensor, int_tuple, shape, stride, coord, "
                    "layout, composed_layout, tile, swizzle, scalar, "
                    "fast_divmod_divisor, atom or tma_desc)",
                    (int)kind.n, kind.s);
  a->kind = (CuteRtAbiArgKind)ki;
  a->rank = -1;
  CuteRtStatus st;
  if (a->kind == CUTE_RT_ABI_SCALAR) {
    Tok t = nextTok(lp);
    int si = lookupName(t, kScalarNames, COUNT(kScalarNames));
    if (si < 0)
      return lineFail(lp,
                      "unknown scalar type `%.*s` (expected i1, i8, i16, "
                      "i32, i64, f16, bf16, f32 or f64)",
                      (int)t.n, t.s);
    a->scalar = (CuteRtScalarType)si;
    return endOfLine(lp);
  }
  if (a->kind == CUTE_RT_ABI_FAST_DIVMOD_DIVISOR) {
    Tok t = nextTok(lp);
    if (!tokIs(t, "32"))
      return lineFail(lp,
                      "expected the divisor's width 32 after "
                      "`fast_divmod_divisor`, got `%.*s`",
                      (int)t.n, t.s);
    a->scalar = CUTE_RT_SCALAR_I32;
    return endOfLine(lp);
  }
  if (a->kind == CUTE_RT_ABI_TMA_DESC)
    return parseTma(lp, a);
  if (a->kind == CUTE_RT_ABI_MEMREF || a->kind == CUTE_RT_ABI_PTR) {
    if ((st = parseMemInfo(lp, a)))
      return st;
    if (a->kind == CUTE_RT_ABI_PTR)
      return endOfLine(lp);
  }
  if ((a->kind == CUTE_RT_ABI_MEMREF || a->kind == CUTE_RT_ABI_LAYOUT) &&
      (st = parseForm(lp, a)))
    return st;
  if ((st = parseLeaves(b, lp, a)))
    return st;
  if (a->kind == CUTE_RT_ABI_ATOM && a->numLeaves)
    return lineFail(lp,
                    "an atom has no leaves (all of it is in its type), got "
                    "`leaves %u`",
                    a->numLeaves);
  char after[32];
  snprintf(after, sizeof after, "the %u leaves", a->numLeaves);
  if ((st = parseSpec(lp, a, after)))
    return st;
  return a->form == RT_FORM_FLAT ? checkFlat(b, lp, a) : CUTE_RT_OK;
}

/* `arg ...` */
static CuteRtStatus addArg(Builder *b, LP *lp) {
  if (!b->open)
    return lineFail(lp, "`arg` outside a kernel (expected `kernel NAME N` "
                        "first)");
  RtAbiKernel *k = &b->abi->kernels[b->abi->numKernels - 1];
  if (k->numArgs == b->declared)
    return lineFail(lp, "kernel %s declares %u argument%s, this is one more",
                    k->name, b->declared, b->declared == 1 ? "" : "s");
  if (k->numArgs == b->argCap) {
    uint32_t cap = b->argCap ? b->argCap * 2 : 4;
    RtArg *args = realloc(k->args, cap * sizeof *args);
    if (!args)
      return oom(lp);
    k->args = args;
    b->argCap = cap;
  }
  RtArg *a = &k->args[k->numArgs++];
  memset(a, 0, sizeof *a);
  CuteRtStatus st = parseArgBody(b, lp, a);
  if (st)
    return st;
  switch (a->kind) {
  case CUTE_RT_ABI_MEMREF:
    a->numParams = 1 + a->numDyn;
    break;
  case CUTE_RT_ABI_PTR:
  case CUTE_RT_ABI_SCALAR:
    a->numParams = 1;
    break;
  case CUTE_RT_ABI_FAST_DIVMOD_DIVISOR: /* divisor, multiplier, shift */
    a->numParams = 3;
    break;
  case CUTE_RT_ABI_TMA_DESC: /* 128 bytes */
    a->numParams = 1;
    a->tma.index = k->numTma++;
    break;
  default:
    a->numParams = a->numDyn;
    break;
  }
  a->firstParam = k->numParams;
  k->numParams += a->numParams;
  a->firstSlot = k->numSlots;
  k->numSlots +=
      a->kind == CUTE_RT_ABI_TMA_DESC ? RT_TMA_SLOTS : a->numParams;
  if (k->numParams > CUTE_RT_MAX_PARAMS)
    return lineFail(lp,
                    "kernel %s takes more than %d parameters, the "
                    "runtime's limit",
                    k->name, CUTE_RT_MAX_PARAMS);
  if (k->numSlots > CUTE_RT_MAX_PARAMS)
    return lineFail(lp,
                    "kernel %s's parameters take more than the %d 8-byte "
                    "slots of a pack buffer (a tma_desc takes %d)",
                    k->name, CUTE_RT_MAX_PARAMS, RT_TMA_SLOTS);
  return CUTE_RT_OK;
}

/* `end` */
static CuteRtStatus endKernel(Builder *b, LP *lp) {
  Tok extra = nextTok(lp);
  if (!b->open)
    return lineFail(lp, "`end` outside a kernel");
  if (extra.n)
    return lineFail(lp, "unexpected `%.*s` after `end`", (int)extra.n, extra.s);
  RtAbiKernel *k = &b->abi->kernels[b->abi->numKernels - 1];
  if (k->numArgs != b->declared)
    return lineFail(lp, "kernel %s declares %u argument%s, %u given", k->name,
                    b->declared, b->declared == 1 ? "" : "s", k->numArgs);
  k->leaves = b->leaves;
  k->numLeaves = b->numLeaves;
  b->leaves = NULL;
  b->numLeaves = b->leafCap = 0;
  b->open = false;
  return CUTE_RT_OK;
}

static CuteRtStatus parseLine(Builder *b, LP *lp, bool *sawHeader) {
  Tok t = nextTok(lp);
  if (t.n == 0 || t.s[0] == '#')
    return CUTE_RT_OK;
  if (!*sawHeader) {
    Tok v = nextTok(lp), extra = nextTok(lp);
    if (!tokIs(t, "cute-kernel-abi") || v.n == 0 || extra.n)
      return lineFail(lp, "expected the header `cute-kernel-abi 2`");
    if (!tokIs(v, "2"))
      return lineFail(lp,
                      "unsupported ABI version %.*s (this runtime reads "
                      "version 2: compile the kernels again with the "
                      "cute-translate or C API of this release)",
                      (int)v.n, v.s);
    *sawHeader = true;
    return CUTE_RT_OK;
  }
  if (tokIs(t, "kernel"))
    return startKernel(b, lp);
  if (tokIs(t, "arg"))
    return addArg(b, lp);
  if (tokIs(t, "end"))
    return endKernel(b, lp);
  return lineFail(lp,
                  "expected `kernel`, `arg`, `end` or a `#` comment, got "
                  "`%.*s`",
                  (int)t.n, t.s);
}

CuteRtStatus rtAbiParse(const char *text, size_t size, const char *source,
                        RtAbi **out, CuteRtError *err) {
  *out = NULL;
  LP lp = {.source = source ? source : "ABI", .err = err};
  Builder b = {.abi = calloc(1, sizeof(RtAbi))};
  if (!b.abi)
    return rtFail(err, CUTE_RT_ERROR_NO_MEMORY, "out of memory");
  if (!text)
    size = 0;
  bool sawHeader = false;
  CuteRtStatus st = CUTE_RT_OK;
  const char *p = text, *end = text + size;
  while (!st && p < end) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t n = (size_t)((nl ? nl : end) - p);
    if (n && p[n - 1] == '\r')
      n--;
    lp.line++;
    lp.cur = p;
    lp.end = p + n;
    if (memchr(p, 0, n))
      st = lineFail(&lp, "unexpected NUL character");
    else
      st = parseLine(&b, &lp, &sawHeader);
    p = nl ? nl + 1 : end;
  }
  if (!st && !sawHeader) {
    lp.line = 1;
    st = lineFail(&lp, "expected the header `cute-kernel-abi 2`, got the "
                       "end of the text");
  }
  if (!st && b.open) {
    const RtAbiKernel *k = &b.abi->kernels[b.abi->numKernels - 1];
    lp.line = k->line;
    st = lineFail(&lp, "kernel %s has no `end`", k->name);
  }
  if (st) {
    if (b.open) /* the open kernel does not own the leaves yet */
      free(b.leaves);
    rtAbiFree(b.abi);
    return st;
  }
  *out = b.abi;
  return CUTE_RT_OK;
}

/*===-- Public ABI API ----------------------------------------------------===*/

CuteRtStatus cuteRtAbiParse(const char *text, size_t size,
                            const char *sourceName, CuteRtAbi *out,
                            CuteRtError *err) {
  RtAbi *abi = NULL;
  CuteRtStatus st = rtAbiParse(text, size, sourceName, &abi, err);
  if (out)
    out->ptr = abi;
  else
    rtAbiFree(abi);
  return st;
}

void cuteRtAbiDestroy(CuteRtAbi abi) { rtAbiFree(abi.ptr); }

size_t cuteRtAbiGetNumKernels(CuteRtAbi abi) {
  return abi.ptr ? ((const RtAbi *)abi.ptr)->numKernels : 0;
}

CuteRtAbiKernel cuteRtAbiGetKernel(CuteRtAbi abi, size_t i) {
  const RtAbi *a = abi.ptr;
  CuteRtAbiKernel k = {a && i < a->numKernels ? &a->kernels[i] : NULL};
  return k;
}

CuteRtAbiKernel cuteRtAbiLookupKernel(CuteRtAbi abi, const char *name) {
  CuteRtAbiKernel k = {rtAbiLookup(abi.ptr, name)};
  return k;
}

const char *cuteRtAbiKernelGetName(CuteRtAbiKernel k) {
  return k.ptr ? ((const RtAbiKernel *)k.ptr)->name : "";
}

size_t cuteRtAbiKernelGetNumArgs(CuteRtAbiKernel k) {
  return k.ptr ? ((const RtAbiKernel *)k.ptr)->numArgs : 0;
}

size_t cuteRtAbiKernelGetNumParams(CuteRtAbiKernel k) {
  return k.ptr ? ((const RtAbiKernel *)k.ptr)->numParams : 0;
}

CuteRtStatus cuteRtAbiKernelGetArgInfo(CuteRtAbiKernel k, size_t i,
                                       CuteRtAbiArgInfo *out,
                                       CuteRtError *err) {
  const RtAbiKernel *kk = k.ptr;
  if (!kk || !out || i >= kk->numArgs)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "%s: no argument %zu (the kernel takes %u)",
                  kk ? kk->name : "(null kernel)", i, kk ? kk->numArgs : 0);
  const RtArg *a = &kk->args[i];
  *out = (CuteRtAbiArgInfo){.kind = a->kind,
                            .kindName = kKindNames[a->kind],
                            .elemName = a->elemName ? a->elemName
                                        : a->kind == CUTE_RT_ABI_SCALAR
                                            ? kScalarNames[a->scalar]
                                            : "",
                            .elemType = a->elem,
                            .scalarType = a->scalar,
                            .space = a->space ? a->space : "",
                            .align = a->align,
                            .spec = a->spec ? a->spec : "",
                            .rank = a->rank,
                            .numDynamicLeaves = a->numDyn,
                            .firstParam = a->firstParam,
                            .numParams = a->numParams};
  return CUTE_RT_OK;
}
