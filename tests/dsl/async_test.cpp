// Asynchronous global -> LDS copies on the emulator, hazard checking on: masked copies into
// row-major, swizzled and padded LDS layouts (through the DMA and through registers), waits that
// are missing or too weak reported by the emulator, the split barrier, and pipelines of 2 and 3
// stages. Every result is compared with a host computation from the inputs.
#include <catch2/catch.hpp>

#include <functional>

#include "core/error.h"
#include "lowering/tile/compile.h"
#include "testing/testing.h"

using namespace gfxtile;
using gfxtile::testing::EmulatedDevice;
using gfxtile::testing::integer;
using gfxtile::testing::pointer;

namespace {

constexpr int kRows = 64, kColumns = 32;

int count(const std::string& text, const std::string& what) {
  int found = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++found;
  return found;
}

std::string copy_instruction(const TargetId& target) {
  return target.architecture == Architecture::gfx1250 ? "global_load_async_to_lds" : "global_load_lds";
}

// Pointers and mask of x[rows x n] (row pitch `pitch`) for the tile at `row0`, in `layout`.
struct Tile {
  Tensor pointers, mask;
};
Tile tile_of(const Tensor& x, const Layout& layout, const Tensor& row0, const Tensor& m, const Tensor& n, const Tensor& pitch) {
  Tensor rows = expand_dims(arange(kRows, slice(layout, 1)), 1) + row0;
  Tensor columns = expand_dims(arange(kColumns, slice(layout, 0)), 0);
  return {x + rows * pitch + columns, (rows < m) & (columns < n)};
}

Tensor output_offsets(const Layout& layout) {
  return expand_dims(arange(kRows, slice(layout, 1)), 1) * kColumns + expand_dims(arange(kColumns, slice(layout, 0)), 0);
}

// y = the x tile (m x n valid, other elsewhere) copied asynchronously into LDS laid out by `lds`.
Kernel copy_kernel(const TargetId& target, const LdsLayout& lds, bool aligned, double other) {
  KernelBuilder k("async_copy_tile", target);
  Tensor x = k.arg("x", bf16.pointer_to(), true), y = k.arg("y", bf16.pointer_to());
  Tensor m = k.arg<int32_t>("m"), n = k.arg<int32_t>("n", {.divisible_by = aligned ? 8 : 1});
  Tensor pitch = k.arg<int32_t>("pitch", {.divisible_by = aligned ? 8 : 1});
  Tensor buffer = lds_alloc({kRows, kColumns}, bf16, lds);
  const Tile source = tile_of(x, async_copy_layout(buffer), constant(0, i32), m, n, pitch);
  async_copy(buffer, source.pointers, source.mask, other);
  async_commit();
  async_wait(0);
  barrier();
  const Layout reader = blocked({kRows, kColumns}, {.per_thread = {4, 1}, .order = {0, 1}});
  store(y + output_offsets(reader), lds_load(buffer, reader));
  return k.build();
}

std::vector<uint16_t> inputs(size_t count) {
  std::vector<uint16_t> values(count);
  for (size_t i = 0; i < count; ++i) values[i] = static_cast<uint16_t>(0x3f80 + (i * 37) % 2000);
  return values;
}

}  // namespace

TEST_CASE("async copies land masked tiles in row-major, swizzled and padded LDS layouts", "[dsl][run][async]") {
  for (const TargetId& target : testing::emulated_targets()) {
    const std::vector<std::pair<std::string, LdsLayout>> layouts = {
        {"row-major", row_major_lds({kRows, kColumns})},
        {"swizzled", swizzled_lds({kRows, kColumns}, 8, 1, 4)},
        {"padded", padded_lds({kRows, kColumns}, 1024, 8)},
    };
    for (const auto& [name, lds] : layouts)
      for (const bool aligned : {true, false}) {
        // Aligned rows (pitch a multiple of 8 elements) go through the DMA; odd pitches through registers.
        const int m = 50, n = aligned ? 24 : 21, pitch = aligned ? 40 : 37;
        const double other = aligned ? 0.0 : 2.0;
        INFO(name << (aligned ? " aligned" : " unaligned") << " on " << target.to_string());
        const Kernel kernel = copy_kernel(target, lds, aligned, other);
        const std::string assembly = kernel_assembly(kernel);
        CHECK((count(assembly, copy_instruction(target)) > 0) == aligned);
        const auto x = inputs(static_cast<size_t>(m * pitch));
        EmulatedDevice device;
        device.check_hazards = true;
        const uint64_t out = device.allocate(kRows * kColumns * 2);
        REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(x)), pointer(out), integer(m), integer(n), integer(pitch)}));
        const auto y = device.download<uint16_t>(out, kRows * kColumns);
        const uint16_t fill = testing::to_bf16(static_cast<float>(other));
        std::vector<uint16_t> expected(kRows * kColumns);
        for (int i = 0; i < kRows; ++i)
          for (int j = 0; j < kColumns; ++j) expected[i * kColumns + j] = i < m && j < n ? x[i * pitch + j] : fill;
        CHECK(y == expected);
      }
  }
}

