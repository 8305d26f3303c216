# PyTorch's reductions on the data of python-free-examples/row_reduce (the
# same formula, built on the GPU), timed as that program times its kernels:
# 5 warm-up calls, then 50 calls issued back to back, each between its own
# pair of CUDA events, one synchronisation at the end, the median. One line
# per case, in row_reduce's --bench format:
#   bench rows sum f32 MxN kernel=torch median_us=...
# rows: torch.sum / torch.amax / torch.mean over dim 1, cols: over dim 0,
# accumulated (and returned) in f32 (dtype=torch.float32; amax returns the
# input's type, exact for these integers).
# Run: python3 torch_reduce.py [--dtype f32|f16|bf16]... [--op sum|max|mean]...
#      [--dim rows|cols]... --shape MxN...
import argparse

import torch

from cuda_timing import median_ms

DTYPES = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}


def make_input(m, n, dtype):
    """row_reduce.c's value(m, n, N), built a band of rows at a time."""
    x = torch.empty(m, n, device="cuda", dtype=dtype)
    cols = torch.arange(n, device="cuda", dtype=torch.int64)[None, :]
    band = max(1, (1 << 26) // n)
    for r0 in range(0, m, band):
        rows = torch.arange(r0, min(m, r0 + band), device="cuda",
                            dtype=torch.int64)[:, None]
        base = (rows * 7 + cols * 3) % 17 - 8
        spike = cols == (rows * 131 + 7) % n
        x[r0:r0 + rows.shape[0]] = torch.where(spike, 9 + rows % 7, base).to(dtype)
    return x


def case(x, dim, op):
    d = 1 if dim == "rows" else 0
    if op == "max":
        out = torch.empty(x.shape[1 - d], device="cuda", dtype=x.dtype)
        return lambda: torch.amax(x, dim=d, out=out)
    out = torch.empty(x.shape[1 - d], device="cuda", dtype=torch.float32)
    f = torch.sum if op == "sum" else torch.mean
    return lambda: f(x, dim=d, dtype=torch.float32, out=out)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--shape", action="append", required=True)
    p.add_argument("--dtype", action="append", choices=list(DTYPES))
    p.add_argument("--op", action="append", choices=["sum", "max", "mean"])
    p.add_argument("--dim", action="append", choices=["rows", "cols"])
    a = p.parse_args()
    print("device", torch.cuda.get_device_name(0), "torch", torch.__version__,
          flush=True)
    for shape in a.shape:
        m, n = (int(v) for v in shape.split("x"))
        for dt in a.dtype or ["f32"]:
            x = make_input(m, n, DTYPES[dt])
            for dim in a.dim or ["rows", "cols"]:
                for op in a.op or ["sum"]:
                    ms = median_ms(case(x, dim, op), 50)
                    gbps = m * n * x.element_size() / (ms * 1e-3) / 1e9
                    print(f"bench {dim} {op} {dt} {m}x{n} kernel=torch "
                          f"median_us={ms * 1e3:.2f} GBps={gbps:.1f}",
                          flush=True)
            del x
            torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
