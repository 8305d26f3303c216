/* cute-op-reference: writes docs/ops.md, the op reference, on stdout.
 * Everything structural comes from the catalogue (dialect/api/ops.def through
 * ops.h: names, operand and result slots with their kinds, properties,
 * tensor form; the lowering column expanded here); notes.def adds one
 * line of rules and the example's operand types per op. Each example is
 * built with cuteOpCreate (result types inferred), printed by MLIR and
 * verified (cuteVerifyModule). Exit status 1, with the reason on stderr,
 * when an op has no note, a note has no op, or an example fails. */
#include "dialect.h"
#include "ops.h"
#include "str_buf.h"

#include "cute-c/Dialects.h"
#include "cute-c/Ops.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Note {
  const char *name, *rule, *operands, *properties, *results;
} Note;

static const Note kNotes[] = {
#define NOTE(name, rule, operands, props, results)                           \
  {name, rule, operands, props, results},
#include "notes.def"
#undef NOTE
};
enum { kNumNotes = sizeof kNotes / sizeof kNotes[0] };

/* ops.def's LOWER column: TRACED, or the op's own callback. */
static const char *const kLower[CUTE_OP_COUNT] = {
#define CUTE_OP(id, name, operands, results, props, infer, form, lower) #lower,
#include "ops.def"
#undef CUTE_OP
};

/*===--- Text ------------------------------------------------------------===*/

static void appendS(CuteStrBuf *t, const char *s) {
  cuteStrBufAppend(t, s, strlen(s));
}

static void appendf(CuteStrBuf *t, const char *fmt, const char *arg) {
  char buf[1024];
  int n = snprintf(buf, sizeof buf, fmt, arg);
  cuteStrBufAppend(t, buf,
                   n < 0                    ? 0
                   : (size_t)n < sizeof buf ? (size_t)n
                                            : sizeof buf - 1);
}

/*===--- Kinds -----------------------------------------------------------===*/

/* The kinds of a slot in words: `!cute.layout`, `!cute.shape`, integer,
 * ... Bits below CK_INT are cute type kinds (named by the dialect);
 * false for a bit nobody named (a kind this generator must learn). */
static bool kindWords(uint32_t kinds, CuteStrBuf *out) {
  static const struct {
    uint32_t bit;
    const char *words;
  } kBuiltin[] = {{CK_INT, "integer"},
                  {CK_VECTOR, "vector"},
                  {CK_ANY, "any type"}};
  bool first = true;
  for (unsigned k = 1; k < 32; ++k) {
    uint32_t bit = 1u << k;
    if (!(kinds & bit) || bit == CK_NONNEG)
      continue;
    const char *words = NULL;
    char name[64];
    for (size_t i = 0; i < sizeof kBuiltin / sizeof kBuiltin[0]; ++i)
      if (kBuiltin[i].bit == bit)
        words = kBuiltin[i].words;
    if (!words && bit < CK_INT &&
        strcmp(cuteTypeKindName((CuteTypeKind)k), "?") != 0) {
      /* The constrained integers are spelt by their width. */
      if (bit == CK_CINT)
        snprintf(name, sizeof name, "%s",
                 "`!cute.i32<divby N>`, `!cute.i64<divby N>`");
      /* Atoms are cute_nvgpu types, one name per atom. */
      else if (bit == CK_COPY_ATOM)
        snprintf(name, sizeof name, "%s",
                 "a copy atom (`!cute_nvgpu.atom.*`)");
      else if (bit == CK_MMA_ATOM)
        snprintf(name, sizeof name, "%s",
                 "an MMA atom (`!cute_nvgpu.*.mma`, `universal_fma`)");
      else
        snprintf(name, sizeof name, "`!cute.%s`",
                 cuteTypeKindName((CuteTypeKind)k));
      words = name;
    }
    if (!words) {
      fprintf(stderr, "cute-op-reference: kind bit %u has no name\n", k);
      return false;
    }
    appendf(out, first ? "%s" : ", %s", words);
    first = false;
  }
  if (kinds & CK_NONNEG)
    appendS(out, " (never negative)");
  return true;
}

