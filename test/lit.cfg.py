# -*- Python -*-
# lit configuration of cute-c's test suites (test/Tools, test/Dialect, ...).
# Run it on the build tree, where CMake wrote lit.site.cfg.py:
#   $(llvm-config-22 --bindir)/lit -sv build/test
import os
import shutil
import sys

import lit.formats

if not hasattr(config, "cute_obj_root"):
    lit_config.fatal(
        "run lit on the build directory (e.g. `lit build/test`), where "
        "CMake configured lit.site.cfg.py, not on the source tree")

config.name = "cute-c"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".test", ".mlir"]
# Inputs/ folders hold data for tests, not tests.
config.excludes = ["Inputs", "CMakeLists.txt", "README.md", "lit.cfg.py",
                   "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.cute_obj_root, "test")

# Our tools first, then FileCheck/not/split-file of LLVM 22.
for tool in ("FileCheck", "not", "split-file"):
    if not os.path.exists(os.path.join(config.llvm_tools_dir, tool)):
        lit_config.fatal("%s not found in %s: install llvm-22-tools"
                         % (tool, config.llvm_tools_dir))
config.environment["PATH"] = os.pathsep.join(
    [config.cute_tools_dir, config.llvm_tools_dir,
     config.environment.get("PATH", "")])

config.substitutions.append(
    ("%cute-layout", os.path.join(config.cute_tools_dir, "cute-layout")))
config.substitutions.append(("%cute_src_root", config.cute_src_root))
config.substitutions.append(("%cute_obj_root", config.cute_obj_root))
config.substitutions.append(
    ("%import-cute-dsl", "bash " + os.path.join(
        config.cute_src_root, "scripts", "import-cute-dsl.sh")))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(
    ("%lit", os.path.join(config.llvm_tools_dir, "lit")))

# Optional tools become features so tests can say `REQUIRES: rsvg-convert`.
if shutil.which("rsvg-convert"):
    config.available_features.add("rsvg-convert")
# mlir-opt of LLVM 22 (mlir-22-tools), the reference of cute-opt's tests.
if os.path.exists(os.path.join(config.llvm_tools_dir, "mlir-opt")):
    config.available_features.add("mlir-opt")

# The CUDA toolkit (test/Pipeline): %ptxas is the ptxas of $CUDA_PATH, else
# /usr/local/cuda, else PATH, as the `ptxas` feature, %cuda_toolkit its
# root; `fatbinary` when the same toolkit has one. CUDA_PATH reaches the
# tools, which honour it too.
def find_ptxas():
    roots = [os.environ.get("CUDA_PATH", ""), "/usr/local/cuda"]
    for root in roots:
        tool = os.path.join(root, "bin", "ptxas")
        if root and os.access(tool, os.X_OK):
            return tool
    return shutil.which("ptxas")

if os.environ.get("CUDA_PATH"):
    config.environment["CUDA_PATH"] = os.environ["CUDA_PATH"]
ptxas = find_ptxas()
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
    config.substitutions.append(
        ("%cuda_toolkit", os.path.dirname(os.path.dirname(ptxas))))
    if os.access(os.path.join(os.path.dirname(ptxas), "fatbinary"), os.X_OK):
        config.available_features.add("fatbinary")
