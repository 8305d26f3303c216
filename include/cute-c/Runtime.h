/* cute-c runtime (libcute_rt): load compiled kernels and launch them over
 * the CUDA Driver API, with arguments checked and packed following the
 * kernel ABI of docs/abi.md.
 *
 * The driver is opened with dlopen("libcuda.so.1") when a context is
 * created (the environment variable CUTE_RT_LIBCUDA names another file),
 * so programs build and start without a GPU. This header includes no CUDA
 * header; CUDA handles cross it as opaque pointers.
 *
 * Conventions: handles are small structs passed by value; every function
 * that can fail returns a CuteRtStatus and, on failure only, fills the
 * CuteRtError the caller passed (it may be NULL). Messages name the bad
 * input, e.g.
 *   vector_add: argument 2 ("b"): stride of mode 0 is 3, the kernel was
 *   compiled for 1
 * Nothing in the library prints, aborts or exits. Depends on libc and
 * libdl only.
 *
 * Threads: a context is made current per thread (cuteRtContextMakeCurrent);
 * launches, packing and memory calls may run from several threads at
 * once; loading, looking up and destroying modules and kernels may not
 * run concurrently with other uses of the same module. */
#ifndef CUTE_C_RUNTIME_H
#define CUTE_C_RUNTIME_H

#include "cute-c/Export.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*===-- Status and errors ------------------------------------------------===*/

typedef enum CuteRtStatus {
  CUTE_RT_OK = 0,
  CUTE_RT_ERROR_DRIVER,           /* no CUDA driver, or one lacking a call */
  CUTE_RT_ERROR_CUDA,             /* a CUDA call failed (see cudaResult) */
  CUTE_RT_ERROR_INVALID_ARGUMENT, /* a bad argument, to us or to a kernel */
  CUTE_RT_ERROR_ABI,              /* malformed ABI text (see line) */
  CUTE_RT_ERROR_IO,               /* a file could not be read */
  CUTE_RT_ERROR_NO_MEMORY         /* a host allocation failed */
} CuteRtStatus;

#define CUTE_RT_ERROR_MESSAGE_SIZE 1024

/* What went wrong. Written only when a function fails. */
typedef struct CuteRtError {
  CuteRtStatus status;
  int cudaResult; /* the CUresult for CUTE_RT_ERROR_CUDA, else 0 */
  int argIndex;   /* the kernel argument at fault, else -1 */
  int line;       /* the ABI line at fault (1-based), else 0 */
  char message[CUTE_RT_ERROR_MESSAGE_SIZE];
} CuteRtError;

/*===-- Handles ----------------------------------------------------------===*/

/* A loaded driver plus the primary context of one device. */
typedef struct CuteRtContext { void *ptr; } CuteRtContext;
/* A loaded CUmodule and its parsed ABI metadata (if any). */
typedef struct CuteRtModule { void *ptr; } CuteRtModule;
/* A kernel of a module: its CUfunction and launch plan. Owned by the
 * module; valid until the module is destroyed. */
typedef struct CuteRtKernel { void *ptr; } CuteRtKernel;
/* Parsed ABI metadata (docs/abi.md), standalone or owned by a module. */
typedef struct CuteRtAbi { void *ptr; } CuteRtAbi;
/* One kernel of a CuteRtAbi; owned by it. */
typedef struct CuteRtAbiKernel { const void *ptr; } CuteRtAbiKernel;
/* A CUstream; {NULL} is the default (legacy NULL) stream. */
typedef struct CuteRtStream { void *ptr; } CuteRtStream;
/* A CUevent. */
typedef struct CuteRtEvent { void *ptr; } CuteRtEvent;
/* A device address (CUdeviceptr). */
typedef uint64_t CuteRtDevicePtr;

static inline bool cuteRtContextIsNull(CuteRtContext c) { return !c.ptr; }
static inline bool cuteRtModuleIsNull(CuteRtModule m) { return !m.ptr; }
static inline bool cuteRtKernelIsNull(CuteRtKernel k) { return !k.ptr; }
static inline bool cuteRtAbiIsNull(CuteRtAbi a) { return !a.ptr; }
static inline bool cuteRtAbiKernelIsNull(CuteRtAbiKernel k) { return !k.ptr; }

/*===-- Types of kernel arguments ----------------------------------------===*/

