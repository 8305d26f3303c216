/* Names IRDL refuses (dots, capitals), registered through the rename step
 * of dialect/rename.c: the IRDL text uses placeholder names with
 * `attributes {cute.name = "..."}`. Checks that the real names then parse,
 * verify and print, for an op and for a type used in an op's constraint;
 * that an attribute renamed to a type's name coexists with the type, with
 * `irdl.base @d::@name` still naming the type; and that a rename which
 * would make a reference name the other definition is refused.
 * Exit status 0 on success; prints what it checked. */
#include "dialect.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <string.h>

static const char kIrdl[] =
    "irdl.dialect @cutez {\n"
    "  irdl.type @atom_copy attributes {cute.name = \"atom.universal_copy\"} {\n"
    "    %0 = irdl.any\n"
    "    irdl.parameters(elem: %0)\n"
    "  }\n"
    "  irdl.operation @tiled_copy_partition_s\n"
    "      attributes {cute.name = \"tiled.copy.partition_S\"} {\n"
    "    %0 = irdl.base @cutez::@atom_copy\n"
    "    irdl.operands(atom: %0)\n"
    "    irdl.results(result: %0)\n"
    "  }\n"
    "}\n";

static const char kInput[] =
    "func.func @f(%a: !cutez.atom.universal_copy<f16>) {\n"
    "  %0 = \"cutez.tiled.copy.partition_S\"(%a) :"
    " (!cutez.atom.universal_copy<f16>) -> !cutez.atom.universal_copy<f16>\n"
    "  return\n"
    "}\n";

static void toStdout(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

static int run(MlirContext ctx) {
  if (mlirLogicalResultIsFailure(cuteLoadIRDLText(
          ctx, mlirStringRefCreate(kIrdl, sizeof kIrdl - 1)))) {
    puts("FAIL: the renamed IRDL did not load");
    return 1;
  }
  MlirModule m =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kInput));
  if (mlirModuleIsNull(m)) {
    puts("FAIL: the renamed op/type did not parse");
    return 1;
  }
  MlirOperation op = mlirModuleGetOperation(m);
  int rc = mlirOperationVerify(op) ? 0 : 1;
  mlirOperationPrint(op, toStdout, NULL);
  puts(rc ? "\nFAIL: verify" : "\nOK: renamed names parse, verify, print");
  mlirModuleDestroy(m);
  return rc;
}

/* A type and an attribute both called `layout` (the attribute renamed
 * from a placeholder, declared after the type). */
static const char kShared[] =
    "irdl.dialect @cutey {\n"
    "  irdl.type @layout {\n"
    "    %0 = irdl.base \"#builtin.string\"\n"
    "    irdl.parameters(spec: %0)\n"
    "  }\n"
    "  irdl.attribute @attr_layout attributes {cute.name = \"layout\"} {\n"
    "    %0 = irdl.base \"#builtin.string\"\n"
    "    irdl.parameters(spec: %0)\n"
    "  }\n"
    "  irdl.operation @use {\n"
    "    %0 = irdl.base @cutey::@layout\n"
    "    irdl.operands(l: %0)\n"
    "  }\n"
    "}\n";

static const char kSharedInput[] =
    "func.func @f(%a: !cutey.layout<\"t\">) attributes {x = "
    "#cutey.layout<\"a\">} {\n"
    "  \"cutey.use\"(%a) {y = #cutey.layout<\"b\">} : "
    "(!cutey.layout<\"t\">) -> ()\n"
    "  return\n"
    "}\n";

/* The use op refuses an operand of the attribute's kind: were its
 * constraint the attribute, the type operand above would fail instead. */
static const char kSharedWrong[] =
    "func.func @g(%a: i32) {\n"
    "  \"cutey.use\"(%a) : (i32) -> ()\n"
    "  return\n"
    "}\n";

static MlirLogicalResult quiet(MlirDiagnostic d, void *user) {
  (void)d;
  ++*(int *)user;
  return mlirLogicalResultSuccess();
}

