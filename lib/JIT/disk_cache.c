/* The JIT's cache on disk (disk_cache.h).
 *
 * An entry is one file, `<key hex>.cjit`:
 *   "CUTEJIT1", the key (32 bytes), the payload's size (u64, little
 *   endian) and SHA-256 (32 bytes), then the payload: the number of
 *   binaries (u32), each as name size (u32), name, size (u64), bytes,
 *   then the ABI text's size (u64) and text.
 * The checksum is what makes a torn or damaged file harmless, so writes
 * need no fsync: a crash leaves at worst an entry that fails it and is
 * compiled again. Everything goes through the directory's descriptor
 * (openat, renameat, unlinkat), so a directory swapped under our feet
 * after its check is not followed. */
#define _GNU_SOURCE /* O_CLOEXEC, O_DIRECTORY, O_NOFOLLOW, fdopendir */
#include "disk_cache.h"

#include "array_grow.h"
#include "sha256.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static const char kMagic[8] = {'C', 'U', 'T', 'E', 'J', 'I', 'T', '1'};
enum { HEADER = 8 + JIT_KEY_BYTES + 8 + CUTE_SHA256_BYTES };
/* Temporary files older than this are a crashed writer's. */
enum { STALE_TMP_SECONDS = 3600 };

CuteRtStatus jitFail(CuteRtError *err, CuteRtStatus status, const char *fmt,
                     ...) {
  if (err) {
    va_list ap;
    va_start(ap, fmt);
    err->status = status;
    err->cudaResult = 0;
    err->argIndex = -1;
    err->line = 0;
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
  }
  return status;
}

static const char *why(int e, char *buf, size_t n) {
  snprintf(buf, n, "%s", strerror(e));
  return buf;
}

void jitEntryFree(JitEntry *e) {
  for (size_t i = 0; i < e->count; ++i) {
    free(e->binaries[i].name);
    free(e->binaries[i].bytes);
  }
  free(e->binaries);
  free(e->abi);
  memset(e, 0, sizeof *e);
}

void jitDiskEntryName(const uint8_t key[JIT_KEY_BYTES], char out[70]) {
  cuteSha256Hex(key, out);
  memcpy(out + 64, ".cjit", 6);
}

/*===--- Ownership and modes ----------------------------------------------===*/

/* NULL when `st` is safe to trust, else why not (into buf). */
static const char *untrusted(const struct stat *st, char *buf, size_t n) {
  uid_t me = geteuid();
  if (st->st_uid != me)
    snprintf(buf, n, "is owned by uid %u, not by this user (uid %u)",
             (unsigned)st->st_uid, (unsigned)me);
  else if (st->st_mode & (S_IWGRP | S_IWOTH))
    snprintf(buf, n, "is writable by group or others (mode %04o)",
             (unsigned)(st->st_mode & 07777));
  else
    return NULL;
  return buf;
}

static CuteRtStatus checkDir(const JitDiskCache *c, CuteRtError *err) {
  struct stat st;
  char b[128], reason[160];
  if (fstat(c->dirFd, &st) != 0)
    return jitFail(err, CUTE_RT_ERROR_IO, "cache directory %s: %s", c->path,
                   why(errno, b, sizeof b));
  const char *bad = untrusted(&st, reason, sizeof reason);
  if (!bad)
    return CUTE_RT_OK;
  return jitFail(err, CUTE_RT_ERROR_IO,
                 "cache directory %s %s: refusing to use it (chmod 700 it, or "
                 "set CUTE_C_CACHE_DIR to a directory of your own)",
                 c->path, bad);
}

/* mkdir -p with mode 0700 for what it creates. */
static CuteRtStatus makeDirs(const char *path, CuteRtError *err) {
  char buf[JIT_PATH_CAP], b[128];
  size_t n = strlen(path);
  if (n == 0 || n >= sizeof buf)
    return jitFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                   "cache directory path '%.200s' is empty or too long", path);
  memcpy(buf, path, n + 1);
  for (size_t i = 1; i <= n; ++i) {
    if (buf[i] != '/' && buf[i] != '\0')
      continue;
    char keep = buf[i];
    buf[i] = '\0';
    if (mkdir(buf, 0700) != 0 && errno != EEXIST)
      return jitFail(err, CUTE_RT_ERROR_IO,
                     "cannot create cache directory %s: %s", buf,
                     why(errno, b, sizeof b));
    buf[i] = keep;
  }
  return CUTE_RT_OK;
}

