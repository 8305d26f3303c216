/* The two string buffers of str_buf.h. */
#include "str_buf.h"

#include <stdlib.h>
#include <string.h>

/* Room for `need` bytes: doubled, so appending a token at a time stays
 * linear. */
static bool reserve(CuteStrBuf *b, size_t need) {
  if (need <= b->cap)
    return true;
  size_t cap = need > (size_t)-1 / 2 ? need : 2 * need;
  if (cap < 64)
    cap = 64;
  char *g;
  if (b->alloc) {
    /* An allocator that cannot resize: copy, abandon the old chunk. */
    g = b->alloc(b->allocCtx, cap);
    if (g && b->len)
      memcpy(g, b->data, b->len);
  } else {
    g = realloc(b->data, cap);
  }
  if (!g)
    return false;
  b->data = g;
  b->cap = cap;
  return true;
}

void cuteStrBufAppend(CuteStrBuf *b, const char *s, size_t n) {
  if (b->oom || n == 0)
    return;
  if (n > (size_t)-1 - b->len - 1 || !reserve(b, b->len + n + 1)) {
    b->oom = true;
    return;
  }
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = '\0';
}

void cuteStrBufCallback(MlirStringRef s, void *buf) {
  cuteStrBufAppend(buf, s.data, s.length);
}

MlirStringRef cuteStrBufRef(const CuteStrBuf *b) {
  return mlirStringRefCreate(b->data ? b->data : "", b->len);
}

const char *cuteStrBufText(const CuteStrBuf *b) {
  return b->data ? b->data : "";
}

void cuteStrBufFree(CuteStrBuf *b) {
  if (!b->alloc)
    free(b->data);
  b->data = NULL;
  b->len = b->cap = 0;
  b->oom = false;
}

CuteFixedStr cuteFixedStrInit(char *buf, size_t cap) {
  buf[0] = '\0';
  return (CuteFixedStr){buf, cap, 0};
}

void cuteFixedStrAppend(CuteFixedStr *f, const char *s, size_t n) {
  size_t room = f->cap - 1 - f->len;
  if (n > room)
    n = room;
  if (n)
    memcpy(f->buf + f->len, s, n);
  f->len += n;
  f->buf[f->len] = '\0';
}

void cuteFixedStrCallback(MlirStringRef s, void *str) {
  cuteFixedStrAppend(str, s.data, s.length);
}
