// DSL kernels run on the emulator and compared with host fp64 computations, over several shapes
// (masked tails included) and every emulated target.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "dsl/dsl.h"
#include "testing/testing.h"

using namespace gfxtile;
using namespace gfxtile::testing;

namespace {

Kernel vector_add(const TargetId& target, int block, int64_t divisible_by) {
  KernelBuilder k("vector_add", target);
  Tensor x = k.arg<const float*>("x"), y = k.arg<const float*>("y");
  Tensor z = k.arg<float*>("z");
  Tensor n = k.arg<int32_t>("n", {.divisible_by = divisible_by});
  Layout layout = blocked({block}, {.per_thread = {4}});
  Tensor offsets = program_id(0) * block + arange(block, layout);
  Tensor mask = offsets < n;
  store(z + offsets, load(x + offsets, mask) + load(y + offsets, mask), mask);
  return k.build();
}

// One row per workgroup; rows of up to `block` elements.
Kernel softmax(const TargetId& target, int block) {
  KernelBuilder k("softmax", target);
  Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
  Tensor n = k.arg<int32_t>("n");
  Layout layout = blocked({block}, {.per_thread = {4}});
  Tensor row = program_id(0);
  Tensor columns = arange(block, layout);
  Tensor mask = columns < n;
  Tensor v = load(x + row * n + columns, mask, -INFINITY);
  Tensor e = exp(v - max(v));
  store(y + row * n + columns, e / sum(e), mask);
  return k.build();
}

// y = x * rsqrt(mean(x^2) + eps) * w, bf16 in and out, f32 inside.
Kernel rms_norm(const TargetId& target, int block) {
  KernelBuilder k("rms_norm", target);
  Tensor x = k.arg<const bf16_t*>("x"), w = k.arg<const bf16_t*>("w");
  Tensor y = k.arg<bf16_t*>("y");
  Tensor n = k.arg<int32_t>("n");
  Tensor eps = k.arg<float>("eps");
  Layout layout = blocked({block}, {.per_thread = {8}});
  Tensor row = program_id(0);
  Tensor columns = arange(block, layout);
  Tensor mask = columns < n;
  Tensor v = load(x + row * n + columns, mask).to(f32);
  Tensor inverse = rsqrt(sum(v * v) / n.to(f32) + eps);
  store(y + row * n + columns, (v * inverse * load(w + columns, mask).to(f32)).to(bf16), mask);
  return k.build();
}

std::vector<double> softmax_reference(const std::vector<float>& x, int rows, int n) {
  std::vector<double> y(x.size());
  for (int r = 0; r < rows; ++r) {
    double top = -INFINITY, total = 0;
    for (int c = 0; c < n; ++c) top = std::max(top, double(x[r * n + c]));
    for (int c = 0; c < n; ++c) total += std::exp(double(x[r * n + c]) - top);
    for (int c = 0; c < n; ++c) y[r * n + c] = std::exp(double(x[r * n + c]) - top) / total;
  }
  return y;
}

}  // namespace

TEST_CASE("vector add over masked tails", "[dsl][run]") {
  for (const TargetId& target : emulated_targets()) {
    for (int64_t hint : {1, 4}) {
      const Kernel kernel = vector_add(target, 1024, hint);
      for (int n : {4, 100, 1024, 3000, 4100}) {
        if (n % hint) continue;
        INFO(target.to_string() << " n=" << n << " divisible_by=" << hint);
        Random random(n);
        const auto x = random.floats(n), y = random.floats(n);
        EmulatedDevice device;
        const uint64_t z = device.upload(std::vector<float>(n + 8, 7.0f));
        REQUIRE_NOTHROW(device.launch(kernel, (n + 1023) / 1024, {pointer(device.upload(x)), pointer(device.upload(y)), pointer(z), integer(n)}));
        const auto result = device.download<float>(z, n + 8);
        for (int i = 0; i < n; ++i) REQUIRE(result[i] == float(double(x[i]) + double(y[i])));
        for (int i = n; i < n + 8; ++i) REQUIRE(result[i] == 7.0f);  // nothing written past n
      }
    }
  }
}

