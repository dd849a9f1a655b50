// Loads and stores of every element type (fp8 in the target's own form), LDS reused inside a
// loop, and 2-D grids with program_id / num_programs, on the emulator.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>

#include "dsl/dsl.h"
#include "lowering/tile/compile.h"
#include "testing/testing.h"

using namespace gfxtile;
using namespace gfxtile::testing;

namespace {

// fp8 decoding by the formats' definitions: OCP E4M3FN (bias 7, no infinities, S.1111.111 NaN),
// OCP E5M2 (bias 15, IEEE-like), FNUZ forms (bias 8 / 16, 0x80 the only NaN, no negative zero).
double decode_fp8(uint8_t bits, DType dtype) {
  const bool e5m2 = dtype == f8e5m2 || dtype == f8e5m2fnuz;
  const bool fnuz = dtype == f8e4m3fnuz || dtype == f8e5m2fnuz;
  const int mantissa_bits = e5m2 ? 2 : 3;
  const int bias = (e5m2 ? 15 : 7) + (fnuz ? 1 : 0);
  const int sign = bits >> 7, exponent = (bits >> mantissa_bits) & (e5m2 ? 0x1F : 0xF),
            mantissa = bits & ((1 << mantissa_bits) - 1);
  if (fnuz && bits == 0x80) return NAN;
  if (!fnuz && e5m2 && exponent == 0x1F) return mantissa ? NAN : (sign ? -INFINITY : INFINITY);
  if (!fnuz && !e5m2 && exponent == 0xF && mantissa == 7) return NAN;
  const double magnitude = exponent == 0 ? std::ldexp(mantissa, 1 - bias - mantissa_bits)
                                         : std::ldexp((1 << mantissa_bits) + mantissa, exponent - bias - mantissa_bits);
  return sign ? -magnitude : magnitude;
}

// Nearest-even encoding by search over all finite codes.
uint8_t encode_fp8(double value, DType dtype) {
  int best = -1;
  double best_error = INFINITY;
  for (int code = 0; code < 256; ++code) {
    const double decoded = decode_fp8(static_cast<uint8_t>(code), dtype);
    if (std::isnan(decoded) || std::isinf(decoded)) continue;
    // Zero keeps the sign where the format has -0 (OCP); FNUZ has only +0.
    const bool fnuz = dtype == f8e4m3fnuz || dtype == f8e5m2fnuz;
    if (decoded == 0 && !fnuz && std::signbit(decoded) != std::signbit(value)) continue;
    const double error = std::fabs(decoded - value);
    if (error < best_error || (error == best_error && (code & 1) == 0 && (best & 1) == 1)) best = code, best_error = error;
  }
  return static_cast<uint8_t>(best);
}

}  // namespace

TEST_CASE("integer element types load, convert and store", "[dsl][run][memory]") {
  for (const TargetId& target : emulated_targets())
    for (DType dtype : {i8, i16, i32, i64, u32}) {
      KernelBuilder k("copy", target);
      Tensor x = k.arg("x", dtype.pointer_to(), true), y = k.arg("y", dtype.pointer_to());
      Tensor n = k.arg<int32_t>("n");
      Layout layout = blocked({512}, {.per_thread = {4}});
      Tensor offsets = arange(512, layout);
      Tensor mask = offsets < n;
      // Through i64 and back, plus one: exact for every type in range.
      store(y + offsets, (load(x + offsets, mask).to(i64) + 1).to(dtype), mask);
      const Kernel kernel = k.build();
      const int count = 301;
      const int bytes = dtype.bytes();
      std::vector<uint8_t> input(count * bytes);
      Random random(bytes);
      for (auto& byte : input) byte = static_cast<uint8_t>(random.next());
      for (int i = 0; i < count; ++i) input[i * bytes + bytes - 1] &= 0x3F;  // keep +1 from overflowing
      EmulatedDevice device;
      const uint64_t out = device.upload(std::vector<uint8_t>((count + 8) * bytes, 0xAB));
      REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(out), integer(count)}));
      const auto result = device.download<uint8_t>(out, (count + 8) * bytes);
      for (int i = 0; i < count; ++i) {
        uint64_t value = 0, stored = 0;
        std::memcpy(&value, &input[i * bytes], bytes);
        std::memcpy(&stored, &result[i * bytes], bytes);
        const uint64_t mask_bits = bytes == 8 ? ~uint64_t{0} : ((uint64_t{1} << (8 * bytes)) - 1);
        INFO(target.to_string() << " " << dtype.name() << " element " << i);
        REQUIRE(stored == ((value + 1) & mask_bits));
      }
      for (int i = count * bytes; i < (count + 8) * bytes; ++i) REQUIRE(result[i] == 0xAB);
    }
}

