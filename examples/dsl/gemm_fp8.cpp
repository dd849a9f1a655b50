// GEMM, fp8 -> fp32: the kernel of gemm.cpp with E4M3 operands in the target's own form (FNUZ on
// gfx942, OCP E4M3FN on gfx950 and gfx1250), looping over K in steps of 64 (one gfx1250 WMMA k).

#include "examples/dsl/gemm_check.h"

namespace gfxtile::examples {

namespace {

DType e4m3_of(const TargetId& target) { return target.architecture == Architecture::gfx942 ? f8e4m3fnuz : f8e4m3; }

}  // namespace

Kernel gemm_fp8(const TargetId& target) { return gemm_tile(target, "gemm_fp8", e4m3_of(target), 64); }

ExampleCheck check_gemm_fp8(Device& device) {
  const bool fnuz = e4m3_of(device.target()) == f8e4m3fnuz;
  return check_gemm_sizes<uint8_t>(
      device, [&](const GemmSize&) { return gemm_fp8(device.target()); }, {{100, 72, 80}, {64, 64, 128}, {17, 130, 9}}, 21, 2,
      [&](float value) { return encode_e4m3(value, fnuz); }, [&](uint8_t bits) { return decode_e4m3(bits, fnuz); },
      {1e-4, 1e-5});
}

}  // namespace gfxtile::examples

GFXTILE_EXAMPLE_MAIN("gemm_fp8")
