"""Compiles the Triton kernels below for gfx942, gfx950 and gfx1250 with Triton's AMD backend,
without a GPU, and writes <arch>/<name>.hsaco, .s (the compiler's listing) and .json (symbol,
signature, constants) under the output folder. Used to make external code objects for the
emulator's tests; see README.md beside this file.

    python3 generate.py OUTPUT_DIR            # the reductions, for the three targets
    python3 generate.py OUTPUT_DIR scaled     # the block-scaled GEMMs (tl.dot_scaled), gfx950 only
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


@triton.jit
def dot_scaled_gemm(a, a_scale, b, b_scale, c, M, N, K, A_FORMAT: tl.constexpr, B_FORMAT: tl.constexpr,
                    BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # c[M, N] = sum_k (a[m, k] * 2^(a_scale[m, k/32] - 127)) * (b[k, n] * 2^(b_scale[n, k/32] - 127)).
    # a: [M, K] bytes (fp8), or [M, K/2] for e2m1 (two values per byte, the lower k in the low
    # nibble); b: [K, N] bytes; scales: E8M0 bytes, a_scale [M, K/32], b_scale [N, K/32].
    # M, N, K must be multiples of BM, BN, BK (no masks).
    A_PACK: tl.constexpr = 2 if A_FORMAT == "e2m1" else 1
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rka = tl.arange(0, BK // A_PACK)
    rk = tl.arange(0, BK)
    rs = tl.arange(0, BK // 32)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        ta = tl.load(a + rm[:, None] * (K // A_PACK) + (k0 // A_PACK + rka)[None, :])
        tb = tl.load(b + (k0 + rk)[:, None] * N + rn[None, :])
        sa = tl.load(a_scale + rm[:, None] * (K // 32) + (k0 // 32 + rs)[None, :])
        sb = tl.load(b_scale + rn[:, None] * (K // 32) + (k0 // 32 + rs)[None, :])
        acc = tl.dot_scaled(ta, sa, A_FORMAT, tb, sb, B_FORMAT, acc)
    tl.store(c + rm[:, None] * N + rn[None, :], acc)


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

# Block-scaled GEMMs for gfx950's v_mfma_scale_f32_*_f8f6f4: (name, a format, a pointer type,
# b format, b pointer type, MFMA non-k size). One program per BM x BN tile of c.
SCALED = [
    ("dot_scaled_mxfp8_16", "e4m3", "*fp8e4nv", "e4m3", "*fp8e4nv", 16),
    ("dot_scaled_mxfp8_32", "e4m3", "*fp8e4nv", "e4m3", "*fp8e4nv", 32),
    ("dot_scaled_bf8_fp8_16", "e5m2", "*fp8e5", "e4m3", "*fp8e4nv", 16),
    ("dot_scaled_mxfp4_fp8_16", "e2m1", "*u8", "e4m3", "*fp8e4nv", 16),
]


def scaled_kernels():
    for name, a_format, a_type, b_format, b_type, nonk in SCALED:
        signature = {"a": a_type, "a_scale": "*u8", "b": b_type, "b_scale": "*u8", "c": "*fp32", "M": "i32",
                     "N": "i32", "K": "i32", "A_FORMAT": "constexpr", "B_FORMAT": "constexpr", "BM": "constexpr",
                     "BN": "constexpr", "BK": "constexpr"}
        constants = {"A_FORMAT": a_format, "B_FORMAT": b_format, "BM": 64, "BN": 64, "BK": 128}
        computes = (f"c[M, N] = (a * 2^(a_scale - 127)) @ (b * 2^(b_scale - 127)), a {a_format}, b {b_format}, "
                    "E8M0 scales per 32 k (a_scale [M, K/32], b_scale [N, K/32]), fp32 c; M, N multiples of 64, "
                    "K of 128")
        yield name, dot_scaled_gemm, signature, constants, computes, "(M/64, N/64, 1)", {"matrix_instr_nonkdim": nonk}


def main(out, which="reductions"):
    jobs = []
    if which == "scaled":
        jobs = [("gfx950", 64, job) for job in scaled_kernels()]
    else:
        for arch, wave in TARGETS:
            for fn, signature, constants, computes, grid in KERNELS:
                jobs.append((arch, wave, (fn.__name__, fn, signature, constants, computes, grid, {})))
    for arch, wave, (name, fn, signature, constants, computes, grid, extra) in jobs:
        os.makedirs(os.path.join(out, arch), exist_ok=True)
        source = ASTSource(fn=fn, signature=signature, constexprs=constants)
        try:
            compiled = triton.compile(source, target=GPUTarget("hip", arch, wave), options={"num_warps": 4, **extra})
        except Exception as error:  # report and go on: one kernel's failure should not hide the others
            print(arch, name, "FAILED:", error)
            continue
        base = os.path.join(out, arch, name)
        with open(base + ".hsaco", "wb") as f:
            f.write(compiled.asm["hsaco"])
        with open(base + ".s", "w") as f:
            f.write(compiled.asm["amdgcn"])
        with open(base + ".json", "w") as f:
            json.dump({"arch": arch, "kernel": name, "symbol": compiled.metadata.name,
                       "signature": signature, "constexprs": constants, "num_warps": 4, "wave": wave,
                       "options": extra,
                       "shared": compiled.metadata.shared, "computes": computes, "grid": grid,
                       "triton_version": triton.__version__}, f, indent=1)
        print(arch, name, len(compiled.asm["hsaco"]), "bytes, shared", compiled.metadata.shared)


if __name__ == "__main__":
    main(*sys.argv[1:3])
