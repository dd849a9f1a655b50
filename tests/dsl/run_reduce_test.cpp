// Reductions, scans, layout conversions, control flow, atomics, buffers, LDS staging and
// device asserts on the emulator, against host computations.
#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <string>
#include <utility>
#include <vector>
#include <cmath>
#include <numeric>

#include <functional>

#include <fmt/format.h>

#include "dsl/dsl.h"
#include "testing/testing.h"

using namespace gfxtile;
using namespace gfxtile::testing;

namespace {

// A [rows, columns] tile of i32 loaded with `layout`, reduced with `kind` along `axis`, stored
// row-major (axis -1: one value).
Kernel reduce_kernel(const TargetId& target, int rows, int columns, const BlockedParams& params, ReduceKind kind,
                     int axis, DType dtype) {
  KernelBuilder k("reduce", target);
  Tensor x = k.arg("x", dtype.pointer_to(), true);
  Tensor y = k.arg("y", (kind == ReduceKind::argmax ? i32 : dtype).pointer_to());
  Layout layout = blocked({rows, columns}, params);
  Tensor r = expand_dims(arange(rows, slice(layout, 1)), 1), c = expand_dims(arange(columns, slice(layout, 0)), 0);
  Tensor v = load(x + r * columns + c);
  auto reduce = [&](const Tensor& t, int a) {
    switch (kind) {
      case ReduceKind::sum: return sum(t, a);
      case ReduceKind::max: return max(t, a);
      case ReduceKind::min: return min(t, a);
      default: return argmax(t, a);
    }
  };
  Tensor result = reduce(v, axis);
  if (axis < 0) store(y, result);
  else if (axis == 0) store(y + arange(columns, slice(layout, 0)), result);
  else store(y + arange(rows, slice(layout, 1)), result);
  return k.build();
}

std::vector<int64_t> reduce_reference(const std::vector<int32_t>& x, int rows, int columns, ReduceKind kind, int axis) {
  const int outputs = axis < 0 ? 1 : (axis == 0 ? columns : rows);
  const int length = axis < 0 ? rows * columns : (axis == 0 ? rows : columns);
  std::vector<int64_t> result(outputs);
  for (int o = 0; o < outputs; ++o) {
    auto at = [&](int i) -> int64_t {
      if (axis < 0) return x[i];
      return axis == 0 ? x[i * columns + o] : x[o * columns + i];
    };
    int64_t best = at(0), best_index = 0, total = 0;
    for (int i = 0; i < length; ++i) {
      total += at(i);
      if ((kind == ReduceKind::max || kind == ReduceKind::argmax) && at(i) > best) best = at(i), best_index = i;
      if (kind == ReduceKind::min && at(i) < best) best = at(i);
    }
    result[o] = kind == ReduceKind::sum ? total : (kind == ReduceKind::argmax ? best_index : best);
  }
  return result;
}

}  // namespace

TEST_CASE("reductions along each axis and over all, across lanes and waves", "[dsl][run][reduce]") {
  const std::vector<std::pair<std::vector<int64_t>, BlockedParams>> layouts = {
      {{16, 64}, {.per_thread = {1, 4}}},                  // lanes along columns, waves along rows
      {{64, 16}, {.per_thread = {2, 1}, .order = {0, 1}}},  // lanes along rows
      {{8, 32}, {.per_thread = {1, 2}}},                     // smaller than the workgroup: broadcast lanes
      {{32, 128}, {.per_thread = {2, 4}, .waves = {1, 4}}},  // waves along columns, repeated registers
      // wave64: lanes 0-2 along columns, 3-5 along rows (the rows' exchanges at distances 8, 16
      // and 32 with the lower lanes holding other columns; the whole tile uses all six).
      {{32, 64}, {.per_thread = {1, 8}}},
  };
  for (const TargetId& target : emulated_targets())
    for (const auto& [shape, params] : layouts)
      for (ReduceKind kind : {ReduceKind::sum, ReduceKind::max, ReduceKind::min, ReduceKind::argmax})
        for (int axis : {0, 1, -1}) {
          const int rows = static_cast<int>(shape[0]), columns = static_cast<int>(shape[1]);
          const Kernel kernel = reduce_kernel(target, rows, columns, params, kind, axis, i32);
          Random random(rows * 7 + columns + axis);
          const auto x = random.integers(rows * columns, -1000, 1000);
          const auto expected = reduce_reference(x, rows, columns, kind, axis);
          EmulatedDevice device;
          const uint64_t y = device.upload(std::vector<int32_t>(expected.size(), -7));
          REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(x)), pointer(y)}));
          const auto result = device.download<int32_t>(y, expected.size());
          for (size_t o = 0; o < expected.size(); ++o) {
            INFO(target.to_string() << " " << rows << "x" << columns << " " << reduce_name(kind) << " axis " << axis
                                    << " output " << o);
            REQUIRE(result[o] == expected[o]);
          }
        }
}