CuteRtStatus jitDiskOpen(JitDiskCache *c, const char *path, uint64_t maxBytes,
                         CuteRtError *err) {
  memset(c, 0, sizeof *c);
  c->dirFd = -1;
  CuteRtStatus st = makeDirs(path, err);
  if (st)
    return st;
  snprintf(c->path, sizeof c->path, "%s", path);
  c->maxBytes = maxBytes;
  c->dirFd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  char b[128];
  if (c->dirFd < 0)
    return jitFail(err, CUTE_RT_ERROR_IO, "cannot open cache directory %s: %s",
                   path, why(errno, b, sizeof b));
  st = checkDir(c, err);
  if (st)
    jitDiskClose(c);
  return st;
}

void jitDiskClose(JitDiskCache *c) {
  if (c->dirFd >= 0)
    close(c->dirFd);
  c->dirFd = -1;
}

/*===--- Encoding ---------------------------------------------------------===*/

static void put64(unsigned char *p, uint64_t v) {
  for (int i = 0; i < 8; ++i)
    p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get64(const unsigned char *p) {
  uint64_t v = 0;
  for (int i = 0; i < 8; ++i)
    v |= (uint64_t)p[i] << (8 * i);
  return v;
}

static uint64_t payloadSize(const JitEntry *e) {
  uint64_t n = 4 + 8 + e->abiSize;
  for (size_t i = 0; i < e->count; ++i)
    n += 4 + e->binaries[i].nameSize + 8 + e->binaries[i].size;
  return n;
}

static unsigned char *putBytes(unsigned char *p, const void *d, size_t n) {
  if (n)
    memcpy(p, d, n);
  return p + n;
}

/* The whole file's bytes (malloc'd; NULL when out of memory). */
static unsigned char *encode(const uint8_t key[JIT_KEY_BYTES],
                             const JitEntry *e, size_t *size) {
  uint64_t payload = payloadSize(e);
  if (payload > SIZE_MAX - HEADER)
    return NULL;
  unsigned char *buf = malloc(HEADER + (size_t)payload);
  if (!buf)
    return NULL;
  unsigned char *p = buf + HEADER;
  p[0] = (unsigned char)e->count, p[1] = (unsigned char)(e->count >> 8);
  p[2] = (unsigned char)(e->count >> 16), p[3] = (unsigned char)(e->count >> 24);
  p += 4;
  for (size_t i = 0; i < e->count; ++i) {
    const JitBinary *b = &e->binaries[i];
    uint32_t n = (uint32_t)b->nameSize;
    unsigned char n4[4] = {(unsigned char)n, (unsigned char)(n >> 8),
                           (unsigned char)(n >> 16), (unsigned char)(n >> 24)};
    p = putBytes(p, n4, 4);
    p = putBytes(p, b->name, b->nameSize);
    put64(p, b->size);
    p = putBytes(p + 8, b->bytes, b->size);
  }
  put64(p, e->abiSize);
  putBytes(p + 8, e->abi, e->abiSize);
  memcpy(buf, kMagic, 8);
  memcpy(buf + 8, key, JIT_KEY_BYTES);
  put64(buf + 8 + JIT_KEY_BYTES, payload);
  cuteSha256(buf + HEADER, (size_t)payload, buf + 8 + JIT_KEY_BYTES + 8);
  *size = HEADER + (size_t)payload;
  return buf;
}

/* A reader over the payload that never runs past its end. */
typedef struct Reader {
  const unsigned char *p, *end;
  bool bad;
} Reader;

static const unsigned char *take(Reader *r, uint64_t n) {
  if (r->bad || n > (uint64_t)(r->end - r->p)) {
    r->bad = true;
    return NULL;
  }
  const unsigned char *at = r->p;
  r->p += n;
  return at;
}

static uint64_t takeInt(Reader *r, int bytes) {
  const unsigned char *p = take(r, (uint64_t)bytes);
  uint64_t v = 0;
  for (int i = 0; p && i < bytes; ++i)
    v |= (uint64_t)p[i] << (8 * i);
  return v;
}

/* A copy of n bytes with a NUL after them (binaries too: PTX is text). */
static void *takeCopy(Reader *r, uint64_t n) {
  const unsigned char *p = take(r, n);
  char *copy = p ? malloc((size_t)n + 1) : NULL;
  if (!copy) {
    r->bad = true;
    return NULL;
  }
  memcpy(copy, p, (size_t)n);
  copy[n] = '\0';
  return copy;
}

static bool decodePayload(Reader *r, JitEntry *e) {
  uint64_t count = takeInt(r, 4);
  /* Each binary takes at least 12 bytes: a count past that is damage. */
  if (r->bad || count > (uint64_t)(r->end - r->p) / 12)
    return false;
  e->binaries = calloc(count ? (size_t)count : 1, sizeof *e->binaries);
  if (!e->binaries)
    return false;
  for (uint64_t i = 0; i < count && !r->bad; ++i) {
    JitBinary *b = &e->binaries[e->count++];
    b->nameSize = (size_t)takeInt(r, 4);
    b->name = takeCopy(r, b->nameSize);
    b->size = (size_t)takeInt(r, 8);
    b->bytes = takeCopy(r, b->size);
  }
  e->abiSize = (size_t)takeInt(r, 8);
  e->abi = takeCopy(r, e->abiSize);
  return !r->bad && r->p == r->end;
}

/* Whether `buf` (the whole file) is a sound entry for `key`; fills *e. */
static bool decode(const unsigned char *buf, size_t size,
                   const uint8_t key[JIT_KEY_BYTES], JitEntry *e) {
  if (size < HEADER || memcmp(buf, kMagic, 8) ||
      memcmp(buf + 8, key, JIT_KEY_BYTES) ||
      get64(buf + 8 + JIT_KEY_BYTES) != size - HEADER)
    return false;
  uint8_t sum[CUTE_SHA256_BYTES];
  cuteSha256(buf + HEADER, size - HEADER, sum);
  if (memcmp(sum, buf + 8 + JIT_KEY_BYTES + 8, CUTE_SHA256_BYTES))
    return false;
  Reader r = {buf + HEADER, buf + size, false};
  if (decodePayload(&r, e))
    return true;
  jitEntryFree(e);
  return false;
}

/*===--- Reading ----------------------------------------------------------===*/

static bool readAll(int fd, unsigned char *buf, size_t n) {
  for (size_t done = 0; done < n;) {
    ssize_t got = read(fd, buf + done, n - done);
    if (got < 0 && errno == EINTR)
      continue;
    if (got <= 0)
      return false;
    done += (size_t)got;
  }
  return true;
}

/* The entry's descriptor, checked; -1 for a miss (*err untouched) or -2
 * after filling *err for a refused file. */
static int openEntry(const JitDiskCache *c, const char *name, struct stat *st,
                     CuteRtError *err) {
  int fd = openat(c->dirFd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  char b[128], reason[160];
  if (fd < 0 && errno == ENOENT)
    return -1;
  if (fd < 0) {
    const char *what = errno == ELOOP ? "is a symbolic link"
                                      : why(errno, b, sizeof b);
    jitFail(err, CUTE_RT_ERROR_IO,
            "cache entry %s/%s %s: refusing to load it", c->path, name, what);
    return -2;
  }
  const char *bad = NULL;
  if (fstat(fd, st) != 0)
    bad = why(errno, b, sizeof b);
  else if (!S_ISREG(st->st_mode))
    bad = "is not a regular file";
  else
    bad = untrusted(st, reason, sizeof reason);
  if (!bad)
    return fd;
  close(fd);
  jitFail(err, CUTE_RT_ERROR_IO,
          "cache entry %s/%s %s: refusing to load it (remove it; the cache "
          "writes its entries with mode 0600)",
          c->path, name, bad);
  return -2;
}

CuteRtStatus jitDiskGet(JitDiskCache *c, const uint8_t key[JIT_KEY_BYTES],
                        JitEntry *out, JitDiskFound *found, CuteRtError *err) {
  memset(out, 0, sizeof *out);
  *found = JIT_DISK_MISS;
  CuteRtStatus st = checkDir(c, err);
  if (st)
    return st;
  char name[70];
  jitDiskEntryName(key, name);
  struct stat sb;
  int fd = openEntry(c, name, &sb, err);
  if (fd < 0)
    return fd == -1 ? CUTE_RT_OK : CUTE_RT_ERROR_IO;
  size_t size = (size_t)sb.st_size;
  unsigned char *buf = malloc(size ? size : 1);
  bool ok = buf && readAll(fd, buf, size) && decode(buf, size, key, out);
  if (ok)
    (void)futimens(fd, NULL); /* used now: eviction goes by mtime */
  close(fd);
  free(buf);
  if (!buf)
    return jitFail(err, CUTE_RT_ERROR_NO_MEMORY,
                   "out of memory reading cache entry %s/%s", c->path, name);
  if (!ok) {
    unlinkat(c->dirFd, name, 0); /* damaged: never loaded, compiled again */
    *found = JIT_DISK_CORRUPT;
    return CUTE_RT_OK;
  }
  *found = JIT_DISK_HIT;
  return CUTE_RT_OK;
}

/*===--- Writing and eviction ---------------------------------------------===*/

static bool writeAll(int fd, const unsigned char *p, size_t n) {
  for (size_t done = 0; done < n;) {
    ssize_t put = write(fd, p + done, n - done);
    if (put < 0 && errno == EINTR)
      continue;
    if (put <= 0)
      return false;
    done += (size_t)put;
  }
  return true;
}

typedef struct Victim {
  struct timespec mtime;
  uint64_t size;
  char name[72];
} Victim;

static int olderFirst(const void *a, const void *b) {
  const Victim *x = a, *y = b;
  if (x->mtime.tv_sec != y->mtime.tv_sec)
    return x->mtime.tv_sec < y->mtime.tv_sec ? -1 : 1;
  if (x->mtime.tv_nsec != y->mtime.tv_nsec)
    return x->mtime.tv_nsec < y->mtime.tv_nsec ? -1 : 1;
  return strcmp(x->name, y->name);
}

static bool isEntryName(const char *n) {
  size_t len = strlen(n);
  return len == 69 && !strcmp(n + 64, ".cjit") &&
         strspn(n, "0123456789abcdef") == 64;
}

/* One directory entry: an entry file joins the list; a stale temporary
 * file is removed. */
static bool collect(JitDiskCache *c, const char *n, Victim **list,
                    size_t *count, size_t *cap, uint64_t *total) {
  struct stat st;
  bool tmp = !strncmp(n, ".tmp-", 5);
  if ((!tmp && !isEntryName(n)) ||
      fstatat(c->dirFd, n, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
      !S_ISREG(st.st_mode))
    return true;
  if (tmp) {
    if (time(NULL) - st.st_mtime > STALE_TMP_SECONDS)
      unlinkat(c->dirFd, n, 0);
    return true;
  }
  Victim *l = cuteArrayGrow(*list, cap, *count + 1, sizeof *l, 64);
  if (!l)
    return false;
  *list = l;
  Victim *v = &(*list)[(*count)++];
  v->mtime = st.st_mtim;
  v->size = (uint64_t)st.st_size;
  memcpy(v->name, n, 70); /* isEntryName: 69 characters and the NUL */
  *total += v->size;
  return true;
}

/* Removes least recently used entries until the rest fit maxBytes. A
 * file another process removed first is simply gone. */
static void evict(JitDiskCache *c) {
  int fd = dup(c->dirFd);
  DIR *d = fd >= 0 ? fdopendir(fd) : NULL;
  if (!d) {
    if (fd >= 0)
      close(fd);
    return;
  }
  rewinddir(d); /* the dup shares dirFd's position, left at the end */
  Victim *list = NULL;
  size_t count = 0, cap = 0;
  uint64_t total = 0;
  bool ok = true;
  for (struct dirent *de; ok && (de = readdir(d));)
    ok = collect(c, de->d_name, &list, &count, &cap, &total);
  closedir(d);
  if (ok && total > c->maxBytes) {
    qsort(list, count, sizeof *list, olderFirst);
    for (size_t i = 0; i < count && total > c->maxBytes; ++i)
      if (unlinkat(c->dirFd, list[i].name, 0) == 0) {
        total -= list[i].size;
        c->evictions++;
      }
  }
  free(list);
}

/* Writes buf to a new temporary file and renames it to `name`; 0 or the
 * errno of the step that failed (the temporary file is then removed). */
static int writeEntry(JitDiskCache *c, const char *name,
                      const unsigned char *buf, size_t size) {
  char tmp[128];
  snprintf(tmp, sizeof tmp, ".tmp-%.16s-%ld-%lu", name, (long)getpid(),
           c->serial++);
  int fd = openat(c->dirFd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0)
    return errno;
  int e = writeAll(fd, buf, size) ? 0 : (errno ? errno : EIO);
  if (close(fd) != 0 && !e)
    e = errno;
  if (!e && renameat(c->dirFd, tmp, c->dirFd, name) != 0)
    e = errno;
  if (e)
    unlinkat(c->dirFd, tmp, 0);
  return e;
}

CuteRtStatus jitDiskPut(JitDiskCache *c, const uint8_t key[JIT_KEY_BYTES],
                        const JitEntry *e, CuteRtError *err) {
  char name[70], b[128];
  jitDiskEntryName(key, name);
  size_t size = 0;
  unsigned char *buf = encode(key, e, &size);
  if (!buf)
    return jitFail(err, CUTE_RT_ERROR_NO_MEMORY,
                   "out of memory writing cache entry %s/%s", c->path, name);
  int failed = writeEntry(c, name, buf, size);
  free(buf);
  if (failed)
    return jitFail(err, CUTE_RT_ERROR_IO, "cannot write cache entry %s/%s: %s",
                   c->path, name, why(failed, b, sizeof b));
  evict(c);
  return CUTE_RT_OK;
}
