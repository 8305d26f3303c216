/* cute-fold-static: a cute op whose results are all fully static algebra
 * values (no `?` leaf) is replaced by one `cute.static` per result, its
 * uses rewired; equal `cute.static` ops of one block are merged into the
 * first (upstream cse leaves them: unregistered ops have no traits); then cute
 * ops without uses whose results are all algebra values (pure by
 * construction: they only compute layouts) are erased. Ops without
 * results (cute.print, stores, copies) and ops with results outside the
 * algebra (pointers, memrefs, atoms) are never touched.
 *
 * It classifies types by their opaque text, once per distinct type: types
 * are uniqued, so a small table keyed on the type pointer remembers the
 * answer. */
#include "conversion.h"
#include "dialect.h"
#include "ptr_map.h"

#include "cute-c/Dialects.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef enum { TC_EMPTY = 0, TC_OTHER, TC_DYNAMIC, TC_STATIC } TypeClass;

typedef struct {
  CutePtrMap types; /* MlirType pointer -> its TypeClass (one byte) */
  CuteOpList ops;   /* the cute ops under the root, pre-order */
  MlirIdentifier staticName;
  bool oom;
} Folder;

/* An algebra type (`!cute.KIND<"...">`, KIND one of the eight), and
 * whether its text has a `?`. */
static TypeClass classify(MlirType type) {
  static const char *const kinds[] = {
      "int_tuple<", "shape<",           "stride<",  "coord<",
      "layout<",    "composed_layout<", "swizzle<", "tile<"};
  if (!mlirTypeIsAOpaque(type))
    return TC_OTHER;
  MlirStringRef ns = mlirOpaqueTypeGetDialectNamespace(type);
  if (ns.length != 4 || memcmp(ns.data, "cute", 4))
    return TC_OTHER;
  MlirStringRef data = mlirOpaqueTypeGetData(type);
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; ++i) {
    size_t n = strlen(kinds[i]);
    if (data.length > n && !memcmp(data.data, kinds[i], n))
      return memchr(data.data, '?', data.length) ? TC_DYNAMIC : TC_STATIC;
  }
  return TC_OTHER;
}

/* The class of `type`, computed once per distinct type. */
static TypeClass typeClass(Folder *f, MlirType type) {
  bool fresh;
  uint8_t *c = cutePtrMapInsert(&f->types, type.ptr, &fresh);
  if (!c) {
    f->oom = true;
    return TC_OTHER;
  }
  if (fresh)
    *c = (uint8_t)classify(type);
  return (TypeClass)*c;
}

static bool isCuteOp(MlirOperation op) {
  return cuteOpIsOurs(mlirIdentifierStr(mlirOperationGetName(op)));
}

/* The cute ops under the root (the pass's op, `ctx`, excluded). */
static bool isCollected(MlirOperation op, void *ctx) {
  return isCuteOp(op) && !mlirOperationEqual(op, *(MlirOperation *)ctx);
}

static bool collectOps(Folder *f, MlirOperation root) {
  f->ops.count = 0;
  return cuteOpListCollect(&f->ops, root, isCollected, &root);
}

/* Every result is an algebra value of class `want` (TC_STATIC), or of
 * either algebra class (want == TC_DYNAMIC); at least one result. */
static bool resultsAre(Folder *f, MlirOperation op, TypeClass want) {
  intptr_t n = mlirOperationGetNumResults(op);
  if (n == 0 || mlirOperationGetNumRegions(op) != 0)
    return false;
  for (intptr_t i = 0; i < n; ++i) {
    TypeClass c = typeClass(f, mlirValueGetType(mlirOperationGetResult(op, i)));
    if (c == TC_OTHER || (want == TC_STATIC && c != TC_STATIC))
      return false;
  }
  return true;
}

static void foldOp(Folder *f, MlirOperation op) {
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirBlock block = mlirOperationGetBlock(op);
  intptr_t n = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue result = mlirOperationGetResult(op, i);
    MlirType type = mlirValueGetType(result);
    MlirOperationState state =
        mlirOperationStateGet(mlirIdentifierStr(f->staticName), loc);
    mlirOperationStateAddResults(&state, 1, &type);
    MlirOperation st = mlirOperationCreate(&state);
    mlirBlockInsertOwnedOperationBefore(block, op, st);
    mlirValueReplaceAllUsesOfWith(result, mlirOperationGetResult(st, 0));
  }
  mlirOperationDestroy(op);
}

static bool isStaticOp(Folder *f, MlirOperation op) {
  return mlirIdentifierEqual(mlirOperationGetName(op), f->staticName);
}

static bool unused(MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (!mlirOpOperandIsNull(
            mlirValueGetFirstUse(mlirOperationGetResult(op, i))))
      return false;
  return true;
}

