/* Module-level symbols the lowering creates (printf declarations and
 * format strings, static and dynamic shared-memory buffers): finding the
 * enclosing symbol table and a free name in it. */
#include "lower.h"

#include "str_buf.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

bool cuteLowerNameIs(MlirOperation op, const char *name) {
  MlirStringRef s = mlirIdentifierStr(mlirOperationGetName(op));
  return s.length == strlen(name) && !memcmp(s.data, name, s.length);
}

MlirOperation cuteLowerEnclosing(MlirOperation op, const char *name) {
  for (MlirOperation p = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
    if (cuteLowerNameIs(p, name))
      return p;
  return (MlirOperation){NULL};
}

MlirOperation cuteLowerFindSymbol(MlirBlock body, const char *name) {
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute a = mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("sym_name"));
    if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
      continue;
    MlirStringRef s = mlirStringAttrGetValue(a);
    if (s.length == strlen(name) && !memcmp(s.data, name, s.length))
      return op;
  }
  return (MlirOperation){NULL};
}

MlirOperation cuteLowerParseOp(CuteLowering *l, const char *text) {
  return mlirOperationCreateParse(
      l->ctx, mlirStringRefCreateFromCString(text),
      mlirStringRefCreateFromCString("cute-to-base"));
}

/* The body of the symbol table the current op's kernel lives in: its
 * gpu.module, else its builtin.module. */
static MlirBlock symbolBody(CuteLowering *l) {
  MlirOperation m = cuteLowerEnclosing(l->op, "gpu.module");
  if (mlirOperationIsNull(m))
    m = cuteLowerEnclosing(l->op, "builtin.module");
  if (mlirOperationIsNull(m))
    return (MlirBlock){NULL};
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(m, 0));
}

/* llvm.mlir.addressof @name (a shared-memory global) before the current
 * op. */
static MlirValue sharedAddress(CuteLowering *l, const char *name) {
  MlirType pt = cuteLowerPointerType(l, CUTE_SPACE_SMEM);
  MlirOperationState as = mlirOperationStateGet(
      mlirStringRefCreateFromCString("llvm.mlir.addressof"), l->loc);
  MlirNamedAttribute gn = mlirNamedAttributeGet(
      mlirIdentifierGet(l->ctx, mlirStringRefCreateFromCString("global_name")),
      mlirFlatSymbolRefAttrGet(l->ctx, mlirStringRefCreateFromCString(name)));
  mlirOperationStateAddAttributes(&as, 1, &gn);
  mlirOperationStateAddResults(&as, 1, &pt);
  MlirOperation addr = mlirOperationCreate(&as);
  mlirBlockInsertOwnedOperationBefore(l->block, l->op, addr);
  return mlirOperationGetResult(addr, 0);
}

/* The symbol table for a shared-memory buffer; null after a diagnostic. */
static MlirBlock sharedBody(CuteLowering *l) {
  MlirBlock body = symbolBody(l);
  if (mlirBlockIsNull(body))
    cuteLowerError(l, "shared memory needs an enclosing gpu.module or module");
  return body;
}

/* Parses the global `text` into the front of `body`. */
static bool addGlobal(CuteLowering *l, MlirBlock body, const char *text) {
  MlirOperation g = cuteLowerParseOp(l, text);
  if (mlirOperationIsNull(g)) {
    cuteLowerError(l, "could not create the shared-memory buffer");
    return false;
  }
  mlirBlockInsertOwnedOperation(body, 0, g);
  return true;
}

MlirValue cuteLowerSharedGlobal(CuteLowering *l, MlirType elem,
                                int64_t count, int64_t align) {
  MlirBlock body = sharedBody(l);
  if (mlirBlockIsNull(body))
    return (MlirValue){NULL};
  char name[64], text[512], elemText[128] = "";
  size_t len = 0;
  do
    snprintf(name, sizeof name, "__cute_smem_%u", l->smemCount++);
  while (!mlirOperationIsNull(cuteLowerFindSymbol(body, name)));
  cuteLowerPrintType(elem, elemText, sizeof elemText, &len);
  snprintf(text, sizeof text,
           "llvm.mlir.global internal @%s() {addr_space = 3 : i32, "
           "alignment = %lld : i64} : !llvm.array<%lld x %s>",
           name, (long long)align, (long long)count, elemText);
  if (!addGlobal(l, body, text))
    return (MlirValue){NULL};
  return sharedAddress(l, name);
}

/* The dynamic buffer is an external zero-length array in address space 3,
 * as CUDA C++ declares `extern __shared__` (PTX: .extern .shared); the
 * launch's dynamic shared-memory size gives its extent. One per module. */
#define DYN_SMEM_NAME "__cute_dyn_smem"

/* The buffer's address through a PTX `mov` the compiler does not see
 * through. Given the symbol, LLVM folds it into every access at a
 * constant offset (`[__cute_dyn_smem+8]`), and ptxas derives each such
 * operand again from the CTA's rank in its cluster (an S2UR of
 * SR_CgaCtaId: 13 before the first TMA load of NVIDIA's traced
 * dense_gemm, about 0.15 us a CTA on an H100; docs/lowering.md); from
 * one register it derives it once. NVIDIA's compiler gets the same from
 * making the address warp-uniform (shfl). No side effects: LLVM keeps one
 * a kernel. */
static MlirValue opaqueAddress(CuteLowering *l, MlirValue p) {
  MlirType i64 = mlirIntegerTypeGet(l->ctx, 64);
  MlirValue bits = cuteEmitOp(l, "llvm.ptrtoint", i64, &p, 1);
  MlirNamedAttribute a[2] = {
      cuteLowerNamed(l, "asm_string",
                     mlirStringAttrGet(l->ctx, mlirStringRefCreateFromCString(
                                                   "mov.b64 $0, $1;"))),
      cuteLowerNamed(
          l, "constraints",
          mlirStringAttrGet(l->ctx, mlirStringRefCreateFromCString("=l,l")))};
  MlirOperation mov =
      cuteEmitOpWith(l, "llvm.inline_asm", &bits, 1, &i64, 1, a, 2);
  MlirValue copy = mlirOperationGetResult(mov, 0);
  return cuteEmitOp(l, "llvm.inttoptr", mlirValueGetType(p), &copy, 1);
}

MlirValue cuteLowerDynamicShared(CuteLowering *l) {
  MlirBlock body = sharedBody(l);
  if (mlirBlockIsNull(body))
    return (MlirValue){NULL};
  MlirOperation g = cuteLowerFindSymbol(body, DYN_SMEM_NAME);
  if (mlirOperationIsNull(g)) {
    char text[256];
    snprintf(text, sizeof text,
             "llvm.mlir.global external @" DYN_SMEM_NAME "() {addr_space = "
             "3 : i32, alignment = %d : i64} : !llvm.array<0 x i8>",
             CUTE_DYN_SMEM_ALIGN);
    if (!addGlobal(l, body, text))
      return (MlirValue){NULL};
  } else if (!cuteLowerNameIs(g, "llvm.mlir.global")) {
    cuteLowerError(l, "the symbol @" DYN_SMEM_NAME " is taken by another op");
    return (MlirValue){NULL};
  }
  return opaqueAddress(l, sharedAddress(l, DYN_SMEM_NAME));
}

void cuteLowerPrintType(MlirType t, char *buf, size_t cap, size_t *len) {
  CuteFixedStr text = {buf, cap, *len};
  mlirTypePrint(t, cuteFixedStrCallback, &text);
  *len = text.len;
}
