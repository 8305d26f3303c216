#!/usr/bin/env python3
"""Draws docs/hopper.md's pictures of the Hopper GEMM's pipeline as SVG.

  hopper_timeline.py [--stages S] [--bn BN] [--ktiles K] [--tiles T] > out.svg
  hopper_timeline.py --cluster > out.svg

The timeline replays the protocol of python-free-examples/gemm/
hopper.mlir.in on one CTA: the producer warp waits on empty[i] at parity P
(P starts at 1), arrives on full[i] with expect_tx and issues the stage's
TMA loads; the consumer warpgroups wait on full[i] at parity P (starting at
0), fence, issue a k-tile's wgmmas, commit, wait_group 1 and then release
the previous stage (one arrive per warp on empty[i]); after a tile's last
k-tile, wait_group 0, the last release and the epilogue (BN/32 pieces of
128x32, each stored with TMA by warp 4, wait_group.read 3). Both P flip
when i wraps to 0. Every wait is computed from the mbarrier phases, so the
picture shows what the protocol allows; the durations (units below) are
illustrative, not measured. Defaults follow gen-hopper.sh: BN 256 and as
many stages as fit beside C's buffers (4).

--cluster draws the data flow of the _c2 kernels instead: each CTA's own
A box, B's box halved and multicast into both CTAs, full[i] of each CTA
expecting the whole stage, and every consumer warp arriving on empty[i]
of both CTAs (16 arrivals). Standard library only; the output is
deterministic (docs/images/README.md says how to regenerate).
"""
import argparse
import sys

# Illustrative durations (one unit ~ a few hundred cycles).
TMA_ISSUE = 0.4    # producer: wait done -> loads issued
TMA_LATENCY = 8.0  # issue -> the stage's bytes in (full[i] completes)
TMA_PERIOD = 3.0   # at most one stage's bytes in per period (bandwidth)
MMA_ISSUE = 0.6    # fence + 4 wgmmas + commit
MMA_TIME = 4.0     # one k-tile of wgmmas of both warpgroups on the cores
EPI_PIECE = 1.1    # cvt + stmatrix + fence + 2 named barriers, one piece
STORE_TIME = 2.0   # one TMA store in flight

SMEM = 232448      # bytes a CTA may have on the H100 (gen-hopper.sh)


def stages_for(bn):
    """gen-hopper.sh's default stage count."""
    return (SMEM - 1024 - 4 * 128 * 32 * 2) // ((128 + bn) * 128)


