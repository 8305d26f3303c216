/* `cute-assemble-nvvm-objects`: the cubin and fatbin step of our
 * pipelines. gpu-module-to-binary makes PTX (format=isa); this step hands
 * each PTX #gpu.object of an #nvvm.target to the toolkit's ptxas (and
 * fatbinary) through ptxas.c and puts the binary in its place, so that
 * ptxas's report (-v: registers, spills; warnings) is kept, in the
 * object's properties as `cute.ptxas_log`, where MLIR 22 would drop it.
 * Chip and ptxas --opt-level come from the object's target, as
 * gpu-module-to-binary takes them. A step of the cute-to-cubin and
 * cute-to-fatbin pipelines, not a named pass. */
#include "gpu_target.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/GPU.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The PTX object's properties for the binary: MLIR's LLVM IR to PTX
 * time, ours for ptxas (ISAToBinaryTimeInMs, as MLIR names it), and the
 * tools' log when they printed anything. */
static MlirAttribute binaryProperties(MlirContext ctx, MlirAttribute object,
                                      double ms, MlirStringRef log) {
  MlirNamedAttribute props[3];
  intptr_t n = 0;
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  MlirStringRef key = mlirStringRefCreateFromCString("LLVMIRToISATimeInMs");
  MlirAttribute old = mlirGPUObjectAttrHasProperties(object)
                          ? mlirGPUObjectAttrGetProperties(object)
                          : (MlirAttribute){NULL};
  MlirAttribute llvm = mlirAttributeIsNull(old)
                           ? old
                           : mlirDictionaryAttrGetElementByName(old, key);
  if (!mlirAttributeIsNull(llvm))
    props[n++] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, key), llvm);
  props[n++] = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx,
                        mlirStringRefCreateFromCString("ISAToBinaryTimeInMs")),
      mlirIntegerAttrGet(i64, (int64_t)ms));
  if (log.length)
    props[n++] = mlirNamedAttributeGet(
        mlirIdentifierGet(ctx,
                          mlirStringRefCreateFromCString("cute.ptxas_log")),
        mlirStringAttrGet(ctx, log));
  return mlirDictionaryAttrGet(ctx, n, props);
}

/* One object: the binary in place of the PTX, or an error at `binary`. */
static bool assembleObject(MlirOperation binary, MlirAttribute *object,
                           void *user) {
  const CuteGpuTarget *r = user;
  CuteNVVMTargetFields t;
  MlirAttribute target = mlirGPUObjectAttrGetTarget(*object);
  if (mlirGPUObjectAttrGetFormat(*object) != CUTE_OBJECT_ISA ||
      !cuteTargetNVVMFields(target, &t))
    return true;
  bool fatbin = r->format == CuteGpuFormatFatbin;
  CuteAssembled out = {{0}, {0}, 0, ""};
  double t0 = cuteTargetNowMs();
  bool ok = cuteTargetAssemble(r, mlirGPUObjectAttrGetObject(*object), t.chip,
                               t.optLevel, fatbin, &out);
  double ms = cuteTargetNowMs() - t0;
  MlirContext ctx = mlirAttributeGetContext(*object);
  MlirStringRef log = cuteStrBufRef(&out.log);
  if (ok && !out.binary.oom) {
    MlirAttribute props = binaryProperties(ctx, *object, ms, log);
    MlirStringRef bytes = cuteStrBufRef(&out.binary);
    *object =
        mlirGPUObjectAttrHasKernels(*object)
            ? mlirGPUObjectAttrGetWithKernels(
                  ctx, target, fatbin ? CUTE_OBJECT_FATBIN : CUTE_OBJECT_BIN,
                  bytes, props, mlirGPUObjectAttrGetKernels(*object))
            : mlirGPUObjectAttrGet(
                  ctx, target, fatbin ? CUTE_OBJECT_FATBIN : CUTE_OBJECT_BIN,
                  bytes, props);
  } else {
    MlirAttribute sym = mlirOperationGetAttributeByName(
        binary, mlirStringRefCreateFromCString("sym_name"));
    MlirStringRef name = mlirStringAttrGetValue(sym);
    CuteStrBuf msg = {0};
    char head[1024];
    snprintf(head, sizeof head, "cannot assemble @%.*s for %s: %s%s",
             (int)name.length, name.data, t.chip,
             out.why[0] ? out.why : "out of memory",
             log.length ? "; the tools' output:\n" : "");
    while (log.length && (log.data[log.length - 1] == '\n' ||
                          log.data[log.length - 1] == ' '))
      --log.length;
    cuteStrBufAppend(&msg, head, strlen(head));
    cuteStrBufAppend(&msg, log.data, log.length);
    mlirEmitError(mlirOperationGetLocation(binary), cuteStrBufText(&msg));
    cuteStrBufFree(&msg);
    ok = false;
  }
  cuteStrBufFree(&out.binary);
  cuteStrBufFree(&out.log);
  return ok;
}

typedef struct AssemblePassKind {
  _Alignas(8) char typeIdAnchor;
} AssemblePassKind;
static const AssemblePassKind kAssemblePass = {0};

static void destroy(void *user) { free(user); }

static void *copyTarget(void *user) {
  CuteGpuTarget *copy = malloc(sizeof *copy);
  if (copy)
    memcpy(copy, user, sizeof *copy);
  return copy;
}

static void runAssemble(MlirOperation op, MlirExternalPass pass, void *user) {
  bool ok;
  if (!user) {
    mlirEmitError(mlirOperationGetLocation(op),
                  "cute-assemble-nvvm-objects: out of memory");
    ok = false;
  } else {
    ok = cuteTargetEachObject(op, "cute-assemble-nvvm-objects", assembleObject,
                              user);
  }
  if (!ok)
    mlirExternalPassSignalFailure(pass);
}

MlirPass cuteCreateAssemblePass(const CuteGpuTarget *r) {
  MlirExternalPassCallbacks cb = {cuteTargetPassNoop, destroy, NULL, copyTarget,
                                  runAssemble};
  return mlirCreateExternalPass(
      mlirTypeIDCreate(&kAssemblePass.typeIdAnchor),
      mlirStringRefCreateFromCString("CuteAssembleNVVMObjects"),
      mlirStringRefCreateFromCString("cute-assemble-nvvm-objects"),
      mlirStringRefCreateFromCString(
          "Assemble the PTX of every #nvvm.target object with the toolkit's "
          "ptxas (and fatbinary), keeping ptxas's report"),
      mlirStringRefCreate(NULL, 0), 0, NULL, cb, copyTarget((void *)r));
}
