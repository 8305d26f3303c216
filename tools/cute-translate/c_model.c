/* The launchers of an object, planned from the ABI text as the runtime
 * reads it (cuteRtAbiParse, cuteRtAotParamOf): one path decides how an
 * argument is passed, for the compiler and the runtime alike. */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include "c_object.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *trCScalarType(CuteRtScalarType t) {
  switch (t) {
  case CUTE_RT_SCALAR_I1:
    return "bool";
  case CUTE_RT_SCALAR_I8:
    return "int8_t";
  case CUTE_RT_SCALAR_I16:
    return "int16_t";
  case CUTE_RT_SCALAR_I32:
    return "int32_t";
  case CUTE_RT_SCALAR_I64:
    return "int64_t";
  case CUTE_RT_SCALAR_F16:
  case CUTE_RT_SCALAR_BF16:
    return "uint16_t";
  case CUTE_RT_SCALAR_F32:
    return "float";
  default:
    return "double";
  }
}

static bool isIdentifier(const char *s) {
  if (!*s || (*s >= '0' && *s <= '9'))
    return false;
  for (; *s; ++s)
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
          (*s >= '0' && *s <= '9') || *s == '_'))
      return false;
  return true;
}

/* Names a parameter may not take: C's keywords and the launcher's own. */
static bool isReserved(const char *s) {
  static const char *const kWords[] = {
      "auto",     "break",    "case",     "char",   "const",   "continue",
      "default",  "do",       "double",   "else",   "enum",    "extern",
      "float",    "for",      "goto",     "if",     "inline",  "int",
      "long",     "register", "restrict", "return", "short",   "signed",
      "sizeof",   "static",   "struct",   "switch", "typedef", "union",
      "unsigned", "void",     "volatile", "while",  "bool",    "true",
      "false",    "ctx",      "config",   "err",    "out"};
  for (size_t i = 0; i < sizeof kWords / sizeof kWords[0]; ++i)
    if (!strcmp(s, kWords[i]))
      return true;
  return s[0] == '_'; /* reserved to the implementation, or close to it */
}

/* s, or a `_leaves` parameter beside it, meets a name given before. */
static bool taken(char **names, size_t n, const char *s) {
  char mine[300], theirs[300];
  snprintf(mine, sizeof mine, "%s_leaves", s);
  for (size_t i = 0; i < n; ++i) {
    snprintf(theirs, sizeof theirs, "%s_leaves", names[i]);
    if (!strcmp(names[i], s) || !strcmp(theirs, s) || !strcmp(names[i], mine))
      return true;
  }
  return false;
}

/* Argument i's C name: the source's when it is a usable identifier, else
 * argI. NULL when out of memory. */
static char *cName(const char *src, size_t i, char **before) {
  char buf[64];
  if (src && strlen(src) < 200 && isIdentifier(src) && !isReserved(src) &&
      !taken(before, i, src))
    return strdup(src);
  snprintf(buf, sizeof buf, "arg%zu", i);
  return strdup(buf);
}

static bool planKernel(TrCObject *obj, TrCKernel *k, const TrArgNames *names) {
  const TrKernelNames *src = trKernelNames(names, k->name);
  k->numArgs = cuteRtAbiKernelGetNumArgs(k->abi);
  size_t n = k->numArgs ? k->numArgs : 1;
  k->params = calloc(n, sizeof *k->params);
  k->argNames = calloc(n, sizeof *k->argNames);
  k->srcNames = calloc(n, sizeof *k->srcNames);
  size_t len = strlen(obj->prefix) + strlen(k->name) + 1;
  k->cname = malloc(len);
  if (!k->params || !k->argNames || !k->srcNames || !k->cname)
    return false;
  snprintf(k->cname, len, "%s%s", obj->prefix, k->name);
  for (size_t i = 0; i < k->numArgs; ++i) {
    CuteRtAbiArgInfo info;
    cuteRtAbiKernelGetArgInfo(k->abi, i, &info, NULL);
    TrCParam *p = &k->params[i];
    p->form = cuteRtAotParamOf(&info);
    p->scalar = info.scalarType;
    p->leaves = p->form == CUTE_RT_AOT_PARAM_MEMREF && info.numDynamicLeaves;
    k->hasTensor |= p->form == CUTE_RT_AOT_PARAM_TENSOR;
    k->srcNames[i] = src && src->numArgs == k->numArgs ? src->names[i] : NULL;
    if (!(k->argNames[i] = cName(k->srcNames[i], i, k->argNames)))
      return false;
  }
  return true;
}

