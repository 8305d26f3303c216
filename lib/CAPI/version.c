/* cuteGetVersion: the one source of libcute-c.so itself (the rest comes
 * from our archives and MLIR's, linked whole; lib/CAPI/CMakeLists.txt). */
#include "cute-c/Version.h"

const char *cuteGetVersion(void) { return CUTE_C_VERSION_STRING; }
