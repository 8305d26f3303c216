// cute-gpu-asserts (lib/Conversion/gpu_asserts.c, docs/pipelines.md,
// "Assertions"): cf.assert in device code, a gpu.module or a gpu.launch
// body, at any depth of scf regions, becomes a predicated PTX trap in
// inline assembly, taken when the condition is false (mode=trap, the
// default; no branch, so LLVM puts no trap block at the kernel's end), stays for MLIR's __assertfail
// (mode=message) or goes (mode=off); host asserts are never touched.
// RUN: cute-opt --cute-gpu-asserts %s | FileCheck %s --check-prefixes=TRAP,HOST
// RUN: cute-opt --cute-gpu-asserts=mode=trap %s | FileCheck %s --check-prefixes=TRAP,HOST
// RUN: cute-opt --pass-pipeline='builtin.module(cute-gpu-asserts{mode=message})' %s | FileCheck %s --check-prefixes=MESSAGE,HOST
// RUN: cute-opt --pass-pipeline='builtin.module(cute-gpu-asserts{mode=off})' %s | FileCheck %s --check-prefixes=OFF,HOST
// The message survives in the trap's location only.
// RUN: cute-opt --cute-gpu-asserts --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC
// Scheduled inside a gpu.module, or on a function of one.
// RUN: cute-opt --pass-pipeline='builtin.module(gpu.module(cute-gpu-asserts))' %s | FileCheck %s --check-prefix=IN-MODULE
// RUN: cute-opt --pass-pipeline='builtin.module(gpu.module(gpu.func(cute-gpu-asserts{mode=off})))' %s | FileCheck %s --check-prefix=NESTED-OFF

// TRAP-LABEL: gpu.func @kernel
// TRAP-SAME: (%[[N:.*]]: i32, %[[LB:.*]]: index, %[[UB:.*]]: index)
// TRAP-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// TRAP-NEXT: %[[OK:.*]] = arith.cmpi sgt, %[[N]], %[[C0]] : i32
// TRAP-NEXT: %[[W:.*]] = arith.extui %[[OK]] : i1 to i32
// TRAP-NEXT: llvm.inline_asm has_side_effects "{\0A\09.reg .pred failed;\0A\09setp.eq.u32 failed, $0, 0;\0A\09@failed trap;\0A\09}", "r" %[[W]] : (i32) -> ()
// TRAP-NEXT: %[[C1:.*]] = arith.constant 1 : index
// TRAP-NEXT: scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[C1]] {
// TRAP-NEXT: scf.if %[[OK]] {
// TRAP-NEXT: %[[W2:.*]] = arith.extui %[[OK]] : i1 to i32
// TRAP-NEXT: llvm.inline_asm has_side_effects "{{.*}}@failed trap;{{.*}}", "r" %[[W2]] : (i32) -> ()
// TRAP-NEXT: }
// TRAP-NEXT: }
// TRAP-NEXT: gpu.return

// MESSAGE-LABEL: gpu.func @kernel
// MESSAGE: cf.assert %{{.*}}, "n must be positive"
// MESSAGE: scf.for
// MESSAGE-NEXT: scf.if
// MESSAGE-NEXT: cf.assert %{{.*}}, "nested in a loop"
// MESSAGE-NOT: trap

// OFF-LABEL: gpu.func @kernel
// OFF-NEXT: arith.constant 0 : i32
// OFF-NEXT: arith.cmpi
// OFF-NEXT: arith.constant 1 : index
// OFF-NEXT: scf.for
// OFF-NEXT: scf.if
// OFF-NEXT: }
// OFF-NEXT: }
// OFF-NEXT: gpu.return
// OFF-NOT: trap

// LOC: llvm.inline_asm {{.*}}trap{{.*}} loc(#[[L1:loc[0-9]*]])
// LOC: llvm.inline_asm {{.*}}trap{{.*}} loc(#[[L2:loc[0-9]*]])
// LOC-DAG: #[[L1]] = loc("n must be positive"(
// LOC-DAG: #[[L2]] = loc("nested in a loop"(

// IN-MODULE-LABEL: gpu.func @kernel
// IN-MODULE-NOT: cf.assert
// IN-MODULE-COUNT-2: @failed trap
// IN-MODULE-NOT: @failed trap
// IN-MODULE: cf.assert %{{.*}}, "in a launch"

// NESTED-OFF-LABEL: gpu.func @kernel
// NESTED-OFF-NOT: cf.assert
// NESTED-OFF: func.func @host
// NESTED-OFF-NEXT: cf.assert %{{.*}}, "host"
// NESTED-OFF: cf.assert %{{.*}}, "in a launch"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%n: i32, %lb: index, %ub: index) kernel {
      %c0 = arith.constant 0 : i32
      %ok = arith.cmpi sgt, %n, %c0 : i32
      cf.assert %ok, "n must be positive"
      %c1 = arith.constant 1 : index
      scf.for %i = %lb to %ub step %c1 {
        scf.if %ok {
          cf.assert %ok, "nested in a loop"
        }
      }
      gpu.return
    }
  }

  // Host code: a function and the host side of a gpu.launch keep their
  // asserts; the launch body is device code.
  // HOST-LABEL: func.func @host
  // HOST-NEXT: cf.assert %{{.*}}, "host"
  // HOST: gpu.launch
  // TRAP: @failed trap
  // MESSAGE: cf.assert %{{.*}}, "in a launch"
  // OFF-NOT: "in a launch"
  // HOST: gpu.terminator
  // HOST: cf.assert %{{.*}}, "after the launch"
  func.func @host(%b: i1, %g: index) {
    cf.assert %b, "host"
    gpu.launch blocks(%bx, %by, %bz) in (%x = %g, %y = %g, %z = %g)
               threads(%tx, %ty, %tz) in (%u = %g, %v = %g, %w = %g) {
      cf.assert %b, "in a launch"
      gpu.terminator
    }
    cf.assert %b, "after the launch"
    return
  }
}
