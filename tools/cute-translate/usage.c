/* cute-translate's --help, --version and usage errors. */
#include "translate.h"

#include <stdio.h>

void trPrintHelp(void) {
  fputs(
      "OVERVIEW: cute-translate, MLIR with cute kernels to LLVM IR, PTX,\n"
      "cubin or fatbin (cute-c)\n"
      "\n"
      "USAGE: cute-translate MODE [options] [input.mlir | -]\n"
      "\n"
      "Parses the input, runs cute-to-nvvm (cute-to-base and upstream's\n"
      "NVVM lowering), writes the kernel ABI if asked, then serializes the\n"
      "one gpu.module of the input (docs/pipelines.md).\n"
      "\n"
      "MODES (one):\n"
      "  --mlir-to-llvmir    LLVM IR of the kernel module (of the whole\n"
      "                      lowered module when it has no gpu.module)\n"
      "  --mlir-to-ptx       PTX\n"
      "  --mlir-to-cubin     cubin (the toolkit's ptxas)\n"
      "  --mlir-to-fatbin    fatbinary (ptxas and fatbinary)\n"
      "  --mlir-to-c-object  an object file (-o FILE) with the image and a C\n"
      "                      launcher per kernel, and a header declaring them\n"
      "                      (docs/aot.md); link it with libcute_rt\n"
      "\n"
      "OPTIONS:\n"
      "  -o FILE             write the output to FILE (default -; cubin and\n"
      "                      fatbin are not written to a terminal)\n"
      "  --chip=sm_XX        target chip (default sm_90; sm_90a, sm_100a,\n"
      "                      sm_120a, ... as LLVM 22 knows them)\n"
      "  --features=+ptxNN   PTX version (default: the oldest the chip\n"
      "                      accepts, +ptx78 for sm_90)\n"
      "  --opt-level=N       0..3 (default 2): LLVM's and ptxas's\n"
      "  --assertions=MODE   cf.assert in kernels: trap (default; PTX trap,\n"
      "                      no message), message (__assertfail prints it;\n"
      "                      ptxas then serializes wgmma) or off (dropped);\n"
      "                      CuTe DSL's --enable-assertions is trap/message\n"
      "  --line-info[=BOOL]  MLIR locations as .loc/.file in the PTX and\n"
      "                      ptxas -lineinfo (compute-sanitizer reports\n"
      "                      .mlir lines); default false\n"
      "  --ptxas-options=S   more ptxas flags, e.g. '-v --maxrregcount=64'\n"
      "                      (cubin, fatbin; c-object unless --embed=ptx);\n"
      "                      what ptxas prints, -v's register and spill\n"
      "                      report too, goes to stderr\n"
      "  --toolkit=PATH      CUDA toolkit root (default $CUDA_PATH, else\n"
      "                      /usr/local/cuda, else the ptxas on PATH)\n"
      "  --dump-dir=DIR      keep each stage's IR, the PTX, the binary,\n"
      "                      ptxas's output and the ABI in DIR (default\n"
      "                      $CUTE_C_DUMP_DIR; unset: no dump)\n"
      "  --verify-each[=BOOL]\n"
      "                      MLIR's verifier after every pass, to find the\n"
      "                      pass that broke the IR; default false: the\n"
      "                      input and cute-to-nvvm's result are verified\n"
      "  --abi-out=FILE      write the kernels' .abi text (docs/abi.md)\n"
      "  --header-out=FILE   c-object: the header (default: -o's path, .h)\n"
      "  --c-prefix=NAME     c-object: prefix of every launcher's name\n"
      "  --embed=FORMAT      c-object: fatbin (default), cubin or ptx\n"
      "  --c-target-triple=T c-object: the object's target (default: this\n"
      "                      host's, e.g. x86_64-pc-linux-gnu)\n"
      "  --mlir-timing       MLIR's pass timing report, then the stages\n"
      "                      (parse, lowering, ABI, binary: LLVM IR to PTX\n"
      "                      and ptxas, output) on stderr\n"
      "  --help, --version\n"
      "\n"
      "Options take --name=value or --name value. --chip= to --verify-each\n"
      "are the compile options of the C API and the pipelines\n"
      "(docs/pipelines.md, \"Compile options\"); --mlir-to-c-object compiles\n"
      "its image with them too.\n"
      "\n"
      "Exit status: 0 on success, 1 when the input does not compile, 2 on a\n"
      "bad command line or bad options.\n",
      stdout);
}

void trPrintVersion(void) {
  puts("cute-translate (cute-c) 0.1.0\n  MLIR/LLVM 22 (C API), NVPTX");
}

int trUsageError(const char *fmt, const char *arg) {
  fputs("cute-translate: ", stderr);
  fprintf(stderr, fmt, arg);
  fputs("\nTry 'cute-translate --help' for more information.\n", stderr);
  return 2;
}