class Sim:
    """The protocol replayed: every event's time and what it waited on."""

    def __init__(self, stages, ktiles, tiles, pieces):
        self.S, self.K, self.T, self.pieces = stages, ktiles, tiles, pieces
        self.full = {}   # (stage, use) -> time full[stage] completes use
        self.empty = {}  # (stage, use) -> time empty[stage] completes use
        self.ev = {"pwait": [], "issue": [], "load": [], "cwait": [],
                   "mma": [], "release": [], "epi": [], "store": [],
                   "wait1": []}

    def run(self):
        uses = [(t, k) for t in range(self.T) for k in range(self.K)]
        ptime, last_in = 0.0, -1e9
        st = {"time": 0.0, "cores": 0.0, "groups": [], "next": 0}
        for u, (t, k) in enumerate(uses):
            i, n = u % self.S, u // self.S
            # Producer, use u: empty[i] must have completed use n - 1,
            # which the consumers release one k-tile later (wait_group 1):
            # replay them until it has.
            while n > 0 and (i, n - 1) not in self.empty:
                self._consume(uses, st)
            need = self.empty[(i, n - 1)] if n > 0 else 0.0
            start = max(ptime, need)
            parity = (n + 1) % 2  # starts at 1, flips at each wrap
            self.ev["pwait"].append((ptime, start, i, parity, t, k))
            issued = start + TMA_ISSUE
            arrive = max(issued + TMA_LATENCY, last_in + TMA_PERIOD)
            last_in = arrive
            self.full[(i, n)] = arrive
            self.ev["issue"].append((start, issued, i, t, k))
            self.ev["load"].append((issued, arrive, i, t, k))
            ptime = issued
        while st["next"] < len(uses):
            self._consume(uses, st)
        self.end = max([st["time"]] + [e for _, e, *_ in self.ev["store"]])
        return self

    def _consume(self, uses, st):
        """One consumer step (both warpgroups, in step): use st["next"]."""
        u = st["next"]
        t, k = uses[u]
        i, n = u % self.S, u // self.S
        parity = n % 2  # starts at 0, flips at each wrap
        start = max(st["time"], self.full[(i, n)])
        self.ev["cwait"].append((st["time"], start, i, parity, t, k))
        issued = start + MMA_ISSUE
        run0 = max(issued, st["cores"])
        run1 = run0 + MMA_TIME
        st["cores"] = run1
        self.ev["mma"].append((start, issued, run0, run1, i, t, k))
        st["groups"].append((u, run1))
        st["time"] = issued
        if k > 0:
            # wait_group 1: the previous k-tile's group is done, so its
            # stage goes back to the producer.
            pu, pend = st["groups"][-2]
            self._release(st, pu, max(issued, pend), uses)
        if k == self.K - 1:
            # wait_group 0, the last release, then the epilogue.
            self._release(st, u, max(st["time"], run1), uses)
            tt = st["time"]
            for p in range(self.pieces):
                self.ev["epi"].append((tt, tt + EPI_PIECE, t, p))
                tt += EPI_PIECE
                self.ev["store"].append((tt, tt + STORE_TIME, t, p))
            st["time"] = tt
            st["cores"] = max(st["cores"], tt)
        st["next"] = u + 1

    def _release(self, st, u, when, uses):
        self.ev["wait1"].append((st["time"], when))
        self.empty[(u % self.S, u // self.S)] = when
        self.ev["release"].append((when, u % self.S, uses[u]))
        st["time"] = when


# ---------------------------------------------------------------- drawing

TILE_FILL = ["rgb(175,175,255)", "rgb(255,210,150)", "rgb(175,255,175)",
             "rgb(255,175,255)"]
LEFT, TOP, ROW, PX = 190, 60, 34, 15.0


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class Svg:
    def __init__(self):
        self.out = []

    def rect(self, x, y, w, h, fill, stroke="black", extra=""):
        self.out.append('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" '
                        'fill="%s" stroke="%s"%s/>'
                        % (x, y, max(w, 0.0), h, fill, stroke, extra))

    def text(self, x, y, s, size=11, anchor="middle", extra=""):
        self.out.append('<text x="%.1f" y="%.1f" font-size="%d" '
                        'text-anchor="%s" dominant-baseline="central"%s>%s'
                        '</text>' % (x, y, size, anchor, extra, esc(s)))

    def line(self, x1, y1, x2, y2, stroke="black", extra=""):
        self.out.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" '
                        'stroke="%s"%s/>' % (x1, y1, x2, y2, stroke, extra))

    def write(self, w, h, comments, f):
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<svg xmlns="http://www.w3.org/2000/svg" width="%d" '
                'height="%d" viewBox="0 0 %d %d" font-family="monospace">\n'
                % (w, h, w, h))
        for c in comments:
            f.write("<!-- %s -->\n" % c)
        f.write('<defs><pattern id="wait" width="6" height="6" '
                'patternUnits="userSpaceOnUse" '
                'patternTransform="rotate(45)"><rect width="6" height="6" '
                'fill="white"/><line x1="0" y1="0" x2="0" y2="6" '
                'stroke="rgb(150,150,150)" stroke-width="2"/></pattern>'
                '</defs>\n')
        f.write('<rect width="%d" height="%d" fill="white"/>\n' % (w, h))
        for o in self.out:
            f.write(o + "\n")
        f.write("</svg>\n")


def x_of(t):
    return LEFT + t * PX