TEST_CASE("float sums match fp64 within rounding", "[dsl][run][reduce]") {
  for (const TargetId& target : emulated_targets()) {
    const Kernel kernel = reduce_kernel(target, 16, 64, {.per_thread = {1, 4}}, ReduceKind::sum, 1, f32);
    Random random(1);
    const auto x = random.floats(16 * 64);
    EmulatedDevice device;
    const uint64_t y = device.allocate(16 * 4);
    REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(x)), pointer(y)}));
    const auto result = device.download<float>(y, 16);
    for (int r = 0; r < 16; ++r) {
      double total = 0;
      for (int c = 0; c < 64; ++c) total += x[r * 64 + c];
      REQUIRE(std::fabs(result[r] - total) <= 1e-5);
    }
  }
}

TEST_CASE("16-bit float reductions are exact on small integers", "[dsl][run][reduce]") {
  for (const TargetId& target : emulated_targets())
    for (DType dtype : {f16, bf16})
      for (ReduceKind kind : {ReduceKind::sum, ReduceKind::max, ReduceKind::argmax})
        for (int axis : {0, 1}) {
          const Kernel kernel = reduce_kernel(target, 16, 64, {.per_thread = {1, 4}}, kind, axis, dtype);
          Random random(axis + 3);
          const auto integers = random.integers(16 * 64, -2, 2);  // every partial sum stays exact
          std::vector<uint16_t> input(integers.size());
          for (size_t i = 0; i < input.size(); ++i)
            input[i] = dtype == bf16 ? to_bf16(float(integers[i])) : to_f16(float(integers[i]));
          const auto expected = reduce_reference(integers, 16, 64, kind, axis);
          EmulatedDevice device;
          const uint64_t y = device.allocate(expected.size() * 4);
          REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(y)}));
          if (kind == ReduceKind::argmax) {
            const auto indices = device.download<int32_t>(y, expected.size());
            REQUIRE(std::vector<int64_t>(indices.begin(), indices.end()) == expected);
            continue;
          }
          const auto result = device.download<uint16_t>(y, expected.size());
          for (size_t o = 0; o < expected.size(); ++o) {
            INFO(target.to_string() << " " << dtype.name() << " " << reduce_name(kind) << " axis " << axis << " output " << o);
            REQUIRE((dtype == bf16 ? from_bf16(result[o]) : from_f16(result[o])) == float(expected[o]));
          }
        }
}

namespace {

struct ScanCase {
  std::vector<int64_t> shape;
  BlockedParams params;
  int waves;
  int axis;
};

void check_scans(const std::vector<ScanCase>& cases);

}  // namespace

TEST_CASE("cumsum and cumprod along registers, lanes and waves", "[dsl][run][scan]") {
  check_scans({
      {{4, 256}, {.per_thread = {1, 4}, .lanes = {1, 64}, .waves = {4, 1}}, 4, 1},
      {{1024}, {.per_thread = {2}}, 1, 0},                                     // the tile repeats 8 times
      {{128, 4}, {.per_thread = {2, 1}, .lanes = {64, 1}, .waves = {1, 4}, .order = {0, 1}}, 4, 0},
      {{2048}, {.per_thread = {2}}, 4, 0},                                     // across 4 waves, 4 chunks
  });
}

