/* cute-layout: the layout calculator's command line. */
#include "tool.h"

#include <string.h>

#ifndef CUTE_LAYOUT_VERSION
#define CUTE_LAYOUT_VERSION "unknown"
#endif

static const char kUsage[] =
    "usage: cute-layout --batch < CASES.tsv\n"
    "       cute-layout --check FILE.tsv\n"
    "       cute-layout print LAYOUT\n"
    "       cute-layout svg LAYOUT > out.svg\n"
    "       cute-layout svg-tv THR_LAYOUT VAL_LAYOUT > out.svg\n"
    "       cute-layout svg-tv TILER TV_LAYOUT > out.svg\n"
    "       cute-layout svg-smem BITS LAYOUT > out.svg\n"
    "       cute-layout OP ARG... (one op, e.g. composition A B)\n"
    "       cute-layout CMD ATOM ARG... (tiled copies and MMAs, e.g.\n"
    "                   tiled_mma_tv ATOM ATOM_LAYOUT [PERM] A|B|C)\n"
    "       cute-layout gmma_desc k|mn SWIZZLE BITS LAYOUT\n"
    "       cute-layout --list-ops | --help | --version\n";

static const char kHelp[] =
    "\n"
    "CuTe's layout algebra on the command line.\n"
    "\n"
    "  --batch          read op<TAB>arg1<TAB>arg2... lines from stdin and\n"
    "                   print one line per case: the canonical result or\n"
    "                   'ERROR: <message>'. Empty and '#' lines are skipped.\n"
    "  --check FILE     run a conformance file whose last column is the\n"
    "                   expected result ('ERROR' matches any error); print\n"
    "                   failures, a table per op and 'N passed, M failed'.\n"
    "                   Exit status 1 on any failure. FILE '-' is stdin.\n"
    "  print LAYOUT     CuTe's print_layout table of a rank-1 or rank-2\n"
    "                   layout, e.g. print '(4,(2,2)):(2,(1,8))'.\n"
    "  svg LAYOUT       the same table as an SVG picture.\n"
    "  svg-tv THR VAL   the TV layout of make_layout_tv(THR, VAL) as SVG:\n"
    "                   one cell per tile element, coloured by thread and\n"
    "                   labelled T<thread> V<value>.\n"
    "  svg-tv TILER TV  the same picture of a TV layout over a tiler, as the\n"
    "                   atom commands print them ('[32:1;16:1] ((4,8),..)').\n"
    "  svg-smem BITS LAYOUT\n"
    "                   where a shared-memory layout of BITS-bit elements\n"
    "                   (plain, or composed 'S<3,3,3> o 0 o (8,64):(64,1)')\n"
    "                   puts each element: its offset over c<k>, the\n"
    "                   16-byte chunk k of its 128-byte row (the colour).\n"
    "  CMD ATOM ...     a tiled copy or MMA of an atom in NVIDIA's type\n"
    "                   spelling (see docs/cute-layout.md and --list-ops):\n"
    "                   atom_traits, tiled_copy_tv, tiled_mma_tv, tidfrg_S,\n"
    "                   tidfrg_D, partition_S, partition_D, retile,\n"
    "                   tiled_copy_A/B/C/C_atom/S/D, thr_layout_vmnk,\n"
    "                   thrfrg, mma_partition, partition_shape,\n"
    "                   mma_fragment.\n"
    "  gmma_desc k|mn SWIZZLE BITS LAYOUT\n"
    "                   the sm90 GMMA shared-memory descriptor of one wgmma\n"
    "                   operand: SWIZZLE the byte swizzle (S<3,4,3>) or\n"
    "                   none, BITS the value width, LAYOUT its (MN,K)\n"
    "                   layout; prints TYPE lbo L sbo S 0xDESC.\n"
    "  OP ARG...        evaluate one op (see --list-ops) and print it.\n"
    "\n"
    "Exit status: 0 success, 1 error or failed check, 2 usage error.\n";

static int usageError(const char *fmt, const char *arg) {
  fputs("cute-layout: ", stderr);
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  fputs(kUsage, stderr);
  return TOOL_EXIT_USAGE;
}

