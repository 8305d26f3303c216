/* Unit test of lib/Support: the string buffers (growing with malloc and
 * with an allocator, bounded), the growing arrays (first size, doubling,
 * a large need, sizes past SIZE_MAX refused), the pointer map (growth,
 * lookups, values kept across growth) and SHA-256 (FIPS 180-4's vectors,
 * streamed in pieces). A plain program: prints failures, exits 1 on any. */
#include "array_grow.h"
#include "message.h"
#include "ptr_map.h"
#include "sha256.h"
#include "str_buf.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

static void testStrBuf(void) {
  CuteStrBuf b = {0};
  CHECK(cuteStrBufRef(&b).length == 0 && !strcmp(cuteStrBufRef(&b).data, ""));
  CHECK(!strcmp(cuteStrBufText(&b), ""));
  cuteStrBufCallback(mlirStringRefCreate(NULL, 0), &b);
  CHECK(b.data == NULL);
  for (int i = 0; i < 1000; ++i)
    cuteStrBufCallback(mlirStringRefCreate("ab", 2), &b);
  CHECK(!b.oom && b.len == 2000 && strlen(b.data) == 2000);
  CHECK(!memcmp(b.data + 1996, "abab", 4) && cuteStrBufText(&b) == b.data);
  cuteStrBufFree(&b);
  CHECK(b.data == NULL && b.len == 0);
}

/* A bump allocator over a fixed block: runs out on purpose. */
typedef struct Bump {
  char block[256];
  size_t used;
} Bump;

static void *bumpAlloc(void *ctx, size_t size) {
  Bump *p = ctx;
  if (size > sizeof p->block - p->used)
    return NULL;
  p->used += size;
  return p->block + p->used - size;
}

static void testStrBufAllocator(void) {
  Bump bump = {{0}, 0};
  CuteStrBuf b = {.alloc = bumpAlloc, .allocCtx = &bump};
  cuteStrBufAppend(&b, "hello", 5);
  CHECK(!b.oom && !strcmp(b.data, "hello") && b.data >= bump.block &&
        b.data < bump.block + sizeof bump.block);
  char big[200];
  memset(big, 'x', sizeof big);
  cuteStrBufAppend(&b, big, sizeof big); /* needs more than is left */
  CHECK(b.oom && b.len == 5 && !strcmp(b.data, "hello"));
  cuteStrBufAppend(&b, "!", 1); /* dropped after a failure */
  CHECK(b.len == 5);
}

static void testArrayGrow(void) {
  size_t cap = 0;
  int *a = cuteArrayGrow(NULL, &cap, 1, sizeof *a, 16);
  CHECK(a && cap == 16);
  if (!a)
    return;
  for (int i = 0; i < 16; ++i)
    a[i] = i;
  /* Room already there: the same array, the same capacity. */
  CHECK(cuteArrayGrow(a, &cap, 16, sizeof *a, 16) == a && cap == 16);
  int *g = cuteArrayGrow(a, &cap, 17, sizeof *a, 16);
  CHECK(g && cap == 32);
  if (g)
    a = g;
  CHECK(a[0] == 0 && a[15] == 15);
  /* A need past twice the capacity is met exactly. */
  g = cuteArrayGrow(a, &cap, 100, sizeof *a, 16);
  CHECK(g && cap == 100);
  if (g)
    a = g;
  /* Bytes past SIZE_MAX: refused, the array and capacity kept. */
  g = cuteArrayGrow(a, &cap, SIZE_MAX / sizeof *a + 1, sizeof *a, 16);
  CHECK(g == NULL && cap == 100 && a[15] == 15);
  free(a);
}

static void testFixedStr(void) {
  char storage[8];
  CuteFixedStr f = cuteFixedStrInit(storage, sizeof storage);
  CHECK(f.len == 0 && storage[0] == '\0');
  cuteFixedStrCallback(mlirStringRefCreate("abc", 3), &f);
  cuteFixedStrCallback(mlirStringRefCreate(NULL, 0), &f);
  cuteFixedStrAppend(&f, "defghij", 7); /* cut at 7 bytes */
  CHECK(f.len == 7 && !strcmp(storage, "abcdefg"));
  cuteFixedStrAppend(&f, "z", 1);
  CHECK(f.len == 7 && !strcmp(storage, "abcdefg"));
}

static void testMessage(void) {
  char storage[64];
  CuteFixedStr got = cuteFixedStrInit(storage, sizeof storage);
  CuteMessageSink sink = {cuteFixedStrCallback, &got};
  CHECK(!cuteMessageFail(&sink, "chip %s needs PTX %d.%d", "sm_90", 7, 8));
  CHECK(!strcmp(storage, "chip sm_90 needs PTX 7.8"));
  CuteMessageSink none = {NULL, NULL};
  CHECK(!cuteMessageFail(&none, "dropped"));
}

typedef struct Big {
  uint64_t a, b;
  char tag;
} Big;

