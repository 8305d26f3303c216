/* The JIT's disk cache (lib/JIT/disk_cache.c) driven directly:
 *   disk_cache_test TMPDIR
 * Round trips; damaged entries (truncated, a flipped byte, another key's
 * file, garbage, empty) reported as corrupt, removed, never returned;
 * concurrent writers and readers in several processes (same key, other
 * keys, eviction racing with reads); least-recently-used eviction under
 * the size bound; stale temporary files; and the permission checks of
 * the directory and of entries (mode, symbolic link, and, as root,
 * another owner). */
#define _GNU_SOURCE
#include "disk_cache.h"
#include "rt_test.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static char gRoot[1024];

static void keyOf(int i, uint8_t key[JIT_KEY_BYTES]) {
  memset(key, 0, JIT_KEY_BYTES);
  key[0] = (uint8_t)i;
  key[31] = 0x5a;
}

/* An entry of two binaries whose bytes depend on `seed`, `size` long. */
typedef struct Sample {
  JitEntry e;
  JitBinary b[2];
  char abi[64];
  unsigned char *data;
} Sample;

static void sample(Sample *s, int seed, size_t size) {
  s->data = malloc(size);
  for (size_t i = 0; i < size; ++i)
    s->data[i] = (unsigned char)(i * 7 + (size_t)seed);
  snprintf(s->abi, sizeof s->abi, "cute-kernel-abi 2\n# seed %d\n", seed);
  s->b[0] = (JitBinary){"kernels", 7, s->data, size / 2};
  s->b[1] = (JitBinary){"more", 4, s->data + size / 2, size - size / 2};
  s->e = (JitEntry){s->abi, strlen(s->abi), s->b, 2};
}

static bool sameEntry(const JitEntry *a, const JitEntry *b) {
  if (a->count != b->count || a->abiSize != b->abiSize ||
      memcmp(a->abi, b->abi, a->abiSize))
    return false;
  for (size_t i = 0; i < a->count; ++i)
    if (a->binaries[i].size != b->binaries[i].size ||
        a->binaries[i].nameSize != b->binaries[i].nameSize ||
        memcmp(a->binaries[i].name, b->binaries[i].name,
               a->binaries[i].nameSize) ||
        memcmp(a->binaries[i].bytes, b->binaries[i].bytes,
               a->binaries[i].size))
      return false;
  return true;
}

static void entryPath(const JitDiskCache *c, int i, char *out, size_t n) {
  uint8_t key[JIT_KEY_BYTES];
  char name[70];
  keyOf(i, key);
  jitDiskEntryName(key, name);
  snprintf(out, n, "%s/%s", c->path, name);
}

static JitDiskFound lookup(JitDiskCache *c, int i, JitEntry *out) {
  uint8_t key[JIT_KEY_BYTES];
  keyOf(i, key);
  JitDiskFound found;
  CuteRtError err;
  CHECK_OK(jitDiskGet(c, key, out, &found, &err), err);
  return found;
}

static void store(JitDiskCache *c, int i, const JitEntry *e) {
  uint8_t key[JIT_KEY_BYTES];
  keyOf(i, key);
  CuteRtError err;
  CHECK_OK(jitDiskPut(c, key, e, &err), err);
}

static void testRoundTrip(void) {
  char dir[1100];
  snprintf(dir, sizeof dir, "%s/a/b/cache", gRoot);
  JitDiskCache c;
  CuteRtError err;
  CHECK_OK(jitDiskOpen(&c, dir, 1 << 20, &err), err);
  struct stat st;
  CHECK(stat(dir, &st) == 0 && (st.st_mode & 0777) == 0700);
  snprintf(dir, sizeof dir, "%s/a", gRoot);
  CHECK(stat(dir, &st) == 0 && (st.st_mode & 0777) == 0700);
  Sample s;
  sample(&s, 1, 1000);
  JitEntry got;
  CHECK(lookup(&c, 1, &got) == JIT_DISK_MISS && got.count == 0);
  store(&c, 1, &s.e);
  CHECK(lookup(&c, 1, &got) == JIT_DISK_HIT && sameEntry(&got, &s.e));
  /* Binaries come back NUL-terminated (PTX is used as a C string). */
  CHECK(got.binaries[0].bytes[got.binaries[0].size] == 0);
  jitEntryFree(&got);
  char path[4200];
  entryPath(&c, 1, path, sizeof path);
  CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == 0600);
  jitDiskClose(&c);
  free(s.data);
}

