/* Passes: the pipeline of --pass-pipeline or of the pass flags, parsed by
 * cuteParsePassPipeline (ours and every upstream pass). Each top-level
 * element runs in its own pass manager so that our verifier
 * (cuteVerifyModule) can run after it; MLIR's verifier runs after every
 * pass inside the pass manager. IR dumps and timing come from the pass
 * manager itself. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include "opt.h"

#include "str_buf.h"

#include "cute-c/Dialects.h"
#include "cute-c/Passes.h"
#include "mlir-c/Diagnostics.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The top-level elements of `ANCHOR(a,b{x=1},func.func(c))` (anchor
 * `builtin.module`, or the top-level op's name): split at commas outside
 * (), {}, [] and quotes. Returns the number found (at most max); -1 when
 * `p` is not of that form. */
static int splitTopLevel(const char *p, const char *anchor,
                         const char **start, size_t *len, int max) {
  p += strspn(p, " \n");
  size_t n = strlen(p), a = strlen(anchor);
  while (n && (p[n - 1] == ' ' || p[n - 1] == '\n'))
    --n;
  if (strncmp(p, anchor, a) != 0 || p[a] != '(' || n <= a + 1 ||
      p[n - 1] != ')')
    return -1;
  const char *s = p + a + 1, *end = p + n - 1, *el = s;
  int depth = 0, count = 0;
  bool quoted = false;
  for (; s <= end; ++s) {
    if (s < end && *s == '"')
      quoted = !quoted;
    else if (s < end && !quoted && strchr("({[", *s))
      ++depth;
    else if (s < end && !quoted && strchr(")}]", *s))
      --depth;
    else if (s == end || (*s == ',' && depth == 0 && !quoted)) {
      while (el < s && *el == ' ')
        ++el;
      if (s > el && count < max) {
        start[count] = el;
        len[count++] = (size_t)(s - el);
      }
      el = s + 1;
    }
  }
  return count;
}

typedef struct Elements {
  char **text;       /* one element each (`cse`, `func.func(...)`), owned */
  int count;
} Elements;

static void freeElements(Elements *e) {
  for (int i = 0; i < e->count; ++i)
    free(e->text[i]);
  free(e->text);
}

static bool addElement(Elements *e, const char *s, size_t n) {
  char *t = malloc(n + 1);
  if (!t)
    return false;
  memcpy(t, s, n);
  t[n] = '\0';
  e->text[e->count++] = t;
  return true;
}

static bool collectElements(const OptOptions *o, const char *anchor,
                            Elements *e) {
  int max = o->numPasses + (o->pipeline ? (int)strlen(o->pipeline) + 1 : 0);
  e->count = 0;
  e->text = calloc((size_t)max + 1, sizeof *e->text);
  const char **starts = calloc((size_t)max + 1, sizeof *starts);
  size_t *lens = calloc((size_t)max + 1, sizeof *lens);
  bool ok = e->text && starts && lens;
  for (int i = 0; ok && i < o->numPasses; ++i)
    ok = addElement(e, o->passes[i], strlen(o->passes[i]));
  int n = ok && o->pipeline
              ? splitTopLevel(o->pipeline, anchor, starts, lens, max)
              : 0;
  if (n < 0 && ok) /* not ANCHOR(...): let the parser say why */
    ok = (e->text[e->count++] = strdup(o->pipeline)) != NULL;
  for (int i = 0; ok && i < n; ++i)
    ok = addElement(e, starts[i], lens[i]);
  free(starts);
  free(lens);
  return ok;
}

/* Why a pipeline was refused. */
typedef struct ErrorText {
  char buf[2048];
  size_t len;
} ErrorText;

/* A pass manager on `anchor` holding `el`, or a null one with the reason
 * in err. */
