/* Names IRDL refuses (dots, capitals), registered through the rename step
 * of dialect/rename.c: the IRDL text uses placeholder names with
 * `attributes {cute.name = "..."}`. Checks that the real names then parse,
 * verify and print, for an op and for a type used in an op's constraint.
 * Exit status 0 on success; prints what it checked. */
#include "dialect.h"

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

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry r = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(r);
  mlirContextAppendDialectRegistry(ctx, r);
  mlirDialectRegistryDestroy(r);
  int rc = run(ctx);
  mlirContextDestroy(ctx);
  return rc;
}
