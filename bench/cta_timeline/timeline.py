#!/usr/bin/env python3
"""Reads the per-CTA timelines launch.py writes (one line a CTA: five
%globaltimer values, five %clock64 values, the SM) and prints where a CTA's
time goes: the median and 10th-90th percentile over the CTAs of each phase,
in microseconds at the clock the CTAs ran (their %clock64 over
%globaltimer), the mainloop in cycles as well, the gap between one CTA's
end and the next one's start on the same SM, how many CTAs each SM ran,
and the span of the launch.

usage: timeline.py FILE..."""
import sys

PROG = "timeline.py"


def fail(msg):
    sys.stderr.write(f"{PROG}: {msg}\n")
    sys.exit(2)


def pct(xs, p):
    s = sorted(xs)
    k = (len(s) - 1) * p / 100
    i = int(k)
    return s[i] + (s[min(i + 1, len(s) - 1)] - s[i]) * (k - i)


def q(xs):
    return f"{pct(xs, 50):.2f} ({pct(xs, 10):.2f}-{pct(xs, 90):.2f})"


def read(path):
    rows = []
    try:
        lines = open(path).read().split("\n")
    except OSError as e:
        fail(f"cannot read {path}: {e.strerror}")
    for n, l in enumerate(lines, 1):
        if not l.strip() or l.startswith("#"):
            continue
        f = l.split()
        if len(f) != 11 or not all(x.isdigit() for x in f):
            fail(f"{path}:{n}: want 11 integers (t0..t4 c0..c4 sm), got '{l}'")
        r = [int(x) for x in f]
        if r[4] <= r[0] or r[9] <= r[5]:
            fail(f"{path}:{n}: the CTA's end is not after its start (a cubin without the timeline?)")
        rows.append(r)
    if not rows:
        fail(f"{path}: no CTAs")
    return rows


def report(path):
    rows = read(path)
    ghz = pct([(r[9] - r[5]) / (r[4] - r[0]) for r in rows], 50)

    def us(cycles):
        return cycles / ghz / 1000
    ph = {k: [] for k in ("fill", "main", "csmem", "cstore", "total")}
    for r in rows:
        c = r[5:10]
        ph["fill"].append(us(c[1] - c[0]))
        ph["main"].append(us(c[2] - c[1]))
        ph["csmem"].append(us(c[3] - c[2]))
        ph["cstore"].append(us(c[4] - c[3]))
        ph["total"].append(us(c[4] - c[0]))
    t0 = min(r[0] for r in rows)
    span = (max(r[4] for r in rows) - t0) / 1000
    bysm = {}
    for r in rows:
        bysm.setdefault(r[10], []).append(r)
    gaps, counts = [], {}
    for rs in bysm.values():
        rs.sort(key=lambda r: r[0])
        counts[len(rs)] = counts.get(len(rs), 0) + 1
        gaps += [(b[0] - a[4]) / 1000 for a, b in zip(rs, rs[1:])]
    print(f"{path}: {len(rows)} CTAs on {len(bysm)} SMs, span {span:.1f} us, clock {ghz:.3f} GHz")
    print(f"  entry -> prologue's wait done  {q(ph['fill'])} us")
    print(f"  mainloop                       {q(ph['main'])} us, "
          f"{pct([r[7] - r[6] for r in rows], 50) / 1000:.1f}k cycles")
    print(f"  C into shared memory           {q(ph['csmem'])} us")
    print(f"  C's stores issued              {q(ph['cstore'])} us")
    print(f"  entry -> ret                   {q(ph['total'])} us")
    if gaps:
        print(f"  end -> next CTA's entry (SM)   {q(gaps)} us")
    print("  CTAs an SM: " + ", ".join(f"{n} on {k}" for n, k in sorted(counts.items())))


if len(sys.argv) < 2:
    sys.stderr.write(__doc__.split("\n\n")[-1] + "\n")
    sys.exit(2)
for p in sys.argv[1:]:
    report(p)