TEST_CASE("fp8 in the target's own form converts like the format's definition", "[dsl][run][memory]") {
  for (const TargetId& target : emulated_targets()) {
    const bool fnuz = target.architecture == Architecture::gfx942;
    for (DType dtype : {fnuz ? f8e4m3fnuz : f8e4m3, fnuz ? f8e5m2fnuz : f8e5m2}) {
      KernelBuilder k("fp8", target);
      Tensor x = k.arg<const float*>("x"), y = k.arg("y", dtype.pointer_to()), z = k.arg<float*>("z");
      Layout layout = blocked({256});
      Tensor offsets = arange(256, layout);
      Tensor narrow = load(x + offsets).to(dtype);
      store(y + offsets, narrow);
      store(z + offsets, narrow.to(f32));
      const Kernel kernel = k.build();
      const bool e5m2 = dtype == f8e5m2 || dtype == f8e5m2fnuz;
      Random random(3);
      std::vector<float> input = random.floats(256, e5m2 ? -5000.0f : -200.0f, e5m2 ? 5000.0f : 200.0f);
      for (int i = 0; i < 64; ++i) input[i] = random.uniform(-0.05f, 0.05f);  // subnormals and small values
      input[64] = 0.0f, input[65] = 1.0f, input[66] = -1.5f;
      EmulatedDevice device;
      const uint64_t narrow_out = device.allocate(256), wide_out = device.allocate(256 * 4);
      REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(narrow_out), pointer(wide_out)}));
      const auto codes = device.download<uint8_t>(narrow_out, 256);
      const auto widened = device.download<float>(wide_out, 256);
      for (int i = 0; i < 256; ++i) {
        const uint8_t expected = encode_fp8(input[i], dtype);
        INFO(target.to_string() << " " << dtype.name() << " x=" << input[i] << " code " << int(codes[i]) << " expected "
                                << int(expected) << " (" << decode_fp8(expected, dtype) << ")");
        REQUIRE(decode_fp8(codes[i], dtype) == decode_fp8(expected, dtype));
        REQUIRE(widened[i] == decode_fp8(codes[i], dtype));
      }
    }
  }
}

TEST_CASE("LDS reused in every loop iteration stays race-free", "[dsl][run][lds]") {
  for (const TargetId& target : emulated_targets()) {
    KernelBuilder k("rotate", target);
    Tensor x = k.arg<const int32_t*>("x"), y = k.arg<int32_t*>("y");
    Layout rows = blocked({16, 64}, {.per_thread = {1, 4}});
    Layout columns = blocked({16, 64}, {.per_thread = {4, 1}, .order = {0, 1}});
    auto grid = [](const Layout& layout) {
      return expand_dims(arange(16, slice(layout, 1)), 1) * 64 + expand_dims(arange(64, slice(layout, 0)), 0);
    };
    Tensor buffer = lds_alloc({16, 64}, i32);
    Tensor value = load(x + grid(rows));
    for_range(0, 5, [&](Scalar i) {
      lds_store(buffer, value + i);
      value = convert_layout(lds_load(buffer, columns), rows) * 2;  // written by other threads
    });
    store(y + grid(rows), value);
    const Kernel kernel = k.build();
    std::vector<int32_t> input(1024);
    for (int i = 0; i < 1024; ++i) input[i] = i % 97;
    EmulatedDevice device;
    const uint64_t out = device.allocate(1024 * 4);
    REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(out)}));
    const auto result = device.download<int32_t>(out, 1024);
    for (int i = 0; i < 1024; ++i) {
      int64_t expected = input[i];
      for (int step = 0; step < 5; ++step) expected = (expected + step) * 2;
      REQUIRE(result[i] == expected);
    }
  }
}

