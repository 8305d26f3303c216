/* The names a source gives its kernels' arguments, for the launchers'
 * parameters and the runtime's messages: `a` for `gpu.func @k(%a: ...)`
 * (the argument's location is its `%a` in the input), or the name of a
 * NameLoc (`loc("a")`, as traced IR may carry). `%arg0`, what MLIR's
 * printer calls arguments, names nothing. */
#include "c_object.h"

#include "mlir-c/BuiltinAttributes.h"

#include <stdlib.h>
#include <string.h>

typedef struct Walk {
  const OptSource *src;
  TrArgNames *out;
  bool oom;
} Walk;

static bool isNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '_' || c == '$' || c == '.' || c == '-';
}

static char *dupN(const char *s, size_t n) {
  char *d = malloc(n + 1);
  if (d) {
    memcpy(d, s, n);
    d[n] = 0;
  }
  return d;
}

/* The `%name` at line:col of the input, without the '%'; NULL if the
 * location points elsewhere. */
static char *nameInSource(const OptSource *src, unsigned line, unsigned col) {
  const char *p = src->text, *end = src->text + src->len;
  for (unsigned l = 1; l < line && p < end; ++l) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    p = nl ? nl + 1 : end;
  }
  if (col < 1 || (size_t)(end - p) < col)
    return NULL;
  p += col - 1;
  if (*p != '%')
    return NULL;
  const char *q = ++p;
  while (q < end && isNameChar(*q))
    ++q;
  return q > p ? dupN(p, (size_t)(q - p)) : NULL;
}

/* `argN`: the name MLIR's printer makes up, not the author's. */
static bool isPrinterName(const char *s) {
  if (strncmp(s, "arg", 3) != 0 || !s[3])
    return false;
  for (s += 3; *s; ++s)
    if (*s < '0' || *s > '9')
      return false;
  return true;
}

static char *argName(MlirValue arg, const OptSource *src, bool *oom) {
  MlirLocation loc = mlirValueGetLocation(arg);
  char *name = NULL;
  if (mlirLocationIsAName(loc)) {
    MlirStringRef s = mlirIdentifierStr(mlirLocationNameGetName(loc));
    name = dupN(s.data, s.length);
    *oom |= !name;
    return name;
  }
  MlirStringRef file;
  unsigned line, col;
  if (optFindFileLineCol(loc, &file, &line, &col) && optIsSourceFile(src, file))
    name = nameInSource(src, line, col);
  if (name && isPrinterName(name)) {
    free(name);
    name = NULL;
  }
  return name;
}

static bool isKernel(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == 8 && !memcmp(n.data, "gpu.func", 8) &&
         !mlirAttributeIsNull(mlirOperationGetAttributeByName(
             op, mlirStringRefCreateFromCString("gpu.kernel")));
}

static void addKernel(Walk *w, MlirOperation op) {
  MlirAttribute sym = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("sym_name"));
  MlirRegion body = mlirOperationGetRegion(op, 0);
  MlirBlock entry = mlirRegionGetFirstBlock(body);
  if (!mlirAttributeIsAString(sym) || mlirBlockIsNull(entry))
    return;
  TrArgNames *o = w->out;
  TrKernelNames *grown =
      realloc(o->kernels, (o->numKernels + 1) * sizeof *grown);
  if (!grown) {
    w->oom = true;
    return;
  }
  o->kernels = grown;
  MlirStringRef s = mlirStringAttrGetValue(sym);
  size_t n = (size_t)mlirBlockGetNumArguments(entry);
  TrKernelNames *k = &o->kernels[o->numKernels++];
  *k = (TrKernelNames){dupN(s.data, s.length), n,
                       calloc(n ? n : 1, sizeof(char *))};
  if (!k->kernel || !k->names) {
    w->oom = true;
    return;
  }
  for (size_t i = 0; i < n; ++i)
    k->names[i] =
        argName(mlirBlockGetArgument(entry, (intptr_t)i), w->src, &w->oom);
}

static MlirWalkResult visit(MlirOperation op, void *user) {
  Walk *w = user;
  if (isKernel(op))
    addKernel(w, op);
  return w->oom ? MlirWalkResultInterrupt : MlirWalkResultAdvance;
}

TrArgNames *trCollectArgNames(MlirModule module, const OptSource *src) {
  Walk w = {src, calloc(1, sizeof(TrArgNames)), false};
  if (!w.out)
    return NULL;
  mlirOperationWalk(mlirModuleGetOperation(module), visit, &w,
                    MlirWalkPreOrder);
  if (w.oom) {
    trFreeArgNames(w.out);
    return NULL;
  }
  return w.out;
}

void trFreeArgNames(TrArgNames *names) {
  if (!names)
    return;
  for (size_t k = 0; k < names->numKernels; ++k) {
    TrKernelNames *kn = &names->kernels[k];
    for (size_t i = 0; kn->names && i < kn->numArgs; ++i)
      free(kn->names[i]);
    free(kn->names);
    free(kn->kernel);
  }
  free(names->kernels);
  free(names);
}

const TrKernelNames *trKernelNames(const TrArgNames *names,
                                   const char *kernel) {
  for (size_t k = 0; names && k < names->numKernels; ++k)
    if (names->kernels[k].kernel && !strcmp(names->kernels[k].kernel, kernel))
      return &names->kernels[k];
  return NULL;
}
