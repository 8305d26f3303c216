/* Diagnostics as compilers print them: `file:line:col: error: message`,
 * then the source line and a caret under the column, then the notes. */
#include "opt.h"

#include "mlir-c/Diagnostics.h"

#include <stdio.h>
#include <string.h>

static void toFile(MlirStringRef s, void *user) {
  fwrite(s.data, 1, s.length, (FILE *)user);
}

static const char *severityName(MlirDiagnosticSeverity s) {
  switch (s) {
  case MlirDiagnosticError:
    return "error";
  case MlirDiagnosticWarning:
    return "warning";
  case MlirDiagnosticNote:
    return "note";
  default:
    return "remark";
  }
}

/* Prints line `line` (1-based) of the source and a caret at `col`. */
static void printSourceLine(const OptSource *src, unsigned line,
                            unsigned col) {
  const char *p = src->text, *end = src->text + src->len;
  for (unsigned l = 1; l < line && p < end; ++l) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    p = nl ? nl + 1 : end;
  }
  if (p >= end)
    return;
  const char *nl = memchr(p, '\n', (size_t)(end - p));
  int n = (int)((nl ? nl : end) - p);
  fprintf(stderr, "%.*s\n%*s^\n", n, p, col > 0 ? (int)col - 1 : 0, "");
}

static void printOne(MlirDiagnostic d, const OptSource *src) {
  MlirLocation loc = mlirDiagnosticGetLocation(d);
  unsigned line = 0, col = 0;
  bool quote = false;
  if (mlirLocationIsAFileLineColRange(loc)) {
    MlirStringRef file = mlirIdentifierStr(
        mlirLocationFileLineColRangeGetFilename(loc));
    line = (unsigned)mlirLocationFileLineColRangeGetStartLine(loc);
    col = (unsigned)mlirLocationFileLineColRangeGetStartColumn(loc);
    /* Text parsed without a name (stdin) is called "-" by MLIR. */
    if (file.length == 0 || (file.length == 1 && file.data[0] == '-'))
      file = mlirStringRefCreateFromCString(src->name);
    fprintf(stderr, "%.*s:%u:%u: ", (int)file.length, file.data, line, col);
    quote = file.length == strlen(src->name) &&
            !memcmp(file.data, src->name, file.length);
  } else {
    mlirLocationPrint(loc, toFile, stderr);
    fputs(": ", stderr);
  }
  fprintf(stderr, "%s: ", severityName(mlirDiagnosticGetSeverity(d)));
  mlirDiagnosticPrint(d, toFile, stderr);
  fputc('\n', stderr);
  if (quote)
    printSourceLine(src, line, col);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i)
    printOne(mlirDiagnosticGetNote(d, i), src);
}

static MlirLogicalResult handler(MlirDiagnostic d, void *user) {
  printOne(d, user);
  return mlirLogicalResultSuccess();
}

void optAttachDiagnostics(MlirContext ctx, const OptSource *src) {
  mlirContextAttachDiagnosticHandler(ctx, handler, (void *)src, NULL);
}
