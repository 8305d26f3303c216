// cute.get_scalars result types, as NVIDIA CuTe IR gives them: a static
// leaf is i32 when its value fits (else i64), a dynamic leaf has its width,
// a scaled basis V@M.. gives its scale then one i32 per basis index, a
// swizzle gives three i32 (none with only_dynamic).
// RUN: cute-opt %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @widths
// CHECK: "cute.get_scalars"(%{{.*}}) : (!cute.layout<"(2,16):(16,1)">) -> (i32, i32, i32, i32)
// CHECK: "cute.get_scalars"(%{{.*}}) : (!cute.shape<"(3,?)">) -> (i32, i32)
// CHECK: "cute.get_scalars"(%{{.*}}) : (!cute.int_tuple<"4294967296">) -> i64
// CHECK: "cute.get_scalars"(%{{.*}}) <{only_dynamic}> : (!cute.stride<"(?{i64},2,?{i64})">) -> (i64, i64)
func.func @widths(%a: !cute.layout<"(2,16):(16,1)">, %b: !cute.shape<"(3,?)">,
                  %c: !cute.int_tuple<"4294967296">,
                  %d: !cute.stride<"(?{i64},2,?{i64})">) {
  %0:4 = "cute.get_scalars"(%a) : (!cute.layout<"(2,16):(16,1)">) -> (i32, i32, i32, i32)
  %1:2 = "cute.get_scalars"(%b) : (!cute.shape<"(3,?)">) -> (i32, i32)
  %2 = "cute.get_scalars"(%c) : (!cute.int_tuple<"4294967296">) -> i64
  %3:2 = "cute.get_scalars"(%d) <{only_dynamic}> : (!cute.stride<"(?{i64},2,?{i64})">) -> (i64, i64)
  return
}

// CHECK-LABEL: func.func @bases
// CHECK: "cute.get_scalars"(%{{.*}}) : (!cute.stride<"(1@1,2@0)">) -> (i32, i32, i32, i32)
// CHECK: "cute.get_scalars"(%{{.*}}) : (!cute.stride<"3@1@0">) -> (i32, i32, i32)
// CHECK: "cute.get_scalars"(%{{.*}}) <{only_dynamic}> : (!cute.stride<"(?@1,2@0)">) -> i32
// CHECK: "cute.get_scalars"(%{{.*}}) <{only_dynamic}> : (!cute.stride<"(1@0,2@1)">) -> ()
func.func @bases(%a: !cute.stride<"(1@1,2@0)">, %b: !cute.stride<"3@1@0">,
                 %c: !cute.stride<"(?@1,2@0)">, %d: !cute.stride<"(1@0,2@1)">) {
  %0:4 = "cute.get_scalars"(%a) : (!cute.stride<"(1@1,2@0)">) -> (i32, i32, i32, i32)
  %1:3 = "cute.get_scalars"(%b) : (!cute.stride<"3@1@0">) -> (i32, i32, i32)
  %2 = "cute.get_scalars"(%c) <{only_dynamic}> : (!cute.stride<"(?@1,2@0)">) -> i32
  "cute.get_scalars"(%d) <{only_dynamic}> : (!cute.stride<"(1@0,2@1)">) -> ()
  return
}

// CHECK-LABEL: func.func @swizzles
// CHECK: "cute.get_scalars"(%{{.*}}) : (!cute.swizzle<"S<2,4,3>">) -> (i32, i32, i32)
// CHECK: "cute.get_scalars"(%{{.*}}) <{only_dynamic}> : (!cute.swizzle<"S<2,4,3>">) -> ()
// CHECK: "cute.get_scalars"(%{{.*}}) <{only_dynamic}> : (!cute.composed_layout<"S<2,4,3> o ? o (8,?):(?,1)">) -> (i32, i32, i32)
func.func @swizzles(%s: !cute.swizzle<"S<2,4,3>">,
                    %c: !cute.composed_layout<"S<2,4,3> o ? o (8,?):(?,1)">) {
  %0:3 = "cute.get_scalars"(%s) : (!cute.swizzle<"S<2,4,3>">) -> (i32, i32, i32)
  "cute.get_scalars"(%s) <{only_dynamic}> : (!cute.swizzle<"S<2,4,3>">) -> ()
  %1:3 = "cute.get_scalars"(%c) <{only_dynamic}> : (!cute.composed_layout<"S<2,4,3> o ? o (8,?):(?,1)">) -> (i32, i32, i32)
  return
}

// Mixed widths in one result list.
// CHECK-LABEL: func.func @mixed_widths
// CHECK: "cute.get_scalars"(%{{.*}}) : (!cute.shape<"(?{i64},5)">) -> (i64, i32)
func.func @mixed_widths(%s: !cute.shape<"(?{i64},5)">) {
  %0:2 = "cute.get_scalars"(%s) : (!cute.shape<"(?{i64},5)">) -> (i64, i32)
  return
}
