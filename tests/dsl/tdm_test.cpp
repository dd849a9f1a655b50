// The gfx1250 tensor data mover in the DSL, on the emulator with hazard checking on: tiles of
// 1 to 5 dimensions loaded into LDS (tiles hanging over the tensor's edge read 0), padded LDS
// layouts read back through lds_load, stores that drop what falls outside the tensor, the wait
// (a kernel without it is reported), and every build-time range check.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <functional>
#include <numeric>

#include "core/error.h"
#include "lowering/tile/compile.h"
#include "testing/testing.h"

using namespace gfxtile;
using gfxtile::testing::EmulatedDevice;
using gfxtile::testing::integer;
using gfxtile::testing::pointer;

namespace {

const TargetId kGfx1250 = TargetId::parse("gfx1250");

int64_t product(const std::vector<int64_t>& values) {
  return std::accumulate(values.begin(), values.end(), int64_t{1}, std::multiplies<>());
}

// Row-major strides of `sizes`, each row padded by `extra` elements (so strides are not sizes).
std::vector<int64_t> strides_of(const std::vector<int64_t>& sizes, int64_t extra) {
  std::vector<int64_t> strides(sizes.size(), 1);
  for (int d = static_cast<int>(sizes.size()) - 2; d >= 0; --d)
    strides[static_cast<size_t>(d)] = strides[static_cast<size_t>(d) + 1] * sizes[static_cast<size_t>(d) + 1] + (d == static_cast<int>(sizes.size()) - 2 ? extra : 0);
  return strides;
}

// The tile at `origin` of the tensor, row-major, 0 outside the tensor: the host's reference.
template <typename T>
std::vector<T> reference_tile(const std::vector<T>& tensor, const std::vector<int64_t>& sizes,
                                    const std::vector<int64_t>& strides, const std::vector<int64_t>& tile,
                                    const std::vector<int64_t>& origin) {
  std::vector<T> result;
  const int rank = static_cast<int>(tile.size());
  for (int64_t index = 0; index < product(tile); ++index) {
    int64_t rest = index, address = 0;
    bool inside = true;
    for (int d = rank - 1; d >= 0; --d) {
      const int64_t coordinate = origin[static_cast<size_t>(d)] + rest % tile[static_cast<size_t>(d)];
      rest /= tile[static_cast<size_t>(d)];
      inside = inside && coordinate < sizes[static_cast<size_t>(d)];
      address += coordinate * strides[static_cast<size_t>(d)];
    }
    result.push_back(inside ? tensor[static_cast<size_t>(address)] : 0);
  }
  return result;
}

struct LoadCase {
  std::vector<int64_t> sizes, tile, origin;
  TdmPadding padding = {};
  bool runtime_sizes = false;  // sizes and strides as kernel arguments instead of numbers
};

// Loads the tile at `origin` with the data mover, reads it back with lds_load and stores it
// row-major; compares with the host's tile. T: the element (1, 2, 4 or 8 bytes).
template <typename T = int32_t>
void check_load(const LoadCase& c) {
  const DType dtype = dtype_of<T>();
  const int rank = static_cast<int>(c.tile.size());
  const std::vector<int64_t> strides = strides_of(c.sizes, 3);
  KernelBuilder k("tdm_load_tile", kGfx1250);
  Tensor x = k.arg<const T*>("x"), y = k.arg<T*>("y");
  std::vector<Operand> sizes, stride_operands, origin;
  for (int d = 0; d < rank; ++d) {
    if (c.runtime_sizes) {
      sizes.emplace_back(k.arg<int32_t>(fmt::format("size{}", d)));
      if (d + 1 < rank) stride_operands.emplace_back(k.arg<int32_t>(fmt::format("stride{}", d)));
      else stride_operands.emplace_back(1);
    } else {
      sizes.emplace_back(static_cast<long>(c.sizes[static_cast<size_t>(d)]));
      stride_operands.emplace_back(static_cast<long>(strides[static_cast<size_t>(d)]));
    }
    origin.emplace_back(static_cast<long>(c.origin[static_cast<size_t>(d)]));
  }
  const TensorDescriptor descriptor = tensor_descriptor(x, sizes, stride_operands, c.tile, c.padding);
  Tensor buffer = lds_alloc(c.tile, dtype, descriptor.lds_layout());
  tdm_load(buffer, descriptor, origin);
  tdm_wait(0);
  Tensor tile = reshape(lds_load(buffer, blocked(c.tile)), {product(c.tile)});
  store(y + arange(product(c.tile), tile.layout()), tile);
  const Kernel kernel = k.build();
  CHECK_THAT(kernel_assembly(kernel), Catch::Contains("tensor_load_to_lds"));

  int64_t elements = 1;
  for (int d = 0; d < rank; ++d) elements = std::max(elements, c.sizes[static_cast<size_t>(d)] * strides[static_cast<size_t>(d)]);
  testing::Random random(static_cast<uint64_t>(rank * 131 + c.origin.back()));
  std::vector<T> tensor;
  for (int32_t value : random.integers(static_cast<size_t>(elements), 1, 1 << 30))
    tensor.push_back(static_cast<T>(value) | static_cast<T>(1));  // never 0, unlike the fill
  EmulatedDevice device;
  device.check_hazards = true;
  const uint64_t out = device.allocate(static_cast<size_t>(product(c.tile)) * sizeof(T));
  std::vector<emu::ArgumentValue> arguments = {pointer(device.upload(tensor)), pointer(out)};
  if (c.runtime_sizes)
    for (int d = 0; d < rank; ++d) {
      arguments.push_back(integer(static_cast<int32_t>(c.sizes[static_cast<size_t>(d)])));
      if (d + 1 < rank) arguments.push_back(integer(static_cast<int32_t>(strides[static_cast<size_t>(d)])));
    }
  REQUIRE_NOTHROW(device.launch(kernel, 1, arguments));
  CHECK(device.download<T>(out, static_cast<size_t>(product(c.tile))) ==
        reference_tile(tensor, c.sizes, strides, c.tile, c.origin));
}

}  // namespace

