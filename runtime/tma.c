/* TMA descriptors (`arg tma_desc`, docs/abi.md): the caller's global
 * tensor is checked against the line, then the driver's
 * cuTensorMapEncodeTiled encodes it into the 128-byte parameter. Each
 * kernel keeps the last encoding of each of its tma_desc arguments.
 *
 * The encoder's inputs are the line's (fixed per argument) and the key's
 * (address, extents, byte strides), and an encoding depends on nothing
 * else, so one reused for the same key is the one the driver would give.
 *
 * Threads: packing may run on several threads at once (Runtime.h), and
 * like the rest of packing this never waits: a cache entry is guarded by
 * a try-lock, and a packer that finds it taken encodes without the cache.
 * The cache only saves driver calls. */
#include "internal.h"

#include <stdio.h>
#include <string.h>

const char *const rtTmaSwizzleNames[] = {"none", "32B", "64B", "128B", NULL};
const char *const rtTmaL2Names[] = {"none", "64B", "128B", "256B", NULL};
const char *const rtTmaOobNames[] = {"none", "nan", NULL};

int rtTmaDataType(CuteRtElemType e, unsigned *bytes) {
  switch (e) {
  case CUTE_RT_ELEM_I8:
  case CUTE_RT_ELEM_F8E4M3FN:
  case CUTE_RT_ELEM_F8E5M2:
  case CUTE_RT_ELEM_F8E8M0FNU: /* bytes, moved as they are */
    *bytes = 1;
    return RT_CU_TENSOR_MAP_DATA_TYPE_UINT8;
  case CUTE_RT_ELEM_I16:
    *bytes = 2;
    return RT_CU_TENSOR_MAP_DATA_TYPE_UINT16;
  case CUTE_RT_ELEM_I32:
    *bytes = 4;
    return RT_CU_TENSOR_MAP_DATA_TYPE_INT32;
  case CUTE_RT_ELEM_I64:
    *bytes = 8;
    return RT_CU_TENSOR_MAP_DATA_TYPE_INT64;
  case CUTE_RT_ELEM_F16:
    *bytes = 2;
    return RT_CU_TENSOR_MAP_DATA_TYPE_FLOAT16;
  case CUTE_RT_ELEM_BF16:
    *bytes = 2;
    return RT_CU_TENSOR_MAP_DATA_TYPE_BFLOAT16;
  case CUTE_RT_ELEM_F32:
    *bytes = 4;
    return RT_CU_TENSOR_MAP_DATA_TYPE_FLOAT32;
  case CUTE_RT_ELEM_TF32:
    *bytes = 4;
    return RT_CU_TENSOR_MAP_DATA_TYPE_TFLOAT32;
  case CUTE_RT_ELEM_F64:
    *bytes = 8;
    return RT_CU_TENSOR_MAP_DATA_TYPE_FLOAT64;
  default: /* i1; sub-byte types, which TMA packs in its own formats */
    return -1;
  }
}

void *rtTmaSlot(uint64_t *slots, const RtArg *a) {
  unsigned char *p = (unsigned char *)(slots + a->firstSlot);
  return p + (64 - (uintptr_t)p % 64) % 64;
}

/* "1 0" for the values v[0..n-1]. */
static void listText(const uint64_t *v, int n, char *buf, size_t size) {
  size_t used = 0;
  buf[0] = 0;
  for (int j = 0; j < n && used < size; ++j)
    used += (size_t)snprintf(buf + used, size - used, "%s%llu", j ? " " : "",
                             (unsigned long long)v[j]);
}

static void dimsText(const RtTma *t, char *buf, size_t size) {
  uint64_t v[RT_TMA_MAX_RANK];
  for (int d = 0; d < t->rank; ++d)
    v[d] = t->dims[d];
  listText(v, t->rank, buf, size);
}

/* The TMA dimension that reads mode m, or -1. */
static int dimOf(const RtTma *t, int64_t m) {
  for (int d = 0; d < t->rank; ++d)
    if (t->dims[d] == m)
      return d;
  return -1;
}

/* The caller's tensor checked against the line, as the encoder's inputs
 * that the line does not fix. */
