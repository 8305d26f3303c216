# The timing every peer script here uses: the median of `runs` CUDA-event
# timed calls of fn after `warmup` untimed ones, in milliseconds (our
# examples' --bench prints the same statistic).
import torch


def median_ms(fn, runs, warmup=5):
    for _ in range(warmup):
        fn()
    ev = [(torch.cuda.Event(enable_timing=True),
           torch.cuda.Event(enable_timing=True)) for _ in range(runs)]
    for s, e in ev:
        s.record()
        fn()
        e.record()
    torch.cuda.synchronize()
    t = sorted(s.elapsed_time(e) for s, e in ev)
    return t[runs // 2] if runs % 2 else 0.5 * (t[runs // 2 - 1] + t[runs // 2])
