/* Every op of the dialect (cuteDialectOpNames) through
 * cuteOperationSetInferredTypes, against the verifier.
 *
 * Each case of the input file (one func.func; cases separated by
 * `// -----`) is parsed and verified as cute-opt does (cuteVerifyModule).
 * Then every op of ours in it is rebuilt with mlirOperationCreate (the
 * same name, operands and attributes; placeholder result types of the
 * same count and kind but other parameters), typed by
 * cuteOperationSetInferredTypes and checked: success, each result type
 * mlirTypeEqual to the case's (which the cases write in the verifier's
 * canonical form), and the case, with the rebuilt op in place of the
 * original, still verifies; the generic builder cuteOpCreate, given the
 * same operands and properties, must infer the same types. An op of the
 * list without a case fails the test. Last, the errors: each fails with a diagnostic that names the op
 * and leaves the op as it was.
 *
 * RUN: cute-infer-table-test %S/Inputs/infer_table.mlir | FileCheck %s
 */
#include "cute-c/cute-c.h"

#include "str_buf.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*===--- Plumbing -------------------------------------------------------===*/

/* Diagnostics since the last reset, one per line. */
typedef struct {
  char text[8192];
  CuteFixedStr out; /* over text */
  int count;
} Diags;

static MlirLogicalResult collect(MlirDiagnostic diag, void *user) {
  Diags *d = user;
  cuteFixedStrAppend(&d->out, "  diagnostic: ", 14);
  mlirLocationPrint(mlirDiagnosticGetLocation(diag), cuteFixedStrCallback,
                    &d->out);
  cuteFixedStrAppend(&d->out, ": ", 2);
  mlirDiagnosticPrint(diag, cuteFixedStrCallback, &d->out);
  cuteFixedStrAppend(&d->out, "\n", 1);
  d->count++;
  return mlirLogicalResultSuccess();
}

static void resetDiags(Diags *d) {
  d->out = cuteFixedStrInit(d->text, sizeof d->text);
  d->count = 0;
}

static MlirStringRef str(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

/* Printed IR in a bounded buffer (enough for one type or op). */
typedef struct {
  char buf[2048];
} Text;

static const char *typeText(MlirType type, Text *t) {
  CuteFixedStr out = cuteFixedStrInit(t->buf, sizeof t->buf);
  mlirTypePrint(type, cuteFixedStrCallback, &out);
  return t->buf;
}

static const char *opText(MlirOperation op, Text *t) {
  CuteFixedStr out = cuteFixedStrInit(t->buf, sizeof t->buf);
  mlirOperationPrint(op, cuteFixedStrCallback, &out);
  return t->buf;
}

static char *readFile(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *buf = NULL;
  size_t len = 0, cap = 0, n;
  char chunk[4096];
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
    if (len + n + 1 > cap) {
      cap = 2 * (len + n + 1);
      char *grown = realloc(buf, cap);
      if (!grown)
        break;
      buf = grown;
    }
    memcpy(buf + len, chunk, n);
    len += n;
  }
  fclose(f);
  if (buf)
    buf[len] = '\0';
  return buf;
}

/*===--- The list of ops ------------------------------------------------===*/

typedef struct {
  MlirContext ctx;
  Diags diags;
  const char *const *names;
  int numNames;
  bool *covered;
  int failures;
  int opsChecked;
} Run;

static int nameIndex(const Run *r, MlirStringRef name) {
  for (int i = 0; i < r->numNames; ++i)
    if (strlen(r->names[i]) == name.length &&
        !memcmp(r->names[i], name.data, name.length))
      return i;
  return -1;
}

static bool isOurs(MlirStringRef name) {
  return (name.length > 5 && !memcmp(name.data, "cute.", 5)) ||
         (name.length > 11 && !memcmp(name.data, "cute_nvgpu.", 11));
}

/* NULL-terminated, strictly ascending (sorted, no duplicates), full
 * names of our two dialects. */