static int listOps(void) {
  for (const char *const *n = cuteEvalOpNames(); n && *n; n++)
    printf("%s\n", *n);
  for (unsigned i = 0; toolAtomOpName(i); i++)
    printf("%s\n", toolAtomOpName(i));
  return TOOL_EXIT_OK;
}

static int evalOne(int argc, char **argv) {
  CuteArena *a = toolArenaCreate();
  if (!a)
    return TOOL_EXIT_ERROR;
  CuteError err;
  memset(&err, 0, sizeof err);
  const char *res = toolEvalToString(a, argv[1], (unsigned)(argc - 2),
                                     (const char *const *)argv + 2, &err);
  if (res)
    printf("%s\n", res);
  else
    toolReportError(&err);
  cuteArenaDestroy(a);
  return res ? TOOL_EXIT_OK : TOOL_EXIT_ERROR;
}

/* A command or op given the wrong number of operands: a usage error. */
static int wrongCount(const char *cmd, const char *takes, int got) {
  fprintf(stderr, "cute-layout: '%s' takes %s, got %d\n", cmd, takes, got);
  fputs(kUsage, stderr);
  return TOOL_EXIT_USAGE;
}

/* Commands with a fixed number of operands: name, operand count. */
static int needArgs(int argc, char **argv, int n) {
  if (argc - 2 == n)
    return 0;
  char what[64];
  snprintf(what, sizeof what, "%d operand%s", n, n == 1 ? "" : "s");
  return wrongCount(argv[1], what, argc - 2);
}

static int dispatch(int argc, char **argv) {
  const char *cmd = argv[1];
  int bad;
  if (!strcmp(cmd, "--batch"))
    return (bad = needArgs(argc, argv, 0)) ? bad : toolRunBatch(stdin, stdout);
  if (!strcmp(cmd, "--check"))
    return (bad = needArgs(argc, argv, 1)) ? bad : toolRunCheck(argv[2], stdout);
  if (!strcmp(cmd, "print"))
    return (bad = needArgs(argc, argv, 1)) ? bad : toolRunPrint(argv[2], stdout);
  if (!strcmp(cmd, "svg"))
    return (bad = needArgs(argc, argv, 1)) ? bad : toolRunSvg(argv[2], stdout);
  if (!strcmp(cmd, "svg-tv"))
    return (bad = needArgs(argc, argv, 2))
               ? bad
               : toolRunSvgTV(argv[2], argv[3], stdout);
  if (!strcmp(cmd, "svg-smem"))
    return (bad = needArgs(argc, argv, 2))
               ? bad
               : toolRunSvgSmem(argv[2], argv[3], stdout);
  if (cmd[0] == '-')
    return usageError("unknown option '%s'", cmd);
  unsigned lo, hi;
  if (!cuteEvalOpArity(cmd, &lo, &hi) && !toolAtomOpArity(cmd, &lo, &hi))
    return usageError("unknown command or op '%s' (see --list-ops)", cmd);
  if ((unsigned)(argc - 2) < lo || (unsigned)(argc - 2) > hi) {
    char takes[48];
    cuteEvalOpArityText(lo, hi, takes, sizeof takes);
    return wrongCount(cmd, takes, argc - 2);
  }
  return evalOne(argc, argv);
}

int main(int argc, char **argv) {
  if (argc < 2)
    return usageError("%s", "missing command");
  if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
    printf("%s%s", kUsage, kHelp);
    return TOOL_EXIT_OK;
  }
  if (!strcmp(argv[1], "--version")) {
    printf("cute-layout %s\n", CUTE_LAYOUT_VERSION);
    return TOOL_EXIT_OK;
  }
  if (!strcmp(argv[1], "--list-ops"))
    return listOps();
  int status = dispatch(argc, argv);
  if (fflush(stdout) != 0 || ferror(stdout)) {
    fprintf(stderr, "cute-layout: error: cannot write the output\n");
    return TOOL_EXIT_ERROR;
  }
  return status;
}