TEST_CASE("row softmax matches fp64", "[dsl][run]") {
  for (const TargetId& target : emulated_targets()) {
    const Kernel kernel = softmax(target, 1024);
    for (int n : {1, 37, 256, 1000}) {
      INFO(target.to_string() << " n=" << n);
      const int rows = 3;
      Random random(n);
      const auto x = random.floats(rows * n, -5, 5);
      EmulatedDevice device;
      const uint64_t y = device.allocate(rows * n * 4);
      REQUIRE_NOTHROW(device.launch(kernel, rows, {pointer(device.upload(x)), pointer(y), integer(n)}));
      const auto result = device.download<float>(y, rows * n);
      const auto expected = softmax_reference(x, rows, n);
      for (int i = 0; i < rows * n; ++i) REQUIRE(std::fabs(result[i] - expected[i]) <= 1e-6 + 1e-5 * expected[i]);
    }
  }
}

TEST_CASE("RMSNorm in bf16 matches fp64", "[dsl][run]") {
  for (const TargetId& target : emulated_targets()) {
    const Kernel kernel = rms_norm(target, 2048);
    for (int n : {64, 1000, 2048}) {
      INFO(target.to_string() << " n=" << n);
      const int rows = 2;
      Random random(n + 1);
      std::vector<uint16_t> x(rows * n), w(n);
      for (auto& v : x) v = to_bf16(random.uniform(-2, 2));
      for (auto& v : w) v = to_bf16(random.uniform(0.5, 1.5));
      EmulatedDevice device;
      const uint64_t y = device.allocate(rows * n * 2);
      const float eps = 1e-6f;
      REQUIRE_NOTHROW(device.launch(kernel, rows, {pointer(device.upload(x)), pointer(device.upload(w)), pointer(y), integer(n), real(eps)}));
      const auto result = device.download<uint16_t>(y, rows * n);
      for (int r = 0; r < rows; ++r) {
        double squares = 0;
        for (int c = 0; c < n; ++c) squares += double(from_bf16(x[r * n + c])) * from_bf16(x[r * n + c]);
        const double inverse = 1 / std::sqrt(squares / n + eps);
        for (int c = 0; c < n; ++c) {
          const double expected = from_bf16(x[r * n + c]) * inverse * from_bf16(w[c]);
          REQUIRE(std::fabs(from_bf16(result[r * n + c]) - expected) <= 1e-2 * std::fabs(expected) + 1e-6);
        }
      }
    }
  }
}

TEST_CASE("a 2-D softmax broadcasts row statistics back over the tile", "[dsl][run]") {
  for (const TargetId& target : emulated_targets()) {
    KernelBuilder k("softmax2d", target);
    Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
    Tensor rows = k.arg<int32_t>("rows"), n = k.arg<int32_t>("n");
    Layout tile = blocked({8, 128}, {.per_thread = {1, 4}});
    Tensor r = expand_dims(program_id(0) * 8 + arange(8, slice(tile, 1)), 1);
    Tensor c = expand_dims(arange(128, slice(tile, 0)), 0);
    Tensor mask = (r < rows) & (c < n);
    Tensor v = load(x + r * n + c, mask, -INFINITY);
    Tensor e = exp(v - expand_dims(max(v, 1), 1));  // [8, 1] broadcast over the columns
    Tensor total = expand_dims(sum(e, 1), 1);
    store(y + r * n + c, e / total, mask);
    const Kernel kernel = k.build();
    for (auto [row_count, n_value] : {std::pair{8, 128}, std::pair{13, 100}, std::pair{3, 1}}) {
      INFO(target.to_string() << " rows=" << row_count << " n=" << n_value);
      Random random(row_count * n_value);
      const auto input = random.floats(row_count * n_value, -6, 6);
      EmulatedDevice device;
      const uint64_t out = device.allocate(row_count * n_value * 4);
      REQUIRE_NOTHROW(device.launch(kernel, (row_count + 7) / 8, {pointer(device.upload(input)), pointer(out), integer(row_count), integer(n_value)}));
      const auto result = device.download<float>(out, row_count * n_value);
      const auto expected = softmax_reference(input, row_count, n_value);
      for (int i = 0; i < row_count * n_value; ++i) REQUIRE(std::fabs(result[i] - expected[i]) <= 1e-6 + 1e-5 * expected[i]);
    }
  }
}
