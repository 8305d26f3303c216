/* Without MLIR (configured with -DCUTE_REQUIRE_MLIR=OFF and no MLIR 22)
 * the dialect's atom reader is not built: the atom commands say so. */
#include "tool.h"

#include <string.h>

CuteStatus toolParseAtom(CuteArena *a, const char *text, ToolAtom *out,
                         CuteError *err) {
  (void)a;
  (void)text;
  memset(out, 0, sizeof *out);
  return cuteErrorSet(err, NULL, -1,
                      "atoms are read by the dialect, and this cute-layout "
                      "was built without MLIR");
}