static bool slotWords(const CuteSlot *slots, CuteStrBuf *out) {
  if (!slots[0].name) {
    appendS(out, "none");
    return true;
  }
  for (const CuteSlot *s = slots; s->name; ++s) {
    appendf(out, s == slots ? "`%s`" : "; `%s`", s->name);
    appendS(out, s->arity == CUTE_SLOT_OPT   ? " (optional): "
                 : s->arity == CUTE_SLOT_VAR ? " (any number): "
                                             : ": ");
    if (!kindWords(s->kinds, out))
      return false;
  }
  return true;
}

static const char *propKind(CutePropKind k) {
  switch (k) {
  case PROP_I32:
    return "i32";
  case PROP_I32_ARRAY:
    return "array<i32>";
  case PROP_UNIT:
    return "unit";
  case PROP_STRING:
    return "string";
  case PROP_COORD:
    return "#cute.coord";
  case PROP_NVGPU:
    return "#cute_nvgpu attribute";
  default:
    return "array<i1>";
  }
}

static void propWords(const CuteProp *props, CuteStrBuf *out) {
  if (!props[0].name) {
    appendS(out, "none");
    return;
  }
  for (const CuteProp *p = props; p->name; ++p) {
    appendf(out, p == props ? "`%s`" : "; `%s`", p->name);
    appendf(out, " (%s, ", propKind(p->kind));
    appendS(out, p->required ? "required)" : "optional)");
  }
}

/*===--- Examples --------------------------------------------------------===*/

enum { kMaxTypes = 8 };

/* Parses the types of `list`, separated by "; " (a tile's text holds ";"
 * without a space), at most kMaxTypes. */
static int parseTypes(MlirContext ctx, const char *list, MlirType *types,
                      const char *op) {
  int n = 0;
  for (const char *s = list; *s;) {
    const char *sep = strstr(s, "; ");
    size_t len = sep ? (size_t)(sep - s) : strlen(s);
    char buf[512];
    snprintf(buf, sizeof buf, "%.*s", (int)len, s);
    if (n == kMaxTypes)
      return -1;
    types[n] = mlirTypeParseGet(ctx, mlirStringRefCreateFromCString(buf));
    if (mlirTypeIsNull(types[n])) {
      fprintf(stderr, "cute-op-reference: %s: bad type '%s'\n", op, buf);
      return -1;
    }
    ++n;
    s += len + (sep ? 2 : 0);
  }
  return n;
}

static void typeText(MlirType t, CuteStrBuf *out) {
  mlirTypePrint(t, cuteStrBufCallback, out);
}

/* The example's function, before MLIR prints it: arguments of the note's
 * types, the op (results as the builder inferred them), a return. */
static void exampleSource(const Note *n, const MlirType *in, int nIn,
                          MlirOperation op, CuteStrBuf *out) {
  intptr_t nOut = mlirOperationGetNumResults(op);
  appendf(out, "func.func @\"%s\"(", n->name);
  for (int i = 0; i < nIn; ++i) {
    char arg[32];
    snprintf(arg, sizeof arg, "%s%%a%d: ", i ? ", " : "", i);
    appendS(out, arg);
    typeText(in[i], out);
  }
  appendS(out, ") {\n  ");
  char lhs[32] = "";
  if (nOut == 1)
    snprintf(lhs, sizeof lhs, "%%r = ");
  else if (nOut > 1)
    snprintf(lhs, sizeof lhs, "%%r:%ld = ", (long)nOut);
  appendS(out, lhs);
  appendf(out, "\"%s\"(", n->name);
  for (int i = 0; i < nIn; ++i) {
    char arg[16];
    snprintf(arg, sizeof arg, "%s%%a%d", i ? ", " : "", i);
    appendS(out, arg);
  }
  appendS(out, ")");
  if (*n->properties)
    appendf(out, " <{%s}>", n->properties);
  appendS(out, " : (");
  for (int i = 0; i < nIn; ++i) {
    appendS(out, i ? ", " : "");
    typeText(in[i], out);
  }
  appendS(out, ") -> ");
  appendS(out, nOut == 1 ? "" : "(");
  for (intptr_t i = 0; i < nOut; ++i) {
    appendS(out, i ? ", " : "");
    typeText(mlirValueGetType(mlirOperationGetResult(op, i)), out);
  }
  appendS(out, nOut == 1 ? "" : ")");
  appendS(out, "\n  return\n}\n");
}

