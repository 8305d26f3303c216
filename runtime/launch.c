/* Launching: pack into a stack buffer following the precomputed plan,
 * opt into large dynamic shared memory once, then one driver call. */
#include "internal.h"

#include <stdio.h>

static CuteRtStatus launchFail(const RtKernelObj *k, CuteRtError *err,
                               RtCuResult r, const char *call) {
  char what[320];
  snprintf(what, sizeof what, "%.256s: %s", k->name, call);
  return rtCudaFail(k->drv, err, r, what);
}

/* Kernels may use 48 KiB of dynamic shared memory without opting in. */
static CuteRtStatus optInSmem(RtKernelObj *k, uint32_t bytes,
                              CuteRtError *err) {
  if (bytes <= atomic_load_explicit(&k->smemOptIn, memory_order_relaxed))
    return CUTE_RT_OK;
  RtCuResult r = k->drv->cuFuncSetAttribute(
      k->fn, RT_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)bytes);
  if (r)
    return launchFail(k, err, r, "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)");
  atomic_store_explicit(&k->smemOptIn, bytes, memory_order_relaxed);
  return CUTE_RT_OK;
}

/* cuLaunchKernelEx's configuration of `c` with its cluster dimension (an
 * extent 0 counts as 1) in *attr, for a launch and for the occupancy
 * query alike. */
static RtCuLaunchConfig clusterConfig(const CuteRtLaunchConfig *c,
                                      RtCuStream stream,
                                      RtCuLaunchAttribute *attr) {
  *attr = (RtCuLaunchAttribute){.id = RT_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION};
  attr->value.clusterDim.x = c->cluster.x ? c->cluster.x : 1;
  attr->value.clusterDim.y = c->cluster.y ? c->cluster.y : 1;
  attr->value.clusterDim.z = c->cluster.z ? c->cluster.z : 1;
  return (RtCuLaunchConfig){
      .gridDimX = c->grid.x,   .gridDimY = c->grid.y,   .gridDimZ = c->grid.z,
      .blockDimX = c->block.x, .blockDimY = c->block.y, .blockDimZ = c->block.z,
      .sharedMemBytes = c->sharedMemBytes, .hStream = stream,
      .attrs = attr,           .numAttrs = 1};
}

/* Whether `c` launches as single CTAs: no cluster, or a cluster of one CTA
 * for a kernel that does not demand clusters. Each CTA of a launch without
 * clusters is a cluster of one all the same (PTX: %cluster_nctarank is 1,
 * shared::cluster is the CTA's own), and on the H100 the cluster launch of
 * NVIDIA's dense_gemm ran 6% slower at 4096^3 and one wave of it 40-50%
 * slower (docs/runtime.md, "Clusters of one"). */
static bool singleCtas(const RtKernelObj *k, const CuteRtLaunchConfig *c) {
  if (!(c->cluster.x | c->cluster.y | c->cluster.z))
    return true;
  return c->cluster.x <= 1 && c->cluster.y <= 1 && c->cluster.z <= 1 &&
         !k->clusterRequired;
}

static CuteRtStatus launchPacked(RtKernelObj *k, const CuteRtLaunchConfig *c,
                                 void **params, CuteRtError *err) {
  if (optInSmem(k, c->sharedMemBytes, err))
    return CUTE_RT_ERROR_CUDA;
  const RtDriver *d = k->drv;
  RtCuStream stream = (RtCuStream)c->stream.ptr;
  bool single = singleCtas(k, c), pdl = c->programmaticStreamSerialization;
  if (single && !pdl) {
    RtCuResult r = d->cuLaunchKernel(k->fn, c->grid.x, c->grid.y, c->grid.z,
                                     c->block.x, c->block.y, c->block.z,
                                     c->sharedMemBytes, stream, params, NULL);
    return r ? launchFail(k, err, r, "cuLaunchKernel") : CUTE_RT_OK;
  }
  if (!d->cuLaunchKernelEx)
    return rtFail(err, CUTE_RT_ERROR_DRIVER,
                  "%s: a %s launch needs cuLaunchKernelEx, which the CUDA "
                  "driver (%s) lacks",
                  k->name, single ? "programmatic dependent" : "cluster",
                  d->path);
  RtCuLaunchAttribute attrs[2];
  RtCuLaunchConfig cfg = clusterConfig(c, stream, &attrs[0]);
  cfg.numAttrs = single ? 0 : 1;
  if (pdl) {
    RtCuLaunchAttribute *a = &attrs[cfg.numAttrs++];
    *a = (RtCuLaunchAttribute){
        .id = RT_CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION};
    a->value.programmaticStreamSerializationAllowed = 1;
  }
  RtCuResult r = d->cuLaunchKernelEx(&cfg, k->fn, params, NULL);
  return r ? launchFail(k, err, r, "cuLaunchKernelEx") : CUTE_RT_OK;
}

CuteRtStatus cuteRtKernelGetMaxActiveClusters(CuteRtKernel kernel,
                                              const CuteRtLaunchConfig *c,
                                              int *count, CuteRtError *err) {
  RtKernelObj *k = kernel.ptr;
  if (!k || !c || !count)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtKernelGetMaxActiveClusters: %s is NULL",
                  !k ? "the kernel" : !c ? "the launch configuration"
                                         : "count");
  const RtDriver *d = k->drv;
  if (!d->cuOccupancyMaxActiveClusters)
    return rtFail(err, CUTE_RT_ERROR_DRIVER,
                  "%s: cuteRtKernelGetMaxActiveClusters needs "
                  "cuOccupancyMaxActiveClusters, which the CUDA driver (%s) "
                  "lacks", k->name, d->path);
  if (optInSmem(k, c->sharedMemBytes, err))
    return CUTE_RT_ERROR_CUDA;
  RtCuLaunchAttribute attr;
  RtCuLaunchConfig cfg = clusterConfig(c, (RtCuStream)c->stream.ptr, &attr);
  int n = 0;
  RtCuResult r = d->cuOccupancyMaxActiveClusters(&n, k->fn, &cfg);
  if (r)
    return launchFail(k, err, r, "cuOccupancyMaxActiveClusters");
  *count = n;
  return CUTE_RT_OK;
}

static CuteRtStatus checkLaunch(const RtKernelObj *k,
                                const CuteRtLaunchConfig *config,
                                CuteRtError *err) {
  if (!k || !config)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT, "launch: %s is NULL",
                  k ? "the launch configuration" : "the kernel");
  return CUTE_RT_OK;
}

CuteRtStatus cuteRtLaunch(CuteRtKernel kernel,
                          const CuteRtLaunchConfig *config,
                          const CuteRtArg *args, size_t numArgs,
                          CuteRtError *err) {
  RtKernelObj *k = kernel.ptr;
  if (checkLaunch(k, config, err))
    return CUTE_RT_ERROR_INVALID_ARGUMENT;
  if (!k->abi)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "%s: the kernel has no ABI metadata: load its module with "
                  "the .abi text, or launch with cuteRtLaunchRaw", k->name);
  CuteRtPackBuffer buf; /* ~4 KiB of stack, written as far as used */
  CuteRtStatus st = rtPack(k->abi, k, args, numArgs, &buf, err);
  return st ? st : launchPacked(k, config, buf.params, err);
}

CuteRtStatus cuteRtLaunchRaw(CuteRtKernel kernel,
                             const CuteRtLaunchConfig *config, void **params,
                             CuteRtError *err) {
  RtKernelObj *k = kernel.ptr;
  if (checkLaunch(k, config, err))
    return CUTE_RT_ERROR_INVALID_ARGUMENT;
  return launchPacked(k, config, params, err);
}
