/* Checking and packing kernel arguments following the ABI plan: a memref
 * is its pointer, then the dynamic leaves of its layout's shape, then
 * those of its stride; algebra values and coord_tensors are their dynamic
 * leaves; scalars are themselves; a tma_desc is its 128-byte descriptor
 * (tma.c). The hot path of cuteRtLaunch: no allocation, no parsing, one
 * pass over the plan. Messages are formatted only on failure. */
#include "internal.h"

#include <stdio.h>
#include <string.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "parameter slots assume a little-endian host, as CUDA does"
#endif

void rtArgLabel(const RtAbiKernel *k, size_t i, const CuteRtArg *x, char *buf,
                size_t size) {
  if (x->name)
    snprintf(buf, size, "%s: argument %zu (\"%s\")", k->name, i, x->name);
  else
    snprintf(buf, size, "%s: argument %zu", k->name, i);
}

CuteRtStatus rtArgFail(const RtAbiKernel *k, size_t i, const CuteRtArg *x,
                       CuteRtError *err, const char *fmt, ...) {
  char msg[CUTE_RT_ERROR_MESSAGE_SIZE], label[CUTE_RT_ERROR_MESSAGE_SIZE];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  rtArgLabel(k, i, x, label, sizeof label);
  rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT, "%s: %s", label, msg);
  if (err)
    err->argIndex = (int)i;
  return CUTE_RT_ERROR_INVALID_ARGUMENT;
}

/* A dynamic leaf's value fits its width and divisibility. */
static inline bool leafOk(const RtLeaf *l, int64_t v) {
  if (!l->is64 && (v < INT32_MIN || v > INT32_MAX))
    return false;
  return l->value == 1 || v % l->value == 0;
}

static inline void storeLeaf(uint64_t *slot, const RtLeaf *l, int64_t v) {
  *slot = l->is64 ? (uint64_t)v : (uint64_t)(uint32_t)(int32_t)v;
}

/* Why leafOk refused v; `what` names the leaf ("shape of mode 0"). */
static CuteRtStatus leafFail(const RtAbiKernel *k, size_t i,
                             const CuteRtArg *x, CuteRtError *err,
                             const char *what, const RtLeaf *l, int64_t v) {
  if (!l->is64 && (v < INT32_MIN || v > INT32_MAX))
    return rtArgFail(k, i, x, err,
                   "%s is %lld, outside the 32-bit range of the kernel's "
                   "leaf (a `?{i64}` leaf takes 64-bit values)",
                   what, (long long)v);
  return rtArgFail(k, i, x, err,
                 "%s is %lld, the kernel requires a multiple of %lld", what,
                 (long long)v, (long long)l->value);
}

/*===--- Offsets computed in 32 bits ---------------------------------------===*
 * The compiler computes a product or sum in 32 bits when its operands are
 * 32-bit and it knows no range that leaves 32 bits (docs/lowering.md,
 * "Widths"): a layout of 32-bit leaves promises that its offsets fit 32
 * bits, as CuTe DSL's 32-bit strides promise cosize <= 2^31 - 1. This is
 * where that promise is checked for the tensors a kernel is given. */

/* How the kernel computes a mode's offsets coord * stride: in 64 bits for
 * a `?{i64}` stride, a static stride past 32 bits (the compiler widens),
 * a `?{i64}` extent (its coordinates are 64-bit to reach it) or a static
 * extent and stride whose product passes 32 bits (the compiler knows it);
 * else in 32 bits, known to fit when both are static, by contract when
 * one is dynamic. */
typedef enum { MODE_64, MODE_32_KNOWN, MODE_32_CONTRACT } ModeWidth;

