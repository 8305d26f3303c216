/* Names IRDL refuses. The IRDL verifiers accept only [a-z0-9_] in op and
 * type names, while CuTe DSL uses dots and capitals
 * (`cute.tiled.copy.partition_S`), and one symbol table holds a dialect's
 * types and attributes, so `#cute.layout` cannot be declared next to
 * `!cute.layout`. The definition uses a placeholder name and carries the
 * real one as `attributes {cute.name = "..."}`. Before loading, each
 * placeholder sym_name becomes the real name, and every `irdl.base` /
 * `irdl.parametric` reference to a renamed type or attribute is rewritten
 * too (a dangling reference crashes mlirLoadIRDLDialects in MLIR 22).
 * mlirLoadIRDLDialects does not re-verify the IRDL ops; the dynamic
 * dialect keeps types and attributes in separate name tables, so a type
 * and an attribute may then share a name. A reference resolves to the
 * first definition of that name in the dialect, so a rename that would
 * make a reference name another definition is refused. */
#include "dialect.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"

#include <stdlib.h>
#include <string.h>

#define MAX_RENAMES 1024

typedef struct {
  MlirStringRef dialect, from;
  MlirAttribute to;        /* StringAttr */
  MlirOperation def;       /* the renamed definition */
  MlirOperation dialectOp; /* its irdl.dialect */
  bool shared;             /* another definition there has the name too */
} Rename;

typedef struct {
  Rename r[MAX_RENAMES];
  int n;
  bool overflow;
  bool ambiguous; /* a reference would name another definition */
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
  r->def = op;
  r->dialectOp = mlirOperationGetParentOperation(op);
  r->dialect = symName(r->dialectOp);
  r->from = symName(op);
  r->to = real;
  mlirOperationSetAttributeByName(
      op, mlirStringRefCreateFromCString("sym_name"), real);
  mlirOperationRemoveAttributeByName(op, key);
  return MlirWalkResultSkip;
}

static bool isRenamed(const Renames *rs, MlirOperation op) {
  for (int i = 0; i < rs->n; ++i)
    if (mlirOperationEqual(rs->r[i].def, op))
      return true;
  return false;
}

/* The first definition of `dialectOp` named `name` (a reference's target
 * after renaming), or with unrenamedOnly the one that had it before;
 * null if none. */
static MlirOperation firstNamed(const Renames *rs, MlirOperation dialectOp,
                                MlirStringRef name, bool unrenamedOnly) {
  MlirBlock body =
      mlirRegionGetFirstBlock(mlirOperationGetRegion(dialectOp, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (refEq(symName(op), name) && (!unrenamedOnly || !isRenamed(rs, op)))
      return op;
  return (MlirOperation){NULL};
}

/* Marks the renames whose new name another definition of the dialect
 * also has (a type and an attribute called alike). */
static void findShared(Renames *rs) {
  for (int i = 0; i < rs->n; ++i) {
    Rename *r = &rs->r[i];
    MlirStringRef to = mlirStringAttrGetValue(r->to);
    MlirBlock body =
        mlirRegionGetFirstBlock(mlirOperationGetRegion(r->dialectOp, 0));
    for (MlirOperation op = mlirBlockGetFirstOperation(body);
         !mlirOperationIsNull(op) && !r->shared;
         op = mlirOperationGetNextInBlock(op))
      r->shared = !mlirOperationEqual(op, r->def) && refEq(symName(op), to);
  }
}

/* `@dialect::@leaf` -> the reference to write instead (null: keep it).
 * Sets rs->ambiguous when, after renaming, the reference would resolve to
 * another definition than the one it named. */
static MlirAttribute renamedRef(Renames *rs, MlirAttribute ref) {
  if (mlirAttributeIsNull(ref) || !mlirAttributeIsASymbolRef(ref) ||
      mlirSymbolRefAttrGetNumNestedReferences(ref) != 1)
    return (MlirAttribute){NULL};
  MlirStringRef root = mlirSymbolRefAttrGetRootReference(ref);
  MlirStringRef leaf = mlirFlatSymbolRefAttrGetValue(
      mlirSymbolRefAttrGetNestedReference(ref, 0));
  for (int i = 0; i < rs->n; ++i) {
    const Rename *r = &rs->r[i];
    if (!refEq(r->dialect, root) || !refEq(r->from, leaf))
      continue;
    MlirStringRef to = mlirStringAttrGetValue(r->to);
    rs->ambiguous |= r->shared && !mlirOperationEqual(
                                      firstNamed(rs, r->dialectOp, to, false),
                                      r->def);
    MlirContext ctx = mlirAttributeGetContext(ref);
    MlirAttribute nested = mlirFlatSymbolRefAttrGet(ctx, to);
    return mlirSymbolRefAttrGet(ctx, root, 1, &nested);
  }
  /* A definition that kept its name, now shared with a renamed one. */
  for (int i = 0; i < rs->n; ++i) {
    const Rename *r = &rs->r[i];
    if (!r->shared || !refEq(r->dialect, root) ||
        !refEq(mlirStringAttrGetValue(r->to), leaf))
      continue;
    rs->ambiguous |= !mlirOperationEqual(
        firstNamed(rs, r->dialectOp, leaf, false),
        firstNamed(rs, r->dialectOp, leaf, true));
    break;
  }
  return (MlirAttribute){NULL};
}

static MlirWalkResult renameReference(MlirOperation op, void *user) {
  Renames *rs = user;
  const char *attr = nameIs(op, "irdl.base")         ? "base_ref"
                     : nameIs(op, "irdl.parametric") ? "base_type"
                                                     : NULL;
  if (!attr)
    return MlirWalkResultAdvance;
  MlirStringRef key = mlirStringRefCreateFromCString(attr);
  MlirAttribute to = renamedRef(rs, mlirOperationGetAttributeByName(op, key));
  if (rs->ambiguous) {
    mlirEmitError(mlirOperationGetLocation(op),
                  "cute: after renaming, this reference would name another "
                  "definition of the same name (declare the type before "
                  "the attribute, and refer to the type only)");
    return MlirWalkResultInterrupt;
  }
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
  if (n > 0) {
    findShared(rs);
    mlirOperationWalk(module, renameReference, rs, MlirWalkPreOrder);
    if (rs->ambiguous)
      n = -2;
  }
  free(rs);
  return n;
}
