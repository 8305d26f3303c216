# Stand-in for CuTe DSL's tensorop_gemm.py: logs its arguments, 280 us.
import os, sys
with open(os.environ["CALL_LOG"], "a") as f:
    f.write("nvidia " + " ".join(sys.argv[1:]) + "\n")
print("Execution time: 280.0 microseconds")