static int runShared(MlirContext ctx) {
  if (mlirLogicalResultIsFailure(cuteLoadIRDLText(
          ctx, mlirStringRefCreate(kShared, sizeof kShared - 1)))) {
    puts("FAIL: type and attribute `layout` did not load");
    return 1;
  }
  MlirModule m =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kSharedInput));
  if (mlirModuleIsNull(m)) {
    puts("FAIL: !cutey.layout / #cutey.layout did not parse");
    return 1;
  }
  int rc = mlirOperationVerify(mlirModuleGetOperation(m)) ? 0 : 1;
  mlirOperationPrint(mlirModuleGetOperation(m), toStdout, NULL);
  mlirModuleDestroy(m);
  int errors = 0;
  MlirDiagnosticHandlerID h =
      mlirContextAttachDiagnosticHandler(ctx, quiet, &errors, NULL);
  MlirModule bad =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kSharedWrong));
  mlirContextDetachDiagnosticHandler(ctx, h);
  if (!mlirModuleIsNull(bad)) {
    puts("\nFAIL: an i32 operand satisfied irdl.base @cutey::@layout");
    mlirModuleDestroy(bad);
    return 1;
  }
  puts(rc ? "\nFAIL: verify"
          : "\nOK: type and attribute share a name; the reference names "
            "the type");
  return rc;
}

/* Renames that would change what a reference names: loading must fail
 * (with a diagnostic), not bind the reference to the other definition. */
static const char *const kAmbiguous[] = {
    /* the attribute first: @cutex::@layout would become the attribute */
    "irdl.dialect @cutex {\n"
    "  irdl.attribute @attr_layout attributes {cute.name = \"layout\"} {\n"
    "    %0 = irdl.base \"#builtin.string\"\n"
    "    irdl.parameters(spec: %0)\n"
    "  }\n"
    "  irdl.type @layout {\n"
    "    %0 = irdl.base \"#builtin.string\"\n"
    "    irdl.parameters(spec: %0)\n"
    "  }\n"
    "  irdl.operation @use {\n"
    "    %0 = irdl.base @cutex::@layout\n"
    "    irdl.operands(l: %0)\n"
    "  }\n"
    "}\n",
    /* a reference to the renamed attribute would name the type */
    "irdl.dialect @cutew {\n"
    "  irdl.type @layout {\n"
    "    %0 = irdl.base \"#builtin.string\"\n"
    "    irdl.parameters(spec: %0)\n"
    "  }\n"
    "  irdl.attribute @attr_layout attributes {cute.name = \"layout\"} {\n"
    "    %0 = irdl.base \"#builtin.string\"\n"
    "    irdl.parameters(spec: %0)\n"
    "  }\n"
    "  irdl.operation @use {\n"
    "    %0 = irdl.base @cutew::@attr_layout\n"
    "    irdl.attributes {\"a\" = %0}\n"
    "  }\n"
    "}\n"};

static int runAmbiguous(MlirContext ctx, const char *irdl) {
  int errors = 0;
  MlirDiagnosticHandlerID h =
      mlirContextAttachDiagnosticHandler(ctx, quiet, &errors, NULL);
  MlirLogicalResult r =
      cuteLoadIRDLText(ctx, mlirStringRefCreateFromCString(irdl));
  mlirContextDetachDiagnosticHandler(ctx, h);
  if (mlirLogicalResultIsSuccess(r) || errors != 1) {
    printf("FAIL: an ambiguous rename loaded (or gave %d diagnostics)\n",
           errors);
    return 1;
  }
  puts("OK: an ambiguous rename is refused with one diagnostic");
  return 0;
}

static MlirContext newContext(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry r = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(r);
  mlirContextAppendDialectRegistry(ctx, r);
  mlirDialectRegistryDestroy(r);
  return ctx;
}

int main(void) {
  int rc = 0;
  MlirContext ctx = newContext();
  rc |= run(ctx);
  mlirContextDestroy(ctx);
  ctx = newContext();
  rc |= runShared(ctx);
  mlirContextDestroy(ctx);
  for (size_t i = 0; i < sizeof kAmbiguous / sizeof *kAmbiguous; ++i) {
    ctx = newContext();
    rc |= runAmbiguous(ctx, kAmbiguous[i]);
    mlirContextDestroy(ctx);
  }
  return rc;
}