/* Rewrites entry i's file with f applied to its bytes. */
static void damage(JitDiskCache *c, int i, void (*f)(unsigned char *, size_t *)) {
  char path[4200];
  entryPath(c, i, path, sizeof path);
  FILE *in = fopen(path, "rb");
  unsigned char buf[4096];
  size_t n = in ? fread(buf, 1, sizeof buf, in) : 0;
  if (in)
    fclose(in);
  f(buf, &n);
  FILE *out = fopen(path, "wb");
  if (out) {
    fwrite(buf, 1, n, out);
    fclose(out);
  }
}

static void truncateHalf(unsigned char *b, size_t *n) { (void)b, *n /= 2; }
static void flipPayload(unsigned char *b, size_t *n) { b[*n - 3] ^= 1; }
static void flipSize(unsigned char *b, size_t *n) { (void)n, b[40] ^= 1; }
static void emptyFile(unsigned char *b, size_t *n) { (void)b, *n = 0; }
static void garbage(unsigned char *b, size_t *n) {
  for (size_t i = 0; i < *n; ++i)
    b[i] = (unsigned char)(i * 13);
}

static void testCorrupt(void) {
  char dir[1100];
  snprintf(dir, sizeof dir, "%s/corrupt", gRoot);
  JitDiskCache c;
  CuteRtError err;
  CHECK_OK(jitDiskOpen(&c, dir, 1 << 20, &err), err);
  Sample s;
  sample(&s, 2, 600);
  void (*kinds[])(unsigned char *, size_t *) = {truncateHalf, flipPayload,
                                                flipSize, emptyFile, garbage};
  char path[4200];
  entryPath(&c, 3, path, sizeof path);
  for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; ++k) {
    store(&c, 3, &s.e);
    damage(&c, 3, kinds[k]);
    JitEntry got;
    CHECK(lookup(&c, 3, &got) == JIT_DISK_CORRUPT && got.count == 0);
    CHECK(access(path, F_OK) != 0); /* removed */
    CHECK(lookup(&c, 3, &got) == JIT_DISK_MISS);
  }
  /* Entry 4's file under entry 5's name: the key inside does not match. */
  store(&c, 4, &s.e);
  char other[4200];
  entryPath(&c, 4, path, sizeof path);
  entryPath(&c, 5, other, sizeof other);
  CHECK(rename(path, other) == 0);
  JitEntry got;
  CHECK(lookup(&c, 5, &got) == JIT_DISK_CORRUPT);
  jitDiskClose(&c);
  free(s.data);
}

/* One child: `rounds` puts and gets of key (shared ? 7 : 100 + id), every
 * hit checked against what any writer of that key writes. Exit status:
 * 0, or 1 on a corrupt read, an error or wrong contents. */
static int child(const char *dir, int id, bool shared, uint64_t maxBytes,
                 int rounds) {
  JitDiskCache c;
  CuteRtError err;
  if (jitDiskOpen(&c, dir, maxBytes, &err))
    return 1;
  int k = shared ? 7 : 100 + id;
  Sample s;
  sample(&s, k, 3000);
  int bad = 0;
  for (int r = 0; r < rounds; ++r) {
    uint8_t key[JIT_KEY_BYTES];
    keyOf(k, key);
    if (jitDiskPut(&c, key, &s.e, &err))
      bad++;
    for (int other = 0; other < 4; ++other) {
      int j = other == 0 ? k : 100 + (id + other) % 6;
      Sample want;
      sample(&want, j, 3000);
      JitEntry got;
      JitDiskFound found;
      keyOf(j, key);
      if (jitDiskGet(&c, key, &got, &found, &err) ||
          found == JIT_DISK_CORRUPT ||
          (found == JIT_DISK_HIT && !sameEntry(&got, &want.e)))
        bad++;
      jitEntryFree(&got);
      free(want.data);
    }
  }
  jitDiskClose(&c);
  free(s.data);
  return bad ? 1 : 0;
}