static ModeWidth modeWidth(const RtLeaf *extent, const RtLeaf *stride) {
  if ((extent->dyn && extent->is64) || (stride->dyn && stride->is64))
    return MODE_64;
  if (!stride->dyn &&
      (stride->value < INT32_MIN || stride->value > INT32_MAX))
    return MODE_64;
  if (extent->dyn || stride->dyn)
    return MODE_32_CONTRACT;
  int64_t t;
  if (extent->value > 1 &&
      (__builtin_mul_overflow(extent->value - 1, stride->value, &t) ||
       t < INT32_MIN || t > INT32_MAX))
    return MODE_64;
  return MODE_32_KNOWN;
}

static uint64_t magnitude(int64_t v) {
  return v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
}

/* The offsets of the modes the kernel may compute in 32 bits, summed in
 * magnitude: every partial sum of them is at most this; and those of all
 * modes, which 64-bit arithmetic must hold. Sums are computed in 64 bits,
 * saturating (they are compared with 2^31 - 1 and 2^63 - 1). */
typedef struct Span {
  uint64_t sum32, sum;
  bool contract; /* a mode computed in 32 bits by contract */
  bool dynamic;  /* a dynamic leaf: the compiler did not see the values */
} Span;

static void addSat(uint64_t *sum, uint64_t t) {
  if (__builtin_add_overflow(*sum, t, sum))
    *sum = UINT64_MAX;
}

static void spanAdd(Span *s, const RtLeaf *le, const RtLeaf *ls,
                    int64_t extent, int64_t stride) {
  ModeWidth w = modeWidth(le, ls);
  s->contract |= w == MODE_32_CONTRACT;
  s->dynamic |= le->dyn || ls->dyn;
  uint64_t t;
  if (extent <= 1)
    return;
  if (__builtin_mul_overflow(magnitude(stride), (uint64_t)(extent - 1), &t))
    t = UINT64_MAX;
  addSat(&s->sum, t);
  if (w != MODE_64)
    addSat(&s->sum32, t);
}

static void reachText(uint64_t v, char *buf, size_t n) {
  if (v == UINT64_MAX)
    snprintf(buf, n, "more than 2^64");
  else
    snprintf(buf, n, "%llu", (unsigned long long)v);
}

static CuteRtStatus spanCheck(const RtAbiKernel *k, size_t i,
                              const CuteRtArg *x, const RtArg *a,
                              const Span *s, CuteRtError *err) {
  char reach[40];
  if (s->dynamic && s->sum > (uint64_t)INT64_MAX) {
    reachText(s->sum, reach, sizeof reach);
    return rtArgFail(k, i, x, err,
                   "its offsets reach %s elements, past the 64-bit "
                   "arithmetic of the kernel (layout %s)", reach, a->spec);
  }
  if (!s->contract || s->sum32 <= (uint64_t)INT32_MAX)
    return CUTE_RT_OK;
  reachText(s->sum32, reach, sizeof reach);
  return rtArgFail(k, i, x, err,
                 "its offsets reach %s elements in modes the kernel computes "
                 "in 32 bits (layout %s: 32-bit strides promise offsets "
                 "below 2^31; a `?{i64}` stride takes 64-bit ones)",
                 reach, a->spec);
}

static const char *givenKind(const CuteRtArg *x) {
  switch (x->kind) {
  case CUTE_RT_ARG_TENSOR: return "a tensor descriptor";
  case CUTE_RT_ARG_DLTENSOR: return "a DLTensor";
  case CUTE_RT_ARG_POINTER: return "a pointer";
  case CUTE_RT_ARG_LEAVES: return "leaves";
  case CUTE_RT_ARG_SCALAR: return "a scalar";
  case CUTE_RT_ARG_NONE: return "nothing (cuteRtArgNone)";
  }
  return "an argument of unknown kind";
}

