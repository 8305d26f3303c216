# NVIDIA's PTX of a traced kernel with its parameters as cute-c's ABI lays
# them out, so that the same cubin runner (test/GPU/run_NAME.c) can launch
# NVIDIA's code and ours: a difference in time is then the code's, not the
# harness's (docs/cute-dsl-import.md, "NVIDIA's PTX in our runner").
#
# CuTe DSL (CUTE_DSL_KEEP=ptx) passes a coordinate tensor's dynamic shape
# as one `.param .align 4 .b8 P[4*n]`; cute-c's ABI passes its n leaves as
# n `.param .u32`. The argument bytes are the same (4-byte aligned i32s);
# the parameter count is not, and cuLaunchKernel's kernelParams take one
# pointer per parameter. So each such parameter becomes n u32 parameters
# and each `ld.param.b32 R, [P+4*i]` reads the i-th of them; every other
# parameter keeps its declaration and is renumbered. A parameter read any
# other way (a vector or byte load, or its address taken) is refused,
# naming it: FastDivmod structs (dense_gemm_persistent) do not map.
# Run: python3 bench/peers/nvidia_ptx_params.py IN.ptx OUT.ptx
import re
import sys


def fail(msg):
    sys.exit("nvidia_ptx_params.py: " + msg)


def convert(text):
    entry = re.search(r"\.entry\s+(\w+)\s*\(\n(.*?)\n\)", text, re.S)
    if not entry:
        fail("no .entry with a parameter list")
    name, plist = entry.group(1), entry.group(2)
    decls = [d.strip().rstrip(",") for d in plist.split("\n") if d.strip()]
    param = re.compile(r"\.param\s+(.*?)\s*" + re.escape(name) + r"_param_(\d+)(\[(\d+)\])?$")
    out_decls, rename, split = [], {}, {}
    for d in decls:
        m = param.match(d)
        if not m:
            fail("unexpected parameter declaration: " + d)
        attrs, idx, size = m.group(1), int(m.group(2)), m.group(4)
        if attrs == ".align 4 .b8" and size and int(size) % 4 == 0 and int(size) <= 64:
            split[idx] = len(out_decls)
            out_decls += [".param .u32 %s_param_%d" % (name, len(out_decls) + i)
                          for i in range(int(size) // 4)]
        else:
            rename[idx] = len(out_decls)
            out_decls.append(".param %s %s_param_%d%s" % (
                attrs, name, len(out_decls), m.group(3) or ""))
    body = text[entry.end():]
    ref = re.compile(re.escape(name) + r"_param_(\d+)(\+(\d+))?")

    def sub(m):
        idx, off = int(m.group(1)), int(m.group(3) or 0)
        if idx in rename:
            return "%s_param_%d%s" % (name, rename[idx], m.group(2) or "")
        # A split parameter: only `ld.param.b32 R, [P+4i]` reads it.
        line = body[body.rfind("\n", 0, m.start()) + 1:body.find("\n", m.end())]
        if not re.match(r"\s*ld\.param\.(b32|u32|s32)\s", line) or off % 4:
            fail("parameter %d is read as %r, not as 32-bit words" % (idx, line.strip()))
        return "%s_param_%d" % (name, split[idx] + off // 4)

    body = ref.sub(sub, body)
    head = text[:entry.start()] + ".entry %s(\n\t%s\n)" % (name, ",\n\t".join(out_decls))
    return head + body


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: nvidia_ptx_params.py IN.ptx OUT.ptx")
    try:
        text = open(sys.argv[1]).read()
    except OSError as e:
        fail("cannot read %s: %s" % (sys.argv[1], e.strerror))
    if len(re.findall(r"\.entry\s", text)) != 1:
        fail("%s: want exactly one .entry" % sys.argv[1])
    out = convert(text)
    with open(sys.argv[2], "w") as f:
        f.write(out)


main()
