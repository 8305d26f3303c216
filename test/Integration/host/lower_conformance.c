/* The lowering's differential test, generator half. For every positive
 * line of the conformance vectors whose op NVIDIA's CuTe IR has, every
 * integer leaf of the inputs becomes a runtime value: the inputs are built
 * with make_* from i32 constants, the op's result type is the one the
 * dialect infers for those dynamic inputs, and the result is printed.
 * After cute-to-base and host execution (lower_conformance.sh) the printed
 * text must equal the expected column byte for byte.
 *
 * A case is left out, and counted, when the algebra rejects the dynamic
 * inputs (CuTe needs some leaves static: complement of a dynamic stride,
 * ...), or when the inferred dynamic result has a different structure
 * than the expected static one (coalesce cannot merge modes whose strides
 * it does not know): then no printed text could match.
 *
 * For every distinct static input layout of size <= 512 it also emits a
 * loop over the whole domain: idx2crd(i, shape(L)), layout_eval of that
 * coordinate and crd2idx back, all on the dynamic layout; the expected
 * lines come from the algebra on the static layout.
 *
 * Usage: cute-lower-conformance-gen VECTORS.tsv OUT.mlir OUT.expected
 *        cute-lower-conformance-gen --normalize IN OUT
 * The second form rewrites the stride of every extent-1 mode of every
 * layout line to 0, on both sides of the comparison: a static extent 1
 * lets the algebra write stride 0, while the same extent known only at run
 * time keeps the computed stride; a mode of extent 1 is never stepped, so
 * the two layouts are the same function. */
#include "../../Dialect/conformance_forms.h"
#include "str_buf.h"

#include "cute-c/Algebra.h"
#include "cute-c/Dialects.h"
#include "cute-c/Ops.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_VALS 512
#define DOMAIN_MAX 512

/* Appends t; the generator gives up (status 2) when out of memory. */
static void sputs(CuteStrBuf *s, const char *t) {
  cuteStrBufAppend(s, t, strlen(t));
  if (s->oom)
    exit(2);
}

