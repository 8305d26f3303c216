/* Reading cute types and attributes back from MLIR. They are opaque types
 * and attributes of the `cute` namespace, whose text after `!cute.` /
 * `#cute.` is `KIND<PARAMS>`: the kind comes from its name, the parameters
 * are parsed here (algebra kinds and arith_tuple_iter: one quoted algebra
 * string), in type_tensor.c (data types), type_scalar.c (scalars) and
 * type_tiled.c (tiled copies and MMAs), then the algebra value
 * (type_parse.c). `!cute_nvgpu.*` types are atoms (type_atom.c). */
#include "internal.h"

#include "str_buf.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

static const char *const kKindNames[] = {NULL,
                                         "int_tuple",
                                         "shape",
                                         "stride",
                                         "coord",
                                         "layout",
                                         "composed_layout",
                                         "swizzle",
                                         "tile",
                                         "ptr",
                                         "memref",
                                         "coord_tensor",
                                         "arith_tuple_iter",
                                         "int",
                                         "fast_divmod_divisor",
                                         "copy_atom",
                                         "mma_atom",
                                         "tiled_copy",
                                         "tiled_mma",
                                         "smem_desc",
                                         "smem_desc_view"};
_Static_assert(sizeof kKindNames / sizeof *kKindNames == CUTE_TYPE_LAST + 1,
               "one name per kind");

const char *cuteTypeKindName(CuteTypeKind kind) {
  if (kind <= CUTE_TYPE_NONE || kind > CUTE_TYPE_LAST)
    return "?";
  return kKindNames[kind];
}

/* Printed text goes into the arena (grown chunks abandon the old ones). */
static void *fromArena(void *arena, size_t size) {
  return cuteArenaAlloc(arena, size);
}

static CuteStrBuf arenaText(CuteArena *a) {
  return (CuteStrBuf){.alloc = fromArena, .allocCtx = a};
}

/* The kind named `name`; a constrained int is named by its integer type
 * (`i32`, `i64`), whose width goes to *width. Atoms are no `!cute.` types
 * (they are `!cute_nvgpu.` ones). */
static CuteTypeKind kindFromName(const char *name, size_t len,
                                 unsigned *width) {
  if (len == 3 && (!memcmp(name, "i32", 3) || !memcmp(name, "i64", 3))) {
    *width = name[1] == '3' ? 32 : 64;
    return CUTE_TYPE_CINT;
  }
  for (int k = CUTE_TYPE_INT_TUPLE; k <= CUTE_TYPE_LAST; ++k)
    if (k != CUTE_TYPE_CINT && !cuteKindIsAtom((CuteTypeKind)k) &&
        !cuteKindIsDesc((CuteTypeKind)k) &&
        strlen(kKindNames[k]) == len && !memcmp(kKindNames[k], name, len))
      return (CuteTypeKind)k;
  return CUTE_TYPE_NONE;
}

static bool isCuteNamespace(MlirStringRef ns) {
  return ns.length == 4 && !memcmp(ns.data, "cute", 4);
}

static bool isNvgpuNamespace(MlirStringRef ns) {
  return ns.length == 10 && !memcmp(ns.data, "cute_nvgpu", 10);
}

bool cuteTypeIsOurs(MlirType type) {
  if (!mlirTypeIsAOpaque(type))
    return false;
  MlirStringRef ns = mlirOpaqueTypeGetDialectNamespace(type);
  return isCuteNamespace(ns) || isNvgpuNamespace(ns);
}

/* Reads `KIND<PARAMS>` (an opaque type's or attribute's text after the
 * dialect's `!cute.`): out->kind, and the parameters copied into the arena
 * (NUL-terminated) in *params. `sigil` names the type or attribute in
 * messages. */
static CuteStatus readData(MlirStringRef data, char sigil, CuteArena *a,
                           CuteTyped *out, char **params, CuteError *err) {
  const char *lt = memchr(data.data, '<', data.length);
  if (!lt || data.data[data.length - 1] != '>')
    return cuteErrorSet(err, NULL, -1, "unknown cute %s %ccute.%.*s",
                        sigil == '!' ? "type" : "attribute", sigil,
                        (int)data.length, data.data);
  out->kind = kindFromName(data.data, (size_t)(lt - data.data), &out->intWidth);
  /* Attributes exist for the eight algebra kinds only. */
  if (out->kind == CUTE_TYPE_NONE ||
      (sigil == '#' && out->kind > CUTE_TYPE_TILE))
    return cuteErrorSet(err, NULL, -1, "unknown cute %s %ccute.%.*s",
                        sigil == '!' ? "type" : "attribute", sigil,
                        (int)(lt - data.data), data.data);
  size_t n = data.length - (size_t)(lt + 1 - data.data) - 1;
  char *copy = cuteArenaAlloc(a, n + 1);
  if (!copy)
    return cuteErrorSet(err, NULL, -1, "out of memory reading a type");
  memcpy(copy, lt + 1, n);
  copy[n] = '\0';
  *params = copy;
  return CUTE_OK;
}