// This kernel's register allocation gives `ds_read2_b32 v[38:39], v38 ...`: a destination that
// overlaps the address register, which the emulator must read before writing.
TEST_CASE("cumsum with waves on both axes", "[dsl][run][scan]") {
  check_scans({{{8, 512}, {.per_thread = {1, 2}, .lanes = {1, 64}, .waves = {2, 2}}, 4, 1}});
}

namespace {

void check_scans(const std::vector<ScanCase>& cases) {
  for (const TargetId& target : emulated_targets())
    for (const auto& test : cases)
      for (ReduceKind kind : {ReduceKind::sum, ReduceKind::prod}) {
        const int wave = target.properties().wave_size;
        BlockedParams params = test.params;
        if (wave == 32) params.lanes.clear();  // the default spread for wave32
        KernelBuilder k("scan", target, {.waves = test.waves});
        Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
        Layout layout = blocked(test.shape, params);
        Tensor offsets;
        if (test.shape.size() == 1) {
          offsets = arange(test.shape[0], layout);
        } else {
          offsets = expand_dims(arange(test.shape[0], slice(layout, 1)), 1) * test.shape[1] +
                    expand_dims(arange(test.shape[1], slice(layout, 0)), 0);
        }
        Tensor v = load(x + offsets);
        store(y + offsets, kind == ReduceKind::sum ? cumsum(v, test.axis) : cumprod(v, test.axis));
        const Kernel kernel = k.build();
        const int64_t count = std::accumulate(test.shape.begin(), test.shape.end(), int64_t{1}, std::multiplies<>());
        Random random(count);
        // Sums of small integers are exact; products of values near 1 stay finite.
        std::vector<float> input(count);
        for (auto& value : input)
          value = kind == ReduceKind::sum ? float(int(random.next() % 21) - 10) : random.uniform(0.99f, 1.01f);
        EmulatedDevice device;
        const uint64_t out = device.allocate(count * 4);
        REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(out)}));
        const auto result = device.download<float>(out, count);
        const int64_t columns = test.shape.size() == 1 ? count : test.shape[1];
        const int64_t rows = count / columns;
        const int axis = test.shape.size() == 1 ? 1 : test.axis;  // a 1-D tensor is one row
        for (int64_t line = 0; line < (axis == 0 ? columns : rows); ++line) {
          double running = kind == ReduceKind::sum ? 0 : 1;
          const int64_t length = axis == 0 ? rows : columns;
          for (int64_t i = 0; i < length; ++i) {
            const int64_t index = axis == 0 ? i * columns + line : line * columns + i;
            running = kind == ReduceKind::sum ? running + input[index] : running * input[index];
            INFO(target.to_string() << " " << (kind == ReduceKind::sum ? "cumsum" : "cumprod") << " shape " << test.shape.size() << " axis " << test.axis << " index " << index << " got " << result[index] << " want " << running);
            REQUIRE(std::fabs(result[index] - running) <= 1e-5 * std::max(1.0, std::fabs(running)));
          }
        }
      }
}

// Runs `kernel` (x, y: i32 pointers, one workgroup) on x = start, start + 1, ... and checks y = f(x).
void check_moved(const Kernel& kernel, size_t elements, int32_t start, const std::function<int32_t(int32_t)>& f) {
  std::vector<int32_t> input(elements);
  std::iota(input.begin(), input.end(), start);
  EmulatedDevice device;
  const uint64_t y_address = device.allocate(input.size() * 4);
  REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(y_address)}));
  const auto result = device.download<int32_t>(y_address, input.size());
  for (size_t i = 0; i < input.size(); ++i) {
    INFO("element " << i);
    REQUIRE(result[i] == f(input[i]));
  }
}

}  // namespace