namespace {

// Two tiles copied in two groups; `wait` groups may stay pending; then the tile `read` (0 or 1)
// is read back. `barrier_after` places the barrier between the wait and the read.
Kernel two_groups_kernel(const TargetId& target, int wait, int read) {
  KernelBuilder k("async_two_groups", target);
  Tensor x = k.arg("x", bf16.pointer_to(), true), y = k.arg("y", bf16.pointer_to());
  Tensor n = k.arg<int32_t>("n", {.divisible_by = 8});
  Tensor buffers[2] = {lds_alloc({kRows, kColumns}, bf16, row_major_lds({kRows, kColumns})),
                       lds_alloc({kRows, kColumns}, bf16, row_major_lds({kRows, kColumns}))};
  for (int tile = 0; tile < 2; ++tile) {
    const Tile source = tile_of(x + tile * kRows * kColumns, async_copy_layout(buffers[tile]), constant(0, i32),
                                constant(kRows, i32), n, constant(kColumns, i32));
    async_copy(buffers[tile], source.pointers, source.mask);
    async_commit();
  }
  async_wait(wait);
  barrier();
  const Layout reader = blocked({kRows, kColumns}, {.per_thread = {1, 8}});
  store(y + output_offsets(reader), lds_load(buffers[read], reader));
  return k.build();
}

}  // namespace

TEST_CASE("the emulator reports reads of copies that a missing or too weak wait left in flight", "[dsl][run][async]") {
  for (const TargetId& target : testing::emulated_targets()) {
    const auto x = inputs(2 * kRows * kColumns);
    struct Case {
      int wait, read;
      bool clean;
    };
    // wait(2) waits for nothing; wait(1) for the first group only; wait(0) for both.
    for (const Case c : {Case{2, 0, false}, Case{1, 1, false}, Case{1, 0, true}, Case{0, 1, true}}) {
      INFO("wait(" << c.wait << ") then read tile " << c.read << " on " << target.to_string());
      const Kernel kernel = two_groups_kernel(target, c.wait, c.read);
      REQUIRE(count(kernel_assembly(kernel), copy_instruction(target)) > 0);
      EmulatedDevice device;
      device.check_hazards = true;
      const uint64_t out = device.allocate(kRows * kColumns * 2);
      const std::string fault = device.run(kernel, 1, {pointer(device.upload(x)), pointer(out), integer(kColumns)});
      if (c.clean) {
        CHECK(fault == "");
        const auto y = device.download<uint16_t>(out, kRows * kColumns);
        CHECK(y == std::vector<uint16_t>(x.begin() + c.read * kRows * kColumns, x.begin() + (c.read + 1) * kRows * kColumns));
      } else {
        CHECK(fault.find("hazard: missing") != std::string::npos);
      }
    }
  }
}