/* An algebra kind's one parameter: `"SPEC"`, no escapes. */
static CuteStatus readSpec(char *params, char sigil, CuteTyped *out,
                           CuteError *err) {
  size_t n = strlen(params);
  if (n < 2 || params[0] != '"' || params[n - 1] != '"' ||
      memchr(params + 1, '"', n - 2) || memchr(params, '\\', n))
    return cuteErrorSet(err, NULL, -1,
                        "%ccute.%s takes one string "
                        "parameter, got <%s>",
                        sigil, cuteTypeKindName(out->kind), params);
  params[n - 1] = '\0';
  out->spec = params + 1;
  out->len = n - 2;
  return CUTE_OK;
}

CuteStatus cuteTypeRead(MlirType type, CuteArena *a, CuteTyped *out,
                        CuteError *err) {
  memset(out, 0, sizeof *out);
  if (!mlirTypeIsAOpaque(type))
    return CUTE_OK;
  MlirStringRef ns = mlirOpaqueTypeGetDialectNamespace(type);
  if (isNvgpuNamespace(ns))
    return cuteTypeReadNvgpu(type, a, out, err);
  if (!isCuteNamespace(ns))
    return CUTE_OK;
  char *params;
  if (readData(mlirOpaqueTypeGetData(type), '!', a, out, &params, err) !=
      CUTE_OK)
    return CUTE_ERROR;
  if (cuteKindIsTiled(out->kind))
    return cuteTypeReadTiled(mlirTypeGetContext(type), a, params, out, err);
  if (cuteKindIsData(out->kind))
    return cuteTypeReadData(mlirTypeGetContext(type), params, out, err);
  if (cuteKindIsScalar(out->kind))
    return cuteTypeReadScalar(params, out, err);
  return readSpec(params, '!', out, err);
}

CuteStatus cuteAttrRead(MlirAttribute attr, CuteArena *a, CuteTyped *out,
                        CuteError *err) {
  memset(out, 0, sizeof *out);
  if (!mlirAttributeIsAOpaque(attr) ||
      !isCuteNamespace(mlirOpaqueAttrGetDialectNamespace(attr)))
    return CUTE_OK;
  char *params;
  if (readData(mlirOpaqueAttrGetData(attr), '#', a, out, &params, err) !=
      CUTE_OK)
    return CUTE_ERROR;
  return readSpec(params, '#', out, err);
}

const char *cuteTypedToString(CuteArena *a, CuteTypeKind kind, CuteValue v) {
  const char *text = cuteValueToString(a, v);
  const char *name = cuteTypeKindName(kind);
  if (!text)
    return NULL;
  size_t n = strlen(text) + strlen(name) + 16;
  char *out = cuteArenaAlloc(a, n);
  if (out) {
    strcpy(out, "!cute.");
    strcat(out, name);
    strcat(out, "<\"");
    strcat(out, text);
    strcat(out, "\">");
  }
  return out;
}

const char *cuteTypedDescribe(CuteArena *a, const CuteTyped *t) {
  if (cuteKindIsData(t->kind))
    return cuteTypedDataToString(a, t);
  if (cuteKindIsScalar(t->kind))
    return cuteTypedScalarToString(a, t);
  if (cuteKindIsAtom(t->kind) || cuteKindIsTiled(t->kind))
    return cuteTypedAtomToString(a, t);
  if (cuteKindIsDesc(t->kind))
    return cuteTypedDescToString(a, t);
  if (t->kind != CUTE_TYPE_NONE)
    return cuteTypedToString(a, t->kind, t->value);
  if (t->intWidth || mlirTypeIsNull(t->type)) {
    char *s = cuteArenaAlloc(a, 16);
    if (s)
      snprintf(s, 16, "i%u", t->intWidth);
    return s;
  }
  CuteStrBuf p = arenaText(a);
  mlirTypePrint(t->type, cuteStrBufCallback, &p);
  return p.oom ? NULL : cuteStrBufText(&p);
}

char *cuteTypePrinted(CuteArena *a, MlirType type) {
  CuteStrBuf p = arenaText(a);
  mlirTypePrint(type, cuteStrBufCallback, &p);
  return p.oom ? NULL : p.data;
}

char *cuteAttrPrinted(CuteArena *a, MlirAttribute attr) {
  CuteStrBuf p = arenaText(a);
  mlirAttributePrint(attr, cuteStrBufCallback, &p);
  return p.oom ? NULL : p.data;
}

int cuteTypeErrorFormat(char *buf, size_t size, bool attr, CuteTypeKind kind,
                        const char *spec, size_t len, const CuteError *err) {
  /* The reason alone: the type or attribute quotes the whole text, which
   * says more than the name of the check that refused it. */
  const char *why = err->message;
  const char *name = cuteTypeKindName(kind);
  int n = (int)(len > 1u << 20 ? 1u << 20 : len);
  return attr ? snprintf(buf, size, "failed to parse %s from \"%.*s\": %s",
                         name, n, spec, why)
              : snprintf(buf, size, "invalid !cute.%s<\"%.*s\">: %s", name, n,
                         spec, why);
}