/* The note's properties as named attributes (parsed as a dictionary). */
static intptr_t properties(MlirContext ctx, const Note *n,
                           MlirNamedAttribute *props, intptr_t cap) {
  if (!*n->properties)
    return 0;
  char buf[512];
  snprintf(buf, sizeof buf, "{%s}", n->properties);
  MlirAttribute dict =
      mlirAttributeParseGet(ctx, mlirStringRefCreateFromCString(buf));
  if (mlirAttributeIsNull(dict) || !mlirAttributeIsADictionary(dict))
    return -1;
  intptr_t count = mlirDictionaryAttrGetNumElements(dict);
  for (intptr_t i = 0; i < count && i < cap; ++i)
    props[i] = mlirDictionaryAttrGetElement(dict, i);
  return count <= cap ? count : -1;
}

/* The op built from the note, its results inferred; a null op after
 * diagnostics. */
static MlirOperation buildOp(MlirContext ctx, const Note *n, MlirType *in,
                             int *nIn) {
  MlirType hints[kMaxTypes];
  MlirNamedAttribute props[kMaxTypes];
  *nIn = parseTypes(ctx, n->operands, in, n->name);
  int nHints = parseTypes(ctx, n->results, hints, n->name);
  intptr_t nProps = properties(ctx, n, props, kMaxTypes);
  if (*nIn < 0 || nHints < 0 || nProps < 0) {
    fprintf(stderr, "cute-op-reference: %s: bad note\n", n->name);
    return (MlirOperation){NULL};
  }
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirLocation locs[kMaxTypes];
  for (int i = 0; i < *nIn; ++i)
    locs[i] = loc;
  MlirBlock block = mlirBlockCreate(*nIn, in, locs);
  MlirValue args[kMaxTypes];
  for (int i = 0; i < *nIn; ++i)
    args[i] = mlirBlockGetArgument(block, i);
  MlirOperation op =
      cuteOpCreate(loc, mlirStringRefCreateFromCString(n->name), *nIn, args,
                   nProps, props, nHints, hints);
  /* The block owns the op; the caller reads it, then destroys both. */
  if (!mlirOperationIsNull(op))
    mlirBlockAppendOwnedOperation(block, op);
  else
    mlirBlockDestroy(block);
  return op;
}

/* The example as MLIR prints it, after cute-c's verifier accepted it. */
static bool example(MlirContext ctx, const Note *n, CuteStrBuf *out) {
  MlirType in[kMaxTypes];
  int nIn = 0;
  MlirOperation op = buildOp(ctx, n, in, &nIn);
  if (mlirOperationIsNull(op))
    return false;
  CuteStrBuf src = {0};
  exampleSource(n, in, nIn, op, &src);
  mlirBlockDestroy(mlirOperationGetBlock(op));
  MlirModule m = (MlirModule){NULL};
  if (!src.oom)
    m = mlirModuleCreateParse(ctx, cuteStrBufRef(&src));
  bool ok = !mlirModuleIsNull(m) &&
            mlirLogicalResultIsSuccess(
                cuteVerifyModule(mlirModuleGetOperation(m)));
  if (ok)
    mlirOperationPrint(mlirBlockGetFirstOperation(mlirModuleGetBody(m)),
                       cuteStrBufCallback, out);
  else
    fprintf(stderr, "cute-op-reference: %s: the example does not verify:\n%s",
            n->name, cuteStrBufText(&src));
  if (!mlirModuleIsNull(m))
    mlirModuleDestroy(m);
  cuteStrBufFree(&src);
  return ok;
}

/*===--- The document ----------------------------------------------------===*/

static const Note *findNote(const char *name) {
  for (int i = 0; i < kNumNotes; ++i)
    if (!strcmp(kNotes[i].name, name))
      return &kNotes[i];
  return NULL;
}

/* Every op has a note and every note an op. */
static bool notesComplete(void) {
  bool ok = true;
  for (int id = 0; id < CUTE_OP_COUNT; ++id)
    if (!findNote(cuteOpGet((CuteOpId)id)->name)) {
      fprintf(stderr,
              "cute-op-reference: %s has no row in "
              "tools/op-reference/notes.def\n",
              cuteOpGet((CuteOpId)id)->name);
      ok = false;
    }
  for (int i = 0; i < kNumNotes; ++i)
    if (!cuteOpLookup(mlirStringRefCreateFromCString(kNotes[i].name))) {
      fprintf(stderr,
              "cute-op-reference: notes.def: %s is not an op of "
              "dialect/api/ops.def\n",
              kNotes[i].name);
      ok = false;
    }
  return ok;
}

