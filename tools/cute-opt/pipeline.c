/* Passes: the pipeline of --pass-pipeline or of the pass flags, parsed by
 * cuteParsePassPipeline (ours and every upstream pass). Each top-level
 * element runs in its own pass manager so that our verifier
 * (cuteVerifyModule) can run after it; MLIR's verifier runs after every
 * pass inside the pass manager. IR dumps and timing come from the pass
 * manager itself. */
#define _POSIX_C_SOURCE 200809L /* dup, dup2, fileno */
#include "opt.h"

#include "cute-c/Dialects.h"
#include "cute-c/Passes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The top-level elements of `builtin.module(a,b{x=1},func.func(c))`:
 * split at commas outside (), {}, [] and quotes. Returns the number found
 * (at most max); -1 when `p` is not of that form. */
static int splitTopLevel(const char *p, const char **start, size_t *len,
                         int max) {
  static const char anchor[] = "builtin.module(";
  size_t n = strlen(p);
  while (n && (p[n - 1] == ' ' || p[n - 1] == '\n'))
    --n;
  if (strncmp(p, anchor, sizeof anchor - 1) != 0 || n == 0 || p[n - 1] != ')')
    return -1;
  const char *s = p + sizeof anchor - 1, *end = p + n - 1, *el = s;
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

static bool collectElements(const OptOptions *o, Elements *e) {
  int max = o->numPasses + (o->pipeline ? (int)strlen(o->pipeline) + 1 : 0);
  e->count = 0;
  e->text = calloc((size_t)max + 1, sizeof *e->text);
  const char **starts = calloc((size_t)max + 1, sizeof *starts);
  size_t *lens = calloc((size_t)max + 1, sizeof *lens);
  bool ok = e->text && starts && lens;
  for (int i = 0; ok && i < o->numPasses; ++i)
    ok = addElement(e, o->passes[i], strlen(o->passes[i]));
  int n = ok && o->pipeline ? splitTopLevel(o->pipeline, starts, lens, max)
                            : 0;
  if (n < 0 && ok) /* not builtin.module(...): let the parser say why */
    ok = (e->text[e->count++] = strdup(o->pipeline)) != NULL;
  for (int i = 0; ok && i < n; ++i)
    ok = addElement(e, starts[i], lens[i]);
  free(starts);
  free(lens);
  return ok;
}

typedef struct ErrorText {
  char buf[2048];
  size_t len;
} ErrorText;

static void collectError(MlirStringRef s, void *user) {
  ErrorText *t = user;
  size_t room = sizeof t->buf - 1 - t->len;
  size_t n = s.length < room ? s.length : room;
  memcpy(t->buf + t->len, s.data, n);
  t->len += n;
  t->buf[t->len] = '\0';
}

/* A pass manager holding `el`, or a null one with the reason in err. */
static MlirPassManager buildPassManager(MlirContext ctx, const char *el,
                                        ErrorText *err) {
  MlirPassManager pm = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString("builtin.module"));
  err->len = 0;
  err->buf[0] = '\0';
  if (mlirLogicalResultIsSuccess(cuteParsePassPipeline(
          mlirPassManagerGetAsOpPassManager(pm),
          mlirStringRefCreateFromCString(el), collectError, err)))
    return pm;
  mlirPassManagerDestroy(pm);
  return (MlirPassManager){NULL};
}

/* A usage error (2) naming the flag or the pipeline, or 0. */
static int check(MlirContext ctx, const char *text, const char *flag) {
  ErrorText err;
  MlirPassManager pm = buildPassManager(ctx, text, &err);
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

/* The flags one by one, the pipeline whole (so that columns in messages
 * are the user's). */
int optCheckPipeline(const OptOptions *o) {
  MlirContext ctx = mlirContextCreate();
  int rc = 0;
  for (int i = 0; rc == 0 && i < o->numPasses; ++i)
    rc = check(ctx, o->passes[i], o->passArgs[i]);
  if (rc == 0 && o->pipeline)
    rc = check(ctx, o->pipeline, NULL);
  mlirContextDestroy(ctx);
  return rc;
}

static void configure(MlirPassManager pm, const OptOptions *o) {
  if (o->printAfterAll || o->printBeforeAll) {
    MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
    if (o->printGeneric)
      mlirOpPrintingFlagsPrintGenericOpForm(flags);
    if (o->printDebugInfo)
      mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
    mlirPassManagerEnableIRPrinting(pm, o->printBeforeAll, o->printAfterAll,
                                    o->printModuleScope, false, false, flags,
                                    mlirStringRefCreate(NULL, 0));
    mlirOpPrintingFlagsDestroy(flags);
  }
  if (o->timing)
    mlirPassManagerEnableTiming(pm);
}

/* The pass manager prints its timing report on stderr when destroyed;
 * with --mlir-timing that text is caught in a temporary file and merged
 * into our report instead. */
static void destroyPassManager(MlirPassManager pm, OptTiming *timing) {
  FILE *tmp = timing ? tmpfile() : NULL;
  int saved = tmp ? dup(2) : -1;
  if (saved < 0) {
    mlirPassManagerDestroy(pm);
    if (tmp)
      fclose(tmp);
    return;
  }
  fflush(stderr);
  dup2(fileno(tmp), 2);
  mlirPassManagerDestroy(pm);
  fflush(stderr);
  dup2(saved, 2);
  close(saved);
  long size = ftell(tmp);
  char *text = size > 0 ? malloc((size_t)size) : NULL;
  rewind(tmp);
  if (text && fread(text, 1, (size_t)size, tmp) == (size_t)size)
    optTimingAddReport(timing, text, (size_t)size);
  free(text);
  fclose(tmp);
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

bool optRunPipeline(MlirContext ctx, MlirOperation module,
                    const OptOptions *o, OptTiming *timing) {
  Elements e = {0};
  bool ok = collectElements(o, &e);
  ErrorText err;
  for (int i = 0; ok && i < e.count; ++i) {
    MlirPassManager pm = buildPassManager(ctx, e.text[i], &err);
    if (mlirPassManagerIsNull(pm)) { /* checked before; cannot happen */
      fprintf(stderr, "cute-opt: %s\n", err.buf);
      ok = false;
      break;
    }
    configure(pm, o);
    ok = mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, module));
    destroyPassManager(pm, o->timing ? timing : NULL);
    ok = ok && verifyTimed(module, o, timing);
  }
  freeElements(&e);
  return ok;
}