static CuteRtStatus kindFail(const RtAbiKernel *k, size_t i,
                             const CuteRtArg *x, const RtArg *a,
                             CuteRtError *err) {
  static const char *const hints[] = {
      "cuteRtArgTensor, cuteRtArgDLTensor or cuteRtArgMemref",
      "cuteRtArgPointer",
      "cuteRtArgLeaves",
      "cuteRtArgLeaves",
      "cuteRtArgLeaves",
      "cuteRtArgLeaves",
      "cuteRtArgLeaves",
      "cuteRtArgLeaves",
      "cuteRtArgLeaves",
      "cuteRtArgLeaves",
      "cuteRtArgLeaves",
      "cuteRtArgInt, cuteRtArgF32, ...",
      "cuteRtArgI32 with the divisor",
      "cuteRtArgNone",
      "cuteRtArgTensor or cuteRtArgDLTensor"};
  const char *detail = a->kind == CUTE_RT_ABI_SCALAR
                           ? cuteRtScalarTypeGetName(a->scalar)
                       : a->kind == CUTE_RT_ABI_FAST_DIVMOD_DIVISOR ? "32"
                       : a->elemName ? a->elemName
                                     : a->spec;
  bool tensor = a->kind == CUTE_RT_ABI_MEMREF || a->kind == CUTE_RT_ABI_TMA_DESC;
  return rtArgFail(k, i, x, err, "the kernel takes %s %s%s%s, got %s (use %s)",
                 rtAbiKindName(a->kind), detail, tensor ? " " : "",
                 tensor ? a->spec : "", givenKind(x), hints[a->kind]);
}

static CuteRtStatus alignCheck(const RtAbiKernel *k, size_t i,
                               const CuteRtArg *x, const RtArg *a,
                               uint64_t p, CuteRtError *err) {
  if ((p & (a->align - 1)) == 0)
    return CUTE_RT_OK;
  return rtArgFail(k, i, x, err,
                 "data pointer 0x%llx is not aligned to %u bytes as the "
                 "kernel requires",
                 (unsigned long long)p, a->align);
}

/* Compact row-major strides of `shape`, as DLPack means by NULL. */
bool rtRowMajor(const int64_t *shape, int32_t rank, int64_t *out) {
  int64_t s = 1;
  for (int32_t m = rank - 1; m >= 0; --m) {
    out[m] = s;
    int64_t e = shape[m] > 1 ? shape[m] : 1;
    if (__builtin_mul_overflow(s, e, &s))
      return false;
  }
  return true;
}

/* Why a memref's layout does not bind to a descriptor (its form). */
static void notBound(const RtArg *a, char *buf, size_t size) {
  switch (a->form) {
  case RT_FORM_NESTED:
    snprintf(buf, size, "is nested");
    return;
  case RT_FORM_BASIS:
    snprintf(buf, size, "has scaled-basis strides");
    return;
  case RT_FORM_COMPOSED:
    snprintf(buf, size, "is a composed layout");
    return;
  default:
    snprintf(buf, size, "has %d modes, more than the %d of the runtime",
             a->rank, RT_MAX_RANK);
  }
}