static void sprintf_(CuteStrBuf *s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void sprintf_(CuteStrBuf *s, const char *fmt, ...) {
  char tmp[8192];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  sputs(s, tmp);
}

static bool isDigit(char c) { return c >= '0' && c <= '9'; }

/* Copies `in` with every integer leaf replaced by `?` (basis scales and
 * modes `2@1` stay static); the values go to vals. False when a value does
 * not fit in i32 or the text already has dynamic parts. */
static bool dynamize(const char *in, char *out, size_t cap, long long *vals,
                     int *nv) {
  size_t k = 0;
  for (const char *p = in; *p;) {
    if (*p == '?' || *p == 'S' || *p == 'o')
      return false;
    bool num = isDigit(*p) || (*p == '-' && isDigit(p[1]));
    if (!num) {
      if (k + 2 > cap)
        return false;
      out[k++] = *p++;
      continue;
    }
    const char *start = p;
    char *end;
    long long v = strtoll(p, &end, 10);
    bool basis = *end == '@' || (start > in && start[-1] == '@');
    if (basis) {
      if (k + (size_t)(end - start) + 1 > cap)
        return false;
      memcpy(out + k, start, (size_t)(end - start));
      k += (size_t)(end - start);
    } else {
      if (v > 2147483647LL || v < -2147483647LL || *nv >= MAX_VALS ||
          k + 2 > cap)
        return false;
      vals[(*nv)++] = v;
      out[k++] = '?';
    }
    p = end;
  }
  out[k] = '\0';
  return true;
}

/* The structure of a value's text: every leaf integer or `?` -> '#'. */
static void pattern(const char *in, char *out, size_t cap) {
  size_t k = 0;
  for (const char *p = in; *p && k + 2 < cap;) {
    if (*p == '?') {
      ++p;
      if (*p == '{')
        while (*p && *p++ != '}')
          ;
      out[k++] = '#';
      continue;
    }
    if (isDigit(*p) || (*p == '-' && isDigit(p[1]))) {
      const char *start = p;
      char *end;
      strtoll(p, &end, 10);
      bool basis = *end == '@' || (start > in && start[-1] == '@');
      if (basis) {
        while (p < end && k + 2 < cap)
          out[k++] = *p++;
      } else {
        out[k++] = '#';
      }
      p = end;
      continue;
    }
    out[k++] = *p++;
  }
  out[k] = '\0';
}

typedef struct {
  int n;
} Counter;

static MlirLogicalResult quiet(MlirDiagnostic d, void *user) {
  (void)d;
  ((Counter *)user)->n++;
  return mlirLogicalResultSuccess();
}

static int constants(CuteStrBuf *s, const long long *vals, int nv, int *next) {
  int first = *next;
  for (int i = 0; i < nv; ++i)
    sprintf_(s, "  %%v%d = arith.constant %lld : i32\n", (*next)++, vals[i]);
  return first;
}

static void operandList(CuteStrBuf *s, int first, int n) {
  for (int i = 0; i < n; ++i)
    sprintf_(s, "%s%%v%d", i ? ", " : "", first + i);
  sputs(s, ") : (");
  for (int i = 0; i < n; ++i)
    sprintf_(s, "%si32", i ? ", " : "");
}

/* Builds operand `idx` of kind `kind` with dynamic text `dyn` into s as
 * %aIDX; false when the kind cannot be built from leaves. */
static bool buildOperand(CuteStrBuf *s, int idx, char kind, const char *dyn,
                         const long long *vals, int nv, int *next, char *type,
                         size_t typeCap) {
  const char *kn = kindName(kind);
  snprintf(type, typeCap, "!cute.%s<\"%s\">", kn, dyn);
  if (nv == 0) {
    sprintf_(s, "  %%a%d = \"cute.static\"() : () -> %s\n", idx, type);
    return true;
  }
  if (kind == 'l' || kind == 'L') {
    /* The top-level ':' splits shape and stride. */
    int depth = 0;
    const char *colon = NULL;
    for (const char *p = dyn; *p && !colon; ++p) {
      depth += (*p == '(') - (*p == ')');
      if (*p == ':' && depth == 0)
        colon = p;
    }
    if (!colon)
      return false;
    int nshape = 0;
    for (const char *p = dyn; p < colon; ++p)
      nshape += *p == '?';
    char shape[2048], stride[2048];
    snprintf(shape, sizeof shape, "%.*s", (int)(colon - dyn), dyn);
    snprintf(stride, sizeof stride, "%s", colon + 1);
    int first = constants(s, vals, nv, next);
    sprintf_(s, "  %%s%d = \"cute.make_shape\"(", idx);
    operandList(s, first, nshape);
    sprintf_(s, ") -> !cute.shape<\"%s\">\n", shape);
    if (nv - nshape > 0) {
      sprintf_(s, "  %%d%d = \"cute.make_stride\"(", idx);
      operandList(s, first + nshape, nv - nshape);
      sprintf_(s, ") -> !cute.stride<\"%s\">\n", stride);
    } else {
      sprintf_(s, "  %%d%d = \"cute.static\"() : () -> !cute.stride<\"%s\">\n",
               idx, stride);
    }
    sprintf_(s,
             "  %%a%d = \"cute.make_layout\"(%%s%d, %%d%d) : "
             "(!cute.shape<\"%s\">, !cute.stride<\"%s\">) -> %s\n",
             idx, idx, idx, shape, stride, type);
    return true;
  }
  int first = constants(s, vals, nv, next);
  const char *ctor = kind == 't'                 ? "make_tile"
                     : kind == 's' || kind == 'S' ? "make_shape"
                     : kind == 'c'               ? "make_coord"
                                                 : "make_int_tuple";
  sprintf_(s, "  %%a%d = \"cute.%s\"(", idx, ctor);
  operandList(s, first, nv);
  sprintf_(s, ") -> %s\n", type);
  return true;
}

static const char *placeholder(char kind) {
  switch (kind) {
  case 'l': case 'L': return "!cute.layout<\"1:0\">";
  case 's': case 'S': return "!cute.shape<\"1\">";
  case 'c': return "!cute.coord<\"0\">";
  case 't': return "!cute.tile<\"[1:0]\">";
  default: return "!cute.int_tuple<\"0\">";
  }
}

static MlirWalkResult inferEach(MlirOperation op, void *user) {
  bool *ok = user;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (*ok && name.length > 5 && !memcmp(name.data, "cute.", 5) &&
      mlirOperationGetNumResults(op) > 0)
    *ok = mlirLogicalResultIsSuccess(cuteOperationSetInferredTypes(op));
  return *ok ? MlirWalkResultAdvance : MlirWalkResultInterrupt;
}

static void printChunk(MlirStringRef r, void *user) {
  cuteStrBufCallback(r, user);
  if (((CuteStrBuf *)user)->oom)
    exit(2);
}

/* Parses `text` (one func.func), infers every cute op's result types in
 * order, verifies, and returns the printed function (malloc'd); NULL when
 * anything fails. */
static char *finish(MlirContext ctx, const char *text) {
  MlirModule m =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(text));
  if (mlirModuleIsNull(m))
    return NULL;
  MlirOperation mod = mlirModuleGetOperation(m);
  bool ok = true;
  mlirOperationWalk(mod, inferEach, &ok, MlirWalkPreOrder);
  char *out = NULL;
  if (ok && mlirLogicalResultIsSuccess(cuteVerifyModule(mod))) {
    MlirOperation fn = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
    CuteStrBuf s = {0};
    MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
    mlirOpPrintingFlagsPrintGenericOpForm(flags);
    mlirOperationPrintWithFlags(fn, flags, printChunk, &s);
    mlirOpPrintingFlagsDestroy(flags);
    sputs(&s, "\n");
    out = s.data;
  }
  mlirModuleDestroy(m);
  return out;
}

