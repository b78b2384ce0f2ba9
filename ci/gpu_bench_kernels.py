"""torch's times for the kernels of examples/gpu_bench_kernels.rs (issue #27), the baseline
`ci/gpu-check.sh bench` divides modlink's by: torch.matmul of two 4096 x 4096 float32 matrices
with TF32 off, and torch.softmax of a 4096 x 4096 float32 matrix along its rows. Inputs are made
on the GPU. Timing as the Rust bench's: one warm-up round, then 5 rounds of REPS calls each
followed by one synchronize; the best round's time per call. Prints one line per kernel:
`matmul_tiled torch <ms> ms`, `softmax torch <ms> ms`.

    python3 gpu_bench_kernels.py
"""
import time

import torch

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
generator = torch.Generator(device="cuda").manual_seed(27)


def uniform(*shape):
    return torch.rand(*shape, device="cuda", generator=generator) * 2 - 1


def best_per_call(reps, call):
    best = float("inf")
    for round_index in range(6):
        start = time.perf_counter()
        for _ in range(reps):
            call()
        torch.cuda.synchronize()
        if round_index > 0:
            best = min(best, (time.perf_counter() - start) / reps)
    return best


with torch.inference_mode():
    a, b = uniform(4096, 4096), uniform(4096, 4096)
    c = torch.empty(4096, 4096, device="cuda")
    print(f"matmul_tiled torch {best_per_call(3, lambda: torch.matmul(a, b, out=c)) * 1e3:.3f} ms")
    x = uniform(4096, 4096)
    print(f"softmax torch {best_per_call(20, lambda: torch.softmax(x, dim=-1)) * 1e3:.3f} ms")
