/* The compile API's dump folder (compile_dump.c): each stage's IR, the
 * PTX, the binaries, ptxas's output and the ABI as files, for
 * cuteCompileModule (compile.c). Internal to lib/CAPI. */
#ifndef CUTE_CAPI_COMPILE_DUMP_H
#define CUTE_CAPI_COMPILE_DUMP_H

#include "cute-c/Compile.h"

#include "mlir-c/Pass.h"

#include <stdbool.h>

enum { CUTE_DUMP_PATH_CAP = 4096 };

typedef struct CuteDump {
  bool on;                      /* a folder was given */
  char dir[CUTE_DUMP_PATH_CAP]; /* the folder, without a trailing '/' */
  char stem[128];               /* the module's name, for its files */
  MlirLocation loc;             /* where errors go: the module */
} CuteDump;

/* The folder of `options` (dumpDir, else $CUTE_C_DUMP_DIR) created if
 * missing, and the module's stem; d->on false when there is none. False
 * after an error at the module when the folder cannot be made. */
bool cuteDumpOpen(CuteDump *d, const CuteCompileOptions *options,
                  MlirModule module);

/* STEM.`stage`.mlir: the IR under `op` as it is now. False after an
 * error at the module. */
bool cuteDumpIR(const CuteDump *d, MlirOperation op, const char *stage);

/* A pass that dumps at its place in the pipeline: for stage "ptx" the
 * PTX of every gpu.binary (NAME.ptx), for any other STEM.`stage`.mlir.
 * `stage` must be a string literal; d must outlive the pass manager. */
MlirPass cuteDumpCreatePass(const CuteDump *d, const char *stage);

/* FILE in the folder holding `bytes`: "NAME.SUFFIX" (e.g. "k" ".cubin").
 * False after an error at the module. */
bool cuteDumpFile(const CuteDump *d, MlirStringRef name, const char *suffix,
                  MlirStringRef bytes);

#endif
