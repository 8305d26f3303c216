/* The op catalogue as data: ops.def expanded into per-op slot and property
 * lists, the table of rows (sorted by name, as ops.def is), the lookup by
 * name and the public list of names (cuteDialectOpNames). */
#include "internal.h"

#include "cute-c/Dialects.h"

#include <string.h>

/* Slot and property lists, one set per op, each ending in a NULL name. */
#define ONE(n, k) {#n, (k), CUTE_SLOT_ONE},
#define OPT(n, k) {#n, (k), CUTE_SLOT_OPT},
#define VAR(n, k) {#n, (k), CUTE_SLOT_VAR},
#define PROP(n, k, r) {#n, (k), (r)},
#define REQUIRED true
#define OPTIONAL false
#define OPERANDS(...) __VA_ARGS__
#define RESULTS(...) __VA_ARGS__
#define PROPS(...) __VA_ARGS__
#define CUTE_OP(id, name, operands, results, props, infer, form, lower)      \
  static const CuteSlot kOperands_##id[] = {operands{NULL, 0, 0}};           \
  static const CuteSlot kResults_##id[] = {results{NULL, 0, 0}};             \
  static const CuteProp kProps_##id[] = {props{NULL, 0, false}};
#include "ops.def"
#undef CUTE_OP

#define FORM_LAYOUT CUTE_FORM_LAYOUT
#define FORM_TENSOR CUTE_FORM_TENSOR
/* The key drops the namespace "cute." (cute_nvgpu ops keep their name). */
#define KEY(name) ((name)[4] == '.' ? (name) + 5 : (name))
#define CUTE_OP(id, name, operands, results, props, infer, form, lower)      \
  {CUTE_OP_##id, name,         KEY(name),   kOperands_##id,                 \
   kResults_##id, kProps_##id, (infer),     form},
static const CuteOpInfo kOps[CUTE_OP_COUNT] = {
#include "ops.def"
};
#undef CUTE_OP

static const char *const kNames[CUTE_OP_COUNT + 1] = {
#define CUTE_OP(id, name, ...) name,
#include "ops.def"
#undef CUTE_OP
    NULL};

/* Property names per op, for hosts (cuteDialectOpPropertyNames). */
#undef PROP
#define PROP(n, k, r) #n,
#define CUTE_OP(id, name, operands, results, props, infer, form, lower)      \
  static const char *const kPropNames_##id[] = {props NULL};
#include "ops.def"
#undef CUTE_OP
static const char *const *const kPropNames[CUTE_OP_COUNT] = {
#define CUTE_OP(id, ...) kPropNames_##id,
#include "ops.def"
#undef CUTE_OP
};

const char *const *cuteDialectOpNames(void) { return kNames; }

const char *const *cuteDialectOpPropertyNames(MlirStringRef opName) {
  const CuteOpInfo *info = cuteOpLookup(opName);
  return info ? kPropNames[info->id] : NULL;
}

const CuteOpInfo *cuteOpGet(CuteOpId id) {
  return (unsigned)id < CUTE_OP_COUNT ? &kOps[id] : NULL;
}

static bool hasPrefix(MlirStringRef s, const char *prefix) {
  size_t n = strlen(prefix);
  return s.length > n && !memcmp(s.data, prefix, n);
}

bool cuteOpIsOurs(MlirStringRef name) {
  return hasPrefix(name, "cute.") || hasPrefix(name, "cute_nvgpu.");
}

/* strcmp of a NUL-terminated name against a length-delimited one. */
static int compare(const char *a, MlirStringRef b) {
  int c = strncmp(a, b.data, b.length);
  return c ? c : (a[b.length] != '\0');
}

const CuteOpInfo *cuteOpLookup(MlirStringRef name) {
  size_t lo = 0, hi = CUTE_OP_COUNT;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    int c = compare(kOps[mid].name, name);
    if (c == 0)
      return &kOps[mid];
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}
