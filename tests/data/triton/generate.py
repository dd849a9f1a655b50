"""Compiles the Triton kernels below for gfx942, gfx950 and gfx1250 with Triton's AMD backend,
without a GPU, and writes <arch>/<name>.hsaco, .s (the compiler's listing) and .json (symbol,
signature, constants) under the output folder. Used to make external code objects for the
emulator's tests; see README.md beside this file.

    python3 generate.py OUTPUT_DIR
"""
import json
import os
import sys

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource


@triton.jit
def softmax_rows(x, y, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    v = tl.load(x + row * n_cols + cols, mask=mask, other=-float("inf"))
    v = v - tl.max(v, axis=0)
    e = tl.exp(v)
    tl.store(y + row * n_cols + cols, e / tl.sum(e, axis=0), mask=mask)


@triton.jit
def rms_norm_bf16(x, w, y, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    v = tl.load(x + row * n_cols + cols, mask=mask, other=0.0).to(tl.float32)
    inv = tl.rsqrt(tl.sum(v * v, axis=0) / n_cols + eps)
    g = tl.load(w + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(y + row * n_cols + cols, (v * inv * g).to(tl.bfloat16), mask=mask)


@triton.jit
def cumsum_rows(x, y, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    v = tl.load(x + row * n_cols + cols, mask=mask, other=0)
    tl.store(y + row * n_cols + cols, tl.cumsum(v, axis=0), mask=mask)


@triton.jit
def argmax_rows(x, index, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    v = tl.load(x + row * n_cols + cols, mask=mask, other=-float("inf"))
    tl.store(index + row, tl.argmax(v, axis=0).to(tl.int32))


KERNELS = [
    (softmax_rows, {"x": "*fp32", "y": "*fp32", "n_cols": "i32", "BLOCK": "constexpr"}, {"BLOCK": 1024},
     "y[r, :] = softmax(x[r, :]) over n_cols <= 1024 columns (fp32, row-major, row pitch n_cols)", "(rows, 1, 1)"),
    (rms_norm_bf16, {"x": "*bf16", "w": "*bf16", "y": "*bf16", "n_cols": "i32", "eps": "fp32", "BLOCK": "constexpr"},
     {"BLOCK": 1024},
     "y[r, c] = bf16(x[r, c] * rsqrt(mean_c(x[r, :]^2) + eps) * w[c]) for n_cols <= 1024 (bf16 in/out, fp32 math)",
     "(rows, 1, 1)"),
    (cumsum_rows, {"x": "*i32", "y": "*i32", "n_cols": "i32", "BLOCK": "constexpr"}, {"BLOCK": 1024},
     "y[r, c] = sum_{k <= c} x[r, k] (int32) for n_cols <= 1024", "(rows, 1, 1)"),
    (argmax_rows, {"x": "*fp32", "index": "*i32", "n_cols": "i32", "BLOCK": "constexpr"}, {"BLOCK": 256},
     "index[r] = argmax_c x[r, c] (first maximum) for n_cols <= 256", "(rows, 1, 1)"),
]
TARGETS = [("gfx942", 64), ("gfx950", 64), ("gfx1250", 32)]


def main(out):
    for arch, wave in TARGETS:
        os.makedirs(os.path.join(out, arch), exist_ok=True)
        for fn, signature, constants, computes, grid in KERNELS:
            source = ASTSource(fn=fn, signature=signature, constexprs=constants)
            compiled = triton.compile(source, target=GPUTarget("hip", arch, wave), options={"num_warps": 4})
            name = fn.__name__
            base = os.path.join(out, arch, name)
            with open(base + ".hsaco", "wb") as f:
                f.write(compiled.asm["hsaco"])
            with open(base + ".s", "w") as f:
                f.write(compiled.asm["amdgcn"])
            with open(base + ".json", "w") as f:
                json.dump({"arch": arch, "kernel": name, "symbol": compiled.metadata.name,
                           "signature": signature, "constexprs": constants, "num_warps": 4, "wave": wave,
                           "shared": compiled.metadata.shared, "computes": computes, "grid": grid,
                           "triton_version": triton.__version__}, f, indent=1)
            print(arch, name, len(compiled.asm["hsaco"]), "bytes, shared", compiled.metadata.shared)


if __name__ == "__main__":
    main(sys.argv[1])