static void checkList(Run *r) {
  r->names = cuteDialectOpNames();
  r->numNames = 0;
  for (const char *const *n = r->names; *n; ++n, ++r->numNames) {
    if (!isOurs(str(*n))) {
      printf("FAIL: list entry '%s' is not a full cute op name\n", *n);
      r->failures++;
    }
    if (n != r->names && strcmp(n[-1], *n) >= 0) {
      printf("FAIL: list not strictly ascending at '%s'\n", *n);
      r->failures++;
    }
  }
  r->covered = calloc((size_t)r->numNames + 1, sizeof *r->covered);
  printf("op list: %d ops\n", r->numNames);
}

/*===--- Placeholders ---------------------------------------------------===*/

/* Ops whose declared result is their definition (include/cute-c/Ops.h):
 * the placeholder is the case's own type. */
static const char *const kKeepsResult[] = {
    "cute.static",      "cute.make_int_tuple", "cute.make_shape",
    "cute.make_stride", "cute.make_coord",     "cute.make_tile",
    "cute.assume",      "cute.inttoptr",       "cute.ptrtoint",
    "cute.make_atom",   "cute.make_tiled_copy", "cute.make_tiled_mma",
    NULL};

static bool keepsResult(MlirStringRef name) {
  for (const char *const *k = kKeepsResult; *k; ++k)
    if (strlen(*k) == name.length && !memcmp(*k, name.data, name.length))
      return true;
  return false;
}

/* Two valid texts per algebra kind; the placeholder is the one that
 * differs from the case's. */
static const char *const kAlgebraPlaceholders[][2] = {
    {"", ""},
    {"1", "2"},                         /* int_tuple */
    {"1", "2"},                         /* shape */
    {"1", "2"},                         /* stride */
    {"1", "2"},                         /* coord */
    {"1:0", "2:1"},                     /* layout */
    {"1:0 o 0 o 1:0", "2:1 o 0 o 2:1"}, /* composed_layout */
    {"S<0,4,3>", "S<1,4,3>"},           /* swizzle */
    {"_", "[_;_]"},                     /* tile */
};

static MlirType algebraPlaceholder(MlirContext ctx, MlirType orig) {
  CuteAlgebraTypeKind k = cuteAlgebraTypeGetKind(orig);
  MlirStringRef spec = cuteAlgebraTypeGetSpec(orig);
  const char *p = kAlgebraPlaceholders[k][0];
  if (strlen(p) == spec.length && !memcmp(p, spec.data, spec.length))
    p = kAlgebraPlaceholders[k][1];
  return cuteAlgebraTypeGet(ctx, k, str(p));
}

/* Data types, from their text: a ptr in another space; a memref with the same element, space and alignment (the
 * result's own for memref.alloca) and another layout; a coordinate
 * tensor with another base and layout; an arith_tuple_iter with another
 * tuple; a descriptor view with another layout (the one descriptor type
 * as it is). Scalars: another divisibility, the one fast divisor type. */