TEST_CASE("convert_layout within a thread, across lanes and through LDS", "[dsl][run][convert]") {
  for (const TargetId& target : emulated_targets()) {
    const int wave = target.properties().wave_size;
    KernelBuilder probe("probe", target);
    const Layout source = blocked({16, 64}, {.per_thread = {1, 4}});
    // The same lanes and waves with the registers in the other order.
    const auto& bases = source.linear().in_dims();
    auto registers = bases[0].bases;
    std::swap(registers[0], registers[1]);
    const Layout swapped(LinearLayout({{kRegister, registers}, bases[1], bases[2]}, source.linear().out_dims()));
    const std::vector<std::pair<Layout, ConversionKind>> targets = {
        {swapped, ConversionKind::within_thread},
        {blocked({16, 64}, {.per_thread = {1, 2}, .lanes = {wave / 16, 16}, .waves = {4, 1}}), ConversionKind::across_lanes},
        {blocked({16, 64}, {.per_thread = {4, 1}, .order = {0, 1}}), ConversionKind::through_lds},
    };
    for (const auto& [destination, kind] : targets) {
      REQUIRE(classify_conversion(source, destination) == kind);
      KernelBuilder k("convert", target);
      Tensor x = k.arg<const int32_t*>("x"), y = k.arg<int32_t*>("y");
      auto offsets = [](const Layout& layout) {
        return expand_dims(arange(16, slice(layout, 1)), 1) * 64 + expand_dims(arange(64, slice(layout, 0)), 0);
      };
      Tensor moved = convert_layout(load(x + offsets(source)), destination);
      store(y + offsets(destination), moved * 3);
      INFO(target.to_string() << " " << conversion_kind_name(kind));
      check_moved(k.build(), 16 * 64, 5, [](int32_t x) { return x * 3; });
    }
  }
}

// Destinations whose bases permute the source's take the butterfly (lane exchanges at constant
// distances, lowering/tile/convert.cpp) where it costs less than the rounds: the matrix
// accumulator into the A and B operand layouts (the WY stage's block products), and layouts
// built to swap register bits with lane bits and lane bits with each other, at every distance.
TEST_CASE("convert_layout between permuted bases, exact on every target", "[dsl][run][convert]") {
  for (const TargetId& target : emulated_targets()) {
    const int lane_bits = std::countr_zero(unsigned(target.properties().wave_size));
    KernelBuilder probe("probe", target, {.waves = 1});
    std::vector<std::pair<std::string, std::pair<Layout, Layout>>> cases;
    for (DType operand : {f32, bf16}) {
      const MmaInstruction& mma = mma_instruction(operand);
      const Layout accumulator = mma_layout(mma, {32, 32});
      for (MmaOperand which : {MmaOperand::a, MmaOperand::b})
        if (const Layout operand_layout = dot_operand_layout(mma, accumulator, which, 32);
            classify_conversion(accumulator, operand_layout) == ConversionKind::across_lanes)
          cases.push_back({fmt::format("{} accumulator -> operand {}", operand.name(), which == MmaOperand::a ? "a" : "b"),
                         {accumulator, operand_layout}});
    }
    // blocked [32, 32] in one wave: two lane bits exchanged, and each of them exchanged
    // with a register bit, at every pair of lane bits (distances 1 to the wave size less one).
    const Layout source = blocked({32, 32}, {.per_thread = {1, 4}});
    const auto& bases = source.linear().in_dims();
    auto permuted = [&](int low, int high, bool with_registers) {
      auto registers = bases[0].bases, lanes = bases[1].bases;
      if (with_registers) {
        std::swap(registers[0], lanes[size_t(high)]);
        std::swap(registers[1], lanes[size_t(low)]);
      } else {
        std::swap(lanes[size_t(low)], lanes[size_t(high)]);
      }
      return Layout(LinearLayout({{kRegister, registers}, {kLane, lanes}, bases[2]}, source.linear().out_dims()));
    };
    for (int low = 0; low < lane_bits; ++low)
      for (int high = low + 1; high < lane_bits; ++high)
        for (bool with_registers : {false, true})
          cases.push_back({fmt::format("lane bits {} and {}{}", low, high, with_registers ? " with register bits" : ""),
                           {source, permuted(low, high, with_registers)}});
    for (const auto& [name, layouts] : cases) {
      const auto& [from, to] = layouts;
      INFO(target.to_string() << " " << name << ": " << from.to_string() << " -> " << to.to_string());
      REQUIRE(classify_conversion(from, to) == ConversionKind::across_lanes);
      KernelBuilder k("convert_permuted", target, {.waves = 1});
      Tensor x = k.arg<const int32_t*>("x"), y = k.arg<int32_t*>("y");
      auto offsets = [](const Layout& layout) {
        return expand_dims(arange(32, slice(layout, 1)), 1) * 32 + expand_dims(arange(32, slice(layout, 0)), 0);
      };
      store(y + offsets(to), convert_layout(load(x + offsets(from)), to) + 1);
      check_moved(k.build(), 32 * 32, 11, [](int32_t x) { return x + 1; });
    }
  }
}