/* The value text inside `!cute.kind<"...">`. */
static const char *typeValue(const char *t, char *out, size_t cap) {
  const char *q = strchr(t, '"');
  const char *e = q ? strrchr(t, '"') : NULL;
  if (!q || e == q)
    return NULL;
  snprintf(out, cap, "%.*s", (int)(e - q - 1), q + 1);
  return out;
}

typedef struct {
  int lines, emitted, emittedStaticStrides, rejected, structure, skipped,
      domains;
} Stats;

/* The operand text with the leaves this variant makes dynamic replaced by
 * `?`. Variant 0: every integer leaf except an `order` operand's. Variant
 * 1 (when the algebra needs static strides): only the shape of a layout
 * first operand; everything else stays static. */
static bool dynamizeOperand(const char *op, unsigned i, char kind,
                            const char *text, int variant, char *out,
                            size_t cap, long long *vals, int *nv) {
  bool order = (!strcmp(op, "make_ordered_layout") && i == 1) ||
               (!strcmp(op, "tile_to_shape") && i == 2);
  if (order || (variant == 1 && (i > 0 || (kind != 'l' && kind != 'L')))) {
    if (strchr(text, '?') || strlen(text) + 1 > cap)
      return false;
    strcpy(out, text);
    return true;
  }
  if (variant == 0)
    return dynamize(text, out, cap, vals, nv);
  int depth = 0;
  const char *colon = NULL;
  for (const char *p = text; *p && !colon; ++p) {
    depth += (*p == '(') - (*p == ')');
    if (*p == ':' && depth == 0)
      colon = p;
  }
  char shape[2048];
  if (!colon || (size_t)(colon - text) >= sizeof shape)
    return false;
  snprintf(shape, sizeof shape, "%.*s", (int)(colon - text), text);
  if (!dynamize(shape, out, cap, vals, nv) ||
      strlen(out) + strlen(colon) + 1 > cap)
    return false;
  strcat(out, colon);
  return true;
}

/* One conformance line -> one function @caseN in the given variant;
 * returns 1 when emitted, 0 when the algebra rejects the dynamic inputs,
 * -1 when the result's structure differs, -2 for a skip. */
