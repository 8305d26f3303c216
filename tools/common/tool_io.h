/* What cute-opt and cute-translate share (the cute_tool_io library):
 * reading the input, parsing it with whole-input locations, printing
 * diagnostics as file:line:col (or checking them, --verify-diagnostics)
 * and the --mlir-timing report. Tool code: it prints to stderr. The opt
 * prefix is cute-opt's, where these files began. */
#ifndef CUTE_TOOL_IO_H
#define CUTE_TOOL_IO_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>

/* How --verify-diagnostics judges what is emitted. */
typedef enum OptVerifyMode {
  OptVerifyNone,
  OptVerifyAll,         /* unexpected diagnostics are failures too */
  OptVerifyOnlyExpected /* only unmatched expectations are failures */
} OptVerifyMode;

/* ---- input.c: the input -------------------------------------------------*/

/* The whole input, NUL-terminated and read-only (a regular file is
 * mapped, anything else read into memory); NULL with a message on
 * stderr when it cannot be read. */
char *optReadInput(const char *path, size_t *len);
/* Releases what optReadInput returned (NULL is allowed). */
void optFreeInput(char *text);

/* The source buffer diagnostics quote: the whole input. */
typedef struct OptSource {
  const char *name; /* as diagnostics spell it: the path or <stdin> */
  const char *text;
  size_t len;
} OptSource;

/* A part of the input processed on its own (the whole input when not
 * splitting). `line`/`col` (1-based) is where it starts in the input. */
typedef struct OptChunk {
  const char *text;
  size_t len;
  unsigned line, col;
} OptChunk;

/* ---- parse.c: a chunk to a module ---------------------------------------*/

/* Parses a chunk as mlir-opt does (top-level ops get an implicit module;
 * locations carry the input's name and whole-input line numbers). A null
 * module after reporting the errors. */
MlirModule optParseChunk(MlirContext ctx, const OptSource *src,
                         const OptChunk *chunk, bool wholeFile);

/* --no-implicit-module: the chunk must hold exactly one top-level op,
 * which is returned as it is (owned by the caller), with whole-input
 * locations; else a null op after reporting the errors (mlir-opt's
 * "source must contain a single top-level operation, found: N"). */
MlirOperation optParseChunkOperation(MlirContext ctx, const OptSource *src,
                                     const OptChunk *chunk, bool wholeFile);

/* ---- diag.c: printing diagnostics ---------------------------------------*/

typedef struct OptExpectations OptExpectations;

/* Reports every diagnostic of ctx on stderr as `file:line:col: error: msg`
 * with the source line and a caret, or, when `expect` is not NULL, checks
 * it against the expected-* comments instead. */
void optAttachDiagnostics(MlirContext ctx, const OptSource *src,
                          OptExpectations *expect);

/* Prints `file:line:col: <severity>: <msg>` plus the source line with a
 * caret and `width` - 1 tildes. */
void optPrintAt(const OptSource *src, unsigned line, unsigned col,
                unsigned width, const char *severity, const char *msg,
                size_t msgLen);

/* The first file/line/column location inside `loc` (through names, call
 * sites and fusions), as mlir's findInstanceOf<FileLineColLoc>. */
bool optFindFileLineCol(MlirLocation loc, MlirStringRef *file, unsigned *line,
                        unsigned *col);

/* Whether `file` names our input (mlir parses unnamed text as "-"). */
bool optIsSourceFile(const OptSource *src, MlirStringRef file);

/* ---- expect.c, expect_parse.c: --verify-diagnostics ----------------------*/

/* The expected-* comments of the whole input. NULL on allocation failure.
 * Bad regexes are reported (and make optExpectationsFinish fail). */
OptExpectations *optExpectationsCreate(const OptSource *src,
                                       OptVerifyMode mode);

/* Matches one emitted diagnostic; reports it if unexpected. */
void optExpectationsProcess(OptExpectations *e, MlirLocation loc,
                            const char *severity, const char *msg,
                            size_t msgLen);

/* Reports expectations never met; returns 0 when all is well, else 1.
 * Frees `e`. */
int optExpectationsFinish(OptExpectations *e);

typedef struct OptTiming OptTiming;

/* ---- timing.c: --mlir-timing ---------------------------------------------*/

OptTiming *optTimingCreate(void);
/* Seconds since an arbitrary start (monotonic). */
double optNow(void);
/* Adds `seconds` to the row `name` at nesting `depth` (0 = top level),
 * under the last row of depth - 1. */
void optTimingAdd(OptTiming *t, int depth, const char *name, size_t nameLen,
                  double seconds);
/* Reads a report the pass manager printed and adds its rows at depth 0. */
void optTimingAddReport(OptTiming *t, const char *text, size_t len);
/* Prints the report like mlir-opt's to stderr and frees `t`. */
void optTimingFinish(OptTiming *t);

#endif
