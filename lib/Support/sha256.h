/* SHA-256 (FIPS 180-4), streaming: the JIT's cache keys and the checksums
 * of its disk entries (lib/JIT). A cache is code loaded into a GPU
 * context, so a key must not collide by accident; SHA-256 makes that a
 * non-question. Internal to the project. */
#ifndef CUTE_SUPPORT_SHA256_H
#define CUTE_SUPPORT_SHA256_H

#include <stddef.h>
#include <stdint.h>

enum { CUTE_SHA256_BYTES = 32 };

typedef struct CuteSha256 {
  uint32_t state[8];
  uint64_t length; /* bytes hashed so far */
  uint8_t block[64];
  size_t used; /* bytes of block filled */
} CuteSha256;

void cuteSha256Init(CuteSha256 *h);
void cuteSha256Update(CuteSha256 *h, const void *data, size_t n);
/* Writes the digest; h must be initialised again before reuse. */
void cuteSha256Final(CuteSha256 *h, uint8_t out[CUTE_SHA256_BYTES]);

/* The digest of one buffer. */
void cuteSha256(const void *data, size_t n, uint8_t out[CUTE_SHA256_BYTES]);

/* A digest as 64 lowercase hex digits and a NUL. */
void cuteSha256Hex(const uint8_t digest[CUTE_SHA256_BYTES], char out[65]);

#endif