static void testPtrMap(void) {
  /* Keys as MLIR's are: aligned, close together. */
  enum { N = 100000 };
  char *base = malloc((size_t)N * 16);
  CHECK(base != NULL);
  if (!base)
    return;
  CutePtrMap m;
  cutePtrMapInit(&m, sizeof(Big), _Alignof(Big));
  CHECK(cutePtrMapFind(&m, base) == NULL);
  for (size_t i = 0; i < N; ++i) {
    bool fresh = false;
    Big *v = cutePtrMapInsert(&m, base + 16 * i, &fresh);
    CHECK(v && fresh && v->a == 0 && v->tag == 0);
    if (v)
      *v = (Big){i, 2 * i, (char)(i & 0x7f)};
  }
  CHECK(m.count == N && 4 * m.count <= 3 * m.cap);
  bool ok = true;
  for (size_t i = 0; i < N; ++i) {
    Big *v = cutePtrMapFind(&m, base + 16 * i);
    ok = ok && v && v->a == i && v->b == 2 * i && v->tag == (char)(i & 0x7f) &&
         ((uintptr_t)v % _Alignof(Big)) == 0;
  }
  CHECK(ok);
  CHECK(cutePtrMapFind(&m, base + 8) == NULL);
  bool fresh = true;
  Big *again = cutePtrMapInsert(&m, base + 16 * 7, &fresh);
  CHECK(again && !fresh && again->a == 7 && m.count == N);
  cutePtrMapFree(&m);
  CHECK(cutePtrMapFind(&m, base) == NULL && m.count == 0);

  /* One-byte values, and a reserved table that does not grow. */
  CutePtrMap small;
  cutePtrMapInit(&small, 1, 1);
  CHECK(cutePtrMapReserve(&small, 1000));
  size_t cap = small.cap;
  for (size_t i = 0; i < 1000; ++i) {
    unsigned char *v = cutePtrMapInsert(&small, base + 16 * i, &fresh);
    CHECK(v && fresh);
    if (v)
      *v = (unsigned char)(i * 7);
  }
  CHECK(small.cap == cap);
  ok = true;
  for (size_t i = 0; i < 1000; ++i) {
    unsigned char *v = cutePtrMapFind(&small, base + 16 * i);
    ok = ok && v && *v == (unsigned char)(i * 7);
  }
  CHECK(ok);
  cutePtrMapFree(&small);
  free(base);
}

static bool digestIs(const uint8_t d[CUTE_SHA256_BYTES], const char *hex) {
  char got[65];
  cuteSha256Hex(d, got);
  if (strcmp(got, hex))
    fprintf(stderr, "  sha256 %s, expected %s\n", got, hex);
  return !strcmp(got, hex);
}

static void testSha256(void) {
  uint8_t d[CUTE_SHA256_BYTES];
  cuteSha256(NULL, 0, d); /* an empty MlirStringRef's data may be NULL */
  CHECK(digestIs(d, "e3b0c44298fc1c149afbf4c8996fb924"
                    "27ae41e4649b934ca495991b7852b855"));
  cuteSha256("abc", 3, d);
  CHECK(digestIs(d, "ba7816bf8f01cfea414140de5dae2223"
                    "b00361a396177a9cb410ff61f20015ad"));
  static const char kTwoBlocks[] =
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
  const char *want = "248d6a61d20638b8e5c026930c3e6039"
                     "a33ce45964ff2167f6ecedd419db06c1";
  cuteSha256(kTwoBlocks, strlen(kTwoBlocks), d);
  CHECK(digestIs(d, want));
  /* The same text fed in uneven pieces gives the same digest. */
  CuteSha256 h;
  cuteSha256Init(&h);
  for (size_t i = 0, step = 1; i < strlen(kTwoBlocks); i += step, ++step) {
    size_t n = strlen(kTwoBlocks) - i < step ? strlen(kTwoBlocks) - i : step;
    cuteSha256Update(&h, kTwoBlocks + i, n);
  }
  cuteSha256Final(&h, d);
  CHECK(digestIs(d, want));
  /* One million 'a' (FIPS 180-4's long vector), 1000 bytes at a time. */
  char a[1000];
  memset(a, 'a', sizeof a);
  cuteSha256Init(&h);
  for (int i = 0; i < 1000; ++i)
    cuteSha256Update(&h, a, sizeof a);
  cuteSha256Final(&h, d);
  CHECK(digestIs(d, "cdc76e5c9914fb9281a1c7e284d73e67"
                    "f1809a48a497200e046d39ccc7112cd0"));
}

int main(void) {
  testSha256();
  testStrBuf();
  testStrBufAllocator();
  testArrayGrow();
  testFixedStr();
  testMessage();
  testPtrMap();
  if (failures)
    fprintf(stderr, "support_test: %d failed\n", failures);
  else
    puts("support_test: passed");
  return failures ? 1 : 0;
}
