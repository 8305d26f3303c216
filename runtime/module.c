/* Modules (cubin, PTX or fatbin images, with optional ABI text) and the
 * kernels looked up in them. The ABI is parsed once here, at load time. */
#define _POSIX_C_SOURCE 200809L
#include "internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* cubin (ELF) and fatbin images are binary; anything else is PTX text. */
static bool isBinaryImage(const unsigned char *p, size_t n) {
  if (n >= 4 && p[0] == 0x7f && p[1] == 'E' && p[2] == 'L' && p[3] == 'F')
    return true;
  return n >= 4 && p[0] == 0x50 && p[1] == 0xED && p[2] == 0x55 &&
         p[3] == 0xBA; /* fatbin magic 0xBA55ED50, little-endian */
}

static CuteRtStatus loadImage(RtContext *c, const void *image, size_t size,
                              RtCuModule *mod, CuteRtError *err) {
  const RtDriver *d = &c->drv;
  const unsigned char *bytes = image;
  unsigned char *copy = NULL;
  if (!isBinaryImage(bytes, size) && bytes[size - 1] != 0) {
    copy = malloc(size + 1); /* PTX must be NUL-terminated */
    if (!copy)
      return rtFail(err, CUTE_RT_ERROR_NO_MEMORY, "out of memory");
    memcpy(copy, bytes, size);
    copy[size] = 0;
    bytes = copy;
  }
  RtCuResult r;
  char log[4096] = {0};
  if (d->cuModuleLoadDataEx) {
    int opts[2] = {RT_CU_JIT_ERROR_LOG_BUFFER,
                   RT_CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *vals[2] = {log, (void *)(uintptr_t)sizeof log};
    r = d->cuModuleLoadDataEx(mod, bytes, 2, opts, vals);
  } else {
    r = d->cuModuleLoadData(mod, bytes);
  }
  free(copy);
  if (!r)
    return CUTE_RT_OK;
  rtCudaFail(d, err, r,
             d->cuModuleLoadDataEx ? "cuModuleLoadDataEx" : "cuModuleLoadData");
  log[sizeof log - 1] = 0;
  if (err && log[0]) {
    size_t n = strlen(err->message);
    snprintf(err->message + n, sizeof err->message - n, ": %s", log);
  }
  return CUTE_RT_ERROR_CUDA;
}

CuteRtStatus cuteRtModuleLoad(CuteRtContext ctx, const void *image,
                              size_t size, const char *abiText,
                              size_t abiSize, const char *abiSourceName,
                              CuteRtModule *out, CuteRtError *err) {
  if (!out)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtModuleLoad: out is NULL");
  out->ptr = NULL;
  if (!ctx.ptr)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtModuleLoad: null context");
  if (!image || size == 0)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtModuleLoad: the module image is empty");
  RtModule *m = calloc(1, sizeof *m);
  if (!m)
    return rtFail(err, CUTE_RT_ERROR_NO_MEMORY, "out of memory");
  m->ctx = ctx.ptr;
  CuteRtStatus st = CUTE_RT_OK;
  if (abiText)
    st = rtAbiParse(abiText, abiSize, abiSourceName, &m->abi, err);
  if (!st)
    st = loadImage(m->ctx, image, size, &m->mod, err);
  if (st) {
    rtAbiFree(m->abi);
    free(m);
    return st;
  }
  out->ptr = m;
  return CUTE_RT_OK;
}

/* Reads a whole file into a malloc'd buffer (NUL-terminated). */
static CuteRtStatus readFile(const char *path, char **out, size_t *size,
                             CuteRtError *err) {
  *out = NULL;
  FILE *f = fopen(path, "rb");
  if (!f) {
    char why[128] = "unknown error";
    strerror_r(errno, why, sizeof why);
    return rtFail(err, CUTE_RT_ERROR_IO, "cannot read %s: %s", path, why);
  }
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap);
  while (buf) {
    n += fread(buf + n, 1, cap - n - 1, f);
    if (n < cap - 1)
      break;
    char *grown = realloc(buf, cap * 2);
    if (!grown)
      free(buf);
    buf = grown;
    cap *= 2;
  }
  bool bad = ferror(f);
  fclose(f);
  if (!buf)
    return rtFail(err, CUTE_RT_ERROR_NO_MEMORY, "out of memory reading %s",
                  path);
  if (bad) {
    free(buf);
    return rtFail(err, CUTE_RT_ERROR_IO, "cannot read %s: read error", path);
  }
  buf[n] = 0;
  *out = buf;
  *size = n;
  return CUTE_RT_OK;
}

