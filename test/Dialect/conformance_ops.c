/* The differential test of the dialect: every positive line of the
 * algebra's conformance vectors (test/algebra/data/layout_algebra.tsv)
 * becomes a generic cute op in a function whose block arguments carry the
 * operand types, with the expected result type. It must parse and pass
 * cuteVerifyModule. The same op with a wrong result type must be rejected
 * with the verifier's "does not match the inferred" message. Ops NVIDIA's
 * CuTe IR does not have (filter, filter_zeros) and operand kinds it does
 * not take (a tile as a product's tiler) are counted as skipped.
 * Usage: cute-conformance-ops-test FILE.tsv */
#include "cute-c/Algebra.h"
#include "cute-c/Dialects.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conformance_forms.h"
#include "str_buf.h"

typedef struct {
  int errors;
  char last[1024];
} Diags;

static MlirLogicalResult keepDiag(MlirDiagnostic d, void *user) {
  Diags *g = user;
  g->errors++;
  CuteFixedStr last = cuteFixedStrInit(g->last, sizeof g->last);
  mlirDiagnosticPrint(d, cuteFixedStrCallback, &last);
  return mlirLogicalResultSuccess();
}

/* Parses and verifies `text`; returns true when both succeed. */
static bool check(MlirContext ctx, const char *text, Diags *g) {
  g->errors = 0;
  g->last[0] = '\0';
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(text));
  if (mlirModuleIsNull(m))
    return false;
  bool ok = mlirLogicalResultIsSuccess(
      cuteVerifyModule(mlirModuleGetOperation(m)));
  mlirModuleDestroy(m);
  return ok;
}

/* The vectors' text in the algebra's canonical spelling (opaque types
 * compare by text, so the dialect accepts only that); `text` itself when
 * the algebra cannot parse it (the verifier then says why). */
static const char *canonical(const char *text) {
  static char buf[1024];
  CuteArena *a = cuteArenaCreate();
  CuteValue v;
  const char *s = a ? NULL : text;
  if (a && cuteParseValue(a, text, strlen(text), &v, NULL) == CUTE_OK &&
      cutePrintValue(v, buf, sizeof buf) < sizeof buf)
    s = buf;
  cuteArenaDestroy(a);
  return s ? s : text;
}

static void build(char *buf, size_t cap, const OpForm *f, char *const *args,
                  unsigned n, const char *kinds, const char *result) {
  char sig[4096] = "", params[4096] = "", uses[256] = "";
  for (unsigned i = 0; i < n; ++i) {
    char t[1100];
    snprintf(t, sizeof t, "!cute.%s<\"%s\">", kindName(kinds[i]),
             canonical(args[i]));
    size_t ls = strlen(sig), lp = strlen(params), lu = strlen(uses);
    snprintf(sig + ls, sizeof sig - ls, "%s%s", i ? ", " : "", t);
    snprintf(params + lp, sizeof params - lp, "%s%%a%u: %s", i ? ", " : "", i,
             t);
    snprintf(uses + lu, sizeof uses - lu, "%s%%a%u", i ? ", " : "", i);
  }
  snprintf(buf, cap,
           "func.func @f(%s) {\n  %%r = \"cute.%s\"(%s) : (%s) -> %s\n"
           "  return\n}\n", params, f->op, uses, sig, result);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s layout_algebra.tsv\n", argv[0]);
    return 2;
  }
  FILE *in = fopen(argv[1], "r");
  if (!in) {
    perror(argv[1]);
    return 2;
  }
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  MlirContext ctx = mlirContextCreateWithRegistry(reg, false);
  mlirDialectRegistryDestroy(reg);
  if (mlirLogicalResultIsFailure(cuteRegisterDialects(ctx)))
    return 2;
  Diags g = {0, ""};
  mlirContextAttachDiagnosticHandler(ctx, keepDiag, &g, NULL);
  static char line[16384], text[65536];
  int lines = 0, accepted = 0, rejected = 0, skipped = 0, failures = 0;
  char *fields[MAX_ARGS + 2];
  unsigned nf;
  while (conformanceNextPositive(in, line, sizeof line, fields, &nf)) {
    ++lines;
    unsigned n = nf - 2;
    char kinds[MAX_ARGS] = {0};
    OpForm form;
    const OpForm *f = &form;
    if (!conformanceForm(fields, nf, &form, kinds)) {
      ++skipped;
      continue;
    }
    char rk = resultKind(f, kinds);
    char good[2048], bad[2048];
    const char *exp = fields[nf - 1];
    snprintf(good, sizeof good, "!cute.%s<\"%s\">", kindName(rk),
             canonical(exp));
    if (rk == 'l' || rk == 'L') {
      const char *colon = strchr(exp, ':');
      /* (S,2):(D,0): a valid layout that is not the expected one. */
      const char *s = exp, *d = colon ? colon + 1 : exp;
      snprintf(bad, sizeof bad, "!cute.layout<\"(%.*s,2):(%s,0)\">",
               (int)(colon ? colon - s : 0), s, d);
    } else {
      snprintf(bad, sizeof bad, "!cute.%s<\"(%s,2)\">", kindName(rk), exp);
    }
    build(text, sizeof text, f, fields + 1, n, kinds, good);
    if (check(ctx, text, &g)) {
      ++accepted;
    } else {
      ++failures;
      fprintf(stderr, "FAIL (rejected) %s\n  %s\n", text, g.last);
      continue;
    }
    build(text, sizeof text, f, fields + 1, n, kinds, bad);
    if (!check(ctx, text, &g) && strstr(g.last, "does not match the inferred")) {
      ++rejected;
    } else {
      ++failures;
      fprintf(stderr, "FAIL (wrong type not rejected) %s\n  %s\n", text,
              g.last);
    }
  }
  fclose(in);
  mlirContextDestroy(ctx);
  printf("conformance_ops: %d positive lines, %d verified, %d wrong types "
         "rejected, %d skipped, %d failures\n", lines, accepted, rejected,
         skipped, failures);
  return failures ? 1 : 0;
}
