/* Loading the CUDA driver with dlopen and resolving the entry points the
 * runtime calls, once per context: launches never look symbols up. */
#define _POSIX_C_SOURCE 200809L
#include "internal.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* dlsym into a function pointer without the object-to-function cast. */
static bool resolve(void *lib, const char *sym, void *field, size_t size) {
  void *p = dlsym(lib, sym);
  memcpy(field, &p, size);
  return p != NULL;
}

CuteRtStatus rtDriverLoad(RtDriver *d, CuteRtError *err) {
  memset(d, 0, sizeof *d);
  const char *env = getenv("CUTE_RT_LIBCUDA");
  bool fromEnv = env && *env;
  snprintf(d->path, sizeof d->path, "%s", fromEnv ? env : "libcuda.so.1");
  dlerror();
  d->lib = dlopen(d->path, RTLD_NOW | RTLD_LOCAL);
  if (!d->lib) {
    const char *e = dlerror();
    return rtFail(err, CUTE_RT_ERROR_DRIVER,
                  "cannot load the CUDA driver (%s%s): %s", d->path,
                  fromEnv ? ", from CUTE_RT_LIBCUDA" : "",
                  e ? e : "unknown dlopen error");
  }
  const char *missing = NULL;
#define RT_REQUIRED(field, sym, type)                                          \
  if (!missing && !resolve(d->lib, sym, &d->field, sizeof d->field))         \
    missing = sym;
  CUTE_RT_REQUIRED_CALLS(RT_REQUIRED)
#undef RT_REQUIRED
#define RT_OPTIONAL(field, sym, type)                                          \
  resolve(d->lib, sym, &d->field, sizeof d->field);
  CUTE_RT_OPTIONAL_CALLS(RT_OPTIONAL)
#undef RT_OPTIONAL
  if (!missing && !d->cuEventElapsedTimeV2 && !d->cuEventElapsedTime)
    missing = "cuEventElapsedTime_v2 (and cuEventElapsedTime)";
  if (missing) {
    rtFail(err, CUTE_RT_ERROR_DRIVER, "the CUDA driver (%s) lacks %s",
           d->path, missing);
    rtDriverUnload(d);
    return CUTE_RT_ERROR_DRIVER;
  }
  return CUTE_RT_OK;
}

void rtDriverUnload(RtDriver *d) {
  if (d->lib)
    dlclose(d->lib);
  memset(d, 0, sizeof *d);
}
