"""Compiles a Triton GEMM (bf16 and OCP fp8 e4m3 inputs, fp32 output) for gfx1250 with Triton's
AMD backend, without a GPU, and writes gfx1250/<name>.hsaco, .s and .json under the output
folder. The tiles match the Triton GEMMs of ../shared/data/external-kernels (BM = BN = 64;
BK = 32 for bf16, 64 for fp8; 4 warps), which cover gfx942 and gfx950 only, so that
bench/gemm_bench compares gfxtile's GEMM with Triton's on all three targets. README.md beside
this file says what each computes.

Triton 3.6 lowers `tl.dot` on gfx1250 to `v_pk_fma_f32` (no WMMA; WMMA comes through Gluon), so
these also show what a GEMM without the matrix unit costs.

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
def gemm_bf16(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        ka = k0 + rk
        x = tl.load(a + rm[:, None] * K + ka[None, :], mask=(rm[:, None] < M) & (ka[None, :] < K), other=0.0)
        y = tl.load(b + ka[:, None] * N + rn[None, :], mask=(ka[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(x, y)
    tl.store(c + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def gemm_fp8(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        ka = k0 + rk
        x = tl.load(a + rm[:, None] * K + ka[None, :], mask=(rm[:, None] < M) & (ka[None, :] < K), other=0.0)
        y = tl.load(b + ka[:, None] * N + rn[None, :], mask=(ka[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(x, y)
    tl.store(c + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


KERNELS = [
    (gemm_bf16, "*bf16", 32, "triton_gemm_bf16"),
    (gemm_fp8, "*fp8e4nv", 64, "triton_gemm_fp8"),
]


def main(out):
    arch, wave = "gfx1250", 32
    os.makedirs(os.path.join(out, arch), exist_ok=True)
    for fn, operand, bk, file_name in KERNELS:
        signature = {"a": operand, "b": operand, "c": "*fp32", "M": "i32", "N": "i32", "K": "i32",
                     "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}
        constants = {"BM": 64, "BN": 64, "BK": bk}
        source = ASTSource(fn=fn, signature=signature, constexprs=constants)
        compiled = triton.compile(source, target=GPUTarget("hip", arch, wave), options={"num_warps": 4})
        base = os.path.join(out, arch, file_name)
        with open(base + ".hsaco", "wb") as f:
            f.write(compiled.asm["hsaco"])
        with open(base + ".s", "w") as f:
            f.write(compiled.asm["amdgcn"])
        with open(base + ".json", "w") as f:
            json.dump({"arch": arch, "kernel": fn.__name__, "symbol": compiled.metadata.name,
                       "signature": signature, "constexprs": constants, "num_warps": 4, "wave": wave,
                       "shared": compiled.metadata.shared, "computes": "c[M, N] = a[M, K] @ b[K, N], row-major, fp32 accumulation, masked edges",
                       "grid": "(ceil(M/64), ceil(N/64), 1)",
                       "triton_version": triton.__version__}, f, indent=1)
        print(arch, file_name, len(compiled.asm["hsaco"]), "bytes, shared", compiled.metadata.shared)


if __name__ == "__main__":
    main(sys.argv[1])