/* Element types of memrefs and pointers, by their MLIR names
 * (cuteRtElemTypeGetName). UNKNOWN: an ABI element type this runtime does
 * not know; such memrefs bind only to a pointer with leaves. */
typedef enum CuteRtElemType {
  CUTE_RT_ELEM_UNKNOWN = 0,
  CUTE_RT_ELEM_I1,
  CUTE_RT_ELEM_I4,
  CUTE_RT_ELEM_I8,
  CUTE_RT_ELEM_I16,
  CUTE_RT_ELEM_I32,
  CUTE_RT_ELEM_I64,
  CUTE_RT_ELEM_F16,
  CUTE_RT_ELEM_BF16,
  CUTE_RT_ELEM_F32,
  CUTE_RT_ELEM_TF32,
  CUTE_RT_ELEM_F64,
  CUTE_RT_ELEM_F8E4M3FN,
  CUTE_RT_ELEM_F8E5M2,
  CUTE_RT_ELEM_F8E8M0FNU,
  CUTE_RT_ELEM_F6E2M3FN,
  CUTE_RT_ELEM_F6E3M2FN,
  CUTE_RT_ELEM_F4E2M1FN
} CuteRtElemType;

/* The MLIR name of an element type ("f32", "bf16", "f8E4M3FN", ...);
 * "unknown" for CUTE_RT_ELEM_UNKNOWN or an out-of-range value. */
CUTE_C_EXPORTED const char *cuteRtElemTypeGetName(CuteRtElemType type);

/* Types of `scalar` arguments. */
typedef enum CuteRtScalarType {
  CUTE_RT_SCALAR_I1 = 0,
  CUTE_RT_SCALAR_I8,
  CUTE_RT_SCALAR_I16,
  CUTE_RT_SCALAR_I32,
  CUTE_RT_SCALAR_I64,
  CUTE_RT_SCALAR_F16,
  CUTE_RT_SCALAR_BF16,
  CUTE_RT_SCALAR_F32,
  CUTE_RT_SCALAR_F64
} CuteRtScalarType;

/* "i1", "i8", ..., "f64"; "unknown" for an out-of-range value. */
CUTE_C_EXPORTED const char *cuteRtScalarTypeGetName(CuteRtScalarType type);

/* A strided tensor in device memory: the caller's view of a memref
 * argument. Shapes and strides are in elements; strides == NULL means
 * compact row-major (the last mode has stride 1), as in DLPack. The
 * arrays are read during the call only. */
typedef struct CuteRtTensor {
  CuteRtDevicePtr data; /* address of element 0 */
  CuteRtElemType elemType;
  int32_t rank;
  const int64_t *shape;
  const int64_t *strides;
} CuteRtTensor;

/* DLPack's DLTensor (dlpack.h v0.8 and v1.x have this same layout), so a
 * `DLTensor *` may be passed as a `const CuteRtDLTensor *`. */
typedef struct CuteRtDLDevice {
  int32_t deviceType; /* DLDeviceType: 2 = kDLCUDA, 13 = kDLCUDAManaged */
  int32_t deviceId;
} CuteRtDLDevice;
typedef struct CuteRtDLDataType {
  uint8_t code; /* DLDataTypeCode: 0 int, 1 uint, 2 float, 4 bfloat, ... */
  uint8_t bits;
  uint16_t lanes;
} CuteRtDLDataType;
typedef struct CuteRtDLTensor {
  void *data;
  CuteRtDLDevice device;
  int32_t ndim;
  CuteRtDLDataType dtype;
  int64_t *shape;
  int64_t *strides; /* in elements; NULL = compact row-major */
  uint64_t byte_offset;
} CuteRtDLTensor;

/* How a kernel argument is given. */
typedef enum CuteRtArgKind {
  CUTE_RT_ARG_TENSOR = 0, /* memref or tma_desc from a CuteRtTensor */
  CUTE_RT_ARG_DLTENSOR,   /* memref or tma_desc from a DLPack DLTensor */
  CUTE_RT_ARG_POINTER,    /* ptr; or memref from its pointer + leaves */
  CUTE_RT_ARG_LEAVES,     /* algebra kinds and coord_tensor: dynamic leaves */
  CUTE_RT_ARG_SCALAR,     /* scalar */
  CUTE_RT_ARG_NONE        /* an argument that passes nothing (atom) */
} CuteRtArgKind;

