/* Internal interface of lib/JIT: the cache key (jit_key.c) beside the
 * disk cache (disk_cache.h); jit.c puts them together behind Jit.h. */
#ifndef CUTE_JIT_INTERNAL_H
#define CUTE_JIT_INTERNAL_H

#include "cute-c/Jit.h"

#include "disk_cache.h"
#include "sha256.h"

/* The cache key of `module` compiled with `o` (the chip already filled
 * in): checks the format (PTX, cubin or fatbin) and the options
 * (cuteTargetResolve) first; errors are CUTE_RT_ERROR_INVALID_ARGUMENT
 * with lib/Target's message. */
CuteRtStatus jitKey(MlirModule module, const CuteCompileOptions *o,
                    uint8_t key[JIT_KEY_BYTES], CuteRtError *err);

/* cuteCompileModule of a clone of `module`; its diagnostics are caught:
 * the first error, with its location, is the message. */
CuteRtStatus jitCompile(MlirModule module, const CuteCompileOptions *o,
                        CuteCompileResult *result, CuteRtError *err);

/* `text` parsed in ctx, diagnostics caught as for jitCompile. */
CuteRtStatus jitParse(MlirContext ctx, MlirStringRef text, MlirModule *out,
                      CuteRtError *err);

#endif