TEST_CASE("tdm_load moves 1-D to 5-D tiles into LDS, reading 0 past the tensor's edge", "[dsl][run][tdm]") {
  const std::vector<LoadCase> cases = {
      {{300}, {256}, {0}},                    // inside
      {{300}, {256}, {200}},                  // hangs over the edge
      {{40, 70}, {16, 64}, {8, 32}},          // 2-D over both edges
      {{40, 70}, {16, 64}, {16, 0}, {}, true},  // sizes and strides from kernel arguments
      {{40, 170}, {2, 128}, {3, 0}},          // 2 rows do not divide among 4 waves: wave 0 moves the tile
      {{5, 9, 33}, {4, 8, 32}, {2, 4, 16}},   // 3-D
      {{3, 5, 6, 20}, {2, 4, 4, 16}, {2, 0, 4, 8}},  // 4-D
      {{3, 4, 5, 6, 40}, {4, 2, 4, 4, 16}, {0, 3, 2, 4, 30}},  // 5-D
      {{3, 4, 5, 6, 40}, {4, 2, 4, 4, 16}, {1, 1, 1, 1, 1}, {}, true},
      {{40, 70}, {16, 64}, {40, 0}},          // entirely past the edge: all zeros
  };
  for (const LoadCase& c : cases) {
    INFO("sizes [" << fmt::format("{}", fmt::join(c.sizes, ", ")) << "] tile ["
                   << fmt::format("{}", fmt::join(c.tile, ", ")) << "] origin ["
                   << fmt::format("{}", fmt::join(c.origin, ", ")) << "]");
    check_load(c);
  }
}

TEST_CASE("tdm_load moves 1, 2 and 8-byte elements", "[dsl][run][tdm]") {
  check_load<int8_t>({{40, 70}, {16, 64}, {8, 32}});
  check_load<int16_t>({{40, 70}, {16, 64}, {8, 32}});
  check_load<int64_t>({{5, 9, 33}, {4, 8, 16}, {2, 4, 20}});
  // Padding in dwords of data: 64 bytes of i8 (16 dwords) then 4 bytes; 128 of i16 then 16 bytes.
  check_load<int8_t>({{40, 70}, {16, 64}, {8, 32}, {64, 4}});
  check_load<int16_t>({{40, 70}, {16, 64}, {8, 32}, {64, 8}});
}

