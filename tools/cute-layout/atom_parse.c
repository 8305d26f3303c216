/* An atom in NVIDIA's type spelling to CuTe's traits, through the
 * dialect's atom reader and traits table (dialect/api/dialect.h), so the
 * calculator and the compiler read atoms one way. The element types need
 * an MLIR context: one per process, made on first use. */
#include "tool.h"

#include "dialect.h"

#include <stdlib.h>
#include <string.h>

static MlirContext gCtx;

static void destroyContext(void) { mlirContextDestroy(gCtx); }

CuteStatus toolParseAtom(CuteArena *a, const char *text, ToolAtom *out,
                         CuteError *err) {
  if (mlirContextIsNull(gCtx)) {
    gCtx = mlirContextCreate();
    atexit(destroyContext);
  }
  const CuteAtom *atom;
  memset(out, 0, sizeof *out);
  if (cuteAtomParse(gCtx, a, text, strlen(text), &atom, &out->mma, err))
    return CUTE_ERROR;
  return out->mma ? cuteAtomMmaTraits(a, atom, &out->mmaTraits, err)
                  : cuteAtomCopyTraits(a, atom, &out->copy, err);
}