/* One kernel argument, before ABI expansion. Build it with the
 * cuteRtArg... functions below; `name` (optional) only labels errors. */
typedef struct CuteRtArg {
  CuteRtArgKind kind;
  CuteRtScalarType scalarType; /* CUTE_RT_ARG_SCALAR only */
  const char *name;
  union {
    const CuteRtTensor *tensor;
    const CuteRtDLTensor *dlTensor;
    struct {
      CuteRtDevicePtr data;
      const int64_t *leaves; /* the layout's dynamic leaves, ABI order */
      size_t numLeaves;
    } pointer;
    struct {
      const int64_t *values; /* dynamic leaves, ABI order */
      size_t count;
    } leaves;
    int64_t i; /* integer scalars; raw bits for f16 and bf16 */
    double f;  /* f32 and f64 scalars */
  } u;
} CuteRtArg;

/* A memref argument from a tensor descriptor (read during the call); also
 * the global tensor of a tma_desc argument. */
static inline CuteRtArg cuteRtArgTensor(const CuteRtTensor *t) {
  CuteRtArg a = {.kind = CUTE_RT_ARG_TENSOR, .u.tensor = t};
  return a;
}
/* A memref or tma_desc argument from a DLPack tensor (read during the
 * call). */
static inline CuteRtArg cuteRtArgDLTensor(const CuteRtDLTensor *t) {
  CuteRtArg a = {.kind = CUTE_RT_ARG_DLTENSOR, .u.dlTensor = t};
  return a;
}
/* A `ptr` argument, or a memref whose layout has no dynamic leaf. */
static inline CuteRtArg cuteRtArgPointer(CuteRtDevicePtr p) {
  CuteRtArg a = {.kind = CUTE_RT_ARG_POINTER, .u.pointer = {p, NULL, 0}};
  return a;
}
/* A memref argument as its pointer and the dynamic leaves of its layout
 * (the only way to pass nested or composed layouts). */
static inline CuteRtArg cuteRtArgMemref(CuteRtDevicePtr p,
                                        const int64_t *leaves, size_t n) {
  CuteRtArg a = {.kind = CUTE_RT_ARG_POINTER, .u.pointer = {p, leaves, n}};
  return a;
}
/* An algebra value (layout, shape, tile, ...) or coord_tensor argument as
 * its dynamic leaves, in ABI order. */
static inline CuteRtArg cuteRtArgLeaves(const int64_t *values, size_t n) {
  CuteRtArg a = {.kind = CUTE_RT_ARG_LEAVES, .u.leaves = {values, n}};
  return a;
}
/* The placeholder for an argument that passes nothing: an `atom` of the
 * ABI (a copy or MMA atom, tiled copy or tiled MMA, all in its type;
 * docs/abi.md), or an algebra value without dynamic leaves (the same as
 * cuteRtArgLeaves(NULL, 0)). Such arguments are not skipped: the array
 * given to cuteRtLaunch has one entry per argument of the kernel's
 * signature, so that argument i is the kernel's argument i (as in
 * NVIDIA's host functions, which pass tiled copies and MMAs by position),
 * and errors name the same index. */
static inline CuteRtArg cuteRtArgNone(void) {
  CuteRtArg a = {.kind = CUTE_RT_ARG_NONE};
  return a;
}
/* An integer scalar of type i1, i8, i16, i32 or i64 (range-checked at
 * launch; both the signed and the unsigned range are accepted). */
static inline CuteRtArg cuteRtArgInt(CuteRtScalarType type, int64_t v) {
  CuteRtArg a = {.kind = CUTE_RT_ARG_SCALAR, .scalarType = type, .u.i = v};
  return a;
}
static inline CuteRtArg cuteRtArgI32(int32_t v) {
  return cuteRtArgInt(CUTE_RT_SCALAR_I32, v);
}
static inline CuteRtArg cuteRtArgI64(int64_t v) {
  return cuteRtArgInt(CUTE_RT_SCALAR_I64, v);
}
static inline CuteRtArg cuteRtArgF32(float v) {
  CuteRtArg a = {
      .kind = CUTE_RT_ARG_SCALAR, .scalarType = CUTE_RT_SCALAR_F32, .u.f = v};
  return a;
}
static inline CuteRtArg cuteRtArgF64(double v) {
  CuteRtArg a = {
      .kind = CUTE_RT_ARG_SCALAR, .scalarType = CUTE_RT_SCALAR_F64, .u.f = v};
  return a;
}
/* An f16 or bf16 scalar given as its 16 raw bits. */
static inline CuteRtArg cuteRtArgHalfBits(CuteRtScalarType type,
                                          uint16_t bits) {
  return cuteRtArgInt(type, bits);
}
/* `a` labelled `name` in error messages. */
static inline CuteRtArg cuteRtArgNamed(CuteRtArg a, const char *name) {
  a.name = name;
  return a;
}

