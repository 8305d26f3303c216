/* cute-opt's command line. */
#include "opt.h"

#include <stdio.h>
#include <string.h>

static void usage(FILE *out) {
  fputs("usage: cute-opt [options] [input.mlir | -]\n"
        "\n"
        "Parses MLIR with the cute dialect loaded, verifies it (structure and\n"
        "algebra) and prints it.\n"
        "\n"
        "options:\n"
        "  -o FILE                      write the output to FILE (default -)\n"
        "  --mlir-print-op-generic      print every op in generic form\n"
        "  --mlir-print-debuginfo       print locations\n"
        "  --allow-unregistered-dialect accept ops of unknown dialects\n"
        "  --help, --version\n",
        out);
}

static int usageError(const char *fmt, const char *arg) {
  fprintf(stderr, "cute-opt: ");
  fprintf(stderr, fmt, arg);
  fputs("\n", stderr);
  usage(stderr);
  return 2;
}

/* Long options may be spelled with one dash or two, as in mlir-opt. */
static const char *longName(const char *arg) {
  if (arg[0] != '-')
    return NULL;
  return arg[1] == '-' ? arg + 2 : arg + 1;
}

static bool flag(const char *name, const char *want, bool *field) {
  if (strcmp(name, want) != 0)
    return false;
  *field = true;
  return true;
}

int optParseArgs(int argc, char **argv, OptOptions *o, bool *stop) {
  *o = (OptOptions){"-", "-", false, false, false};
  *stop = false;
  bool haveInput = false;
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i], *name = longName(a);
    if (!name || strcmp(a, "-") == 0) {
      if (haveInput)
        return usageError("more than one input file ('%s')", a);
      o->input = a;
      haveInput = true;
    } else if (strcmp(name, "o") == 0) {
      if (++i == argc)
        return usageError("%s needs a file name", a);
      o->output = argv[i];
    } else if (strncmp(name, "o=", 2) == 0) {
      o->output = name + 2;
    } else if (flag(name, "mlir-print-op-generic", &o->printGeneric) ||
               flag(name, "mlir-print-debuginfo", &o->printDebugInfo) ||
               flag(name, "allow-unregistered-dialect",
                    &o->allowUnregistered)) {
    } else if (strcmp(name, "help") == 0 || strcmp(name, "version") == 0) {
      if (name[0] == 'h')
        usage(stdout);
      else
        puts("cute-opt (cute-c) 0.1.0, MLIR 22");
      *stop = true;
      return 0;
    } else {
      return usageError("unknown option '%s'", a);
    }
  }
  return 0;
}