/* A memref from a descriptor: data, shape, strides (NULL: row-major). */
static CuteRtStatus packDesc(const RtAbiKernel *k, size_t i,
                             const CuteRtArg *x, const RtArg *a,
                             const RtTensorView *view, uint64_t *slots,
                             CuteRtError *err) {
  uint64_t data = view->data;
  int64_t rank = view->rank;
  const int64_t *shape = view->shape, *strides = view->strides;
  if (a->form != RT_FORM_FLAT || a->rank > RT_MAX_RANK) {
    char why[64];
    notBound(a, why, sizeof why);
    return rtArgFail(k, i, x, err,
                   "the kernel's layout %s %s; a tensor binds only to a "
                   "flat layout (one leaf per mode): pass the pointer and "
                   "the layout's %u dynamic leaves (cuteRtArgMemref)",
                   a->spec, why, a->numDyn);
  }
  if (rank != a->rank)
    return rtArgFail(k, i, x, err, "rank is %lld, the kernel's layout %s has "
                                 "rank %d", (long long)rank, a->spec, a->rank);
  if (rank > 0 && !shape)
    return rtArgFail(k, i, x, err, "shape is NULL");
  if (alignCheck(k, i, x, a, data, err))
    return CUTE_RT_ERROR_INVALID_ARGUMENT;
  int64_t compact[RT_MAX_RANK];
  if (!strides) {
    if (!rtRowMajor(shape, (int32_t)rank, compact))
      return rtArgFail(k, i, x, err, "the compact strides of its shape "
                                   "overflow 64 bits");
    strides = compact;
  }
  const RtLeaf *L = k->leaves + a->firstLeaf;
  uint64_t *s = slots + a->firstSlot;
  char what[40];
  *s++ = data;
  for (int64_t m = 0; m < rank; ++m) {
    const RtLeaf *l = &L[m];
    int64_t v = shape[m];
    if (v < 0)
      return rtArgFail(k, i, x, err, "shape of mode %lld is %lld, not a valid "
                                   "extent", (long long)m, (long long)v);
    if (!l->dyn) {
      if (v != l->value)
        return rtArgFail(k, i, x, err, "shape of mode %lld is %lld, the kernel "
                                     "was compiled for %lld",
                       (long long)m, (long long)v, (long long)l->value);
    } else if (leafOk(l, v)) {
      storeLeaf(s++, l, v);
    } else {
      snprintf(what, sizeof what, "shape of mode %lld", (long long)m);
      return leafFail(k, i, x, err, what, l, v);
    }
  }
  for (int64_t m = 0; m < rank; ++m) {
    const RtLeaf *l = &L[rank + m];
    int64_t v = strides[m];
    bool unit = shape[m] <= 1; /* the stride of such a mode is never used */
    if (!l->dyn) {
      if (v != l->value && !unit)
        return rtArgFail(k, i, x, err, "stride of mode %lld is %lld, the "
                                     "kernel was compiled for %lld",
                       (long long)m, (long long)v, (long long)l->value);
    } else {
      if (unit && !leafOk(l, v))
        v = 0;
      if (!leafOk(l, v)) {
        snprintf(what, sizeof what, "stride of mode %lld", (long long)m);
        return leafFail(k, i, x, err, what, l, v);
      }
      storeLeaf(s++, l, v);
    }
  }
  Span span = {0, 0, false, false};
  for (int64_t m = 0; m < rank; ++m)
    spanAdd(&span, &L[m], &L[rank + m], shape[m], strides[m]);
  return spanCheck(k, i, x, a, &span, err);
}

static CuteRtStatus viewTensor(const RtAbiKernel *k, size_t i,
                               const CuteRtArg *x, const RtArg *a,
                               RtTensorView *v, CuteRtError *err) {
  const CuteRtTensor *t = x->u.tensor;
  if (!t)
    return rtArgFail(k, i, x, err, "the tensor descriptor is NULL");
  if (a->elem == CUTE_RT_ELEM_UNKNOWN)
    return rtArgFail(k, i, x, err, "the kernel's element type %s is unknown to "
                                 "the runtime: pass the pointer and leaves "
                                 "(cuteRtArgMemref)", a->elemName);
  if (t->elemType != a->elem &&
      !(a->elem == CUTE_RT_ELEM_TF32 && t->elemType == CUTE_RT_ELEM_F32))
    return rtArgFail(k, i, x, err, "element type is %s, the kernel was "
                                 "compiled for %s",
                   cuteRtElemTypeGetName(t->elemType), a->elemName);
  *v = (RtTensorView){t->data, t->rank, t->shape, t->strides};
  return CUTE_RT_OK;
}