TEST_CASE("loops, branches and while loops carry values", "[dsl][run][control]") {
  for (const TargetId& target : emulated_targets()) {
    KernelBuilder k("control", target);
    Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
    Tensor rows = k.arg<int32_t>("rows"), flag = k.arg<int32_t>("flag");
    Layout layout = blocked({256}, {.per_thread = {2}});
    Tensor columns = arange(256, layout);
    Tensor total = zeros({256}, f32, layout);
    Tensor count = constant(0, i32);
    for_range(0, rows, [&](Scalar i) {
      total = total + load(x + i * 256 + columns);
      count = count + 1;
    });
    if_(flag > 0, [&] { total = total * 2.0; }, [&] { total = -total; });
    // Doubles `scale` until it passes 100: 128, and `halves` with it (a carried tensor).
    Tensor scale = constant(1, f32);
    Tensor halves = full({256}, 1.0, f32, layout);
    while_([&] { return scale < 100.0f; }, [&] {
      scale = scale * 2.0f;
      halves = halves * 0.5f;
    });
    store(y + columns, total + scale + count.to(f32) + halves * 128.0f);
    const Kernel kernel = k.build();
    for (int flag_value : {0, 1})
      for (int row_count : {0, 1, 5}) {
        Random random(row_count);
        const auto input = random.floats(5 * 256);
        EmulatedDevice device;
        const uint64_t out = device.allocate(256 * 4);
        REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(out), integer(row_count), integer(flag_value)}));
        const auto result = device.download<float>(out, 256);
        for (int c = 0; c < 256; ++c) {
          double sum = 0;
          for (int r = 0; r < row_count; ++r) sum += input[r * 256 + c];
          const double expected = (flag_value > 0 ? 2 * sum : -sum) + 128 + row_count + 1;
          INFO(target.to_string() << " rows " << row_count << " flag " << flag_value << " column " << c);
          REQUIRE(std::fabs(result[c] - expected) <= 1e-5 * std::max(1.0, std::fabs(expected)));
        }
      }
  }
}

