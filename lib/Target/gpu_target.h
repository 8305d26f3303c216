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
#include "str_buf.h"

#include <stdbool.h>
#include <stddef.h>

enum {
  CUTE_TARGET_CHIP_CAP = 16,
  CUTE_TARGET_TOOLKIT_CAP = 4096,
  CUTE_TARGET_PTXAS_CAP = 4096, /* ptxas-options, bytes with the NUL */
  CUTE_TARGET_PTXAS_WORDS = 64  /* ptxas-options, words */
};

/* Options checked and completed with their defaults. */
typedef struct CuteGpuTarget {
  char chip[CUTE_TARGET_CHIP_CAP];
  int ptx; /* x10: 78 for PTX 7.8 */
  int optLevel;
  char toolkit[CUTE_TARGET_TOOLKIT_CAP]; /* empty: let MLIR look (PTX, NVVM) */
  CuteGpuAssertions assertions;
  char ptxasOptions[CUTE_TARGET_PTXAS_CAP]; /* checked; empty for formats
                                               without ptxas */
  bool lineInfo;
  CuteGpuFormat format; /* what the options were resolved for */
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

/* Those names as "chip, features, ...", then ", `more`" (may be NULL),
 * for messages. */
void cuteTargetListOptions(char *buf, size_t cap, const char *more);

/* `text` (trap, message, off) as an assertion mode into *mode; false
 * after "OPTION must be trap, message or off, got 'TEXT'". The one table
 * of these names, for the pipelines' `assertions=` and the pass's
 * `mode=`. */
bool cuteTargetParseAssertions(const char *option, MlirStringRef text,
                               CuteGpuAssertions *mode,
                               const CuteMessageSink *e);

/* `text` (true, false) into *value; false after "OPTION must be true or
 * false, got 'TEXT'". For `line-info=` and the compile's `verify-each=`. */
bool cuteTargetParseBool(const char *option, MlirStringRef text, bool *value,
                         const CuteMessageSink *e);

/* Splits `text` (modified: NULs end the words) at blanks into at most
 * `cap` words; returns their number, or -1 when there are more. */
int cuteTargetSplitWords(char *text, char **words, int cap);

/*===--- ptxas.c: running the toolkit's ptxas and fatbinary ---------------===*/

/* What ptxas and fatbinary made of one PTX text. `log` is everything the
 * tools printed (stdout and stderr; ptxas -v's report, warnings, errors);
 * `binary` the cubin, or the fatbin when `fatbin` was asked for. */
typedef struct CuteAssembled {
  CuteStrBuf binary, log;
  int status;    /* the failing tool's exit status, 0 when both ran */
  char why[512]; /* set when ok is false: which step failed and how */
} CuteAssembled;

/* Assembles `ptx` for `chip` at ptxas --opt-level `optLevel` with the
 * target's toolkit, ptxas-options and line info (-lineinfo), through a
 * private temporary folder that is removed afterwards; with `fatbin`,
 * bundles the cubin and the PTX with fatbinary as gpu-module-to-binary
 * does. False, with out->why set (and the tool's log kept), when a tool
 * cannot be started, fails, or a file cannot be written or read. The
 * caller frees out->binary and out->log (cuteStrBufFree). */
bool cuteTargetAssemble(const CuteGpuTarget *r, MlirStringRef ptx,
                        const char *chip, int optLevel, bool fatbin,
                        CuteAssembled *out);

/*===--- steps.c: the target's steps as pass text ------------------------===*/

/* `nvvm-attach-target{chip=.. features=+ptxNN O=N}`. */
void cuteTargetAttachText(const CuteGpuTarget *r, char *buf, size_t cap);

/* `ensure-debug-info-scope-on-llvm-func{...}` for line info: .loc and
 * .file directives, no DWARF sections (those would make the PTX target
 * `debug`). */
const char *cuteTargetLineInfoText(void);

/* `gpu-module-to-binary{format=llvm [toolkit=".."]}`, the serialisation
 * of every format but CuteGpuFormatNVVM: LLVM bitcode, which the codegen
 * step turns into PTX for the PTX, cubin and fatbin formats and the
 * assemble step into binaries for cubin and fatbin. */
void cuteTargetBinaryText(const CuteGpuTarget *r, char *buf, size_t cap);

/*===--- assemble_pass.c --------------------------------------------------===*/

/* `cute-assemble-nvvm-objects`, run after gpu-module-to-binary{format=isa}
 * for r->format cubin or fatbin: every PTX #gpu.object of an #nvvm.target
 * becomes the cubin (fatbin) ptxas (and fatbinary) make of it, with the
 * time in `ISAToBinaryTimeInMs` and ptxas's output, when it printed any,
 * in `cute.ptxas_log`. The pass copies *r. A failing tool is an error at
 * the gpu.binary with its log. */
MlirPass cuteCreateAssemblePass(const CuteGpuTarget *r);

/*===--- objects.c: the steps' walk over gpu.binary objects ---------------===*/

/* One #gpu.object of the gpu.binary `binary`: replace *object, or emit an
 * error at `binary` and return false. */
typedef bool (*CuteTargetObjectStep)(MlirOperation binary,
                                     MlirAttribute *object, void *user);

/* `step` on every object of every gpu.binary under `root`; a binary takes
 * its new objects when the step succeeded on all of them. False when the
 * step failed on one (or memory ran out: an error naming `stepName`). */
bool cuteTargetEachObject(MlirOperation root, const char *stepName,
                          CuteTargetObjectStep step, void *user);

/* A monotonic clock in milliseconds, for the steps' times. */
double cuteTargetNowMs(void);

/* MlirExternalPassCallbacks of a step's pass whose user data needs no
 * construction, destruction or copy: nothing to do, the same pointer. */
void cuteTargetPassNoop(void *user);
void *cuteTargetPassSameUser(void *user);

/* gpu::CompilationTarget, the format of a #gpu.object (measured: 1 prints
 * `offload`, LLVM bitcode; 2 `assembly`, PTX; 3 `bin`; 4 is the fatbin,
 * printed without a keyword). */
enum {
  CUTE_OBJECT_OFFLOAD = 1,
  CUTE_OBJECT_ISA = 2,
  CUTE_OBJECT_BIN = 3,
  CUTE_OBJECT_FATBIN = 4
};

/* The fields of an #nvvm.target the steps use, with MLIR's defaults
 * (sm_50, no features, O = 2). */
typedef struct CuteNVVMTargetFields {
  char chip[CUTE_TARGET_CHIP_CAP * 2];
  char features[256];
  int optLevel;
} CuteNVVMTargetFields;

/* The fields of `target`; false when it is no #nvvm.target. */
bool cuteTargetNVVMFields(MlirAttribute target, CuteNVVMTargetFields *out);

/*===--- codegen_pass.c ---------------------------------------------------===*/

/* `cute-nvptx-codegen`, run after gpu-module-to-binary{format=llvm} for
 * the PTX, cubin and fatbin formats: every LLVM bitcode #gpu.object of an
 * #nvvm.target becomes the PTX LLVM's NVPTX backend makes of it (its
 * chip and features, the default code generation level), every function
 * marked `optsize` for code generation (codegen_pass.c says why), with
 * the time in `LLVMIRToISATimeInMs`. A failure is an error at the
 * gpu.binary. */
MlirPass cuteCreateCodegenPass(void);

/* `key = "value"` of a printed attribute, `key = N` for a number (keys
 * such as `chip = "`, `O = `); `dflt` when absent. Points into `text`. */
MlirStringRef cuteTargetAttrField(const char *text, const char *key,
                                  const char *dflt);

/*===--- check_pass.c ----------------------------------------------------===*/

/* `cute-check-nvvm-targets`, run right before gpu-module-to-binary: each
 * #nvvm.target on a gpu.module against the table; registers the LLVM IR
 * translations serialisation needs. */
MlirPass cuteCreateCheckNVVMTargetsPass(void);

#endif
