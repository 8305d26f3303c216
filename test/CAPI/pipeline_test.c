/* Unit test of cuteParsePassPipeline (lib/Conversion): for each pipeline
 * text, the pass manager it builds (as MLIR prints it) or the error it
 * reports, and that a failure adds nothing to the pass manager.
 * RUN: cute-pipeline-test
 */
#include "cute-c/Passes.h"

#include "str_buf.h"

#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <string.h>

typedef struct {
  const char *anchor;   /* the pass manager's anchor */
  const char *pipeline; /* input */
  bool ok;
  const char *expect; /* printed pipeline (ok) or error text (failure) */
} Case;

static const Case kCases[] = {
    /* Our passes, alone and with upstream ones, anchored or not. */
    {"builtin.module", "builtin.module(cute-fold-static,canonicalize{max-iterations=3})",
     true, "builtin.module(cute-fold-static,canonicalize{  max-iterations=3 "},
    {"builtin.module", "cute-verify, cute-fold-static", true,
     "builtin.module(cute-verify,cute-fold-static)"},
    {"builtin.module", " builtin.module( func.func( cute-fold-static , cse ) ) ",
     true, "builtin.module(func.func(cute-fold-static,cse))"},
    {"builtin.module", "func.func(cute-verify),gpu.module(cute-fold-static)",
     true, "builtin.module(func.func(cute-verify),gpu.module(cute-fold-static))"},
    {"builtin.module", "cute-fold-static{}", true,
     "builtin.module(cute-fold-static)"},
    {"builtin.module", "", true, "builtin.module()"},
    {"builtin.module", "builtin.module()", true, "builtin.module()"},
    /* A nested module anchor when the text is not one matching anchor. */
    {"builtin.module", "builtin.module(cse),cute-verify", true,
     "builtin.module(builtin.module(cse),cute-verify)"},
    {"any", "cute-verify", true, "any(cute-verify)"},
    {"any", "builtin.module(cute-verify,func.func(cse))", true,
     "any(cute-verify,func.func(cse))"},
    {"func.func", "func.func(cute-fold-static)", true,
     "func.func(cute-fold-static)"},
    /* Options with nested braces, parentheses and quotes pass through. */
    {"builtin.module",
     "inline{default-pipeline=canonicalize op-pipelines=func.func(cse)}",
     true, "builtin.module(inline{"},
    /* Syntax errors: element and column named, nothing added. */
    {"builtin.module", "builtin.module(cute-fold-static", false,
     "column 15: missing ')' to close 'builtin.module('"},
    {"builtin.module", "cse)", false, "column 4: unbalanced ')'"},
    {"builtin.module", "cse,,cute-verify", false,
     "column 5: expected a pass or op name, found ','"},
    {"builtin.module", "cse,", false,
     "column 5: expected a pass or op name, found the end of the pipeline"},
    {"builtin.module", "cse cute-verify", false,
     "column 5: expected ',' between pipeline elements, found 'c'"},
    {"builtin.module", "func.func(cse x)", false,
     "column 15: expected ',' or ')' in 'func.func(...)', found 'x'"},
    {"builtin.module", "canonicalize{max-iterations=3", false,
     "column 13: unterminated options of 'canonicalize': missing '}'"},
    {"builtin.module", "canonicalize{a=\"}", false,
     "a quoted string is not closed"},
    /* Our passes take no options. */
    {"builtin.module", "cse,cute-fold-static{x=1}", false,
     "column 5: 'cute-fold-static{x=1}': pass cute-fold-static takes no "
     "options"},
    /* Upstream errors carry MLIR's reason; the earlier cse is not added. */
    {"builtin.module", "cse,func.func(no-such-pass)", false,
     "column 15: 'no-such-pass': 'no-such-pass' does not refer to a "
     "registered pass or pass pipeline"},
    {"builtin.module", "cse,canonicalize{bogus=1}", false,
     "column 5: 'canonicalize{bogus=1}': <Pass-Options-Parser>: no such option "
     "bogus; failed to add `canonicalize` with options `bogus=1`"},
    {"builtin.module", "affine-scalrep", false,
     "restricted to 'func.func' on a PassManager intended to run on "
     "'builtin.module'"},
};

static int runCase(MlirContext ctx, const Case *c) {
  MlirPassManager pm = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString(c->anchor));
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  char errText[4096], printedText[4096];
  CuteFixedStr err = cuteFixedStrInit(errText, sizeof errText);
  CuteFixedStr printed = cuteFixedStrInit(printedText, sizeof printedText);
  bool ok = mlirLogicalResultIsSuccess(
      cuteParsePassPipeline(opm, mlirStringRefCreateFromCString(c->pipeline),
                            cuteFixedStrCallback, &err));
  mlirPrintPassPipeline(opm, cuteFixedStrCallback, &printed);
  mlirPassManagerDestroy(pm);
  int failed = 0;
  if (ok != c->ok) {
    failed = 1;
  } else if (ok) {
    failed = strncmp(printed.buf, c->expect, strlen(c->expect)) != 0;
  } else {
    char empty[256];
    snprintf(empty, sizeof empty, "%s()", c->anchor);
    failed = !strstr(err.buf, c->expect) || strcmp(printed.buf, empty) != 0;
  }
  if (failed)
    fprintf(stderr, "FAIL: '%s'\n  expected %s: %s\n  got %s: %s | %s\n",
            c->pipeline, c->ok ? "success" : "failure", c->expect,
            ok ? "success" : "failure", err.buf, printed.buf);
  return failed;
}

static int testNames(void) {
  int failed = 0;
  MlirContext ctx = mlirContextCreate();
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  const char *const *names = cutePassNames();
  for (; *names; ++names) {
    MlirStringRef n = mlirStringRefCreateFromCString(*names);
    MlirPass p = cuteCreatePassByName(n);
    failed += cutePassIsNull(p) || !cutePassDescription(n);
    if (!cutePassIsNull(p)) /* the manager owns and frees it */
      mlirPassManagerAddOwnedPass(pm, p);
  }
  mlirPassManagerDestroy(pm);
  mlirContextDestroy(ctx);
  failed += !cutePassIsNull(
      cuteCreatePassByName(mlirStringRefCreateFromCString("cse")));
  failed += cutePassDescription(mlirStringRefCreateFromCString("cse")) != NULL;
  if (failed)
    fprintf(stderr, "FAIL: pass names\n");
  return failed;
}

int main(void) {
  mlirRegisterAllPasses();
  MlirContext ctx = mlirContextCreate();
  int failed = 0;
  for (size_t i = 0; i < sizeof kCases / sizeof kCases[0]; ++i)
    failed += runCase(ctx, &kCases[i]);
  mlirContextDestroy(ctx);
  failed += testNames();
  printf("%d of %zu pipeline checks failed\n", failed,
         sizeof kCases / sizeof kCases[0] + 1);
  return failed != 0;
}
