/* Diagnostics as compilers print them: `file:line:col: error: message`,
 * then the source line and a caret under the column, then the notes (a
 * note repeats the source line only when it points elsewhere, as
 * mlir-opt's handler does). With --verify-diagnostics the handler hands
 * each diagnostic and note to expect.c instead. */
#include "tool_io.h"

#include "str_buf.h"

#include "mlir-c/Diagnostics.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Handler {
  const OptSource *src;
  OptExpectations *expect;
} Handler;

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

bool optFindFileLineCol(MlirLocation loc, MlirStringRef *file,
                        unsigned *line, unsigned *col) {
  if (mlirLocationIsAFileLineColRange(loc)) {
    *file = mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc));
    *line = (unsigned)mlirLocationFileLineColRangeGetStartLine(loc);
    *col = (unsigned)mlirLocationFileLineColRangeGetStartColumn(loc);
    return true;
  }
  if (mlirLocationIsAName(loc))
    return optFindFileLineCol(mlirLocationNameGetChildLoc(loc), file, line,
                              col);
  if (mlirLocationIsACallSite(loc))
    return optFindFileLineCol(mlirLocationCallSiteGetCallee(loc), file, line,
                              col) ||
           optFindFileLineCol(mlirLocationCallSiteGetCaller(loc), file, line,
                              col);
  if (!mlirLocationIsAFused(loc))
    return false;
  unsigned n = mlirLocationFusedGetNumLocations(loc);
  MlirLocation *locs = malloc(sizeof *locs * (n ? n : 1));
  bool found = false;
  if (locs) {
    mlirLocationFusedGetLocations(loc, locs);
    for (unsigned i = 0; i < n && !found; ++i)
      found = optFindFileLineCol(locs[i], file, line, col);
    free(locs);
  }
  return found;
}

bool optIsSourceFile(const OptSource *src, MlirStringRef file) {
  /* Text parsed without a name (stdin, chunks) is called "-" by MLIR. */
  if (file.length == 0 || (file.length == 1 && file.data[0] == '-'))
    return true;
  return file.length == strlen(src->name) &&
         !memcmp(file.data, src->name, file.length);
}

/* Prints line `line` (1-based) of the source, a caret at `col` and
 * `width` - 1 tildes after it. */
static void printSourceLine(const OptSource *src, unsigned line,
                            unsigned col, unsigned width) {
  const char *p = src->text, *end = src->text + src->len;
  for (unsigned l = 1; l < line && p < end; ++l) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    p = nl ? nl + 1 : end;
  }
  if (line == 0 || p >= end)
    return;
  const char *nl = memchr(p, '\n', (size_t)(end - p));
  int n = (int)((nl ? nl : end) - p);
  fprintf(stderr, "%.*s\n%*s^", n, p, col > 0 ? (int)col - 1 : 0, "");
  for (unsigned i = 1; i < width; ++i)
    fputc('~', stderr);
  fputc('\n', stderr);
}

void optPrintAt(const OptSource *src, unsigned line, unsigned col,
                unsigned width, const char *severity, const char *msg,
                size_t msgLen) {
  fprintf(stderr, "%s:%u:%u: %s: %.*s\n", src->name, line, col, severity,
          (int)msgLen, msg);
  printSourceLine(src, line, col, width);
}

/* `showSource`: quote the source line (when the location is ours). */
static void printOne(MlirDiagnostic d, const OptSource *src,
                     bool showSource) {
  MlirLocation loc = mlirDiagnosticGetLocation(d);
  MlirStringRef file;
  unsigned line = 0, col = 0;
  bool ours = false;
  if (optFindFileLineCol(loc, &file, &line, &col)) {
    ours = optIsSourceFile(src, file);
    if (ours)
      file = mlirStringRefCreateFromCString(src->name);
    fprintf(stderr, "%.*s:%u:%u: ", (int)file.length, file.data, line, col);
  } else {
    mlirLocationPrint(loc, toFile, stderr);
    fputs(": ", stderr);
  }
  fprintf(stderr, "%s: ", severityName(mlirDiagnosticGetSeverity(d)));
  mlirDiagnosticPrint(d, toFile, stderr);
  fputc('\n', stderr);
  if (ours && showSource)
    printSourceLine(src, line, col, 1);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i) {
    MlirDiagnostic note = mlirDiagnosticGetNote(d, i);
    printOne(note, src, !mlirLocationEqual(mlirDiagnosticGetLocation(note),
                                           loc));
  }
}

/* mlir-opt turns off "see current operation" notes when verifying. */
static void checkOne(MlirDiagnostic d, OptExpectations *e, bool isNote) {
  CuteStrBuf t = {0};
  mlirDiagnosticPrint(d, cuteStrBufCallback, &t);
  static const char opNote[] = "see current operation: ";
  bool skip = isNote && t.len >= sizeof opNote - 1 &&
              !memcmp(t.data, opNote, sizeof opNote - 1);
  if (!skip)
    optExpectationsProcess(e, mlirDiagnosticGetLocation(d),
                           severityName(mlirDiagnosticGetSeverity(d)),
                           cuteStrBufText(&t), t.len);
  cuteStrBufFree(&t);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i)
    checkOne(mlirDiagnosticGetNote(d, i), e, true);
}

static MlirLogicalResult handler(MlirDiagnostic d, void *user) {
  Handler *h = user;
  if (h->expect)
    checkOne(d, h->expect, false);
  else
    printOne(d, h->src, true);
  return mlirLogicalResultSuccess();
}

static void destroyHandler(void *user) { free(user); }

void optAttachDiagnostics(MlirContext ctx, const OptSource *src,
                          OptExpectations *expect) {
  Handler *h = malloc(sizeof *h);
  if (!h)
    return;
  *h = (Handler){src, expect};
  mlirContextAttachDiagnosticHandler(ctx, handler, h, destroyHandler);
}
