/* cute-c runtime (libcute_rt): the entry points of ahead-of-time objects.
 *
 * `cute-translate --mlir-to-c-object` writes an object file that holds a
 * compiled GPU image (fatbin, cubin or PTX) with its kernel ABI text
 * (docs/abi.md), and one C launcher per kernel, declared in a header
 * written beside it (docs/aot.md). A launcher takes the kernel's
 * arguments as C values, stores them in an array of slots and calls
 * cuteRtAotLaunch, which loads the image once per context, checks every
 * argument against the ABI and launches. Programs call the launchers and
 * never these functions; they are public so that the objects link against
 * libcute_rt alone, and documented so that what the objects do is plain.
 *
 * Conventions as in Runtime.h: a CuteRtStatus, a CuteRtError filled on
 * failure only, no printing. Depends on Runtime.h only. */
#ifndef CUTE_C_RUNTIME_AOT_H
#define CUTE_C_RUNTIME_AOT_H

#include "cute-c/Runtime.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The layout of CuteRtAotModule and CuteRtAotKernel, and the meaning of
 * the slots. An object written for another version is refused. */
#define CUTE_RT_AOT_VERSION 1

/* What an object embeds: constant data, one per object. The runtime keys
 * its per-context state by this structure's address. */
typedef struct CuteRtAotModule {
  uint32_t version;    /* CUTE_RT_AOT_VERSION */
  uint32_t numKernels; /* kernels of the ABI text */
  const void *image;   /* fatbin, cubin or PTX (NUL-terminated) */
  uint64_t imageSize;  /* bytes, PTX's NUL not counted */
  const char *abi;     /* the `.abi` text (NUL-terminated) */
  uint64_t abiSize;    /* bytes, the NUL not counted */
  const char *name;    /* the source's name, for messages */
} CuteRtAotModule;

/* One launcher's kernel: constant data, one per kernel of the object. */
typedef struct CuteRtAotKernel {
  const CuteRtAotModule *module;
  uint32_t index;              /* the kernel's place in the ABI text, from 0 */
  uint32_t numArgs;            /* its arguments (ABI `arg` lines) */
  const char *name;            /* its name, as in the ABI text */
  const char *const *argNames; /* numArgs names, for messages; or NULL */
} CuteRtAotKernel;

/* How a launcher takes one ABI argument: its C parameters (docs/aot.md).
 * The ABI's description of the argument decides (cuteRtAotParamOf), for
 * the compiler writing the launcher and for the runtime reading its
 * slots alike. */
typedef enum CuteRtAotParam {
  /* No parameter: an atom, or an algebra value without dynamic leaves. */
  CUTE_RT_AOT_PARAM_NONE = 0,
  /* `const CuteRtTensor *` (`const CuteRtDLTensor *` in the `_dl`
   * launchers): a memref of a flat layout, or a tma_desc's tensor. */
  CUTE_RT_AOT_PARAM_TENSOR,
  /* `CuteRtDevicePtr`, then `const int64_t *` of its dynamic leaves when
   * it has any: a memref whose layout binds to no tensor descriptor
   * (nested, scaled-basis, composed). */
  CUTE_RT_AOT_PARAM_MEMREF,
  /* `CuteRtDevicePtr`: a ptr. */
  CUTE_RT_AOT_PARAM_POINTER,
  /* `const int64_t *` of the value's dynamic leaves, in ABI order: the
   * algebra kinds and coord_tensor. */
  CUTE_RT_AOT_PARAM_LEAVES,
  /* The scalar's C type: bool, int8_t, int16_t, int32_t, int64_t,
   * uint16_t (the raw bits of f16 and bf16), float, double. */
  CUTE_RT_AOT_PARAM_SCALAR,
  /* `int32_t`: a fast_divmod_divisor's divisor. */
  CUTE_RT_AOT_PARAM_DIVISOR
} CuteRtAotParam;

/* The parameter form of an argument described by `info`. */
CUTE_C_EXPORTED CuteRtAotParam cuteRtAotParamOf(const CuteRtAbiArgInfo *info);

/* Launcher flags: the TENSOR parameters are DLPack tensors. */
#define CUTE_RT_AOT_DLPACK 1u

/* The slots a launcher fills: two per argument of the kernel, argument i
 * in slots[2i] and slots[2i + 1]. A pointer parameter (a tensor, the
 * leaves) is its address, a CuteRtDevicePtr itself, an integer scalar
 * or divisor sign-extended to 64 bits (bool: 0 or 1), f16 and bf16 bits
 * zero-extended, float and double as the bits of the double. The second
 * slot holds a MEMREF's leaves; unused slots are 0. */
#define CUTE_RT_AOT_SLOTS_PER_ARG 2

/* Launches `kernel` of its object's module on ctx with `config`: loads
 * the module into ctx the first time (the image and its ABI; every
 * kernel looked up), then turns the slots into CuteRtArgs following the
 * kernel's ABI and calls cuteRtLaunch, which checks each argument.
 * Modules loaded so live until cuteRtContextDestroy; threads may launch
 * at once (two that load the same module at once keep one). Errors:
 * cuteRtLaunch's (named after the kernel and, with argNames, the
 * argument), and
 *   vector_add_f32: null context (create one with cuteRtContextCreate)
 *   vector_add_f32: argument 1 ("b"): the tensor descriptor is NULL
 *   vector_add.mlir: the object was written for AOT version 2; this
 *   runtime reads version 1
 *   vector_add_f32: the object's kernel 0 is `vector_add_f16` in its ABI
 * and those of cuteRtModuleLoad (the image or ABI refused). */
CUTE_C_EXPORTED CuteRtStatus cuteRtAotLaunch(CuteRtContext ctx,
                                             const CuteRtAotKernel *kernel,
                                             const CuteRtLaunchConfig *config,
                                             const uint64_t *slots,
                                             uint32_t flags, CuteRtError *err);

/* The loaded kernel behind `kernel` in ctx (loading its module as
 * cuteRtAotLaunch does), for calls that take a CuteRtKernel
 * (cuteRtKernelGetMaxActiveClusters, cuteRtLaunch). Owned by ctx. */
CUTE_C_EXPORTED CuteRtStatus cuteRtAotGetKernel(CuteRtContext ctx,
                                                const CuteRtAotKernel *kernel,
                                                CuteRtKernel *out,
                                                CuteRtError *err);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_C_RUNTIME_AOT_H */