/*===-- ABI metadata ------------------------------------------------------===*/

/* Argument kinds of the ABI text (`arg KIND ...`). */
typedef enum CuteRtAbiArgKind {
  CUTE_RT_ABI_MEMREF = 0,
  CUTE_RT_ABI_PTR,
  CUTE_RT_ABI_COORD_TENSOR,
  CUTE_RT_ABI_INT_TUPLE,
  CUTE_RT_ABI_SHAPE,
  CUTE_RT_ABI_STRIDE,
  CUTE_RT_ABI_COORD,
  CUTE_RT_ABI_LAYOUT,
  CUTE_RT_ABI_COMPOSED_LAYOUT,
  CUTE_RT_ABI_TILE,
  CUTE_RT_ABI_SWIZZLE,
  CUTE_RT_ABI_SCALAR,
  /* CuTe's FastDivmod of a 32-bit divisor: three i32 parameters (divisor,
   * multiplier, shift). The caller passes the divisor alone
   * (cuteRtArgI32, 1 to 2^31 - 1); packing computes the other two. */
  CUTE_RT_ABI_FAST_DIVMOD_DIVISOR,
  /* A copy or MMA atom, tiled copy or tiled MMA: all in its type, no
   * parameter (`arg atom leaves 0 spec TYPE`). The caller passes
   * cuteRtArgNone() in its place. */
  CUTE_RT_ABI_ATOM,
  /* A TMA descriptor (CUtensorMap) of a global tensor: one 128-byte
   * parameter (`arg tma_desc ...`). The caller passes the tensor
   * (cuteRtArgTensor, cuteRtArgDLTensor); packing checks it against the
   * line and encodes it with the driver's cuTensorMapEncodeTiled, so it
   * packs with cuteRtKernelPack or cuteRtLaunch, not cuteRtAbiKernelPack. */
  CUTE_RT_ABI_TMA_DESC
} CuteRtAbiArgKind;

/* One argument of an ABI kernel, as parsed. Strings are owned by the ABI. */
typedef struct CuteRtAbiArgInfo {
  CuteRtAbiArgKind kind;
  const char *kindName;   /* "memref", "layout", ... */
  const char *elemName;   /* memref, ptr, tma_desc: element type as written;
                             scalar: its type; else "" */
  CuteRtElemType elemType;     /* memref, ptr, tma_desc */
  CuteRtScalarType scalarType; /* scalar */
  const char *space;      /* memref, ptr: "gmem", "smem", "rmem", "generic" */
  uint32_t align;         /* memref, ptr: guaranteed alignment in bytes */
  const char *spec;       /* the layout / spec text ("" if none), the
                             algebra's, for messages */
  int32_t rank;           /* flat layouts: modes; tma_desc: the TMA rank
                             (1 to 5); -1 if none, nested, composed or
                             with scaled-basis strides */
  uint32_t numDynamicLeaves;
  uint32_t firstParam;    /* index of its first kernel parameter */
  uint32_t numParams;     /* kernel parameters it expands to */
} CuteRtAbiArgInfo;

/* Parses ABI text (docs/abi.md; `size` bytes, need not be NUL-terminated)
 * into `*out`, computing each kernel's launch plan. `sourceName` (e.g. the
 * file name; NULL for "ABI") prefixes messages, which name the line:
 *   kernel.abi line 4: leaf 1 `?i16`: a dynamic leaf is `?i32` or `?i64`
 * The caller owns the result (cuteRtAbiDestroy). */
CUTE_C_EXPORTED CuteRtStatus cuteRtAbiParse(const char *text, size_t size,
                                            const char *sourceName,
                                            CuteRtAbi *out, CuteRtError *err);

/* Frees an ABI from cuteRtAbiParse (null is fine). Not for the ABI of a
 * module, which the module owns. */
CUTE_C_EXPORTED void cuteRtAbiDestroy(CuteRtAbi abi);