/* The DLPack (code, bits) pairs that an element type accepts. */
static bool dlMatches(CuteRtElemType e, uint8_t code, uint8_t bits) {
  bool isInt = code == 0 || code == 1; /* MLIR integers are signless */
  switch (e) {
  case CUTE_RT_ELEM_I1: return code == 6 && bits == 8;
  case CUTE_RT_ELEM_I4: return isInt && bits == 4;
  case CUTE_RT_ELEM_I8: return isInt && bits == 8;
  case CUTE_RT_ELEM_I16: return isInt && bits == 16;
  case CUTE_RT_ELEM_I32: return isInt && bits == 32;
  case CUTE_RT_ELEM_I64: return isInt && bits == 64;
  case CUTE_RT_ELEM_F16: return code == 2 && bits == 16;
  case CUTE_RT_ELEM_BF16: return code == 4 && bits == 16;
  case CUTE_RT_ELEM_F32:
  case CUTE_RT_ELEM_TF32: return code == 2 && bits == 32;
  case CUTE_RT_ELEM_F64: return code == 2 && bits == 64;
  case CUTE_RT_ELEM_F8E4M3FN: return code == 10 && bits == 8;
  case CUTE_RT_ELEM_F8E5M2: return code == 12 && bits == 8;
  case CUTE_RT_ELEM_F8E8M0FNU: return code == 14 && bits == 8;
  case CUTE_RT_ELEM_F6E2M3FN: return code == 15 && bits == 6;
  case CUTE_RT_ELEM_F6E3M2FN: return code == 16 && bits == 6;
  case CUTE_RT_ELEM_F4E2M1FN: return code == 17 && bits == 4;
  default: return false;
  }
}

static const char *dlCodeName(uint8_t code) {
  static const char *const names[] = {
      "int",           "uint",          "float",          "opaque handle",
      "bfloat",        "complex",       "bool",           "float8_e3m4",
      "float8_e4m3",   "float8_e4m3b11fnuz", "float8_e4m3fn", "float8_e4m3fnuz",
      "float8_e5m2",   "float8_e5m2fnuz", "float8_e8m0fnu", "float6_e2m3fn",
      "float6_e3m2fn", "float4_e2m1fn"};
  return code < sizeof names / sizeof names[0] ? names[code] : "unknown";
}

static const char *dlDeviceName(int32_t t) {
  static const char *const names[] = {
      "?",      "CPU",    "CUDA",   "CUDAHost", "OpenCL", "?",
      "?",      "Vulkan", "Metal",  "VPI",      "ROCM",   "ROCMHost",
      "ExtDev", "CUDAManaged", "OneAPI", "WebGPU", "Hexagon", "MAIA"};
  return t >= 0 && t < (int32_t)(sizeof names / sizeof names[0]) ? names[t]
                                                                  : "?";
}

static CuteRtStatus viewDL(const RtAbiKernel *k, size_t i, const CuteRtArg *x,
                           const RtArg *a, RtTensorView *v, CuteRtError *err) {
  const CuteRtDLTensor *t = x->u.dlTensor;
  if (!t)
    return rtArgFail(k, i, x, err, "the DLTensor is NULL");
  if (t->device.deviceType != 2 && t->device.deviceType != 13)
    return rtArgFail(k, i, x, err, "DLPack device type %d (kDL%s) is not CUDA "
                                 "(2) or CUDA managed (13) memory",
                   t->device.deviceType, dlDeviceName(t->device.deviceType));
  if (t->dtype.lanes != 1)
    return rtArgFail(k, i, x, err, "DLPack dtype has %u lanes; only scalar "
                                 "elements (1 lane) are supported",
                   t->dtype.lanes);
  if (a->elem == CUTE_RT_ELEM_UNKNOWN)
    return rtArgFail(k, i, x, err, "the kernel's element type %s is unknown to "
                                 "the runtime: pass the pointer and leaves "
                                 "(cuteRtArgMemref)", a->elemName);
  if (!dlMatches(a->elem, t->dtype.code, t->dtype.bits))
    return rtArgFail(k, i, x, err, "element type is DLPack %s%u (code %u, "
                                 "bits %u), the kernel was compiled for %s",
                   dlCodeName(t->dtype.code), t->dtype.bits, t->dtype.code,
                   t->dtype.bits, a->elemName);
  uint64_t data = (uint64_t)(uintptr_t)t->data + t->byte_offset;
  *v = (RtTensorView){data, t->ndim, t->shape, t->strides};
  return CUTE_RT_OK;
}

