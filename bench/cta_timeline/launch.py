#!/usr/bin/env python3
"""On a GPU machine: runs one sm80 tensor-core GEMM kernel (hgemm_AB or
bgemm_AB of python-free-examples/gemm/tensorop.mlir, C of the inputs' type)
from a cubin through the driver API (libcuda by ctypes, operands from
torch), on data drawn as gemm.c draws it (integers -2..2; not its values),
with C's rows padded as gemm.c pads them, and with the launch the example's
own host program gives that problem (`GEMM . --plan` with the same kernel,
layout and shape: tile, threads, dynamic shared memory, rasterisation and
grid), checks C against torch, prints the mean time of ITERS back-to-back
launches and, for a cubin built from instrument.py's PTX, writes the
timeline of the last of 5 more back-to-back launches to OUT: one line a
CTA, its five %globaltimer values, five %clock64 values and SM
(timeline.py reads it). --dry-run prints the launch and stops (no GPU).

usage: launch.py CUBIN KERNEL M N K ITERS [OUT] --gemm GEMM [--smem BYTES] [--dry-run]
  --gemm: python-free-examples/gemm's host program (bench/gemm_peers.sh
  build puts it in OUT/examples); --smem: another build's dynamic shared
  memory, passed to its --plan"""
import ctypes as C
import re
import subprocess
import sys

PROG = "launch.py"


def fail(msg):
    sys.stderr.write(f"{PROG}: {msg}\n")
    sys.exit(2)


args = sys.argv[1:]


def option(name):
    if name not in args:
        return None
    i = args.index(name)
    if i + 1 >= len(args):
        fail(f"{name} wants a value")
    v = args[i + 1]
    del args[i:i + 2]
    return v


gemm, smem = option("--gemm"), option("--smem")
dry = "--dry-run" in args
if dry:
    args.remove("--dry-run")
if len(args) not in (6, 7) or not gemm:
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

# The launch, as the example's host program gives it.
cmd = [gemm, ".", "--plan", "--kernel", parts[0], "--major", parts[1], "--mnk", f"{M}x{N}x{K}"]
if smem:
    cmd += ["--smem", smem]
try:
    plan = subprocess.run(cmd, capture_output=True, text=True)
except OSError as e:
    fail(f"cannot run {gemm}: {e.strerror}")
m = re.search(r" tile \d+x\d+ smem (\d+) threads (\d+) raster (\d+) grid (\d+)x(\d+)$",
              plan.stdout.strip())
if plan.returncode or not m:
    fail(f"{' '.join(cmd)}: no tensor-core launch in its plan: {(plan.stdout + plan.stderr).strip()}")
smem, threads, raster, gx, gy = (int(x) for x in m.groups())
grid = (gx, gy, 1)
if dry:
    print(f"{name} {M}x{N}x{K}: grid {gx}x{gy}, {threads} threads, {smem} bytes, raster {raster}")
    sys.exit(0)

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
vals = []
# Each memref as the ABI passes it: pointer, its two sizes, its stride.
for ptr, rows, cols, ld in ((A.data_ptr(), M, K, M if am == "m" else K),
                            (B.data_ptr(), N, K, N if bm == "n" else K),
                            (Cm.data_ptr(), M, N, ldc)):
    vals += [C.c_uint64(ptr), C.c_uint32(rows), C.c_uint32(cols), C.c_uint64(ld)]
vals.append(C.c_uint32(raster))
params = (C.c_void_p * len(vals))(*[C.cast(C.pointer(v), C.c_void_p) for v in vals])
stream = C.c_void_p(torch.cuda.current_stream().cuda_stream)


def launch():
    ck(cu.cuLaunchKernel(fn, *grid, threads, 1, 1, smem, stream, params, None), "launch")


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