static const char kHeader[] =
    "<!-- Generated from dialect/api/ops.def and tools/op-reference/notes.def by\n"
    "     build/bin/cute-op-reference > docs/ops.md; do not edit by hand\n"
    "     (test/Tools/op-reference checks that it is current). -->\n"
    "# The ops of cute and cute_nvgpu\n"
    "\n"
    "Every op of the catalogue (`dialect/api/ops.def`), in its order. cute-c's\n"
    "ops are generic operations with properties, as NVIDIA's CuTe DSL\n"
    "prints them (docs/dialect-notes.md): each example below is the op in\n"
    "that form, in a function whose arguments are its operands; its result\n"
    "types are the ones the verifier infers, and each example passes\n"
    "`cute-opt`.\n"
    "\n"
    "- *operands*, *results*: the slots in order, each with the kinds it\n"
    "  accepts (`!cute.*` types; integer, vector: builtin types); a slot is\n"
    "  exactly one value unless it says optional or any number.\n"
    "- *properties*: written `<{name = value}>`; required or optional.\n"
    "- *tensor form*: whether operand 0 may also be a tensor, the op then\n"
    "  applying to the tensor's layout.\n"
    "- *lowering*: how `cute-to-base` lowers it: traced (the algebra's\n"
    "  formulas for the dynamic leaves, docs/lowering.md) or by its own\n"
    "  callback in lib/Conversion.\n"
    "\n";

static void index_(CuteStrBuf *out) {
  appendS(out, "| op | rule |\n|---|---|\n");
  for (int id = 0; id < CUTE_OP_COUNT; ++id) {
    const Note *n = findNote(cuteOpGet((CuteOpId)id)->name);
    appendf(out, "| `%s` | ", n->name);
    appendf(out, "%s |\n", n->rule);
  }
  appendS(out, "\n");
}

static bool section(MlirContext ctx, CuteOpId id, CuteStrBuf *out) {
  const CuteOpInfo *info = cuteOpGet(id);
  const Note *n = findNote(info->name);
  appendf(out, "## `%s`\n\n", info->name);
  appendf(out, "%s\n\n", n->rule);
  appendS(out, "- operands: ");
  bool ok = slotWords(info->operands, out);
  appendS(out, "\n- results: ");
  ok = ok && slotWords(info->results, out);
  appendS(out, "\n- properties: ");
  propWords(info->props, out);
  appendf(out, "\n- tensor form: %s\n",
          info->form == CUTE_FORM_TENSOR ? "yes" : "no");
  if (!strcmp(kLower[id], "TRACED"))
    appendS(out, "- lowering: traced\n");
  else
    appendf(out, "- lowering: `%s`\n", kLower[id]);
  appendS(out, "\n```mlir\n");
  ok = ok && example(ctx, n, out);
  appendS(out, "\n```\n\n");
  return ok;
}

static MlirLogicalResult printDiagnostic(MlirDiagnostic d, void *user) {
  (void)user;
  CuteStrBuf t = {0};
  mlirDiagnosticPrint(d, cuteStrBufCallback, &t);
  fprintf(stderr, "cute-op-reference: %s\n", cuteStrBufText(&t));
  cuteStrBufFree(&t);
  return mlirLogicalResultSuccess();
}

int main(int argc, char **argv) {
  (void)argv;
  if (argc > 1) {
    fputs("usage: cute-op-reference > docs/ops.md\n", stderr);
    return 2;
  }
  if (!notesComplete())
    return 1;
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirContextLoadAllAvailableDialects(ctx);
  cuteRegisterDialects(ctx);
  mlirContextAttachDiagnosticHandler(ctx, printDiagnostic, NULL, NULL);
  CuteStrBuf out = {0};
  cuteStrBufAppend(&out, kHeader, sizeof kHeader - 1);
  index_(&out);
  bool ok = true;
  for (int id = 0; id < CUTE_OP_COUNT; ++id)
    ok = section(ctx, (CuteOpId)id, &out) && ok;
  mlirContextDestroy(ctx);
  /* One blank line too many after the last example. */
  if (ok && !out.oom && out.len > 1)
    fwrite(out.data, 1, out.len - 1, stdout);
  cuteStrBufFree(&out);
  return ok && !out.oom ? 0 : 1;
}