TEST_CASE("the split barrier orders LDS writes before arrive with reads after wait", "[dsl][run][async]") {
  for (const TargetId& target : testing::emulated_targets()) {
    KernelBuilder k("split_barrier", target);
    Tensor x = k.arg("x", f32.pointer_to(), true), y = k.arg("y", f32.pointer_to());
    const Layout rows = blocked({kRows, kColumns}, {.per_thread = {1, 4}});
    const Layout columns = blocked({kRows, kColumns}, {.per_thread = {4, 1}, .order = {0, 1}});
    Tensor buffer = lds_alloc({kRows, kColumns}, f32);
    Tensor value = load(x + output_offsets(rows));
    lds_store(buffer, value);
    barrier_arrive();
    Tensor scaled = load(x + output_offsets(columns)) * 3.0f;  // independent work while other waves arrive
    barrier_wait();
    Tensor transposed = lds_load(buffer, columns);
    store(y + output_offsets(columns), transposed + scaled);
    const Kernel kernel = k.build();
    const std::string assembly = kernel_assembly(kernel);
    if (target.architecture == Architecture::gfx1250) {
      CHECK(count(assembly, "s_barrier_signal -1") == 1);
      CHECK(count(assembly, "s_barrier_wait") >= 1);
    }
    EmulatedDevice device;
    device.check_hazards = true;
    std::vector<float> input(kRows * kColumns);
    for (size_t i = 0; i < input.size(); ++i) input[i] = static_cast<float>(i % 97) - 40.0f;
    const uint64_t out = device.allocate(input.size() * 4);
    INFO(target.to_string());
    REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(input)), pointer(out)}));
    const auto result = device.download<float>(out, input.size());
    std::vector<float> expected(input.size());
    for (size_t i = 0; i < input.size(); ++i) expected[i] = input[i] * 4.0f;
    CHECK(result == expected);
  }
}

namespace {

// A kernel (x, y, tiles) summing `tiles` bf16 tiles of x into y, run with hazard checking on
// small integers (i % period - period / 2, exact in bf16 and f32), beside the host's sum.
struct TileSum {
  std::vector<float> result, expected;
};
TileSum run_tile_sum(const Kernel& kernel, int tiles, int period) {
  std::vector<uint16_t> x(static_cast<size_t>(std::max(tiles, 1) * kRows * kColumns));
  for (size_t i = 0; i < x.size(); ++i) x[i] = testing::to_bf16(static_cast<float>(static_cast<int>(i) % period - period / 2));
  EmulatedDevice device;
  device.check_hazards = true;
  const uint64_t out = device.allocate(kRows * kColumns * 4);
  REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(x)), pointer(out), integer(tiles)}));
  TileSum sum{device.download<float>(out, kRows * kColumns), std::vector<float>(kRows * kColumns, 0.0f)};
  for (int t = 0; t < tiles; ++t)
    for (int e = 0; e < kRows * kColumns; ++e)
      sum.expected[static_cast<size_t>(e)] += testing::from_bf16(x[static_cast<size_t>(t * kRows * kColumns + e)]);
  return sum;
}

// out[i][j] = sum over t < tiles of x[t][i][j], the tiles pipelined through `stages` LDS stages.
Kernel pipelined_sum(const TargetId& target, int stages, PipelineOrder order) {
  KernelBuilder k("pipelined_sum", target);
  Tensor x = k.arg("x", bf16.pointer_to(), true), y = k.arg("y", f32.pointer_to());
  Tensor tiles = k.arg<int32_t>("tiles");
  Tensor buffer = lds_alloc_stages(stages, {kRows, kColumns}, bf16, swizzled_lds({kRows, kColumns}, 8, 1, 4));
  const Layout copy = async_copy_layout(buffer);
  const Layout reader = blocked({kRows, kColumns}, {.per_thread = {1, 8}});
  Tensor offsets = expand_dims(arange(kRows, slice(copy, 1)), 1) * kColumns + expand_dims(arange(kColumns, slice(copy, 0)), 0);
  Tensor total = zeros({kRows, kColumns}, f32, reader);
  pipeline(
      stages, 0, tiles, 1,
      [&](Tensor t, Tensor stage) {
        async_copy(lds_stage(buffer, stage), x + t * (kRows * kColumns) + offsets, splat(t < tiles, copy));
      },
      [&](Tensor, Tensor stage) { total = total + lds_load(lds_stage(buffer, stage), reader).to(f32); }, order);
  store(y + output_offsets(reader), total);
  return k.build();
}

}  // namespace