def draw_timeline(sim, args, f):
    S = sim.S
    rows = (["producer (warp 0)"] + ["stage %d" % s for s in range(S)] +
            ["consumers (WG 1, 2)", "tensor cores", "TMA stores (warp 4)"])
    y = {name: TOP + r * ROW for r, name in enumerate(rows)}
    width = int(x_of(sim.end) + 30)
    legend_top = TOP + len(rows) * ROW + 16
    height = legend_top + 8 * 18 + 4
    g = Svg()
    g.text(10, 22, "Hopper GEMM, one CTA: %d stages, %d k-tiles a tile, %d "
           "tiles (tile 0 blue, tile 1 orange); illustrative times"
           % (S, sim.K, sim.T), size=13, anchor="start")
    for name in rows:
        g.text(10, y[name] + ROW / 2, name, size=12, anchor="start")
        g.line(LEFT, y[name] + ROW, width - 10, y[name] + ROW,
               stroke="rgb(220,220,220)")
    h = ROW - 10
    # Producer: waits on empty[i] (hatched) and the loads' issue.
    for (w0, w1, i, par, t, k) in sim.ev["pwait"]:
        yy = y["producer (warp 0)"] + 5
        if w1 - w0 > 1e-9:
            g.rect(x_of(w0), yy, (w1 - w0) * PX, h, "url(#wait)")
    for (s0, s1, i, t, k) in sim.ev["issue"]:
        g.rect(x_of(s0), y["producer (warp 0)"] + 5, (s1 - s0) * PX, h,
               TILE_FILL[t % 4])
    # Stages: bytes in flight (light), full and read until released.
    rel = {}
    for (r, i, tk) in sim.ev["release"]:
        rel[(i, tk)] = r
    epar = {(t, k): par for (_, _, _, par, t, k) in sim.ev["pwait"]}
    fpar = {(t, k): par for (_, _, _, par, t, k) in sim.ev["cwait"]}
    for (a0, a1, i, t, k) in sim.ev["load"]:
        yy = y["stage %d" % i] + 5
        g.rect(x_of(a0), yy, (a1 - a0) * PX, h, "white",
               stroke="rgb(120,120,120)", extra=' stroke-dasharray="3,2"')
        g.text(x_of((a0 + a1) / 2), yy + h / 2,
               "t%d k%d empty:%d" % (t, k, epar[(t, k)]), size=9)
        r = rel[(i, (t, k))]
        g.rect(x_of(a1), yy, (r - a1) * PX, h, TILE_FILL[t % 4])
        g.text(x_of((a1 + r) / 2), yy + h / 2, "full:%d" % fpar[(t, k)],
               size=9)
        g.line(x_of(r), yy - 3, x_of(r), yy + h + 3, stroke="red",
               extra=' stroke-width="2"')
    # Consumers: waits on full[i], issue, wait_group 1, epilogue.
    cy = y["consumers (WG 1, 2)"] + 5
    for (w0, w1, i, par, t, k) in sim.ev["cwait"]:
        if w1 - w0 > 1e-9:
            g.rect(x_of(w0), cy, (w1 - w0) * PX, h, "url(#wait)")
    for (w0, w1) in sim.ev["wait1"]:
        if w1 - w0 > 1e-9:
            g.rect(x_of(w0), cy + h / 2 - 2, (w1 - w0) * PX, 4,
                   "rgb(160,160,160)", stroke="none")
    tc = y["tensor cores"] + 5
    for (s0, s1, r0, r1, i, t, k) in sim.ev["mma"]:
        g.rect(x_of(s0), cy, (s1 - s0) * PX, h, "rgb(60,60,60)")
        g.rect(x_of(r0), tc, (r1 - r0) * PX, h, TILE_FILL[t % 4])
        g.text(x_of((r0 + r1) / 2), tc + h / 2, "t%d k%d" % (t, k), size=9)
    first = {}
    for (e0, e1, t, p) in sim.ev["epi"]:
        first.setdefault(t, e0)
        g.rect(x_of(e0), cy, (e1 - e0) * PX, h, "rgb(255,240,200)")
        g.text(x_of((e0 + e1) / 2), cy + h / 2, "C%d" % p, size=9)
    sy = y["TMA stores (warp 4)"] + 5
    for (s0, s1, t, p) in sim.ev["store"]:
        g.rect(x_of(s0), sy + (p % 2) * h / 2, (s1 - s0) * PX, h / 2,
               "rgb(255,240,200)", extra=' stroke-width="0.5"')
    legend = [
        "hatched: waiting on an mbarrier (try_wait.parity). Stage I's "
        "empty:P = the producer's wait on empty[I] at parity P before the "
        "load (P starts at 1),",
        "full:P = the consumers' wait on full[I] at parity P (P starts at "
        "0); each side flips its P when I wraps to 0",
        "producer box: elect.sync, mbarrier.arrive.expect_tx full[I] "
        "(the stage's bytes), then the stage's TMA loads "
        "(cp.async.bulk.tensor ... mbarrier::complete_tx::bytes)",
        "stage row: dashed = TMA bytes in flight, filled = full and read "
        "by wgmma; red bar = released (lane 0 of each of the 8 consumer "
        "warps: mbarrier.arrive empty[I])",
        "consumers: dark = wgmma.fence, 4 x wgmma.mma_async, "
        "wgmma.commit_group; grey bar = wgmma.wait_group 1 (0 after "
        "the last k-tile), which lets the previous stage go",
        "C0..C%d: epilogue pieces of 128x32 (cvt, stmatrix, "
        "fence.proxy.async, bar.sync 1, 256; warp 4 issues the TMA store "
        "and cp.async.bulk.wait_group.read 3; bar.sync 1, 256)"
        % (sim.pieces - 1),
        "the producer runs ahead into the next tile while the consumers "
        "store C: up to %d stages are loaded before they need them" % S,
    ]
    for j, s in enumerate(legend):
        g.text(10, legend_top + j * 18, s, size=11, anchor="start")
    comments = ["generated by docs/images/hopper_timeline.py: stages %d, "
                "bn %d, ktiles %d, tiles %d" % (S, args.bn, sim.K, sim.T)]
    g.write(width, height, comments, f)