static CuteRtStatus tmaKey(const RtAbiKernel *k, size_t i, const CuteRtArg *x,
                           const RtArg *a, RtTmaKey *key, CuteRtError *err) {
  const RtTma *t = &a->tma;
  RtTensorView v;
  CuteRtStatus st = rtTensorView(k, i, x, a, &v, err);
  if (st)
    return st;
  char dims[32];
  dimsText(t, dims, sizeof dims);
  int64_t need = 0;
  for (int d = 0; d < t->rank; ++d)
    if (t->dims[d] >= need)
      need = t->dims[d] + 1;
  if (v.rank < need)
    return rtArgFail(k, i, x, err,
                     "rank is %lld, the tma_desc's dims (%s) read modes up "
                     "to %lld",
                     (long long)v.rank, dims, (long long)need - 1);
  if (v.rank > RT_MAX_RANK)
    return rtArgFail(k, i, x, err, "rank is %lld, more than the %d modes "
                                   "the runtime binds",
                     (long long)v.rank, RT_MAX_RANK);
  if (!v.shape)
    return rtArgFail(k, i, x, err, "shape is NULL");
  int64_t compact[RT_MAX_RANK];
  const int64_t *strides = v.strides;
  if (!strides) {
    if (!rtRowMajor(v.shape, (int32_t)v.rank, compact))
      return rtArgFail(k, i, x, err, "the compact strides of its shape "
                                     "overflow 64 bits");
    strides = compact;
  }
  /* The descriptor sees only its dims: any other mode would be a part of
   * the tensor the kernel cannot reach. */
  for (int64_t m = 0; m < v.rank; ++m)
    if (dimOf(t, m) < 0 && v.shape[m] != 1)
      return rtArgFail(k, i, x, err,
                       "shape of mode %lld is %lld, but the tma_desc reads "
                       "modes %s only: a mode outside its dims must have "
                       "extent 1",
                       (long long)m, (long long)v.shape[m], dims);
  if (v.data % 16)
    return rtArgFail(k, i, x, err,
                     "data pointer 0x%llx is not aligned to 16 bytes as TMA "
                     "requires",
                     (unsigned long long)v.data);
  memset(key, 0, sizeof *key);
  key->addr = v.data;
  for (int d = 0; d < t->rank; ++d) {
    int m = t->dims[d];
    int64_t e = v.shape[m], s = strides[m];
    if (e < 1 || e > (int64_t)1 << 32)
      return rtArgFail(k, i, x, err,
                       "shape of mode %d (TMA dimension %d) is %lld, TMA "
                       "takes extents from 1 to 2^32",
                       m, d, (long long)e);
    key->dims[d] = (uint64_t)e;
    if (d == 0) {
      if (s != 1)
        return rtArgFail(k, i, x, err,
                         "stride of mode %d (TMA dimension 0) is %lld, TMA "
                         "needs 1 (its dimension 0 is contiguous)",
                         m, (long long)s);
      /* TMA moves dimension 0 in 16-byte units: past an extent that ends
       * inside one, loads read and stores write the rest of it (measured
       * on an H200: C's columns N..15 of a 16-byte row end written). */
      if (((uint64_t)e * t->elemBytes) % 16)
        return rtArgFail(k, i, x, err,
                         "shape of mode %d (TMA dimension 0) is %lld elements "
                         "of %u bytes, not a multiple of 16 bytes: TMA moves "
                         "its dimension 0 in 16-byte units",
                         m, (long long)e, t->elemBytes);
      continue;
    }
    uint64_t bytes;
    if (s <= 0 || __builtin_mul_overflow((uint64_t)s, t->elemBytes, &bytes) ||
        bytes % 16 || bytes >= (uint64_t)1 << 40)
      return rtArgFail(k, i, x, err,
                       "stride of mode %d (TMA dimension %d) is %lld "
                       "elements of %u bytes, TMA needs a positive multiple "
                       "of 16 bytes below 2^40",
                       m, d, (long long)s, t->elemBytes);
    key->strides[d - 1] = bytes;
  }
  return CUTE_RT_OK;
}

/* Copies the entry's encoding to dst if its key is `key`; false when it
 * is not, or another thread holds the entry. */
static bool cacheGet(RtTmaCache *c, const RtTmaKey *key, void *dst) {
  if (atomic_exchange_explicit(&c->busy, true, memory_order_acquire))
    return false;
  bool hit = c->valid && memcmp(&c->key, key, sizeof *key) == 0;
  if (hit)
    memcpy(dst, c->map, sizeof c->map);
  atomic_store_explicit(&c->busy, false, memory_order_release);
  return hit;
}