static int countFiles(const char *dir, const char *prefix) {
  char cmd[1300];
  snprintf(cmd, sizeof cmd, "ls -A '%s' | grep -c '^%s' > '%s/count'", dir,
           prefix, gRoot);
  if (system(cmd) == -1)
    return -1;
  snprintf(cmd, sizeof cmd, "%s/count", gRoot);
  FILE *f = fopen(cmd, "r");
  int n = -1;
  if (f) {
    if (fscanf(f, "%d", &n) != 1)
      n = -1;
    fclose(f);
  }
  return n;
}

/* Several processes at once: with room for everything (same key and
 * other keys), then with a bound that keeps evicting under the readers. */
static void testConcurrent(void) {
  for (int pass = 0; pass < 2; ++pass) {
    char dir[1100];
    snprintf(dir, sizeof dir, "%s/concurrent%d", gRoot, pass);
    uint64_t maxBytes = pass ? 8000 : 1 << 24;
    pid_t pids[12];
    for (int i = 0; i < 12; ++i) {
      pids[i] = fork();
      if (pids[i] == 0)
        _exit(child(dir, i % 6, i < 6, maxBytes, 30));
    }
    int failed = 0;
    for (int i = 0; i < 12; ++i) {
      int status = 0;
      waitpid(pids[i], &status, 0);
      failed += !WIFEXITED(status) || WEXITSTATUS(status) != 0;
    }
    CHECK(failed == 0);
    CHECK(countFiles(dir, "\\.tmp-") == 0);
    if (!pass) {
      JitDiskCache c;
      CuteRtError err;
      CHECK_OK(jitDiskOpen(&c, dir, maxBytes, &err), err);
      JitEntry got;
      Sample want;
      sample(&want, 7, 3000);
      CHECK(lookup(&c, 7, &got) == JIT_DISK_HIT && sameEntry(&got, &want.e));
      CHECK(countFiles(dir, "[0-9a-f]*\\.cjit") == 7);
      jitEntryFree(&got);
      free(want.data);
      jitDiskClose(&c);
    }
  }
}

static void setAge(JitDiskCache *c, int i, time_t secondsAgo) {
  char path[4200];
  entryPath(c, i, path, sizeof path);
  struct timespec t[2];
  clock_gettime(CLOCK_REALTIME, &t[0]);
  t[0].tv_sec -= secondsAgo;
  t[1] = t[0];
  CHECK(utimensat(AT_FDCWD, path, t, 0) == 0);
}

static bool present(JitDiskCache *c, int i) {
  char path[4200];
  entryPath(c, i, path, sizeof path);
  return access(path, F_OK) == 0;
}

static void testEviction(void) {
  char dir[1100];
  snprintf(dir, sizeof dir, "%s/evict", gRoot);
  JitDiskCache c;
  CuteRtError err;
  CHECK_OK(jitDiskOpen(&c, dir, 1 << 20, &err), err);
  Sample s;
  sample(&s, 9, 1000);
  for (int i = 0; i < 4; ++i) {
    store(&c, i, &s.e);
    setAge(&c, i, 100 - i); /* 0 is the oldest */
  }
  char path[4200];
  entryPath(&c, 0, path, sizeof path);
  struct stat st;
  CHECK(stat(path, &st) == 0);
  /* Room for three entries; reading 0 makes it the most recent. */
  c.maxBytes = 3 * (uint64_t)st.st_size + 10;
  JitEntry got;
  CHECK(lookup(&c, 0, &got) == JIT_DISK_HIT);
  jitEntryFree(&got);
  store(&c, 4, &s.e);
  CHECK(present(&c, 0) && !present(&c, 1) && !present(&c, 2));
  CHECK(present(&c, 3) && present(&c, 4) && c.evictions == 2);
  /* A crashed writer's temporary file goes once it is an hour old. */
  char stale[4200], fresh[4200];
  snprintf(stale, sizeof stale, "%s/.tmp-dead-1-0", dir);
  snprintf(fresh, sizeof fresh, "%s/.tmp-busy-2-0", dir);
  fclose(fopen(stale, "w"));
  fclose(fopen(fresh, "w"));
  struct timespec old[2] = {{time(NULL) - 7200, 0}, {time(NULL) - 7200, 0}};
  CHECK(utimensat(AT_FDCWD, stale, old, 0) == 0);
  store(&c, 5, &s.e);
  CHECK(access(stale, F_OK) != 0 && access(fresh, F_OK) == 0);
  /* Files that are not entries are never evicted. */
  CHECK(countFiles(dir, "[0-9a-f]*\\.cjit") == 3);
  jitDiskClose(&c);
  free(s.data);
}