TEST_CASE("tdm_load into a padded LDS layout reads back through lds_load", "[dsl][run][tdm]") {
  // Padding every row (64 elements) by 1 dword, every 2 rows by 4 dwords, and within a row.
  check_load({{40, 70}, {16, 64}, {8, 32}, {64, 1}});
  check_load({{40, 70}, {16, 64}, {8, 32}, {128, 4}});
  check_load({{40, 70}, {16, 64}, {3, 5}, {16, 2}});
  // docs/tdm.md's example: sizes and strides from kernel arguments, one dword per row.
  check_load({{40, 70}, {32, 64}, {32, 0}, {64, 1}, true});
  // Shares of 2 rows do not start on an interval of 256 elements: wave 0 moves the padded tile.
  check_load({{40, 70}, {8, 64}, {1, 2}, {256, 8}});
}

TEST_CASE("tdm_store writes a tile and drops what falls outside the tensor", "[dsl][run][tdm]") {
  const std::vector<int64_t> sizes = {37, 50}, tile = {16, 32};
  const int64_t stride = 53;
  for (const std::vector<int64_t>& origin : {std::vector<int64_t>{0, 0}, {32, 32}, {16, 20}}) {
    KernelBuilder k("tdm_store_tile", kGfx1250);
    Tensor x = k.arg<const int32_t*>("x"), y = k.arg<int32_t*>("y");
    const Layout layout = blocked(tile, {.per_thread = {1, 4}});
    const TensorDescriptor descriptor = tensor_descriptor(y, {sizes[0], sizes[1]}, {stride, 1}, tile);
    Tensor buffer = lds_alloc(tile, i32, descriptor.lds_layout());
    Tensor index = expand_dims(arange(tile[0], slice(layout, 1)), 1) * static_cast<int>(tile[1]) +
                   expand_dims(arange(tile[1], slice(layout, 0)), 0);
    lds_store(buffer, load(x + index));
    tdm_store(descriptor, buffer, {static_cast<long>(origin[0]), static_cast<long>(origin[1])});
    tdm_wait(0);
    const Kernel kernel = k.build();
    CHECK_THAT(kernel_assembly(kernel), Catch::Contains("tensor_store_from_lds"));

    testing::Random random(7);
    const std::vector<int32_t> values = random.integers(static_cast<size_t>(product(tile)), 1, 1 << 30);
    // The output has room past the tensor (a sentinel band) to catch writes that are not dropped.
    const size_t room = static_cast<size_t>((sizes[0] + tile[0]) * stride);
    std::vector<int32_t> expected(room, -1);
    for (int64_t i = 0; i < tile[0]; ++i)
      for (int64_t j = 0; j < tile[1]; ++j)
        if (origin[0] + i < sizes[0] && origin[1] + j < sizes[1])
          expected[static_cast<size_t>((origin[0] + i) * stride + origin[1] + j)] = values[static_cast<size_t>(i * tile[1] + j)];
    EmulatedDevice device;
    device.check_hazards = true;
    const uint64_t out = device.upload(std::vector<int32_t>(room, -1));
    INFO("origin " << origin[0] << ", " << origin[1]);
    REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(values)), pointer(out)}));
    CHECK(device.download<int32_t>(out, room) == expected);
  }
}

