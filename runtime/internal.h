/* Shared internals of libcute_rt: the parsed ABI and launch plan, the
 * driver table, the objects behind the public handles, error helpers. */
#ifndef CUTE_RT_INTERNAL_H
#define CUTE_RT_INTERNAL_H

#include "cuda_api.h"
#include "cute-c/Runtime.h"

#include <stdarg.h>
#include <stdatomic.h>

/* Flat layouts of more modes than this do not bind to descriptors. */
#define RT_MAX_RANK 64

/* One leaf of an ABI argument, static or dynamic, in ABI (depth-first)
 * order: one token of its `leaves` field (docs/abi.md). */
typedef struct RtLeaf {
  int64_t value; /* static: the value; dynamic: the divisibility (>= 1) */
  uint8_t dyn;   /* `?i32`, `?i64`: one kernel parameter */
  uint8_t is64;  /* `?i64`: passed as int64, else int32 */
  uint8_t basis; /* a scaled basis `S@i..` (its scale is the value) */
  uint8_t wild;  /* `_` */
} RtLeaf;

/* A memref's or layout's form field: how its layout relates to tensor
 * descriptors. FLAT binds (`rank` modes: leaves 0..rank-1 are the shape,
 * rank..2*rank-1 the strides); NESTED and BASIS (scaled-basis strides)
 * are SHAPE:STRIDE layouts that do not bind, their leaves the shape's
 * then the stride's; COMPOSED is not SHAPE:STRIDE. NONE: other kinds. */
typedef enum RtForm {
  RT_FORM_NONE = 0,
  RT_FORM_FLAT,
  RT_FORM_NESTED,
  RT_FORM_BASIS,
  RT_FORM_COMPOSED
} RtForm;

/* One ABI argument and its part of the launch plan. */
typedef struct RtArg {
  CuteRtAbiArgKind kind;
  CuteRtElemType elem;
  CuteRtScalarType scalar;
  uint32_t align;
  RtForm form;
  int32_t rank; /* FLAT: its modes, else -1 */
  uint32_t firstLeaf, numLeaves, numDyn;
  uint32_t firstParam, numParams;
  char *elemName, *space, *spec; /* owned */
} RtArg;

typedef struct RtAbiKernel {
  char *name;
  int line;
  uint32_t numArgs, numParams, numLeaves;
  RtArg *args;
  RtLeaf *leaves;
} RtAbiKernel;

typedef struct RtAbi {
  RtAbiKernel *kernels;
  size_t numKernels;
} RtAbi;

/* The driver: its library handle and resolved entry points. */
typedef struct RtDriver {
  void *lib;
  char path[256];
#define RT_FIELD(field, sym, params) RtCuResult(*field) params;
  CUTE_RT_REQUIRED_CALLS(RT_FIELD)
  CUTE_RT_OPTIONAL_CALLS(RT_FIELD)
#undef RT_FIELD
} RtDriver;

CuteRtStatus rtDriverLoad(RtDriver *d, CuteRtError *err);
void rtDriverUnload(RtDriver *d);

typedef struct RtContext {
  RtDriver drv;
  RtCuDevice device;
  RtCuContext ctx;
} RtContext;

typedef struct RtKernelObj {
  struct RtKernelObj *next;
  const RtDriver *drv;
  RtCuFunction fn;
  const RtAbiKernel *abi; /* NULL: no metadata */
  _Atomic uint32_t smemOptIn; /* dynamic smem bytes allowed so far */
  char name[];
} RtKernelObj;

typedef struct RtModule {
  RtContext *ctx;
  RtCuModule mod;
  RtAbi *abi; /* NULL: none */
  RtKernelObj *kernels;
} RtModule;

/* Fills err (if not NULL) and returns status. */
CuteRtStatus rtFail(CuteRtError *err, CuteRtStatus status, const char *fmt,
                    ...) __attribute__((format(printf, 3, 4)));
CuteRtStatus rtFailV(CuteRtError *err, CuteRtStatus status, const char *fmt,
                     va_list ap);

/* "<what> failed: CUDA_ERROR_X (description)" for a failed CUDA call. */
CuteRtStatus rtCudaFail(const RtDriver *d, CuteRtError *err, RtCuResult r,
                        const char *what);

void rtAbiFree(RtAbi *abi);
CuteRtStatus rtAbiParse(const char *text, size_t size, const char *source,
                        RtAbi **out, CuteRtError *err);
const RtAbiKernel *rtAbiLookup(const RtAbi *abi, const char *name);
/* "memref", "layout", ... as the ABI text spells the kind. */
const char *rtAbiKindName(CuteRtAbiArgKind kind);
CuteRtStatus rtPack(const RtAbiKernel *k, const CuteRtArg *args,
                    size_t numArgs, CuteRtPackBuffer *buf, CuteRtError *err);

#endif /* CUTE_RT_INTERNAL_H */
