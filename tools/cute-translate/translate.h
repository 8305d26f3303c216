/* cute-translate internals: the command line (args.c), help and usage
 * errors (usage.c), writing the results (output.c); main.c holds the
 * flow. Input, parsing, diagnostics and the timing report are shared with
 * cute-opt (tools/common/tool_io.h, the cute_tool_io library). */
#ifndef CUTE_TRANSLATE_H
#define CUTE_TRANSLATE_H

#include "cute-c/Compile.h"

#include <stdbool.h>

typedef enum TrMode {
  TrModeNone,
  TrModeLLVMIR, /* --mlir-to-llvmir */
  TrModePTX,    /* --mlir-to-ptx */
  TrModeCubin,  /* --mlir-to-cubin */
  TrModeFatbin, /* --mlir-to-fatbin */
  TrModeCObject /* --mlir-to-c-object (c_object.h) */
} TrMode;

/* --mlir-to-c-object's options (c_args.c). */
typedef struct TrCObjectOptions {
  const char *headerOut; /* --header-out=; NULL: -o's path with `.h` */
  const char *prefix;    /* --c-prefix=: before every launcher's name */
  const char *triple;    /* --c-target-triple=; NULL: this host's */
  CuteGpuFormat embed;   /* --embed=fatbin|cubin|ptx (default fatbin) */
  const char *given;     /* the first of these flags as written, or NULL */
} TrCObjectOptions;

typedef struct TrOptions {
  const char *input;  /* "-" for stdin */
  const char *output; /* "-" for stdout */
  const char *abiOut; /* --abi-out=, or NULL */
  TrMode mode;
  const char *modeFlag; /* the mode as written, for messages */
  CuteCompileOptions compile; /* the compile options (--chip=, ...,
                                 --dump-dir=), --mlir-timing; the format
                                 follows from the mode (trCompileFormat) */
  TrCObjectOptions cobj;      /* --mlir-to-c-object */
} TrOptions;

/* Parses argv. Returns 0 to go on, or an exit status (0 after --help or
 * --version, 2 after a usage error, which it prints). */
int trParseArgs(int argc, char **argv, TrOptions *opts, bool *stop);

/* The format of the compile API for a mode. */
CuteGpuFormat trFormat(TrMode mode);

void trPrintHelp(void);
void trPrintVersion(void);
/* Prints `cute-translate: <what>` and a hint to --help; returns 2. */
int trUsageError(const char *fmt, const char *arg);

/* Checks what can be checked before reading the input: the target
 * options (cuteGpuOptionsCheck) and that binary output does not go to a
 * terminal. 0, or 2 after the message. */
int trCheckOptions(const TrOptions *o);

/* Writes `bytes` to `path` ("-": stdout). On failure prints why, removes
 * a partly written regular file and returns false. */
bool trWriteFile(const char *path, MlirStringRef bytes);

/* The binary the mode writes: exactly one gpu.binary (or, for LLVM IR of
 * a host module, the module). Prints why not and returns -1. */
intptr_t trPickBinary(CuteCompileResult r, const TrOptions *o);

#endif