CuteRtStatus rtTensorView(const RtAbiKernel *k, size_t i, const CuteRtArg *x,
                          const RtArg *a, RtTensorView *v, CuteRtError *err) {
  return x->kind == CUTE_RT_ARG_DLTENSOR ? viewDL(k, i, x, a, v, err)
                                         : viewTensor(k, i, x, a, v, err);
}

static CuteRtStatus packTensorArg(const RtAbiKernel *k, size_t i,
                                  const CuteRtArg *x, const RtArg *a,
                                  uint64_t *slots, CuteRtError *err) {
  RtTensorView v;
  CuteRtStatus st = rtTensorView(k, i, x, a, &v, err);
  return st ? st : packDesc(k, i, x, a, &v, slots, err);
}

/* Dynamic leaves given by the caller, checked and stored from *s on. */
static CuteRtStatus packLeafValues(const RtAbiKernel *k, size_t i,
                                   const CuteRtArg *x, const RtArg *a,
                                   const int64_t *vals, size_t n, uint64_t *s,
                                   CuteRtError *err) {
  if (n != a->numDyn)
    return rtArgFail(k, i, x, err, "%zu leaves given, the kernel's %s has %u "
                                 "dynamic leaves", n, a->spec, a->numDyn);
  if (n && !vals)
    return rtArgFail(k, i, x, err, "the leaves array is NULL");
  const RtLeaf *L = k->leaves + a->firstLeaf;
  size_t j = 0;
  for (uint32_t u = 0; u < a->numLeaves; ++u) {
    const RtLeaf *l = &L[u];
    if (!l->dyn)
      continue;
    if (!leafOk(l, vals[j])) {
      char what[24];
      snprintf(what, sizeof what, "leaf %zu", j);
      return leafFail(k, i, x, err, what, l, vals[j]);
    }
    storeLeaf(s++, l, vals[j++]);
  }
  if (a->kind != CUTE_RT_ABI_MEMREF || a->form == RT_FORM_COMPOSED)
    return CUTE_RT_OK;
  /* Shape leaves, then stride leaves in the same order; the values of
   * dynamic ones are vals[] in that order too. */
  uint32_t modes = a->numLeaves / 2;
  size_t js = 0, jd = 0;
  for (uint32_t u = 0; u < modes; ++u)
    jd += L[u].dyn;
  Span span = {0, 0, false, false};
  for (uint32_t u = 0; u < modes; ++u) {
    const RtLeaf *le = &L[u], *ls = &L[modes + u];
    int64_t extent = le->dyn ? vals[js++] : le->value;
    int64_t stride = ls->dyn ? vals[jd++] : ls->value;
    spanAdd(&span, le, ls, extent, stride);
  }
  return spanCheck(k, i, x, a, &span, err);
}

static CuteRtStatus packPointer(const RtAbiKernel *k, size_t i,
                                const CuteRtArg *x, const RtArg *a,
                                uint64_t *slots, CuteRtError *err) {
  uint64_t p = x->u.pointer.data;
  if (a->kind == CUTE_RT_ABI_PTR && x->u.pointer.numLeaves)
    return rtArgFail(k, i, x, err, "%zu leaves given for a ptr, which has none",
                   x->u.pointer.numLeaves);
  if (alignCheck(k, i, x, a, p, err))
    return CUTE_RT_ERROR_INVALID_ARGUMENT;
  slots[a->firstSlot] = p;
  if (a->kind == CUTE_RT_ABI_PTR)
    return CUTE_RT_OK;
  return packLeafValues(k, i, x, a, x->u.pointer.leaves,
                        x->u.pointer.numLeaves, slots + a->firstSlot + 1,
                        err);
}

