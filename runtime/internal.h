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

/* A tma_desc argument's line (docs/abi.md): TMA dimension d is mode
 * dims[d] of the caller's tensor and its box box[d] elements; the enums
 * are cuTensorMapEncodeTiled's values. */
#define RT_TMA_MAX_RANK 5
typedef struct RtTma {
  uint8_t store; /* direction, for messages: 0 load, 1 store */
  uint8_t rank;
  uint8_t dims[RT_TMA_MAX_RANK];
  uint8_t elemBytes;
  uint16_t box[RT_TMA_MAX_RANK];
  int dataType, swizzle, l2, oob;
  uint32_t index; /* among the kernel's tma_desc arguments (its cache) */
} RtTma;

/* A tma_desc parameter is 128 bytes at a 64-byte boundary of the pack
 * buffer: 16 slots, and up to 7 more to reach the boundary from the
 * 8-byte aligned slots wherever the caller's buffer lies. */
#define RT_TMA_SLOTS 23

/* One ABI argument and its part of the launch plan. */
typedef struct RtArg {
  CuteRtAbiArgKind kind;
  CuteRtElemType elem;
  CuteRtScalarType scalar;
  uint32_t align;
  RtForm form;
  int32_t rank; /* FLAT: its modes; TMA_DESC: the TMA rank; else -1 */
  uint32_t firstLeaf, numLeaves, numDyn;
  uint32_t firstParam, numParams;
  uint32_t firstSlot; /* of the pack buffer: firstParam unless a tma_desc
                         comes before */
  RtTma tma;          /* TMA_DESC */
  char *elemName, *space, *spec; /* owned */
} RtArg;

typedef struct RtAbiKernel {
  char *name;
  int line;
  uint32_t numArgs, numParams, numLeaves;
  uint32_t numSlots, numTma; /* pack buffer slots; tma_desc arguments */
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

/* The modules of ahead-of-time objects loaded in a context (aot.c). */
typedef struct RtAotEntry RtAotEntry;

typedef struct RtContext {
  RtDriver drv;
  RtCuDevice device;
  RtCuContext ctx;
  _Atomic(RtAotEntry *) aot; /* pushed only; freed with the context */
} RtContext;

/* Destroys the context's ahead-of-time modules (cuteRtContextDestroy). */
void rtAotRelease(RtContext *c);

/* What cuTensorMapEncodeTiled is given that the ABI line does not fix:
 * an encoding is reused when these are the same (tma.c). Unused entries
 * are zero, so that keys compare as bytes. */
typedef struct RtTmaKey {
  uint64_t addr;
  uint64_t dims[RT_TMA_MAX_RANK];
  uint64_t strides[RT_TMA_MAX_RANK - 1]; /* bytes, of dimensions 1.. */
} RtTmaKey;

/* The last encoding of one tma_desc argument of one kernel. `busy` is a
 * try-lock: a packer that finds it taken encodes without the cache. */
typedef struct RtTmaCache {
  atomic_bool busy;
  bool valid;
  RtTmaKey key;
  unsigned char map[128];
} RtTmaCache;

typedef struct RtKernelObj {
  struct RtKernelObj *next;
  const RtDriver *drv;
  RtCuFunction fn;
  const RtAbiKernel *abi; /* NULL: no metadata */
  RtTmaCache *tmaCache;   /* abi->numTma entries (owned), or NULL */
  _Atomic uint32_t smemOptIn; /* dynamic smem bytes allowed so far */
  bool clusterRequired;       /* must launch in clusters, even of one */
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
/* Checks and packs args into buf following k's plan. obj (NULL: none)
 * gives the driver and the caches that tma_desc arguments need. */
CuteRtStatus rtPack(const RtAbiKernel *k, RtKernelObj *obj,
                    const CuteRtArg *args, size_t numArgs,
                    CuteRtPackBuffer *buf, CuteRtError *err);

/* "kernel: argument i" or "kernel: argument i (\"name\")", the prefix of
 * every argument error. */
void rtArgLabel(const RtAbiKernel *k, size_t i, const CuteRtArg *x, char *buf,
                size_t size);
/* An argument error: the label, then the message; sets err->argIndex. */
CuteRtStatus rtArgFail(const RtAbiKernel *k, size_t i, const CuteRtArg *x,
                       CuteRtError *err, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

/* The caller's tensor for a memref or tma_desc argument (a CuteRtTensor
 * or DLTensor), its element type and DLPack device checked against the
 * ABI's. strides NULL: compact row-major. */
typedef struct RtTensorView {
  uint64_t data; /* DLPack: data + byte_offset */
  int64_t rank;
  const int64_t *shape, *strides;
} RtTensorView;
CuteRtStatus rtTensorView(const RtAbiKernel *k, size_t i, const CuteRtArg *x,
                          const RtArg *a, RtTensorView *v, CuteRtError *err);
/* Compact row-major strides of shape (false: they overflow 64 bits). */
bool rtRowMajor(const int64_t *shape, int32_t rank, int64_t *out);

/* TMA (tma.c). The data type cuTensorMapEncodeTiled takes for an element
 * type and its size in bytes; -1 for types TMA does not move. */
int rtTmaDataType(CuteRtElemType e, unsigned *bytes);
/* The spellings of the line's swizzle, l2 and oob values, indexed by
 * their enum values (NULL-terminated). */
extern const char *const rtTmaSwizzleNames[];
extern const char *const rtTmaL2Names[];
extern const char *const rtTmaOobNames[];
/* The 64-byte aligned place of a tma_desc's 128 bytes in slots. */
void *rtTmaSlot(uint64_t *slots, const RtArg *a);
/* Checks the caller's tensor x for tma_desc argument i and writes its
 * descriptor to dst (rtTmaSlot): from obj's cache, else encoded with
 * obj's driver. Without obj the checks run and the call then fails. */
CuteRtStatus rtTmaPack(const RtAbiKernel *k, RtKernelObj *obj, size_t i,
                       const CuteRtArg *x, const RtArg *a, void *dst,
                       CuteRtError *err);

#endif /* CUTE_RT_INTERNAL_H */
