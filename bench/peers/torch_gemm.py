# cuBLAS (torch.matmul) beside the GEMM example (python-free-examples/gemm):
# the same problem C[m][n] = sum_k A[m][k] * B[n][k] with the same operand
# layouts (A M- or K-major, B N- or K-major, C row-major), the same data
# distribution (integers -2..2) and the same timing (median of 20 CUDA
# event pairs after 5 warm-up runs; --iterations N: the mean of N back-to-
# back runs between one event pair, --sustain-ms MS: of such runs over MS
# milliseconds; both print mean_us=, as the example's). TF32 stays
# off for fp32. Prints one line per case in the gemm program's --bench
# format. e4m3 is fp8 (float8_e4m3fn) through torch._scaled_mm (scales 1,
# bf16 out), which takes both operands K-major only.
# Run: python3 bench/peers/torch_gemm.py [--mnk MxNxK]... [--major AB]...
#                                          [--dtype f32|f16|bf16|e4m3]
#                                          [--iterations N | --sustain-ms MS]
import argparse
import torch

from cuda_timing import mean_ms_loop, mean_ms_sustained, median_ms

p = argparse.ArgumentParser()
p.add_argument("--mnk", action="append")
p.add_argument("--major", action="append")
p.add_argument("--dtype", default="f32")
p.add_argument("--sustain-ms", type=int, default=0)
p.add_argument("--iterations", type=int, default=0)
args = p.parse_args()
if not 0 <= args.iterations <= 100000:
    p.error(f"--iterations {args.iterations}: want 1 to 100000 runs")
if args.iterations and args.sustain_ms:
    p.error("--iterations and --sustain-ms: one series only")
if not 0 <= args.sustain_ms <= 60000:
    p.error(f"--sustain-ms {args.sustain_ms}: want 0 to 60000 ms")
shapes = [tuple(int(x) for x in s.split("x")) for s in (args.mnk or ["8192x8192x8192"])]
majors = args.major or ["mn", "mk", "kn", "kk"]
dtype = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16,
         "e4m3": torch.float8_e4m3fn}[args.dtype]
fp8 = args.dtype == "e4m3"
if fp8 and any(ab != "kk" for ab in majors):
    p.error("--dtype e4m3: torch._scaled_mm takes A and B K-major only (--major kk)")
torch.backends.cuda.matmul.allow_tf32 = False
dev = torch.device("cuda")
print("device", torch.cuda.get_device_name(0), "torch", torch.__version__,
      "allow_tf32", torch.backends.cuda.matmul.allow_tf32, flush=True)


for (M, N, K) in shapes:
    for ab in majors:
        # A (M,K): M-major is stored KxM and transposed; B (N,K) likewise.
        # (fp8: randint has no float8 kernel; draw in f16 and convert.)
        draw = torch.float16 if fp8 else dtype
        a = torch.randint(-2, 3, (K, M) if ab[0] == "m" else (M, K), device=dev).to(draw).to(dtype)
        b = torch.randint(-2, 3, (K, N) if ab[1] == "n" else (N, K), device=dev).to(draw).to(dtype)
        A = a.t() if ab[0] == "m" else a
        Bt = b if ab[1] == "n" else b.t()  # B^T, (K,N)
        if fp8:
            one = torch.ones((), device=dev, dtype=torch.float32)
            fn = lambda: torch._scaled_mm(A, Bt, scale_a=one, scale_b=one,
                                          out_dtype=torch.bfloat16)
        else:
            c = torch.empty(M, N, device=dev, dtype=dtype)
            fn = lambda: torch.matmul(A, Bt, out=c)
        fn()
        torch.cuda.synchronize()
        if args.iterations:
            ms, stat = mean_ms_loop(fn, args.iterations), "mean"
        elif args.sustain_ms:
            ms, stat = mean_ms_sustained(fn, args.sustain_ms), "mean"
        else:
            ms, stat = median_ms(fn, 20), "median"
        flop = 2.0 * M * N * K
        print(f"bench torch_{args.dtype}_{ab} {M}x{N}x{K} {stat}_us={ms * 1e3:.1f} "
              f"TFLOPs={flop / (ms * 1e-3) / 1e12:.2f}", flush=True)
        del a, b, A, Bt, fn
        torch.cuda.empty_cache()