/* Makes the entry key's encoding, unless another thread holds it. */
static void cachePut(RtTmaCache *c, const RtTmaKey *key, const void *map) {
  if (atomic_exchange_explicit(&c->busy, true, memory_order_acquire))
    return;
  c->key = *key;
  memcpy(c->map, map, sizeof c->map);
  c->valid = true;
  atomic_store_explicit(&c->busy, false, memory_order_release);
}

/* The encoder's CUDA error, with its inputs (the driver says no more
 * than CUDA_ERROR_INVALID_VALUE). */
static CuteRtStatus encodeFail(const RtAbiKernel *k, size_t i,
                               const CuteRtArg *x, const RtArg *a,
                               const RtDriver *d, const RtTmaKey *key,
                               RtCuResult r, CuteRtError *err) {
  const RtTma *t = &a->tma;
  uint64_t box[RT_TMA_MAX_RANK];
  for (int j = 0; j < t->rank; ++j)
    box[j] = t->box[j];
  char label[300], dims[120], strides[120], boxes[40];
  char what[CUTE_RT_ERROR_MESSAGE_SIZE];
  rtArgLabel(k, i, x, label, sizeof label);
  listText(key->dims, t->rank, dims, sizeof dims);
  listText(key->strides, t->rank - 1, strides, sizeof strides);
  listText(box, t->rank, boxes, sizeof boxes);
  snprintf(what, sizeof what,
           "%s: cuTensorMapEncodeTiled(%s at 0x%llx, dims %s, byte strides "
           "%s%s, box %s, swizzle %s, l2 %s, oob %s)",
           label, a->elemName, (unsigned long long)key->addr, dims,
           t->rank > 1 ? "" : "(none)", strides, boxes,
           rtTmaSwizzleNames[t->swizzle], rtTmaL2Names[t->l2],
           rtTmaOobNames[t->oob]);
  rtCudaFail(d, err, r, what);
  if (err)
    err->argIndex = (int)i;
  return CUTE_RT_ERROR_CUDA;
}

CuteRtStatus rtTmaPack(const RtAbiKernel *k, RtKernelObj *obj, size_t i,
                       const CuteRtArg *x, const RtArg *a, void *dst,
                       CuteRtError *err) {
  RtTmaKey key;
  CuteRtStatus st = tmaKey(k, i, x, a, &key, err);
  if (st)
    return st;
  if (!obj)
    return rtArgFail(k, i, x, err,
                     "a tma_desc is encoded by the CUDA driver "
                     "(cuTensorMapEncodeTiled): pack with cuteRtKernelPack "
                     "or launch with cuteRtLaunch");
  const RtDriver *d = obj->drv;
  if (!d->cuTensorMapEncodeTiled) {
    char label[300];
    rtArgLabel(k, i, x, label, sizeof label);
    rtFail(err, CUTE_RT_ERROR_DRIVER,
           "%s: a tma_desc needs cuTensorMapEncodeTiled, which the CUDA "
           "driver (%s) lacks",
           label, d->path);
    if (err)
      err->argIndex = (int)i;
    return CUTE_RT_ERROR_DRIVER;
  }
  RtTmaCache *c = &obj->tmaCache[a->tma.index];
  if (cacheGet(c, &key, dst))
    return CUTE_RT_OK;
  const RtTma *t = &a->tma;
  uint32_t box[RT_TMA_MAX_RANK], ones[RT_TMA_MAX_RANK];
  for (int j = 0; j < t->rank; ++j) {
    box[j] = t->box[j];
    ones[j] = 1;
  }
  RtCuTensorMap map; /* aligned as cuda.h's CUtensorMap, more than dst */
  RtCuResult r = d->cuTensorMapEncodeTiled(
      &map, t->dataType, t->rank, (void *)(uintptr_t)key.addr, key.dims,
      key.strides, box, ones, RT_CU_TENSOR_MAP_INTERLEAVE_NONE, t->swizzle,
      t->l2, t->oob);
  if (r)
    return encodeFail(k, i, x, a, d, &key, r, err);
  memcpy(dst, &map, sizeof map);
  cachePut(c, &key, &map);
  return CUTE_RT_OK;
}