TEST_CASE("atomics add and max once per element, broadcast lanes included", "[dsl][run][atomic]") {
  for (const TargetId& target : emulated_targets()) {
    KernelBuilder k("atomics", target);
    Tensor x = k.arg<const int32_t*>("x"), values = k.arg<const float*>("values");
    Tensor histogram = k.arg<int32_t*>("histogram"), top = k.arg<float*>("top"), n = k.arg<int32_t>("n");
    Layout layout = blocked({64});  // 64 elements over 4 waves: lanes and waves are broadcast
    Tensor offsets = program_id(0) * 64 + arange(64, layout);
    Tensor mask = offsets < n;
    Tensor bins = load(x + offsets, mask, 0) % 16;
    atomic_add(histogram + bins, 1, mask);
    atomic_max(top + bins, load(values + offsets, mask, 0.0), mask);
    const Kernel kernel = k.build();
    const int count = 300;
    Random random(9);
    const auto keys = random.integers(count, 0, 1000);
    const auto weights = random.floats(count, 0, 10);
    EmulatedDevice device;
    const uint64_t histogram_address = device.upload(std::vector<int32_t>(16, 0));
    const uint64_t top_address = device.upload(std::vector<float>(16, 0.0f));
    REQUIRE_NOTHROW(device.launch(kernel, (count + 63) / 64, {pointer(device.upload(keys)), pointer(device.upload(weights)),
                                                   pointer(histogram_address), pointer(top_address), integer(count)}));
    std::vector<int32_t> expected(16, 0);
    std::vector<float> highest(16, 0.0f);
    for (int i = 0; i < count; ++i) ++expected[keys[i] % 16], highest[keys[i] % 16] = std::max(highest[keys[i] % 16], weights[i]);
    REQUIRE(device.download<int32_t>(histogram_address, 16) == expected);
    REQUIRE(device.download<float>(top_address, 16) == highest);
  }
}

TEST_CASE("buffer loads and stores check the range in hardware", "[dsl][run][buffer]") {
  for (const TargetId& target : emulated_targets()) {
    KernelBuilder k("buffers", target);
    Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y"), n = k.arg<int32_t>("n");
    Layout layout = blocked({512}, {.per_thread = {4}});
    Tensor offsets = arange(512, layout);
    // No masks: elements at or past n read as 0 and are not written.
    buffer_store(y, offsets, buffer_load(x, offsets, n) + 1.0f, n);
    const Kernel kernel = k.build();
    for (int count : {5, 300, 512}) {
      Random random(count);
      const auto input = random.floats(count);
      EmulatedDevice device;
      const uint64_t out = device.upload(std::vector<float>(512, -5.0f));
      REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(out), integer(count)}));
      const auto result = device.download<float>(out, 512);
      for (int i = 0; i < 512; ++i) {
        INFO(target.to_string() << " n=" << count << " i=" << i);
        REQUIRE(result[i] == (i < count ? input[i] + 1.0f : -5.0f));
      }
    }
  }
}

TEST_CASE("LDS staging transposes a tile", "[dsl][run][lds]") {
  for (const TargetId& target : emulated_targets()) {
    KernelBuilder k("transpose", target);
    Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
    Layout rows = blocked({32, 32}, {.per_thread = {1, 4}});
    Layout columns = blocked({32, 32}, {.per_thread = {4, 1}, .order = {0, 1}});
    auto grid = [](const Layout& layout, int stride_rows, int stride_columns) {
      return expand_dims(arange(32, slice(layout, 1)), 1) * stride_rows +
             expand_dims(arange(32, slice(layout, 0)), 0) * stride_columns;
    };
    Tensor buffer = lds_alloc({32, 32}, f32);
    lds_store(buffer, load(x + grid(rows, 32, 1)));
    Tensor tile = lds_load(buffer, columns);
    store(y + grid(columns, 1, 32), tile);  // y[j][i] = x[i][j]
    // A second round trip through the same buffer: the barrier before the write is inferred.
    lds_store(buffer, tile * 2.0f);
    store(y + 1024 + grid(rows, 32, 1), lds_load(buffer, rows));
    const Kernel kernel = k.build();
    std::vector<float> input(1024);
    std::iota(input.begin(), input.end(), 0.0f);
    EmulatedDevice device;
    const uint64_t out = device.allocate(2048 * 4);
    REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(out)}));
    const auto result = device.download<float>(out, 2048);
    for (int i = 0; i < 32; ++i)
      for (int j = 0; j < 32; ++j) {
        REQUIRE(result[j * 32 + i] == input[i * 32 + j]);
        REQUIRE(result[1024 + i * 32 + j] == 2 * input[i * 32 + j]);
      }
  }
}

