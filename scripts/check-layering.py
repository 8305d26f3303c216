#!/usr/bin/env python3
"""The layers' include paths: no layer reaches into another's private
folder. A layer's CMakeLists.txt may name, besides its own folder,
include/ (the public headers), a layer's api/ folder (its contract with
the layers above: dialect/api) and the build tree. Tests, fuzzers and
benchmarks (test/, fuzz/, bench/) test internals and may name any folder.
Sources may not climb out of their layer with #include "../...".

Usage: check-layering.py SOURCE_ROOT. Prints one line per violation and
exits 1 when there is any; prints "layering: ok" otherwise."""
import os
import re
import sys

TEST_FOLDERS = ("test", "fuzz", "bench")
PATH = re.compile(r"\$\{(?:CMAKE|PROJECT)_SOURCE_DIR\}/([A-Za-z0-9_./-]+)")


def layer_of(rel):
    """The layer a folder belongs to: algebra, dialect, lib/X, tools/X..."""
    parts = rel.split("/")
    if parts[0] in ("lib", "tools") and len(parts) > 1:
        return "/".join(parts[:2])
    return parts[0]


def allowed(owner, target):
    if target == "include" or target.startswith("include/"):
        return True
    if target.endswith("/api") or "/api/" in target:
        return True
    return target == owner or target.startswith(owner + "/")


def main(root):
    bad = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames
                       if not d.startswith((".", "build"))]
        rel = os.path.relpath(dirpath, root)
        if rel == "." or rel.split("/")[0] in TEST_FOLDERS:
            continue
        owner = layer_of(rel)
        for name in filenames:
            path = os.path.join(dirpath, name)
            text = open(path, encoding="utf-8", errors="replace").read()
            if name == "CMakeLists.txt":
                for m in PATH.finditer(text):
                    target = m.group(1).rstrip("/")
                    if not allowed(owner, target):
                        bad.append(f"{rel}/{name}: {owner} names "
                                   f"{target}/, another layer's private "
                                   f"folder")
            elif name.endswith((".c", ".h")):
                for m in re.finditer(r'#include "(\.\./[^"]+)"', text):
                    dest = os.path.normpath(os.path.join(rel, m.group(1)))
                    if not allowed(owner, os.path.dirname(dest)):
                        bad.append(f"{rel}/{name}: includes {m.group(1)}, "
                                   f"outside {owner}/")
    for line in bad:
        print(line)
    if bad:
        return 1
    print("layering: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
