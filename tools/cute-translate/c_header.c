/* The header of an ahead-of-time object: one declaration per launcher,
 * each argument described as the ABI records it (docs/aot.md). */
#include "c_object.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void trBufPrintf(CuteStrBuf *b, const char *fmt, ...) {
  char small[512];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  if (n < 0)
    return;
  if ((size_t)n < sizeof small) {
    cuteStrBufAppend(b, small, (size_t)n);
    return;
  }
  char *big = malloc((size_t)n + 1);
  if (!big) {
    b->oom = true;
    return;
  }
  va_start(ap, fmt);
  vsnprintf(big, (size_t)n + 1, fmt, ap);
  va_end(ap);
  cuteStrBufAppend(b, big, (size_t)n);
  free(big);
}

static const char *formatName(CuteGpuFormat f) {
  return f == CuteGpuFormatFatbin  ? "fatbin"
         : f == CuteGpuFormatCubin ? "cubin"
                                   : "PTX";
}

/* What argument i is and how it is passed, one comment line. */
static void describeArg(CuteStrBuf *b, const TrCKernel *k, size_t i) {
  CuteRtAbiArgInfo a;
  cuteRtAbiKernelGetArgInfo(k->abi, i, &a, NULL);
  const char *name = k->argNames[i];
  trBufPrintf(b, " *   %s: %s", name, a.kindName);
  if (a.kind == CUTE_RT_ABI_MEMREF || a.kind == CUTE_RT_ABI_PTR)
    trBufPrintf(b, " %s %s %u", a.elemName, a.space, a.align);
  else if (a.kind == CUTE_RT_ABI_SCALAR || a.kind == CUTE_RT_ABI_TMA_DESC)
    trBufPrintf(b, " %s", a.elemName);
  if (*a.spec)
    trBufPrintf(b, " %s", a.spec);
  switch (k->params[i].form) {
  case CUTE_RT_AOT_PARAM_TENSOR:
    if (a.kind == CUTE_RT_ABI_TMA_DESC)
      trBufPrintf(b, ": the tensor its TMA descriptor is encoded from\n");
    else
      trBufPrintf(b, ": a tensor of rank %d\n", a.rank);
    return;
  case CUTE_RT_AOT_PARAM_MEMREF:
    if (k->params[i].leaves)
      trBufPrintf(b,
                  ": a pointer, and its %u dynamic leaves in %s_leaves "
                  "(ABI order)\n",
                  a.numDynamicLeaves, name);
    else
      trBufPrintf(b, ": a pointer\n");
    return;
  case CUTE_RT_AOT_PARAM_LEAVES:
    trBufPrintf(b, ": its %u dynamic leaves, ABI order\n", a.numDynamicLeaves);
    return;
  case CUTE_RT_AOT_PARAM_NONE:
    trBufPrintf(b, ": no parameter (all in its type)\n");
    return;
  case CUTE_RT_AOT_PARAM_DIVISOR:
    trBufPrintf(b, ": the divisor, 1 to 2^31 - 1\n");
    return;
  default:
    trBufPrintf(b, "%s\n",
                a.scalarType == CUTE_RT_SCALAR_F16 ||
                        a.scalarType == CUTE_RT_SCALAR_BF16
                    ? ": its 16 raw bits"
                    : "");
  }
}

/* The parameters after ctx and config, each on its own line. */
static void params(CuteStrBuf *b, const TrCKernel *k, bool dl) {
  for (size_t i = 0; i < k->numArgs; ++i) {
    const TrCParam *p = &k->params[i];
    const char *n = k->argNames[i];
    switch (p->form) {
    case CUTE_RT_AOT_PARAM_NONE:
      break;
    case CUTE_RT_AOT_PARAM_TENSOR:
      trBufPrintf(b, "    const %s *%s,\n",
                  dl ? "CuteRtDLTensor" : "CuteRtTensor", n);
      break;
    case CUTE_RT_AOT_PARAM_MEMREF:
      trBufPrintf(b, "    CuteRtDevicePtr %s,\n", n);
      if (p->leaves)
        trBufPrintf(b, "    const int64_t *%s_leaves,\n", n);
      break;
    case CUTE_RT_AOT_PARAM_POINTER:
      trBufPrintf(b, "    CuteRtDevicePtr %s,\n", n);
      break;
    case CUTE_RT_AOT_PARAM_LEAVES:
      trBufPrintf(b, "    const int64_t *%s,\n", n);
      break;
    case CUTE_RT_AOT_PARAM_DIVISOR:
      trBufPrintf(b, "    int32_t %s,\n", n);
      break;
    default:
      trBufPrintf(b, "    %s %s,\n", trCScalarType(p->scalar), n);
    }
  }
}

static void declareKernel(CuteStrBuf *b, const TrCKernel *k) {
  trBufPrintf(b, "\n/* Kernel `%s`: %zu argument%s.\n", k->name, k->numArgs,
              k->numArgs == 1 ? "" : "s");
  for (size_t i = 0; i < k->numArgs; ++i)
    describeArg(b, k, i);
  trBufPrintf(b,
              " */\nCuteRtStatus %s(\n"
              "    CuteRtContext ctx, const CuteRtLaunchConfig *config,\n",
              k->cname);
  params(b, k, false);
  trBufPrintf(b, "    CuteRtError *err);\n");
  if (k->hasTensor) {
    trBufPrintf(b,
                "CuteRtStatus %s_dl(\n"
                "    CuteRtContext ctx, const CuteRtLaunchConfig *config,\n",
                k->cname);
    params(b, k, true);
    trBufPrintf(b, "    CuteRtError *err);\n");
  }
  trBufPrintf(b,
              "CuteRtStatus %s_kernel(CuteRtContext ctx, CuteRtKernel *out,"
              "\n    CuteRtError *err);\n",
              k->cname);
}

void trCHeaderWrite(const TrCObject *obj, const char *guard, CuteStrBuf *b) {
  trBufPrintf(
      b,
      "/* Launchers of the kernels of %s, compiled for %s\n"
      " * (an embedded %s), written by cute-translate --mlir-to-c-object: do\n"
      " * not edit. Link the object with libcute_rt; nothing of MLIR is\n"
      " * needed at run time (docs/aot.md).\n"
      " *\n"
      " * A launcher loads the image into ctx on its first call, checks every\n"
      " * argument against the kernel's ABI and launches the kernel with\n"
      " * config (grid, block, cluster, dynamic shared memory, stream),\n"
      " * asynchronously. It returns CUTE_RT_OK, or the error with its\n"
      " * message in *err (err may be NULL). NAME_dl takes DLPack tensors (a\n"
      " * `DLTensor *` passes as a `const CuteRtDLTensor *`); NAME_kernel\n"
      " * gives the loaded kernel (cuteRtKernelGetMaxActiveClusters, ...). */\n"
      "#ifndef %s\n#define %s\n\n#include \"cute-c/Runtime.h\"\n\n"
      "#ifdef __cplusplus\nextern \"C\" {\n#endif\n",
      obj->source, obj->chip, formatName(obj->format), guard, guard);
  for (size_t i = 0; i < obj->numKernels; ++i)
    declareKernel(b, &obj->kernels[i]);
  trBufPrintf(b, "\n#ifdef __cplusplus\n}\n#endif\n\n#endif /* %s */\n", guard);
}