TEST_CASE("a read of a tdm_load's buffer without tdm_wait is reported by hazard checking", "[dsl][run][tdm]") {
  for (const bool wait : {true, false}) {
    KernelBuilder k("tdm_no_wait", kGfx1250);
    Tensor x = k.arg<const int32_t*>("x"), y = k.arg<int32_t*>("y");
    const TensorDescriptor descriptor = tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64});
    Tensor buffer = lds_alloc({64, 64}, i32, descriptor.lds_layout());
    tdm_load(buffer, descriptor, {0, 0});
    if (wait) tdm_wait(0);
    Tensor tile = reshape(lds_load(buffer, blocked({64, 64})), {4096});
    store(y + arange(4096, tile.layout()), tile);
    const Kernel kernel = k.build();
    std::vector<int32_t> input(4096);
    std::iota(input.begin(), input.end(), 1);
    EmulatedDevice device;
    device.check_hazards = true;
    const uint64_t out = device.allocate(4096 * 4);
    const std::string fault = device.run(kernel, 1, {pointer(device.upload(input)), pointer(out)});
    INFO(fault);
    if (wait) {
      CHECK(fault.empty());
      CHECK(device.download<int32_t>(out, 4096) == input);
    } else {
      CHECK_THAT(fault, Catch::Contains("missing s_wait_tensorcnt") && Catch::Contains("tensor_load_to_lds"));
    }
  }
}

namespace {

// Runs `body` (one line, so that __LINE__ is the DSL call's line) in a gfx1250 kernel and checks
// the error names this file's line, the kernel and `text`.
void expect_error(const std::function<void(Tensor, Tensor)>& body, int line, const std::string& text,
                  const TargetId& target = kGfx1250) {
  try {
    KernelBuilder k("k", target);
    Tensor x = k.arg<const float*>("x"), n = k.arg<int32_t>("n");
    body(x, n);
  } catch (const Error& error) {
    const std::string message = error.what();
    INFO(message);
    CHECK_THAT(message, Catch::Contains(fmt::format("tdm_test.cpp:{}: kernel 'k'", line)));
    CHECK_THAT(message, Catch::Contains(text));
    return;
  }
  FAIL("no error for: " << text);
}

}  // namespace

