/* The per-run type cache (dialect/type_cache.c): what cuteTypeCacheGet
 * returns stays where it is, unchanged, while later lookups of other
 * types grow the cache (desugar.c's slice held one entry across the
 * lookup of another, and read freed memory once the map grew: a rare
 * crash of cute-translate on NVIDIA's traced sgemm), and looking the same
 * type up again returns the same entry. Exit status 0 on success. */
#include "cute-c/Dialects.h"
#include "dialect.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <string.h>

static MlirType parse(MlirContext ctx, const char *text) {
  return mlirTypeParseGet(ctx, mlirStringRefCreateFromCString(text));
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirContextLoadAllAvailableDialects(ctx);
  int failed = 0;
  if (mlirLogicalResultIsFailure(cuteRegisterDialects(ctx)))
    return puts("FAIL: cannot load the cute dialect"), 1;
  CuteTypeCache *cache = cuteTypeCacheCreate();
  const char *error = NULL;
  MlirType first = parse(ctx, "!cute.layout<\"(4,8):(1,4)\">");
  const CuteTyped *t = cuteTypeCacheGet(cache, first, &error);
  if (!t)
    return printf("FAIL: %s\n", error ? error : "out of memory"), 1;
  CuteTyped saved = *t;
  /* 2000 more types: the map starts at 256 slots and grows several
   * times. */
  for (int i = 0; i < 2000 && !failed; ++i) {
    char text[64];
    snprintf(text, sizeof text, "!cute.int_tuple<\"%d\">", i);
    if (!cuteTypeCacheGet(cache, parse(ctx, text), &error))
      failed = printf("FAIL: %s: %s\n", text, error ? error : "no entry");
  }
  if (!failed && memcmp(t, &saved, sizeof saved) != 0)
    failed = puts("FAIL: the first entry changed while the cache grew");
  if (!failed && cuteTypeCacheGet(cache, first, &error) != t)
    failed = puts("FAIL: the first type's entry moved while the cache grew");
  if (!failed)
    puts("ok: an entry stays put while the cache grows past 2000 types");
  cuteTypeCacheDestroy(cache);
  mlirContextDestroy(ctx);
  return failed ? 1 : 0;
}
