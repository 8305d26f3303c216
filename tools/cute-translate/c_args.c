/* --mlir-to-c-object's options, spelled as the others (args.c). */
#include "c_object.h"

#include <stdio.h>
#include <string.h>

static const char *const kNames[] = {"header-out", "c-prefix", "embed",
                                     "c-target-triple"};
enum { kNumNames = sizeof kNames / sizeof kNames[0] };

static int setEmbed(const char *v, TrCObjectOptions *c) {
  static const struct {
    const char *name;
    CuteGpuFormat format;
  } kFormats[] = {{"fatbin", CuteGpuFormatFatbin},
                  {"cubin", CuteGpuFormatCubin},
                  {"ptx", CuteGpuFormatPTX}};
  for (size_t f = 0; f < sizeof kFormats / sizeof kFormats[0]; ++f)
    if (!strcmp(v, kFormats[f].name)) {
      c->embed = kFormats[f].format;
      return 0;
    }
  return trUsageError("--embed must be fatbin, cubin or ptx, got '%s'", v);
}

static int setValue(int which, const char *flag, const char *v,
                    TrCObjectOptions *c) {
  if (!*v)
    return trUsageError("%s needs a value", flag);
  if (!c->given)
    c->given = flag;
  switch (which) {
  case 0:
    c->headerOut = v;
    return 0;
  case 1:
    c->prefix = v;
    return 0;
  case 2:
    return setEmbed(v, c);
  default:
    c->triple = v;
    return 0;
  }
}

int trCObjectOption(int argc, char **argv, int *i, const char *name,
                    TrOptions *o) {
  for (int k = 0; k < kNumNames; ++k) {
    size_t n = strlen(kNames[k]);
    if (strncmp(name, kNames[k], n) != 0 || (name[n] != '\0' && name[n] != '='))
      continue;
    const char *flag = argv[*i], *v = name[n] == '=' ? name + n + 1 : NULL;
    if (!v) {
      if (*i + 1 == argc)
        return trUsageError("%s needs a value", flag);
      v = argv[++*i];
    }
    return setValue(k, flag, v, &o->cobj);
  }
  return 1;
}

CuteGpuFormat trCompileFormat(const TrOptions *o) {
  return o->mode == TrModeCObject ? o->cobj.embed : trFormat(o->mode);
}

int trCObjectCheck(const TrOptions *o) {
  if (o->mode != TrModeCObject)
    return o->cobj.given ? trUsageError("%s is an option of --mlir-to-c-object",
                                        o->cobj.given)
                         : 0;
  if (!strcmp(o->output, "-"))
    return trUsageError("%s", "--mlir-to-c-object writes an object file and "
                              "a header: give the object's path with -o FILE");
  if (o->cobj.headerOut && !strcmp(o->cobj.headerOut, "-"))
    return trUsageError("%s", "--header-out must name a file");
  return 0;
}
