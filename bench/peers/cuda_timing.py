# The timing every peer script here uses: the median of `runs` CUDA-event
# timed calls of fn after `warmup` untimed ones, in milliseconds (our
# examples' --bench prints the same statistic); mean_ms_loop, the mean of
# `count` back-to-back calls between one event pair (as
# cutlass.testing.benchmark times CuTe DSL's examples, and the GEMM
# example's --iterations); and mean_ms_sustained, such a mean over about
# `ms` milliseconds, as the GEMM example's --sustain-ms (a GPU at its
# power limit lowers its clock over the first second of load, then moves
# it within each second).
import math

import torch


def time_calls_ms(fn, count):
    """Milliseconds of `count` back-to-back calls of fn, one event pair."""
    start, stop = (torch.cuda.Event(enable_timing=True),
                   torch.cuda.Event(enable_timing=True))
    start.record()
    for _ in range(count):
        fn()
    stop.record()
    stop.synchronize()
    return start.elapsed_time(stop)


def mean_ms_loop(fn, count, warmup=5):
    """Mean milliseconds of a call over `count` back-to-back calls after
    `warmup` more, one event pair: cutlass.testing.benchmark's method."""
    for _ in range(warmup):
        fn()
    return time_calls_ms(fn, count) / count


def mean_ms_sustained(fn, ms, warmup=5):
    one = mean_ms_loop(fn, 1, warmup)
    runs = max(1, math.ceil(ms / max(one, 1e-3)))  # at least 1 us a call
    return mean_ms_loop(fn, runs, 0)


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
