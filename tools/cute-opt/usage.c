/* cute-opt's --help, --version, --list-passes and usage errors. */
#include "opt.h"

#include "cute-c/Passes.h"

#include <stdio.h>

void optPrintHelp(void) {
  fputs(
      "OVERVIEW: cute-opt, an mlir-opt for the cute dialect (cute-c)\n"
      "\n"
      "USAGE: cute-opt [options] [input.mlir | -]\n"
      "\n"
      "Parses MLIR with every upstream dialect and `cute` loaded, verifies\n"
      "it (MLIR's verifier and the cute algebra), runs the passes asked for\n"
      "(verifying after each) and prints the result.\n"
      "\n"
      "OPTIONS:\n"
      "  -o FILE                       write the output to FILE (default -)\n"
      "  --pass-pipeline=PIPELINE      e.g. 'builtin.module(cute-fold-static,"
      "canonicalize)'\n"
      "  --PASS[=OPTIONS]              add PASS (ours or any upstream pass,\n"
      "                                e.g. --cute-fold-static, --canonicalize,\n"
      "                                --canonicalize=\"top-down=false\"),\n"
      "                                in command-line order\n"
      "  --split-input-file[=MARKER]   process each `// -----` chunk alone\n"
      "  --verify-diagnostics[=all|only-expected]\n"
      "                                check diagnostics against the\n"
      "                                expected-error/warning/note/remark\n"
      "                                comments of the input\n"
      "  --mlir-print-op-generic       print every op in generic form\n"
      "  --mlir-print-debuginfo        print locations\n"
      "  --emit-bytecode               write MLIR bytecode instead of text\n"
      "  --no-implicit-module          the input is one top-level op, which\n"
      "                                the passes run on and which is printed\n"
      "                                (no module is wrapped around it)\n"
      "  --mlir-print-ir-after-all     print the IR after each pass (stderr)\n"
      "  --mlir-print-ir-before-all    print the IR before each pass (stderr)\n"
      "  --mlir-print-ir-after=PASS[,PASS...]\n"
      "  --mlir-print-ir-before=PASS[,PASS...]\n"
      "                                the same for the passes named (by\n"
      "                                their flag, e.g. cse); may repeat\n"
      "  --mlir-print-ir-after-change  print after a pass only if it changed\n"
      "                                the IR\n"
      "  --mlir-print-ir-after-failure\n"
      "                                print after a pass only if it failed\n"
      "  --mlir-print-ir-module-scope  print the whole module in those dumps\n"
      "  --mlir-pass-statistics        print the passes' statistics (stderr)\n"
      "  --mlir-pass-statistics-display=list|pipeline\n"
      "  --dump-pass-pipeline          print the pipeline that will run\n"
      "                                (stderr)\n"
      "  --mlir-disable-threading      run passes on one thread\n"
      "  --mlir-timing                 report parse, verify, pass and print\n"
      "                                times on stderr\n"
      "  --allow-unregistered-dialect  accept ops of unknown dialects\n"
      "  --cute-infer-result-types     before verifying, give every cute op\n"
      "                                the result types the verifier infers,\n"
      "                                in order (for writing .mlir by hand:\n"
      "                                a result needs only the right kind)\n"
      "  --list-passes                 list the passes and exit\n"
      "  --show-dialects               list the dialects and exit\n"
      "  --help, --version\n"
      "\n"
      "Exit status: 0 on success, 1 when the input or a pass fails, 2 on a\n"
      "bad command line.\n",
      stdout);
}

void optPrintVersion(void) {
  puts("cute-opt (cute-c) 0.1.0\n  MLIR/LLVM 22 (C API)");
}

void optPrintPasses(void) {
  puts("Passes of cute-c:");
  for (const char *const *n = cutePassNames(); *n; ++n) {
    const char *d = cutePassDescription(mlirStringRefCreateFromCString(*n));
    printf("  --%-28s - %s\n", *n, d ? d : "");
  }
  puts("\nPipelines of cute-c (options in braces, docs/pipelines.md):");
  for (const char *const *n = cutePipelineNames(); *n; ++n) {
    const char *d =
        cutePipelineDescription(mlirStringRefCreateFromCString(*n));
    printf("  --%-28s - %s\n", *n, d ? d : "");
  }
  puts("\nEvery upstream MLIR pass and pass pipeline is accepted too, as a\n"
       "flag (--canonicalize, --cse, --convert-scf-to-cf, ...) or inside\n"
       "--pass-pipeline; `mlir-opt --list-passes` lists them.");
}

int optUsageError(const char *fmt, const char *arg) {
  fputs("cute-opt: ", stderr);
  fprintf(stderr, fmt, arg);
  fputs("\nTry 'cute-opt --help' for more information.\n", stderr);
  return 2;
}