static MlirType dataPlaceholder(MlirContext ctx, const char *text) {
  char out[2100];
  const char *lt = strchr(text, '<'), *comma = strstr(text, ", \"");
  const char *elemEnd = strstr(text, ", ");
  if (!strncmp(text, "!cute.coord_tensor<", 19)) {
    bool same = strstr(text, "<\"0\", \"1:0\">") != NULL;
    snprintf(out, sizeof out, "!cute.coord_tensor<\"%s\", \"%s\">",
             same ? "(0,0)" : "0", "1:0");
  } else if (!strncmp(text, "!cute.memref<", 13) && comma) {
    const char *last = comma; /* the layout is the last quoted parameter */
    for (const char *q; (q = strstr(last + 1, ", \""));)
      last = q;
    bool same = !strcmp(last, ", \"1:0\">");
    snprintf(out, sizeof out, "%.*s, \"%s\">", (int)(last - text), text,
             same ? "2:1" : "1:0");
  } else if (!strncmp(text, "!cute.arith_tuple_iter<", 23)) {
    bool same = !strcmp(text, "!cute.arith_tuple_iter<\"0\">");
    snprintf(out, sizeof out, "!cute.arith_tuple_iter<\"%s\">",
             same ? "1" : "0");
  } else if (!strcmp(text, "!cute_nvgpu.smem_desc")) {
    snprintf(out, sizeof out, "%s", text); /* the only one */
  } else if (!strncmp(text, "!cute_nvgpu.smem_desc_view<", 27)) {
    bool same = strstr(text, "\"(2):(1)\"") != NULL;
    snprintf(out, sizeof out,
             "!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, \"%s\">",
             same ? "(1):(0)" : "(2):(1)");
  } else if (!strncmp(text, "!cute_nvgpu.", 12) ||
             !strncmp(text, "!cute.tiled_", 12)) {
    /* Atoms (TMA atoms, set_value's tiled MMA): another atom. */
    snprintf(out, sizeof out, "!cute_nvgpu.atom.universal_copy<i8>");
  } else if (!strncmp(text, "!cute.fast_divmod_divisor<", 26)) {
    snprintf(out, sizeof out, "%s", text); /* the only one */
  } else if (!strncmp(text, "!cute.i32<divby ", 16) ||
             !strncmp(text, "!cute.i64<divby ", 16)) {
    bool one = !strcmp(text + 16, "1>");
    snprintf(out, sizeof out, "%.16s%s", text, one ? "2>" : "1>");
  } else if (!strncmp(text, "!cute.ptr<", 10) && lt && elemEnd) {
    bool generic = !strncmp(elemEnd + 2, "generic", 7);
    snprintf(out, sizeof out, "!cute.ptr<%.*s, %s>",
             (int)(elemEnd - lt - 1), lt + 1, generic ? "gmem" : "generic");
  } else {
    return (MlirType){NULL};
  }
  return mlirTypeParseGet(ctx, str(out));
}

/* Builtin results: i1 stays; other integers become `intPh` (one type for
 * all of an op's results); f16 for another float, else bf16; vector<1xi8>. */
static MlirType builtinPlaceholder(MlirContext ctx, MlirType orig,
                                   MlirType intPh) {
  if (mlirTypeIsAInteger(orig))
    return mlirIntegerTypeGetWidth(orig) == 1 ? orig : intPh;
  if (mlirTypeIsAFloat(orig))
    return mlirTypeIsAF16(orig) ? mlirBF16TypeGet(ctx) : mlirF16TypeGet(ctx);
  if (mlirTypeIsAVector(orig)) {
    int64_t one = 1;
    return mlirVectorTypeGet(1, &one, mlirIntegerTypeGet(ctx, 8));
  }
  return (MlirType){NULL};
}

/* i8, or i16 when one of op's results is i8. */
static MlirType intPlaceholder(MlirContext ctx, MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, i));
    if (mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 8)
      return mlirIntegerTypeGet(ctx, 16);
  }
  return mlirIntegerTypeGet(ctx, 8);
}

static MlirType placeholder(MlirContext ctx, MlirOperation op, intptr_t i) {
  MlirType orig = mlirValueGetType(mlirOperationGetResult(op, i));
  if (keepsResult(mlirIdentifierStr(mlirOperationGetName(op))))
    return orig;
  if (cuteTypeIsAAlgebraType(orig))
    return algebraPlaceholder(ctx, orig);
  Text t;
  if (!strncmp(typeText(orig, &t), "!cute.", 6) ||
      !strncmp(t.buf, "!cute_nvgpu.", 12))
    return dataPlaceholder(ctx, t.buf);
  return builtinPlaceholder(ctx, orig, intPlaceholder(ctx, op));
}

/* op's placeholder result types (malloc'ed); NULL when one is missing. */
static MlirType *placeholders(MlirContext ctx, MlirOperation op) {
  intptr_t n = mlirOperationGetNumResults(op);
  MlirType *types = malloc((size_t)(n ? n : 1) * sizeof *types);
  for (intptr_t i = 0; types && i < n; ++i) {
    types[i] = placeholder(ctx, op, i);
    if (mlirTypeIsNull(types[i])) {
      Text text;
      printf("FAIL: no placeholder for result #%ld of type %s\n", (long)i,
             typeText(mlirValueGetType(mlirOperationGetResult(op, i)),
                      &text));
      free(types);
      return NULL;
    }
  }
  return types;
}