static MlirPassManager buildPassManager(MlirContext ctx, const char *anchor,
                                        const char *el, ErrorText *err) {
  MlirPassManager pm = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString(anchor));
  CuteFixedStr why = cuteFixedStrInit(err->buf, sizeof err->buf);
  bool ok = mlirLogicalResultIsSuccess(cuteParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(pm), mlirStringRefCreateFromCString(el),
      cuteFixedStrCallback, &why));
  err->len = why.len;
  if (ok)
    return pm;
  mlirPassManagerDestroy(pm);
  return (MlirPassManager){NULL};
}

/* A usage error (2) naming the flag or the pipeline, or 0. */
static int check(MlirContext ctx, const char *text, const char *flag) {
  ErrorText err;
  MlirPassManager pm = buildPassManager(ctx, "builtin.module", text, &err);
  if (!mlirPassManagerIsNull(pm)) {
    mlirPassManagerDestroy(pm);
    return 0;
  }
  if (flag && strstr(err.buf, "does not refer to a registered pass"))
    return optUsageError("unknown option or pass '%s'", flag);
  fprintf(stderr, "cute-opt: bad %s '%s': %s\n",
          flag ? "pass option" : "pass pipeline", flag ? flag : text,
          err.len ? err.buf : "(no reason given)");
  return 2;
}

/* The names of --mlir-print-ir-before/-after must be passes (ours or
 * upstream), as mlir-opt requires of its registered passes. */
static int checkNames(MlirContext ctx, const OptNames *names,
                      const char *flag) {
  for (int i = 0; i < names->count; ++i)
    for (const char *s = names->items[i]; *s;) {
      size_t n = strcspn(s, ",");
      char name[256];
      ErrorText err;
      snprintf(name, sizeof name, "%.*s", (int)n, s);
      MlirPassManager pm = buildPassManager(ctx, "builtin.module", name, &err);
      if (!mlirPassManagerIsNull(pm))
        mlirPassManagerDestroy(pm);
      else if (n == 0 || strstr(err.buf, "does not refer to a registered"))
        return optUsageError(flag, name);
      s += n + (s[n] == ',');
    }
  return 0;
}

/* The flags one by one, the pipeline whole (so that columns in messages
 * are the user's). */
int optCheckPipeline(const OptOptions *o) {
  MlirContext ctx = mlirContextCreate();
  int rc = 0;
  for (int i = 0; rc == 0 && i < o->numPasses; ++i)
    rc = check(ctx, o->passes[i], o->passArgs[i]);
  if (rc == 0 && o->pipeline)
    rc = check(ctx, o->pipeline, NULL);
  if (rc == 0)
    rc = checkNames(ctx, &o->printBefore,
                    "unknown pass '%s' in --mlir-print-ir-before");
  if (rc == 0)
    rc = checkNames(ctx, &o->printAfter,
                    "unknown pass '%s' in --mlir-print-ir-after");
  mlirContextDestroy(ctx);
  return rc;
}

/* The C API dumps before or after every pass (or none) and cannot pick
 * passes: for --mlir-print-ir-before/-after=PASS it dumps all, and the
 * run's output is captured and filtered (passout.c); so is the
 * statistics report, to print one per chunk. */
static bool needsCapture(const OptOptions *o) {
  return o->printBefore.count || o->printAfter.count || o->statistics;
}

static void configure(MlirPassManager pm, const OptOptions *o) {
  bool before = o->printBeforeAll || o->printBefore.count;
  bool after = o->printAfterAll || o->printAfter.count || o->printAfterFailure;
  if (before || after) {
    MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
    if (o->printGeneric)
      mlirOpPrintingFlagsPrintGenericOpForm(flags);
    if (o->printDebugInfo)
      mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
    mlirPassManagerEnableIRPrinting(
        pm, before, after, o->printModuleScope, o->printAfterChange,
        o->printAfterFailure, flags, mlirStringRefCreate(NULL, 0));
    mlirOpPrintingFlagsDestroy(flags);
  }
  if (o->statistics)
    mlirPassManagerEnableStatistics(pm, o->statisticsPipeline
                                            ? MLIR_PASS_DISPLAY_MODE_PIPELINE
                                            : MLIR_PASS_DISPLAY_MODE_LIST);
  if (o->timing)
    mlirPassManagerEnableTiming(pm);
}