/* Number of kernels, and the i-th in file order (null when out of range). */
CUTE_C_EXPORTED size_t cuteRtAbiGetNumKernels(CuteRtAbi abi);
CUTE_C_EXPORTED CuteRtAbiKernel cuteRtAbiGetKernel(CuteRtAbi abi, size_t i);

/* The kernel called `name`, or a null kernel. */
CUTE_C_EXPORTED CuteRtAbiKernel cuteRtAbiLookupKernel(CuteRtAbi abi,
                                                      const char *name);

/* The kernel's name, argument count (before expansion) and parameter
 * count (after expansion: what the GPU function takes). */
CUTE_C_EXPORTED const char *cuteRtAbiKernelGetName(CuteRtAbiKernel k);
CUTE_C_EXPORTED size_t cuteRtAbiKernelGetNumArgs(CuteRtAbiKernel k);
CUTE_C_EXPORTED size_t cuteRtAbiKernelGetNumParams(CuteRtAbiKernel k);

/* Describes argument i. Fails (INVALID_ARGUMENT) when i is out of range. */
CUTE_C_EXPORTED CuteRtStatus cuteRtAbiKernelGetArgInfo(CuteRtAbiKernel k,
                                                       size_t i,
                                                       CuteRtAbiArgInfo *out,
                                                       CuteRtError *err);

/*===-- Packing -----------------------------------------------------------===*/

/* Most kernel parameters (after expansion) a kernel may take here. */
#define CUTE_RT_MAX_PARAMS 256

/* Packed kernel parameters, ready for cuLaunchKernel: params[i] points
 * into slots, at parameter i, and params[numParams] is NULL. A parameter
 * takes one 8-byte slot and sits in its low bytes (pointers and 64-bit
 * values: 8 bytes; i32 leaves: 4; ...; unused bytes are zero), except a
 * tma_desc's: 128 bytes at the first 64-byte boundary of 23 slots. So
 * params[i] == &slots[i] while no tma_desc comes before parameter i; the
 * slots of a kernel number at most CUTE_RT_MAX_PARAMS. About 4 KiB: meant
 * for the stack. */
typedef struct CuteRtPackBuffer {
  void *params[CUTE_RT_MAX_PARAMS + 1];
  uint64_t slots[CUTE_RT_MAX_PARAMS];
  uint32_t numParams;
} CuteRtPackBuffer;

/* Checks `args` (numArgs of them, one per ABI argument) against kernel k
 * and packs them into `buf` in the ABI's parameter order: a memref as its
 * pointer then its layout's dynamic shape leaves then dynamic stride
 * leaves, algebra values and coord_tensors as their dynamic leaves,
 * scalars as themselves. Checks element types, ranks, every static leaf
 * of a layout against the descriptor, divisibility and width of dynamic
 * leaves, alignment, DLPack device type; errors name the argument and the
 * leaf and set err->argIndex. A mode of extent 0 or 1 has no meaningful
 * stride: its static stride is not checked, and a dynamic one that fails
 * its checks is passed as 0. No allocation; this is what cuteRtLaunch
 * does before launching. A tma_desc argument needs the driver: its
 * tensor is checked, then the call fails (use cuteRtKernelPack). */
CUTE_C_EXPORTED CuteRtStatus cuteRtAbiKernelPack(CuteRtAbiKernel k,
                                                 const CuteRtArg *args,
                                                 size_t numArgs,
                                                 CuteRtPackBuffer *buf,
                                                 CuteRtError *err);

/*===-- Context -----------------------------------------------------------===*/

/* Loads the CUDA driver (dlopen of $CUTE_RT_LIBCUDA, else "libcuda.so.1"),
 * resolves its entry points, calls cuInit, retains the primary context of
 * device `ordinal` and makes it current on the calling thread. Errors:
 *   cannot load the CUDA driver (libcuda.so.1): <dlerror text>
 *   the CUDA driver (libcuda.so.1) lacks cuMemAlloc_v2
 *   cuInit failed: CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected)
 * The caller owns the context (cuteRtContextDestroy). */
CUTE_C_EXPORTED CuteRtStatus cuteRtContextCreate(int ordinal,
                                                 CuteRtContext *out,
                                                 CuteRtError *err);