/* op again through mlirOperationCreate: its name, location, operands,
 * discardable attributes and properties (cuteDialectOpPropertyNames:
 * the C API cannot list an unregistered op's properties), and placeholder
 * results. Null when a placeholder is missing. */
static MlirOperation rebuild(MlirContext ctx, MlirOperation op) {
  MlirType *types = placeholders(ctx, op);
  if (!types)
    return (MlirOperation){NULL};
  MlirOperationState st = mlirOperationStateGet(
      mlirIdentifierStr(mlirOperationGetName(op)),
      mlirOperationGetLocation(op));
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    mlirOperationStateAddOperands(&st, 1, &v);
  }
  for (intptr_t i = 0; i < mlirOperationGetNumDiscardableAttributes(op);
       ++i) {
    MlirNamedAttribute a = mlirOperationGetDiscardableAttribute(op, i);
    mlirOperationStateAddAttributes(&st, 1, &a);
  }
  if (mlirOperationGetNumResults(op))
    mlirOperationStateAddResults(&st, mlirOperationGetNumResults(op), types);
  free(types);
  MlirOperation built = mlirOperationCreate(&st);
  const char *const *props =
      cuteDialectOpPropertyNames(mlirIdentifierStr(mlirOperationGetName(op)));
  for (; props && *props; ++props) {
    MlirAttribute a = mlirOperationGetInherentAttributeByName(op, str(*props));
    if (!mlirAttributeIsNull(a))
      mlirOperationSetInherentAttributeByName(built, str(*props), a);
  }
  return built;
}

/*===--- The cases ------------------------------------------------------===*/

typedef struct {
  MlirOperation *ops;
  size_t count, cap;
} OpList;

/* Our ops under a case, in order (they are replaced after the walk). */
static MlirWalkResult collectOps(MlirOperation op, void *user) {
  OpList *l = user;
  if (!isOurs(mlirIdentifierStr(mlirOperationGetName(op))))
    return MlirWalkResultAdvance;
  if (l->count == l->cap) {
    size_t cap = 2 * l->cap + 16;
    MlirOperation *grown = realloc(l->ops, cap * sizeof *grown);
    if (!grown)
      return MlirWalkResultInterrupt;
    l->ops = grown;
    l->cap = cap;
  }
  l->ops[l->count++] = op;
  return MlirWalkResultAdvance;
}

static void fail(Run *r, const char *where, MlirOperation op,
                 const char *what) {
  Text t;
  printf("FAIL: %s: %s\n  op: %s\n%s", where, what, opText(op, &t),
         r->diags.text);
  r->failures++;
}

/* The result types of `built` against those of `op`. */
static bool sameTypes(Run *r, const char *where, MlirOperation op,
                      MlirOperation built) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i) {
    MlirType want = mlirValueGetType(mlirOperationGetResult(op, i));
    MlirType got = mlirValueGetType(mlirOperationGetResult(built, i));
    if (mlirTypeEqual(want, got))
      continue;
    Text w, g;
    char msg[4300];
    snprintf(msg, sizeof msg, "result #%ld is %s, the verifier infers %s",
             (long)i, typeText(got, &g), typeText(want, &w));
    fail(r, where, op, msg);
    return false;
  }
  return true;
}

/* Ops whose declared result cuteOpCreate needs as a hint (Ops.h). */
static bool needsHint(MlirStringRef name) {
  static const char *const kHinted[] = {
      "cute.memref.alloca", "cute.recast_iter",
      "cute_nvgpu.arch.get_dyn_smem", NULL};
  for (const char *const *k = kHinted; *k; ++k)
    if (strlen(*k) == name.length && !memcmp(*k, name.data, name.length))
      return true;
  return keepsResult(name);
}

/* op again through the generic builder, cuteOpCreate: its operands and
 * properties, its results as hints only where the builder needs them. */