TEST_CASE("pipelines of two and three stages sum their tiles with one barrier per iteration", "[dsl][run][async]") {
  for (const TargetId& target : testing::emulated_targets())
    for (const int stages : {2, 3})
      for (const int tiles : {5, 1, 0})
        for (const PipelineOrder order : {PipelineOrder::copies_first, PipelineOrder::compute_first}) {
          INFO(stages << " stages, " << tiles << " tiles on " << target.to_string() << ", copies "
                      << (order == PipelineOrder::copies_first ? "first" : "after the compute"));
          const Kernel kernel = pipelined_sum(target, stages, order);
          const std::string assembly = kernel_assembly(kernel);
          CHECK(count(assembly, copy_instruction(target)) > 0);
          CHECK(count(assembly, target.architecture == Architecture::gfx1250 ? "s_barrier_signal" : "s_barrier\n") == 1);
          const TileSum sum = run_tile_sum(kernel, tiles, 13);
          CHECK(sum.result == sum.expected);
        }
}

namespace {

std::string error_of(const std::function<void()>& build) {
  try {
    build();
  } catch (const Error& error) {
    return error.what();
  }
  return "";
}

}  // namespace

TEST_CASE("async copy misuse is reported with the author's line", "[dsl][async][errors]") {
  const TargetId gfx942 = TargetId::parse("gfx942");
  int line = 0;
  // A blocked layout whose lanes do not write consecutive LDS slots: the message names the layout needed.
  std::string message = error_of([&] {
    KernelBuilder k("bad_copy", gfx942);
    Tensor x = k.arg("x", bf16.pointer_to(), true);
    Tensor buffer = lds_alloc({kRows, kColumns}, bf16);
    const Layout wrong = blocked({kRows, kColumns}, {.per_thread = {4, 1}, .order = {0, 1}});
    line = __LINE__ + 1;
    async_copy(buffer, x + output_offsets(wrong));
  });
  CHECK(message.find("async_test.cpp:" + std::to_string(line) + ": kernel 'bad_copy': async_copy:") == 0);
  CHECK(message.find("async_copy_layout(buffer)") != std::string::npos);
  CHECK(message.find("async_copy<vector=2>") != std::string::npos);

  message = error_of([&] {
    KernelBuilder k("whole_staged", gfx942);
    Tensor buffer = lds_alloc_stages(2, {kRows, kColumns}, bf16);
    line = __LINE__ + 1;
    lds_load(buffer, blocked({kRows, kColumns}));
  });
  CHECK(message.find("async_test.cpp:" + std::to_string(line) + ": kernel 'whole_staged': lds_load:") == 0);
  CHECK(message.find("lds_stage(buffer, stage)") != std::string::npos);

  message = error_of([&] {
    KernelBuilder k("stage_range", gfx942);
    Tensor buffer = lds_alloc_stages(3, {kRows, kColumns}, bf16);
    line = __LINE__ + 1;
    lds_stage(buffer, 3);
  });
  CHECK(message.find("async_test.cpp:" + std::to_string(line) + ": kernel 'stage_range': lds_stage: stage 3 of a buffer of 3 stages") == 0);

  // An LDS access between arrive and wait that needs a barrier: found while lowering.
  message = error_of([&] {
    KernelBuilder k("split_conflict", gfx942);
    Tensor buffer = lds_alloc({kRows, kColumns}, f32);
    lds_store(buffer, zeros({kRows, kColumns}, f32, blocked({kRows, kColumns})));
    barrier_arrive();
    line = __LINE__ + 1;
    Tensor read = lds_load(buffer, blocked({kRows, kColumns}, {.per_thread = {4, 1}, .order = {0, 1}}));
    barrier_wait();
    compile_kernel(k.build());
  });
  CHECK(message.find("async_test.cpp:" + std::to_string(line) + ": kernel 'split_conflict': lds_load:") == 0);
  CHECK(message.find("between barrier_arrive and barrier_wait") != std::string::npos);

  message = error_of([&] {
    KernelBuilder k("lonely_wait", gfx942);
    line = __LINE__ + 1;
    barrier_wait();
    compile_kernel(k.build());
  });
  CHECK(message.find("async_test.cpp:" + std::to_string(line) + ": kernel 'lonely_wait': barrier_wait:") == 0);

  message = error_of([&] {
    KernelBuilder k("bad_wait", gfx942);
    line = __LINE__ + 1;
    async_wait(-1);
  });
  CHECK(message.find("async_test.cpp:" + std::to_string(line) + ": kernel 'bad_wait': async_wait:") == 0);
}

