/* Parsing one chunk of the input into a module. The C API parses a string
 * only under the name "-" and from line 1, so a chunk is parsed behind
 * padding (newlines and spaces up to where it starts in the input) and
 * its locations are then renamed to the input's name: diagnostics, dumps
 * and --mlir-print-debuginfo then show whole-input positions, as mlir-opt
 * does. */
#include "tool_io.h"

#include "mlir-c/Diagnostics.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool isDash(MlirStringRef s) {
  return s.length == 0 || (s.length == 1 && s.data[0] == '-');
}

/* `loc` with file "-" renamed to `name`; other locations unchanged. A
 * point stays a point (the parser's kind of location: a range ending
 * where it starts prints the same but is stored, and written to
 * bytecode, differently). */
static MlirLocation renameLoc(MlirContext ctx, MlirLocation loc,
                              MlirStringRef name) {
  if (!mlirLocationIsAFileLineColRange(loc) ||
      !isDash(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc))))
    return loc;
  unsigned line = (unsigned)mlirLocationFileLineColRangeGetStartLine(loc);
  unsigned col = (unsigned)mlirLocationFileLineColRangeGetStartColumn(loc);
  unsigned endLine = (unsigned)mlirLocationFileLineColRangeGetEndLine(loc);
  unsigned endCol = (unsigned)mlirLocationFileLineColRangeGetEndColumn(loc);
  if (endLine == line && endCol == col)
    return mlirLocationFileLineColGet(ctx, name, line, col);
  return mlirLocationFileLineColRangeGet(ctx, name, line, col, endLine,
                                         endCol);
}

typedef struct RenameState {
  MlirContext ctx;
  MlirStringRef name;
} RenameState;

static void renameBlockArguments(MlirOperation op, const RenameState *s) {
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r) {
    MlirRegion region = mlirOperationGetRegion(op, r);
    for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      for (intptr_t i = 0; i < mlirBlockGetNumArguments(b); ++i) {
        MlirValue arg = mlirBlockGetArgument(b, i);
        mlirBlockArgumentSetLocation(
            arg, renameLoc(s->ctx, mlirValueGetLocation(arg), s->name));
      }
  }
}

static MlirWalkResult renameOp(MlirOperation op, void *user) {
  const RenameState *s = user;
  mlirOperationSetLocation(
      op, renameLoc(s->ctx, mlirOperationGetLocation(op), s->name));
  renameBlockArguments(op, s);
  return MlirWalkResultAdvance;
}

/* The implicit module of a later chunk sits where the chunk starts
 * (mlir-opt's choice); the first chunk's stays at 0:0. */
static void placeImplicitModule(MlirContext ctx, MlirOperation m,
                                const OptSource *src, const OptChunk *c) {
  MlirLocation loc = mlirOperationGetLocation(m);
  if (c->text == src->text || !mlirLocationIsAFileLineColRange(loc) ||
      mlirLocationFileLineColRangeGetStartLine(loc) != 0)
    return;
  mlirOperationSetLocation(
      m, mlirLocationFileLineColGet(
             ctx, mlirStringRefCreateFromCString(src->name), c->line, c->col));
}

static char *padded(const OptChunk *c, size_t *len) {
  size_t pad = (size_t)(c->line - 1) + (size_t)(c->col - 1);
  char *buf = malloc(pad + c->len + 1);
  if (!buf)
    return NULL;
  memset(buf, '\n', c->line - 1);
  memset(buf + c->line - 1, ' ', c->col - 1);
  memcpy(buf + pad, c->text, c->len);
  buf[pad + c->len] = '\0';
  *len = pad + c->len;
  return buf;
}

/* The chunk as a module, its locations renamed, the implicit one (if
 * any) still at 0:0. */
static MlirModule parseModule(MlirContext ctx, const OptSource *src,
                              const OptChunk *chunk, bool wholeFile) {
  /* A whole file is parsed by name: its locations are right already. */
  if (wholeFile)
    return mlirModuleCreateParseFromFile(
        ctx, mlirStringRefCreateFromCString(src->name));
  size_t len = 0;
  char *text = padded(chunk, &len);
  if (!text)
    return (MlirModule){NULL};
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreate(text, len));
  free(text);
  if (mlirModuleIsNull(m))
    return m;
  RenameState s = {ctx, mlirStringRefCreateFromCString(src->name)};
  mlirOperationWalk(mlirModuleGetOperation(m), renameOp, &s,
                    MlirWalkPreOrder);
  return m;
}

MlirModule optParseChunk(MlirContext ctx, const OptSource *src,
                         const OptChunk *chunk, bool wholeFile) {
  MlirModule m = parseModule(ctx, src, chunk, wholeFile);
  if (!mlirModuleIsNull(m))
    placeImplicitModule(ctx, mlirModuleGetOperation(m), src, chunk);
  return m;
}

/* Whether the parser made `m` (at 0:0) rather than the input writing it. */
static bool isImplicit(MlirOperation m) {
  MlirLocation loc = mlirOperationGetLocation(m);
  return mlirLocationIsAFileLineColRange(loc) &&
         mlirLocationFileLineColRangeGetStartLine(loc) == 0;
}

/* Parsed as a module (so locations are as for any chunk), then the one op
 * taken out of its implicit module; mlir-opt's error, where mlir-opt puts
 * it, for any other count. */
MlirOperation optParseChunkOperation(MlirContext ctx, const OptSource *src,
                                     const OptChunk *chunk, bool wholeFile) {
  MlirModule m = parseModule(ctx, src, chunk, wholeFile);
  if (mlirModuleIsNull(m))
    return (MlirOperation){NULL};
  MlirOperation top = mlirModuleGetOperation(m);
  if (!isImplicit(top))
    return top; /* the input is one module */
  MlirOperation first = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  int count = 0;
  for (MlirOperation o = first; !mlirOperationIsNull(o);
       o = mlirOperationGetNextInBlock(o))
    ++count;
  if (count == 1) {
    mlirOperationRemoveFromParent(first);
    mlirModuleDestroy(m);
    return first;
  }
  placeImplicitModule(ctx, top, src, chunk);
  char msg[96];
  snprintf(msg, sizeof msg,
           "source must contain a single top-level operation, found: %d",
           count);
  mlirEmitError(mlirOperationGetLocation(top), msg);
  mlirModuleDestroy(m);
  return (MlirOperation){NULL};
}