static int emitVariant(MlirContext ctx, char **fields, unsigned nf,
                       CuteStrBuf *mlir, CuteStrBuf *expected, int caseId,
                       CuteStrBuf *calls, int variant) {
  unsigned n = nf - 2;
  char kinds[MAX_ARGS] = {0};
  OpForm form;
  const OpForm *f = &form;
  if (!conformanceForm(fields, nf, &form, kinds))
    return -2;
  char rk = resultKind(f, kinds);
  CuteStrBuf s = {0};
  sprintf_(&s, "func.func @case%d() {\n", caseId);
  char types[MAX_ARGS][2100];
  int next = 0;
  for (unsigned i = 0; i < n; ++i) {
    char dyn[2048];
    long long vals[MAX_VALS];
    int nv = 0;
    if (!dynamizeOperand(f->op, i, kinds[i], fields[1 + i], variant, dyn,
                         sizeof dyn, vals, &nv) ||
        !buildOperand(&s, (int)i, kinds[i], dyn, vals, nv, &next, types[i],
                      sizeof types[i])) {
      cuteStrBufFree(&s);
      return -2;
    }
  }
  sprintf_(&s, "  %%r = \"cute.%s\"(", f->op);
  for (unsigned i = 0; i < n; ++i)
    sprintf_(&s, "%s%%a%u", i ? ", " : "", i);
  sputs(&s, ") : (");
  for (unsigned i = 0; i < n; ++i)
    sprintf_(&s, "%s%s", i ? ", " : "", types[i]);
  sprintf_(&s, ") -> %s\n  \"cute.print\"(%%r) : (%s) -> ()\n  return\n}\n",
           placeholder(rk), placeholder(rk));
  char *fn = finish(ctx, cuteStrBufText(&s));
  cuteStrBufFree(&s);
  if (!fn) {
    if (getenv("CUTE_GEN_VERBOSE"))
      fprintf(stderr, "rejected (variant %d): %s %s\n", variant, f->op,
              fields[1]);
    return 0;
  }
  /* The printed value must have the expected structure. */
  char got[4096], pg[4096], pe[4096];
  const char *exp = fields[nf - 1];
  /* The result type as inferred: the operand type of cute.print. */
  const char *r = strstr(fn, "\"cute.print\"(");
  const char *colon = r ? strstr(r, ": (") : NULL;
  char printLine[4096] = "";
  if (colon)
    snprintf(printLine, sizeof printLine, "%.*s", (int)strcspn(colon, "\n"),
             colon);
  if (!colon || !typeValue(printLine, got, sizeof got)) {
    free(fn);
    return 0;
  }
  pattern(got, pg, sizeof pg);
  pattern(exp, pe, sizeof pe);
  if (strcmp(pg, pe)) {
    free(fn);
    return -1;
  }
  sputs(mlir, fn);
  free(fn);
  sprintf_(calls, "    func.call @case%d() : () -> ()\n", caseId);
  sprintf_(expected, "%s\n", exp);
  return 1;
}

static void emitCase(MlirContext ctx, char **fields, unsigned nf,
                     CuteStrBuf *mlir, CuteStrBuf *expected, Stats *st,
                     CuteStrBuf *calls) {
  /* make_layout_like orders modes by their strides: dynamic strides
   * order by position instead; filter drops the modes whose stride is a
   * static 0, and a dynamic 0 is not known to be one (CuTe's filter_zeros
   * too). So their strides stay static. */
  bool staticStrides = !strcmp(fields[0], "make_layout_like") ||
                       !strcmp(fields[0], "filter");
  int r = staticStrides ? 0
                        : emitVariant(ctx, fields, nf, mlir, expected,
                                      st->lines, calls, 0);
  if (r == 0) {
    r = emitVariant(ctx, fields, nf, mlir, expected, st->lines, calls, 1);
    if (r == 1) {
      st->emittedStaticStrides++;
      return;
    }
  }
  if (r == 1)
    st->emitted++;
  else if (r == 0)
    st->rejected++;
  else if (r == -1)
    st->structure++;
  else
    st->skipped++;
}

