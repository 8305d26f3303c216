/* cute-c: the marker of the public API.
 *
 * The libraries are built with hidden visibility; CUTE_C_EXPORTED on a
 * declaration puts the function into the shared libraries' dynamic symbol
 * table (libcute-c.so, libcute_rt.so), as MLIR_CAPI_EXPORTED does for
 * MLIR's C API. Everything without it stays private to the library, so
 * internal helpers never become API by accident. */
#ifndef CUTE_C_EXPORT_H
#define CUTE_C_EXPORT_H

#if defined(__GNUC__) || defined(__clang__)
#define CUTE_C_EXPORTED __attribute__((visibility("default")))
#else
#define CUTE_C_EXPORTED
#endif

#endif /* CUTE_C_EXPORT_H */