/* Releases the primary context and the driver (null is fine). Destroy the
 * context's modules, streams and events first; the modules that
 * ahead-of-time objects loaded into it (RuntimeAot.h) go with it. */
CUTE_C_EXPORTED void cuteRtContextDestroy(CuteRtContext ctx);

/* Makes the context current on the calling thread (needed once per thread
 * other than the one that created it, before any other call). */
CUTE_C_EXPORTED CuteRtStatus cuteRtContextMakeCurrent(CuteRtContext ctx,
                                                      CuteRtError *err);

/* Waits for all work of the context (cuCtxSynchronize); an asynchronous
 * kernel fault surfaces here. */
CUTE_C_EXPORTED CuteRtStatus cuteRtContextSynchronize(CuteRtContext ctx,
                                                      CuteRtError *err);

/* Device attributes a launch is planned with. The values are CUDA's
 * CUdevice_attribute numbers, so that they pass to the driver as they
 * are. */
typedef enum CuteRtDeviceAttribute {
  CUTE_RT_DEVICE_MULTIPROCESSOR_COUNT = 16,
  CUTE_RT_DEVICE_L2_CACHE_SIZE = 38,
  CUTE_RT_DEVICE_COMPUTE_CAPABILITY_MAJOR = 75,
  CUTE_RT_DEVICE_COMPUTE_CAPABILITY_MINOR = 76,
  CUTE_RT_DEVICE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97
} CuteRtDeviceAttribute;

/* One attribute of the context's device (cuDeviceGetAttribute) in *value,
 * e.g. the multiprocessor count that sizes a persistent kernel's grid. An
 * attribute not in CuteRtDeviceAttribute, a NULL value or a driver
 * without the entry point is an error that says which; *value is left
 * as it was. */
CUTE_C_EXPORTED CuteRtStatus cuteRtContextGetDeviceAttribute(
    CuteRtContext ctx, CuteRtDeviceAttribute attribute, int *value,
    CuteRtError *err);

/* The driver's entry point `name` (dlsym on the loaded driver), e.g. for a
 * call the runtime does not wrap; NULL when absent. */
CUTE_C_EXPORTED void *cuteRtContextGetDriverProc(CuteRtContext ctx,
                                                 const char *name);

/*===-- Modules and kernels -----------------------------------------------===*/

/* Loads a cubin, PTX or fatbin image of `size` bytes (PTX need not be
 * NUL-terminated; it is copied when it is not) with cuModuleLoadDataEx,
 * whose JIT error log, if any, ends the message. `abiText` (abiSize
 * bytes; NULL for none) is the kernel ABI metadata, parsed now with
 * `abiSourceName` (NULL for "ABI") in its messages; without it kernels
 * launch only with cuteRtLaunchRaw. The image is not kept. The caller
 * owns the module (cuteRtModuleDestroy). */
CUTE_C_EXPORTED CuteRtStatus
cuteRtModuleLoad(CuteRtContext ctx, const void *image, size_t size,
                 const char *abiText, size_t abiSize, const char *abiSourceName,
                 CuteRtModule *out, CuteRtError *err);

/* cuteRtModuleLoad from files: the binary at `path` and, unless abiPath is
 * NULL, the ABI text at `abiPath` (the compile drivers write kernel.cubin
 * and kernel.abi side by side). Errors name the file:
 *   cannot read kernel.abi: No such file or directory */
CUTE_C_EXPORTED CuteRtStatus cuteRtModuleLoadFile(CuteRtContext ctx,
                                                  const char *path,
                                                  const char *abiPath,
                                                  CuteRtModule *out,
                                                  CuteRtError *err);

/* Unloads the module and frees its kernels and ABI (null is fine). */
CUTE_C_EXPORTED void cuteRtModuleDestroy(CuteRtModule module);

/* The module's ABI (owned by it), or a null ABI when loaded without. */
CUTE_C_EXPORTED CuteRtAbi cuteRtModuleGetAbi(CuteRtModule module);

/* Finds kernel `name` (cuModuleGetFunction) and its ABI entry, if the
 * module has one. Looking the same name up again returns the same kernel.
 * Error: `cuModuleGetFunction(vector_add) failed: CUDA_ERROR_NOT_FOUND
 * (named symbol not found)`. */
CUTE_C_EXPORTED CuteRtStatus cuteRtModuleGetKernel(CuteRtModule module,
                                                   const char *name,
                                                   CuteRtKernel *out,
                                                   CuteRtError *err);