/* The whole domain of a static layout: idx2crd, layout_eval, crd2idx. */
static void emitDomain(MlirContext ctx, CuteArena *a, const char *layout,
                       int id, CuteStrBuf *mlir, CuteStrBuf *expected,
                       Stats *st, CuteStrBuf *calls) {
  CuteError err;
  CuteLayout l;
  const CuteNode *size;
  if (cuteParseLayout(a, layout, strlen(layout), &l, &err) != CUTE_OK ||
      cuteLayoutSize(a, l, &size, &err) != CUTE_OK ||
      size->kind != CUTE_NODE_INT || size->value < 1 ||
      size->value > DOMAIN_MAX || strchr(layout, '@'))
    return;
  char dyn[2048];
  long long vals[MAX_VALS];
  int nv = 0, next = 0;
  if (!dynamize(layout, dyn, sizeof dyn, vals, &nv))
    return;
  CuteStrBuf s = {0};
  char type[2100];
  sprintf_(&s, "func.func @domain%d() {\n", id);
  if (!buildOperand(&s, 0, 'l', dyn, vals, nv, &next, type, sizeof type)) {
    cuteStrBufFree(&s);
    return;
  }
  sprintf_(&s,
           "  %%sh = \"cute.get_shape\"(%%a0) : (%s) -> !cute.shape<\"1\">\n"
           "  %%lo = arith.constant 0 : index\n"
           "  %%hi = arith.constant %lld : index\n"
           "  %%one = arith.constant 1 : index\n"
           "  scf.for %%i = %%lo to %%hi step %%one {\n"
           "    %%ii = arith.index_cast %%i : index to i32\n"
           "    %%x = \"cute.make_int_tuple\"(%%ii) : (i32) -> "
           "!cute.int_tuple<\"?\">\n"
           "    %%c = \"cute.idx2crd\"(%%x, %%sh) : (!cute.int_tuple<\"?\">, "
           "!cute.shape<\"1\">) -> !cute.coord<\"0\">\n"
           "    %%v = \"cute.layout_eval\"(%%c, %%a0) : (!cute.coord<\"0\">, "
           "%s) -> !cute.int_tuple<\"0\">\n"
           "    %%k = \"cute.crd2idx\"(%%c, %%sh) : (!cute.coord<\"0\">, "
           "!cute.shape<\"1\">) -> !cute.int_tuple<\"0\">\n"
           "    \"cute.print\"(%%v) : (!cute.int_tuple<\"0\">) -> ()\n"
           "    \"cute.print\"(%%k) : (!cute.int_tuple<\"0\">) -> ()\n"
           "  }\n  return\n}\n",
           type, (long long)size->value, type);
  char *fn = finish(ctx, cuteStrBufText(&s));
  cuteStrBufFree(&s);
  if (!fn)
    return;
  CuteStrBuf e = {0};
  for (int64_t i = 0; i < size->value; ++i) {
    const CuteNode *v;
    if (cuteLayoutEval(a, l, cuteIntGet(a, i), &v, &err) != CUTE_OK ||
        v->kind != CUTE_NODE_INT) {
      free(fn);
      cuteStrBufFree(&e);
      return;
    }
    sprintf_(&e, "%lld\n%lld\n", (long long)v->value, (long long)i);
  }
  sputs(mlir, fn);
  sputs(expected, cuteStrBufText(&e));
  free(fn);
  cuteStrBufFree(&e);
  sprintf_(calls, "    func.call @domain%d() : () -> ()\n", id);
  st->domains++;
}

/* The stride of an extent-1 mode is never used: the static algebra writes
 * 0 there, a dynamic computation keeps what it computed. */
static const CuteNode *zeroUnitStrides(CuteArena *a, const CuteNode *shape,
                                       const CuteNode *stride) {
  if (shape->kind != CUTE_NODE_TUPLE || stride->kind != CUTE_NODE_TUPLE ||
      shape->count != stride->count)
    return shape->kind == CUTE_NODE_INT && shape->value == 1 &&
                   stride->kind == CUTE_NODE_INT
               ? cuteIntGet(a, 0)
               : stride;
  const CuteNode *e[256];
  if (shape->count > 256)
    return stride;
  for (unsigned i = 0; i < shape->count; ++i)
    e[i] = zeroUnitStrides(a, shape->u.elems[i], stride->u.elems[i]);
  return cuteTupleGet(a, e, shape->count);
}