TEST_CASE("tensor descriptors and data mover copies are range-checked, naming the line", "[dsl][errors][tdm]") {
  using X = Tensor;
  // clang-format off
  expect_error([](X x, X) { tensor_descriptor(x, {64}, {1}, {64}); }, __LINE__, "only on gfx1250, and this kernel is for gfx950", TargetId::parse("gfx950"));
  expect_error([](X, X) { tdm_wait(0); }, __LINE__, "only on gfx1250", TargetId::parse("gfx942"));
  expect_error([](X x, X) { tensor_descriptor(x, {2, 2, 2, 2, 2, 2}, {32, 16, 8, 4, 2, 1}, {2, 2, 2, 2, 2, 2}); }, __LINE__, "a 6-D tile; descriptors have 1 to 5 dimensions");
  expect_error([](X x, X) { tensor_descriptor(x, {64, 64}, {1}, {64, 64}); }, __LINE__, "2 sizes and 1 strides for a 2-D tile");
  expect_error([](X x, X) { tensor_descriptor(x, {1 << 20}, {1}, {1 << 16}); }, __LINE__, "tile_dim0 field holds 1 to 65535");
  expect_error([](X x, X) { tensor_descriptor(x, {64, 64}, {64, 1}, {48, 64}); }, __LINE__, "dimension 0 (the hardware's dim1) is 48, not a power of two");
  expect_error([](X x, X) { tensor_descriptor(x, {1024, 1024}, {1024, 1}, {1024, 128}); }, __LINE__, "the tile takes 524288 bytes of LDS");
  expect_error([](X x, X) { tensor_descriptor(x, {-1}, {1}, {64}); }, __LINE__, "the tensor size of dimension 0 (the hardware's dim0) (tensor_dim0) is -1");
  expect_error([](X x, X) { tensor_descriptor(x, {4294967296.0}, {1}, {64}); }, __LINE__, "tensor_dim0) is 4294967296; it must be an integer in [0, 2147483647]");
  expect_error([](X x, X) { tensor_descriptor(x, {64, 64}, {281474976710656.0, 1}, {64, 64}); }, __LINE__, "the stride of dimension 0 (the hardware's dim1) (48-bit field) is 281474976710656");
  expect_error([](X x, X) { tensor_descriptor(x, {64, 64}, {0, 1}, {64, 64}); }, __LINE__, "(48-bit field) is 0; it must be an integer in [1, 281474976710655]");
  expect_error([](X x, X) { tensor_descriptor(x, {64, 64}, {64, 2}, {64, 64}); }, __LINE__, "the innermost stride must be the number 1");
  expect_error([](X x, X n) { tensor_descriptor(x, {64, 64}, {64, n}, {64, 64}); }, __LINE__, "the innermost stride must be the number 1");
  expect_error([](X x, X) { tensor_descriptor(x, {64, 64}, {64.5, 1}, {64, 64}); }, __LINE__, "is 64.5; it must be an integer");
  expect_error([](X x, X) { tensor_descriptor(x, {64, 64}, {x, 1}, {64, 64}); }, __LINE__, "must be an integer scalar");
  expect_error([](X x, X) { tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64}, {1, 1}); }, __LINE__, "pad_interval is 1 elements (4 bytes); it must be a power of two of 2 to 256 dwords");
  expect_error([](X x, X) { tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64}, {512, 1}); }, __LINE__, "pad_interval is 512 elements (2048 bytes)");
  expect_error([](X x, X) { tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64}, {64, 3}); }, __LINE__, "pad_amount is 3 elements (12 bytes); it must be a power of two of 1 to 128 dwords");
  expect_error([](X x, X) { tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64}, {64, 256}); }, __LINE__, "pad_amount is 256 elements");
  expect_error([](X x, X) { tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64}, {64, 0}); }, __LINE__, "pad_amount is 0 elements");
  expect_error([](X, X n) { tensor_descriptor(n, {64}, {1}, {64}); }, __LINE__, "the base must be a scalar pointer, not i32");
  expect_error([](X x, X) { const auto d = tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64}); tdm_load(lds_alloc({64, 64}, f32), d, {0}); }, __LINE__, "1 coordinates for a 2-D descriptor");
  expect_error([](X x, X) { const auto d = tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64}); tdm_load(lds_alloc({64, 64}, f32), d, {0, -8}); }, __LINE__, "the coordinate of dimension 1 (the hardware's dim0) is -8");
  expect_error([](X x, X) { const auto d = tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64}); tdm_load(lds_alloc({32, 64}, f32), d, {0, 0}); }, __LINE__, "the buffer's shape [32, 64] differs from the descriptor's tile [64, 64]");
  expect_error([](X x, X) { const auto d = tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64}); tdm_load(lds_alloc({64, 64}, i32), d, {0, 0}); }, __LINE__, "the buffer holds i32 but the descriptor's tensor holds f32");
  expect_error([](X x, X) { const auto d = tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64}, {64, 1}); tdm_load(lds_alloc({64, 64}, f32), d, {0, 0}); }, __LINE__, "the buffer's LDS layout is not the one the data mover writes (padded<interval=64, pad=1");
  expect_error([](X x, X) { const auto d = tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64}); tdm_load(lds_alloc({64, 64}, f32, swizzled_lds({64, 64}, 4, 1, 8)), d, {0, 0}); }, __LINE__, "is not the one the data mover writes (row_major");
  expect_error([](X x, X) { const auto d = tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64}); tdm_store(d, lds_alloc({64, 64}, f32), {0, 0}); }, __LINE__, "pointer 'x' is declared const");
  expect_error([](X x, X) { const auto d = tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64}, {64, 1}); tdm_store(d, lds_alloc({64, 64}, f32, d.lds_layout()), {0, 0}); }, __LINE__, "stores LDS densely, ignoring the padding");
  expect_error([](X, X) { tdm_wait(64); }, __LINE__, "pending is 64; s_wait_tensorcnt takes 0 to 63");
  // clang-format on
}

TEST_CASE("a wrong buffer layout inside a loop is reported at the author's line", "[dsl][errors][tdm]") {
  // Buffers keep their identity inside loop bodies, so the check runs when tdm_load is built.
  KernelBuilder k("k", kGfx1250);
  Tensor x = k.arg<const float*>("x");
  const auto d = tensor_descriptor(x, {64, 64}, {64, 1}, {64, 64}, {64, 1});
  Tensor buffer = lds_alloc({64, 64}, f32);
  const int line = __LINE__ + 1;
  CHECK_THROWS_WITH(for_range(0, 4, [&](Tensor) { tdm_load(buffer, d, {0, 0}); }),
                    Catch::Contains(fmt::format("tdm_test.cpp:{}: kernel 'k': tdm_load: the buffer's LDS layout is not the one", line)));
}

