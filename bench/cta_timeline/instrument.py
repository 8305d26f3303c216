#!/usr/bin/env python3
"""One kernel of a cp.async GEMM's PTX (python-free-examples/gemm's
tensorop.mlir or sgemm.mlir, as cute-translate --mlir-to-ptx writes it) in a
module of its own, with each CTA's timeline recorded: %globaltimer and
%clock64 read at five points,

  0  the kernel's entry
  1  after the prologue's first wait (`cp.async.wait_group N`, N > 0) and
     the barrier after it: the first k-tile is in shared memory
  2  before the epilogue's `cp.async.wait_group 0`: the last MMA issued
  3  after the second barrier from there: C is in shared memory
  4  before `ret`: C's stores issued

and thread 0 of each CTA storing them with %smid into the global array
`cta_timeline` (.u64, 12 a CTA: the five timer values, the five clocks, the
SM, 0; CTA x + y * nctaid.x). Nothing else of the kernel changes, so ptxas
schedules the same mainloop (compare the SASS). launch.py runs the result,
timeline.py reads what it records.

usage: instrument.py IN.ptx KERNEL OUT.ptx [--plain] [--ctas N]
  --plain: the kernel alone, without the timeline (the control)
  --ctas N: room for N CTAs (default 65536)
Exit status 2 with a message naming what is missing on bad input."""
import re
import sys

PROG = "instrument.py"


def fail(msg):
    sys.stderr.write(f"{PROG}: {msg}\n")
    sys.exit(2)


def stamp(k):
    return [f"\tmov.u64 \t%tl_t{k}, %globaltimer;", f"\tmov.u64 \t%tl_c{k}, %clock64;"]


def store():
    out = ["\tmov.u32 \t%tl_w0, %tid.x;", "\tsetp.ne.u32 \t%tl_p, %tl_w0, 0;",
           "\t@%tl_p bra \t$TL_SKIP;", "\tmov.u32 \t%tl_w1, %ctaid.x;",
           "\tmov.u32 \t%tl_w2, %ctaid.y;", "\tmov.u32 \t%tl_w3, %nctaid.x;",
           "\tmad.lo.u32 \t%tl_w1, %tl_w2, %tl_w3, %tl_w1;",
           "\tmov.u32 \t%tl_w2, %smid;", "\tmul.wide.u32 \t%tl_a, %tl_w1, 96;",
           "\tmov.u64 \t%tl_b, cta_timeline;", "\tadd.u64 \t%tl_b, %tl_b, %tl_a;"]
    for k in range(5):
        out += [f"\tst.global.u64 \t[%tl_b+{8 * k}], %tl_t{k};",
                f"\tst.global.u64 \t[%tl_b+{40 + 8 * k}], %tl_c{k};"]
    return out + ["\tst.global.u32 \t[%tl_b+80], %tl_w2;", "$TL_SKIP:"]


def instrument(body, kernel):
    regs = [i for i, l in enumerate(body) if l.strip().startswith(".reg")]
    if not regs:
        fail(f"kernel '{kernel}' declares no registers")
    last = regs[-1]
    out = body[:last + 1] + ["\t.reg .b64 \t%tl_t<5>;", "\t.reg .b64 \t%tl_c<5>;",
                             "\t.reg .b64 \t%tl_a, %tl_b;", "\t.reg .b32 \t%tl_w<4>;",
                             "\t.reg .pred \t%tl_p;"] + stamp(0)
    waited = False
    seen = {1: False, 2: False, 3: False, 4: False}
    bars = 0
    for l in body[last + 1:]:
        s = l.strip()
        if s == "ret;":
            if seen[4]:
                fail(f"kernel '{kernel}' has more than one ret")
            out += stamp(4) + store() + [l]
            seen[4] = True
            continue
        if re.fullmatch(r"cp\.async\.wait_group\s+0;", s) and not seen[2]:
            out += stamp(2)
            seen[2] = True
        out.append(l)
        if re.fullmatch(r"cp\.async\.wait_group\s+[1-9]\d*;", s):
            waited = True
        elif re.fullmatch(r"bar\.sync\s+0;", s):
            if waited and not seen[1] and not seen[2]:
                out += stamp(1)
                seen[1] = True
            elif seen[2] and not seen[3]:
                bars += 1
                if bars == 2:
                    out += stamp(3)
                    seen[3] = True
    names = {1: "prologue wait ('cp.async.wait_group N', N > 0, then 'bar.sync 0')",
             2: "epilogue wait ('cp.async.wait_group 0')",
             3: "second 'bar.sync 0' after the epilogue wait", 4: "'ret;'"}
    for k in (1, 2, 3, 4):
        if not seen[k]:
            fail(f"kernel '{kernel}' has no {names[k]}")
    return out


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    plain = "--plain" in argv
    ctas = 65536
    if "--ctas" in argv:
        i = argv.index("--ctas")
        if i + 1 >= len(argv) or not argv[i + 1].isdigit() or int(argv[i + 1]) < 1:
            fail("--ctas wants a positive count")
        ctas = int(argv[i + 1])
        args.remove(argv[i + 1])
    if len(args) != 3:
        sys.stderr.write(__doc__.split("\n\n")[-1] + "\n")
        sys.exit(2)
    src, kernel, dst = args
    try:
        lines = open(src).read().split("\n")
    except OSError as e:
        fail(f"cannot read {src}: {e.strerror}")
    head = []
    for l in lines:
        if l.startswith((".visible .entry", ".extern", ".global", ".shared", ".const")):
            break
        head.append(l)
    starts = [i for i, l in enumerate(lines) if l.startswith(f".visible .entry {kernel}(")]
    if not starts:
        fail(f"no kernel '{kernel}' in {src}")
    end = next((i for i in range(starts[0], len(lines)) if lines[i] == "}"), None)
    if end is None:
        fail(f"kernel '{kernel}' in {src} has no closing brace")
    body = lines[starts[0]:end + 1]
    decls = [l for l in lines if l.startswith((".extern .shared", ".shared"))]
    if not plain:
        body = instrument(body, kernel)
        decls.append(f".global .align 8 .u64 cta_timeline[{12 * ctas}];")
    with open(dst, "w") as f:
        f.write("\n".join(head + decls + [""] + body) + "\n")


if __name__ == "__main__":
    main(sys.argv)
