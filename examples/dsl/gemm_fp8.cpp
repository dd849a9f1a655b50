// GEMM, fp8 -> fp32: the kernel of gemm.cpp with E4M3 operands in the target's own form (FNUZ on
// gfx942, OCP E4M3FN on gfx950 and gfx1250), looping over K in steps of 64 (one gfx1250 WMMA k).

#include <cmath>

#include "examples/dsl/support.h"
#include "runtime/buffer.h"
#include "runtime/loaded_kernel.h"

namespace gfxtile::examples {

namespace {

DType e4m3_of(const TargetId& target) { return target.architecture == Architecture::gfx942 ? f8e4m3fnuz : f8e4m3; }

// E4M3 by definition: bias 7 (OCP, S.1111.111 is NaN) or 8 (FNUZ, 0x80 is NaN).
double decode_e4m3(uint8_t bits, bool fnuz) {
  const int bias = fnuz ? 8 : 7, sign = bits >> 7, exponent = (bits >> 3) & 0xF, mantissa = bits & 7;
  if ((fnuz && bits == 0x80) || (!fnuz && exponent == 0xF && mantissa == 7)) return NAN;
  const double magnitude = exponent == 0 ? std::ldexp(mantissa, -bias - 2) : std::ldexp(8 + mantissa, exponent - bias - 3);
  return sign ? -magnitude : magnitude;
}

// Nearest code by search (ties to the even code): slow but obviously right.
uint8_t encode_e4m3(double value, bool fnuz) {
  int best = 0;
  double best_error = INFINITY;
  for (int code = 0; code < 256; ++code) {
    const double decoded = decode_e4m3(static_cast<uint8_t>(code), fnuz);
    if (std::isnan(decoded)) continue;
    const double error = std::fabs(decoded - value);
    if (error < best_error || (error == best_error && (code & 1) == 0)) best = code, best_error = error;
  }
  return static_cast<uint8_t>(best);
}

}  // namespace

Kernel gemm_fp8(const TargetId& target) { return gemm_tile(target, "gemm_fp8", e4m3_of(target), 64); }

ExampleCheck check_gemm_fp8(Device& device) {
  Kernel kernel = gemm_fp8(device.target());
  const bool fnuz = e4m3_of(device.target()) == f8e4m3fnuz;
  const uint32_t block = static_cast<uint32_t>(kernel.workgroup_size());
  LoadedKernel loaded(device, jit(tile_source(std::move(kernel)), device.target()));
  std::vector<double> results, expected;
  struct Size {
    int m, n, k;
  };
  for (const Size size : {Size{100, 72, 80}, Size{64, 64, 128}, Size{17, 130, 9}}) {
    std::vector<uint8_t> a_bits, b_bits;
    for (float value : random_floats(static_cast<size_t>(size.m * size.k), 21, -2, 2)) a_bits.push_back(encode_e4m3(value, fnuz));
    for (float value : random_floats(static_cast<size_t>(size.k * size.n), 22, -2, 2)) b_bits.push_back(encode_e4m3(value, fnuz));
    auto as = DeviceBuffer::upload(device, a_bits), bs = DeviceBuffer::upload(device, b_bits);
    DeviceBuffer cs(device, ElementType::f32, {size.m, size.n});
    const Dim3 grid = {static_cast<uint32_t>((size.m + 63) / 64), static_cast<uint32_t>((size.n + 63) / 64), 1};
    loaded.launch({.grid = grid, .block = {block}}, as, bs, cs, size.m, size.n, size.k);
    for (float value : cs.download<float>()) results.push_back(value);
    // fp64 reference on the decoded fp8 inputs.
    for (int i = 0; i < size.m; ++i)
      for (int j = 0; j < size.n; ++j) {
        double sum = 0;
        for (int kk = 0; kk < size.k; ++kk)
          sum += decode_e4m3(a_bits[i * size.k + kk], fnuz) * decode_e4m3(b_bits[kk * size.n + j], fnuz);
        expected.push_back(sum);
      }
  }
  return compare(results, expected, {1e-4, 1e-5}, "100x72x80, 64x64x128, 17x130x9");
}

}  // namespace gfxtile::examples

GFXTILE_EXAMPLE_MAIN("gemm_fp8")