TEST_CASE("tdm_wait(n) leaves the newest n copies in flight", "[dsl][run][tdm]") {
  // Two loads, then tdm_wait(1): the first has landed, the second may not have.
  for (const bool read_second : {false, true}) {
    KernelBuilder k("tdm_partial_wait", kGfx1250);
    Tensor x = k.arg<const int32_t*>("x"), y = k.arg<int32_t*>("y");
    const TensorDescriptor descriptor = tensor_descriptor(x, {128, 64}, {64, 1}, {64, 64});
    Tensor first = lds_alloc({64, 64}, i32, descriptor.lds_layout()), second = lds_alloc({64, 64}, i32, descriptor.lds_layout());
    tdm_load(first, descriptor, {0, 0});
    tdm_load(second, descriptor, {64, 0});
    tdm_wait(1);
    Tensor tile = reshape(lds_load(read_second ? second : first, blocked({64, 64})), {4096});
    store(y + arange(4096, tile.layout()), tile);
    tdm_wait(0);
    const Kernel kernel = k.build();
    std::vector<int32_t> input(8192);
    std::iota(input.begin(), input.end(), 1);
    EmulatedDevice device;
    device.check_hazards = true;
    const uint64_t out = device.allocate(4096 * 4);
    const std::string fault = device.run(kernel, 1, {pointer(device.upload(input)), pointer(out)});
    INFO(fault);
    if (read_second) {
      CHECK_THAT(fault, Catch::Contains("missing s_wait_tensorcnt"));
    } else {
      CHECK(fault.empty());
      CHECK(device.download<int32_t>(out, 4096) == std::vector<int32_t>(input.begin(), input.begin() + 4096));
    }
  }
}

TEST_CASE("a tdm_store's buffer may be overwritten only after tdm_wait", "[dsl][run][tdm]") {
  // Stores tile 0 of x to rows 0-63 of y, overwrites the buffer with tile 1 and stores it to rows
  // 64-127: with the wait in between, y is x; without it, hazard checking reports the overwrite.
  for (const bool wait : {true, false}) {
    KernelBuilder k("tdm_store_reuse", kGfx1250);
    Tensor x = k.arg<const int32_t*>("x"), y = k.arg<int32_t*>("y");
    const Layout layout = blocked({64, 64}, {.per_thread = {1, 4}});
    const TensorDescriptor descriptor = tensor_descriptor(y, {128, 64}, {64, 1}, {64, 64});
    Tensor buffer = lds_alloc({64, 64}, i32, descriptor.lds_layout());
    Tensor index = expand_dims(arange(64, slice(layout, 1)), 1) * 64 + expand_dims(arange(64, slice(layout, 0)), 0);
    lds_store(buffer, load(x + index));
    tdm_store(descriptor, buffer, {0, 0});
    if (wait) tdm_wait(0);
    lds_store(buffer, load(x + (index + 4096)));
    tdm_store(descriptor, buffer, {64, 0});
    tdm_wait(0);
    const Kernel kernel = k.build();
    std::vector<int32_t> input(8192);
    std::iota(input.begin(), input.end(), 1);
    EmulatedDevice device;
    device.check_hazards = true;
    const uint64_t out = device.upload(std::vector<int32_t>(8192, -1));
    const std::string fault = device.run(kernel, 1, {pointer(device.upload(input)), pointer(out)});
    INFO(fault);
    if (wait) {
      CHECK(fault.empty());
      CHECK(device.download<int32_t>(out, 8192) == input);
    } else {
      CHECK_THAT(fault, Catch::Contains("s_wait_tensorcnt") && Catch::Contains("tensor_store_from_lds"));
    }
  }
}