// A walk over a host table inside a loop that stores: its uniform entries are scalar loads only
// when the table is declared invariant (otherwise the stores might change it), and either way the
// results are the same.
TEST_CASE("invariant arguments: uniform loads in a storing loop become scalar loads", "[dsl][run][memory]") {
  for (const TargetId& target : emulated_targets()) {
    const int lanes = target.properties().wave_size;
    for (bool invariant : {false, true}) {
      INFO(target.to_string() << (invariant ? " invariant" : " plain"));
      KernelBuilder k("table_walk", target, {.waves = 1});
      Tensor table = k.arg<const int32_t*>("table", {.divisible_by = 4, .invariant = invariant});
      Tensor y = k.arg<int32_t*>("y");
      Tensor lane = arange(lanes, blocked({lanes}));
      for_range(0, 8, [&](Scalar i) {
        Scalar entry = load(table + i);
        store(y + load(table + 8 + i) * lanes + lane, lane * entry);
      });
      const Kernel kernel = k.build();
      CHECK((kernel.to_text().find(" invariant") != std::string::npos) == invariant);
      const std::string assembly = kernel_assembly(kernel);
      // The table is the only memory the kernel loads (y is stored).
      CHECK((assembly.find("global_load") == std::string::npos) == invariant);
      const std::vector<int32_t> input = {3, -1, 4, 1, -5, 9, 2, -6, 7, 6, 5, 4, 3, 2, 1, 0};
      EmulatedDevice device;
      const uint64_t out = device.allocate(8 * lanes * 4);
      REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(out)}));
      const auto result = device.download<int32_t>(out, 8 * lanes);
      for (int i = 0; i < 8; ++i)
        for (int l = 0; l < lanes; ++l) REQUIRE(result[input[8 + i] * lanes + l] == l * input[i]);
    }
  }
}

TEST_CASE("2-D grids see their program ids and counts", "[dsl][run][grid]") {
  for (const TargetId& target : emulated_targets()) {
    KernelBuilder k("grid", target, {.waves = 1});
    Tensor y = k.arg<int32_t*>("y");
    Layout layout = blocked({64});
    Tensor lanes = arange(64, layout);
    Tensor x = program_id(0), row = program_id(1);
    Tensor slot = (row * num_programs(0) + x) * 64 + lanes;
    store(y + slot, x * 1000 + row * 100 + num_programs(1) * 10 + lanes % 10);
    const Kernel kernel = k.build();
    EmulatedDevice device;
    const uint32_t grid_x = 3, grid_y = 2;
    const uint64_t out = device.allocate(grid_x * grid_y * 64 * 4);
    REQUIRE_NOTHROW(device.launch(kernel, grid_x, {pointer(out)}, grid_y));
    const auto result = device.download<int32_t>(out, grid_x * grid_y * 64);
    for (uint32_t r = 0; r < grid_y; ++r)
      for (uint32_t c = 0; c < grid_x; ++c)
        for (int lane = 0; lane < 64; ++lane)
          REQUIRE(result[(r * grid_x + c) * 64 + lane] == int32_t(c * 1000 + r * 100 + grid_y * 10 + lane % 10));
  }
}

TEST_CASE("reshape and permute relabel the same registers", "[dsl][run][shape]") {
  for (const TargetId& target : emulated_targets()) {
    KernelBuilder k("shapes", target);
    Tensor x = k.arg<const int32_t*>("x"), y = k.arg<int32_t*>("y"), z = k.arg<int32_t*>("z");
    Layout tile = blocked({16, 64}, {.per_thread = {1, 4}});
    Tensor rows = expand_dims(arange(16, slice(tile, 1)), 1), columns = expand_dims(arange(64, slice(tile, 0)), 0);
    Tensor v = load(x + rows * 64 + columns);
    // Transposed: element [c, r] of the permuted tensor is v[r, c]; store it at y[c * 16 + r].
    Tensor t = permute(v, {1, 0});
    Tensor t_rows = permute(rows + columns * 0, {1, 0}), t_columns = permute(columns + rows * 0, {1, 0});
    store(y + t_rows + t_columns * 16, t);
    // Flattened row-major: element i of the reshaped tensor is v[i / 64, i % 64].
    Tensor flat = reshape(v, {1024});
    Tensor index = reshape(rows * 64 + columns, {1024});
    store(z + index, flat + 1);
    const Kernel kernel = k.build();
    std::vector<int32_t> input(1024);
    for (int i = 0; i < 1024; ++i) input[i] = i * 7 % 1000;
    EmulatedDevice device;
    const uint64_t transposed = device.allocate(4096), flattened = device.allocate(4096);
    REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(transposed), pointer(flattened)}));
    const auto t_result = device.download<int32_t>(transposed, 1024), f_result = device.download<int32_t>(flattened, 1024);
    for (int r = 0; r < 16; ++r)
      for (int c = 0; c < 64; ++c) {
        REQUIRE(t_result[c * 16 + r] == input[r * 64 + c]);
        REQUIRE(f_result[r * 64 + c] == input[r * 64 + c] + 1);
      }
  }
}
