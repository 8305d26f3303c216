# The peer numbers of the example acceptance criteria (issue 5), measured
# with PyTorch on the GPU machine in the same session as our examples:
# median kernel time over 50 runs after 5 warm-up runs, CUDA events, one
# line per measurement in the format of the example programs' --bench
# output. Run: python3 bench/peers/torch_bench.py
import torch

from cuda_timing import median_ms


def report(name, n, ms, bytes_moved):
    print(f"bench torch_{name} N={n} median_us={ms * 1e3:.2f} "
          f"GBps={bytes_moved / (ms * 1e-3) / 1e9:.1f}", flush=True)


dev = torch.device("cuda")
print("device", torch.cuda.get_device_name(0), "torch", torch.__version__)
for dtype, name in ((torch.float32, "add_f32"), (torch.float16, "add_f16")):
    for n in (1 << 28, (1 << 28) - 3):
        a = torch.rand(n, device=dev, dtype=dtype)
        b = torch.rand(n, device=dev, dtype=dtype)
        c = torch.empty_like(a)
        ms = median_ms(lambda: torch.add(a, b, out=c), 50)
        report(name, n, ms, 3 * n * a.element_size())
        del a, b, c
for m, n in ((16384, 16384), (1000, 1003)):
    x = torch.rand(m, n, device=dev, dtype=torch.float32)
    out_r = torch.empty(m, device=dev)
    out_c = torch.empty(n, device=dev)
    ms = median_ms(lambda: torch.sum(x, dim=-1, out=out_r), 50)
    report("sum_dim1", f"{m}x{n}", ms, m * n * 4)
    ms = median_ms(lambda: torch.sum(x, dim=0, out=out_c), 50)
    report("sum_dim0", f"{m}x{n}", ms, m * n * 4)
    y = torch.empty_like(x)
    ms = median_ms(lambda: y.copy_(x), 50)
    report("copy", f"{m}x{n}", ms, 2 * m * n * 4)
    t = torch.empty(n, m, device=dev)
    ms = median_ms(lambda: t.copy_(x.t()), 50)
    report("transpose", f"{m}x{n}", ms, 2 * m * n * 4)
    del x, y, t