static void checkGenericBuilder(Run *r, const char *where, MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  MlirValue operands[64];
  MlirNamedAttribute props[8];
  MlirType hints[8];
  intptr_t nOps = mlirOperationGetNumOperands(op), nProps = 0, nHints = 0;
  for (intptr_t i = 0; i < nOps && i < 64; ++i)
    operands[i] = mlirOperationGetOperand(op, i);
  const char *const *p = cuteDialectOpPropertyNames(name);
  for (; p && *p && nProps < 8; ++p) {
    MlirAttribute a = mlirOperationGetInherentAttributeByName(op, str(*p));
    if (!mlirAttributeIsNull(a))
      props[nProps++] = mlirNamedAttributeGet(
          mlirIdentifierGet(r->ctx, str(*p)), a);
  }
  for (intptr_t i = 0; needsHint(name) && i < mlirOperationGetNumResults(op) &&
                       nHints < 8; ++i)
    hints[nHints++] = mlirValueGetType(mlirOperationGetResult(op, i));
  resetDiags(&r->diags);
  MlirOperation built = cuteOpCreate(mlirOperationGetLocation(op), name, nOps,
                                     operands, nProps, props, nHints, hints);
  if (mlirOperationIsNull(built) || r->diags.count) {
    fail(r, where, op, "cuteOpCreate failed or left diagnostics");
  } else if (mlirOperationGetNumResults(built) !=
             mlirOperationGetNumResults(op)) {
    fail(r, where, op, "cuteOpCreate gave another number of results");
  } else {
    sameTypes(r, where, op, built);
  }
  if (!mlirOperationIsNull(built))
    mlirOperationDestroy(built);
}

/* Rebuilds op, infers its types through the C API, compares, and puts
 * the rebuilt op in op's place; the generic builder must agree too. */
static void checkOp(Run *r, const char *where, MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  int index = nameIndex(r, name);
  if (index < 0) {
    fail(r, where, op, "an op of ours that cuteDialectOpNames lacks");
    return;
  }
  r->covered[index] = true;
  r->opsChecked++;
  checkGenericBuilder(r, where, op);
  resetDiags(&r->diags);
  MlirOperation built = rebuild(r->ctx, op);
  if (mlirOperationIsNull(built)) {
    r->failures++;
    return;
  }
  MlirLogicalResult ok = cuteOperationSetInferredTypes(built);
  if (mlirLogicalResultIsFailure(ok) || r->diags.count) {
    fail(r, where, op, mlirLogicalResultIsFailure(ok)
                           ? "cuteOperationSetInferredTypes failed"
                           : "success, but with diagnostics");
    mlirOperationDestroy(built);
    return;
  }
  if (!sameTypes(r, where, op, built)) {
    mlirOperationDestroy(built);
    return;
  }
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, built);
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, i),
                                  mlirOperationGetResult(built, i));
  mlirOperationDestroy(op);
}

static bool verifies(Run *r, MlirOperation op) {
  resetDiags(&r->diags);
  return mlirOperationVerify(op) &&
         mlirLogicalResultIsSuccess(cuteVerifyModule(op)) &&
         r->diags.count == 0;
}

/* One case: `text` holds the case at its line in `file` (earlier lines
 * blank, so that locations name the file's lines). */
static void runCase(Run *r, const char *file, const char *text, int line) {
  char where[256];
  snprintf(where, sizeof where, "%s:%d", file, line);
  resetDiags(&r->diags);
  MlirOperation c = mlirOperationCreateParse(r->ctx, str(text), str(file));
  if (mlirOperationIsNull(c)) {
    printf("FAIL: %s: does not parse\n%s", where, r->diags.text);
    r->failures++;
    return;
  }
  if (!verifies(r, c)) {
    printf("FAIL: %s: the case does not verify\n%s", where, r->diags.text);
    r->failures++;
    mlirOperationDestroy(c);
    return;
  }
  OpList ops = {NULL, 0, 0};
  mlirOperationWalk(c, collectOps, &ops, MlirWalkPreOrder);
  for (size_t i = 0; i < ops.count; ++i)
    checkOp(r, where, ops.ops[i]);
  if (!verifies(r, c)) {
    printf("FAIL: %s: with the rebuilt ops, the case does not verify\n%s",
           where, r->diags.text);
    r->failures++;
  }
  free(ops.ops);
  mlirOperationDestroy(c);
}

