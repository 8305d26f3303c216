/* cute-opt internals: options, chunks, passes, captured stderr. One file
 * per job; main.c holds the flow. Input, parsing, diagnostics,
 * expectations and timing are shared with cute-translate (tool_io.h,
 * tools/common). */
#ifndef CUTE_OPT_H
#define CUTE_OPT_H

#include "tool_io.h"

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* ---- args.c, usage.c: the command line ---------------------------------*/

/* Pass names given to --mlir-print-ir-before= / -after= (each value as
 * written, possibly a comma-separated list). */
typedef struct OptNames {
  const char **items;
  int count;
} OptNames;

typedef struct OptOptions {
  const char *input;       /* "-" for stdin */
  const char *output;      /* "-" for stdout */
  const char *splitMarker; /* NULL unless --split-input-file */
  const char *pipeline;    /* --pass-pipeline=, or NULL */
  char **passes;           /* one pipeline element per pass flag (owned) */
  const char **passArgs;   /* the flag each came from, as written */
  int numPasses;
  bool passFlagsSeen;      /* for the "can't combine" error */
  OptVerifyMode verify;
  bool printGeneric;
  bool printDebugInfo;
  bool printAfterAll;
  bool printBeforeAll;
  bool printModuleScope;
  bool printAfterChange;   /* after-dumps only when the pass changed the IR */
  bool printAfterFailure;  /* after-dumps only when the pass failed */
  OptNames printBefore;    /* --mlir-print-ir-before=PASS[,PASS...] */
  OptNames printAfter;     /* --mlir-print-ir-after=PASS[,PASS...] */
  bool statistics;         /* --mlir-pass-statistics */
  bool statisticsPipeline; /* --mlir-pass-statistics-display=pipeline */
  bool dumpPipeline;       /* --dump-pass-pipeline */
  bool disableThreading;   /* --mlir-disable-threading */
  bool emitBytecode;       /* --emit-bytecode */
  bool noImplicitModule;   /* --no-implicit-module */
  bool timing;
  bool allowUnregistered;
  bool inferResultTypes;   /* --cute-infer-result-types */
} OptOptions;

/* Parses argv. Returns 0 to go on, or an exit status (0 after --help,
 * --version or --list-passes, 2 after a usage error, which it prints).
 * optFreeOptions releases what it allocated, whatever it returned. */
int optParseArgs(int argc, char **argv, OptOptions *opts, bool *stop);
void optFreeOptions(OptOptions *opts);

void optPrintHelp(void);
void optPrintVersion(void);
void optPrintPasses(void);
/* --show-dialects (dialects.c): the dialects cute-opt's context knows,
 * ours marked. */
void optPrintDialects(void);
/* Prints `cute-opt: <what>` and a hint to --help; returns 2. */
int optUsageError(const char *fmt, const char *arg);

/* ---- split.c: the input's chunks ------------------------------------------*/

/* Splits src at `marker` as mlir-opt does, warning about near misses on
 * stderr. Returns a malloc'd array of *count chunks. */
OptChunk *optSplitInput(const OptSource *src, const char *marker,
                        int *count);

/* 1-based line and column of byte `offset` of src. */
void optLineCol(const OptSource *src, size_t offset, unsigned *line,
                unsigned *col);

/* ---- pipeline.c: passes --------------------------------------------------*/

/* Checks the pipeline the options describe (a bad one is a usage error,
 * returned as 2 after the message); 0 when it is fine. */
int optCheckPipeline(const OptOptions *o);

/* Runs the pipeline on `op` (the module, or with --no-implicit-module
 * the input's top-level op), our verifier after each top-level element
 * (MLIR's verifier runs after each pass). Success or failure. */
bool optRunPipeline(MlirContext ctx, MlirOperation op, const OptOptions *o,
                    OptTiming *timing);

/* ---- capture.c: what MLIR writes on stderr -------------------------------*/

/* Captures file descriptor 2 (llvm::errs() and our stderr alike) between
 * optCaptureBegin and optCaptureEnd. If the process dies in between (an
 * LLVM fatal error exits or aborts), what was captured is written to the
 * real stderr first. */
typedef struct OptCapture {
  FILE *tmp;
  int saved; /* the real stderr, -1 when not capturing */
} OptCapture;

/* false when nothing could be captured (then stderr is left alone). */
bool optCaptureBegin(OptCapture *c);
/* Restores stderr; returns what was written meanwhile (malloc'd,
 * NUL-terminated, *len bytes; NULL when empty or unreadable). */
char *optCaptureEnd(OptCapture *c, size_t *len);

/* ---- passout.c: the pass manager's output on stderr ----------------------*/

/* Statistics reports of one chunk's pass managers, joined into one. */
typedef struct OptStatistics {
  char *body; /* the reports without their headers, in pipeline order */
  size_t len;
} OptStatistics;

/* Writes `text` (what a pass manager printed during a run) to stderr,
 * keeping the IR dumps the options ask for (--mlir-print-ir-before= and
 * -after= select passes by their argument, as the dump headers show it)
 * and moving the statistics report into `stats`. */
void optPassOutput(const char *text, size_t len, const OptOptions *o,
                   OptStatistics *stats);
/* Prints the joined statistics report (one header, as mlir-opt's) and
 * empties `stats`. */
void optStatisticsFinish(OptStatistics *stats);
/* Whether a pass argument is one of a --mlir-print-ir-before/-after list. */
bool optNamesContain(const OptNames *names, const char *arg, size_t len);

#endif
