/* cute-c: the whole public C API in one include (dialect loading and
 * verification, algebra types and attributes, op builders, passes and the
 * pipeline parser). */
#ifndef CUTE_C_CUTE_C_H
#define CUTE_C_CUTE_C_H

#include "cute-c/Attributes.h"
#include "cute-c/Compile.h"
#include "cute-c/Dialects.h"
#include "cute-c/Ops.h"
#include "cute-c/Passes.h"
#include "cute-c/Tiled.h"
#include "cute-c/Types.h"

#endif /* CUTE_C_CUTE_C_H */