/* Splits the file at lines `// -----`; returns the number of cases. */
static int runCases(Run *r, const char *file) {
  char *all = readFile(file);
  if (!all) {
    printf("FAIL: cannot read %s\n", file);
    r->failures++;
    return 0;
  }
  int cases = 0, line = 1, startLine = 1;
  char *start = all;
  for (char *p = all;; ++p) {
    bool end = *p == '\0';
    bool sep = (p == all || p[-1] == '\n') && !strncmp(p, "// -----", 8);
    if (end || sep) {
      size_t n = (size_t)(p - start);
      char *text = malloc((size_t)startLine + n + 1);
      memset(text, '\n', (size_t)startLine - 1);
      memcpy(text + startLine - 1, start, n);
      text[startLine - 1 + n] = '\0';
      runCase(r, file, text, startLine);
      free(text);
      cases++;
      if (end)
        break;
      start = p;
      startLine = line;
    }
    if (*p == '\n')
      line++;
  }
  free(all);
  return cases;
}

/*===--- Errors ---------------------------------------------------------===*/

static const char *kErrorFunction =
    "func.func @errors(%s: !cute.shape<\"(2,3)\">,\n"
    "                  %l: !cute.layout<\"(2,3):(1,2)\">,\n"
    "                  %p: !cute.ptr<f32, gmem, align<16>>,\n"
    "                  %t: !cute.int_tuple<\"(1,2)\">, %i: i32) {\n"
    "  return\n"
    "}\n";

typedef struct {
  const char *label;
  const char *name;
  int operands[2]; /* arguments of @errors; -1: none */
  const char *results[3];
  const char *attr; /* `note`, or NULL */
} ErrorCase;

static const ErrorCase kErrorCases[] = {
    /* Operand kinds: the catalogue's (a shape cannot be composed) and the
     * algebra's (add_offset takes a scalar). */
    {"wrong operand kind", "cute.composition", {0, 1},
     {"!cute.layout<\"1:0\">"}, NULL},
    {"wrong operand value", "cute.add_offset", {2, 3},
     {"!cute.ptr<f32, gmem, align<16>>"}, NULL},
    {"not a cute op", "arith.addi", {4, 4}, {"i32"}, NULL},
    /* Result counts: the catalogue's (one result) and the inference's (one
     * per leaf of a variadic). */
    {"two results for one", "cute.composition", {1, 1},
     {"!cute.layout<\"1:0\">", "!cute.layout<\"1:0\">"}, NULL},
    {"three results for two leaves", "cute.get_leaves", {0, -1},
     {"!cute.shape<\"1\">", "!cute.shape<\"1\">", "!cute.shape<\"1\">"},
     NULL},
    /* Inference succeeds, the verifier refuses the op (a malformed
     * attribute): success would promise an op that verifies. */
    {"op that does not verify", "cute.size", {1, -1},
     {"!cute.int_tuple<\"1\">"}, "#cute.layout<\"(2,3:(1,2)\">"},
};

static MlirOperation buildError(Run *r, MlirBlock body, const ErrorCase *e) {
  MlirLocation loc = mlirLocationFileLineColGet(r->ctx, str("errors"), 1, 1);
  MlirOperationState st = mlirOperationStateGet(str(e->name), loc);
  for (int i = 0; i < 2 && e->operands[i] >= 0; ++i) {
    MlirValue v = mlirBlockGetArgument(body, e->operands[i]);
    mlirOperationStateAddOperands(&st, 1, &v);
  }
  for (int i = 0; i < 3 && e->results[i]; ++i) {
    MlirType t = mlirTypeParseGet(r->ctx, str(e->results[i]));
    mlirOperationStateAddResults(&st, 1, &t);
  }
  if (e->attr) {
    MlirNamedAttribute a = mlirNamedAttributeGet(
        mlirIdentifierGet(r->ctx, str("note")),
        mlirAttributeParseGet(r->ctx, str(e->attr)));
    mlirOperationStateAddAttributes(&st, 1, &a);
  }
  return mlirOperationCreate(&st);
}