/* The kernel's name, its ABI entry (null when the module has none for
 * it) and its CUfunction (for direct driver calls). */
CUTE_C_EXPORTED const char *cuteRtKernelGetName(CuteRtKernel k);
CUTE_C_EXPORTED CuteRtAbiKernel cuteRtKernelGetAbi(CuteRtKernel k);
CUTE_C_EXPORTED void *cuteRtKernelGetFunction(CuteRtKernel k);

/*===-- Launching ---------------------------------------------------------===*/

typedef struct CuteRtDim3 { uint32_t x, y, z; } CuteRtDim3;

/* Launch geometry. cluster {0,0,0} launches without clusters
 * (cuLaunchKernel), and so does a cluster of one CTA ({1,1,1}, 0
 * components counting as 1: each CTA is a cluster of one either way, and
 * the cluster launch was measured slower, docs/runtime.md) unless the
 * kernel must be launched in clusters (PTX `.explicitcluster`); any other
 * cluster goes through cuLaunchKernelEx with a cluster-dimension
 * attribute.
 * programmaticStreamSerialization asks for a programmatic dependent
 * launch (sm_90 and up; cuLaunchKernelEx with
 * CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION): the kernel may
 * start while the work before it in the stream is still running, so it
 * must execute `griddepcontrol.wait` before it touches memory that work
 * reads or writes (docs/runtime.md, "Programmatic dependent launch"). */
typedef struct CuteRtLaunchConfig {
  CuteRtDim3 grid;
  CuteRtDim3 block;
  CuteRtDim3 cluster;
  uint32_t sharedMemBytes; /* dynamic shared memory per block */
  CuteRtStream stream;     /* {NULL}: the default stream */
  bool programmaticStreamSerialization;
} CuteRtLaunchConfig;

/* cuteRtAbiKernelPack for a loaded kernel, whose driver also encodes
 * tma_desc arguments (cuTensorMapEncodeTiled; docs/runtime.md). Each
 * kernel keeps the last encoding of each of its tma_desc arguments and
 * reuses it while the tensor's address, and the extents and strides the
 * descriptor reads, stay the same. Errors as cuteRtAbiKernelPack's, and
 *   k: argument 0: a tma_desc needs cuTensorMapEncodeTiled, which the
 *   CUDA driver (libcuda.so.1) lacks
 * (CUTE_RT_ERROR_DRIVER), or the encoder's CUDA error with its inputs
 * (CUTE_RT_ERROR_CUDA); err->argIndex names the argument. Fails when the
 * kernel has no ABI metadata. This is what cuteRtLaunch does before
 * launching; the buffer may then go to cuteRtLaunchRaw. */
CUTE_C_EXPORTED CuteRtStatus cuteRtKernelPack(CuteRtKernel k,
                                              const CuteRtArg *args,
                                              size_t numArgs,
                                              CuteRtPackBuffer *buf,
                                              CuteRtError *err);

/* Checks and packs `args` following the kernel's ABI (as
 * cuteRtKernelPack) and launches it asynchronously. Dynamic shared
 * memory above 48 KiB is opted into with cuFuncSetAttribute the first time
 * it is asked for. Fails when the kernel has no ABI metadata. Per launch:
 * no allocation, no parsing, no symbol lookup; a driver call only to
 * encode a tma_desc whose tensor changed. */
CUTE_C_EXPORTED CuteRtStatus cuteRtLaunch(CuteRtKernel k,
                                          const CuteRtLaunchConfig *config,
                                          const CuteRtArg *args, size_t numArgs,
                                          CuteRtError *err);

/* How many clusters of config->cluster CTAs (each config->block threads
 * with config->sharedMemBytes of dynamic shared memory) the device can
 * run at once (cuOccupancyMaxActiveClusters), in *count: a persistent
 * kernel in clusters launches no more, or the clusters that find no room
 * run after the others and double its time. The shared memory is opted
 * into first, as cuteRtLaunch does. A cluster of {0,0,0} or {1,1,1} asks
 * for single CTAs. Errors: a NULL argument, a driver without the entry
 * point (CUTE_RT_ERROR_DRIVER), the driver's refusal (CUTE_RT_ERROR_CUDA,
 * e.g. a cluster larger than the device allows). */
