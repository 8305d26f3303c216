# Stand-in for peers/torch_gemm.py: logs its arguments, 160 us (the
# mean with --iterations or --sustain-ms, as the real one labels it).
import os, sys
with open(os.environ["CALL_LOG"], "a") as f:
    f.write("cublas " + " ".join(sys.argv[1:]) + "\n")
stat = "mean" if {"--iterations", "--sustain-ms"} & set(sys.argv) else "median"
print(f"bench torch {stat}_us=160.00 TFLOPs=0")