static CuteRtStatus packScalar(const RtAbiKernel *k, size_t i,
                               const CuteRtArg *x, const RtArg *a,
                               uint64_t *slots, CuteRtError *err) {
  static const int64_t lo[] = {0, INT8_MIN, INT16_MIN, INT32_MIN};
  static const int64_t hi[] = {1, UINT8_MAX, UINT16_MAX, UINT32_MAX};
  uint64_t *s = slots + a->firstSlot;
  if (x->scalarType != a->scalar)
    return rtArgFail(k, i, x, err, "scalar type is %s, the kernel takes %s",
                   cuteRtScalarTypeGetName(x->scalarType),
                   cuteRtScalarTypeGetName(a->scalar));
  int64_t v = x->u.i;
  switch (a->scalar) {
  case CUTE_RT_SCALAR_I1:
  case CUTE_RT_SCALAR_I8:
  case CUTE_RT_SCALAR_I16:
  case CUTE_RT_SCALAR_I32:
    if (v < lo[a->scalar] || v > hi[a->scalar])
      return rtArgFail(k, i, x, err, "value %lld does not fit %s", (long long)v,
                     cuteRtScalarTypeGetName(a->scalar));
    *s = (uint64_t)v & (uint64_t)hi[a->scalar];
    return CUTE_RT_OK;
  case CUTE_RT_SCALAR_F16:
  case CUTE_RT_SCALAR_BF16:
    if (v < 0 || v > UINT16_MAX)
      return rtArgFail(k, i, x, err, "%s bits 0x%llx do not fit 16 bits",
                     cuteRtScalarTypeGetName(a->scalar),
                     (unsigned long long)v);
    *s = (uint64_t)v;
    return CUTE_RT_OK;
  case CUTE_RT_SCALAR_F32: {
    float f = (float)x->u.f;
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    *s = bits;
    return CUTE_RT_OK;
  }
  case CUTE_RT_SCALAR_F64:
    memcpy(s, &x->u.f, sizeof *s);
    return CUTE_RT_OK;
  default: /* i64 */
    *s = (uint64_t)v;
    return CUTE_RT_OK;
  }
}

/* CuTe's FastDivmod (cutlass/fast_math.h), as cute-to-base's
 * create_divisor computes it: with L = ceil(log2 d) and p = 31 + L,
 * multiplier = ceil(2^p / d) and shift = L - 1, so that n / d =
 * umulhi(n, multiplier) >> shift for 0 <= n < 2^31; d == 1 keeps both 0
 * (the kernel passes n through). */
static CuteRtStatus packDivisor(const RtAbiKernel *k, size_t i,
                                const CuteRtArg *x, const RtArg *a,
                                uint64_t *slots, CuteRtError *err) {
  if (x->scalarType != CUTE_RT_SCALAR_I32)
    return rtArgFail(k, i, x, err,
                   "scalar type is %s, the kernel's fast_divmod_divisor 32 "
                   "takes the divisor as i32",
                   cuteRtScalarTypeGetName(x->scalarType));
  int64_t d = x->u.i;
  if (d < 1 || d > INT32_MAX)
    return rtArgFail(k, i, x, err,
                   "divisor %lld is outside 1 to 2147483647, the range of a "
                   "fast_divmod_divisor 32",
                   (long long)d);
  uint32_t m = 0, shift = 0;
  if (d != 1) {
    unsigned l = 0;
    while (((int64_t)1 << l) < d)
      ++l;
    m = (uint32_t)((((uint64_t)1 << (31 + l)) + (uint64_t)d - 1) / (uint64_t)d);
    shift = l - 1;
  }
  uint64_t *s = slots + a->firstSlot;
  s[0] = (uint64_t)d;
  s[1] = m;
  s[2] = shift;
  return CUTE_RT_OK;
}