CUTE_C_EXPORTED CuteRtStatus cuteRtKernelGetMaxActiveClusters(
    CuteRtKernel k, const CuteRtLaunchConfig *config, int *count,
    CuteRtError *err);

/* Launches with parameters already packed, as for cuLaunchKernel: one
 * pointer per kernel parameter. Nothing is checked. */
CUTE_C_EXPORTED CuteRtStatus cuteRtLaunchRaw(CuteRtKernel k,
                                             const CuteRtLaunchConfig *config,
                                             void **params, CuteRtError *err);

/*===-- Memory ------------------------------------------------------------===*/

/* Allocates `bytes` of device memory (cuMemAlloc_v2; 256-byte aligned). */
CUTE_C_EXPORTED CuteRtStatus cuteRtMemAlloc(CuteRtContext ctx, size_t bytes,
                                            CuteRtDevicePtr *out,
                                            CuteRtError *err);

/* Frees memory from cuteRtMemAlloc (0 is fine). */
CUTE_C_EXPORTED CuteRtStatus cuteRtMemFree(CuteRtContext ctx,
                                           CuteRtDevicePtr ptr,
                                           CuteRtError *err);

/* Synchronous copies of `bytes`: host to device, device to host, device
 * to device; and cuMemsetD8 of `bytes` bytes to `value`. */
CUTE_C_EXPORTED CuteRtStatus cuteRtMemcpyHtoD(CuteRtContext ctx,
                                              CuteRtDevicePtr dst,
                                              const void *src, size_t bytes,
                                              CuteRtError *err);
CUTE_C_EXPORTED CuteRtStatus cuteRtMemcpyDtoH(CuteRtContext ctx, void *dst,
                                              CuteRtDevicePtr src, size_t bytes,
                                              CuteRtError *err);
CUTE_C_EXPORTED CuteRtStatus cuteRtMemcpyDtoD(CuteRtContext ctx,
                                              CuteRtDevicePtr dst,
                                              CuteRtDevicePtr src, size_t bytes,
                                              CuteRtError *err);
CUTE_C_EXPORTED CuteRtStatus cuteRtMemsetD8(CuteRtContext ctx,
                                            CuteRtDevicePtr dst, uint8_t value,
                                            size_t bytes, CuteRtError *err);

/*===-- Streams and events ------------------------------------------------===*/

/* Creates a stream (cuStreamCreate with flags 0: it synchronises with the
 * default stream); destroy it with cuteRtStreamDestroy. */
CUTE_C_EXPORTED CuteRtStatus cuteRtStreamCreate(CuteRtContext ctx,
                                                CuteRtStream *out,
                                                CuteRtError *err);
CUTE_C_EXPORTED CuteRtStatus cuteRtStreamDestroy(CuteRtContext ctx,
                                                 CuteRtStream stream,
                                                 CuteRtError *err);
/* Waits for all work queued on the stream. */
CUTE_C_EXPORTED CuteRtStatus cuteRtStreamSynchronize(CuteRtContext ctx,
                                                     CuteRtStream stream,
                                                     CuteRtError *err);

/* Creates an event (default flags, timing enabled); destroy it with
 * cuteRtEventDestroy. */
CUTE_C_EXPORTED CuteRtStatus cuteRtEventCreate(CuteRtContext ctx,
                                               CuteRtEvent *out,
                                               CuteRtError *err);
CUTE_C_EXPORTED CuteRtStatus cuteRtEventDestroy(CuteRtContext ctx,
                                                CuteRtEvent event,
                                                CuteRtError *err);
/* Records the event on `stream` ({NULL}: default stream). */
CUTE_C_EXPORTED CuteRtStatus cuteRtEventRecord(CuteRtContext ctx,
                                               CuteRtEvent event,
                                               CuteRtStream stream,
                                               CuteRtError *err);
/* Waits until the event has completed. */
CUTE_C_EXPORTED CuteRtStatus cuteRtEventSynchronize(CuteRtContext ctx,
                                                    CuteRtEvent event,
                                                    CuteRtError *err);
/* Milliseconds between two completed events (cuEventElapsedTime_v2, or
 * cuEventElapsedTime on drivers without it). */
CUTE_C_EXPORTED CuteRtStatus cuteRtEventElapsedTime(CuteRtContext ctx,
                                                    CuteRtEvent start,
                                                    CuteRtEvent end, float *ms,
                                                    CuteRtError *err);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_C_RUNTIME_H */
