/* Internal interface of lib/Target: the NVPTX target of the GPU
 * pipelines. What LLVM 22's NVPTX backend accepts (chips.c), the options
 * checked and completed (options.c), the CUDA toolkit (toolkit.c), the
 * target's steps as pass text (steps.c) and the check of #nvvm.target
 * attributes before serialisation (check_pass.c). The public part
 * (cuteGpuOptionsGetDefault, cuteGpuOptionsCheck, cuteGpuChipMinFeatures)
 * is declared in include/cute-c/Passes.h. */
#ifndef CUTE_GPU_TARGET_H
#define CUTE_GPU_TARGET_H

#include "cute-c/Passes.h"

#include "message.h"

#include <stdbool.h>
#include <stddef.h>

enum { CUTE_TARGET_CHIP_CAP = 16, CUTE_TARGET_TOOLKIT_CAP = 4096 };

/* Options checked and completed with their defaults. */
typedef struct CuteGpuTarget {
  char chip[CUTE_TARGET_CHIP_CAP];
  int ptx; /* x10: 78 for PTX 7.8 */
  int optLevel;
  char toolkit[CUTE_TARGET_TOOLKIT_CAP]; /* empty: let MLIR look (PTX, NVVM) */
  CuteGpuAssertions assertions;
} CuteGpuTarget;

/*===--- chips.c: what LLVM 22's NVPTX backend accepts -------------------===*/

/* A chip LLVM 22.1 knows, with the oldest PTX version (x10) it accepts. */
typedef struct CuteChipInfo {
  const char *name;
  int minPtx;
} CuteChipInfo;

/* `chip` (empty: sm_90) into r->chip and its row into *info; false after
 * a message listing the known chips. */
bool cuteTargetCheckChip(MlirStringRef chip, CuteGpuTarget *r,
                         const CuteChipInfo **info, const CuteMessageSink *e);

/* `features` (empty: the chip's oldest PTX) into r->ptx; false after a
 * message when it is no `+ptxNN` LLVM 22 knows for the chip. */
bool cuteTargetCheckFeatures(MlirStringRef f, const CuteChipInfo *chip,
                             CuteGpuTarget *r, const CuteMessageSink *e);

/*===--- toolkit.c: the CUDA toolkit -------------------------------------===*/

/* The toolkit gpu-module-to-binary gets for `format` into r->toolkit
 * (toolkit=, $CUDA_PATH, /usr/local/cuda, the ptxas on PATH); false after
 * a message when one named lacks a piece, or none has ptxas for cubin or
 * fatbin. */
bool cuteTargetCheckToolkit(CuteGpuFormat format, MlirStringRef given,
                            CuteGpuTarget *r, const CuteMessageSink *e);

/*===--- options.c: all options ------------------------------------------===*/

/* Every option of `o` checked for `format` and completed into r. */
bool cuteTargetResolve(CuteGpuFormat format, const CuteGpuOptions *o,
                       CuteGpuTarget *r, const CuteMessageSink *e);

/* `text` (trap, message, off) as an assertion mode into *mode; false
 * after "OPTION must be trap, message or off, got 'TEXT'". The one table
 * of these names, for the pipelines' `assertions=` and the pass's
 * `mode=`. */
bool cuteTargetParseAssertions(const char *option, MlirStringRef text,
                               CuteGpuAssertions *mode,
                               const CuteMessageSink *e);

/*===--- steps.c: the target's steps as pass text ------------------------===*/

/* `nvvm-attach-target{chip=.. features=+ptxNN O=N}`. */
void cuteTargetAttachText(const CuteGpuTarget *r, char *buf, size_t cap);

/* `gpu-module-to-binary{format=.. [toolkit=".."]}` for a format other
 * than CuteGpuFormatNVVM. */
void cuteTargetBinaryText(CuteGpuFormat format, const CuteGpuTarget *r,
                          char *buf, size_t cap);

/*===--- check_pass.c ----------------------------------------------------===*/

/* `cute-check-nvvm-targets`, run right before gpu-module-to-binary: each
 * #nvvm.target on a gpu.module against the table; registers the LLVM IR
 * translations serialisation needs. */
MlirPass cuteCreateCheckNVVMTargetsPass(void);

#endif