static CuteRtStatus packOne(const RtAbiKernel *k, RtKernelObj *obj, size_t i,
                            const CuteRtArg *x, const RtArg *a,
                            CuteRtPackBuffer *buf, CuteRtError *err) {
  uint64_t *slots = buf->slots;
  switch (a->kind) {
  case CUTE_RT_ABI_MEMREF:
    if (x->kind == CUTE_RT_ARG_TENSOR || x->kind == CUTE_RT_ARG_DLTENSOR)
      return packTensorArg(k, i, x, a, slots, err);
    if (x->kind == CUTE_RT_ARG_POINTER)
      return packPointer(k, i, x, a, slots, err);
    break;
  case CUTE_RT_ABI_PTR:
    if (x->kind == CUTE_RT_ARG_POINTER)
      return packPointer(k, i, x, a, slots, err);
    break;
  case CUTE_RT_ABI_SCALAR:
    if (x->kind == CUTE_RT_ARG_SCALAR)
      return packScalar(k, i, x, a, slots, err);
    break;
  case CUTE_RT_ABI_FAST_DIVMOD_DIVISOR:
    if (x->kind == CUTE_RT_ARG_SCALAR)
      return packDivisor(k, i, x, a, slots, err);
    break;
  case CUTE_RT_ABI_ATOM: /* all in its type: nothing to pack */
    if (x->kind == CUTE_RT_ARG_NONE)
      return CUTE_RT_OK;
    break;
  case CUTE_RT_ABI_TMA_DESC:
    if (x->kind == CUTE_RT_ARG_TENSOR || x->kind == CUTE_RT_ARG_DLTENSOR)
      return rtTmaPack(k, obj, i, x, a, buf->params[a->firstParam], err);
    break;
  default:
    if (x->kind == CUTE_RT_ARG_LEAVES)
      return packLeafValues(k, i, x, a, x->u.leaves.values, x->u.leaves.count,
                            slots + a->firstSlot, err);
    /* A value without dynamic leaves passes nothing either. */
    if (x->kind == CUTE_RT_ARG_NONE)
      return packLeafValues(k, i, x, a, NULL, 0, slots + a->firstSlot, err);
    break;
  }
  return kindFail(k, i, x, a, err);
}

CuteRtStatus rtPack(const RtAbiKernel *k, RtKernelObj *obj,
                    const CuteRtArg *args, size_t numArgs,
                    CuteRtPackBuffer *buf, CuteRtError *err) {
  if (numArgs != k->numArgs)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "%s: %zu arguments given, the kernel takes %u", k->name,
                  numArgs, k->numArgs);
  if (numArgs && !args)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "%s: the argument array is NULL", k->name);
  /* Every packer writes whole slots, zero-extended: the high bytes of
   * narrow parameters read as zero. */
  buf->params[k->numParams] = NULL;
  buf->numParams = k->numParams;
  for (size_t i = 0; i < numArgs; ++i) {
    const RtArg *a = &k->args[i];
    if (a->kind == CUTE_RT_ABI_TMA_DESC)
      buf->params[a->firstParam] = rtTmaSlot(buf->slots, a);
    else
      for (uint32_t p = 0; p < a->numParams; ++p)
        buf->params[a->firstParam + p] = &buf->slots[a->firstSlot + p];
    CuteRtStatus st = packOne(k, obj, i, &args[i], a, buf, err);
    if (st)
      return st;
  }
  return CUTE_RT_OK;
}

CuteRtStatus cuteRtAbiKernelPack(CuteRtAbiKernel k, const CuteRtArg *args,
                                 size_t numArgs, CuteRtPackBuffer *buf,
                                 CuteRtError *err) {
  if (!k.ptr || !buf)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtAbiKernelPack: %s is null",
                  k.ptr ? "the pack buffer" : "the kernel");
  return rtPack(k.ptr, NULL, args, numArgs, buf, err);
}

CuteRtStatus cuteRtKernelPack(CuteRtKernel kernel, const CuteRtArg *args,
                              size_t numArgs, CuteRtPackBuffer *buf,
                              CuteRtError *err) {
  RtKernelObj *k = kernel.ptr;
  if (!k || !buf)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtKernelPack: %s is null",
                  k ? "the pack buffer" : "the kernel");
  if (!k->abi)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "%s: the kernel has no ABI metadata: load its module with "
                  "the .abi text, or launch with cuteRtLaunchRaw", k->name);
  return rtPack(k->abi, k, args, numArgs, buf, err);
}
