# Stand-in for peers/torch_gemm.py: logs its arguments, 160 us.
import os, sys
with open(os.environ["CALL_LOG"], "a") as f:
    f.write("cublas " + " ".join(sys.argv[1:]) + "\n")
print("bench torch median_us=160.00 TFLOPs=0")
