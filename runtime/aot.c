/* Ahead-of-time objects (include/cute-c/RuntimeAot.h, docs/aot.md): the
 * one entry point their launchers call. A context keeps the modules of
 * the objects it has launched from in a list keyed by the object's
 * CuteRtAotModule; entries are only ever pushed (lock-free) and live
 * until the context is destroyed, so the launch path reads the list
 * without a lock. */
#include "internal.h"

#include "cute-c/RuntimeAot.h"

#include <stdlib.h>
#include <string.h>

/* One object's module loaded in one context, with every kernel of its
 * ABI looked up, in ABI order. Immutable once published. */
struct RtAotEntry {
  struct RtAotEntry *next;
  const CuteRtAotModule *key;
  CuteRtModule module;
  uint32_t numKernels;
  CuteRtKernel kernels[];
};

static CuteRtAotParam paramOf(const RtArg *a) {
  switch (a->kind) {
  case CUTE_RT_ABI_MEMREF:
    /* What rtPack binds to a descriptor; the rest takes pointer + leaves. */
    return a->form == RT_FORM_FLAT && a->rank <= RT_MAX_RANK &&
                   a->elem != CUTE_RT_ELEM_UNKNOWN
               ? CUTE_RT_AOT_PARAM_TENSOR
               : CUTE_RT_AOT_PARAM_MEMREF;
  case CUTE_RT_ABI_TMA_DESC:
    return CUTE_RT_AOT_PARAM_TENSOR;
  case CUTE_RT_ABI_PTR:
    return CUTE_RT_AOT_PARAM_POINTER;
  case CUTE_RT_ABI_SCALAR:
    return CUTE_RT_AOT_PARAM_SCALAR;
  case CUTE_RT_ABI_FAST_DIVMOD_DIVISOR:
    return CUTE_RT_AOT_PARAM_DIVISOR;
  case CUTE_RT_ABI_ATOM:
    return CUTE_RT_AOT_PARAM_NONE;
  default:
    return a->numDyn ? CUTE_RT_AOT_PARAM_LEAVES : CUTE_RT_AOT_PARAM_NONE;
  }
}

CuteRtAotParam cuteRtAotParamOf(const CuteRtAbiArgInfo *info) {
  if (!info)
    return CUTE_RT_AOT_PARAM_NONE;
  /* The fields paramOf reads, as the ABI reader filled them. */
  RtArg a = {.kind = info->kind,
             .elem = info->elemType,
             .form = info->rank >= 0 ? RT_FORM_FLAT : RT_FORM_NESTED,
             .rank = info->rank,
             .numDyn = info->numDynamicLeaves};
  return paramOf(&a);
}

static const RtAotEntry *findEntry(const RtAotEntry *e,
                                   const CuteRtAotModule *key) {
  for (; e; e = e->next)
    if (e->key == key)
      return e;
  return NULL;
}

static void destroyEntry(RtAotEntry *e) {
  cuteRtModuleDestroy(e->module);
  free(e);
}

/* Loads m's image and ABI into c and looks up every kernel. */
static CuteRtStatus loadEntry(RtContext *c, const CuteRtAotModule *m,
                              RtAotEntry **out, CuteRtError *err) {
  RtAotEntry *e = calloc(1, sizeof *e + m->numKernels * sizeof(CuteRtKernel));
  if (!e)
    return rtFail(err, CUTE_RT_ERROR_NO_MEMORY, "out of memory");
  e->key = m;
  e->numKernels = m->numKernels;
  CuteRtContext ctx = {c};
  CuteRtStatus st =
      cuteRtModuleLoad(ctx, m->image, (size_t)m->imageSize, m->abi,
                       (size_t)m->abiSize, m->name, &e->module, err);
  CuteRtAbi abi = cuteRtModuleGetAbi(e->module);
  if (!st && cuteRtAbiGetNumKernels(abi) != m->numKernels)
    st = rtFail(err, CUTE_RT_ERROR_ABI,
                "%s: the object has %u kernels, its ABI text %zu", m->name,
                m->numKernels, cuteRtAbiGetNumKernels(abi));
  for (uint32_t i = 0; !st && i < m->numKernels; ++i)
    st = cuteRtModuleGetKernel(
        e->module, cuteRtAbiKernelGetName(cuteRtAbiGetKernel(abi, i)),
        &e->kernels[i], err);
  if (st) {
    destroyEntry(e);
    return st;
  }
  *out = e;
  return CUTE_RT_OK;
}

/* m's entry in c, loaded the first time. Two threads that load it at
 * once both load; the second to publish drops its own. */
static CuteRtStatus entryOf(RtContext *c, const CuteRtAotModule *m,
                            const RtAotEntry **out, CuteRtError *err) {
  RtAotEntry *head = atomic_load_explicit(&c->aot, memory_order_acquire);
  if ((*out = findEntry(head, m)) != NULL)
    return CUTE_RT_OK;
  RtAotEntry *mine = NULL;
  CuteRtStatus st = loadEntry(c, m, &mine, err);
  if (st)
    return st;
  do {
    if ((*out = findEntry(head, m)) != NULL) {
      destroyEntry(mine);
      return CUTE_RT_OK;
    }
    mine->next = head;
  } while (!atomic_compare_exchange_weak_explicit(
      &c->aot, &head, mine, memory_order_acq_rel, memory_order_acquire));
  *out = mine;
  return CUTE_RT_OK;
}

