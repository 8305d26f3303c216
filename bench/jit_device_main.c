/* One executable for the GPU machine, which has no MLIR
 * (scripts/build-jit-device.sh links it statically against MLIR's and
 * LLVM's archives): the programs that compile in process, each built
 * with its main renamed, chosen by the first argument.
 *   cute-jit-device jit_bench|host_vector_add|jit_vector_add|cute-translate
 *     ARGS... */
#include <stdio.h>
#include <string.h>

int jit_bench_main(int argc, char **argv);
int host_vector_add_main(int argc, char **argv);
int jit_vector_add_main(int argc, char **argv);
int cute_translate_main(int argc, char **argv);

int main(int argc, char **argv) {
  static const struct {
    const char *name;
    int (*run)(int, char **);
  } kPrograms[] = {{"jit_bench", jit_bench_main},
                   {"host_vector_add", host_vector_add_main},
                   {"jit_vector_add", jit_vector_add_main},
                   {"cute-translate", cute_translate_main}};
  for (size_t i = 0; argc > 1 && i < sizeof kPrograms / sizeof *kPrograms; ++i)
    if (!strcmp(argv[1], kPrograms[i].name))
      return kPrograms[i].run(argc - 1, argv + 1);
  fprintf(stderr,
          "usage: %s "
          "jit_bench|host_vector_add|jit_vector_add|cute-translate ARGS...\n",
          argv[0]);
  return 2;
}