/* Every C symbol the object defines: NAME, NAME_dl, NAME_kernel. */
static bool checkNames(const TrCObject *obj) {
  static const char *const kSuffixes[] = {"", "_dl", "_kernel"};
  char a[512], b[512];
  for (size_t i = 0; i < obj->numKernels; ++i) {
    const TrCKernel *k = &obj->kernels[i];
    if (!isIdentifier(k->cname)) {
      fprintf(stderr,
              "cute-translate: %s: kernel `%s` gives the launcher "
              "name `%s`, which is no C identifier (--c-prefix "
              "must be one too)\n",
              obj->source, k->name, k->cname);
      return false;
    }
    for (size_t j = 0; j < i; ++j)
      for (int s = 0; s < 3; ++s)
        for (int t = 0; t < 3; ++t) {
          snprintf(a, sizeof a, "%s%s", k->cname, kSuffixes[s]);
          snprintf(b, sizeof b, "%s%s", obj->kernels[j].cname, kSuffixes[t]);
          if (strcmp(a, b) == 0) {
            fprintf(stderr,
                    "cute-translate: %s: kernels `%s` and `%s` both "
                    "define the C function `%s`\n",
                    obj->source, obj->kernels[j].name, k->name, a);
            return false;
          }
        }
  }
  return true;
}

bool trCObjectBuild(TrCObject *obj, const TrArgNames *names) {
  CuteRtError err;
  if (cuteRtAbiParse(obj->abiText.data, obj->abiText.length, "kernel ABI",
                     &obj->abi, &err)) {
    fprintf(stderr, "cute-translate: the kernel ABI: %s\n", err.message);
    return false;
  }
  obj->numKernels = cuteRtAbiGetNumKernels(obj->abi);
  if (obj->numKernels == 0) {
    fprintf(stderr,
            "cute-translate: %s: no kernel (a gpu.func with "
            "`kernel`) to write a launcher for\n",
            obj->source);
    return false;
  }
  obj->kernels = calloc(obj->numKernels, sizeof *obj->kernels);
  bool ok = obj->kernels != NULL;
  for (size_t i = 0; ok && i < obj->numKernels; ++i) {
    TrCKernel *k = &obj->kernels[i];
    k->abi = cuteRtAbiGetKernel(obj->abi, i);
    k->name = cuteRtAbiKernelGetName(k->abi);
    k->index = (uint32_t)i;
    if (cuteRtAbiKernelGetNumArgs(k->abi) > CUTE_RT_MAX_PARAMS) {
      fprintf(stderr,
              "cute-translate: %s: kernel `%s` takes %zu arguments, "
              "more than the %d a launcher takes\n",
              obj->source, k->name, cuteRtAbiKernelGetNumArgs(k->abi),
              CUTE_RT_MAX_PARAMS);
      return false;
    }
    if (!(ok = planKernel(obj, k, names)))
      fprintf(stderr, "cute-translate: out of memory\n");
  }
  if (!obj->kernels)
    fprintf(stderr, "cute-translate: out of memory\n");
  return ok && checkNames(obj);
}

void trCObjectFree(TrCObject *obj) {
  for (size_t i = 0; obj->kernels && i < obj->numKernels; ++i) {
    TrCKernel *k = &obj->kernels[i];
    for (size_t a = 0; k->argNames && a < k->numArgs; ++a)
      free(k->argNames[a]);
    free(k->argNames);
    free(k->srcNames);
    free(k->params);
    free(k->cname);
  }
  free(obj->kernels);
  cuteRtAbiDestroy(obj->abi);
  obj->kernels = NULL;
  obj->abi = (CuteRtAbi){NULL};
}