TEST_CASE("the lowering places the barriers async copies need when the author writes none", "[dsl][run][async]") {
  // One buffer refilled every iteration: a read after each wait (other waves' copies) and a copy
  // after the previous iteration's reads (they must be done) both need a barrier.
  for (const TargetId& target : testing::emulated_targets()) {
    KernelBuilder k("async_auto_barriers", target);
    Tensor x = k.arg("x", bf16.pointer_to(), true), y = k.arg("y", f32.pointer_to());
    Tensor tiles = k.arg<int32_t>("tiles");
    Tensor buffer = lds_alloc({kRows, kColumns}, bf16, swizzled_lds({kRows, kColumns}, 8, 2, 4));
    const Layout copy = async_copy_layout(buffer);
    const Layout reader = blocked({kRows, kColumns}, {.per_thread = {4, 1}, .order = {0, 1}});
    Tensor offsets = expand_dims(arange(kRows, slice(copy, 1)), 1) * kColumns + expand_dims(arange(kColumns, slice(copy, 0)), 0);
    Tensor total = zeros({kRows, kColumns}, f32, reader);
    for_range(0, tiles, [&](Tensor t) {
      async_copy(buffer, x + t * (kRows * kColumns) + offsets);
      async_commit();
      async_wait(0);
      total = total + lds_load(buffer, reader).to(f32);
    });
    store(y + output_offsets(reader), total);
    const Kernel kernel = k.build();
    INFO(target.to_string());
    const std::string assembly = kernel_assembly(kernel);
    CHECK(count(assembly, target.architecture == Architecture::gfx1250 ? "s_barrier_signal" : "s_barrier\n") == 2);
    const TileSum sum = run_tile_sum(kernel, 3, 11);
    CHECK(sum.result == sum.expected);
  }
}

namespace {

// A table of 40 one-row tiles (more than any pipeline's stages): row s = 2 x[s] + 1 in f32,
// stored before a loop that reads row (7 i) % 40 at a runtime index i into y[i].
constexpr int kTableRows = 40, kTableColumns = 32, kTableReads = 48;
Kernel table_kernel(const TargetId& target) {
  KernelBuilder k("lds_table", target);
  Tensor x = k.arg("x", bf16.pointer_to(), true), y = k.arg("y", f32.pointer_to());
  Tensor table = lds_alloc_stages(kTableRows, {kTableColumns}, f32);
  const Layout row_layout = blocked({kTableColumns});
  Tensor columns = arange(kTableColumns, row_layout);
  for (int s = 0; s < kTableRows; ++s) lds_store(lds_stage(table, s), load(x + (s * kTableColumns + columns)).to(f32) * 2.0 + 1.0);
  barrier();
  for_range(0, kTableReads, [&](Tensor i) {
    store(y + (i * kTableColumns + columns), lds_load(lds_stage(table, (i * 7) % kTableRows), row_layout));
  });
  return k.build();
}

}  // namespace

TEST_CASE("a staged buffer of more tiles than a pipeline's is a table read at a runtime index", "[dsl][run][async]") {
  for (const TargetId& target : testing::emulated_targets()) {
    INFO(target.to_string());
    const Kernel kernel = table_kernel(target);
    std::vector<uint16_t> x(kTableRows * kTableColumns);
    for (size_t i = 0; i < x.size(); ++i) x[i] = testing::to_bf16(static_cast<float>(static_cast<int>(i % 29) - 14) * 0.25f);
    EmulatedDevice device;
    device.check_hazards = true;
    const uint64_t out = device.allocate(kTableReads * kTableColumns * 4);
    REQUIRE_NOTHROW(device.launch(kernel, 1, {pointer(device.upload(x)), pointer(out)}));
    const auto y = device.download<float>(out, kTableReads * kTableColumns);
    for (int i = 0; i < kTableReads; ++i)
      for (int c = 0; c < kTableColumns; ++c) {
        const double source = testing::from_bf16(x[static_cast<size_t>((i * 7) % kTableRows * kTableColumns + c)]);
        REQUIRE(y[static_cast<size_t>(i * kTableColumns + c)] == static_cast<float>(2.0 * source + 1.0));
      }
  }
  const TargetId gfx950 = TargetId::parse("gfx950");
  KernelBuilder k("lds_table_too_large", gfx950);
  CHECK_THROWS_WITH(lds_alloc_stages(257, {kTableColumns}, f32), Catch::Contains("257 stages; use 1 to 256"));
}
