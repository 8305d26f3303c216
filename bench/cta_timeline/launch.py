#!/usr/bin/env python3
"""On a GPU machine: runs one sm80 tensor-core GEMM kernel (hgemm_AB or
bgemm_AB of python-free-examples/gemm/tensorop.mlir, C of the inputs' type)
from a cubin through the driver API (libcuda by ctypes, operands from
torch), on gemm.c's data (integers -2..2) and launch (its tile, threads,
dynamic shared memory and rasterisation), checks C against torch, prints
the mean time of ITERS back-to-back launches and, for a cubin built from
instrument.py's PTX, writes the timeline of the last of 5 more
back-to-back launches to OUT: one line a CTA, its five %globaltimer
values, five %clock64 values and SM (timeline.py reads it).

usage: launch.py CUBIN KERNEL M N K ITERS [OUT] [--smem BYTES]
  --smem: the build's dynamic shared memory (default: gemm.c's table,
  196608 bytes for mn, 147456 for the other layouts)"""
import ctypes as C
import sys

PROG = "launch.py"


def fail(msg):
    sys.stderr.write(f"{PROG}: {msg}\n")
    sys.exit(2)


args = [a for a in sys.argv[1:]]
smem = None
if "--smem" in args:
    i = args.index("--smem")
    if i + 1 >= len(args) or not args[i + 1].isdigit():
        fail("--smem wants a byte count")
    smem = int(args[i + 1])
    del args[i:i + 2]
if len(args) not in (6, 7):
    sys.stderr.write(__doc__.split("\n\n")[-1] + "\n")
    sys.exit(2)
cubin, name = args[0], args[1]
try:
    M, N, K, iters = (int(x) for x in args[2:6])
except ValueError:
    fail("M N K ITERS must be integers")
out = args[6] if len(args) == 7 else None
parts = name.split("_")
if len(parts) != 2 or parts[0] not in ("hgemm", "bgemm") or parts[1] not in ("mn", "mk", "kn", "kk"):
    fail(f"kernel '{name}': want hgemm_AB or bgemm_AB, AB one of mn mk kn kk")
am, bm = parts[1][0], parts[1][1]
if min(M, N, K, iters) < 1:
    fail("M N K ITERS must be positive")
if "k" in parts[1] and K % 8:
    fail(f"K = {K}: a K-major operand wants K a multiple of 8 (gemm.c pads it, launch.py does not)")
BM, BN = (256, 128) if am == "m" else (128, 256)
if smem is None:
    smem = (4 if parts[1] == "mn" else 3) * (128 + 256) * 64 * 2

import torch  # noqa: E402  (after the argument checks: no GPU needed for them)

cu = C.CDLL("libcuda.so.1")


def ck(r, what):
    if r:
        fail(f"{what}: CUresult {r}")


dt = torch.float16 if parts[0] == "hgemm" else torch.bfloat16
torch.backends.cuda.matmul.allow_tf32 = False  # the reference in f32
torch.zeros(1, device="cuda")
mod, fn = C.c_void_p(), C.c_void_p()
ck(cu.cuModuleLoad(C.byref(mod), cubin.encode()), f"cuModuleLoad {cubin}")
ck(cu.cuModuleGetFunction(C.byref(fn), mod, name.encode()), f"kernel {name}")
ck(cu.cuFuncSetAttribute(fn, 8, smem), "max dynamic shared memory")
g = torch.Generator(device="cuda").manual_seed(0)


def data(rows, cols):
    return torch.randint(-2, 3, (rows, cols), device="cuda", generator=g).to(dt)


# A (M,K) M-major: stored K x M; K-major: M x K. B (N,K) likewise.
A = data(K, M) if am == "m" else data(M, K)
B = data(K, N) if bm == "n" else data(N, K)
Af = A.float().T if am == "m" else A.float()
Bf = B.float().T if bm == "n" else B.float()
ref = Af @ Bf.T
ldc = (N + 3 + 7) // 8 * 8  # gemm.c: 3 columns of padding, 16-byte rows
Cm = torch.full((M, ldc), float("nan"), device="cuda", dtype=dt)
gm, gn = (M + BM - 1) // BM, (N + BN - 1) // BN
raster = 8 if gn > 5 else 4 if gn > 2 else 2 if gn > 1 else 1
vals = []
for ptr, rows, ld in ((A.data_ptr(), M, M if am == "m" else K),
                      (B.data_ptr(), N, N if bm == "n" else K),
                      (Cm.data_ptr(), M, ldc)):
    cols = N if ptr == Cm.data_ptr() else K
    vals += [C.c_uint64(ptr), C.c_uint32(rows), C.c_uint32(cols), C.c_uint64(ld)]
vals.append(C.c_uint32(raster))
params = (C.c_void_p * len(vals))(*[C.cast(C.pointer(v), C.c_void_p) for v in vals])
grid = (gm * raster, (gn + raster - 1) // raster, 1)
stream = C.c_void_p(torch.cuda.current_stream().cuda_stream)


def launch():
    ck(cu.cuLaunchKernel(fn, *grid, 256, 1, 1, smem, stream, params, None), "launch")


launch()
torch.cuda.synchronize()
wrong = int((Cm[:, :N].float() != ref.to(dt).float()).sum().item())
for _ in range(3):
    launch()
e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
e0.record()
for _ in range(iters):
    launch()
e1.record()
torch.cuda.synchronize()
us = e0.elapsed_time(e1) * 1000 / iters
print(f"{name} {M}x{N}x{K} {cubin.split('/')[-1]}: mean_us={us:.2f} "
      f"TFLOPs={2 * M * N * K / us / 1e6:.1f} wrong={wrong}")
if out:
    for _ in range(5):
        launch()
    torch.cuda.synchronize()
    dp, sz = C.c_uint64(), C.c_size_t()
    ck(cu.cuModuleGetGlobal_v2(C.byref(dp), C.byref(sz), mod, b"cta_timeline"),
       "no cta_timeline (a cubin of instrument.py's PTX?)")
    n = grid[0] * grid[1]
    if 96 * n > sz.value:
        fail(f"{n} CTAs, room for {sz.value // 96} (instrument.py --ctas)")
    buf = (C.c_uint64 * (12 * n))()
    ck(cu.cuMemcpyDtoH_v2(buf, dp, 96 * n), "copy the timeline")
    with open(out, "w") as f:
        f.write(f"# {name} {M}x{N}x{K}: t0..t4 (%globaltimer ns) c0..c4 (%clock64) sm\n")
        for i in range(n):
            r = buf[12 * i:12 * i + 12]
            f.write(" ".join(str(x) for x in r[:10]) + f" {r[10] & 0xffffffff}\n")
