/* Text gathered from MLIR's printers (MlirStringCallback), in one of two
 * forms: CuteStrBuf grows (malloc, or a caller's allocator such as an
 * arena) and remembers running out of memory; CuteFixedStr fills storage
 * the caller owns and drops what does not fit. Internal to the project. */
#ifndef CUTE_SUPPORT_STR_BUF_H
#define CUTE_SUPPORT_STR_BUF_H

#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stddef.h>

/*===--- Growing --------------------------------------------------------===*/

/* `size` bytes from the caller's allocator (e.g. an arena), NULL when out
 * of memory. Chunks it gives are never freed or reused by the buffer. */
typedef void *(*CuteStrBufAlloc)(void *ctx, size_t size);

/* Zero-initialise ({0}) for malloc; set alloc and allocCtx for another
 * allocator. */
typedef struct CuteStrBuf {
  char *data; /* NUL-terminated; NULL until something was appended */
  size_t len, cap;
  bool oom; /* an append failed: the text is cut short, later ones dropped */
  CuteStrBufAlloc alloc; /* NULL: realloc, released by cuteStrBufFree */
  void *allocCtx;
} CuteStrBuf;

/* Appends n bytes of s (nothing when n is 0 or after a failure). */
void cuteStrBufAppend(CuteStrBuf *b, const char *s, size_t n);

/* The MlirStringCallback form: `buf` is a CuteStrBuf. */
void cuteStrBufCallback(MlirStringRef s, void *buf);

/* The text so far, "" when empty: as a string reference, as a C string. */
MlirStringRef cuteStrBufRef(const CuteStrBuf *b);
const char *cuteStrBufText(const CuteStrBuf *b);

/* Releases a malloc'd buffer (not an allocator's chunks) and empties it. */
void cuteStrBufFree(CuteStrBuf *b);

/*===--- Bounded ---------------------------------------------------------===*/

/* Text in buf[0, cap): always NUL-terminated, so at most cap - 1 bytes;
 * what does not fit is dropped (the printers' short texts: type names,
 * one-line messages). */
typedef struct CuteFixedStr {
  char *buf;
  size_t cap, len;
} CuteFixedStr;

/* Empty text in buf (cap >= 1). */
CuteFixedStr cuteFixedStrInit(char *buf, size_t cap);

/* Appends as much of n bytes of s as fits. */
void cuteFixedStrAppend(CuteFixedStr *f, const char *s, size_t n);

/* The MlirStringCallback form: `str` is a CuteFixedStr. */
void cuteFixedStrCallback(MlirStringRef s, void *str);

#endif