void rtAotRelease(RtContext *c) {
  RtAotEntry *e = atomic_exchange_explicit(&c->aot, NULL, memory_order_acq_rel);
  while (e) {
    RtAotEntry *next = e->next;
    destroyEntry(e);
    e = next;
  }
}

/* The descriptor's own checks, before anything is loaded. */
static CuteRtStatus checkKernel(CuteRtContext ctx, const CuteRtAotKernel *k,
                                CuteRtError *err) {
  if (!k || !k->module || !k->name)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtAotLaunch: the kernel descriptor is %s",
                  k ? "incomplete" : "NULL");
  const CuteRtAotModule *m = k->module;
  if (!ctx.ptr)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "%s: null context (create one with cuteRtContextCreate)",
                  k->name);
  if (m->version != CUTE_RT_AOT_VERSION)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "%s: the object was written for AOT version %u; this "
                  "runtime reads version %d",
                  m->name ? m->name : k->name, m->version, CUTE_RT_AOT_VERSION);
  if (!m->image || !m->imageSize || !m->abi)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "%s: the object's module has no %s", k->name,
                  m->abi ? "image" : "ABI text");
  return CUTE_RT_OK;
}

CuteRtStatus cuteRtAotGetKernel(CuteRtContext ctx, const CuteRtAotKernel *k,
                                CuteRtKernel *out, CuteRtError *err) {
  CuteRtStatus st = checkKernel(ctx, k, err);
  if (st)
    return st;
  const RtAotEntry *e;
  if ((st = entryOf(ctx.ptr, k->module, &e, err)) != CUTE_RT_OK)
    return st;
  if (k->index >= e->numKernels)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "%s: the object's kernel %u is past the %u of its ABI",
                  k->name, k->index, e->numKernels);
  CuteRtKernel kernel = e->kernels[k->index];
  const RtKernelObj *obj = kernel.ptr;
  if (strcmp(obj->name, k->name) != 0)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "%s: the object's kernel %u is `%s` in its ABI", k->name,
                  k->index, obj->name);
  if (!obj->abi || obj->abi->numArgs != k->numArgs)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "%s: the launcher passes %u arguments, the ABI has %u",
                  k->name, k->numArgs, obj->abi ? obj->abi->numArgs : 0);
  if (out)
    *out = kernel;
  return CUTE_RT_OK;
}

static double slotDouble(uint64_t s) {
  double d;
  memcpy(&d, &s, sizeof d);
  return d;
}

static const void *slotPtr(uint64_t s) { return (const void *)(uintptr_t)s; }

/* Argument a from its two slots (RuntimeAot.h says how they are filled). */
static CuteRtArg argOf(const RtArg *a, const uint64_t *s, uint32_t flags) {
  switch (paramOf(a)) {
  case CUTE_RT_AOT_PARAM_TENSOR:
    return flags & CUTE_RT_AOT_DLPACK ? cuteRtArgDLTensor(slotPtr(s[0]))
                                      : cuteRtArgTensor(slotPtr(s[0]));
  case CUTE_RT_AOT_PARAM_MEMREF:
    return cuteRtArgMemref(s[0], slotPtr(s[1]), a->numDyn);
  case CUTE_RT_AOT_PARAM_POINTER:
    return cuteRtArgPointer(s[0]);
  case CUTE_RT_AOT_PARAM_LEAVES:
    return cuteRtArgLeaves(slotPtr(s[0]), a->numDyn);
  case CUTE_RT_AOT_PARAM_SCALAR:
    if (a->scalar == CUTE_RT_SCALAR_F32)
      return cuteRtArgF32((float)slotDouble(s[0]));
    if (a->scalar == CUTE_RT_SCALAR_F64)
      return cuteRtArgF64(slotDouble(s[0]));
    return cuteRtArgInt(a->scalar, (int64_t)s[0]);
  case CUTE_RT_AOT_PARAM_DIVISOR:
    return cuteRtArgI32((int32_t)s[0]);
  default:
    return cuteRtArgNone();
  }
}

CuteRtStatus cuteRtAotLaunch(CuteRtContext ctx, const CuteRtAotKernel *k,
                             const CuteRtLaunchConfig *config,
                             const uint64_t *slots, uint32_t flags,
                             CuteRtError *err) {
  CuteRtKernel kernel;
  CuteRtStatus st = cuteRtAotGetKernel(ctx, k, &kernel, err);
  if (st)
    return st;
  const RtAbiKernel *abi = ((const RtKernelObj *)kernel.ptr)->abi;
  /* Every argument but an atom takes at least one parameter. */
  CuteRtArg args[CUTE_RT_MAX_PARAMS];
  if (abi->numArgs > CUTE_RT_MAX_PARAMS)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "%s: %u arguments, more than the %d a launcher takes",
                  k->name, abi->numArgs, CUTE_RT_MAX_PARAMS);
  if (abi->numArgs && !slots)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "%s: the argument slots are NULL", k->name);
  for (uint32_t i = 0; i < abi->numArgs; ++i)
    args[i] = cuteRtArgNamed(
        argOf(&abi->args[i], slots + CUTE_RT_AOT_SLOTS_PER_ARG * i, flags),
        k->argNames ? k->argNames[i] : NULL);
  return cuteRtLaunch(kernel, config, args, abi->numArgs, err);
}