/* Reverse pre-order visits every use before its definition (a use comes
 * later in its block, or inside a later op's regions), so one sweep
 * erases whole dead chains. */
static void eraseDead(Folder *f) {
  for (size_t i = f->ops.count; i-- > 0;) {
    MlirOperation op = f->ops.ops[i];
    if (!mlirOperationIsNull(op) && resultsAre(f, op, TC_DYNAMIC) &&
        unused(op))
      mlirOperationDestroy(op);
  }
}

/* Same attributes, in order (a sorted dictionary); cute.static has no
 * properties. */
static bool sameAttributes(MlirOperation a, MlirOperation b) {
  intptr_t n = mlirOperationGetNumDiscardableAttributes(a);
  if (n != mlirOperationGetNumDiscardableAttributes(b))
    return false;
  for (intptr_t i = 0; i < n; ++i) {
    MlirNamedAttribute x = mlirOperationGetDiscardableAttribute(a, i);
    MlirNamedAttribute y = mlirOperationGetDiscardableAttribute(b, i);
    if (!mlirIdentifierEqual(x.name, y.name) ||
        !mlirAttributeEqual(x.attribute, y.attribute))
      return false;
  }
  return true;
}

static size_t staticHash(MlirOperation op, size_t mask) {
  uintptr_t b = (uintptr_t)mlirOperationGetBlock(op).ptr;
  uintptr_t t =
      (uintptr_t)mlirValueGetType(mlirOperationGetResult(op, 0)).ptr;
  return (size_t)(((b >> 4) * 31u) ^ (t >> 4)) & mask;
}

static bool sameStatic(MlirOperation a, MlirOperation b) {
  return mlirBlockEqual(mlirOperationGetBlock(a), mlirOperationGetBlock(b)) &&
         mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(a, 0)),
                       mlirValueGetType(mlirOperationGetResult(b, 0))) &&
         sameAttributes(a, b);
}

/* Merges equal cute.static ops of one block into the first of them: in a
 * block the first dominates every later op and everything nested in it,
 * so its value can serve every use of the later ones. Statics of other
 * blocks or regions are left apart: an outer one dominates a nested
 * region only when that region is not isolated from above, which the C
 * API cannot tell, and a later block need not be dominated at all.
 * The list is in pre-order, so within a block it is in block order;
 * merged ops become null entries. Returns false when out of memory. */
static bool mergeStatics(Folder *f) {
  size_t n = 0;
  for (size_t i = 0; i < f->ops.count; ++i)
    n += isStaticOp(f, f->ops.ops[i]);
  size_t cap = 16;
  while (cap < 2 * n)
    cap *= 2;
  size_t *slots = malloc(cap * sizeof *slots); /* list index + 1, 0 free */
  if (!slots)
    return false;
  memset(slots, 0, cap * sizeof *slots);
  for (size_t i = 0; i < f->ops.count; ++i) {
    MlirOperation op = f->ops.ops[i];
    if (!isStaticOp(f, op) || mlirOperationGetNumResults(op) != 1)
      continue;
    size_t h = staticHash(op, cap - 1);
    while (slots[h] && !sameStatic(f->ops.ops[slots[h] - 1], op))
      h = (h + 1) & (cap - 1);
    if (!slots[h]) {
      slots[h] = i + 1;
      continue;
    }
    MlirOperation first = f->ops.ops[slots[h] - 1];
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0),
                                  mlirOperationGetResult(first, 0));
    mlirOperationDestroy(op);
    f->ops.ops[i] = (MlirOperation){NULL};
  }
  free(slots);
  return true;
}

static void folderFree(Folder *f) {
  cutePtrMapFree(&f->types);
  cuteOpListFree(&f->ops);
}

MlirLogicalResult cuteFoldStatic(MlirOperation root) {
  if (mlirLogicalResultIsFailure(cuteVerifyOurOps(root)))
    return mlirLogicalResultFailure();
  Folder f;
  memset(&f, 0, sizeof f);
  cutePtrMapInit(&f.types, sizeof(uint8_t), _Alignof(uint8_t));
  f.staticName = mlirIdentifierGet(mlirOperationGetContext(root),
                                   mlirStringRefCreateFromCString("cute.static"));
  bool ok = collectOps(&f, root);
  for (size_t i = 0; ok && i < f.ops.count; ++i) {
    MlirOperation op = f.ops.ops[i];
    if (!isStaticOp(&f, op) && resultsAre(&f, op, TC_STATIC) && !f.oom)
      foldOp(&f, op);
  }
  ok = ok && !f.oom && collectOps(&f, root) && mergeStatics(&f);
  if (ok)
    eraseDead(&f);
  folderFree(&f);
  if (ok && !f.oom)
    return mlirLogicalResultSuccess();
  mlirEmitError(mlirOperationGetLocation(root),
                "cute-fold-static: out of memory");
  return mlirLogicalResultFailure();
}