/* --normalize IN OUT: every line that is a layout, extent-1 strides 0. */
static int normalize(const char *inPath, const char *outPath) {
  FILE *in = fopen(inPath, "r"), *out = fopen(outPath, "w");
  if (!in || !out)
    return 2;
  CuteArena *a = cuteArenaCreate();
  static char line[65536], text[65536];
  int changed = 0;
  while (fgets(line, sizeof line, in)) {
    line[strcspn(line, "\n")] = '\0';
    CuteLayout l;
    CuteError err;
    cuteArenaReset(a);
    if (strchr(line, ':') && !strchr(line, '[') &&
        cuteParseLayout(a, line, strlen(line), &l, &err) == CUTE_OK) {
      l.stride = zeroUnitStrides(a, l.shape, l.stride);
      cutePrintLayout(l, text, sizeof text);
      changed += strcmp(text, line) != 0;
      fprintf(out, "%s\n", text);
    } else {
      fprintf(out, "%s\n", line);
    }
  }
  cuteArenaDestroy(a);
  fclose(in);
  fclose(out);
  fprintf(stderr, "normalized %d lines of %s\n", changed, inPath);
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 4 && !strcmp(argv[1], "--normalize"))
    return normalize(argv[2], argv[3]);
  if (argc != 4) {
    fprintf(stderr, "usage: %s VECTORS.tsv OUT.mlir OUT.expected\n", argv[0]);
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
  mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString("func"));
  mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString("arith"));
  mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString("scf"));
  if (mlirLogicalResultIsFailure(cuteRegisterDialects(ctx)))
    return 2;
  Counter diags = {0};
  mlirContextAttachDiagnosticHandler(ctx, quiet, &diags, NULL);
  CuteArena *arena = cuteArenaCreate();
  CuteStrBuf mlir = {0}, expected = {0}, calls = {0};
  sputs(&mlir, "module {\n");
  sputs(&expected, "");
  sputs(&calls, "");
  Stats st = {0};
  static char line[16384], seen[1 << 20];
  size_t seenLen = 0;
  int domainId = 0;
  char *fields[MAX_ARGS + 2];
  unsigned nf;
  while (conformanceNextPositive(in, line, sizeof line, fields, &nf)) {
    st.lines++;
    emitCase(ctx, fields, nf, &mlir, &expected, &st, &calls);
    /* Distinct first operands that are layouts: whole-domain loops. */
    if (strchr(fields[1], ':') && fields[1][0] != '[' &&
        strlen(fields[1]) + 2 + seenLen < sizeof seen) {
      char key[2048];
      snprintf(key, sizeof key, "\n%s\n", fields[1]);
      if (!strstr(seen, key)) {
        memcpy(seen + seenLen, key + 1, strlen(key));
        seenLen += strlen(key) - 1;
        seen[seenLen] = '\0';
        cuteArenaReset(arena);
        emitDomain(ctx, arena, fields[1], domainId++, &mlir, &expected, &st,
                   &calls);
      }
    }
  }
  fclose(in);
  sputs(&mlir, "  func.func @main() {\n");
  sputs(&mlir, cuteStrBufText(&calls));
  sputs(&mlir, "    return\n  }\n}\n");
  FILE *om = fopen(argv[2], "w"), *oe = fopen(argv[3], "w");
  if (!om || !oe)
    return 2;
  fputs(cuteStrBufText(&mlir), om);
  fputs(cuteStrBufText(&expected), oe);
  fclose(om);
  fclose(oe);
  printf("lower_conformance: %d positive lines; %d cases with every leaf "
         "dynamic, %d more with dynamic shapes and static strides; %d "
         "rejected by the algebra with dynamic inputs, %d with a structure "
         "that depends on static values, %d not NVIDIA ops or operand "
         "kinds; %d whole-domain layouts\n",
         st.lines, st.emitted, st.emittedStaticStrides, st.rejected,
         st.structure, st.skipped, st.domains);
  cuteArenaDestroy(arena);
  mlirContextDestroy(ctx);
  cuteStrBufFree(&mlir);
  cuteStrBufFree(&expected);
  cuteStrBufFree(&calls);
  return 0;
}
