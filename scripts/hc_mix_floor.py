#!/usr/bin/env python3
"""The timing model's floor for the HC mix at prefill sizes (kernels/hc/README.md, "60% over the
mix kernels is below the timing model's floor").

In the model (docs/timing.md) a dispatch takes at least its HBM bytes (distinct lines) over the
HBM bandwidth plus its repeated line bytes over the L2 bandwidth, whatever its tiles, and at least
its matrix work over the CUs its workgroups occupy. The mix is two dispatches at least (the up
projection needs h summed over the whole K), each reading X. This searches every count of token
tiles a and splits S (down) or unit tiles (up), with one rank tile (X read once by the down
projection), for the smallest bound; tiles a workgroup could not hold are allowed, so the bound
is below any real kernel's.

usage: scripts/hc_mix_floor.py [--tokens M] [--machine mi355x|mi300x]
"""
import argparse

MACHINES = {  # HBM and L2 bytes/s, dense bf16 FLOP/s, CUs: emu/timing/machine_gfx9*.cpp
    "mi355x": (8.0e12, 8 * 2048 * 2.4e9, 2516.6e12, 256),
    "mi300x": (5.3e12, 8 * 2048 * 2.1e9, 1307.4e12, 304),
}


def floor(m, machine, atomics):
    hbm_bw, l2_bw, peak, cus = MACHINES[machine]
    k, d, rank, padded = 10240, 2560, 320, 352
    x = m * k * 2
    w_down = padded * k * 2
    w_up = k * rank * 2
    h = m * padded * 4
    act = m * rank * 2
    out = m * d * 2
    down_flops, up_flops = 2 * m * k * padded, 2 * m * k * rank

    def best(flops, hbm, repeats, limit_a, limit_b):
        result = None
        for a in range(1, limit_a + 1):
            for b in range(1, limit_b + 1):
                groups = a * b
                time = max(hbm(b) / hbm_bw + repeats(a, b) / l2_bw, flops / (peak / cus * min(groups, cus)))
                if result is None or time < result[0]:
                    result = (time, a, b)
        return result

    # down: a token tiles x S splits; h written and read back once (L2 atomics) or per split.
    down = best(down_flops,
                lambda s: x + w_down + (2 * h if atomics else 2 * h * s),
                lambda a, s: w_down * (a - 1) + (h * s if atomics else 0), 128, 128)
    # up: a token tiles x u unit tiles; W_up read per token tile, a per unit tile.
    up = best(up_flops, lambda u: x + w_up + act + out, lambda a, u: w_up * (a - 1) + act * (u - 1), 128, 160)
    useful = 2 * m * k * (rank + 4) + 2 * m * k * rank
    total = down[0] + up[0]
    return down, up, total, useful / total / peak


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=2048)
    parser.add_argument("--machine", default="mi355x", choices=sorted(MACHINES))
    args = parser.parse_args()
    for atomics in (True, False):
        down, up, total, share = floor(args.tokens, args.machine, atomics)
        print(f"{args.machine} M = {args.tokens}, h {'summed by L2 atomics' if atomics else 'as stored partials'}: "
              f"down >= {down[0] * 1e6:.2f} us (a = {down[1]}, S = {down[2]}), up >= {up[0] * 1e6:.2f} us "
              f"(a = {up[1]}, unit tiles = {up[2]}), mix >= {total * 1e6:.2f} us = {100 * share:.1f}% of the bf16 peak at most")


if __name__ == "__main__":
    main()