CuteRtStatus cuteRtModuleLoadFile(CuteRtContext ctx, const char *path,
                                  const char *abiPath, CuteRtModule *out,
                                  CuteRtError *err) {
  if (!out || !path)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtModuleLoadFile: %s is NULL", out ? "path" : "out");
  out->ptr = NULL;
  char *image = NULL, *abi = NULL;
  size_t size = 0, abiSize = 0;
  CuteRtStatus st = readFile(path, &image, &size, err);
  if (!st && size == 0)
    st = rtFail(err, CUTE_RT_ERROR_IO, "cannot load %s: the file is empty",
                path);
  if (!st && abiPath)
    st = readFile(abiPath, &abi, &abiSize, err);
  if (!st)
    st = cuteRtModuleLoad(ctx, image, size, abi, abiSize, abiPath, out, err);
  free(image);
  free(abi);
  return st;
}

void cuteRtModuleDestroy(CuteRtModule module) {
  RtModule *m = module.ptr;
  if (!m)
    return;
  m->ctx->drv.cuModuleUnload(m->mod);
  for (RtKernelObj *k = m->kernels, *next; k; k = next) {
    next = k->next;
    free(k->tmaCache);
    free(k);
  }
  rtAbiFree(m->abi);
  free(m);
}

CuteRtAbi cuteRtModuleGetAbi(CuteRtModule module) {
  CuteRtAbi a = {module.ptr ? ((RtModule *)module.ptr)->abi : NULL};
  return a;
}

/* Whether the kernel must be launched in clusters (PTX `.explicitcluster`),
 * so that a cluster of one CTA keeps its cluster launch. Where the driver
 * cannot say, it is assumed to, as every cluster launched before. */
static bool clusterRequired(const RtDriver *d, RtCuFunction fn) {
  int v = 1;
  if (!d->cuFuncGetAttribute ||
      d->cuFuncGetAttribute(&v, RT_CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET,
                            fn))
    return true;
  return v != 0;
}

CuteRtStatus cuteRtModuleGetKernel(CuteRtModule module, const char *name,
                                   CuteRtKernel *out, CuteRtError *err) {
  RtModule *m = module.ptr;
  if (!out || !m || !name)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtModuleGetKernel: %s is NULL",
                  !out ? "out" : !m ? "the module" : "the name");
  out->ptr = NULL;
  for (RtKernelObj *k = m->kernels; k; k = k->next)
    if (strcmp(k->name, name) == 0) {
      out->ptr = k;
      return CUTE_RT_OK;
    }
  const RtDriver *d = &m->ctx->drv;
  RtCuFunction fn;
  RtCuResult r = d->cuModuleGetFunction(&fn, m->mod, name);
  if (r) {
    char what[300];
    snprintf(what, sizeof what, "cuModuleGetFunction(%.256s)", name);
    return rtCudaFail(d, err, r, what);
  }
  size_t len = strlen(name);
  const RtAbiKernel *abi = rtAbiLookup(m->abi, name);
  uint32_t numTma = abi ? abi->numTma : 0;
  RtKernelObj *k = malloc(sizeof *k + len + 1);
  RtTmaCache *cache = numTma ? calloc(numTma, sizeof *cache) : NULL;
  if (!k || (numTma && !cache)) {
    free(k);
    free(cache);
    return rtFail(err, CUTE_RT_ERROR_NO_MEMORY, "out of memory");
  }
  for (uint32_t i = 0; i < numTma; ++i)
    atomic_init(&cache[i].busy, false);
  k->next = m->kernels;
  k->drv = d;
  k->fn = fn;
  k->abi = abi;
  k->tmaCache = cache;
  atomic_init(&k->smemOptIn, 48u * 1024u);
  k->clusterRequired = clusterRequired(d, fn);
  memcpy(k->name, name, len + 1);
  m->kernels = k;
  out->ptr = k;
  return CUTE_RT_OK;
}

const char *cuteRtKernelGetName(CuteRtKernel k) {
  return k.ptr ? ((const RtKernelObj *)k.ptr)->name : "";
}

CuteRtAbiKernel cuteRtKernelGetAbi(CuteRtKernel k) {
  CuteRtAbiKernel a = {k.ptr ? ((const RtKernelObj *)k.ptr)->abi : NULL};
  return a;
}

void *cuteRtKernelGetFunction(CuteRtKernel k) {
  return k.ptr ? (void *)((const RtKernelObj *)k.ptr)->fn : NULL;
}