/* Runs pm on op; with needsCapture, through capture.c and passout.c. */
static bool runCaptured(MlirPassManager pm, MlirOperation op,
                        const OptOptions *o, OptStatistics *stats) {
  OptCapture c;
  bool captured = needsCapture(o) && optCaptureBegin(&c);
  bool ok = mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op));
  if (captured) {
    size_t len;
    char *text = optCaptureEnd(&c, &len);
    optPassOutput(text ? text : "", len, o, stats);
    free(text);
  }
  return ok;
}

/* The pass manager prints its timing report on stderr when destroyed;
 * with --mlir-timing that text is captured and merged into our report
 * instead. */
static void destroyPassManager(MlirPassManager pm, OptTiming *timing) {
  OptCapture c;
  if (!timing || !optCaptureBegin(&c)) {
    mlirPassManagerDestroy(pm);
    return;
  }
  mlirPassManagerDestroy(pm);
  size_t len;
  char *text = optCaptureEnd(&c, &len);
  if (text)
    optTimingAddReport(timing, text, len);
  free(text);
}

static bool verifyTimed(MlirOperation module, const OptOptions *o,
                        OptTiming *timing) {
  double t0 = optNow();
  CuteVerifyOptions vo = cuteVerifyOptionsGetDefault();
  vo.allowUnregistered = o->allowUnregistered;
  bool ok = mlirLogicalResultIsSuccess(cuteVerifyModuleWithOptions(module, &vo));
  optTimingAdd(timing, 0, "CuteVerifier", 12, optNow() - t0);
  return ok;
}

/* A pipeline's text as mlir-opt's --dump-pass-pipeline lays it out: each
 * pass on its own line, nested pass managers indented by two; options in
 * braces and quoted text as they are. Returns the number of top-level
 * passes (elements of the outermost parentheses). */
static int prettyPipeline(const char *s, FILE *out) {
  int depth = 0, braces = 0, top = 0;
  bool quoted = false, indent = false;
  for (; *s; ++s) {
    char c = *s;
    if (indent && c != ')') {
      fprintf(out, "%*s", 2 * depth, "");
      indent = false;
    }
    if (quoted || braces) {
      quoted = quoted ? c != '"' : c == '"';
      braces += !quoted && c == '{' ? 1 : !quoted && c == '}' ? -1 : 0;
      fputc(c, out);
    } else if (c == '(' || c == ',') {
      fprintf(out, "%c\n", c);
      depth += c == '(';
      top += depth == 1 && (c == ',' || s[1] != ')');
      indent = true;
    } else if (c == ')') {
      fprintf(out, "\n%*s)", 2 * (depth > 0 ? --depth : 0), "");
      indent = false;
    } else {
      quoted = c == '"';
      braces = c == '{';
      fputc(c, out);
    }
  }
  return top;
}

/* --dump-pass-pipeline: the whole pipeline in one pass manager, printed
 * by MLIR (mlirPrintPassPipeline, one line) and laid out as mlir-opt
 * prints it, on stderr, once per chunk. */
static void dumpPipeline(MlirContext ctx, const char *anchor,
                         const Elements *e) {
  size_t n = 1;
  for (int i = 0; i < e->count; ++i)
    n += strlen(e->text[i]) + 1;
  char *all = calloc(n, 1);
  ErrorText err;
  MlirPassManager pm = (MlirPassManager){NULL};
  if (all) {
    for (int i = 0; i < e->count; ++i)
      strcat(strcat(all, i ? "," : ""), e->text[i]);
    pm = buildPassManager(ctx, anchor, all, &err);
  }
  free(all);
  if (mlirPassManagerIsNull(pm))
    return;
  CuteStrBuf text = {0};
  mlirPrintPassPipeline(mlirPassManagerGetAsOpPassManager(pm),
                        cuteStrBufCallback, &text);
  mlirPassManagerDestroy(pm);
  if (text.data && !text.oom) {
    /* The header needs the count, which the layout finds: lay out first. */
    char *laid = NULL;
    size_t laidLen = 0;
    FILE *mem = open_memstream(&laid, &laidLen);
    int count = mem ? prettyPipeline(text.data, mem) : 0;
    if (mem && fclose(mem) == 0)
      fprintf(stderr, "Pass Manager with %d passes:\n%s\n\n", count, laid);
    free(laid);
  }
  cuteStrBufFree(&text);
}

