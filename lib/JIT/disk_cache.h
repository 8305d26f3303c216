/* The JIT's cache on disk (disk_cache.c): one file per key in a private
 * directory, written atomically, checked by SHA-256 when read, bounded in
 * size with least-recently-used eviction, refused when someone else could
 * have written it. Plain POSIX C: nothing of MLIR, so the tests can drive
 * it directly (test/JIT/disk_cache_test.c). */
#ifndef CUTE_JIT_DISK_CACHE_H
#define CUTE_JIT_DISK_CACHE_H

#include "cute-c/Runtime.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { JIT_KEY_BYTES = 32, JIT_PATH_CAP = 4096 };

/* What an entry holds: the kernels' `.abi` text and the binaries of the
 * compile (one per gpu.binary, in order). Owned by whoever filled it. */
typedef struct JitBinary {
  char *name;
  size_t nameSize;
  unsigned char *bytes;
  size_t size;
} JitBinary;

typedef struct JitEntry {
  char *abi;
  size_t abiSize;
  JitBinary *binaries;
  size_t count;
} JitEntry;

/* Frees what jitDiskGet filled in (and zeroes *e). */
void jitEntryFree(JitEntry *e);

typedef struct JitDiskCache {
  int dirFd; /* -1 while closed */
  char path[JIT_PATH_CAP];
  uint64_t maxBytes;
  uint64_t evictions;   /* entries removed to stay under maxBytes */
  unsigned long serial; /* of this process's temporary files */
} JitDiskCache;

/* Creates `path` and missing parents (mode 0700), opens it and checks it:
 * a directory owned by this user and writable by no one else. Errors
 * (CUTE_RT_ERROR_IO) say why, e.g.
 *   cache directory /tmp/c is writable by group or others (mode 0777):
 *   refusing to use it (chmod 700 it, or set CUTE_C_CACHE_DIR) */
CuteRtStatus jitDiskOpen(JitDiskCache *c, const char *path, uint64_t maxBytes,
                         CuteRtError *err);
void jitDiskClose(JitDiskCache *c);

typedef enum JitDiskFound {
  JIT_DISK_MISS = 0,
  JIT_DISK_HIT,
  JIT_DISK_CORRUPT /* there was an entry, damaged: removed, not loaded */
} JitDiskFound;

/* Looks `key` up. A hit fills *out and marks the entry used (its mtime,
 * which eviction reads). A truncated or damaged entry (size, format, key
 * or checksum) is removed and reported as JIT_DISK_CORRUPT. An entry (or
 * the directory, checked again) that another user owns or could have
 * written is refused: CUTE_RT_ERROR_IO with a message naming the file,
 * its owner or mode, and *found is JIT_DISK_MISS. */
CuteRtStatus jitDiskGet(JitDiskCache *c, const uint8_t key[JIT_KEY_BYTES],
                        JitEntry *out, JitDiskFound *found, CuteRtError *err);

/* Stores `e` under `key`: written to a temporary file of its own (mode
 * 0600), then renamed over the entry's name, so readers and concurrent
 * writers of the same key only ever see whole entries. Then evicts least
 * recently used entries until the directory's entries fit maxBytes
 * (temporary files left by crashed writers go after an hour). */
CuteRtStatus jitDiskPut(JitDiskCache *c, const uint8_t key[JIT_KEY_BYTES],
                        const JitEntry *e, CuteRtError *err);

/* The entry file name of `key`: 64 hex digits and ".cjit". */
void jitDiskEntryName(const uint8_t key[JIT_KEY_BYTES], char out[70]);

/* Fills err (if not NULL); returns status. */
CuteRtStatus jitFail(CuteRtError *err, CuteRtStatus status, const char *fmt,
                     ...) __attribute__((format(printf, 3, 4)));

#endif