TEST_CASE("a loop reloading one buffer with tdm_load gets its barriers after the waits", "[dsl][run][tdm]") {
  // acc = sum over i of tile i (rows 16 i .. 16 i + 15 of a 60-row tensor: the last hangs over).
  KernelBuilder k("tdm_loop", kGfx1250);
  Tensor x = k.arg<const int32_t*>("x"), y = k.arg<int32_t*>("y");
  const TensorDescriptor descriptor = tensor_descriptor(x, {60, 64}, {64, 1}, {16, 64});
  Tensor buffer = lds_alloc({16, 64}, i32, descriptor.lds_layout());
  const Layout layout = blocked({16, 64}, {.per_thread = {1, 4}});
  Tensor acc = zeros({16, 64}, i32, layout);
  for_range(0, 4, [&](Tensor i) {
    tdm_load(buffer, descriptor, {i * 16, 0});
    tdm_wait(0);
    acc = acc + lds_load(buffer, layout);
  });
  Tensor index = expand_dims(arange(16, slice(layout, 1)), 1) * 64 + expand_dims(arange(64, slice(layout, 0)), 0);
  store(y + index, acc);
  const Kernel kernel = k.build();
  testing::Random random(5);
  const std::vector<int32_t> input = random.integers(60 * 64, -1000, 1000);
  std::vector<int32_t> expected(16 * 64, 0);
  for (int row = 0; row < 60; ++row)
    for (int column = 0; column < 64; ++column) expected[static_cast<size_t>((row % 16) * 64 + column)] += input[static_cast<size_t>(row * 64 + column)];
  EmulatedDevice device;
  device.check_hazards = true;
  const uint64_t out = device.allocate(16 * 64 * 4);
  REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(out)}));
  CHECK(device.download<int32_t>(out, 16 * 64) == expected);
}

TEST_CASE("data mover loads and asynchronous copies in one kernel keep their own counters", "[dsl][run][tdm][async]") {
  // Tile 0 of x through the TDM into one buffer, tile 1 through async copies into another; each
  // wait covers only its own kind (TENSORcnt vs ASYNCcnt), so reading a buffer whose own wait is
  // missing is reported even when the other kind's wait came first.
  for (const int variant : {0, 1, 2}) {  // 0: both waits; 1: no tdm_wait; 2: no async_wait
    KernelBuilder k("tdm_and_async", kGfx1250);
    Tensor x = k.arg<const int32_t*>("x"), y = k.arg<int32_t*>("y");
    const TensorDescriptor descriptor = tensor_descriptor(x, {128, 64}, {64, 1}, {64, 64});
    Tensor tdm_buffer = lds_alloc({64, 64}, i32, descriptor.lds_layout());
    Tensor copy_buffer = lds_alloc({64, 64}, i32);
    const Layout copy = async_copy_layout(copy_buffer);
    Tensor index = expand_dims(arange(64, slice(copy, 1)), 1) * 64 + expand_dims(arange(64, slice(copy, 0)), 0);
    tdm_load(tdm_buffer, descriptor, {0, 0});
    async_copy(copy_buffer, x + (index + 4096));
    async_commit();
    if (variant != 2) async_wait(0);
    if (variant != 1) tdm_wait(0);
    const Layout read = blocked({64, 64}, {.per_thread = {1, 4}});
    Tensor out = expand_dims(arange(64, slice(read, 1)), 1) * 64 + expand_dims(arange(64, slice(read, 0)), 0);
    store(y + out, lds_load(tdm_buffer, read));
    store(y + (out + 4096), lds_load(copy_buffer, read));
    if (variant == 1) tdm_wait(0);
    if (variant == 2) async_wait(0);
    const Kernel kernel = k.build();
    std::vector<int32_t> input(8192);
    std::iota(input.begin(), input.end(), 7);
    EmulatedDevice device;
    device.check_hazards = true;
    const uint64_t output = device.allocate(8192 * 4);
    const std::string fault = device.run(kernel, 1, {pointer(device.upload(input)), pointer(output)});
    INFO("variant " << variant << ": " << fault);
    if (variant == 0) {
      CHECK(fault.empty());
      CHECK(device.download<int32_t>(output, 8192) == input);
    } else {
      CHECK_THAT(fault, Catch::Contains(variant == 1 ? "s_wait_tensorcnt" : "s_wait_asynccnt"));
    }
  }
}