def draw_cluster(f):
    """The _c2 kernels' data flow for one stage i."""
    g = Svg()
    W, H = 1050, 500
    g.out.append('<defs><marker id="arr" markerWidth="8" markerHeight="8" '
                 'refX="7" refY="4" orient="auto"><path d="M0,0 L8,4 L0,8 '
                 'z" fill="black"/></marker><marker id="arrr" '
                 'markerWidth="8" markerHeight="8" refX="7" refY="4" '
                 'orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="red"/>'
                 '</marker></defs>')
    g.text(10, 22, "Clusters of two CTAs along M (the _c2 kernels): stage i "
           "of a unit (tile rows 2 mu, 2 mu + 1), K-major operands, "
           "BN = 256", size=13, anchor="start")
    top = 44
    # Rank 0 on the left with its B stage on its right side, rank 1
    # mirrored, so that the B stages and the empty barriers face each other.
    for rank, x0 in ((0, 40), (1, 540)):
        bx, ax = (x0 + 150, x0 + 20) if rank == 0 else (x0 + 20, x0 + 260)
        g.rect(x0, top, 380, 330, "rgb(248,248,248)")
        g.text(x0 + 190, top + 16,
               "CTA rank %d: tile row 2 mu + %d" % (rank, rank), size=12)
        g.rect(ax, top + 40, 100, 120, "rgb(175,175,255)")
        g.text(ax + 50, top + 84, "A stage", size=11)
        g.text(ax + 50, top + 100, "128 x 64", size=10)
        g.text(ax + 50, top + 116, "own box", size=10)
        g.rect(bx, top + 40, 210, 60, "rgb(255,210,150)")
        g.text(bx + 105, top + 62, "B: N rows 0-127 of 256", size=10)
        g.text(bx + 105, top + 78, "from rank 0's TMA", size=10)
        g.rect(bx, top + 100, 210, 60, "rgb(175,255,175)")
        g.text(bx + 105, top + 122, "B: N rows 128-255", size=10)
        g.text(bx + 105, top + 138, "from rank 1's TMA", size=10)
        g.rect(ax - (0 if rank == 0 else 60), top + 190, 160, 44, "white")
        g.text(ax + 80 - (0 if rank == 0 else 60), top + 205,
               "full[i]: 1 arrive,", size=10)
        g.text(ax + 80 - (0 if rank == 0 else 60), top + 220,
               "expect_tx 49152 B", size=10)
        ex = bx + 50 if rank == 0 else bx
        g.rect(ex, top + 190, 160, 44, "white")
        g.text(ex + 80, top + 205, "empty[i]: count 16", size=10)
        g.text(ex + 80, top + 220, "(8 warps x 2 CTAs)", size=10)
        g.rect(x0 + 20, top + 270, 340, 40, "rgb(230,230,230)")
        g.text(x0 + 190, top + 284, "consumer warps 4-11 (lane 0)", size=10)
        g.text(x0 + 190, top + 298, "arrive on empty[i] of rank 0 and 1",
               size=10)
        g.line(ex + 80, top + 270, ex + 80, top + 236, stroke="red",
               extra=' marker-end="url(#arrr)"')
    # Multicast: each rank's half lands in both CTAs.
    g.line(400, top + 70, 558, top + 70, extra=' marker-end="url(#arr)"')
    g.line(560, top + 130, 402, top + 130, extra=' marker-end="url(#arr)"')
    g.text(480, top + 60, "multicast", size=10)
    g.text(480, top + 146, "multicast", size=10)
    # Remote releases.
    g.line(380, top + 280, 558, top + 228, stroke="red",
           extra=' marker-end="url(#arrr)"')
    g.line(560, top + 280, 392, top + 228, stroke="red",
           extra=' marker-end="url(#arrr)"')
    notes = [
        "Each rank's producer: wait empty[i] (its own), arrive.expect_tx "
        "full[i] with the whole stage (16384 + 32768 bytes),",
        "its A box (no multicast) and its half of B's box with "
        "multicast mask 0b11: the bytes land at the same offset of both "
        "CTAs and count on each full[i].",
        "Release (red): mapa.shared::cluster to rank 0 and rank 1, then "
        "mbarrier.arrive.shared::cluster.b64 on each (no .release.cluster),",
        "so neither producer refills stage i before both CTAs' consumers "
        "are done with it; barrier.cluster.arrive/wait after init and "
        "before exit.",
    ]
    for j, n in enumerate(notes):
        g.text(10, top + 356 + j * 18, n, size=11, anchor="start")
    g.write(W, H, ["generated by docs/images/hopper_timeline.py: cluster"],
            f)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bn", type=int, default=256)
    ap.add_argument("--stages", type=int, default=0,
                    help="default: gen-hopper.sh's for BN")
    ap.add_argument("--ktiles", type=int, default=6)
    ap.add_argument("--tiles", type=int, default=2)
    ap.add_argument("--cluster", action="store_true")
    args = ap.parse_args()
    if args.cluster:
        draw_cluster(sys.stdout)
        return 0
    if args.bn not in (64, 128, 256):
        ap.error("--bn must be 64, 128 or 256 (gen-hopper.sh's)")
    stages = args.stages or stages_for(args.bn)
    # One stage cannot work: k-tile k's stage is released only after
    # k + 1's wgmmas are issued (wait_group 1).
    if stages < 2 or args.ktiles < 1 or args.tiles < 1 or args.tiles > 4:
        ap.error("--stages must be at least 2, --ktiles positive, --tiles "
                 "1 to 4")
    sim = Sim(stages, args.ktiles, args.tiles, args.bn // 32).run()
    draw_timeline(sim, args, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