static void expectOpenRefused(const char *dir, const char *reason) {
  JitDiskCache c;
  CuteRtError err;
  char want[4400];
  snprintf(want, sizeof want,
           "cache directory %s %s: refusing to use it (chmod 700 it, or set "
           "CUTE_C_CACHE_DIR to a directory of your own)",
           dir, reason);
  CHECK_FAIL(jitDiskOpen(&c, dir, 1 << 20, &err), err, CUTE_RT_ERROR_IO, want);
  CHECK(c.dirFd == -1);
}

static void expectGetRefused(JitDiskCache *c, int i, const char *reason) {
  uint8_t key[JIT_KEY_BYTES];
  keyOf(i, key);
  char path[4200], want[4600];
  entryPath(c, i, path, sizeof path);
  snprintf(want, sizeof want, "cache entry %s %s: refusing to load it%s", path,
           reason,
           strstr(reason, "symbolic")
               ? ""
               : " (remove it; the cache writes its entries with mode 0600)");
  JitEntry got;
  JitDiskFound found;
  CuteRtError err;
  CHECK_FAIL(jitDiskGet(c, key, &got, &found, &err), err, CUTE_RT_ERROR_IO,
             want);
  CHECK(found == JIT_DISK_MISS && got.count == 0);
}

static void testPermissions(void) {
  char dir[1100];
  snprintf(dir, sizeof dir, "%s/perm", gRoot);
  JitDiskCache c;
  CuteRtError err;
  CHECK_OK(jitDiskOpen(&c, dir, 1 << 20, &err), err);
  Sample s;
  sample(&s, 11, 500);
  store(&c, 1, &s.e);
  char path[4200];
  entryPath(&c, 1, path, sizeof path);
  CHECK(chmod(path, 0666) == 0);
  expectGetRefused(&c, 1, "is writable by group or others (mode 0666)");
  CHECK(chmod(path, 0620) == 0);
  expectGetRefused(&c, 1, "is writable by group or others (mode 0620)");
  CHECK(chmod(path, 0644) == 0); /* readable by others is fine */
  JitEntry got;
  CHECK(lookup(&c, 1, &got) == JIT_DISK_HIT);
  jitEntryFree(&got);
  char link[4200];
  entryPath(&c, 2, link, sizeof link);
  CHECK(symlink(path, link) == 0);
  expectGetRefused(&c, 2, "is a symbolic link");
  /* The directory is checked at each lookup, not only when opened. */
  CHECK(chmod(dir, 0770) == 0);
  uint8_t key[JIT_KEY_BYTES];
  keyOf(1, key);
  JitDiskFound found;
  char want[4400];
  snprintf(want, sizeof want,
           "cache directory %s is writable by group or others (mode 0770): "
           "refusing to use it (chmod 700 it, or set CUTE_C_CACHE_DIR to a "
           "directory of your own)", dir);
  CHECK_FAIL(jitDiskGet(&c, key, &got, &found, &err), err, CUTE_RT_ERROR_IO,
             want);
  jitDiskClose(&c);
  CHECK(chmod(dir, 0777) == 0);
  expectOpenRefused(dir, "is writable by group or others (mode 0777)");
  CHECK(chmod(dir, 0700) == 0);
  if (geteuid() != 0) {
    printf("disk_cache_test: not root: the other-owner checks are skipped\n");
    free(s.data);
    return;
  }
  CHECK_OK(jitDiskOpen(&c, dir, 1 << 20, &err), err);
  CHECK(chown(path, 65534, (gid_t)-1) == 0);
  expectGetRefused(&c, 1, "is owned by uid 65534, not by this user (uid 0)");
  jitDiskClose(&c);
  CHECK(chown(dir, 65534, (gid_t)-1) == 0);
  expectOpenRefused(dir, "is owned by uid 65534, not by this user (uid 0)");
  free(s.data);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: disk_cache_test TMPDIR\n");
    return 2;
  }
  snprintf(gRoot, sizeof gRoot, "%s/disk_cache_test", argv[1]);
  char cmd[4200];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", gRoot);
  if (system(cmd) != 0)
    return 2;
  testRoundTrip();
  testCorrupt();
  testConcurrent();
  testEviction();
  testPermissions();
  return rtTestResult("disk_cache_test");
}
