/* cute-opt internals: options, input, diagnostics. */
#ifndef CUTE_OPT_H
#define CUTE_OPT_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct OptOptions {
  const char *input;  /* "-" for stdin */
  const char *output; /* "-" for stdout */
  bool printGeneric;
  bool printDebugInfo;
  bool allowUnregistered;
} OptOptions;

/* Parses argv. Returns 0 to go on, or an exit status (0 after --help or
 * --version, 2 after a usage error, which it prints). */
int optParseArgs(int argc, char **argv, OptOptions *opts, bool *stop);

/* The whole input, NUL-terminated (malloc'd); NULL with a message on
 * stderr when it cannot be read. */
char *optReadInput(const char *path, size_t *len);

/* The source buffer diagnostics quote. */
typedef struct OptSource {
  const char *name; /* as locations spell it */
  const char *text;
  size_t len;
} OptSource;

/* Prints every diagnostic of ctx to stderr as `file:line:col: error: msg`
 * with the source line and a caret, notes after it. */
void optAttachDiagnostics(MlirContext ctx, const OptSource *src);

#endif