/* The length of X when `p` is one anchored pipeline `X(...)`, else 0. */
static size_t singleAnchor(const char *p) {
  size_t n = strcspn(p, "({,\"");
  if (p[n] != '(')
    return 0;
  int depth = 0;
  bool quoted = false;
  const char *s = p + n;
  for (; *s; ++s) {
    if (*s == '"')
      quoted = !quoted;
    else if (!quoted && strchr("({[", *s))
      ++depth;
    else if (!quoted && strchr(")}]", *s) && --depth == 0)
      break;
  }
  return *s && s[strspn(s + 1, " \n") + 1] == '\0' ? n : 0;
}

/* --pass-pipeline=X(...) runs on the top-level op only when it is an X,
 * as in mlir-opt (it nested X's pass manager before). An error at the op
 * when it is not. */
static bool checkPipelineAnchor(MlirOperation op, const char *anchor,
                                const char *pipeline) {
  if (pipeline)
    pipeline += strspn(pipeline, " \n");
  size_t n = pipeline ? singleAnchor(pipeline) : 0;
  if (!n || (strlen(anchor) == n && !strncmp(pipeline, anchor, n)))
    return true;
  char msg[512];
  snprintf(msg, sizeof msg, "can't run '%.*s' pass manager on '%s' op",
           (int)(n < 200 ? n : 200), pipeline, anchor);
  mlirEmitError(mlirOperationGetLocation(op), msg);
  return false;
}

/* An element that fails on the top-level op's anchor (it was checked on
 * builtin.module; --no-implicit-module moves the anchor). */
static void reportBadElement(MlirOperation op, const char *anchor,
                             const char *el, const ErrorText *err) {
  char msg[2400];
  snprintf(msg, sizeof msg, "pass pipeline '%s' on '%s': %s", el, anchor,
           err->buf);
  mlirEmitError(mlirOperationGetLocation(op), msg);
}

/* The name of op, NUL-terminated in buf. */
static const char *opName(MlirOperation op, char *buf, size_t cap) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  snprintf(buf, cap, "%.*s", (int)n.length, n.data);
  return buf;
}

bool optRunPipeline(MlirContext ctx, MlirOperation op, const OptOptions *o,
                    OptTiming *timing) {
  char anchor[256];
  opName(op, anchor, sizeof anchor);
  Elements e = {0};
  bool ok = checkPipelineAnchor(op, anchor, o->pipeline) &&
            collectElements(o, anchor, &e);
  if (ok && o->dumpPipeline)
    dumpPipeline(ctx, anchor, &e);
  OptStatistics stats = {NULL, 0};
  ErrorText err;
  for (int i = 0; ok && i < e.count; ++i) {
    MlirPassManager pm = buildPassManager(ctx, anchor, e.text[i], &err);
    if (mlirPassManagerIsNull(pm)) { /* checked, unless the anchor moved */
      ok = false;
      reportBadElement(op, anchor, e.text[i], &err);
      break;
    }
    configure(pm, o);
    ok = runCaptured(pm, op, o, &stats);
    destroyPassManager(pm, o->timing ? timing : NULL);
    ok = ok && verifyTimed(op, o, timing);
  }
  if (o->statistics)
    optStatisticsFinish(&stats);
  freeElements(&e);
  return ok;
}
