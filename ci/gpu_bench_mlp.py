"""The MLP of TVM's CUDA fixture (x[4,64] -> dense 32 + bias, relu, dense 10 + bias, softmax) in
torch eager on the GPU, with the fixture's weights: the baseline `ci/gpu-check.sh bench` sets
against `modlink run-model mlp.cubin.so --device cuda --bench N`. Timing as run-model's: each
call followed by a device synchronisation; prints the median in ms. Checks the output against
the fixture's expected output first.

    python3 gpu_bench_mlp.py FIXTURES_DIR CALLS
"""
import statistics
import sys
import time

import numpy as np
import torch

fixtures, calls = sys.argv[1], int(sys.argv[2])
load = lambda name: torch.from_numpy(np.load(f"{fixtures}/{name}.npy")).cuda()
w1, b1, w2, b2 = (load(f"mlp.const.{n}") for n in ("w1", "b1", "w2", "b2"))
x = load("mlp.main.0.x")
expected = np.load(f"{fixtures}/mlp.main.0.out.npy")
torch.backends.cuda.matmul.allow_tf32 = False


def mlp(x):
    return torch.softmax(torch.relu(x @ w1 + b1) @ w2 + b2, dim=-1)


with torch.inference_mode():
    got = mlp(x).cpu().numpy()
    np.testing.assert_allclose(got, expected, rtol=1e-5, atol=1e-6)
    for _ in range(200):
        mlp(x)
    torch.cuda.synchronize()
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        mlp(x)
        torch.cuda.synchronize()
        times.append(time.perf_counter() - start)
print(f"torch eager: {calls} calls, min {min(times) * 1e3:.4f} ms, median {statistics.median(times) * 1e3:.4f} ms")
