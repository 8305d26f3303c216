/* Host code in MLIR's ExecutionEngine over libcute_rt (Jit.h): the
 * runtime's mgpu* functions registered by name, so the engine resolves
 * the calls gpu-to-llvm emitted to them and not to a
 * libmlir_cuda_runtime.so it would have to be given. */
#include "cute-c/Jit.h"
#include "cute-c/Mgpu.h"

void cuteJitRegisterRuntimeSymbols(MlirExecutionEngine engine) {
  size_t n = 0;
  const CuteRtMgpuSymbol *syms = cuteRtMgpuSymbols(&n);
  for (size_t i = 0; i < n; ++i)
    mlirExecutionEngineRegisterSymbol(
        engine, mlirStringRefCreateFromCString(syms[i].name),
        syms[i].address);
}
