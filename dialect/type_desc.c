/* The GMMA shared-memory descriptor types of Hopper's wgmma (docs/atoms.md):
 *   !cute_nvgpu.smem_desc                  one 64-bit matrix descriptor
 *   !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "LAYOUT">
 *                                          a tensor of descriptors: its
 *                                          iterator is a descriptor, its
 *                                          layout counts 16-byte units
 * (CuTe C++'s GMMA::DescriptorIterator tensors, which mma.make_fragment
 * makes of a wgmma operand in shared memory). The view's layout is a plain
 * layout with integer strides, static or not; moving the iterator adds
 * to the descriptor's start address. Read here, printed in NVIDIA's
 * spelling, cached and compared as every cute type is. */
#include "internal.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define DESC "smem_desc"
#define VIEW "smem_desc_view"
#define DESC_TYPE "!cute_nvgpu.smem_desc"

bool cuteKindIsDesc(CuteTypeKind k) {
  return k == CUTE_TYPE_SMEM_DESC || k == CUTE_TYPE_SMEM_DESC_VIEW;
}

static bool nameIs(const char *text, size_t len, const char *name) {
  size_t n = strlen(name);
  return len >= n && !memcmp(text, name, n) &&
         (len == n || text[n] == '<' || isspace((unsigned char)text[n]));
}

static const char *skipSpace(const char *s, const char *end) {
  while (s < end && isspace((unsigned char)*s))
    ++s;
  return s;
}

bool cuteDescLayoutOk(CuteLayout l) { return !cuteNodeHasBasis(l.stride); }

/* The view's layout: plain, integer strides (16-byte units). */
static CuteStatus readLayout(CuteArena *a, const char *s, size_t n,
                             CuteTyped *out, CuteError *err) {
  CuteTypeKind kind;
  CuteValue v;
  char *copy = cuteArenaAlloc(a, n + 1);
  if (!copy)
    return cuteErrorSet(err, NULL, -1, "out of memory reading a type");
  memcpy(copy, s, n);
  copy[n] = '\0';
  if (cuteTypeParseLayoutText(a, copy, n, &kind, &v, err) != CUTE_OK) {
    char why[sizeof err->message];
    snprintf(why, sizeof why, "%s", err->message);
    return cuteErrorSet(err, NULL, -1,
                        "invalid !cute_nvgpu.smem_desc_view layout \"%.*s\": "
                        "%s",
                        (int)(n > 200 ? 200 : n), s, why);
  }
  if (kind != CUTE_TYPE_LAYOUT || cuteNodeHasBasis(v.layout.stride))
    return cuteErrorSet(err, NULL, -1,
                        "!cute_nvgpu.smem_desc_view takes a plain layout "
                        "with integer strides (16-byte units), got \"%.*s\"",
                        (int)(n > 200 ? 200 : n), s);
  out->spec = copy;
  out->len = n;
  out->value = v;
  return CUTE_OK;
}

/* `<!cute_nvgpu.smem_desc, "LAYOUT">` after `smem_desc_view`. */
static CuteStatus readView(CuteArena *a, const char *s, const char *end,
                           CuteTyped *out, CuteError *err) {
  static const char kForm[] = "!cute_nvgpu.smem_desc_view takes "
                              "<!cute_nvgpu.smem_desc, \"LAYOUT\">";
  s = skipSpace(s, end);
  if (s == end || *s != '<' || end[-1] != '>')
    return cuteErrorSet(err, NULL, -1, "%s", kForm);
  s = skipSpace(s + 1, end - 1);
  size_t dn = strlen(DESC_TYPE);
  if ((size_t)(end - 1 - s) < dn || memcmp(s, DESC_TYPE, dn))
    return cuteErrorSet(err, NULL, -1, "%s", kForm);
  s = skipSpace(s + dn, end - 1);
  if (s == end - 1 || *s != ',')
    return cuteErrorSet(err, NULL, -1, "%s", kForm);
  s = skipSpace(s + 1, end - 1);
  const char *close = end - 1;
  while (close > s && isspace((unsigned char)close[-1]))
    --close;
  if (close - s < 2 || *s != '"' || close[-1] != '"' ||
      memchr(s + 1, '"', (size_t)(close - s - 2)))
    return cuteErrorSet(err, NULL, -1, "%s", kForm);
  return readLayout(a, s + 1, (size_t)(close - s - 2), out, err);
}

CuteStatus cuteDescRead(CuteArena *a, const char *text, size_t len,
                        CuteTyped *out, bool *matched, CuteError *err) {
  *matched = false;
  if (nameIs(text, len, VIEW)) {
    *matched = true;
    out->kind = CUTE_TYPE_SMEM_DESC_VIEW;
    return readView(a, text + strlen(VIEW), text + len, out, err);
  }
  if (!nameIs(text, len, DESC))
    return CUTE_OK;
  *matched = true;
  out->kind = CUTE_TYPE_SMEM_DESC;
  out->spec = "";
  if (skipSpace(text + strlen(DESC), text + len) != text + len)
    return cuteErrorSet(err, NULL, -1,
                        "!cute_nvgpu.smem_desc takes no parameters, got "
                        "!cute_nvgpu.%.*s",
                        (int)(len > 200 ? 200 : len), text);
  return CUTE_OK;
}

const char *cuteTypedDescToString(CuteArena *a, const CuteTyped *t) {
  if (t->kind == CUTE_TYPE_SMEM_DESC)
    return DESC_TYPE;
  const char *l = cuteValueToString(a, t->value);
  if (!l)
    return NULL;
  size_t n = strlen(l) + 64;
  char *s = cuteArenaAlloc(a, n);
  if (s)
    snprintf(s, n, "!cute_nvgpu." VIEW "<" DESC_TYPE ", \"%s\">", l);
  return s;
}
