/* Names IRDL refuses. The IRDL verifiers accept only [a-z0-9_] in op and
 * type names, while CuTe DSL uses dots and capitals
 * (`cute.tiled.copy.partition_S`). The definition uses a placeholder name
 * and carries the real one as `attributes {cute.name = "..."}`. Before
 * loading, each placeholder sym_name becomes the real name, and every
 * `irdl.base` / `irdl.parametric` reference to a renamed type or attribute
 * is rewritten too (a dangling reference crashes mlirLoadIRDLDialects in
 * MLIR 22). mlirLoadIRDLDialects does not re-verify the IRDL ops; the
 * dynamic dialect then parses, prints and verifies the real names. */
#include "dialect.h"

#include "mlir-c/BuiltinAttributes.h"

#include <stdlib.h>
#include <string.h>

#define MAX_RENAMES 1024

typedef struct {
  MlirStringRef dialect, from;
  MlirAttribute to; /* StringAttr */
} Rename;

typedef struct {
  Rename r[MAX_RENAMES];
  int n;
  bool overflow;
} Renames;

static bool nameIs(MlirOperation op, const char *want) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == strlen(want) && !memcmp(n.data, want, n.length);
}

static bool refEq(MlirStringRef a, MlirStringRef b) {
  return a.length == b.length && !memcmp(a.data, b.data, a.length);
}

static MlirStringRef symName(MlirOperation op) {
  MlirAttribute a = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("sym_name"));
  return mlirAttributeIsAString(a) ? mlirStringAttrGetValue(a)
                                   : mlirStringRefCreate(NULL, 0);
}

static MlirWalkResult renameDefinition(MlirOperation op, void *user) {
  Renames *rs = user;
  if (!nameIs(op, "irdl.operation") && !nameIs(op, "irdl.type") &&
      !nameIs(op, "irdl.attribute"))
    return MlirWalkResultAdvance;
  MlirStringRef key = mlirStringRefCreateFromCString("cute.name");
  MlirAttribute real = mlirOperationGetAttributeByName(op, key);
  if (mlirAttributeIsNull(real) || !mlirAttributeIsAString(real))
    return MlirWalkResultSkip;
  if (rs->n == MAX_RENAMES) {
    rs->overflow = true;
    return MlirWalkResultInterrupt;
  }
  Rename *r = &rs->r[rs->n++];
  r->dialect = symName(mlirOperationGetParentOperation(op));
  r->from = symName(op);
  r->to = real;
  mlirOperationSetAttributeByName(
      op, mlirStringRefCreateFromCString("sym_name"), real);
  mlirOperationRemoveAttributeByName(op, key);
  return MlirWalkResultSkip;
}

/* `@dialect::@placeholder` -> `@dialect::@real`, or null if not renamed. */
static MlirAttribute renamedRef(const Renames *rs, MlirAttribute ref) {
  if (mlirAttributeIsNull(ref) || !mlirAttributeIsASymbolRef(ref) ||
      mlirSymbolRefAttrGetNumNestedReferences(ref) != 1)
    return (MlirAttribute){NULL};
  MlirStringRef root = mlirSymbolRefAttrGetRootReference(ref);
  MlirStringRef leaf = mlirFlatSymbolRefAttrGetValue(
      mlirSymbolRefAttrGetNestedReference(ref, 0));
  for (int i = 0; i < rs->n; ++i) {
    if (!refEq(rs->r[i].dialect, root) || !refEq(rs->r[i].from, leaf))
      continue;
    MlirContext ctx = mlirAttributeGetContext(ref);
    MlirAttribute nested = mlirFlatSymbolRefAttrGet(
        ctx, mlirStringAttrGetValue(rs->r[i].to));
    return mlirSymbolRefAttrGet(ctx, root, 1, &nested);
  }
  return (MlirAttribute){NULL};
}

static MlirWalkResult renameReference(MlirOperation op, void *user) {
  const char *attr = nameIs(op, "irdl.base")         ? "base_ref"
                     : nameIs(op, "irdl.parametric") ? "base_type"
                                                     : NULL;
  if (!attr)
    return MlirWalkResultAdvance;
  MlirStringRef key = mlirStringRefCreateFromCString(attr);
  MlirAttribute to =
      renamedRef(user, mlirOperationGetAttributeByName(op, key));
  if (!mlirAttributeIsNull(to))
    mlirOperationSetAttributeByName(op, key, to);
  return MlirWalkResultAdvance;
}

int cuteIrdlApplyRenames(MlirOperation module) {
  Renames *rs = calloc(1, sizeof *rs); /* ~40 KB: kept off the stack */
  if (!rs)
    return -1;
  mlirOperationWalk(module, renameDefinition, rs, MlirWalkPreOrder);
  int n = rs->overflow ? -1 : rs->n;
  if (n > 0)
    mlirOperationWalk(module, renameReference, rs, MlirWalkPreOrder);
  free(rs);
  return n;
}
