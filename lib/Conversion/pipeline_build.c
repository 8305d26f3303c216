/* cuteParsePassPipeline: the parsed tree (pipeline_parse.c) built into a
 * pass manager. Anchors nest (mlirOpPassManagerGetNestedUnder), our pass
 * names become our passes, any other pass goes to MLIR's own parser
 * through mlirOpPassManagerAddPipeline.
 *
 * MLIR can fail on an element after having added part of it (a bad option
 * of an upstream pass leaves the pass in the manager), so the tree is
 * first built into a scratch pass manager of a scratch context; only when
 * that succeeds is it built into the caller's. */
#include "conversion.h"

#include "cute-c/Passes.h"

#include "str_buf.h"

#include <stdio.h>
#include <string.h>

#define MSG_CAP 1024

/* MLIR's message, one line: drops the echoed element and caret lines and
 * the "Parser:1:1: error: " prefixes, joins the rest with "; ". */
static void condense(const CuteFixedStr *in, MlirStringRef elem, char *out,
                     size_t cap) {
  size_t o = 0;
  const char *s = in->buf, *end = in->buf + in->len;
  out[0] = '\0';
  while (s < end) {
    const char *nl = memchr(s, '\n', (size_t)(end - s));
    const char *e = nl ? nl : end, *b = s;
    s = e + (nl != NULL);
    const char *err = NULL;
    for (const char *q = b; q + 7 <= e; ++q)
      if (!memcmp(q, "error: ", 7)) {
        err = q + 7;
        break;
      }
    if (err)
      b = err;
    size_t n = (size_t)(e - b);
    if (n == 0 || strspn(b, " ^") >= n ||
        (n == elem.length && !memcmp(b, elem.data, n)))
      continue;
    int w = snprintf(out + o, cap - o, "%s%.*s", o ? "; " : "", (int)n, b);
    if (w < 0 || (size_t)w >= cap - o)
      return;
    o += (size_t)w;
  }
}

typedef struct {
  const CutePipeline *tree;
  char *err;
  size_t errCap;
} Builder;

static bool addUpstream(Builder *b, MlirOpPassManager pm,
                        const CutePipeElem *e) {
  char buf[MSG_CAP];
  CuteFixedStr text = cuteFixedStrInit(buf, sizeof buf);
  if (mlirLogicalResultIsSuccess(mlirOpPassManagerAddPipeline(
          pm, e->text, cuteFixedStrCallback, &text)))
    return true;
  char why[MSG_CAP];
  condense(&text, e->text, why, sizeof why);
  snprintf(b->err, b->errCap, "column %zu: '%.*s': %s", e->column,
           (int)e->text.length, e->text.data,
           why[0] ? why : "rejected by MLIR's pipeline parser");
  return false;
}

/* Our passes; cute-gpu-asserts checks its option. */
static bool addOurPass(Builder *b, MlirOpPassManager pm,
                       const CutePipeElem *e) {
  char why[MSG_CAP];
  CuteFixedStr message = cuteFixedStrInit(why, sizeof why);
  CuteMessageSink sink = {cuteFixedStrCallback, &message};
  MlirPass pass = cuteCreatePassWithOptions(
      e->name, e->hasOptions ? e->options : mlirStringRefCreate(NULL, 0),
      &sink);
  if (!cutePassIsNull(pass)) {
    mlirOpPassManagerAddOwnedPass(pm, pass);
    return true;
  }
  snprintf(b->err, b->errCap, "column %zu: '%.*s': %s", e->column,
           (int)e->text.length, e->text.data, why);
  return false;
}

/* cute-to-nvvm, cute-to-ptx, ...: our pipelines check their options. */
static bool addOurPipeline(Builder *b, MlirOpPassManager pm,
                           const CutePipeElem *e) {
  char why[MSG_CAP];
  if (cuteAddNamedPipeline(pm, e->name, e->options, why, sizeof why))
    return true;
  snprintf(b->err, b->errCap, "column %zu: '%.*s': %s", e->column,
           (int)e->text.length, e->text.data, why);
  return false;
}

static bool buildList(Builder *b, MlirOpPassManager pm, int idx) {
  for (; idx >= 0; idx = b->tree->elems[idx].next) {
    const CutePipeElem *e = &b->tree->elems[idx];
    if (e->isAnchor) {
      MlirOpPassManager nested = mlirOpPassManagerGetNestedUnder(pm, e->name);
      if (!buildList(b, nested, e->firstChild))
        return false;
    } else if (cuteIsOurPass(e->name)) {
      if (!addOurPass(b, pm, e))
        return false;
    } else if (cuteIsOurPipeline(e->name)) {
      if (!addOurPipeline(b, pm, e))
        return false;
    } else if (!addUpstream(b, pm, e)) {
      return false;
    }
  }
  return true;
}

/* The op name a pass manager is anchored on, from its printed form
 * `anchor(...)` (the C API has no direct accessor). */
void cutePassManagerAnchor(MlirOpPassManager pm, char *out, size_t cap) {
  char buf[MSG_CAP];
  CuteFixedStr text = cuteFixedStrInit(buf, sizeof buf);
  mlirPrintPassPipeline(pm, cuteFixedStrCallback, &text);
  size_t n = strcspn(buf, "(");
  if (n >= cap)
    n = cap - 1;
  memcpy(out, buf, n);
  out[n] = '\0';
}

/* A lone `anchor(...)` naming pm's own anchor stands for its contents, as
 * in mlirParsePassPipeline. A pass manager on `any` (mlirPassManagerCreate)
 * runs on whatever op it is given, so there a lone anchor names that op:
 * nesting would instead target ops of that name *inside* it, which is
 * never what `builtin.module(...)` on a module means. */
static int startOf(const CutePipeline *t, const char *anchor) {
  if (t->first < 0)
    return -1;
  const CutePipeElem *e = &t->elems[t->first];
  bool same = strlen(anchor) == e->name.length &&
              !memcmp(anchor, e->name.data, e->name.length);
  if (e->next < 0 && e->isAnchor && (same || !strcmp(anchor, "any")))
    return e->firstChild;
  return t->first;
}

static bool dryRun(Builder *b, const char *anchor, int start) {
  MlirContext ctx = mlirContextCreateWithThreading(false);
  MlirPassManager scratch = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString(anchor));
  bool ok = buildList(b, mlirPassManagerGetAsOpPassManager(scratch), start);
  mlirPassManagerDestroy(scratch);
  mlirContextDestroy(ctx);
  return ok;
}

static void report(MlirStringCallback cb, void *userData, const char *msg) {
  if (cb)
    cb(mlirStringRefCreateFromCString(msg), userData);
}

MlirLogicalResult cuteParsePassPipeline(MlirOpPassManager pm,
                                        MlirStringRef pipeline,
                                        MlirStringCallback errorCallback,
                                        void *userData) {
  CutePipeline tree;
  char err[MSG_CAP + 256], anchor[256];
  Builder b = {&tree, err, sizeof err};
  bool ok = cutePipelineParse(pipeline, &tree, err, sizeof err);
  if (ok) {
    cutePassManagerAnchor(pm, anchor, sizeof anchor);
    int start = startOf(&tree, anchor);
    ok = dryRun(&b, anchor, start) && buildList(&b, pm, start);
  }
  cutePipelineFree(&tree);
  if (ok)
    return mlirLogicalResultSuccess();
  report(errorCallback, userData, err);
  return mlirLogicalResultFailure();
}