TEST_CASE("device asserts trap only when violated", "[dsl][run][assert]") {
  for (const TargetId& target : emulated_targets()) {
    KernelBuilder k("checked", target);
    Tensor x = k.arg<const float*>("x");
    Layout layout = blocked({256});
    const int line = __LINE__ + 1;
    device_assert(load(x + arange(256, layout)) >= 0.0f, "inputs are not negative");
    const Kernel kernel = k.build();
    REQUIRE(assert_messages(kernel) ==
            std::vector<std::string>{"run_reduce_test.cpp:" + std::to_string(line) + ": inputs are not negative"});
    EmulatedDevice device;
    std::vector<float> input(256, 1.0f);
    REQUIRE(device.run(kernel, 1, {pointer(device.upload(input))}) == "");
    input[77] = -1.0f;
    const std::string fault = device.run(kernel, 1, {pointer(device.upload(input))});
    INFO(fault);
    REQUIRE_THAT(fault, Catch::Contains("s_trap"));
  }
}

TEST_CASE("variables swapped and copied inside loops carry the right values", "[dsl][run][control]") {
  for (const TargetId& target : emulated_targets()) {
    KernelBuilder k("swap", target, {.waves = 1});
    Tensor out = k.arg<int32_t*>("out");
    Tensor a = constant(1, i32), b = constant(2, i32), c = constant(3, i32);
    for_range(0, 3, [&](Scalar) {
      Tensor old = a;
      a = b;
      b = old;
    });
    while_([&] { return c < 100; }, [&] { c = a + c; });
    Tensor d = constant(0, i32);
    for_range(0, 2, [&](Scalar) { d = c; });
    store(out, a * 100 + b * 10 + c + d);
    const Kernel kernel = k.build();
    EmulatedDevice device;
    const uint64_t address = device.allocate(4);
    REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(address)}));
    // a, b = 2, 1 after three swaps; c = 3 + 2 * 49 = 101; d = c.
    REQUIRE(device.download<int32_t>(address, 1)[0] == 200 + 10 + 101 + 101);
  }
}

TEST_CASE("3-D tensors reduce along the middle axis", "[dsl][run][reduce]") {
  for (const TargetId& target : emulated_targets()) {
    KernelBuilder k("reduce3d", target);
    Tensor x = k.arg<const int32_t*>("x"), y = k.arg<int32_t*>("y");
    Layout cube = blocked({4, 8, 32}, {.per_thread = {1, 2, 2}});
    Layout plane = slice(cube, 1);  // [4, 32]
    auto index = [](const Layout& layout, int dim, int64_t size) {
      // arange along `dim` of a rank-3 layout, expanded back to rank 3.
      const int first = dim == 0 ? 1 : 0, second = dim == 2 ? 1 : 2;
      return expand_dims(expand_dims(arange(size, slice(slice(layout, second), first)), first), second);
    };
    Tensor offsets = index(cube, 0, 4) * 256 + index(cube, 1, 8) * 32 + index(cube, 2, 32);
    Tensor totals = sum(load(x + offsets), 1);
    Tensor out = expand_dims(arange(4, slice(plane, 1)), 1) * 32 + expand_dims(arange(32, slice(plane, 0)), 0);
    store(y + out, totals);
    const Kernel kernel = k.build();
    std::vector<int32_t> input(1024);
    for (int i = 0; i < 1024; ++i) input[i] = (i * 37) % 101 - 50;
    EmulatedDevice device;
    const uint64_t address = device.allocate(128 * 4);
    REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(address)}));
    const auto result = device.download<int32_t>(address, 128);
    for (int a = 0; a < 4; ++a)
      for (int c = 0; c < 32; ++c) {
        int expected = 0;
        for (int b = 0; b < 8; ++b) expected += input[a * 256 + b * 32 + c];
        INFO(target.to_string() << " [" << a << ", " << c << "]");
        REQUIRE(result[a * 32 + c] == expected);
      }
  }
}