/* Failure, a diagnostic naming the op, the op as it was. */
static void runError(Run *r, MlirBlock body, const ErrorCase *e) {
  MlirOperation op = buildError(r, body, e);
  Text before, after;
  opText(op, &before);
  resetDiags(&r->diags);
  bool failed = mlirLogicalResultIsFailure(cuteOperationSetInferredTypes(op));
  bool named = strstr(r->diags.text, e->name) != NULL;
  bool unchanged = !strcmp(before.buf, opText(op, &after));
  printf("%s: failed=%d names-op=%d unchanged=%d\n%s", e->label, failed,
         named, unchanged, r->diags.text);
  if (!failed || !named || !unchanged) {
    printf("FAIL: %s\n", e->label);
    r->failures++;
  }
  mlirOperationDestroy(op);
}

static void runErrors(Run *r) {
  MlirModule m = mlirModuleCreateParse(r->ctx, str(kErrorFunction));
  MlirOperation func = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  for (size_t i = 0; i < sizeof kErrorCases / sizeof *kErrorCases; ++i)
    runError(r, body, &kErrorCases[i]);
  mlirModuleDestroy(m);
}

/*===--- Main -----------------------------------------------------------===*/

static MlirContext setup(Diags *diags) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirContextLoadAllAvailableDialects(ctx);
  mlirContextAttachDiagnosticHandler(ctx, collect, diags, NULL);
  if (mlirLogicalResultIsFailure(cuteRegisterDialects(ctx)))
    printf("FAIL: cannot load the cute dialect\n%s", diags->text);
  return ctx;
}

/* The ops of the list that no case has. */
static void checkCoverage(Run *r) {
  int covered = 0;
  for (int i = 0; i < r->numNames; ++i) {
    if (r->covered[i]) {
      covered++;
      continue;
    }
    printf("FAIL: no case for %s\n", r->names[i]);
    r->failures++;
  }
  printf("covered: %d of %d ops (%d ops checked)\n", covered, r->numNames,
         r->opsChecked);
}

// CHECK: op list: [[N:[0-9]+]] ops
// CHECK: cases: {{[1-9][0-9]*}}
// CHECK: covered: [[N]] of [[N]] ops
// CHECK-LABEL: --- errors
// CHECK: wrong operand kind: failed=1 names-op=1 unchanged=1
// CHECK-NEXT: diagnostic: {{.*}}cute.composition: operand #0 (lhs) must be a layout, a composed_layout, a memref or a coord_tensor, got !cute.shape<"(2,3)">
// CHECK: wrong operand value: failed=1 names-op=1 unchanged=1
// CHECK-NEXT: diagnostic: {{.*}}cute.add_offset: the offset must be a scalar
// CHECK: not a cute op: failed=1 names-op=1 unchanged=1
// CHECK-NEXT: diagnostic: {{.*}}arith.addi: not an op of the cute dialects
// CHECK: two results for one: failed=1 names-op=1 unchanged=1
// CHECK-NEXT: diagnostic: {{.*}}cute.composition: expects 1 result, got 2
// CHECK: three results for two leaves: failed=1 names-op=1 unchanged=1
// CHECK-NEXT: diagnostic: {{.*}}cute.get_leaves: infers 2 results, the op has 3
// CHECK: op that does not verify: failed=1 names-op=1 unchanged=1
// CHECK-NEXT: diagnostic: {{.*}}failed to parse layout from "(2,3:(1,2)"
// CHECK-NEXT: diagnostic: {{.*}}cute.size: with its inferred result types the op does not verify
// CHECK-NOT: FAIL
// CHECK: PASS
int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s CASES.mlir\n", argv[0]);
    return 2;
  }
  Run r = {0};
  resetDiags(&r.diags);
  r.ctx = setup(&r.diags);
  checkList(&r);
  printf("cases: %d\n", runCases(&r, argv[1]));
  checkCoverage(&r);
  printf("--- errors\n");
  runErrors(&r);
  printf("%s: %d failure%s\n", r.failures ? "FAIL" : "PASS", r.failures,
         r.failures == 1 ? "" : "s");
  free(r.covered);
  mlirContextDestroy(r.ctx);
  return r.failures ? 1 : 0;
}
